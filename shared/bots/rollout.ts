/**
 * Playing a sampled world to its end, fast: the search bot and the odds both score a position by
 * how such playouts finish. The rollout policy is a seeded random legal action that rarely
 * undoes a selection (so card-by-card choices finish), mixed with the mode's greedy bot for a
 * share of the decisions: the tables' Normal bots play greedy, and a playout that plays like them
 * predicts better (the search bot's opponents, the odds' seats).
 */
import { nextInt, type RngState } from '../engine/rng';
import { splitsWeighed } from '../engine/poker-plus/bot';
import { contextOf } from '../engine/poker-plus/legal';
import type { PokerPlusState } from '../engine/poker-plus/types';
import type { GameMode, GameResult, ModeId } from '../engine/types';
import type { Cut } from './horizon';

/** A safety net against a mode whose random play never ends. */
const MAX_ROLLOUT_ACTIONS = 20_000;

/**
 * Who plays a rollout: `greedy` is the share of decisions made by the mode's greedy bot (0..1);
 * `self`, when given, is the share for that seat instead (the searching bot itself, whose own
 * play after the move searched is the same for every candidate).
 */
export interface RolloutPolicy {
  greedy: number;
  self?: { seat: number; greedy: number };
}

export const FAST_ROLLOUT: RolloutPolicy = { greedy: 0 };

/**
 * What a greedy decision costs in each mode, in work units (an action applied is 1): the greedy
 * bot builds the seat's view and weighs its options. A unit stays ~4.6 µs of one core (what
 * HARD_WORK was set from), so that a work budget plays as the room's clock does in every mode:
 * a greedy Trash Poker action was 12 units (~55 µs) until the bots stopped parsing view pointers
 * and started remembering their hand evaluations, and is ~37 µs now; a Poker+ one weighs every
 * play, split and merge of its turn, and one Poker+ unit of work at 8 cost ~1.9 times a Trash
 * Poker one (docs/bots.md). A forced move costs 1: the rollout takes it without asking the bot.
 */
export const GREEDY_WORK: Readonly<Record<ModeId, number>> = { 'trash-poker': 8, 'poker-plus': 20, trash: 8 };

/**
 * Work a greedy decision takes beyond its mode's GREEDY_WORK where that grows with the position:
 * a Poker+ bot that may split its hands weighs the splits worth weighing (`splitsWeighed`), up to
 * ~2.6 µs (0.4 units) each. Uncounted, an 11-card hand's decision took 8 ms (before the bot
 * stopped weighing all 2,046 of its splits) while the work said 92 µs, and one Hard decision ran
 * 5 s on its work budget.
 */
const GREEDY_EXTRA: Partial<Record<ModeId, (state: unknown) => number>> = {
  'poker-plus': (state) => 0.4 * splitsWeighed(contextOf(state as PokerPlusState)),
};

/** The work of the greedy bot's decision for `state`'s acting seat (see GREEDY_WORK). */
export function greedyWork(mode: GameMode, state: unknown): number {
  return GREEDY_WORK[mode.id] + (GREEDY_EXTRA[mode.id]?.(state) ?? 0);
}

/** A finished playout: its result, and the work it took (actions, greedy ones weighed by the mode's GREEDY_WORK). */
export interface Playout {
  result: GameResult;
  work: number;
}

/** A seeded random legal action; an `unpick` only one time in ten, so that selections finish. */
export function randomAction(mode: GameMode, state: unknown, seat: number, rng: RngState): unknown {
  const legal = mode.legalActions(state, seat) as { type?: string }[];
  if (legal.length === 1) return legal[0];
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

/** Actions between two looks at the clock. */
const CLOCK_EVERY = 32;

/**
 * Plays `state` to the end with `policy`, advancing `rng`; returns the result and its work, or
 * null when `expired` (the caller's clock, read every few actions) says time is up first. With a
 * `cut`, it stops at the start of that round, or of its `turns`-th turn, or past its `work`, if
 * sooner, and returns the projected result there.
 */
export function rollout(
  mode: GameMode,
  state: unknown,
  rng: RngState,
  policy: RolloutPolicy = FAST_ROLLOUT,
  expired?: () => boolean,
  cut?: Cut,
): Playout | null {
  let s = state;
  let work = 0;
  let mover = cut?.turns?.seat;
  let turns = 0;
  const greedyIn1024 = Math.round(policy.greedy * 1024);
  const selfIn1024 = policy.self ? Math.round(policy.self.greedy * 1024) : greedyIn1024;
  for (let n = 0; !mode.isOver(s); n++) {
    if (n > MAX_ROLLOUT_ACTIONS) throw new Error(`[${mode.id}] a rollout did not end`);
    if (expired && n % CLOCK_EVERY === CLOCK_EVERY - 1 && expired()) return null;
    if (cut && (cut.horizon.round(s) >= cut.at || work > (cut.work ?? Number.POSITIVE_INFINITY))) return { result: cut.horizon.projected(s), work };
    const actors = mode.actors(s);
    const seat = actors.length === 1 ? actors[0] : actors[nextInt(rng, actors.length)];
    if (cut?.turns && seat !== mover) {
      mover = seat;
      if (++turns === cut.turns.turns) return { result: cut.horizon.projected(s), work };
    }
    const share = seat === policy.self?.seat ? selfIn1024 : greedyIn1024;
    let action: unknown;
    if (share > 0 && nextInt(rng, 1024) < share) {
      // A forced move needs no bot (which would build the seat's view to return that very
      // action): many steps of a game are confirmations and single choices.
      const legal = mode.legalActions(s, seat);
      action = legal.length === 1 ? legal[0] : mode.botAction(s, seat);
      work += legal.length === 1 ? 1 : greedyWork(mode, s);
    } else {
      action = randomAction(mode, s, seat, rng);
      work += 1;
    }
    const r = mode.apply(s, seat, action);
    if (!r.ok) throw new Error(`[${mode.id}] rollout action refused: ${r.error}`);
    s = r.state;
  }
  return { result: mode.result(s), work };
}

/**
 * How well `seat` did, in [0, 1]: a win (shared among joint winners) counts most; the score's
 * margin over the best other seat, as a share of the table's spread, tells a near miss from a
 * rout, so that rollouts nobody in particular wins still tell a good move from a bad one. With
 * two seats the spread is the margin itself (the share would only repeat the win, and every
 * rollout would say 0 or 1), so there the margin is a share of the two seats' mean score.
 */
export function reward(result: GameResult, seat: number): number {
  const win = result.winners.includes(seat) ? 1 / result.winners.length : 0;
  const scores = result.standings.map((s) => s.score);
  const mine = result.standings.find((s) => s.seat === seat)?.score ?? Math.min(...scores);
  const others = result.standings.filter((s) => s.seat !== seat).map((s) => s.score);
  if (others.length === 0) return win;
  const spread = others.length > 1 ? Math.max(...scores) - Math.min(...scores) : (Math.abs(mine) + Math.abs(others[0])) / 2;
  const margin = spread > 0 ? Math.max(-1, Math.min(1, (mine - Math.max(...others)) / spread)) : 0;
  return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * (0.5 + 0.5 * margin);
}

/** The win's share of the reward (the margin has the rest). */
const WIN_WEIGHT = 0.6;

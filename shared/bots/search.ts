/**
 * The Hard bot: determinized Monte Carlo search at the root. Each round draws a fresh hidden world
 * from the seat's view with `GameMode.sample` and plays every remaining candidate action in that
 * same world, rolled out with the same random numbers, so candidates are compared pair by pair
 * (the luck of the deal cancels out of their difference). After every few rounds the weaker half
 * of the candidates is dropped (successive halving), so the budget goes to the close calls. It
 * reads only the view it is given, never a real state, so it cannot cheat; with a work budget the
 * same view and seed always give the same choice. The mode's greedy choice is the default:
 * another action replaces it only when it beats it by a clear margin over the paired rollouts.
 */
import { seedRng } from '../engine/rng';
import type { GameMode, SetupOptions } from '../engine/types';
import { type Cut, HORIZONS } from './horizon';
import { greedyWork, reward, rollout, type RolloutPolicy } from './rollout';

/** How long a decision may take: the first limit reached ends it; a clock only when given. */
export interface SearchBudget {
  /** Most rollouts for the whole decision. */
  iterations: number;
  /** Most rollout work (see `Playout.work`): a deterministic stand-in for time. */
  work?: number;
  /** Milliseconds, read from `now` (the caller's clock keeps this module free of I/O). */
  ms?: number;
  now?: () => number;
  /** The rollouts' greedy shares; SEARCH_POLICY when absent. */
  policy?: SearchPolicy;
}

export interface SearchDecision {
  action: unknown;
  /** Rollouts played (0 when the choice was forced). */
  iterations: number;
  /** Rollout work done (see `Playout.work`). */
  work: number;
  /** Mean reward per candidate over the rounds it was played, for tests and reports. */
  stats: { action: unknown; visits: number; mean: number }[];
}

/** The rollouts' share of greedy decisions for the other seats, and for the searching seat itself. */
export interface SearchPolicy {
  greedy: number;
  selfGreedy: number;
  /**
   * Rollouts stop this many rounds after the decision's round and score the position as if the
   * game ended there (`HORIZONS`; modes without one play to the end): the mode's own
   * `Horizon.rounds` when absent (whole games if it has none), whole games when null.
   */
  horizon?: number | null;
  /**
   * Whether a candidate leaves the search once its paired rollouts show it cannot clearly beat
   * greedy, or wins clearly (`settled`); true when absent. Off, every live candidate runs to the
   * end of the budget (the search before issue 17's cheaper decisions; `simulate --bounds off`).
   */
  bounds?: boolean;
  /**
   * Rollouts also stop this many turns after the candidate's, mid-round, scored as at the
   * horizon (`Horizon.projected`; `Cut.turns`); when absent, the mode's `Horizon.turns`, and
   * without one at the horizon's round.
   */
  depth?: number;
}

/**
 * The rollout policy by default: the opponents are the table's greedy bots, so their playouts
 * play greedy, and so does the bot itself after the move searched. The search is then the
 * classic rollout algorithm over the greedy bot (each move judged by how greedy play goes on
 * from it), which cannot do worse than greedy where its rollouts see the outcome; random shares
 * did no better in the simulator (docs/bots.md). The rollouts stop at each mode's horizon
 * (`HORIZONS`; Trash Poker one or two rounds on): whole games left the early decisions one round of
 * rollouts or less.
 */
export const SEARCH_POLICY: SearchPolicy = { greedy: 1, selfGreedy: 1 };

/**
 * Work charged beyond the rollouts' actions (see `Playout.work`), so that work stays a stand-in
 * for time when rollouts are short: a sampled world (~90 µs, ~20 units), and per rollout the
 * candidate's own action, seeding and scoring the end (a truncated rollout's projection ~86 µs).
 * Without them a rollout cut short right after the candidate counted no work at all, and one
 * Trash Poker decision at the end of a round ran 100,000 rollouts.
 */
const SAMPLE_WORK = 20;
const ROLLOUT_WORK = 20;

/**
 * How sure the paired rollouts must be that an action beats the greedy choice before it replaces
 * it: the mean difference must exceed GREEDY_Z standard errors of the differences, and
 * GREEDY_MARGIN. A loose test made the bot worse than greedy in the simulator.
 */
const GREEDY_Z = 1.64;
const GREEDY_MARGIN = 0.02;
/** Paired rounds a candidate needs before it may replace the greedy choice. */
const MIN_ROUNDS = 4;
/** Rounds between two halvings of the candidates. */
const ROUNDS_PER_CUT = 3;
/**
 * Confidence bounds that end a decision early (`settled`), after at least BOUND_ROUNDS paired
 * rounds: a candidate whose lead over greedy is below GREEDY_MARGIN by DROP_Z standard errors
 * leaves (it would not replace greedy at the end either, barring a swing that large); when one
 * candidate is left beside greedy and its lead is above the margin by WIN_Z standard errors, it
 * is chosen at once. Late in a decision most of the budget went to one such pair.
 */
const BOUND_ROUNDS = 6;
/** No rollout takes more than this share of the budget (`Cut.work`): a decision compares several. */
const ROLLOUT_SHARE = 4;
const DROP_Z = 1.5;
const WIN_Z = 3;

const key = (action: unknown): string => JSON.stringify(action);

interface Arm {
  action: unknown;
  key: string;
  /** Reward per round the arm was played in; rounds run over every live arm, so indices pair up. */
  rewards: number[];
  alive: boolean;
}

/**
 * The search bot's choice for `seat`, from `view` (what `mode.view(state, seat)` returned) and the
 * table's public setup options. Deterministic for a seed when no clock bounds it.
 */
export function searchAction(mode: GameMode, view: unknown, seat: number, table: SetupOptions, seed: string, budget: SearchBudget): SearchDecision {
  if (!mode.sample) throw new Error(`${mode.id} cannot sample hidden worlds`);
  const rng = seedRng(seed);
  const first = mode.sample(view, rng, table);
  // The greedy choice is always a candidate, even an undo (it may think a picked card worse).
  const greedyAction = mode.botAction(first, seat);
  const legal = candidates(mode.legalActions(first, seat), greedyAction);
  if (legal.length <= 1) return { action: legal[0] ?? greedyAction, iterations: 0, work: 0, stats: [] };
  const shares = budget.policy ?? SEARCH_POLICY;
  // With the seat greedy in its rollouts, a pick the greedy bot undoes or makes anyway is greedy.
  const distinct = shares.selfGreedy === 1 ? distinctSelections(mode, first, seat, legal, greedyAction) : { actions: legal, work: 0 };
  if (distinct.actions.length <= 1) return { action: greedyAction, iterations: 0, work: distinct.work, stats: [] };
  const greedyKey = key(greedyAction);
  const arms: Arm[] = distinct.actions.map((action) => ({ action, key: key(action), rewards: [], alive: true }));
  const greedy = arms.find((a) => a.key === greedyKey) ?? arms[0];
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : Number.POSITIVE_INFINITY;
  const expired = deadline === Number.POSITIVE_INFINITY ? undefined : () => budget.now!() >= deadline;
  const policy: RolloutPolicy = { greedy: shares.greedy, self: { seat, greedy: shares.selfGreedy } };
  const maxWork = budget.work ?? Number.POSITIVE_INFINITY;
  const horizon = shares.horizon === null ? undefined : HORIZONS[mode.id];
  const rounds = shares.horizon ?? horizon?.rounds?.(first);
  const turns = shares.depth ?? horizon?.turns;
  const cut: Cut | undefined =
    horizon && rounds !== undefined
      ? { horizon, at: horizon.round(first) + rounds, turns: turns === undefined ? undefined : { seat, turns }, work: maxWork / ROLLOUT_SHARE }
      : undefined;
  let iterations = 0;
  let work = distinct.work;
  search: for (let round = 0; ; round++) {
    const live = arms.filter((a) => a.alive);
    if (live.length === 1) break;
    const world = round === 0 ? first : mode.sample(view, rng, table);
    work += SAMPLE_WORK;
    const rolloutSeed = `${seed}/${round}`;
    const results: number[] = [];
    for (const arm of live) {
      if (iterations >= budget.iterations || work >= maxWork || expired?.()) break search;
      const r = mode.apply(world, seat, arm.action);
      if (!r.ok) throw new Error(`[${mode.id}] search: a legal action was refused in a sampled world: ${r.error}`);
      const end = rollout(mode, r.state, seedRng(rolloutSeed), policy, expired, cut);
      // A rollout the clock cut short says nothing, nor does a round not every arm finished.
      if (!end) break search;
      iterations++;
      work += end.work + ROLLOUT_WORK;
      results.push(reward(end.result, seat));
    }
    live.forEach((arm, i) => arm.rewards.push(results[i]));
    if ((round + 1) % ROUNDS_PER_CUT === 0) cutWeakerHalf(live, greedy);
    if (shares.bounds !== false && round + 1 >= BOUND_ROUNDS && settled(arms, greedy)) break;
  }
  const stats = arms.map((a) => ({ action: a.action, visits: a.rewards.length, mean: mean(a.rewards) }));
  return { action: choose(arms, greedy).action, iterations, work, stats };
}

/** Actions that only go back to a decision already searched: undoing a pick, dropping a selection. */
const UNDOING: ReadonlySet<unknown> = new Set(['unpick', 'cancel']);

/**
 * The actions worth searching: an undo is no choice at all (the rollouts rarely undo either), and
 * a search that may cancel what it opened can open and cancel a selection over and over (a Poker+
 * game did), so an undo is searched only when it is greedy's choice.
 */
function candidates(legal: unknown[], greedy: unknown): unknown[] {
  const g = key(greedy);
  return legal.filter((a) => !UNDOING.has((a as { type?: unknown }).type) || key(a) === g);
}

/** Actions of a selection made card by card, which the greedy bot goes on with until it confirms. */
const SELECTING: ReadonlySet<unknown> = new Set(['pick', 'unpick']);
/** The most picks and unpicks followed to see where a selection ends (a hand, a pile to trash). */
const MOST_SELECTING = 40;

/**
 * Lists of names (cards) compared as sets: cards picked in another order are played or put
 * away in that order, and no rule reads it.
 */
const cardsInAnyOrder = (_: string, value: unknown): unknown =>
  Array.isArray(value) && value.length > 1 && value.every((x) => typeof x === 'string') ? [...value].sort() : value;

/**
 * The candidates that lead somewhere else than the greedy choice, when the seat plays greedy
 * after the move searched: a card picked that the greedy bot does not want it unpicks at once,
 * and one it wants it would have picked anyway, so in a card-by-card selection (most decisions of
 * a Trash Poker game) such picks only split the budget. Each pick is followed in `world` by the
 * seat's own greedy selecting until it does something else (a confirm), and kept only if the
 * seat's view then differs from greedy's and from every pick kept before; what is not a pick is
 * always kept. Its work: each greedy decision followed (`greedyWork`).
 */
function distinctSelections(mode: GameMode, world: unknown, seat: number, legal: unknown[], greedyAction: unknown): { actions: unknown[]; work: number } {
  let work = 0;
  const settled = (action: unknown): string => {
    const first = mode.apply(world, seat, action);
    if (!first.ok) throw new Error(`[${mode.id}] search: a legal action was refused in a sampled world: ${first.error}`);
    let s = first.state;
    let last = action as { type?: unknown };
    for (let n = 0; n < MOST_SELECTING && SELECTING.has(last.type) && !mode.isOver(s) && mode.actors(s).includes(seat); n++) {
      last = mode.botAction(s, seat) as { type?: unknown };
      work += greedyWork(mode, s);
      const r = mode.apply(s, seat, last);
      if (!r.ok) throw new Error(`[${mode.id}] search: the greedy bot's action was refused: ${r.error}`);
      s = r.state;
    }
    return JSON.stringify(mode.view(s, seat), cardsInAnyOrder);
  };
  const greedyKey = key(greedyAction);
  const seen = new Set<string>([settled(greedyAction)]);
  const actions: unknown[] = [greedyAction];
  for (const action of legal) {
    if (key(action) === greedyKey) continue;
    if (!SELECTING.has((action as { type?: unknown }).type)) {
      actions.push(action);
      continue;
    }
    const outcome = settled(action);
    if (seen.has(outcome)) continue;
    seen.add(outcome);
    actions.push(action);
  }
  return { actions, work };
}

/** `arm`'s reward minus the greedy arm's, round by round, over the rounds `arm` was played. */
function differences(arm: Arm, greedy: Arm, rounds = arm.rewards.length): number[] {
  return arm.rewards.slice(0, rounds).map((r, i) => r - greedy.rewards[i]);
}

/** Drops the weaker half of the live arms (by paired advantage over greedy); greedy stays. */
function cutWeakerHalf(live: Arm[], greedy: Arm): void {
  const others = live.filter((a) => a !== greedy).sort((a, b) => mean(differences(b, greedy)) - mean(differences(a, greedy)));
  for (const arm of others.slice(Math.ceil(others.length / 2))) arm.alive = false;
}

/**
 * Drops the live arms that cannot clearly beat greedy (see DROP_Z), and says whether the decision
 * is made: greedy alone is left, or one other arm that beats it clearly (see WIN_Z).
 */
function settled(arms: Arm[], greedy: Arm): boolean {
  for (const arm of arms) {
    if (!arm.alive || arm === greedy) continue;
    const d = differences(arm, greedy);
    if (mean(d) + DROP_Z * standardError(d) < GREEDY_MARGIN) arm.alive = false;
  }
  const others = arms.filter((a) => a.alive && a !== greedy);
  if (others.length === 0) return true;
  if (others.length > 1) return false;
  const d = differences(others[0], greedy);
  return mean(d) - WIN_Z * standardError(d) > GREEDY_MARGIN;
}

/** The arm with the best clear paired lead over greedy, or greedy itself. */
function choose(arms: Arm[], greedy: Arm): Arm {
  let best = greedy;
  let bestLead = 0;
  for (const arm of arms) {
    if (arm === greedy || arm.rewards.length < MIN_ROUNDS) continue;
    const d = differences(arm, greedy, Math.min(arm.rewards.length, greedy.rewards.length));
    const lead = mean(d);
    if (lead > Math.max(GREEDY_MARGIN, GREEDY_Z * standardError(d)) && lead > bestLead) [best, bestLead] = [arm, lead];
  }
  return best;
}

const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function variance(xs: readonly number[]): number {
  const m = mean(xs);
  return xs.length > 1 ? xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1) : 0;
}

const standardError = (xs: readonly number[]): number => (xs.length ? Math.sqrt(variance(xs) / xs.length) : 0);

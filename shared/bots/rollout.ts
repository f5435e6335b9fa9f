/**
 * Playing a sampled world to its end, fast: the search bot and the odds both score a position by
 * how such playouts finish. The rollout policy is a seeded random legal action that rarely
 * undoes a selection (so card-by-card choices finish), mixed with the mode's greedy bot when the
 * caller asks for realism over speed (the odds, which should predict how bots really play).
 */
import { nextInt, type RngState } from '../engine/rng';
import type { GameMode, GameResult } from '../engine/types';

/** A safety net against a mode whose random play never ends. */
const MAX_ROLLOUT_ACTIONS = 20_000;

/** Who plays a rollout: `greedy` is the share of decisions made by the mode's greedy bot (0..1). */
export interface RolloutPolicy {
  greedy: number;
}

export const FAST_ROLLOUT: RolloutPolicy = { greedy: 0 };

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
 * Plays `state` to the end with `policy`, advancing `rng`; returns the result, or null when
 * `expired` (the caller's clock, read every few actions) says time is up first.
 */
export function rollout(mode: GameMode, state: unknown, rng: RngState, policy: RolloutPolicy = FAST_ROLLOUT, expired?: () => boolean): GameResult | null {
  let s = state;
  const greedyIn1024 = Math.round(policy.greedy * 1024);
  for (let n = 0; !mode.isOver(s); n++) {
    if (n > MAX_ROLLOUT_ACTIONS) throw new Error(`[${mode.id}] a rollout did not end`);
    if (expired && n % CLOCK_EVERY === CLOCK_EVERY - 1 && expired()) return null;
    const actors = mode.actors(s);
    const seat = actors.length === 1 ? actors[0] : actors[nextInt(rng, actors.length)];
    const greedy = greedyIn1024 > 0 && nextInt(rng, 1024) < greedyIn1024;
    const action = greedy ? mode.botAction(s, seat) : randomAction(mode, s, seat, rng);
    const r = mode.apply(s, seat, action);
    if (!r.ok) throw new Error(`[${mode.id}] rollout action refused: ${r.error}`);
    s = r.state;
  }
  return mode.result(s);
}

/**
 * How well `seat` did, in [0, 1]: a win (shared among joint winners) counts most, the place a
 * little, so that rollouts nobody in particular wins still tell a good move from a bad one.
 */
export function reward(result: GameResult, seat: number): number {
  const players = result.standings.length;
  const win = result.winners.includes(seat) ? 1 / result.winners.length : 0;
  const place = result.standings.find((s) => s.seat === seat)?.place ?? players;
  const placeShare = players > 1 ? (players - place) / (players - 1) : 0;
  return 0.8 * win + 0.2 * placeShare;
}

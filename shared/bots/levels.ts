/**
 * The bot levels a table chooses (`botLevel` in its options): Easy is the greedy bot with some
 * randomness, Normal the mode's greedy `botAction`, Hard the search bot (run in the server's
 * worker pool, see server/bots/). The in-process levels live here.
 */
import { nextInt, type RngState } from '../engine/rng';
import type { GameMode } from '../engine/types';
import { randomAction } from './rollout';

/** One decision in this many is random for an Easy bot. */
const EASY_RANDOM_ONE_IN = 4;

/** The Easy bot: usually the greedy choice, sometimes any legal move. Reads only what `botAction` reads. */
export function easyAction(mode: GameMode, state: unknown, seat: number, rng: RngState): unknown {
  return nextInt(rng, EASY_RANDOM_ONE_IN) === 0 ? randomAction(mode, state, seat, rng) : mode.botAction(state, seat);
}

/**
 * Win odds for spectators: from the public view only (`view(state, null)`), many hidden worlds are
 * sampled and played out by bots, and each seat's share of the wins is its chance. Nothing hidden
 * goes in, so permuting the real hidden cards cannot change the odds (a test holds this to it).
 */
import { seedRng } from '../engine/rng';
import type { GameMode, SetupOptions } from '../engine/types';
import { rollout, type RolloutPolicy } from './rollout';

/**
 * Rollouts mostly by the greedy bot (the tables' bots play Normal), with some randomness standing
 * in for how differently people and Hard bots play.
 */
export const ODDS_ROLLOUT: RolloutPolicy = { greedy: 0.75 };

/**
 * The events after which the odds are worth estimating again: the start (the room's event), a new round or phase (Trash Poker,
 * whose pot collection ends in a phase change), a new hand (Trash), a scored round (Poker+).
 */
export const ODDS_MOMENTS: ReadonlySet<string> = new Set(['game-started', 'round-started', 'phase-changed', 'dealt', 'round-scored']);

/** How many playouts' worth of evidence the even prior carries (see `winOdds`). */
export const PRIOR_PLAYOUTS = 8;

/** How many playouts: `samples` at most, fewer when the clock (the caller's) runs out first. */
export interface OddsBudget {
  samples: number;
  ms?: number;
  now?: () => number;
}

/**
 * Each seat's chance to win, 0..1, from playouts of worlds drawn from the public view (at least
 * one playout). Deterministic for a seed when only `samples` bounds it.
 */
export function winOdds(mode: GameMode, publicView: unknown, table: SetupOptions, seed: string, budget: OddsBudget, policy = ODDS_ROLLOUT): number[] {
  if (!mode.sample) throw new Error(`${mode.id} cannot sample hidden worlds`);
  const rng = seedRng(seed);
  const wins = new Array<number>(table.players).fill(0);
  const deadline = budget.ms !== undefined && budget.now ? budget.now() + budget.ms : Number.POSITIVE_INFINITY;
  // The first playout always finishes, so that there are odds at all.
  const expired = deadline === Number.POSITIVE_INFINITY ? undefined : () => budget.now!() >= deadline;
  let n = 0;
  let decided = false;
  while (n < budget.samples && !(n > 0 && expired?.())) {
    const world = mode.sample(publicView, rng, table);
    decided = n === 0 && mode.isOver(world);
    const playout = rollout(mode, world, rng, policy, n > 0 ? expired : undefined);
    if (!playout) break;
    for (const w of playout.result.winners) wins[w] += 1 / playout.result.winners.length;
    n++;
    if (decided) break;
  }
  if (decided) return wins.map((w) => w / n);
  // Few playouts say little (early in a long game the budget may allow only a handful): they
  // are weighed against an even chance for every seat, worth PRIOR_PLAYOUTS playouts.
  return wins.map((w) => (w + PRIOR_PLAYOUTS / table.players) / (n + PRIOR_PLAYOUTS));
}

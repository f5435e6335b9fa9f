/**
 * What every mode's sampler shares: a hidden world is drawn from a view with the caller's seeded
 * RNG, and the sampled state gets an RNG of its own derived from it, because the real state's RNG
 * decides future draws and is therefore hidden information too.
 */
import { nextUint32, type RngState, shuffleInPlace } from './rng';

/** A fresh RNG for the sampled state, drawn from (and advancing) the sampler's `rng`. */
export function forkRng(rng: RngState): RngState {
  return [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
}

/**
 * The cards of `all` that `seen` does not name (each occurrence of a card id counts once, so
 * shoes with repeated ids work too), shuffled: the pool the hidden places are filled from.
 */
export function unseenShuffled(rng: RngState, all: readonly string[], seen: Iterable<string>): string[] {
  const left = new Map<string, number>();
  for (const c of all) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of seen) {
    const n = left.get(c);
    if (!n) throw new Error(`sample: the view names ${c}, which is not (or no longer) in the game`);
    left.set(c, n - 1);
  }
  const pool: string[] = [];
  for (const c of all) {
    const n = left.get(c) ?? 0;
    if (n > 0) {
      pool.push(c);
      left.set(c, n - 1);
    }
  }
  return shuffleInPlace(rng, pool);
}

/** Takes `n` cards off the end of `pool` (already shuffled), failing loudly if the view's counts do not add up. */
export function takeCards(pool: string[], n: number): string[] {
  if (n > pool.length) throw new Error(`sample: the view hides ${n} more cards than the game has left`);
  return pool.splice(pool.length - n, n);
}

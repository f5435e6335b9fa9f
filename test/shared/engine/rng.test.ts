import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffleInPlace } from '../../../shared/engine/rng';

describe('seeded rng', () => {
  it('replays the same sequence from the same seed', () => {
    const a = seedRng('table-7');
    const b = seedRng('table-7');
    const xs = Array.from({ length: 20 }, () => nextInt(a, 52));
    const ys = Array.from({ length: 20 }, () => nextInt(b, 52));
    expect(xs).toEqual(ys);
  });

  it('differs between seeds', () => {
    const a = seedRng('a');
    const b = seedRng('b');
    expect(Array.from({ length: 8 }, () => nextInt(a, 1000))).not.toEqual(Array.from({ length: 8 }, () => nextInt(b, 1000)));
  });

  it('stays plain JSON so it can live inside the game state', () => {
    const rng = seedRng('x');
    nextInt(rng, 10);
    const copy = JSON.parse(JSON.stringify(rng));
    expect(nextInt(copy, 1_000_000)).toBe(nextInt(rng, 1_000_000));
  });

  it('shuffles into a permutation with every position reachable', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const deck = shuffleInPlace(seedRng(`s${i}`), [0, 1, 2, 3, 4]);
      expect([...deck].sort()).toEqual([0, 1, 2, 3, 4]);
      seen.add(deck[0]);
    }
    expect(seen.size).toBe(5);
  });

  it('has no modulo bias on small ranges', () => {
    const rng = seedRng('bias');
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[nextInt(rng, 3)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

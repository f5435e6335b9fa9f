import { describe, expect, it } from 'vitest';
import { GREEDY_WORK, greedyWork, reward, rollout } from '../../../shared/bots/rollout';
import { modes } from '../../../shared/engine/index';
import { splitsWeighed } from '../../../shared/engine/poker-plus/bot';
import { contextOf } from '../../../shared/engine/poker-plus/legal';
import { scenario } from '../engine/poker-plus/fixtures';
import { seedRng } from '../../../shared/engine/rng';
import type { GameResult } from '../../../shared/engine/types';
import { positionAt } from './cases';

/** A result from seat scores; the top score wins. */
function resultOf(scores: number[]): GameResult {
  const top = Math.max(...scores);
  const standings = scores.map((score, seat) => ({ seat, score, place: 1 + scores.filter((s) => s > score).length, breakdown: { places: score } }));
  return { winners: standings.filter((s) => s.score === top).map((s) => s.seat), standings };
}

describe('the rollout reward', () => {
  it.each([
    ['a win beats any loss', [100, 99, 10], [99, 100, 10]],
    ['a wide win beats a narrow one', [120, 100, 90], [101, 100, 90]],
    ['a near miss beats a rout', [99, 100, 90], [60, 100, 90]],
    ['a win alone beats a shared one', [100, 99, 90], [100, 100, 90]],
  ])('%s', (_, better, worse) => {
    expect(reward(resultOf(better), 0)).toBeGreaterThan(reward(resultOf(worse), 0));
  });

  it('tells a wide two-seat win from a narrow one, and a near miss from a rout', () => {
    expect(reward(resultOf([80, 40]), 0)).toBeGreaterThan(reward(resultOf([80, 78]), 0));
    expect(reward(resultOf([78, 80]), 0)).toBeGreaterThan(reward(resultOf([40, 80]), 0));
    expect(reward(resultOf([78, 80]), 0)).toBeLessThan(reward(resultOf([80, 78]), 0));
  });

  it('lies in 0..1 and gives a solo seat its win', () => {
    for (const scores of [[5], [100, 0], [0, 100], [50, 50, 50], [300, 1], [1, 300], [0, 0]]) {
      const r = reward(resultOf(scores), 0);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1);
    }
    expect(reward(resultOf([5]), 0)).toBe(1);
  });
});

describe('a rollout', () => {
  it('counts its work: one per random action, more per greedy one', () => {
    const p = positionAt('trash-poker', 40);
    const random = rollout(p.mode, p.real, seedRng('w'), { greedy: 0 })!;
    const greedy = rollout(p.mode, p.real, seedRng('w'), { greedy: 1 })!;
    expect(random.work).toBeGreaterThan(0);
    expect(p.mode.isOver(p.real)).toBe(false);
    expect(greedy.work / random.work).toBeGreaterThan(2);
  });
});

describe("a greedy decision's work", () => {
  it("is the mode's constant, plus 0.4 per split value a Poker+ bot weighs", () => {
    const p = positionAt('trash-poker', 9);
    expect(greedyWork(p.mode, p.real)).toBe(GREEDY_WORK['trash-poker']);
    const big = scenario({ step: 'royal', royal: 'A', hands: [['5H0']], playfields: [[['2C0', '3C0', '4C0', '6C0', '7C0', '9D0']]] });
    const weighed = splitsWeighed(contextOf(big));
    expect(weighed).toBeGreaterThan(0);
    expect(greedyWork(modes['poker-plus'], big)).toBeCloseTo(GREEDY_WORK['poker-plus'] + 0.4 * weighed);
  });
});

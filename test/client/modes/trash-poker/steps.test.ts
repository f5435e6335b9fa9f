import { describe, expect, it } from 'vitest';
import { animationSteps, catchUpHurry, MIN_HURRY, STEP_BUDGET } from '../../../../client/modes/trash-poker/steps';
import type { GameEvent } from '../../../../shared/engine/types';

const ev = (kind: string, seat = 0): GameEvent => ({ kind, seat }) as GameEvent;

describe('animationSteps', () => {
  it('groups runs of card moves and of parallel kinds, and plays any other event alone', () => {
    const batch = [ev('card-moved'), ev('card-moved'), ev('revealed', 0), ev('revealed', 1), ev('collect-turn'), ev('collect-turn'), ev('card-moved')];
    expect(animationSteps(batch).map((s) => s.map((e) => e.kind).join('+'))).toEqual([
      'card-moved+card-moved',
      'revealed+revealed',
      'collect-turn',
      'collect-turn',
      'card-moved',
    ]);
  });
});

describe('catchUpHurry (issue 11.1: a queue that falls behind catches up instead of skipping)', () => {
  it('plays a short batch with nothing waiting at full length', () => {
    expect(catchUpHurry(0, 3)).toBe(1);
  });

  it('plays faster with batches waiting behind, and faster still far behind', () => {
    expect(catchUpHurry(1, 3)).toBeLessThan(1);
    expect(catchUpHurry(3, 3)).toBeLessThan(catchUpHurry(1, 3));
  });

  it('shortens every step of a long batch (a pot revealed and collected) to its budget, never below the floor', () => {
    expect(catchUpHurry(0, STEP_BUDGET * 2)).toBeCloseTo(0.5);
    expect(catchUpHurry(3, STEP_BUDGET * 10)).toBe(MIN_HURRY);
  });
});

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { type RngState, shuffleInPlace } from '../../../../shared/engine/rng';
import { trash } from '../../../../shared/engine/trash/index';
import type { TrashState } from '../../../../shared/engine/trash/types';
import { checkSampler } from '../sample-properties';
import { cardsInPlay } from './fixtures';

/** Stock and face-down spots are hidden from every seat alike; their cards are dealt among them again. */
function permuteHidden(state: TrashState, _seat: number | null, rng: RngState): TrashState {
  const twin = structuredClone(state);
  const hidden = twin.layouts.flat().filter((s) => !s.faceUp);
  const cards = shuffleInPlace(rng, [...hidden.map((s) => s.card), ...twin.stock]);
  for (const s of hidden) s.card = cards.pop()!;
  twin.stock = cards;
  return twin;
}

describe('Trash sampler', () => {
  it('draws states each seat and the spectator cannot tell from the real one, from the view alone', () => {
    checkSampler(
      {
        mode: trash,
        cardsOf: cardsInPlay,
        permuteHidden,
        maxSteps: 300,
        options: fc.record({
          players: fc.integer({ min: 2, max: 6 }),
          seed: fc.string({ maxLength: 8 }),
          options: fc.record({ layoutSize: fc.integer({ min: 1, max: 4 }) }),
        }),
      },
      40,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pokerPlus } from '../../../../shared/engine/poker-plus/index';
import { sample } from '../../../../shared/engine/poker-plus/sample';
import type { PokerPlusState, PokerPlusView } from '../../../../shared/engine/poker-plus/types';
import { type RngState, seedRng, shuffleInPlace } from '../../../../shared/engine/rng';
import { checkSampler, playFor } from '../sample-properties';
import { allCards } from './fixtures';

/**
 * The stock, every draw pile and every hand but `seat`'s are dealt again from their cards; a
 * Joker's card picked from the hand stays where it is, since the acting seat's moves name it.
 */
function permuteHidden(state: PokerPlusState, seat: number | null, rng: RngState): PokerPlusState {
  const twin = structuredClone(state);
  const kept = twin.selection?.kind === 'joker' && twin.selection.from === 'hand' ? twin.selection.card : null;
  const piles = [twin.stock, ...twin.players.flatMap((p, s) => (s === seat ? [p.drawPile] : [p.hand, p.drawPile]))];
  const cards = shuffleInPlace(
    rng,
    piles.flat().filter((c) => c !== kept),
  );
  for (const pile of piles) for (let i = 0; i < pile.length; i++) if (pile[i] !== kept) pile[i] = cards.pop()!;
  return twin;
}

const options = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.string({ maxLength: 8 }),
  options: fc.record({ rounds: fc.integer({ min: 1, max: 2 }) }),
});

describe('Poker+ sampler', () => {
  it('draws states each seat and the spectator cannot tell from the real one, from the view alone', () => {
    checkSampler({ mode: pokerPlus, cardsOf: allCards, permuteHidden, options, maxSteps: 200 }, 30);
  });

  it('keeps a seat its own hand and deals the others from what it has not seen', () => {
    const real = playFor(pokerPlus, pokerPlus.setup({ players: 4, seed: 'hand' }), 30, seedRng('hand'));
    const seen = pokerPlus.view(real, 2) as PokerPlusView;
    const sampled = sample(seen, seedRng('s'));
    expect(sampled.players[2].hand).toEqual(real.players[2].hand);
    const others = sampled.players.flatMap((p, s) => (s === 2 ? [] : p.hand));
    expect(others.filter((c) => real.players[2].hand.includes(c))).toEqual([]);
  });
});

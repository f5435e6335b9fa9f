import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RngState, seedRng, shuffleInPlace } from '../../../../shared/engine/rng';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { sample } from '../../../../shared/engine/trash-poker/sample';
import type { CardId, TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { checkSampler, playFor } from '../sample-properties';
import { allCards } from './helpers';

/**
 * Deals the cards hidden from `seat` again among their places: every draw pile, the jokers face
 * down, and the other seats' hands, played cards, upgrades and offers. Picked cards stay put, so
 * every selection still names cards where it expects them.
 */
function permuteHidden(state: TrashPokerState, seat: number | null, rng: RngState): TrashPokerState {
  const twin = structuredClone(state);
  const kept = new Set(twin.seats.flatMap((p) => p.picked));
  const piles: CardId[][] = [twin.jokerDeck, twin.box, ...twin.stacks, ...(twin.solo?.houses.map((h) => h.draw) ?? [])];
  twin.seats.forEach((p, s) => {
    piles.push(p.draw);
    if (s !== seat) piles.push(p.hand, p.played, p.offer, ...Object.values(p.upgrades));
  });
  const cards = shuffleInPlace(
    rng,
    piles.flat().filter((c) => !kept.has(c)),
  );
  for (const pile of piles) for (let i = 0; i < pile.length; i++) if (!kept.has(pile[i])) pile[i] = cards.pop()!;
  return twin;
}

const base = {
  maxSteps: 1200,
  cardsOf: allCards,
  permuteHidden,
};

describe('Trash Poker sampler', () => {
  it('draws states each seat and the spectator cannot tell from the real one, from the view alone', () => {
    const options = fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.string({ maxLength: 8 }), options: fc.constant({}) });
    checkSampler({ ...base, mode: trashPoker, options }, 12);
  });

  it('does the same against the House, whose personality cards it deals from public memory', () => {
    const options = fc.record({
      players: fc.constant(1),
      seed: fc.string({ maxLength: 8 }),
      options: fc.record({
        solo: fc.record({ difficulty: fc.constantFrom('easy', 'hard'), houses: fc.integer({ min: 1, max: 3 }), adjustments: fc.constant([]) }),
      }),
    });
    checkSampler({ ...base, mode: trashPoker, options }, 8);
  });

  it('does the same with unlocked jokers, the joker drafts, achievements and reward jokers', () => {
    const options = fc.record({
      players: fc.integer({ min: 2, max: 4 }),
      seed: fc.string({ maxLength: 8 }),
      options: fc.record({
        unlockedJokers: fc.constant([...UNLOCKABLE_JOKER_IDS].slice(0, 12)),
        variants: fc.constantFrom({ draftJokers: true, personalJokers: true }, { draftJokers: true }, { trashTwoFromPot: true }),
        achievements: fc.boolean(),
        rewardJokers: fc.constantFrom([], [UNLOCKABLE_JOKER_IDS[0]]),
      }),
    });
    checkSampler({ ...base, mode: trashPoker, options }, 8);
  });

  it('does the same with achievements and nothing unlocked, whose jokers are kept apart from the pool', () => {
    const options = fc.record({
      players: fc.integer({ min: 2, max: 4 }),
      seed: fc.string({ maxLength: 8 }),
      options: fc.record({ achievements: fc.constant(true), variants: fc.constantFrom({}, { trashTwoFromPot: true }) }),
    });
    checkSampler({ ...base, mode: trashPoker, options }, 12);
  });

  it("keeps a joker won by an achievement during the game among its achiever's cards once out of sight", () => {
    // greedy play of this table gives seat 0 the Steel Wheel achievement and its joker u11
    const table = { players: 4, seed: 'a0', options: { achievements: true } };
    let state = trashPoker.setup(table);
    let hiddenAt = -1;
    for (let i = 0; hiddenAt < 0 && !trashPoker.isOver(state); i++) {
      const seat = trashPoker.actors(state)[0];
      const r = trashPoker.apply(state, seat, trashPoker.botAction(state, seat));
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      const won = state.achievements!.log.some((e) => e.joker === 'u11');
      // the achievement log names it for good: look for it where cards lie
      const piles = { ...(trashPoker.view(state, null) as TrashPokerView), achievements: null };
      if (won && !JSON.stringify(piles).includes('"u11"')) hiddenAt = i;
    }
    expect(hiddenAt).toBeGreaterThan(0);
    const seen = trashPoker.view(state, null) as TrashPokerView;
    for (let k = 0; k < 20; k++) {
      const world = sample(seen, seedRng(`w${k}`), table);
      const holder = world.seats.findIndex((p) =>
        [p.draw, p.hand, p.played, p.secretDiscards, ...Object.values(p.upgrades)].some((pile) => pile.includes('u11')),
      );
      expect(holder).toBe(0);
    }
  });

  it('keeps a seat its own hand and never hands another seat a card that seat holds', () => {
    const table = { players: 3, seed: 'own' };
    const real = playFor(trashPoker, trashPoker.setup(table), 40, seedRng('own'));
    const seen = trashPoker.view(real, 1) as TrashPokerView;
    const sampled = sample(seen, seedRng('s'), table);
    expect(sampled.seats[1].hand).toEqual(real.seats[1].hand);
    const others = [0, 2].flatMap((s) => sampled.seats[s].hand);
    expect(others.filter((c) => real.seats[1].hand.includes(c))).toEqual([]);
  });
});

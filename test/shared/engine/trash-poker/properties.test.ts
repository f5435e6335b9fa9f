/**
 * Random games (fast-check): rules that must hold after every action of every game.
 * Chips never decrease, every card is somewhere exactly once, nothing hidden leaks into a view
 * or an event, `apply` never changes its input, refusals leave the state alone, games end, and
 * the same seed and actions replay the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, type RngState } from '../../../../shared/engine/rng';
import type { CardId } from '../../../../shared/engine/trash-poker/types';
import { checkStandings, playGreedyGame, playRandomGame, replay, type Harness } from './random-games';

/** Actions a careless or hostile client might send now. */
function junkActions(card: CardId, rng: RngState): unknown[] {
  return [
    { type: 'pick', card },
    { type: 'collect', card },
    { type: 'unpick', card },
    { type: 'confirm' },
    { type: 'take-top' },
    { type: 'raid', target: nextInt(rng, 5) },
    { type: 'upgrade', area: 'lower' },
    { type: 'shuffle', use: true },
    { type: 'place', to: 'trash' },
  ];
}

const harness: Harness = { maxSteps: 5000, junkEvery: 3, junk: junkActions };

describe('random games (properties)', () => {
  it('chips never decrease, cards are conserved, views and events hide what they must, games end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), fc.boolean(), (players, seed, trashTwo) => {
        const options = { variants: { trashTwoFromPot: trashTwo } };
        const { final } = playRandomGame({ players, seed, botSeed: `bot-${seed}`, options, check: true }, harness);
        checkStandings(final, players);
      }),
      { numRuns: 12 },
    );
  });

  it('the same seed and action log replay the same game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), (players, seed) => {
        const game = { players, seed, botSeed: `replay-${seed}`, check: false };
        const { log, final } = playRandomGame(game, harness);
        expect(replay(game, log)).toEqual(final);
      }),
      { numRuns: 10 },
    );
  });

  it('greedy bots always choose a legal action and finish their games', () => {
    for (const players of [2, 3, 4]) playGreedyGame(players, 5000);
  });
});

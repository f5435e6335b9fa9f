/**
 * "Upgrades": the tableau's six areas. A card slid face down under an area is one upgrade for the
 * rest of the game. The flush-suits area holds at most 2 cards, one per effect (hearts =
 * diamonds, spades = clubs); the other areas have no limit.
 */
import type { SeatState, UpgradeArea } from './types.js';
import { UPGRADE_AREAS } from './types.js';

/** Per area: the most cards it may hold (null = no limit) and what one upgrade does. */
export const UPGRADE_AREA_RULES: Readonly<Record<UpgradeArea, { limit: number | null; effect: string }>> = {
  heartsDiamonds: { limit: 1, effect: 'Hearts and Diamonds are the same suit for flushes.' },
  spadesClubs: { limit: 1, effect: 'Spades and Clubs are the same suit for flushes.' },
  drawMore: { limit: null, effect: 'Draw 1 more card and redraw 1 more card.' },
  trashMore: { limit: null, effect: 'Trash 1 more card when cleaning up.' },
  fiveFour: { limit: null, effect: '+2 RP for Five and Four of a Kind.' },
  fullHouseStraight: { limit: null, effect: '+2 RP for a Full House, +3 RP for a Straight.' },
  lower: { limit: null, effect: '+2 RP for Three of a Kind, Two Pair, Pair and High Card.' },
};

/** Areas that can take one more card. */
export function availableAreas(p: SeatState): UpgradeArea[] {
  return UPGRADE_AREAS.filter((area) => {
    const limit = UPGRADE_AREA_RULES[area].limit;
    return limit === null || p.upgrades[area].length < limit;
  });
}

export function upgradeTotal(p: SeatState): number {
  let n = 0;
  for (const area of UPGRADE_AREAS) n += p.upgrades[area].length;
  return n;
}

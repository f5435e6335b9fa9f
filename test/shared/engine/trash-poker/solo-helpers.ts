/**
 * Literal solo-mode states: Houses with given piles and personality cards. A House's cards are
 * owned by its participant number (with 1 seat, the House is participant 1: `c(1, '...')`).
 */
import { nextInt, type RngState } from '../../../../shared/engine/rng';
import type { HouseState, SoloState } from '../../../../shared/engine/trash-poker/types';
import type { HouseView } from '../../../../shared/engine/trash-poker/view';

export function house(spec: Partial<HouseState> = {}): HouseState {
  return {
    draw: [],
    pot: [],
    discard: [],
    removed: [],
    chips: 0,
    score: { places: 0, rpBonus: 0, finalJoker: 0, removals: 0 },
    personalities: ['p01', 'p02', 'p03'],
    revealed: [],
    seen: [],
    round: null,
    ...spec,
  };
}

export function solo(houses: HouseState[], spec: Partial<Omit<SoloState, 'houses'>> = {}): SoloState {
  return {
    difficulty: 'normal',
    adjustments: [],
    scoringCard: 'solo-easy-normal',
    side: 'normal',
    marker: 1,
    houses,
    ...spec,
  };
}

/** What a player sees of a House: an empty one, before its first reveal, unless `spec` says otherwise. */
export function houseView(spec: Partial<HouseView> = {}): HouseView {
  return {
    seat: 1,
    chips: 0,
    score: { places: 0, rpBonus: 0, finalJoker: 0, removals: 0 },
    drawCount: 0,
    pot: [],
    discard: [],
    removed: [],
    removedCount: 0,
    personalities: [],
    faceDownPersonalities: 3,
    seen: [],
    round: null,
    ...spec,
  };
}

/** The next die rolls the seeded generator will give (the House rolls first when the play resolves). */
export function nextRolls(rng: RngState, n: number): number[] {
  const copy: RngState = [rng[0], rng[1], rng[2], rng[3]];
  return Array.from({ length: n }, () => 1 + nextInt(copy, 6));
}

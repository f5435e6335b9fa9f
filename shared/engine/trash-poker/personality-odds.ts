/**
 * What anyone can work out about a House's next personality card from public information: the
 * cards it has shown (a House keeps 3; once all 3 are revealed they are shuffled back) and the
 * cards no House has shown yet. Used by the bot to deny a House the cards it wants most, and by
 * the table to tell players what a House may reveal next.
 */
import { PERSONALITY_CARDS } from './house-data.js';
import { lineFor } from './house.js';
import type { CardId } from './types.js';
import type { HouseView, SoloView } from './view.js';

export interface PersonalityOdds {
  id: string;
  /** The chance that this card is the next one the House reveals. */
  p: number;
}

/** The House's next personality card, as a probability per card (the chances add up to 1). */
export function nextPersonalityOdds(solo: SoloView, house: HouseView): PersonalityOdds[] {
  const faceDown = house.faceDownPersonalities;
  // None left face down: the revealed ones are shuffled back first, and any of them may come up.
  if (faceDown === 0) return house.personalities.map((id) => ({ id, p: 1 / house.personalities.length }));
  const known = house.seen.filter((id) => !house.personalities.includes(id));
  const seenAnywhere = new Set(solo.houses.flatMap((h) => h.seen));
  const pool = PERSONALITY_CARDS.filter((c) => !seenAnywhere.has(c.id));
  const unknown = faceDown - known.length;
  return [
    ...known.map((id) => ({ id, p: 1 / faceDown })),
    ...(unknown > 0 ? pool.map((c) => ({ id: c.id, p: unknown / faceDown / pool.length })) : []),
  ];
}

/**
 * The chips a House can expect for removing one of `cards`: for each personality card it may
 * reveal, the chips of the first line one of the cards matches.
 */
export function expectedRemovalChips(odds: readonly PersonalityOdds[], lineChips: readonly number[], cards: readonly CardId[]): number {
  let sum = 0;
  for (const { id, p } of odds) {
    let best = -1;
    for (const card of cards) {
      const line = lineFor(id, card);
      if (line >= 0 && (best < 0 || line < best)) best = line;
    }
    if (best >= 0) sum += p * lineChips[best];
  }
  return sum;
}

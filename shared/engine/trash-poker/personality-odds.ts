/**
 * What anyone can work out about a House's next personality card from public information: the
 * cards it has shown (a House keeps 3; once all 3 are revealed they are shuffled back) and the
 * cards no House has shown yet. Used by the bot to choose what to leave in its pot, and by the
 * table to tell players what a House is likely to take.
 */
import { startingDeck } from './cards.js';
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

/** Per personality card: the share of a fresh deck's cards whose first matching line is `i` or lower down. */
const tails = new Map<string, number[]>();

function tailOf(id: string, lines: number): number[] {
  let tail = tails.get(id);
  if (!tail) {
    const deck = startingDeck(0);
    const first = deck.map((card) => lineFor(id, card));
    tail = Array.from({ length: lines + 1 }, (_, i) => first.filter((line) => line >= i).length / deck.length);
    tails.set(id, tail);
  }
  return tail;
}

/**
 * The chips a House can expect for removing one of `cards` and of `fresh` more cards yet to be
 * drawn (any card of a deck): for each personality card it may reveal, the chips of the first
 * line one of them matches.
 */
export function expectedRemovalChips(odds: readonly PersonalityOdds[], lineChips: readonly number[], cards: readonly CardId[], fresh = 0): number {
  let sum = 0;
  for (const { id, p } of odds) {
    let known = Infinity;
    for (const card of cards) {
      const line = lineFor(id, card);
      if (line >= 0 && line < known) known = line;
    }
    const tail = tailOf(id, lineChips.length);
    // P(the best line is i or lower) = the known cards' best is i or lower, and so is every fresh card's.
    const atLeast = (i: number): number => (i <= known ? tail[i] ** fresh : 0);
    for (let i = 0; i < lineChips.length; i++) sum += p * (atLeast(i) - atLeast(i + 1)) * lineChips[i];
  }
  return sum;
}

/**
 * What anyone can work out about a House's next personality card from public information: the
 * cards it has shown (a House keeps 3; once all 3 are revealed they are shuffled back) and the
 * cards no House has shown yet. Used by the bot to deny a House the cards it wants most, and by
 * the table to tell players what a House may reveal next.
 */
import { PERSONALITY_CARDS } from './house-data.js';
import { removalChoice } from './house.js';
import type { CardId } from './types.js';
import type { HouseView, SoloView, TrashPokerView } from './view.js';

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
  return [...known.map((id) => ({ id, p: 1 / faceDown })), ...(unknown > 0 ? pool.map((c) => ({ id: c.id, p: unknown / faceDown / pool.length })) : [])];
}

/**
 * The chips a House can expect for removing one of `cards`: for each personality card it may
 * reveal, the chips of the first line one of the cards matches.
 */
export function expectedRemovalChips(odds: readonly PersonalityOdds[], lineChips: readonly number[], cards: readonly CardId[]): number {
  let sum = 0;
  for (const { id, p } of odds) {
    const choice = removalChoice(id, cards);
    if (choice) sum += p * lineChips[choice.line];
  }
  return sum;
}

export interface LikelyRemoval {
  card: CardId;
  /** The chance that the House removes this card. */
  p: number;
}

/** The cards a House may remove from `candidates` next, most likely first (a die tie splits evenly). */
export function likelyRemovals(odds: readonly PersonalityOdds[], candidates: readonly CardId[]): LikelyRemoval[] {
  const chances = new Map<CardId, number>();
  for (const { id, p } of odds) {
    const choice = removalChoice(id, candidates);
    if (!choice) continue;
    for (const card of choice.pool) chances.set(card, (chances.get(card) ?? 0) + p / choice.pool.length);
  }
  return [...chances].map(([card, p]) => ({ card, p })).sort((a, b) => b.p - a.p || candidates.indexOf(a.card) - candidates.indexOf(b.card));
}

/** The Houses (participant numbers) still to remove a card this round, in collect order. */
export function housesToRemove(v: TrashPokerView): number[] {
  const c = v.collect;
  return c ? c.order.slice(c.turn + 1).filter((who) => who >= v.players) : [];
}

/** What a House removes from, as everyone sees it: the seats' revealed pots and the middle's jokers. */
export function removalCandidates(v: TrashPokerView): CardId[] {
  return [...v.seats.flatMap((x) => x.pot), ...v.middle];
}

/**
 * Lasting effects of unlockable jokers (the infinity symbol on a trash can): active while the
 * card lies in its owner's Trash. Rule modules ask here instead of looking for joker ids.
 */
import { cardInfo } from './cards.js';
import type { CardId, CollectEffect, HandRank, LastingEffect, Rank } from './types.js';

/** Every lasting effect of the cards in a Trash. */
export function lastingEffects(trash: readonly CardId[]): LastingEffect[] {
  const out: LastingEffect[] = [];
  for (const card of trash) for (const e of cardInfo(card).lasting) out.push(e);
  return out;
}

/**
 * The collect effects carried out when a seat whose Trash is `trash` collects `card`: the
 * card's own, then those its lasting effects add for a card of that rank (Joker u03).
 */
export function collectEffectsFor(trash: readonly CardId[], card: CardId): CollectEffect[] {
  const effects = [...cardInfo(card).collect];
  const ranks: readonly Rank[] = cardInfo(card).ranks;
  for (const e of lastingEffects(trash)) if (e.do === 'on-collect' && ranks.includes(e.rank)) effects.push(...e.effects);
  return effects;
}

/** Whether scoring `hand` lets the seat put a card from any Trash on its discard pile (Joker u04). */
export function retrievesOnScore(trash: readonly CardId[], hand: HandRank): boolean {
  return lastingEffects(trash).some((e) => e.do === 'retrieve-on-score' && e.hand === hand);
}

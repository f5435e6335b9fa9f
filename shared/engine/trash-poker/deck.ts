/**
 * A seat's deck (draw pile + discard pile): shuffling, and taking the top card when the draw
 * pile may be empty ("4. Cleaning Up": shuffle the discard pile when you need to draw but
 * cannot; "I Can't Draw Enough Cards Anymore": 66 chips and the Trash becomes the draw pile).
 */
import { shuffleInPlace } from '../rng.js';
import { EXHAUSTION_CHIPS } from './tables.js';
import { awardChips, seatW, type Ctx } from './state.js';
import type { CardId, SeatState } from './types.js';

/** The deck: draw pile and discard pile (with whatever is in hand, played or in the pot). */
export function deckOf(p: SeatState): CardId[] {
  return p.draw.concat(p.discard, p.hand, p.played, p.pot);
}

/** Shuffles the discard pile into the draw pile. Order stays hidden: the event has a count only. */
export function shuffleDeck(ctx: Ctx, seat: number, reason: string): void {
  const p = seatW(ctx, seat);
  const cards = p.draw.concat(p.discard);
  shuffleInPlace(ctx.s.rng, cards);
  p.draw = cards;
  p.discard = [];
  p.secretDiscards = [];
  ctx.events.push({ kind: 'shuffled', seat, count: cards.length, reason });
}

/**
 * Makes sure the draw pile has a card, reshuffling or turning the Trash over when needed, and
 * returns the top card id (still on the pile), or null when the seat has no card left at all.
 * The Trash only becomes the draw pile when it holds cards (see docs: deck exhaustion).
 */
export function peekDrawable(ctx: Ctx, seat: number): CardId | null {
  if (ctx.s.seats[seat].draw.length === 0 && ctx.s.seats[seat].discard.length > 0) shuffleDeck(ctx, seat, 'draw-pile-empty');
  if (ctx.s.seats[seat].draw.length === 0 && ctx.s.seats[seat].trash.length > 0) exhaustDeck(ctx, seat);
  const draw = ctx.s.seats[seat].draw;
  return draw.length > 0 ? draw[draw.length - 1] : null;
}

function exhaustDeck(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  p.exhaustions++;
  ctx.events.push({ kind: 'deck-exhausted', seat, trashCount: p.trash.length });
  awardChips(ctx, seat, EXHAUSTION_CHIPS, 'exhaustion', 'deck-exhausted');
  const cards = p.trash;
  p.trash = [];
  shuffleInPlace(ctx.s.rng, cards);
  p.draw = cards;
  ctx.events.push({ kind: 'shuffled', seat, count: cards.length, reason: 'trash-becomes-draw-pile' });
}

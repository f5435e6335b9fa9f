/**
 * "1. Drawing Cards", done by everyone at once: A) draw 7, B) redraw up to 5, C) the "3"s
 * redraw, D) select 5 cards to play face down. Each seat moves through its own steps; the play
 * starts once everyone has selected.
 */
import { breakRule } from './achievements.js';
import { countRank } from './cards.js';
import { peekDrawable, shuffleDeck } from './deck.js';
import { moveCard, roundsOf, seatW, setPhase, type Ctx } from './state.js';
import { DRAW_COUNT, PLAY_COUNT, REDRAW_MAX } from './tables.js';
import type { SeatState } from './types.js';

/** Cards drawn in step A: 7, plus 1 per "draw more" upgrade. */
export function drawCount(p: SeatState): number {
  return DRAW_COUNT + p.upgrades.drawMore.length;
}

/** Cards that may be redrawn in step B: 5, plus 1 per "draw more" upgrade. */
export function redrawLimit(p: SeatState): number {
  return REDRAW_MAX + p.upgrades.drawMore.length;
}

/** Step C: one card per "3" printed on the cards in the Trash (a double "3" counts twice). */
export function threesLimit(p: SeatState): number {
  return countRank(p.trash, '3');
}

/** Step D: 5 cards, or the whole hand if the deck could not provide 5. */
export function playCount(p: SeatState): number {
  return Math.min(PLAY_COUNT, p.hand.length);
}

/** Draws up to `n` cards into the hand; fewer only when the seat has no card left anywhere. */
export function drawCards(ctx: Ctx, seat: number, n: number): number {
  for (let i = 0; i < n; i++) {
    const card = peekDrawable(ctx, seat);
    if (card === null) return i;
    moveCard(ctx, card, { zone: 'draw', seat }, { zone: 'hand', seat }, [seat]);
  }
  return n;
}

/** The drawing begins: everyone draws (step A), or in the last round first chooses whether to shuffle. */
export function beginDraw(ctx: Ctx): void {
  const s = ctx.s;
  setPhase(ctx, 'draw');
  for (let seat = 0; seat < s.players; seat++) {
    // "Changes in the Last Round": everyone may shuffle before drawing.
    if (s.round === roundsOf(s)) seatW(ctx, seat).step = 'final-shuffle';
    else dealHand(ctx, seat);
  }
}

/** Step A. */
function dealHand(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  drawCards(ctx, seat, drawCount(p));
  p.picked = [];
  p.step = 'redraw';
}

/** Last round: shuffle the deck (or not), then step A. */
export function finalShuffle(ctx: Ctx, seat: number, use: boolean): void {
  if (use) {
    breakRule(ctx, seat, 'shuffle');
    shuffleDeck(ctx, seat, 'final-joker');
  }
  dealHand(ctx, seat);
}

/**
 * Steps B and C: the picked cards go face up on the discard pile (unseen by the others until
 * the cards are played: "do not watch the others") and as many are drawn.
 */
export function confirmRedraw(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  const picked = p.picked;
  p.picked = [];
  for (const card of picked) {
    moveCard(ctx, card, { zone: 'hand', seat }, { zone: 'discard', seat }, [seat]);
    p.secretDiscards.push(card);
  }
  drawCards(ctx, seat, picked.length);
  p.step = p.step === 'redraw' && threesLimit(p) > 0 ? 'threes' : 'select';
}

/** Step D: the picked cards are laid face down; the rest of the hand is the pot. */
export function confirmSelect(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  for (const card of p.picked) moveCard(ctx, card, { zone: 'hand', seat }, { zone: 'played', seat }, [seat]);
  p.picked = [];
  p.step = 'idle';
  ctx.events.push({ kind: 'selected', seat, count: p.played.length });
}

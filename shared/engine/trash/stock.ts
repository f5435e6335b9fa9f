/** The stock: drawing from it, and rebuilding it from the discard pile when it runs out. */
import type { GameEvent } from '../types';
import { shuffleInPlace } from '../rng';
import { MAX_IDLE_RESHUFFLES, type CardId, type TrashState } from './types';

/**
 * Takes the top card of the stock, first rebuilding an empty stock: "set aside the top card of the
 * discard pile. Shuffle the rest of the cards, and turn them face down to form a new stock."
 * Returns null when the stock cannot or may no longer be rebuilt (the length guard); the caller
 * then ends the hand as stuck.
 */
export function drawFromStock(draft: TrashState, seat: number, events: GameEvent[]): CardId | null {
  if (draft.stock.length === 0) {
    if (draft.discard.length < 2 || draft.idleReshuffles >= MAX_IDLE_RESHUFFLES) return null;
    const kept = draft.discard.pop() as CardId;
    draft.stock = shuffleInPlace(draft.rng, draft.discard);
    draft.discard = [kept];
    draft.idleReshuffles += 1;
    const count = draft.stock.length;
    events.push({ kind: 'stock-reshuffled', seat, count, kept, idleReshuffles: draft.idleReshuffles });
  }
  return draft.stock.pop() ?? null;
}

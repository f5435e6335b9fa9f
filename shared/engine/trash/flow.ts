/**
 * What follows each action of a turn, in one table. A turn runs start → holding (placing flips
 * the next card to hold) until the player discards and the turn passes left; a full layout or a
 * stuck stock ends the hand, and hands.ts deals the next one or ends the game.
 */
import type { GameEvent } from '../types';
import { beginTurn, endHand, endStuckHand, leftOf } from './hands';
import type { TrashState, TurnOutcome } from './types';

const AFTER: Readonly<Record<TurnOutcome, (draft: TrashState, seat: number, events: GameEvent[]) => void>> = {
  holding: () => {},
  // "The turn then passes to the next player."
  'turn-passes': (draft, seat, events) => beginTurn(draft, leftOf(draft, seat), events),
  'layout-filled': (draft, seat, events) => endHand(draft, seat, 'filled', events),
  'stock-stuck': (draft, _seat, events) => endStuckHand(draft, events),
};

/** Moves the game on after `seat`'s action, by what the action left to follow. */
export function afterAction(draft: TrashState, seat: number, outcome: TurnOutcome, events: GameEvent[]): void {
  AFTER[outcome](draft, seat, events);
}

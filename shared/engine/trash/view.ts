/**
 * The single place hidden information is removed. In Trash nobody may look at a face-down card,
 * not even its owner ("Players may not look at their cards"), and nobody knows the stock order.
 * Everything else (placed cards, the card being played, the discard pile) is face up on the table.
 */
import { blankCards, eventsFor } from '../events';
import { withOverlay } from '../overlay';
import type { GameEvent, ViewOverlay } from '../types';
import { faceDownSpots } from './layout';
import { legalActions } from './turn';
import { MAX_IDLE_RESHUFFLES } from './types';
import type { LayoutView, Spot, SpotView, TrashState, TrashView } from './types';

function spotView(s: Spot, i: number): SpotView {
  return s.faceUp ? { spot: i + 1, faceUp: true, card: s.card } : { spot: i + 1, faceUp: false, card: null };
}

function layoutView(layout: Spot[], seat: number): LayoutView {
  const spots = layout.map(spotView);
  return { seat, size: layout.length, faceDown: faceDownSpots(layout).length, spots };
}

export function view(state: TrashState, seat: number | null): TrashView {
  const isPlayer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players;
  const open = publicView(state);
  return isPlayer ? withOverlay(open, privateView(state, seat)) : open;
}

/** A seat sees nothing hidden that others do not (not even its own face-down cards): only its moves. */
export function privateView(state: TrashState, seat: number): ViewOverlay {
  return { '/seat': seat, '/legal': legalActions(state, seat) };
}

function publicView(state: TrashState): TrashView {
  return {
    mode: 'trash',
    seat: null,
    players: state.players,
    decks: state.decks,
    layoutSize: state.layoutSize,
    hand: state.hand,
    dealer: state.dealer,
    turn: state.step === 'over' ? null : state.turn,
    step: state.step,
    held: state.held ? { ...state.held } : null,
    stockCount: state.stock.length,
    discard: [...state.discard],
    layouts: state.layouts.map(layoutView),
    handsWon: [...state.handsWon],
    history: state.history.map((h) => ({ ...h })),
    idleReshuffles: state.idleReshuffles,
    maxIdleReshuffles: MAX_IDLE_RESHUFFLES,
    winner: state.winner,
    legal: [],
  };
}

/**
 * Every Trash event is public by construction (no event names a face-down or stock card), so
 * nothing carries `visibleTo` today; the filter still honours it should an event ever do so,
 * blanking the stock card a reshuffle keeps too.
 */
export function viewEvents(events: GameEvent[], seat: number | null): GameEvent[] {
  return eventsFor(events, seat, blankTrashCards);
}

function blankTrashCards(event: GameEvent): void {
  blankCards(event);
  if ('kept' in event) event.kept = null;
}

/**
 * Between turns and between hands: passing the turn, ending a hand, shrinking the winner's layout
 * ("Later hands") and dealing the next hand.
 */
import type { GameEvent } from '../types';
import { shuffleInPlace } from '../rng';
import { allCards } from './cards';
import { faceDownSpots } from './layout';
import { stuckWinner } from './stuck';
import type { CardId, HandEnd, Spot, TrashState } from './types';

/** The seat to the left of `seat` (seats are numbered clockwise). */
export function leftOf(state: TrashState, seat: number): number {
  return (seat + 1) % state.players;
}

/**
 * "Shuffle and deal each player ten cards, face down" (fewer for past winners), starting at the
 * dealer's left, then "the player to the dealer's left goes first".
 */
export function dealHand(draft: TrashState, sizes: number[], events: GameEvent[]): void {
  const deck = shuffleInPlace(draft.rng, allCards(draft.decks));
  const layouts: Spot[][] = sizes.map(() => []);
  for (let k = 1; k <= draft.players; k++) {
    const seat = (draft.dealer + k) % draft.players;
    for (let i = 0; i < sizes[seat]; i++) layouts[seat].push({ card: deck.pop() as CardId, faceUp: false });
  }
  draft.layouts = layouts;
  draft.stock = deck;
  draft.discard = [];
  draft.held = null;
  draft.idleReshuffles = 0;
  events.push({ kind: 'dealt', hand: draft.hand, dealer: draft.dealer, sizes: [...sizes], stockCount: deck.length });
  beginTurn(draft, leftOf(draft, draft.dealer), events);
}

/** "The turn then passes to the next player." */
export function beginTurn(draft: TrashState, seat: number, events: GameEvent[]): void {
  draft.turn = seat;
  draft.step = 'start';
  draft.held = null;
  events.push({ kind: 'turn-started', seat });
}

/**
 * Ends a hand the stuck way: the length guard of docs/rules/trash.md. The hand goes to the player
 * closest to finishing, unless that would end the game: "A player wins the entire game by being
 * the first player to fill in a one-card layout", and a stuck one-card layout is not filled. Then
 * nobody wins the hand and it is dealt again.
 */
export function endStuckHand(draft: TrashState, events: GameEvent[]): void {
  const closest = stuckWinner(draft);
  if (draft.layouts[closest].length > 1) return endHand(draft, closest, 'stuck', events);
  draft.history.push({ hand: draft.hand, dealer: draft.dealer, winner: null, reason: 'stuck' });
  events.push({ kind: 'hand-void', hand: draft.hand, reason: 'stuck', faceDown: faceDownCounts(draft) });
  dealNextHand(
    draft,
    draft.layouts.map((layout) => layout.length),
    events,
  );
}

function faceDownCounts(draft: TrashState): number[] {
  return draft.layouts.map((layout) => faceDownSpots(layout).length);
}

/** "After the first hand, the cards are collected, and the deal passes to the left." */
function dealNextHand(draft: TrashState, sizes: number[], events: GameEvent[]): void {
  draft.hand += 1;
  draft.dealer = leftOf(draft, draft.dealer);
  dealHand(draft, sizes, events);
}

/**
 * Records the hand for `winner`; a winner of a one-card layout wins the game ("A player wins the
 * entire game by being the first player to fill in a one-card layout"), otherwise their layout
 * shrinks by one, the deal passes left and the next hand is dealt.
 */
export function endHand(draft: TrashState, winner: number, reason: HandEnd, events: GameEvent[]): void {
  draft.handsWon[winner] += 1;
  draft.history.push({ hand: draft.hand, dealer: draft.dealer, winner, reason });
  events.push({ kind: 'hand-won', seat: winner, hand: draft.hand, reason, faceDown: faceDownCounts(draft) });
  const size = draft.layouts[winner].length;
  if (size <= 1) {
    draft.step = 'over';
    draft.winner = winner;
    draft.turn = winner;
    events.push({ kind: 'game-won', seat: winner, hands: draft.hand });
    return;
  }
  const sizes = draft.layouts.map((layout) => layout.length);
  sizes[winner] = size - 1;
  events.push({ kind: 'layout-shrunk', seat: winner, size: size - 1 });
  dealNextHand(draft, sizes, events);
}

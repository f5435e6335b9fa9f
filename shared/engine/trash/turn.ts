/**
 * "Game play": one turn, step by step. A turn starts by drawing from the stock or taking the
 * previous discard; the player then places the card they hold (flipping the card that was there,
 * which becomes the next card held) until they hold one they cannot place, which they discard.
 * What follows an action (the next turn, the end of the hand) is flow.ts's business.
 */
import type { EngineError, GameEvent } from '../types';
import { isJack, naturalSpot, rankOf } from './cards';
import { isComplete, isUsable, openPlacements, placements } from './layout';
import { drawFromStock } from './stock';
import type { TrashAction, TrashState, TurnOutcome } from './types';

const DRAW: TrashAction = { type: 'draw' };
const TAKE_DISCARD: TrashAction = { type: 'take-discard' };
const DISCARD: TrashAction = { type: 'discard' };

/**
 * What the seat to act may do now. The previous discard must be taken when it fits an open spot
 * ("If the previous player's discard fits into their layout, they draw it"); when it could only
 * replace a jack, taking it is optional, like the replacement itself ("may").
 */
export function legalActions(state: TrashState, seat: number): TrashAction[] {
  if (state.step === 'over' || seat !== state.turn) return [];
  const layout = state.layouts[seat];
  if (state.step === 'start') {
    const top = state.discard.at(-1);
    if (top === undefined || !isUsable(top, layout)) return [DRAW];
    return openPlacements(top, layout).length > 0 ? [TAKE_DISCARD] : [TAKE_DISCARD, DRAW];
  }
  const held = state.held!;
  const spots = placements(held.card, layout).map((spot): TrashAction => ({ type: 'place', spot }));
  // A card that fits an open spot must go there ("they place it in the appropriate spot"); a card
  // taken from the discard was taken to be played. Only a jack replacement may be declined.
  const mustPlace = spots.length > 0 && (held.from === 'discard' || openPlacements(held.card, layout).length > 0);
  return mustPlace ? spots : [...spots, DISCARD];
}

function sameAction(a: TrashAction, b: TrashAction): boolean {
  if (a.type === 'place') return b.type === 'place' && a.spot === b.spot;
  return a.type === b.type;
}

export function isLegal(legal: TrashAction[], action: TrashAction): boolean {
  return legal.some((a) => sameAction(a, action));
}

const RANK_NAMES: Record<string, string> = { A: 'an ace', J: 'a jack', Q: 'a queen', K: 'a king', '8': 'an 8' };

function cardName(card: string): string {
  const rank = rankOf(card);
  return RANK_NAMES[rank] ?? `a ${rank}`;
}

/** A sentence for an action that is well formed but not legal now. */
export function explainIllegal(state: TrashState, seat: number, action: TrashAction): EngineError {
  const layout = state.layouts[seat];
  if (state.step === 'start') {
    if (action.type === 'place' || action.type === 'discard')
      return { code: 'nothing-held', message: 'Start your turn by drawing a card (or taking the discard if it fits).' };
    if (action.type === 'draw') return { code: 'must-take-discard', message: 'The top discard fits your layout, so you must take it.' };
    if (state.discard.length === 0) return { code: 'discard-empty', message: 'The discard pile is empty.' };
    return { code: 'discard-does-not-fit', message: 'The top discard does not fit your layout; draw from the stock.' };
  }
  const card = state.held!.card;
  if (action.type === 'draw' || action.type === 'take-discard') return { code: 'already-holding', message: 'Place or discard the card you are holding first.' };
  if (action.type === 'discard') {
    if (state.held!.from === 'discard') return { code: 'must-place', message: 'You took this card from the discard pile, so you must play it.' };
    if (isJack(card)) return { code: 'must-place', message: 'Jacks are wild: place it on any face-down spot.' };
    return { code: 'must-place', message: `${capitalise(cardName(card))} that fits your layout must be placed.` };
  }
  if (action.spot > layout.length) {
    const spots = layout.length === 1 ? '1 spot' : `${layout.length} spots`;
    return { code: 'no-such-spot', message: `Your layout has only ${spots}.` };
  }
  const own = naturalSpot(card);
  if (!isJack(card) && (own === null || own > layout.length))
    return { code: 'cannot-place', message: `${capitalise(cardName(card))} has no spot in your layout; discard it.` };
  if (!isJack(card) && own !== action.spot) return { code: 'wrong-spot', message: `${capitalise(cardName(card))} goes only in the ${own} spot.` };
  return { code: 'spot-filled', message: 'That spot is already filled.' };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Carries out a legal action on a draft of the state; returns what it leaves to follow. */
export function perform(draft: TrashState, seat: number, action: TrashAction, events: GameEvent[]): TurnOutcome {
  switch (action.type) {
    case 'draw':
      return draw(draft, seat, events);
    case 'take-discard':
      return takeDiscard(draft, seat, events);
    case 'place':
      return place(draft, seat, action.spot, events);
    case 'discard':
      return discard(draft, seat, events);
  }
}

function draw(draft: TrashState, seat: number, events: GameEvent[]): TurnOutcome {
  const card = drawFromStock(draft, seat, events);
  if (card === null) return 'stock-stuck';
  draft.held = { card, from: 'stock' };
  draft.step = 'holding';
  events.push({ kind: 'drawn', seat, card, from: 'stock' });
  return 'holding';
}

function takeDiscard(draft: TrashState, seat: number, events: GameEvent[]): TurnOutcome {
  const card = draft.discard.pop() as string;
  draft.held = { card, from: 'discard' };
  draft.step = 'holding';
  events.push({ kind: 'drawn', seat, card, from: 'discard' });
  return 'holding';
}

/**
 * "They then flip over the face-down card previously occupying that space. They then place that
 * card, and so on." A natural card placed on a jack frees the jack, which is then held in turn.
 */
function place(draft: TrashState, seat: number, spot: number, events: GameEvent[]): TurnOutcome {
  const layout = draft.layouts[seat];
  const card = draft.held!.card;
  const previous = layout[spot - 1];
  layout[spot - 1] = { card, faceUp: true };
  draft.held = { card: previous.card, from: 'layout' };
  draft.idleReshuffles = 0;
  events.push({ kind: 'placed', seat, card, spot });
  events.push({ kind: previous.faceUp ? 'jack-displaced' : 'flipped', seat, card: previous.card, spot });
  if (!isComplete(layout)) return 'holding';
  // The layout is full: the last card flipped has nowhere to go and the hand is over.
  draft.discard.push(previous.card);
  draft.held = null;
  events.push({ kind: 'discarded', seat, card: previous.card });
  return 'layout-filled';
}

function discard(draft: TrashState, seat: number, events: GameEvent[]): TurnOutcome {
  const card = draft.held!.card;
  draft.discard.push(card);
  draft.held = null;
  events.push({ kind: 'discarded', seat, card });
  return 'turn-passes';
}

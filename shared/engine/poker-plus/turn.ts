/**
 * What each action of a turn does: play, discard, split or merge hands, pick cards, pass, and
 * drawing back the hand. Which step comes next is flow.ts's business.
 */
import type { GameEvent } from '../types';
import { contextOf, permissionsOf, sourceOf } from './legal';
import { ROYAL_POWERS, mergeHands, splitHand } from './royals';
import { isOut } from './round-end';
import type { CardId, PokerPlusAction, PokerPlusActionType, PokerPlusState, Royal, Source, Step } from './types';

/** Actions that carry out (or decline) a royal's action, by the name the `royal-action` event gives them. */
const RESOLVES_ROYAL: Partial<Record<PokerPlusActionType, string>> = { play: 'play', confirm: 'split', merge: 'merge', pass: 'pass' };

/** An action that ends the step it was taken in: the card it played (and in which step) or discarded. */
export interface Closing {
  played?: CardId;
  via?: Step | Royal;
  discarded?: CardId;
}

/**
 * Carries out an action already checked as legal, on a draft, appending its events. Returns what
 * it closed, or null when the step goes on (a selection changed).
 */
export function performAction(state: PokerPlusState, action: PokerPlusAction, events: GameEvent[]): Closing | null {
  const seat = state.turn;
  const royal = state.step === 'royal' ? state.royal : null;
  const selection = state.selection;
  const resolves = RESOLVES_ROYAL[action.type];
  if (resolves) state.selection = null;
  if (royal && resolves) events.push({ kind: 'royal-action', seat, royal, name: ROYAL_POWERS[royal].name, action: resolves });
  switch (action.type) {
    case 'play': {
      const via = royal ?? state.step;
      const taken = action.card;
      const slot = takeCard(state, action.from, taken);
      const target = state.players[action.playfield].playfield;
      const hand = action.hand === 'new' ? target.push([taken]) - 1 : (target[action.hand].push(taken), action.hand);
      events.push({ kind: 'card-played', seat, from: action.from, card: taken, playfield: action.playfield, hand, via });
      if (action.from === 'reserve') refillReserve(state, slot, events);
      return { played: taken, via };
    }
    case 'discard': {
      const p = state.players[seat];
      p.hand.splice(p.hand.indexOf(action.card), 1);
      state.discard.push(action.card);
      events.push({ kind: 'card-discarded', seat, card: action.card });
      return { discarded: action.card };
    }
    case 'split':
      state.selection = { kind: 'split', hand: action.hand, cards: [] };
      events.push({ kind: 'split-started', seat, hand: action.hand });
      return null;
    case 'pick':
      pick(state, action.card, events);
      return null;
    case 'unpick':
      if (selection?.kind === 'split') selection.cards.splice(selection.cards.indexOf(action.card), 1);
      events.push({ kind: 'picked', seat, card: action.card, picked: false });
      return null;
    case 'cancel':
      state.selection = null;
      events.push({ kind: 'selection-cancelled', seat });
      return null;
    case 'confirm': {
      if (selection?.kind !== 'split') return null;
      splitHand(state.players[seat].playfield, selection.hand, selection.cards);
      events.push({ kind: 'hands-split', seat, hand: selection.hand, newHand: selection.hand + 1, cards: [...selection.cards] });
      return {};
    }
    case 'merge': {
      const [a, b] = action.hands;
      const into = mergeHands(state.players[seat].playfield, a, b);
      events.push({ kind: 'hands-merged', seat, hands: [a, b], into });
      return {};
    }
    case 'pass':
      events.push({ kind: 'passed', seat, step: state.step });
      return {};
  }
}

/**
 * A card joins the split's selection, or becomes the Joker's card. A Joker's card from the hand
 * is still hidden, so only its owner is told which it is.
 */
function pick(state: PokerPlusState, card: CardId, events: GameEvent[]): void {
  const seat = state.turn;
  if (state.selection?.kind === 'split') {
    state.selection.cards.push(card);
    events.push({ kind: 'picked', seat, card, picked: true });
    return;
  }
  const ctx = contextOf(state);
  const from = sourceOf(ctx, permissionsOf(ctx).play!, card)!;
  state.selection = { kind: 'joker', card, from };
  events.push({ kind: 'picked', seat, card, from, picked: true, ...(from === 'hand' ? { visibleTo: [seat] } : {}) });
}

/** Removes a card from the player's hand or the reserve; returns where it was. */
function takeCard(state: PokerPlusState, from: Source, id: CardId): number {
  const pool = from === 'hand' ? state.players[state.turn].hand : state.reserve;
  const slot = pool.indexOf(id);
  pool.splice(slot, 1);
  return slot;
}

/** "Replace that card from the reserve deck": the stock's top card fills the gap, if any is left. */
function refillReserve(state: PokerPlusState, slot: number, events: GameEvent[]): void {
  const refill = state.stock.shift();
  if (refill === undefined) return;
  state.reserve.splice(slot, 0, refill);
  events.push({ kind: 'reserve-refilled', slot, card: refill, stockCount: state.stock.length });
}

/** "Draw back your hand". */
export function drawBack(state: PokerPlusState, events: GameEvent[]): void {
  const seat = state.turn;
  const p = state.players[seat];
  const drawn = p.drawPile.splice(0, Math.max(0, state.config.handSize - p.hand.length));
  if (drawn.length > 0) {
    p.hand.push(...drawn);
    events.push({ kind: 'cards-drawn', seat, visibleTo: [seat], cards: drawn, count: drawn.length });
  }
}

/** The next seat clockwise that still has cards (some seat has: the round is not over). */
export function nextSeatWithCards(state: PokerPlusState): number {
  const n = state.config.players;
  let next = (state.turn + 1) % n;
  while (isOut(state.players[next])) next = (next + 1) % n;
  return next;
}

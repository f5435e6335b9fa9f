/**
 * The turn: after the roll (dice.ts) the player plays or discards, maybe follows up (an exact
 * match's second card, a royal's action), then draws back to three and the next player rolls.
 */
import type { GameEvent } from '../types';
import { isExactMatch, startTurn } from './dice';
import { contextOf, hasChoice, permissionsOf, sourceOf } from './legal';
import { ROYAL_POWERS, mergeHands, royalOf, splitHand } from './royals';
import { allJokersPlaced, endRound, everyoneOut, isOut } from './round-end';
import type { CardId, PokerPlusAction, PokerPlusActionType, PokerPlusState, Source, TurnContext } from './types';

/** Actions that carry out (or decline) a royal's action, by the name the `royal-action` event gives them. */
const RESOLVES_ROYAL: Partial<Record<PokerPlusActionType, string>> = { play: 'play', confirm: 'split', merge: 'merge', pass: 'pass' };

/**
 * Carries out an action already checked as legal, on a draft, appending its events.
 */
export function performAction(state: PokerPlusState, action: PokerPlusAction, events: GameEvent[]): void {
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
      if (allJokersPlaced(state)) return finishRound(state, 'jokers', events);
      // "If you have a card which exactly matches the colour and number of a die, you may play that card and a second card."
      if (via === 'act' && isExactMatch(state.dice, taken)) {
        state.step = 'bonus';
        if (secondCardOffered(contextOf(state))) return;
        events.push({ kind: 'step-skipped', seat, step: 'bonus', reason: 'no-second-card' });
      }
      return endTurn(state, events);
    }
    case 'discard': {
      const p = state.players[seat];
      p.hand.splice(p.hand.indexOf(action.card), 1);
      state.discard.push(action.card);
      events.push({ kind: 'card-discarded', seat, card: action.card });
      const discarded = royalOf(action.card);
      if (discarded) {
        state.step = 'royal';
        state.royal = discarded;
        if (hasChoice(contextOf(state))) return;
        events.push({ kind: 'royal-action', seat, royal: discarded, name: ROYAL_POWERS[discarded].name, action: 'none' });
      }
      return endTurn(state, events);
    }
    case 'split':
      state.selection = { kind: 'split', hand: action.hand, cards: [] };
      events.push({ kind: 'split-started', seat, hand: action.hand });
      return;
    case 'pick':
      return pick(state, action.card, events);
    case 'unpick':
      if (selection?.kind === 'split') selection.cards.splice(selection.cards.indexOf(action.card), 1);
      events.push({ kind: 'picked', seat, card: action.card, picked: false });
      return;
    case 'cancel':
      state.selection = null;
      events.push({ kind: 'selection-cancelled', seat });
      return;
    case 'confirm': {
      if (selection?.kind !== 'split') return;
      splitHand(state.players[seat].playfield, selection.hand, selection.cards);
      events.push({ kind: 'hands-split', seat, hand: selection.hand, newHand: selection.hand + 1, cards: [...selection.cards] });
      return endTurn(state, events);
    }
    case 'merge': {
      const [a, b] = action.hands;
      const into = mergeHands(state.players[seat].playfield, a, b);
      events.push({ kind: 'hands-merged', seat, hands: [a, b], into });
      return endTurn(state, events);
    }
    case 'pass':
      events.push({ kind: 'passed', seat, step: state.step });
      return endTurn(state, events);
  }
}

/**
 * Whether the exact match's second card is offered, judged on public facts only: the mover holds
 * a card (the count is public) or a reserve card fits. Asking whether a hand card fits would tell
 * every opponent something about the hidden hand; the mover may always decline instead.
 */
function secondCardOffered(ctx: TurnContext): boolean {
  return ctx.hand.length > 0 || hasChoice(ctx);
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

/** "Draw back your hand", then the next seat with cards takes its turn, unless the round is over. */
export function endTurn(state: PokerPlusState, events: GameEvent[]): void {
  const seat = state.turn;
  const p = state.players[seat];
  const drawn = p.drawPile.splice(0, Math.max(0, state.config.handSize - p.hand.length));
  if (drawn.length > 0) {
    p.hand.push(...drawn);
    events.push({ kind: 'cards-drawn', seat, visibleTo: [seat], cards: drawn, count: drawn.length });
  }
  if (everyoneOut(state)) return finishRound(state, 'out-of-cards', events);
  const n = state.config.players;
  let next = (seat + 1) % n;
  while (isOut(state.players[next])) next = (next + 1) % n;
  startTurn(state, next, events);
}

function finishRound(state: PokerPlusState, endedBy: 'jokers' | 'out-of-cards', events: GameEvent[]): void {
  state.step = 'act';
  state.royal = null;
  state.selection = null;
  endRound(state, endedBy, events);
}

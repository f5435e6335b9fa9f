/**
 * The single place hidden information is removed. Public: playfields, reserve, discard pile,
 * dice, counts. Private to their owner: the hand. Hidden from everyone: the order and content
 * of personal draw piles and of the stock.
 */
import { withOverlay } from '../overlay';
import type { ViewOverlay } from '../types';
import { contextOf, legalInContext } from './legal';
import { gameResult, isOut } from './round-end';
import type { PokerPlusState, PokerPlusView, RoundRecord, RoundSummary, Selection, SelectionView, TurnContext } from './types';

export function legalActionsFor(state: PokerPlusState, seat: number) {
  if (state.over || seat !== state.turn) return [];
  return legalInContext(contextOf(state));
}

/** Past rounds without card ids: ids are reused when the shoe is reshuffled, so naming them would mislead. */
function summarise(r: RoundRecord): RoundSummary {
  return {
    round: r.round,
    lead: r.lead,
    endedBy: r.endedBy,
    points: [...r.points],
    hands: r.hands.map((hs) => hs.map((h) => ({ name: h.name, points: h.points, size: h.cards.length }))),
    winners: [...r.winners],
  };
}

/**
 * The choice under way: a split is of a public playfield, so everyone watches it form; the
 * Joker's card is named to others only when it lies face up in the reserve.
 */
function selectionFor(selection: Selection | null, owner: boolean): SelectionView | null {
  if (!selection) return null;
  if (selection.kind === 'split') return { kind: 'split', hand: selection.hand, cards: [...selection.cards] };
  return { kind: 'joker', from: selection.from, card: owner || selection.from === 'reserve' ? selection.card : null };
}

export function viewFor(state: PokerPlusState, seat: number | null): PokerPlusView {
  const open = publicViewFor(state);
  return seat === null || !state.players[seat] ? open : withOverlay(open, privateViewFor(state, seat));
}

/** What a seat sees beyond the public view: its hand, the card it is placing, its legal actions. */
export function privateViewFor(state: PokerPlusState, seat: number): ViewOverlay {
  if (!state.players[seat]) return {};
  return {
    '/seat': seat,
    '/hand': [...state.players[seat].hand],
    '/selection': selectionFor(state.selection, seat === state.turn),
    '/legal': legalActionsFor(state, seat),
  };
}

/** What everyone may know, spectators included. */
function publicViewFor(state: PokerPlusState): PokerPlusView {
  const totals = state.players.map((_, s) => state.history.reduce((sum, r) => sum + r.points[s], 0));
  return {
    mode: 'poker-plus',
    seat: null,
    round: state.round,
    rounds: state.config.rounds,
    lead: state.lead,
    turn: state.turn,
    step: state.step,
    royal: state.royal,
    selection: selectionFor(state.selection, false),
    dice: { ...state.dice },
    hand: null,
    seats: state.players.map((p, s) => ({
      seat: s,
      handCount: p.hand.length,
      drawCount: p.drawPile.length,
      out: isOut(p),
      playfield: p.playfield.map((h) => [...h]),
      total: totals[s],
    })),
    reserve: [...state.reserve],
    stockCount: state.stock.length,
    discard: [...state.discard],
    history: state.history.map(summarise),
    limits: { handSize: state.config.handSize },
    over: state.over,
    result: state.over ? gameResult(state) : null,
    legal: [],
  };
}

/** The selection as the engine keeps it; only the acting seat's own view names every card in it. */
function selectionOf(view: PokerPlusView): Selection | null {
  const sel = view.selection;
  if (!sel || view.seat !== view.turn) return null;
  if (sel.kind === 'split') return { kind: 'split', hand: sel.hand, cards: [...sel.cards] };
  return sel.card === null ? null : { kind: 'joker', card: sel.card, from: sel.from };
}

/** What the bot may reason about: the same context the engine uses, rebuilt from a view. */
export function contextFromView(view: PokerPlusView): TurnContext {
  if (view.seat === null || view.hand === null) throw new Error('A spectator has no turn.');
  return {
    seat: view.seat,
    step: view.step,
    royal: view.royal,
    selection: selectionOf(view),
    dice: view.dice,
    hand: view.hand,
    reserve: view.reserve,
    playfields: view.seats.map((s) => s.playfield),
  };
}

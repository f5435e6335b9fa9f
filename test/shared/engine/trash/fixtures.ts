/** Literal Trash states for scenario tests, and helpers shared by the Trash tests. */
import { expect } from 'vitest';
import { seedRng } from '../../../../shared/engine/rng';
import type { GameEvent } from '../../../../shared/engine/types';
import { trash } from '../../../../shared/engine/trash/index';
import { allCards, decksFor } from '../../../../shared/engine/trash/cards';
import type { CardId, HeldCard, Spot, Step, TrashAction, TrashState } from '../../../../shared/engine/trash/types';

/** 'AS' means the ace of spades of deck 0; 'AS.1' names another deck explicitly. */
export function card(token: string): CardId {
  return token.includes('.') ? token : `${token}.0`;
}

/** A layout from spot tokens, ace spot first: '+7H' is face up, '7H' face down. */
export function layout(tokens: string): Spot[] {
  return tokens
    .trim()
    .split(/\s+/)
    .map((t) => (t.startsWith('+') ? { card: card(t.slice(1)), faceUp: true } : { card: card(t), faceUp: false }));
}

export interface LiteralSpec {
  layouts: string[];
  /** Top card first. */
  stock?: string[];
  /** Where the cards no zone names go, in a fixed order: under the stock (default) or the discard. */
  rest?: 'stock' | 'discard';
  /** Bottom card first, top card last, as the pile lies. */
  discard?: string[];
  held?: { card: string; from: HeldCard['from'] };
  turn?: number;
  dealer?: number;
  hand?: number;
  handsWon?: number[];
  idleReshuffles?: number;
  layoutSize?: number;
  decks?: number;
}

/** A state with exactly the given table; every card of the decks is somewhere. */
export function literalState(spec: LiteralSpec): TrashState {
  const players = spec.layouts.length;
  const decks = spec.decks ?? decksFor(players);
  const layouts = spec.layouts.map(layout);
  const discard = (spec.discard ?? []).map(card);
  const stockTop = (spec.stock ?? []).map(card);
  const held = spec.held ? { card: card(spec.held.card), from: spec.held.from } : null;
  const named = [...layouts.flat().map((s) => s.card), ...discard, ...stockTop, ...(held ? [held.card] : [])];
  const unique = new Set(named);
  if (unique.size !== named.length) throw new Error('literalState: a card is named twice');
  const rest = allCards(decks).filter((c) => !unique.has(c));
  const restToDiscard = spec.rest === 'discard';
  const turn = spec.turn ?? 0;
  const step: Step = held ? 'holding' : 'start';
  return {
    mode: 'trash',
    players,
    decks,
    layoutSize: spec.layoutSize ?? 10,
    rng: seedRng('literal'),
    hand: spec.hand ?? 1,
    dealer: spec.dealer ?? (turn + players - 1) % players,
    turn,
    step,
    held,
    stock: [...(restToDiscard ? [] : rest), ...[...stockTop].reverse()],
    discard: restToDiscard ? [...rest, ...discard] : discard,
    layouts,
    handsWon: spec.handsWon ?? Array.from({ length: players }, () => 0),
    history: [],
    idleReshuffles: spec.idleReshuffles ?? 0,
    winner: null,
  };
}

/** Applies an action that must be legal and returns the new state with its events. */
export function play(state: TrashState, seat: number, action: TrashAction): { state: TrashState; events: GameEvent[] } {
  const r = trash.apply(state, seat, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} to be legal for seat ${seat}: ${r.error}`);
  return { state: r.state, events: r.events };
}

/** Every card in every zone, sorted. */
export function cardsInPlay(state: TrashState): CardId[] {
  return [...state.stock, ...state.discard, ...state.layouts.flat().map((s) => s.card), ...(state.held ? [state.held.card] : [])].sort();
}

export function expectConserved(state: TrashState): void {
  expect(cardsInPlay(state)).toEqual(allCards(state.decks).sort());
}

/** Kinds of the events, in order, for compact assertions. */
export function kinds(events: GameEvent[]): string[] {
  return events.map((e) => e.kind);
}

/** Cards no seat may see: face-down layout cards and the stock. */
export function hiddenCards(state: TrashState): CardId[] {
  return [
    ...state.stock,
    ...state.layouts
      .flat()
      .filter((s) => !s.faceUp)
      .map((s) => s.card),
  ];
}

/** Every card-id-shaped substring of a serialised value, quoted or embedded in other text. */
export function cardIdsIn(json: string): string[] {
  return [...json.matchAll(/(?:A|[2-9]|10|J|Q|K)[SHDC]\.\d+/g)].map((m) => m[0]);
}

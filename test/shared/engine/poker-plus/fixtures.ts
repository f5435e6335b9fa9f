/** Literal Poker+ states for scenario tests, and the hidden-card bookkeeping the playouts check. */
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import type { CardId, Dice, PokerPlusState, Royal, Selection, Step } from '../../../../shared/engine/poker-plus/types';

export interface Scenario {
  players?: number;
  rounds?: number;
  round?: number;
  turn?: number;
  step?: Step;
  royal?: Royal | null;
  selection?: Selection | null;
  dice?: Dice;
  hands?: CardId[][];
  drawPiles?: CardId[][];
  playfields?: CardId[][][];
  reserve?: CardId[];
  stock?: CardId[];
  discard?: CardId[];
}

/**
 * A state holding exactly the cards named (seat 0 to act, black die 7, red die 4 unless told).
 * Seats not described hold one card in hand so that they are not out.
 */
export function scenario(s: Scenario): PokerPlusState {
  const players = s.players ?? 2;
  const state = pokerPlus.setup({ players, seed: 'scenario', options: { rounds: s.rounds ?? 3 } });
  const spare = (seat: number): CardId[] => [`${seat + 2}C3`];
  state.players = Array.from({ length: players }, (_, seat) => ({
    hand: [...(s.hands?.[seat] ?? spare(seat))],
    drawPile: [...(s.drawPiles?.[seat] ?? [])],
    playfield: (s.playfields?.[seat] ?? []).map((h) => [...h]),
  }));
  state.reserve = [...(s.reserve ?? [])];
  state.stock = [...(s.stock ?? [])];
  state.discard = [...(s.discard ?? [])];
  state.turn = s.turn ?? 0;
  state.lead = 0;
  state.firstLead = 0;
  state.round = s.round ?? 1;
  state.step = s.step ?? 'act';
  state.royal = s.royal ?? null;
  state.selection = s.selection ? structuredClone(s.selection) : null;
  state.dice = s.dice ?? { black: 7, red: 4 };
  return state;
}

/** Applies and insists it worked. */
export function play(state: PokerPlusState, action: unknown, seat = state.turn) {
  const r = pokerPlus.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused: ${r.code} ${r.error}`);
  return r;
}

/** Every card in every zone, for conservation checks. */
export function allCards(state: PokerPlusState): CardId[] {
  return [...state.players.flatMap((p) => [...p.hand, ...p.drawPile, ...p.playfield.flat()]), ...state.reserve, ...state.stock, ...state.discard];
}

/** Cards `seat` (null = spectator) must not be able to see. */
export function hiddenFrom(state: PokerPlusState, seat: number | null): Set<CardId> {
  const hidden = new Set<CardId>(state.stock);
  state.players.forEach((p, s) => {
    for (const id of p.drawPile) hidden.add(id);
    if (s !== seat) for (const id of p.hand) hidden.add(id);
  });
  return hidden;
}

const CARD_TOKEN = /"((?:[A2-9TJQK][SCHD]|X[BR])[0-3])"/g;

/** Card ids appearing as JSON strings anywhere in `value`. */
export function cardTokens(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(CARD_TOKEN)].map((m) => m[1]);
}

/**
 * Vocabulary of Trash, the children's card game (rule text: shared/seeds/trash-childrens-game.txt,
 * rules as implemented: docs/rules/trash.md). Everything here is plain JSON.
 */
import type { RngState } from '../rng';

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/**
 * One physical card: rank, suit and which of the shuffled-together decks it came from, e.g. `'10H.2'`.
 * Several decks are in play, so the deck number keeps every id unique.
 */
export type CardId = string;

/** "Setup": "two or more players"; "for five or six you need three decks, and so on": up to eight here, like Poker+. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/** "Object of Trash": a layout of ten cards, ace to 10. */
export const FULL_LAYOUT = 10;

/**
 * Length guard (not in the text): a hand in which the stock has been used up and rebuilt this many
 * times with no card placed by anyone is declared stuck (docs/rules/trash.md, "When nobody can play").
 */
export const MAX_IDLE_RESHUFFLES = 3;

/** One position of a layout. Position `i` of the array is the spot for rank `i + 1` (ace = 1). */
export interface Spot {
  card: CardId;
  faceUp: boolean;
}

/** Where the card the player is holding came from; a card taken from the discard must be played. */
export const HELD_FROM = ['stock', 'discard', 'layout'] as const;
export type HeldFrom = (typeof HELD_FROM)[number];

export interface HeldCard {
  card: CardId;
  from: HeldFrom;
}

/** `start`: draw or take the discard; `holding`: place or discard the held card; `over`: game won. */
export const STEPS = ['start', 'holding', 'over'] as const;
export type Step = (typeof STEPS)[number];

/** `filled`: the text's way; `stuck`: our length guard decided it. */
export type HandEnd = 'filled' | 'stuck';

/**
 * What an action leaves to follow: the player still holds a card, the turn passes left, the
 * player's layout is full, or the stock can no longer be drawn from (the length guard).
 */
export type TurnOutcome = 'holding' | 'turn-passes' | 'layout-filled' | 'stock-stuck';

export interface HandRecord {
  hand: number;
  dealer: number;
  /** Null for a stuck hand that nobody could be given (docs/rules/trash.md, "When nobody can play"). */
  winner: number | null;
  reason: HandEnd;
}

export interface TrashOptions {
  /** Starting layout size, 1-10 (default 10 as in the text); smaller sizes make a quick game. */
  layoutSize?: number;
}

export interface TrashState {
  mode: 'trash';
  players: number;
  decks: number;
  layoutSize: number;
  rng: RngState;
  /** Number of the hand being played, from 1. */
  hand: number;
  dealer: number;
  /** Seat to act (the last actor once the game is over). */
  turn: number;
  step: Step;
  held: HeldCard | null;
  /** Face down; the last element is the top. */
  stock: CardId[];
  /** Face up; the last element is the top. */
  discard: CardId[];
  /** Per seat; its length is that seat's layout size this hand. */
  layouts: Spot[][];
  handsWon: number[];
  history: HandRecord[];
  /** Times the stock was rebuilt since a card was last placed in any layout (the length guard). */
  idleReshuffles: number;
  winner: number | null;
}

export type TrashAction = { type: 'draw' } | { type: 'take-discard' } | { type: 'place'; spot: number } | { type: 'discard' };

export const ACTION_TYPES = ['draw', 'take-discard', 'place', 'discard'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type SpotView = { spot: number; faceUp: true; card: CardId } | { spot: number; faceUp: false; card: null };

export interface LayoutView {
  seat: number;
  size: number;
  faceDown: number;
  spots: SpotView[];
}

/** What one seat (or a spectator) may know: no face-down card and no stock order, for anyone. */
export interface TrashView {
  mode: 'trash';
  seat: number | null;
  players: number;
  decks: number;
  layoutSize: number;
  hand: number;
  dealer: number;
  turn: number | null;
  step: Step;
  held: HeldCard | null;
  stockCount: number;
  discard: CardId[];
  layouts: LayoutView[];
  handsWon: number[];
  history: HandRecord[];
  idleReshuffles: number;
  maxIdleReshuffles: number;
  winner: number | null;
  /** The viewing seat's legal actions now (empty for spectators and while waiting). */
  legal: TrashAction[];
}

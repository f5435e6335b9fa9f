/**
 * Vocabulary of Poker+: cards, dice, playfields, the turn's steps, actions, state and view.
 * Everything here is plain JSON so states can be cloned, stored and replayed.
 */
import type { GameResult } from '../types';
import type { RngState } from '../rng';

export const SUITS = ['S', 'C', 'H', 'D'] as const;
/** Spades, clubs, hearts, diamonds. */
export type Suit = (typeof SUITS)[number];

export const COLOURS = ['black', 'red'] as const;
export type Colour = (typeof COLOURS)[number];

/**
 * A physical card: rank letter (A 2-9 T J Q K, or X for a joker), suit letter (S C H D, or B/R for
 * a black/red joker), then the index of the deck it came from. `'7H0'`, `'TS1'`, `'XB0'`.
 * Several decks are shuffled together, so the deck index keeps ids unique.
 */
export type CardId = string;

/** What a card id means. `number` runs 1-14 like the dice: A = 1, J = 11, Q = 12, K = 13, joker = 14. */
export interface Card {
  id: CardId;
  number: number;
  /** Null for jokers, which have a colour but no suit. */
  suit: Suit | null;
  colour: Colour;
  joker: boolean;
  deck: number;
}

/** The two d14: one for the black suits, one for the red. Faces 1-14. */
export interface Dice {
  black: number;
  red: number;
}

/** Cards whose discard grants an action: A, J, Q, K and jokers (X). */
export const ROYALS = ['A', 'J', 'Q', 'K', 'X'] as const;
export type Royal = (typeof ROYALS)[number];

/**
 * Where the current turn stands. `act`: take one of the three actions. `bonus`: an exact die
 * match lets you play a second card. `royal`: a discarded royal's action is waiting.
 */
export type Step = 'act' | 'bonus' | 'royal';

export type Source = 'hand' | 'reserve';

/** A hand of a playfield by index, or `'new'` to start one. */
export type HandTarget = number | 'new';

export type PokerPlusAction =
  /** Put a card from your hand or the reserve into a hand of a playfield (someone else's only with a Joker). */
  | { type: 'play'; from: Source; card: CardId; playfield: number; hand: HandTarget }
  /** Discard a card from your hand; a royal then offers its action. */
  | { type: 'discard'; card: CardId }
  /** Ace: start splitting this hand of your playfield; then pick the cards that leave it and confirm. */
  | { type: 'split'; hand: number }
  /** Ace: join two of your hands; the joined hand takes the lower index. */
  | { type: 'merge'; hands: [number, number] }
  /** Add a card to the selection: one leaving the hand being split, or the card a Joker will play. */
  | { type: 'pick'; card: CardId }
  /** Take a card back out of a split's selection. */
  | { type: 'unpick'; card: CardId }
  /** Carry out the split with the cards picked. */
  | { type: 'confirm' }
  /** Drop the selection and choose the royal's action again. */
  | { type: 'cancel' }
  /** Decline the exact-match second card or a royal's action. */
  | { type: 'pass' };

export type PokerPlusActionType = PokerPlusAction['type'];

/**
 * A whole decision as the bot weighs it: an action, except that a split names all its cards at
 * once. The legal list breaks splits (and the Joker's card-then-destination) into steps, since
 * listing every whole split would run to a thousand entries.
 */
export type PokerPlusMove = Extract<PokerPlusAction, { type: 'play' | 'discard' | 'merge' | 'pass' }> | { type: 'split'; hand: number; cards: CardId[] };

/**
 * A choice being made over several actions, kept in the state between them.
 * `split`: the Ace is splitting hand `hand`; `cards` are picked to leave it, in picking order.
 * `joker`: the Joker's card is picked (`from` where it lies); its destination comes next.
 */
export type Selection = { kind: 'split'; hand: number; cards: CardId[] } | { kind: 'joker'; card: CardId; from: Source };

/**
 * A selection as a seat sees it. A split is of a public playfield, so everyone sees its cards.
 * The Joker's card is public when it comes from the reserve; a hand card is `null` to all but its owner.
 */
export type SelectionView = { kind: 'split'; hand: number; cards: CardId[] } | { kind: 'joker'; card: CardId | null; from: Source };

export interface PokerPlusOptions {
  /** Rounds to play; points add up across rounds ("legacy" tally). Default 3. */
  rounds?: number;
}

export interface PokerPlusConfig {
  players: number;
  decks: number;
  rounds: number;
  handSize: number;
  personalDeckSize: number;
  reserveSize: number;
}

export interface PlayerState {
  /** Private: the cards in hand. */
  hand: CardId[];
  /** Private, also to its owner: the rest of the personal deck, top first. */
  drawPile: CardId[];
  /** Public: the hands being built, each a group of cards in the order played. */
  playfield: CardId[][];
}

/** One playfield hand as scored at the end of a round. */
export interface ScoredHand {
  cards: CardId[];
  /** Name of the scoring-table entry it made, or null when it matches none. */
  name: string | null;
  points: number;
}

export type RoundEnd = 'out-of-cards' | 'jokers';

export interface RoundRecord {
  round: number;
  lead: number;
  endedBy: RoundEnd;
  /** Points per seat this round. */
  points: number[];
  /** Per seat, per hand, what it scored. */
  hands: ScoredHand[][];
  /** Seats with the most points this round. */
  winners: number[];
}

export interface PokerPlusState {
  mode: 'poker-plus';
  config: PokerPlusConfig;
  rng: RngState;
  /** 1-based. */
  round: number;
  /** Seat that led round 1; later rounds pass the lead to the left. */
  firstLead: number;
  lead: number;
  /** Seat taking its turn. */
  turn: number;
  step: Step;
  /** The discarded royal whose action is waiting (step `royal`). */
  royal: Royal | null;
  /** The choice under way in a royal's action (a split's cards, a Joker's card), else null. */
  selection: Selection | null;
  dice: Dice;
  players: PlayerState[];
  /** Face-up cards anyone may play from. */
  reserve: CardId[];
  /** The "reserve deck": undealt cards, top first, face down. */
  stock: CardId[];
  /** Face up, newest last. */
  discard: CardId[];
  history: RoundRecord[];
  /** Turns started so far in the game, for logs and loop guards. */
  turns: number;
  over: boolean;
}

/**
 * Everything that decides which actions are legal right now. Built from the full state by the
 * engine and from a seat's view by the bot, so both see exactly the same rules.
 */
export interface TurnContext {
  seat: number;
  step: Step;
  royal: Royal | null;
  selection: Selection | null;
  dice: Dice;
  hand: readonly CardId[];
  reserve: readonly CardId[];
  playfields: readonly (readonly (readonly CardId[])[])[];
}

/** What a seat shows to everyone. */
export interface SeatView {
  seat: number;
  handCount: number;
  drawCount: number;
  /** No cards in hand or draw pile: the seat's turns are skipped for the rest of the round. */
  out: boolean;
  playfield: CardId[][];
  /** Points from finished rounds. */
  total: number;
}

/** A finished round as the view shows it: names and points, not card ids (those are reused next round). */
export interface RoundSummary {
  round: number;
  lead: number;
  endedBy: RoundEnd;
  points: number[];
  hands: { name: string | null; points: number; size: number }[][];
  winners: number[];
}

export interface PokerPlusView {
  mode: 'poker-plus';
  /** The seat this view is for; null for a spectator. */
  seat: number | null;
  round: number;
  rounds: number;
  lead: number;
  turn: number;
  step: Step;
  royal: Royal | null;
  /** The acting seat's choice under way, as this seat may see it. */
  selection: SelectionView | null;
  dice: Dice;
  /** Your own hand; null for a spectator. */
  hand: CardId[] | null;
  seats: SeatView[];
  reserve: CardId[];
  stockCount: number;
  discard: CardId[];
  history: RoundSummary[];
  limits: { handSize: number };
  over: boolean;
  result: GameResult | null;
  /** Your legal actions now (empty when it is not your turn). */
  legal: PokerPlusAction[];
}

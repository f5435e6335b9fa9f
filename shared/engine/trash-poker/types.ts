/**
 * Trash Poker vocabulary: card ids, zones, steps, actions, effects and the game state.
 * The state is plain JSON (arrays of card id strings, numbers, records) so it can be cloned,
 * stored, sent and replayed; every rule module reads and writes this one shape.
 */
import type { RngState } from '../rng.js';
import type { GameResult } from '../types.js';
import type { HandRank, Rank, Suit } from './hand.js';

export type { Rank, Suit, HandRank };

/**
 * A card id. Standard cards are `<owner>-<rank><suit>` (`0-AS`, `3-10H`): the owner is the seat
 * whose starting deck the card comes from. Jokers are `j01`..`j17` (starting jokers) and `u01`..
 * (unlockable jokers); they belong to no starting deck, so they are foreign to everyone.
 */
export type CardId = string;

export const SEAT_ZONES = ['draw', 'discard', 'hand', 'played', 'pot', 'trash'] as const;
/** Where a seat keeps cards; upgrades are kept per area (see `UPGRADE_AREAS`). */
export type SeatZone = (typeof SEAT_ZONES)[number];

/** The tableau's upgrade areas; the two flush-suit effects are separate areas of at most 1 card. */
export const UPGRADE_AREAS = [
  'heartsDiamonds',
  'spadesClubs',
  'drawMore',
  'trashMore',
  'fiveFour',
  'fullHouseStraight',
  'lower',
] as const;
export type UpgradeArea = (typeof UPGRADE_AREAS)[number];

/** Where a card can be, for events: a seat zone, an upgrade, or a shared place. */
export type Zone = SeatZone | 'upgrade' | 'offer' | 'middle' | 'stack' | 'joker-deck' | 'draft' | 'box' | 'removed';

export const SCORE_CATEGORIES = [
  /** Chips for the place in a round ("γ - Score Cards"). */
  'places',
  /** Five / four of a kind bonus chips ("Bonus Chips"). */
  'handBonus',
  /** Rank-point bonus chips from the scoring track ("Bonus Chips"). */
  'rpBonus',
  /** +5 for 1st place in the last round ("Changes in the Last Round"). */
  'finalJoker',
  /** 66 chips for drawing through the whole deck ("I Can't Draw Enough Cards Anymore"). */
  'exhaustion',
  /** On-play joker chips (unlockable jokers). */
  'playEffects',
  'sixesDeck',
  'sixesTrash',
  'aces',
  'pairs45',
  'twos',
  /** End-of-game joker effects. */
  'jokers',
] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

export type Phase = 'draft' | 'choose-joker' | 'draw' | 'collect' | 'cleanup' | 'over';

/**
 * What a seat is doing. Simultaneous phases give every seat its own step; in the collect phase
 * the collector's step comes from its pending effects (see `stepOf`).
 */
export type Step =
  | 'idle'
  | 'draft'
  | 'choose-joker'
  | 'final-shuffle'
  | 'redraw'
  | 'threes'
  | 'select'
  | 'collect'
  | PendingEffect['kind']
  | 'pot-trash'
  | 'cleanup-trash'
  | 'cleanup-shuffle';

// ---------------------------------------------------------------------------------------------
// Effects as tagged data, interpreted by hook points in pot/effects.ts (collect), play.ts (on
// play) and final-scoring.ts (end of game). Unlockable jokers add members to these unions.

/** "Collect" effects (bag icon), carried out when the card is collected from the pot. */
export type CollectEffect =
  /** Reveal the top card of a foreign draw pile `times` times; put each in your Trash or discard pile ("7"). */
  | { do: 'raid'; times: number }
  /** Turn your "shuffle" tile to its colored side ("7"). */
  | { do: 'activate-shuffle' }
  /** Upgrade up to `max` times, at least `min` times when possible ("8, 9, 10"). */
  | { do: 'upgrade'; max: number; min: number }
  /** Trash up to `max` cards from your discard pile and/or the top of your draw pile ("J, Q, K"). */
  | { do: 'trash'; max: number };

/** On-play effects (unlockable jokers): carried out when the card is revealed as a played card. */
export type PlayEffect = { do: 'rp'; amount: number } | { do: 'chips'; amount: number };

/** End-of-game effects of a card, scored in "Final Scoring" when the card lies `where`. */
export type FinalEffect =
  /** Flat chips. */
  | { do: 'chips'; where: 'deck' | 'trash'; chips: number }
  /** Chips per foreign face card (a card with at least one J/Q/K) in your Trash. */
  | { do: 'chips-per-foreign-face-card'; where: 'trash'; chips: number }
  /** Chips per foreign face rank symbol in your Trash (the standard "2"). */
  | { do: 'chips-per-foreign-face-rank'; where: 'trash'; chips: number }
  /** `chips` per `per` cards in your Trash, this card included. */
  | { do: 'chips-per-trash-cards'; where: 'trash'; per: number; chips: number };

/** A pending part of a collect effect of the seat collecting now. */
export type PendingEffect =
  /** Last round: put the collected card on the discard pile or straight into the Trash. */
  | { kind: 'place-collected'; card: CardId }
  /** Last round: carry out the collected card's collect effect or not. */
  | { kind: 'confirm-effect'; card: CardId }
  /** Pick a foreign draw pile (`revealed` null), then place the revealed card. */
  | { kind: 'raid'; left: number; revealed: CardId | null; from: number | null }
  /** Pick a card (discard pile or `top`), then an area; `min` of the upgrades are compulsory. */
  | { kind: 'upgrade'; left: number; min: number; source: CardId | 'top' | null }
  /** Pick discard-pile cards and/or trash top cards; `left` is what may still be trashed. */
  | { kind: 'trash'; left: number; picked: CardId[] }
  /** Turn the shuffle tile to its colored side; needs no choice, resolved when it comes up. */
  | { kind: 'activate-shuffle' };

export type PendingEffectKind = PendingEffect['kind'];

// ---------------------------------------------------------------------------------------------
// Actions

/**
 * Player intents. Choices of several cards are made card by card: `pick`/`unpick` toggle a
 * card in the current selection and `confirm` commits it.
 */
export type TrashPokerAction =
  /** Joker draft (pro variant): put a revealed joker back in the box. */
  | { type: 'remove-joker'; card: CardId }
  /** Setup: keep one of your two dealt jokers on your discard pile. */
  | { type: 'keep-joker'; card: CardId }
  | { type: 'pick'; card: CardId }
  | { type: 'unpick'; card: CardId }
  | { type: 'confirm' }
  /** Trash effect: trash the top card of your draw pile now. Upgrade effect: use the top card. */
  | { type: 'take-top' }
  /** Upgrade effect: slide the chosen card under this area. */
  | { type: 'upgrade'; area: UpgradeArea }
  /** Collecting the pot: take this card. */
  | { type: 'collect'; card: CardId }
  /** "7" effect: reveal the top card of this seat's draw pile. */
  | { type: 'raid'; target: number }
  /** Put the revealed (7) or collected (last round) card here. */
  | { type: 'place'; to: 'discard' | 'trash' }
  /** Last round: carry out the collected card's effect or not. */
  | { type: 'effect'; use: boolean }
  /** Shuffle your draw and discard piles together (shuffle tile, or the last round's start). */
  | { type: 'shuffle'; use: boolean };

export type ActionType = TrashPokerAction['type'];

// ---------------------------------------------------------------------------------------------
// Options

export interface TrashPokerVariants {
  /** "Trash only 2 cards from the pot". */
  trashTwoFromPot: boolean;
  /** "Drafting jokers": reveal 23 jokers, remove one each in turn until 17 remain. */
  draftJokers: boolean;
}

/** Setup options after validation, with defaults filled in. */
export interface TrashPokerOptions {
  variants: TrashPokerVariants;
  /** Ids of the jokers in play (not the Final Joker). */
  jokerPool: CardId[];
}

// ---------------------------------------------------------------------------------------------
// State

/** A seat's played hand once revealed, with how it scored this round. */
export interface RoundResult {
  handRank: HandRank;
  baseRP: number;
  bonusRP: number;
  flush: boolean;
  rp: number;
  /** Placement key from the hand evaluator (larger is better, equal ties). */
  key: number;
  /** 1 = best this round, after ties. */
  place: number;
  /** Chips won this round (place, bonuses). */
  chips: number;
  /** Star names chosen by the evaluator: played card id -> rank/suit. */
  wilds: { card: CardId; rank?: Rank; suit?: Suit }[];
}

export interface SeatState {
  /** Face down; the last element is the top. */
  draw: CardId[];
  /** Face up; the last element is the top. */
  discard: CardId[];
  hand: CardId[];
  /** Face down until everyone has selected, then face up. */
  played: CardId[];
  /** Cards kept in hand after selecting, face up in the middle while the pot is collected. */
  pot: CardId[];
  /** Face up, sorted by nobody: order of arrival. */
  trash: CardId[];
  /** Face down under the tableau; others see counts. */
  upgrades: Record<UpgradeArea, CardId[]>;
  /** Setup: the two jokers dealt to choose from. */
  offer: CardId[];
  chips: number;
  /** Chips by category; sums to `chips` (final scoring adds its categories at the end). */
  score: Record<ScoreCategory, number>;
  shuffleActive: boolean;
  /** The seat's step in a simultaneous phase ('idle' = done or waiting). */
  step: Step;
  /** The current selection (redraw, threes, select, pot-trash, cleanup-trash). */
  picked: CardId[];
  /** Cards discarded while drawing this round; others see them only once the cards are played. */
  secretDiscards: CardId[];
  /** This round's revealed hand, or null before the reveal. */
  result: RoundResult | null;
  /** How often this seat drew through its whole deck (66 chips each). */
  exhaustions: number;
}

export interface DraftState {
  /** Revealed jokers still in the draft. */
  revealed: CardId[];
  /** The draft ends when this many remain. */
  keep: number;
  /** Seat removing the next joker. */
  turn: number;
}

export interface CollectState {
  /** Seats in collecting order: lowest placed first. */
  order: number[];
  /** Index into `order` of the seat collecting now. */
  turn: number;
  /** What the collector still has to carry out, first = now. */
  effects: PendingEffect[];
}

export interface TrashPokerState {
  mode: 'trash-poker';
  players: number;
  options: TrashPokerOptions;
  rng: RngState;
  /** 0 during setup, 1..8 during play. */
  round: number;
  phase: Phase;
  seats: SeatState[];
  /** The shuffled joker stack before jokers are dealt (face down). */
  jokerDeck: CardId[];
  draft: DraftState | null;
  /** Face-down joker stacks for the coming rounds; index 0 is next. */
  stacks: CardId[][];
  /** This round's jokers, face up on the scoring track: part of the pot. */
  middle: CardId[];
  /** Jokers put back in the box (not chosen, drafted out, left over). Hidden. */
  box: CardId[];
  /** Jokers removed from the game after staying in the pot. Public. */
  removed: CardId[];
  /** This round's seats, best placed first (empty before the reveal). */
  placement: number[];
  collect: CollectState | null;
  /** Set once the game is over. */
  result: GameResult | null;
}

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
export const UPGRADE_AREAS = ['heartsDiamonds', 'spadesClubs', 'drawMore', 'trashMore', 'fiveFour', 'fullHouseStraight', 'lower'] as const;
export type UpgradeArea = (typeof UPGRADE_AREAS)[number];

/**
 * Where a card can be, for events: a seat zone, an upgrade, or a shared place. A House (solo
 * mode) uses `draw`, `pot` and `discard` with its participant number as `seat`, and keeps the
 * cards it removed from the pot in `house-removed`. `personal` is a seat's pile of drafted jokers
 * ("Drafting personal jokers"); `achievements` holds the jokers kept apart for achievements.
 */
export type Zone =
  | SeatZone
  | 'upgrade'
  | 'offer'
  | 'middle'
  | 'stack'
  | 'joker-deck'
  | 'draft'
  | 'box'
  | 'removed'
  | 'house-removed'
  | 'personal'
  | 'achievements';

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

/** A House's chips by category: place chips, RP bonus (harder adjustment), Final Joker, removed cards. */
export const HOUSE_SCORE_CATEGORIES = ['places', 'rpBonus', 'finalJoker', 'removals'] as const;
export type HouseScoreCategory = (typeof HOUSE_SCORE_CATEGORIES)[number];

/**
 * `retrieve`: between the play and collecting, seats whose lasting effect lets them take a card
 * from any Trash (Joker u04) choose it. `unlock`: after final scoring, players who earned an
 * unlock choose 1 of 3 drawn unlockable jokers ("Unlocking Stuff").
 */
export type Phase = 'draft' | 'choose-joker' | 'draw' | 'retrieve' | 'collect' | 'cleanup' | 'unlock' | 'over';

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
  | 'cleanup-shuffle'
  /** Drafting personal jokers: choose one of your drafted jokers to shuffle in (or none). */
  | 'personal-joker'
  /** Joker u04: put 1 card from any Trash on your discard pile (or none). */
  | 'retrieve'
  /** Unlocking Stuff: choose 1 of the drawn unlockable jokers. */
  | 'choose-unlock';

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
export type PlayEffect =
  /** Increase your RP by the stated amount. */
  | { do: 'rp'; amount: number }
  /** Get the stated number of chips. */
  | { do: 'chips'; amount: number }
  /** Increase your RP by `amount` per pair of a "4" and a "5" in your Trash (Joker u09). */
  | { do: 'rp-per-trash-pair45'; amount: number }
  /** In this played hand these two suits count as the same suit. */
  | { do: 'same-suits'; suits: readonly [Suit, Suit] };

/**
 * Lasting effects (the infinity symbol on a trash can): active while the card is in your Trash.
 */
export type LastingEffect =
  /** When you collect a card showing `rank`, carry out `effects` too (Joker u03). */
  | { do: 'on-collect'; rank: Rank; effects: CollectEffect[] }
  /** When you score exactly `hand`, you may put 1 card from any Trash on your discard pile (Joker u04). */
  | { do: 'retrieve-on-score'; hand: HandRank }
  /** `rp` more when the hand rank you score is exactly `hand`, not merely contained in it. */
  | { do: 'hand-bonus'; hand: HandRank; rp: number }
  /** `rp` more when `rank` is part of your scored hand rank, not just an unused extra card. */
  | { do: 'rank-in-hand-bonus'; rank: Rank; rp: number }
  /** Your hand-rank upgrades add 1 RP each to every hand and lose their normal effect (Joker u10). */
  | { do: 'upgrades-as-flat-rp' }
  /** A straight needs only `length` consecutive ranks (Joker u11). */
  | { do: 'straight-length'; length: 4 };

/** End-of-game effects of a card, scored in "Final Scoring" when the card lies `where`. */
export type FinalEffect =
  /** `chips` per `rank` symbol in your deck, if this card is in your deck or Trash (Joker u07). */
  | { do: 'chips-per-rank-in-deck'; where: 'deck-or-trash'; rank: Rank; chips: number }
  /** Every "5" in your Trash scores `chips`, paired with a "4" or not (Joker u12). */
  | { do: 'fives-score-alone'; where: 'trash'; chips: number }
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
  | { type: 'shuffle'; use: boolean }
  /** Unlocking Stuff: keep this one of the drawn unlockable jokers. */
  | { type: 'choose-unlock'; card: CardId };

export type ActionType = TrashPokerAction['type'];

// ---------------------------------------------------------------------------------------------
// Options

export interface TrashPokerVariants {
  /** "Trash only 2 cards from the pot". */
  trashTwoFromPot: boolean;
  /** "Drafting jokers": reveal 23 jokers, remove one each in turn until 17 remain. */
  draftJokers: boolean;
  /** "Drafting personal jokers": removed jokers are kept and may be shuffled in with the shuffle tile. */
  personalJokers: boolean;
  /**
   * Rounds in the game, 2-8 (default 8; docs/rules/trash-poker.md, "A shorter game"): the last
   * one gets the Final Joker and the last round's rules, and final scoring is unchanged.
   */
  rounds: number;
}

/** The variants that are turned on or off (every variant but the number of rounds). */
export type VariantFlag = Exclude<keyof TrashPokerVariants, 'rounds'>;

export const DIFFICULTIES = ['easy', 'normal', 'hard', 'expert'] as const;
/** Solo mode difficulty: which scoring card side the House uses. */
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SOLO_ADJUSTMENTS = [
  /** Easier: you win ties. */
  'player-wins-ties',
  /** Easier: the House's pot is 4 cards. */
  'house-pot-4',
  /** Easier: the House's marker does not move when you lose the round. */
  'no-advance-on-loss',
  /** Harder: the House gets the bonus chips for high rank points. */
  'house-rp-bonus',
  /** Harder: the House's pot is 2 cards. */
  'house-pot-2',
  /** Harder: the House's marker moves 1 more space when you win the round. */
  'advance-on-win',
] as const;
/** "Adjusting Difficulty". */
export type SoloAdjustment = (typeof SOLO_ADJUSTMENTS)[number];

export interface SoloOptions {
  difficulty: Difficulty;
  adjustments: SoloAdjustment[];
  /** 1-3 Houses; players + houses is at most 4. */
  houses: number;
}

/** Setup options after validation, with defaults filled in. */
export interface TrashPokerOptions {
  variants: TrashPokerVariants;
  /** Ids of the jokers in play (not the Final Joker): the 17 starting jokers plus unlocked ones. */
  jokerPool: CardId[];
  /** Unlockable jokers unlocked before this game (they are in the pool, never drawn as unlocks). */
  unlockedJokers: CardId[];
  /** Whether the game ends with the unlock step ("Unlocking Stuff"). */
  unlocks: boolean;
  /** Checkmarks already made in the box lid, per row of `BOX_LID_ROWS` (lowest row first). */
  boxLid: number[];
  /** Whether achievements can be fulfilled (their jokers are kept apart). */
  achievements: boolean;
  /** Achievements fulfilled in earlier games (their boxes are checked). */
  achievementsDone: string[];
  /** Per seat: a joker earned by an end-of-game achievement, offered with the 2 dealt jokers. */
  rewardJokers: (CardId | null)[];
  /** "Whoever lost the last game" removes the first joker in the draft. */
  lastLoser: number;
  /** Solo mode against the House (null: no House). */
  solo: SoloOptions | null;
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

/** A House's round, once its RP are rolled. */
export interface HouseRound {
  die: number;
  rp: number;
  place: number;
  chips: number;
}

/** One House (solo mode): automated by the engine, never an actor. */
export interface HouseState {
  /** Face down, never shuffled; the last element is the top. Hidden from everyone. */
  draw: CardId[];
  /** This round's pot: top cards of the draw pile, face up. */
  pot: CardId[];
  /** Pot cards nobody took; face up, never shuffled back. */
  discard: CardId[];
  /** Cards the House removed from the pot; no longer needed, not scored. */
  removed: CardId[];
  chips: number;
  score: Record<HouseScoreCategory, number>;
  /** Face-down personality cards, the last is the top. Hidden. */
  personalities: string[];
  /** Personality cards revealed since the last reshuffle, the last is the current one. */
  revealed: string[];
  /**
   * Every personality card this House has shown, in the order first seen: public memory (after
   * its first reshuffle, all of them), kept so that no player has to take notes.
   */
  seen: string[];
  /** This round's die roll, RP and place (null before the play). */
  round: HouseRound | null;
}

export interface SoloState {
  difficulty: Difficulty;
  adjustments: SoloAdjustment[];
  /** Scoring card and side in use (see `SCORING_CARDS`). */
  scoringCard: string;
  side: Difficulty;
  /** The House's rank marker (with several Houses: the point chip marking the base points). */
  marker: number;
  houses: HouseState[];
}

/** A line of `result().extra.unlocks`: what a seat unlocked, for the server to keep. */
export interface UnlockRecord {
  seat: number;
  kind: 'checkmark' | 'joker' | 'achievement';
  item: string;
  data?: Record<string, unknown>;
}

export interface UnlockState {
  /** Checkmarks per box-lid row, this game's included. */
  lid: number[];
  /** Unlockable jokers that may be drawn (ids only: they are not in this game). */
  stack: CardId[];
  /** Unlocks still to choose, in order; the head is choosing now. */
  queue: { seat: number; reason: 'checkmark' | 'house' }[];
  /** The jokers drawn for the head of the queue (public). */
  offer: CardId[];
  /** Everything unlocked this game, in order. */
  records: UnlockRecord[];
}

export interface AchievementLogEntry {
  seat: number;
  id: string;
  round: number;
  /** The joker unlocked (null when it was already unlocked). */
  joker: CardId | null;
}

export interface AchievementState {
  /** Achievements that can still be fulfilled in this game. */
  open: string[];
  /** Jokers kept apart for the open achievements (face up beside the box). */
  stack: CardId[];
  /** Per seat: the achievement fulfilled this game (1 at most), or null. */
  fulfilled: (string | null)[];
  /** Per seat: achievements whose special rule the seat broke (no longer possible this game). */
  broken: string[][];
  log: AchievementLogEntry[];
}

export interface CollectState {
  /** Participants (seats, then Houses) in collecting order: lowest placed first. */
  order: number[];
  /** Index into `order` of the participant collecting now. */
  turn: number;
  /** What the collector still has to carry out, first = now. */
  effects: PendingEffect[];
}

export interface TrashPokerState {
  mode: 'trash-poker';
  /** Seats that act (humans or bots); Houses are extra participants numbered after them. */
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
  /** This round's participants (seats and Houses), best placed first (empty before the reveal). */
  placement: number[];
  collect: CollectState | null;
  /** Solo mode: the House(s); participant numbers `players`.. (null without a House). */
  solo: SoloState | null;
  /** Per seat: drafted jokers kept for "Drafting personal jokers" (public). */
  personal: CardId[][];
  /** Achievements (null when not played with). */
  achievements: AchievementState | null;
  /** Unlocking Stuff (null when the game ends without unlocks). */
  unlock: UnlockState | null;
  /** Set once final scoring is done (standings); complete once the game is over. */
  result: GameResult | null;
}

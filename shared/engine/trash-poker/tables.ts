/**
 * Numbers from the rulebook (and the ones it leaves out, decided in docs/rules/trash-poker.md),
 * kept as data so rules read them instead of branching on them.
 */
import type { HandRank } from './hand.js';

/** Seats that act: 1 plays solo against the House ("Solo Mode"). */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;
/** Seats plus Houses: there are 4 poker decks and a scoring track for 2-4. */
export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 4;
export const ROUNDS = 8;

/** "1. Drawing Cards": draw 7, redraw up to 5, play 5. */
export const DRAW_COUNT = 7;
export const REDRAW_MAX = 5;
export const PLAY_COUNT = 5;

/** "4. Cleaning Up": trash 1 card from the discard pile (plus one per "trash more" upgrade). */
export const CLEANUP_TRASH = 1;

/** "Variants for Pros": trash only 2 cards from the pot. */
export const POT_TRASH_LIMIT_VARIANT = 2;

/** Setup step 8: jokers dealt to each player, of which they keep one. */
export const JOKERS_DEALT = 2;

/** "Drafting jokers": reveal 23, remove one in turn until 17 remain. */
export const DRAFT_REVEAL = 23;
export const DRAFT_KEEP = 17;
/** "Drafting jokers": once you have unlocked at least 6 new jokers. */
export const DRAFT_MIN_UNLOCKED = 6;
/** "Drafting personal jokers": once you have unlocked at least 10 new jokers. */
export const PERSONAL_DRAFT_MIN_UNLOCKED = 10;

/** "Unlocking Stuff": shuffle the joker stack and draw 17 cards for every game. */
export const JOKERS_PER_GAME = 17;

/**
 * Setup step 9: jokers per round for rounds 1-7 (round 8 has the Final Joker), using all the
 * jokers left after dealing (17 - 2 per player). The rulebook prints only the 2-player row;
 * the 3- and 4-player rows follow the same rule: stacks of 1-2 from the remaining jokers,
 * rounds with 2 first.
 */
export const JOKER_STACKS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 2, 2, 2, 2, 2, 1],
  3: [2, 2, 2, 2, 1, 1, 1],
  4: [2, 2, 1, 1, 1, 1, 1],
};

export interface PlaceReward {
  chips: number;
  shuffle: boolean;
}

/** "γ - Score Cards": chips by place (1st first) and number of players; `shuffle` activates the tile. */
export const PLACE_CHIPS: Readonly<Record<number, readonly PlaceReward[]>> = {
  2: [
    { chips: 5, shuffle: true },
    { chips: 0, shuffle: false },
  ],
  3: [
    { chips: 7, shuffle: true },
    { chips: 5, shuffle: false },
    { chips: 0, shuffle: false },
  ],
  4: [
    { chips: 10, shuffle: true },
    { chips: 7, shuffle: true },
    { chips: 5, shuffle: false },
    { chips: 0, shuffle: false },
  ],
};

/** "Bonus Chips": by hand rank. */
export const HAND_BONUS_CHIPS: Readonly<Partial<Record<HandRank, number>>> = {
  'five-of-a-kind': 3,
  'four-of-a-kind': 2,
};

/**
 * "Bonus Chips": by rank points reached, "see scoring track". The track's values are not in the
 * rulebook; these tiers start at 10 RP, the first total a plain hand cannot reach (five of a
 * kind is 9), and step every 3 RP. Only the highest tier reached counts.
 */
export const RP_BONUS_CHIPS: readonly { minRp: number; chips: number }[] = [
  { minRp: 10, chips: 1 },
  { minRp: 13, chips: 2 },
  { minRp: 16, chips: 3 },
  { minRp: 19, chips: 4 },
  { minRp: 22, chips: 5 },
];

/** "Changes in the Last Round": 1st place gets 5 more chips. */
export const FINAL_JOKER_FIRST_BONUS = 5;

/** "I Can't Draw Enough Cards Anymore": chips for drawing through the whole deck. */
export const EXHAUSTION_CHIPS = 66;

/** "Final Scoring". */
export const FINAL_SCORING = {
  /** "6" majority, separately for deck and Trash. */
  sixFirst: 15,
  /** 2nd place, with 3 or 4 players only. */
  sixSecond: 10,
  /** Everyone tied for 1st gets this; nobody else gets anything. */
  sixTiedFirst: 10,
  /** Minimum players for a 2nd place in the "6" majority. */
  sixSecondMinPlayers: 3,
  /** Per printed "A" in the deck: standard aces and the A symbols of jokers. */
  acePerSymbol: 5,
  /** Per pair of a "4" and a "5" in the Trash. */
  pair45: 5,
} as const;

/**
 * "Unlocking Stuff": the rows of the box lid, lowest first, each with its point value and number
 * of boxes. A score of 90 or more makes a checkmark in an empty box of a row whose value it
 * reached. The rulebook leaves the rows to the box; these are decided in docs/rules/trash-poker.md.
 */
export const BOX_LID_ROWS: readonly { points: number; boxes: number }[] = [
  { points: 90, boxes: 5 },
  { points: 100, boxes: 4 },
  { points: 110, boxes: 3 },
  { points: 120, boxes: 3 },
  { points: 130, boxes: 2 },
  { points: 140, boxes: 2 },
  { points: 150, boxes: 1 },
];

/** "Unlocking Stuff": draw 3 unlockable jokers and choose 1. */
export const UNLOCK_DRAW = 3;

/**
 * Solo mode cards as data ("Solo Mode"): the 14 personality cards the House draws 3 of, and the
 * 3 double-sided scoring cards. The rulebook describes how they are used but prints neither;
 * the designs and their reasons are in docs/rules/trash-poker.md ("Solo mode").
 *
 * A personality card lists 15 lines from top to bottom: the 13 ranks and the two star symbols
 * (`wild` = ★ any rank and any suit, `wild-suit` = ★ any suit). Every card the pot can hold
 * shows a rank or a star, so some line always matches. The scoring card lies next to it "so
 * that the lines line up": it gives the chips for each line, so the House earns most for the
 * cards it wants most.
 */
import type { Rank, Suit } from './hand.js';
import type { Difficulty } from './types.js';

/** A personality line: a rank, or a star symbol that must be printed on the card. */
export type PersonalityLine = Rank | 'wild' | 'wild-suit';

export interface PersonalityCard {
  id: string;
  name: string;
  /** What the House is after, for players. */
  text: string;
  /** 15 lines, top first: every rank and both stars once. */
  lines: readonly PersonalityLine[];
  /** Suit priority, highest first (ties between cards matching the same line). */
  suits: readonly Suit[];
}

/** The difficulties as players read them (the scoring card sides' names). */
export const DIFFICULTY_NAMES: Readonly<Record<Difficulty, string>> = { easy: 'Easy', normal: 'Normal', hard: 'Hard', expert: 'Expert' };

export const PERSONALITY_CARDS: readonly PersonalityCard[] = [
  {
    id: 'p01',
    name: 'The Ace Hoarder',
    text: 'Takes your aces, then the next highest card.',
    lines: ['A', 'K', 'Q', 'wild', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'wild-suit'],
    suits: ['S', 'H', 'D', 'C'],
  },
  {
    id: 'p02',
    name: 'The Face Hunter',
    text: 'Hunts face cards: no trashing, no faces for your "2"s.',
    lines: ['K', 'Q', 'J', 'wild', 'A', '10', '9', 'wild-suit', '8', '7', '6', '5', '4', '3', '2'],
    suits: ['H', 'D', 'S', 'C'],
  },
  {
    id: 'p03',
    name: 'The Joker Lover',
    text: 'Cannot resist a star, then the ranks jokers like to show.',
    lines: ['wild', 'wild-suit', '10', '5', '4', '3', '6', '8', '9', '7', 'Q', 'J', 'K', '2', 'A'],
    suits: ['D', 'C', 'H', 'S'],
  },
  {
    id: 'p04',
    name: 'The Six Pack',
    text: 'Collects "6"s and the other cards that score in the Trash.',
    lines: ['6', 'wild', '5', '4', '7', '3', '8', '2', '9', 'wild-suit', '10', 'J', 'Q', 'K', 'A'],
    suits: ['C', 'S', 'H', 'D'],
  },
  {
    id: 'p05',
    name: 'The Tinkerer',
    text: 'Wants the upgrade cards, "10" first.',
    lines: ['10', '9', '8', 'wild', '7', 'J', 'wild-suit', 'Q', 'K', '6', 'A', '5', '4', '3', '2'],
    suits: ['S', 'D', 'C', 'H'],
  },
  {
    id: 'p06',
    name: 'The Raider',
    text: 'Loves "7"s and works outwards from the middle.',
    lines: ['7', 'wild', '8', '6', '9', '5', '10', '4', 'wild-suit', 'J', '3', 'Q', '2', 'K', 'A'],
    suits: ['H', 'C', 'D', 'S'],
  },
  {
    id: 'p07',
    name: 'The Low Roller',
    text: 'Starts at the bottom and climbs.',
    lines: ['2', '3', '4', '5', '6', 'wild', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', 'wild-suit'],
    suits: ['D', 'H', 'C', 'S'],
  },
  {
    id: 'p08',
    name: 'The Deuce Digger',
    text: 'Takes "2"s and the face cards that feed them.',
    lines: ['2', 'J', 'Q', 'K', 'wild', '3', '4', '5', '6', '7', '8', '9', '10', 'A', 'wild-suit'],
    suits: ['C', 'D', 'S', 'H'],
  },
  {
    id: 'p09',
    name: 'The Straight Shooter',
    text: 'Wants the middle ranks every straight needs.',
    lines: ['9', '8', '10', '7', 'J', '6', 'wild', 'Q', '5', 'K', '4', 'wild-suit', 'A', '3', '2'],
    suits: ['S', 'C', 'H', 'D'],
  },
  {
    id: 'p10',
    name: 'The Royal',
    text: 'Only the court will do.',
    lines: ['Q', 'K', 'J', 'A', '10', 'wild', 'wild-suit', '9', '8', '7', '6', '5', '4', '3', '2'],
    suits: ['H', 'S', 'C', 'D'],
  },
  {
    id: 'p11',
    name: 'The Contrarian',
    text: 'Odd ranks first, even ranks last.',
    lines: ['3', '5', '7', '9', 'J', 'K', 'wild', 'A', '2', '4', '6', '8', '10', 'Q', 'wild-suit'],
    suits: ['C', 'H', 'S', 'D'],
  },
  {
    id: 'p12',
    name: 'The Suit Snob',
    text: 'Looks at suits first: a card of any suit, then the extremes.',
    lines: ['wild-suit', 'wild', 'A', '2', 'K', '3', 'Q', '4', 'J', '5', '10', '6', '9', '7', '8'],
    suits: ['D', 'S', 'C', 'H'],
  },
  {
    id: 'p13',
    name: 'The Penny Pincher',
    text: 'Happy with the junk you did not want.',
    lines: ['2', '3', '7', 'wild-suit', '8', '9', '4', '5', '6', '10', 'J', 'Q', 'K', 'wild', 'A'],
    suits: ['H', 'D', 'S', 'C'],
  },
  {
    id: 'p14',
    name: 'The Pair Breaker',
    text: 'Breaks up your pairs of "4"s and "5"s.',
    lines: ['5', '4', '6', 'wild', '3', '2', 'A', 'wild-suit', 'K', 'Q', 'J', '10', '9', '8', '7'],
    suits: ['S', 'H', 'D', 'C'],
  },
];

export const PERSONALITIES: Readonly<Record<string, PersonalityCard>> = Object.fromEntries(PERSONALITY_CARDS.map((p) => [p.id, p]));

/** One side of a scoring card: chips for each personality line, top first. */
export interface ScoringSide {
  difficulty: Difficulty;
  chips: readonly number[];
}

export interface ScoringCard {
  id: string;
  name: string;
  sides: readonly [ScoringSide, ScoringSide];
}

/**
 * The 3 double-sided scoring cards. Chips fall from the top line to the bottom; a harder side
 * pays more on every line. The multiplayer card pays less: with more opponents the House meets
 * fuller pots (it finds a card near the top of its list more often) and earns place chips from
 * the 3- and 4-player rows.
 */
export const SCORING_CARDS: readonly ScoringCard[] = [
  {
    id: 'solo-easy-normal',
    name: 'Easy / Normal',
    sides: [
      { difficulty: 'easy', chips: [5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1] },
      { difficulty: 'normal', chips: [7, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1] },
    ],
  },
  {
    id: 'solo-hard-expert',
    name: 'Hard / Expert',
    sides: [
      { difficulty: 'hard', chips: [9, 8, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 1] },
      { difficulty: 'expert', chips: [11, 10, 9, 8, 7, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2] },
    ],
  },
  {
    id: 'multi-easy-normal',
    name: 'Multiplayer Easy / Normal',
    sides: [
      { difficulty: 'easy', chips: [4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0] },
      { difficulty: 'normal', chips: [5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 0] },
    ],
  },
];

export const SCORING_CARDS_BY_ID: Readonly<Record<string, ScoringCard>> = Object.fromEntries(SCORING_CARDS.map((c) => [c.id, c]));

/** Personality cards each House draws face down (setup step 16). */
export const PERSONALITIES_PER_HOUSE = 3;
/** Setup step 15: the House's rank marker starts on space 1. */
export const HOUSE_MARKER_START = 1;
/** The die the House rolls for its RP. */
export const DIE_SIDES = 6;
/** House pot size: 3 cards, 4 with the easier adjustment, 2 with the harder one. */
export const HOUSE_POT = 3;
export const HOUSE_POT_EASIER = 4;
export const HOUSE_POT_HARDER = 2;
/** Final scoring: assume the House has 4 "6"s (for the deck and for the Trash majority). */
export const HOUSE_SIXES = 4;
/** What the House writes in the box lid when its score makes a checkmark. */
export const HOUSE_INITIALS = 'Ace';

/**
 * The scoring card for a difficulty: the multiplayer card for Easy/Normal with 3 or more
 * participants (several Houses, or a House among several players); otherwise the solo card.
 */
export function scoringCardFor(difficulty: Difficulty, participants: number): { card: ScoringCard; side: ScoringSide } {
  const candidates = participants >= 3 ? ['multi-easy-normal', 'solo-hard-expert'] : ['solo-easy-normal', 'solo-hard-expert'];
  for (const id of candidates) {
    const card = SCORING_CARDS_BY_ID[id];
    const side = card.sides.find((x) => x.difficulty === difficulty);
    if (side) return { card, side };
  }
  throw new RangeError(`No scoring card for ${difficulty}.`);
}

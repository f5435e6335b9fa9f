/**
 * The scoring table, as data, and the detector. A playfield hand is judged as a whole: it makes an
 * entry only when all of its cards form that entry (the Clogged Toilet only means something if a
 * flush with a joker added stops being a flush). Of the entries a hand makes it scores the best
 * one; a hand that makes none scores 0.
 */
import { card } from './cards';
import type { CardId } from './types';

/**
 * One entry of the table, described by shape so one matcher reads them all.
 * - `size`: cards in the hand, jokers included.
 * - `jokers`: how many jokers it holds; they must share the colour of the suited cards.
 * - `suits`: what the non-joker cards share: nothing, one suit, or one colour.
 * - `groups`: sizes of the groups of equal numbers among the non-joker cards, largest first
 *   (`[3, 2]` is a full house), or `'any'`.
 * - `sequence`: the groups' numbers run consecutively (`run`, ace low or high, no wrapping) or are
 *   exactly 10 J Q K A (`royal`).
 */
export interface HandPattern {
  name: string;
  description: string;
  points: number;
  size: number;
  jokers: number;
  suits: 'any' | 'one-suit' | 'one-colour';
  groups: readonly number[] | 'any';
  sequence: 'none' | 'run' | 'royal';
  /** The rule text's example, in its own notation. */
  example: string;
}

const FIVE_PAIRS = [2, 2, 2, 2, 2] as const;
const FIVE_SINGLES = [1, 1, 1, 1, 1] as const;

/** The rule text's scoring table, in its order, with its names and points. */
export const SCORING_TABLE: readonly HandPattern[] = [
  {
    name: 'Clogged Toilet',
    description: 'Five cards of the same suit with a joker of matching colour',
    points: 0,
    size: 6,
    jokers: 1,
    suits: 'one-suit',
    groups: 'any',
    sequence: 'none',
    example: '4♠️ 5♠️ 8♠️ 10♠️ Q♠️ Joker⚫️',
  },
  { name: 'Pair', description: 'Two numerically-matching cards', points: 1, size: 2, jokers: 0, suits: 'any', groups: [2], sequence: 'none', example: '2♠️ 2♥️' },
  {
    name: 'Three of a Kind',
    description: 'Three numerically-matching cards',
    points: 1,
    size: 3,
    jokers: 0,
    suits: 'any',
    groups: [3],
    sequence: 'none',
    example: 'A♦️ A♥️ A♠️',
  },
  {
    name: 'Straight',
    description: 'Five cards of any suit in sequence',
    points: 2,
    size: 5,
    jokers: 0,
    suits: 'any',
    groups: FIVE_SINGLES,
    sequence: 'run',
    example: '5♣️ 6♥️ 7♦️ 8♦️ 9♠️',
  },
  {
    name: 'Flush',
    description: 'Five cards of same suit',
    points: 3,
    size: 5,
    jokers: 0,
    suits: 'one-suit',
    groups: 'any',
    sequence: 'none',
    example: '2♦️ 6♦️ 7♦️ J♦️ K♦️',
  },
  {
    name: 'Full House',
    description: 'Three of a kind plus a pair of any suit',
    points: 4,
    size: 5,
    jokers: 0,
    suits: 'any',
    groups: [3, 2],
    sequence: 'none',
    example: '4♥️ 4♠️ 4♦️ 9♠️ 9♥️',
  },
  {
    name: 'Four of a Kind',
    description: 'Four numerically-matching cards of any suit',
    points: 5,
    size: 4,
    jokers: 0,
    suits: 'any',
    groups: [4],
    sequence: 'none',
    example: '5♥️ 5♠️ 5♦️ 5♣️',
  },
  {
    name: 'Straight Flush',
    description: 'Five cards of the same suit in sequence',
    points: 6,
    size: 5,
    jokers: 0,
    suits: 'one-suit',
    groups: FIVE_SINGLES,
    sequence: 'run',
    example: '4♦️ 5♦️ 6♦️ 7♦️ 8♦️',
  },
  {
    name: 'Matched Pair',
    description: 'Two cards of identical suit and number',
    points: 8,
    size: 2,
    jokers: 0,
    suits: 'one-suit',
    groups: [2],
    sequence: 'none',
    example: '7♦️ 7♦️',
  },
  {
    name: 'Royal Flush',
    description: 'Ace, King, Queen, Jack, and 10 of the same suit',
    points: 10,
    size: 5,
    jokers: 0,
    suits: 'one-suit',
    groups: FIVE_SINGLES,
    sequence: 'royal',
    example: '10♠️ J♠️ Q♠️ K♠️ A♠️',
  },
  {
    name: 'Chiral House',
    description: 'A full house using all the same colour',
    points: 12,
    size: 5,
    jokers: 0,
    suits: 'one-colour',
    groups: [3, 2],
    sequence: 'none',
    example: '2♦️ 2♥️ 2♦️ A♥️ A♥️',
  },
  {
    name: 'Super Straight',
    description: 'Five pairs in sequence',
    points: 14,
    size: 10,
    jokers: 0,
    suits: 'any',
    groups: FIVE_PAIRS,
    sequence: 'run',
    example: '3♥️ 3♠️ 4♥️ 4♦️ 5♠️ 5 ♠️ 6 ♦️ 6 ♣️ 7♦️ 7♠️',
  },
  {
    name: 'The Plunger',
    description: 'Five cards of the same suit with two jokers of matching colour',
    points: 15,
    size: 7,
    jokers: 2,
    suits: 'one-suit',
    groups: 'any',
    sequence: 'none',
    example: '4❤️ 5❤️ 8❤️ 10❤️ Q❤️ Joker🔴 Joker🔴',
  },
  {
    name: 'Ultra Flush',
    description: 'Five pairs of the same suit',
    points: 16,
    size: 10,
    jokers: 0,
    suits: 'one-suit',
    groups: FIVE_PAIRS,
    sequence: 'none',
    example: '2♣️ 2♣️ 5♣️ 5♣️ 6♣️ 6♣️ 10♣️ 10♣️ A♣️ A♣️',
  },
  {
    name: 'Gay Flush',
    description: 'Five pairs of the same suit in sequence',
    points: 20,
    size: 10,
    jokers: 0,
    suits: 'one-suit',
    groups: FIVE_PAIRS,
    sequence: 'run',
    example: '8♥️ 8♥️ 9♥️ 9♥️ 10♥️ 10♥️ J♥️ J♥️ Q♥️ Q♥️',
  },
  {
    name: 'Drag Brunch',
    description: 'Two Royal Flushes of the same suit',
    points: 25,
    size: 10,
    jokers: 0,
    suits: 'one-suit',
    groups: FIVE_PAIRS,
    sequence: 'royal',
    example: '10♦️ 10♦️ J♦️ J♦️ Q♦️ Q♦️ K♦️ K♦️ A♦️ A♦️',
  },
];

const ACE = 1;
const ACE_HIGH = 14;
const ROYAL_NUMBERS = [10, 11, 12, 13, ACE];

/** The facts every pattern test needs, computed once per hand. */
interface HandFacts {
  size: number;
  jokerColours: string[];
  suits: Set<string>;
  colours: Set<string>;
  /** Group sizes of equal numbers among non-jokers, largest first. */
  groups: number[];
  /** Distinct numbers among non-jokers, ascending. */
  numbers: number[];
}

function factsOf(cards: readonly CardId[]): HandFacts {
  const jokerColours: string[] = [];
  const suits = new Set<string>();
  const colours = new Set<string>();
  const counts = new Map<number, number>();
  for (const id of cards) {
    const c = card(id);
    if (c.joker) {
      jokerColours.push(c.colour);
      continue;
    }
    suits.add(c.suit!);
    colours.add(c.colour);
    counts.set(c.number, (counts.get(c.number) ?? 0) + 1);
  }
  return {
    size: cards.length,
    jokerColours,
    suits,
    colours,
    groups: [...counts.values()].sort((a, b) => b - a),
    numbers: [...counts.keys()].sort((a, b) => a - b),
  };
}

/** Width of the smallest window holding all numbers, trying the ace low and high. */
function runSpan(numbers: readonly number[]): number {
  if (numbers.length === 0) return 0;
  const low = numbers[numbers.length - 1] - numbers[0] + 1;
  if (numbers[0] !== ACE) return low;
  const high = numbers.map((n) => (n === ACE ? ACE_HIGH : n)).sort((a, b) => a - b);
  return Math.min(low, high[high.length - 1] - high[0] + 1);
}

function jokersFit(p: HandPattern, f: HandFacts, exact: boolean): boolean {
  const n = f.jokerColours.length;
  if (exact ? n !== p.jokers : n > p.jokers) return false;
  // Jokers must match the colour of the suited cards, and each other.
  const colours = new Set([...f.jokerColours, ...f.colours]);
  return n === 0 || colours.size === 1;
}

function suitsFit(p: HandPattern, f: HandFacts): boolean {
  if (p.suits === 'one-suit') return f.suits.size <= 1;
  if (p.suits === 'one-colour') return f.colours.size <= 1;
  return true;
}

/** Exact: the groups are the pattern's. Partial: they could still grow into it. */
function groupsFit(p: HandPattern, f: HandFacts, exact: boolean): boolean {
  if (p.groups === 'any') return true;
  const want = p.groups;
  if (exact) return f.groups.length === want.length && f.groups.every((g, i) => g === want[i]);
  return f.groups.length <= want.length && f.groups.every((g, i) => g <= want[i]);
}

function sequenceFits(p: HandPattern, f: HandFacts, exact: boolean): boolean {
  if (p.sequence === 'none') return true;
  if (p.sequence === 'royal') {
    if (!f.numbers.every((n) => ROYAL_NUMBERS.includes(n))) return false;
    return !exact || f.numbers.length === ROYAL_NUMBERS.length;
  }
  const width = p.groups === 'any' ? p.size : p.groups.length;
  const span = runSpan(f.numbers);
  return exact ? span === f.numbers.length && span === width : span <= width;
}

/** True when the hand's cards, all of them, form this entry. */
export function makesPattern(pattern: HandPattern, cards: readonly CardId[]): boolean {
  return patternFits(pattern, factsOf(cards), true);
}

function patternFits(p: HandPattern, f: HandFacts, exact: boolean): boolean {
  if (exact ? f.size !== p.size : f.size > p.size) return false;
  if (f.size - f.jokerColours.length > p.size - p.jokers) return false;
  return jokersFit(p, f, exact) && suitsFit(p, f) && groupsFit(p, f, exact) && sequenceFits(p, f, exact);
}

/** What a playfield hand scores: its best entry of the table, or nothing (0). */
export interface HandScore {
  name: string | null;
  points: number;
}

export function scoreHand(cards: readonly CardId[]): HandScore {
  const f = factsOf(cards);
  let best: HandScore = { name: null, points: 0 };
  for (const p of SCORING_TABLE) {
    if (patternFits(p, f, true) && (best.name === null || p.points > best.points)) {
      best = { name: p.name, points: p.points };
    }
  }
  return best;
}

/**
 * Entries this hand could still become by adding cards (and never removing any), with how many
 * cards each still needs. Bots use it to value unfinished hands.
 */
export function reachablePatterns(cards: readonly CardId[]): { pattern: HandPattern; missing: number }[] {
  const f = factsOf(cards);
  return SCORING_TABLE.filter((p) => patternFits(p, f, false)).map((pattern) => ({
    pattern,
    missing: pattern.size - f.size,
  }));
}

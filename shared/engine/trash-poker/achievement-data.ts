/**
 * "Achievements" as data. The rulebook gives the rules (setup, special rules, "during the game"
 * and "at the end of the game" conditions, one per player per game, the joker each unlocks) but
 * no list; this list and its reasons are in docs/rules/trash-poker.md ("Achievements").
 * Conditions are tagged data interpreted in achievements.ts.
 */
import type { HandRank, Rank } from './hand.js';
import type { Difficulty, VariantFlag } from './types.js';

/** What fulfils an achievement, and when it is checked. */
export type AchievementTrigger =
  /** During the game: score this hand rank (with a flush when `flush`). */
  | { when: 'during'; check: 'hand'; hand: HandRank; flush?: boolean }
  /** During the game: have at least this many upgrade cards under your tableau. */
  | { when: 'during'; check: 'upgrades'; atLeast: number }
  /** During the game: draw through your whole deck ("I Can't Draw Enough Cards Anymore"). */
  | { when: 'during'; check: 'exhaustion' }
  /** At the end: at least this many `rank` symbols in your deck. */
  | { when: 'end'; check: 'deck-rank'; rank: Rank; atLeast: number }
  /** At the end: at least this many `rank` symbols in your Trash. */
  | { when: 'end'; check: 'trash-rank'; rank: Rank; atLeast: number }
  /** At the end: win the game. */
  | { when: 'end'; check: 'win' };

/** Setup an achievement needs: the game must be played this way for it to be possible. */
export type AchievementSetup = { needs: 'variant'; variant: VariantFlag } | { needs: 'solo'; difficulties: readonly Difficulty[] };

/** A special rule for the game: breaking it makes the achievement impossible for that player. */
export type AchievementRule = { never: 'shuffle' };

export interface Achievement {
  id: string;
  name: string;
  /** The unlockable joker kept apart for it (J/XX). */
  joker: string;
  /** The condition as players read it. */
  text: string;
  setup?: AchievementSetup;
  rule?: AchievementRule;
  trigger: AchievementTrigger;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: 'five-alive',
    name: 'Five Alive',
    joker: 'u04',
    text: 'During the game: score a Five of a Kind.',
    trigger: { when: 'during', check: 'hand', hand: 'five-of-a-kind' },
  },
  {
    id: 'steel-wheel',
    name: 'Steel Wheel',
    joker: 'u11',
    text: 'During the game: score a Straight with a flush.',
    trigger: { when: 'during', check: 'hand', hand: 'straight', flush: true },
  },
  {
    id: 'skyscraper',
    name: 'Skyscraper',
    joker: 'u10',
    text: 'During the game: have 6 upgrade cards under your tableau.',
    trigger: { when: 'during', check: 'upgrades', atLeast: 6 },
  },
  {
    id: 'bottomless',
    name: 'Bottomless',
    joker: 'u02',
    text: 'During the game: draw through your whole deck ("I Can\'t Draw Enough Cards Anymore").',
    trigger: { when: 'during', check: 'exhaustion' },
  },
  {
    id: 'ace-bank',
    name: 'Ace Bank',
    joker: 'u01',
    text: 'At the end of the game: have 6 "A"s in your deck.',
    trigger: { when: 'end', check: 'deck-rank', rank: 'A', atLeast: 6 },
  },
  {
    id: 'queens-court',
    name: "Queen's Court",
    joker: 'u07',
    text: 'At the end of the game: have 5 "Q"s in your deck.',
    trigger: { when: 'end', check: 'deck-rank', rank: 'Q', atLeast: 5 },
  },
  {
    id: 'high-fives',
    name: 'High Fives',
    joker: 'u12',
    text: 'At the end of the game: have 6 "5"s in your Trash.',
    trigger: { when: 'end', check: 'trash-rank', rank: '5', atLeast: 6 },
  },
  {
    id: 'steady-hand',
    name: 'Steady Hand',
    joker: 'u03',
    text: 'Setup: play with "Trash only 2 cards from the pot". Special rule: never shuffle your deck by choice (shuffle tile, Final Joker). At the end of the game: win.',
    setup: { needs: 'variant', variant: 'trashTwoFromPot' },
    rule: { never: 'shuffle' },
    trigger: { when: 'end', check: 'win' },
  },
  {
    id: 'house-breaker',
    name: 'House Breaker',
    joker: 'u06',
    text: 'Setup: solo mode on Hard or Expert. At the end of the game: beat the House.',
    setup: { needs: 'solo', difficulties: ['hard', 'expert'] },
    trigger: { when: 'end', check: 'win' },
  },
];

export const ACHIEVEMENTS_BY_ID: Readonly<Record<string, Achievement>> = Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, a]));

/** Jokers kept apart for achievements: never drawn as unlocks when playing with achievements. */
export const ACHIEVEMENT_JOKERS: readonly string[] = ACHIEVEMENTS.map((a) => a.joker);

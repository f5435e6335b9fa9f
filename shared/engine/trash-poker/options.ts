/**
 * Setup options: validation of the untrusted `options` object and its defaults. The shape is
 * documented at the top of docs/rules/trash-poker.md ("Options and results"):
 * `{ variants?, jokerPool?, unlockedJokers?, unlocks?, boxLid?, achievements?, achievementsDone?,
 * rewardJokers?, lastLoser?, solo? }`. Unknown keys are refused (they are typos).
 */
import { ACHIEVEMENTS_BY_ID } from './achievement-data.js';
import { JOKERS, STARTING_JOKER_IDS, UNLOCKABLE_JOKER_IDS } from './jokers.js';
import { DIFFICULTY_NAMES } from './house-data.js';
import {
  BOX_LID_ROWS,
  DRAFT_KEEP,
  DRAFT_MIN_UNLOCKED,
  JOKERS_DEALT,
  MAX_PARTICIPANTS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PERSONAL_DRAFT_MIN_UNLOCKED,
  ROUNDS,
} from './tables.js';
import type { Difficulty, SoloAdjustment, SoloOptions, TrashPokerOptions, TrashPokerState, VariantFlag } from './types.js';
import { DIFFICULTIES, SOLO_ADJUSTMENTS } from './types.js';

const OPTION_KEYS = ['variants', 'jokerPool', 'unlockedJokers', 'unlocks', 'boxLid', 'achievements', 'achievementsDone', 'rewardJokers', 'lastLoser', 'solo'];
const VARIANT_KEYS = ['trashTwoFromPot', 'draftJokers', 'personalJokers'] as const;
/** "A shorter game" (docs/rules/trash-poker.md): at least 2 rounds, so a last round follows a usual one. */
const MIN_ROUNDS = 2;
const SOLO_KEYS = ['difficulty', 'adjustments', 'houses'];
const MAX_POOL = 64;
const MAX_LIST = 64;

export type OptionsResult = { ok: true; options: TrashPokerOptions } | { ok: false; error: string };

class OptionError extends Error {}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function fail(message: string): never {
  throw new OptionError(message);
}

const quote = (x: unknown, n = 20): string => String(x).slice(0, n);

/** A list of distinct strings, each accepted by `known`. */
function idList(raw: unknown, what: string, known: (id: string) => boolean): string[] {
  if (!Array.isArray(raw) || raw.length > MAX_LIST) fail(`${what} must be a list of at most ${MAX_LIST} ids.`);
  const seen = new Set<string>();
  for (const id of raw) {
    if (typeof id !== 'string' || !known(id)) fail(`Unknown id "${quote(id)}" in ${what}.`);
    if (seen.has(id)) fail(`"${id}" is twice in ${what}.`);
    seen.add(id);
  }
  return [...(raw as string[])];
}

function bool(raw: unknown, what: string): boolean {
  if (typeof raw !== 'boolean') fail(`${what} must be true or false.`);
  return raw;
}

function parseSolo(raw: unknown, players: number): SoloOptions | null {
  const maxHouses = MAX_PARTICIPANTS - players;
  if (raw === false && players === 1) fail('One player plays against the House: solo mode cannot be turned off.');
  if (raw === undefined || raw === null || raw === false) {
    return players === 1 ? { difficulty: 'normal', adjustments: [], houses: 1 } : null;
  }
  const solo: SoloOptions = { difficulty: 'normal', adjustments: [], houses: 1 };
  if (raw === true) {
    if (maxHouses < 1) fail(`There is no deck left for a House with ${players} players.`);
    return solo;
  }
  if (!isPlainObject(raw)) fail('Solo must be an object: { difficulty, adjustments, houses }.');
  for (const key of Object.keys(raw)) if (!SOLO_KEYS.includes(key)) fail(`Unknown solo option "${quote(key, 40)}".`);
  if (raw.difficulty !== undefined) {
    if (!(DIFFICULTIES as readonly unknown[]).includes(raw.difficulty)) fail(`Choose a difficulty: ${DIFFICULTIES.join(', ')}.`);
    solo.difficulty = raw.difficulty as Difficulty;
  }
  if (raw.adjustments !== undefined) {
    solo.adjustments = idList(raw.adjustments, 'the solo adjustments', (x) => (SOLO_ADJUSTMENTS as readonly string[]).includes(x)) as SoloAdjustment[];
    if (solo.adjustments.includes('house-pot-4') && solo.adjustments.includes('house-pot-2')) {
      fail("The House's pot cannot be both 4 and 2 cards.");
    }
  }
  if (raw.houses !== undefined) {
    const houses = raw.houses;
    if (!Number.isInteger(houses) || (houses as number) < 1 || (houses as number) > 3) fail('Play against 1 to 3 Houses.');
    solo.houses = houses as number;
  }
  if (solo.houses > maxHouses) {
    fail(`${players} player${players === 1 ? '' : 's'} can play against at most ${maxHouses} House${maxHouses === 1 ? '' : 's'} (there are 4 decks).`);
  }
  return solo;
}

function parseBoxLid(raw: unknown): number[] {
  const lid = BOX_LID_ROWS.map(() => 0);
  if (raw === undefined) return lid;
  if (!Array.isArray(raw) || raw.length > BOX_LID_ROWS.length) {
    fail(`The box lid is a list of checkmarks per row (${BOX_LID_ROWS.length} rows).`);
  }
  raw.forEach((n, row) => {
    const boxes = BOX_LID_ROWS[row].boxes;
    if (!Number.isInteger(n) || n < 0 || n > boxes) fail(`Row ${BOX_LID_ROWS[row].points} of the box lid has ${boxes} boxes.`);
    lid[row] = n;
  });
  return lid;
}

function parse(raw: unknown, players: number): TrashPokerOptions {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    fail(`Trash Poker is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players (1 plays against the House).`);
  }
  const o = raw === undefined || raw === null ? {} : raw;
  if (!isPlainObject(o)) fail('Options must be an object.');
  for (const key of Object.keys(o)) if (!OPTION_KEYS.includes(key)) fail(`Unknown option "${quote(key, 40)}".`);

  const variants = { trashTwoFromPot: false, draftJokers: false, personalJokers: false, rounds: ROUNDS };
  if (o.variants !== undefined) {
    if (!isPlainObject(o.variants)) fail('Variants must be an object.');
    for (const key of Object.keys(o.variants)) {
      if (key !== 'rounds' && !(VARIANT_KEYS as readonly string[]).includes(key)) fail(`Unknown variant "${quote(key, 40)}".`);
    }
    const rounds = o.variants.rounds;
    if (rounds !== undefined) {
      if (!Number.isInteger(rounds) || (rounds as number) < MIN_ROUNDS || (rounds as number) > ROUNDS) {
        fail(`A game lasts ${MIN_ROUNDS} to ${ROUNDS} rounds.`);
      }
      variants.rounds = rounds as number;
    }
    for (const key of VARIANT_KEYS) {
      const value = o.variants[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') fail(`Variant "${key}" must be true or false.`);
      variants[key] = value;
    }
  }

  const isUnlockable = (id: string): boolean => UNLOCKABLE_JOKER_IDS.includes(id);
  const unlocked = o.unlockedJokers === undefined ? null : idList(o.unlockedJokers, 'the unlocked jokers', isUnlockable);
  let jokerPool: string[];
  if (o.jokerPool !== undefined) {
    if (!Array.isArray(o.jokerPool) || o.jokerPool.length > MAX_POOL) {
      fail(`The joker pool must be a list of at most ${MAX_POOL} joker ids.`);
    }
    const seen = new Set<string>();
    for (const id of o.jokerPool) {
      if (typeof id !== 'string' || !Object.hasOwn(JOKERS, id)) fail(`Unknown joker "${quote(id)}" in the joker pool.`);
      if (seen.has(id)) fail(`Joker "${id}" is twice in the joker pool.`);
      seen.add(id);
    }
    jokerPool = [...(o.jokerPool as string[])];
  } else {
    jokerPool = [...STARTING_JOKER_IDS, ...(unlocked ?? [])];
  }
  const unlockedJokers = unlocked ?? jokerPool.filter(isUnlockable);
  if (jokerPool.length < JOKERS_DEALT * players) {
    fail(`The joker pool needs at least ${JOKERS_DEALT * players} jokers for ${players} players.`);
  }
  const unlockedInPool = jokerPool.filter(isUnlockable).length;
  if (variants.draftJokers && (unlockedInPool < DRAFT_MIN_UNLOCKED || jokerPool.length <= DRAFT_KEEP)) {
    fail(`Drafting jokers needs at least ${DRAFT_MIN_UNLOCKED} unlocked jokers in the pool (unlock more jokers first).`);
  }
  if (variants.personalJokers && !variants.draftJokers) fail('Drafting personal jokers is played with the "Drafting jokers" variant.');
  if (variants.personalJokers && unlockedInPool < PERSONAL_DRAFT_MIN_UNLOCKED) {
    fail(`Drafting personal jokers needs at least ${PERSONAL_DRAFT_MIN_UNLOCKED} unlocked jokers in the pool.`);
  }

  const unlocks = o.unlocks === undefined ? true : bool(o.unlocks, 'Unlocks');
  const boxLid = parseBoxLid(o.boxLid);
  const achievements = o.achievements === undefined ? false : bool(o.achievements, 'Achievements');
  const achievementsDone =
    o.achievementsDone === undefined ? [] : idList(o.achievementsDone, 'the achievements done', (id) => Object.hasOwn(ACHIEVEMENTS_BY_ID, id));

  const rewardJokers: (string | null)[] = Array.from({ length: players }, () => null);
  if (o.rewardJokers !== undefined) {
    if (!Array.isArray(o.rewardJokers) || o.rewardJokers.length > players) fail(`Reward jokers are a list with one entry per seat.`);
    const seen = new Set<string>();
    o.rewardJokers.forEach((id, seat) => {
      if (id === null) return;
      if (typeof id !== 'string' || !jokerPool.includes(id)) fail(`Reward joker "${quote(id)}" is not in the joker pool.`);
      if (seen.has(id)) fail(`Joker "${id}" is promised to two seats.`);
      seen.add(id);
      rewardJokers[seat] = id;
    });
    const dealt = JOKERS_DEALT * players + seen.size;
    if (jokerPool.length < dealt) fail(`The joker pool needs at least ${dealt} jokers with these reward jokers.`);
  }

  let lastLoser = 0;
  if (o.lastLoser !== undefined) {
    if (!Number.isInteger(o.lastLoser) || (o.lastLoser as number) < 0 || (o.lastLoser as number) >= players) {
      fail('The last loser must be a seat number.');
    }
    lastLoser = o.lastLoser as number;
  }

  const solo = parseSolo(o.solo, players);
  return { variants, jokerPool, unlockedJokers, unlocks, boxLid, achievements, achievementsDone, rewardJokers, lastLoser, solo };
}

/** Validates setup options for a game of `players` seats. */
export function parseOptions(raw: unknown, players: number): OptionsResult {
  try {
    return { ok: true, options: parse(raw, players) };
  } catch (error) {
    if (error instanceof OptionError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The variants as the lobby lists them, in the rulebook's order. */
const VARIANT_WORDS: Readonly<Record<VariantFlag, string>> = {
  trashTwoFromPot: 'trash 2 from the pot',
  draftJokers: 'joker draft',
  personalJokers: 'personal jokers',
};

/** What sets a table apart from the default game: Houses, variants, achievements. */
export function describeTable(s: TrashPokerState): string {
  const parts: string[] = [];
  if (s.solo) {
    const n = s.solo.houses.length;
    parts.push(`vs ${n === 1 ? 'the House' : `${n} Houses`} (${DIFFICULTY_NAMES[s.solo.difficulty]})`);
  }
  if (s.options.variants.rounds !== ROUNDS) parts.push(`${s.options.variants.rounds} rounds`);
  for (const [variant, words] of Object.entries(VARIANT_WORDS) as [VariantFlag, string][]) {
    if (s.options.variants[variant]) parts.push(words);
  }
  if (s.options.achievements) parts.push('achievements');
  return parts.join(' · ');
}

/**
 * Setup options: validation of the untrusted `options` object and its defaults.
 * `{ variants?: { trashTwoFromPot?, draftJokers? }, jokerPool?: string[] }`.
 */
import { JOKERS, STARTING_JOKER_IDS } from './jokers.js';
import { DRAFT_KEEP, JOKERS_DEALT, MAX_PLAYERS, MIN_PLAYERS } from './tables.js';
import type { TrashPokerOptions } from './types.js';

const OPTION_KEYS = ['variants', 'jokerPool'];
const VARIANT_KEYS = ['trashTwoFromPot', 'draftJokers'] as const;
const MAX_POOL = 64;

export type OptionsResult = { ok: true; options: TrashPokerOptions } | { ok: false; error: string };

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Validates setup options for a game of `players`; unknown keys are refused (they are typos). */
export function parseOptions(raw: unknown, players: number): OptionsResult {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return { ok: false, error: `Trash Poker is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players.` };
  }
  const options: TrashPokerOptions = {
    variants: { trashTwoFromPot: false, draftJokers: false },
    jokerPool: [...STARTING_JOKER_IDS],
  };
  if (raw === undefined || raw === null) return { ok: true, options };
  if (!isPlainObject(raw)) return { ok: false, error: 'Options must be an object.' };
  for (const key of Object.keys(raw)) {
    if (!OPTION_KEYS.includes(key)) return { ok: false, error: `Unknown option "${key.slice(0, 40)}".` };
  }
  if (raw.variants !== undefined) {
    if (!isPlainObject(raw.variants)) return { ok: false, error: 'Variants must be an object.' };
    for (const key of Object.keys(raw.variants)) {
      if (!(VARIANT_KEYS as readonly string[]).includes(key)) {
        return { ok: false, error: `Unknown variant "${key.slice(0, 40)}".` };
      }
    }
    for (const key of VARIANT_KEYS) {
      const value = raw.variants[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') return { ok: false, error: `Variant "${key}" must be true or false.` };
      options.variants[key] = value;
    }
  }
  if (raw.jokerPool !== undefined) {
    const pool = raw.jokerPool;
    if (!Array.isArray(pool) || pool.length > MAX_POOL) {
      return { ok: false, error: `The joker pool must be a list of at most ${MAX_POOL} joker ids.` };
    }
    const seen = new Set<string>();
    for (const id of pool) {
      if (typeof id !== 'string' || !Object.hasOwn(JOKERS, id)) {
        return { ok: false, error: `Unknown joker "${String(id).slice(0, 20)}" in the joker pool.` };
      }
      if (seen.has(id)) return { ok: false, error: `Joker "${id}" is twice in the joker pool.` };
      seen.add(id);
    }
    options.jokerPool = [...(pool as string[])];
  }
  if (options.jokerPool.length < JOKERS_DEALT * players) {
    return { ok: false, error: `The joker pool needs at least ${JOKERS_DEALT * players} jokers for ${players} players.` };
  }
  if (options.variants.draftJokers && options.jokerPool.length <= DRAFT_KEEP) {
    return {
      ok: false,
      error: `Drafting jokers needs more than ${DRAFT_KEEP} jokers in the pool (unlock more jokers first).`,
    };
  }
  return { ok: true, options };
}

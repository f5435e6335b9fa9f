/**
 * A table's mode options on their way in (checked before a room exists) and out (what each
 * client may know of them). Every mode refuses unknown keys; the size and depth limits hold
 * before any mode reads them, so a huge or deeply nested object costs nothing. Two options belong
 * to the table rather than the rules and mean the same in every mode (`TABLE_OPTION_KEYS`): they
 * are checked here and taken out (`splitOptions`) before the engine sees the rest.
 */
import { z } from 'zod';
import { PokerPlusOptionsSchema } from '../engine/poker-plus/options';
import { TrashOptionsSchema } from '../engine/trash/options';
import { parseOptions as parseTrashPokerOptions } from '../engine/trash-poker/options';
import type { ModeId } from '../engine/types';

/** How the table's bots play: Easy (greedy, sometimes random), Normal (greedy), Hard (search). */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

/** The options every mode takes, for the table: never passed to the engine. */
export const TableOptionsSchema = z.strictObject({
  /** The level of the table's bots (a bot standing in for a timed-out or absent human plays Normal). */
  botLevel: z.enum(BOT_LEVELS).optional(),
  /** Players at the table see the live win odds too (spectators always do); off by default, as it is advice. */
  liveOdds: z.boolean().optional(),
});
export type TableOptions = z.infer<typeof TableOptionsSchema>;
export const TABLE_OPTION_KEYS = Object.keys(TableOptionsSchema.shape) as (keyof TableOptions)[];

/** `options` parted into the table's own (`TABLE_OPTION_KEYS`, unchecked) and the mode's. */
export function splitOptions(options: Record<string, unknown>): { table: Record<string, unknown>; mode: Record<string, unknown> } {
  const table: Record<string, unknown> = {};
  const mode: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if ((TABLE_OPTION_KEYS as string[]).includes(key)) table[key] = value;
    else mode[key] = value;
  }
  return { table, mode };
}

/** Largest options object, in bytes of its JSON form; real ones are a few hundred. */
export const MAX_OPTIONS_BYTES = 2048;
/** Deepest nesting of objects and lists in options (Trash Poker's solo adjustments are at 3). */
export const MAX_OPTIONS_DEPTH = 4;

interface ModeOptions {
  /** A sentence saying what is wrong with `options` for a table of `players`, or null. */
  problem(options: Record<string, unknown>, players: number): string | null;
  /** Options that would tell a client what the game hides (the joker pool's ids, the host's box). */
  hidden: readonly string[];
}

function schemaProblem(schema: z.ZodType): ModeOptions['problem'] {
  return (options) => {
    const parsed = schema.safeParse(options);
    if (parsed.success) return null;
    const issue = parsed.error.issues[0];
    const at = issue.path.length ? `"${issue.path.join('.').slice(0, 40)}": ` : '';
    return issue.code === 'unrecognized_keys' ? `Unknown option "${issue.keys[0].slice(0, 40)}".` : `${at}${issue.message}`;
  };
}

const MODE_OPTIONS: Record<ModeId, ModeOptions> = {
  'trash-poker': {
    problem: (options, players) => {
      const parsed = parseTrashPokerOptions(options, players);
      return parsed.ok ? null : parsed.error;
    },
    hidden: ['jokerPool', 'unlockedJokers', 'rewardJokers', 'boxLid', 'achievementsDone'],
  },
  'poker-plus': { problem: schemaProblem(PokerPlusOptionsSchema), hidden: [] },
  trash: { problem: schemaProblem(TrashOptionsSchema), hidden: [] },
};

/** True when `value` nests objects or lists deeper than `max` levels (checked without recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * What is wrong with a new table's mode options, as a sentence for the creator, or null when
 * the mode accepts them for that many players.
 */
export function optionsProblem(mode: ModeId, options: unknown, players: number): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'Options must be an object.';
  if (nestedDeeperThan(options, MAX_OPTIONS_DEPTH)) return `Options nest at most ${MAX_OPTIONS_DEPTH} levels deep.`;
  const bytes = JSON.stringify(options).length;
  if (bytes > MAX_OPTIONS_BYTES) return `Options are at most ${MAX_OPTIONS_BYTES} bytes as JSON (these are ${bytes}).`;
  const parts = splitOptions(options as Record<string, unknown>);
  return schemaProblem(TableOptionsSchema)(parts.table, players) ?? MODE_OPTIONS[mode].problem(parts.mode, players);
}

/** The options every client of the table may see: the mode's hidden ones left out. */
export function visibleOptions(mode: ModeId, options: Record<string, unknown>): Record<string, unknown> {
  const hidden = MODE_OPTIONS[mode].hidden;
  return Object.fromEntries(Object.entries(options).filter(([key]) => !hidden.includes(key)));
}

/**
 * A finished match as a replay carries it: everything the engine needs to play it again (seed,
 * options, seats, actions) and the result it reached, to check that it plays the same way. The
 * replay API sends it, the export downloads it, and the viewer opens it (validated: a file is
 * untrusted input).
 */
import { z } from 'zod';
import { MODE_IDS, type GameResult, type ModeId } from '../engine/types';
import type { TableSettings } from '../protocol/messages';

/**
 * The version of each mode's rules engine. Bump it whenever a change could make a recorded action
 * log play differently; each match records the version it was played with, so a viewer can tell
 * an old recording from a damaged one. 0 marks matches recorded before versions were kept.
 */
export const ENGINE_VERSIONS: Record<ModeId, number> = {
  'trash-poker': 1,
  'poker-plus': 1,
  trash: 1,
};

/** The file format's own version (`format` in an exported file). */
export const REPLAY_FORMAT = 1;

/** Largest action log a replay file may hold (a whole game is a few hundred actions). */
const MAX_ACTIONS = 20_000;

const ActionEntrySchema = z.object({
  seat: z.number().int().min(0).max(7),
  action: z.object({ type: z.string().min(1).max(40) }).catchall(z.unknown()),
});

/** A replay as the API sends it and a file holds it. */
export const ReplayRecordSchema = z.object({
  format: z.literal(REPLAY_FORMAT).optional(),
  matchId: z.string().min(1).max(64),
  mode: z.enum(MODE_IDS),
  engineVersion: z.number().int().min(0),
  seed: z.string().min(1).max(128),
  /** The table's settings (`TableSettings`), the mode's options in `options.options`. */
  options: z.object({ seats: z.number().int().min(1).max(8), options: z.record(z.string(), z.unknown()).default({}) }).catchall(z.unknown()),
  seats: z
    .array(z.object({ name: z.string().max(64), bot: z.boolean() }))
    .min(1)
    .max(8),
  actions: z.array(ActionEntrySchema).max(MAX_ACTIONS),
  result: z.unknown(),
  /** When the match was played (ms since 1970), if known. */
  playedAt: z.number().optional(),
});

export interface ReplayRecord {
  format?: number;
  matchId: string;
  mode: ModeId;
  engineVersion: number;
  seed: string;
  options: TableSettings;
  seats: { name: string; bot: boolean }[];
  actions: { seat: number; action: { type: string; [key: string]: unknown } }[];
  result: GameResult | null;
  playedAt?: number;
}

/** Reads an untrusted replay (a file, a response): the record, or a sentence saying what is wrong. */
export function parseReplay(data: unknown): { ok: true; record: ReplayRecord } | { ok: false; error: string } {
  const parsed = ReplayRecordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `This is not a replay file: ${issue.path.join('.') || 'the file'}: ${issue.message}` };
  }
  const record = parsed.data as unknown as ReplayRecord;
  if (record.seats.length !== record.options.seats) return { ok: false, error: 'This replay file is damaged: its seats and its settings disagree.' };
  if (record.actions.some((a) => a.seat >= record.seats.length))
    return { ok: false, error: 'This replay file is damaged: an action names a seat the table does not have.' };
  return { ok: true, record };
}

/** The file an export downloads: the record with its format version, pretty enough to read. */
export function makeReplayFile(record: ReplayRecord): string {
  return JSON.stringify({ format: REPLAY_FORMAT, ...record }, null, 1);
}

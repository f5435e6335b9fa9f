/**
 * The wire protocol between the client and a game room, shared by both ends.
 * docs/protocol.md describes it for people; this file is the source of truth for programs.
 */
import { z } from 'zod';
import { MODE_IDS } from '../engine/types';
import { MAX_NAME_LENGTH, MAX_RAW_NAME_LENGTH, normalizeName } from './names';
import type { BotLevel } from './table-options';

/** Message types a client may send to a game room. */
export const CLIENT_MESSAGES = {
  /** An engine action for the sender's seat. */
  action: 'action',
  /** Table management before and during the game (host only, except `leave-seat`). */
  table: 'table',
} as const;

/** Message types the server sends to one client. */
export const SERVER_MESSAGES = {
  /**
   * Each seat's chance to win, estimated from the public view only (`OddsMessage`): to spectators
   * as it changes, to seated players too when the table's `liveOdds` option is on, and to everyone
   * when the game ends.
   */
  odds: 'odds',
  /** Sent once after joining: who you are and where you sit. */
  welcome: 'welcome',
  /** A refusal, sent only to the client whose message was refused. */
  error: 'error',
  /** The final standings: when the game ends, and on joining a room whose game is over. */
  result: 'result',
} as const;

/** Error codes of refusals that the room itself makes (engine codes pass through). */
export const ERROR_CODES = [
  'malformed',
  'too-large',
  'rate-limited',
  'unknown-message',
  'not-seated',
  'not-host',
  'not-started',
  'game-over',
  'illegal',
  'no-free-seat',
  'bad-options',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMessage {
  code: ErrorCode | string;
  message: string;
}

/** Largest message a client may send, in bytes of its JSON form; actions are tiny. */
export const MAX_MESSAGE_BYTES = 2048;

/** A display name, normalised (`normalizeName`): 1 to 24 characters left after that. */
export const NameSchema = z
  .string()
  .max(MAX_RAW_NAME_LENGTH)
  .transform(normalizeName)
  .pipe(z.string().min(1, 'A name needs at least one visible character.').max(MAX_NAME_LENGTH));

/** Options for creating or joining a room (`client.create(mode, options)`). */
export const JoinOptionsSchema = z.object({
  name: NameSchema.optional(),
  /** A profile token from `POST /api/profile`; without one a guest profile is made. */
  token: z.string().max(128).optional(),
  seats: z.number().int().min(1).max(8).optional(),
  bots: z.number().int().min(0).max(7).optional(),
  private: z.boolean().optional(),
  spectate: z.boolean().optional(),
  /**
   * Seconds per decision before a bot makes it for a human; 0 turns the timer off. Leave it out
   * for the server's default: a timer only while another human sits at the table.
   */
  turnTimer: z.number().int().min(0).max(600).optional(),
  /** Milliseconds a bot waits before acting, so watchers can follow. */
  botDelay: z.number().int().min(0).max(5000).optional(),
  /**
   * A table for the mode's tutorial (shared/tutorial): its script's seed, seats and options, bots
   * in the other seats, no turn timer, private; the options above that set the table are ignored.
   */
  tutorial: z.boolean().optional(),
  /** Mode options: variants, solo against the House... checked by `optionsProblem` (table-options.ts). */
  options: z.record(z.string(), z.unknown()).optional(),
});
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

/** An engine action: an object with a `type`; the engine checks the rest. */
export const ActionSchema = z
  .object({ type: z.string().min(1).max(40) })
  .catchall(z.union([z.string().max(64), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(64), z.number()])).max(16)]));

/** Table management. */
export const TableMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start') }),
  z.object({ type: z.literal('add-bot') }),
  z.object({ type: z.literal('remove-bot'), seat: z.number().int().min(0).max(7) }),
  /** A seated human hands their seat to a bot and watches; a spectator takes a bot's seat. */
  z.object({ type: z.literal('leave-seat') }),
  z.object({ type: z.literal('take-seat'), seat: z.number().int().min(0).max(7) }),
]);
export type TableMessage = z.infer<typeof TableMessageSchema>;

export const ModeIdSchema = z.enum(MODE_IDS);

/** What the `welcome` message carries. */
export interface Welcome {
  mode: string;
  /** Your seat, or null when spectating. */
  seat: number | null;
  profileId: string;
  /** Keep it: it identifies you on your next visit and reclaims your seat. */
  token: string;
  name: string;
  /** How this table was set up, so a client can offer a rematch with the same settings. */
  table: TableSettings;
}

/** A table's settings as the room applied them (defaults filled in). */
export interface TableSettings {
  seats: number;
  /**
   * Seconds per decision before a bot makes it for a human; 0 = off. Absent when the creator
   * left it to the server: its default runs only while another human sits at the table.
   */
  turnTimer?: number;
  /** Milliseconds a bot waits before acting. */
  botDelay: number;
  private: boolean;
  /**
   * The mode's options (variants, solo against the House...) as the game was set up, without
   * those that would tell what the game hides (Trash Poker's joker pool ids, the host's box).
   */
  options: Record<string, unknown>;
  /** The mode's tutorial table: the deal is its script's seed (`JoinOptions.tutorial`). */
  tutorial?: boolean;
  /** The table's bot level (the `botLevel` option, taken out of `options`); absent in records older than it: 'normal'. */
  botLevel?: BotLevel;
  /** Whether seated players see the live win odds (the `liveOdds` option); spectators always do. */
  liveOdds?: boolean;
}

/** One estimate of every seat's chance to win, made from the public view only. */
export interface OddsPoint {
  /** The round (Trash: the hand) it was made in; null before the first. */
  round: number | null;
  /** Moves played when it was made. */
  moves: number;
  /** Per seat, 0..1; they sum to 1 or a little less (a game everyone loses). */
  odds: number[];
}

/** The `odds` message: every estimate of this game so far, oldest first (a handful per round). */
export interface OddsMessage {
  history: OddsPoint[];
}

/** Metadata each game room publishes to the lobby. */
export interface RoomMetadata {
  mode: string;
  modeName: string;
  host: string;
  seats: number;
  humans: number;
  bots: number;
  free: number;
  spectators: number;
  phase: TablePhase;
  round: number | null;
  /** What sets the table's rules apart from the defaults, in a few words ('' for the defaults). */
  rules: string;
}

export type TablePhase = 'waiting' | 'playing' | 'over';

import type { TableSettings } from '../../shared/protocol/messages';

/**
 * Everything that must outlive a process: guest profiles, what they unlocked, high scores, and
 * every match as seed + action log (enough to replay it, and to resume it after a restart or on
 * another process).
 */

export interface Profile {
  id: string;
  name: string;
}

export interface Unlock {
  mode: string;
  kind: string;
  item: string;
  data: unknown;
  matchId: string | null;
  createdAt: number;
}

/** A seat as a match record keeps it. */
export interface SeatRecord {
  name: string;
  bot: boolean;
  profileId: string | null;
}

export interface MatchRecord {
  id: string;
  mode: string;
  /** The table's settings, the mode's options among them: enough to replay the match. */
  options: TableSettings;
  seed: string;
  seats: SeatRecord[];
  /** The seat whose player hosts the table. */
  hostSeat: number;
  /** The rules engine's version the match was played with (`ENGINE_VERSIONS`; 0 = unknown). */
  engineVersion: number;
  /** When the match started (ms since 1970). */
  createdAt: number;
  status: 'running' | 'finished' | 'abandoned';
  result: unknown;
  actions: { seat: number; action: unknown }[];
}

/** A new match as its room starts it; `owner` is the process that runs it. */
export type NewMatch = Omit<MatchRecord, 'status' | 'result' | 'actions' | 'engineVersion' | 'createdAt'> & { owner: string };

/** One match in a player's history. */
export interface HistoryEntry {
  matchId: string;
  mode: string;
  /** When it ended (ms since 1970). */
  playedAt: number;
  place: number;
  score: number;
  seats: number;
  /** Everyone else at the table, in seat order. */
  opponents: { name: string; bot: boolean }[];
}

/** What a leaderboard ranks: each player's best score, or their wins (first places). */
export const LEADERBOARD_KINDS = ['score', 'wins'] as const;
export type LeaderboardKind = (typeof LEADERBOARD_KINDS)[number];

export interface LeaderboardEntry {
  /** 1 = first; equal values share a rank. */
  rank: number;
  name: string;
  value: number;
}

export interface LeaderboardPage {
  /** How many players the board ranks. */
  total: number;
  entries: LeaderboardEntry[];
  /** The asking player's own line, wherever it is; null when they are not on the board. */
  me: LeaderboardEntry | null;
}

export interface FinalScore {
  profileId: string;
  score: number;
  place: number;
}

/**
 * The writes a running game makes, queued and committed in order by one writer (so a room's
 * moves land in the order they were played), a batch per transaction.
 */
export type QueuedWrite =
  | { kind: 'match'; match: NewMatch }
  | { kind: 'action'; matchId: string; idx: number; seat: number; action: unknown }
  | { kind: 'seats'; matchId: string; seats: SeatRecord[]; hostSeat: number }
  | { kind: 'finish'; matchId: string; mode: string; status: 'finished' | 'abandoned'; result: unknown; scores: FinalScore[] }
  | { kind: 'unlocks'; profileId: string; unlocks: Omit<Unlock, 'createdAt'>[] };

/**
 * The store every process of a deployment shares (SQLite for one process, PostgreSQL for many).
 * Reads are async; a game's writes are queued (`appendAction`, ...) and committed by `flush()`,
 * which a room awaits before the patch that shows them: a crash cannot lose a move a player saw.
 */
export interface Store {
  /** `sqlite` or `postgres`, for logs and health checks. */
  readonly kind: string;

  /** A new guest profile; the token is returned once and only its hash is kept. */
  createProfile(name: string): Promise<{ profile: Profile; token: string }>;
  profileByToken(token: string): Promise<Profile | null>;
  renameProfile(id: string, name: string): Promise<void>;
  unlocks(profileId: string, mode?: string): Promise<Unlock[]>;
  highScores(mode: string, limit?: number): Promise<{ name: string; score: number; matchId: string }[]>;
  bestScore(profileId: string, mode: string): Promise<number | null>;
  /** The match with its whole action log (everything queued is committed first). */
  match(matchId: string): Promise<MatchRecord | null>;
  /** A player's finished matches, newest first, a page at a time (pages count from 1). */
  history(profileId: string, page: number, limit: number): Promise<{ total: number; matches: HistoryEntry[] }>;
  /**
   * One page of a mode's leaderboard since `since` (ms since 1970; 0 = all time), and where
   * `profileId` stands on it.
   */
  leaderboard(mode: string, kind: LeaderboardKind, since: number, page: number, limit: number, profileId: string | null): Promise<LeaderboardPage>;

  /** Queues a match a room just started. */
  createMatch(m: NewMatch): void;
  /** Queues one accepted action. */
  appendAction(matchId: string, idx: number, seat: number, action: unknown): void;
  /** Queues who holds each seat of a running match (and who hosts it). */
  updateSeats(matchId: string, seats: SeatRecord[], hostSeat: number): void;
  /** Queues a match's end with its players' scores; resolves once committed. */
  finishMatch(matchId: string, mode: string, status: 'finished' | 'abandoned', result: unknown, scores: FinalScore[]): Promise<void>;
  /** Records unlocks (ones the profile already has are kept as they were); resolves once committed. */
  addUnlocks(profileId: string, unlocks: Omit<Unlock, 'createdAt'>[]): Promise<void>;
  /**
   * Commits everything queued so far, in order; resolves when it is durable. A failed commit (a
   * full disk, a lost connection) is logged, not thrown: it must not stop the tables playing on.
   */
  flush(): Promise<void>;

  /**
   * Takes over the running matches whose owner is not among `live` processes (a dead or stopped
   * one), atomically: two survivors never both take one. Returns their ids, oldest first.
   */
  claimOrphans(owner: string, live: string[]): Promise<string[]>;

  /** Commits what is queued, then closes. */
  close(): Promise<void>;
}

import type { TableSettings } from '../shared/protocol/messages';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ENGINE_VERSIONS } from '../shared/replay/record';
import type { ModeId } from '../shared/engine/types';

/**
 * Everything that must outlive a process: guest profiles, what they unlocked, high scores, and
 * every match as seed + action log (enough to replay it, and to resume it after a restart).
 */

/** Schema migrations in order; `user_version` records how many ran. Append, never edit. */
const MIGRATIONS = [
  `CREATE TABLE profiles (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen INTEGER NOT NULL
   );
   CREATE TABLE unlocks (
     profile_id TEXT NOT NULL REFERENCES profiles(id),
     mode TEXT NOT NULL,
     kind TEXT NOT NULL,
     item TEXT NOT NULL,
     data TEXT,
     match_id TEXT,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (profile_id, mode, kind, item)
   );
   CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     mode TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     seats TEXT NOT NULL,
     status TEXT NOT NULL,
     result TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE match_actions (
     match_id TEXT NOT NULL REFERENCES matches(id),
     idx INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action TEXT NOT NULL,
     PRIMARY KEY (match_id, idx)
   );
   CREATE TABLE scores (
     profile_id TEXT NOT NULL REFERENCES profiles(id),
     mode TEXT NOT NULL,
     match_id TEXT NOT NULL,
     score INTEGER NOT NULL,
     place INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (profile_id, match_id)
   );
   CREATE INDEX scores_by_mode ON scores(mode, score DESC);`,
  // Who hosts a running table changes with its seats, and is restored with them.
  'ALTER TABLE matches ADD COLUMN host_seat INTEGER NOT NULL DEFAULT 0',
  // The rules engine's version each match was played with, so a replay can tell whether it plays
  // back exactly; 0 marks the matches recorded before versions were kept. The history and the
  // leaderboards read scores by player and by mode and date.
  `ALTER TABLE matches ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX scores_by_profile ON scores(profile_id, created_at DESC);
   CREATE INDEX scores_by_mode_date ON scores(mode, created_at);`,
];

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

/** Per kind, the value each player gets from their scores rows (SQL), and which values rank. */
const LEADERBOARD_SQL: Record<LeaderboardKind, { value: string; having: string }> = {
  score: { value: 'MAX(score)', having: '1' },
  wins: { value: 'SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END)', having: 'value > 0' },
};

/** A leaderboard ranked in SQL: `?` are mode, since; rows carry profile_id, value, rank, pos. */
const rankedSql = (kind: LeaderboardKind) => `WITH agg AS (
    SELECT profile_id, ${LEADERBOARD_SQL[kind].value} AS value FROM scores WHERE mode = ? AND created_at >= ?
      GROUP BY profile_id HAVING ${LEADERBOARD_SQL[kind].having}
  ), ranked AS (
    SELECT profile_id, value, RANK() OVER (ORDER BY value DESC) AS rank, ROW_NUMBER() OVER (ORDER BY value DESC, profile_id) AS pos FROM agg
  )`;

/** The writes a running match queues until its room flushes, by kind. */
const QUEUED_WRITES = {
  action: 'INSERT INTO match_actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)',
  seats: 'UPDATE matches SET seats = ?, host_seat = ?, updated_at = ? WHERE id = ?',
};

interface PendingWrite {
  kind: keyof typeof QUEUED_WRITES;
  row: (string | number)[];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class Store {
  readonly db: Database.Database;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // One process owns the file (a second server on it fails at once): set before the first WAL
    // access, the WAL index then lives in memory and a commit takes no file locks.
    if (path !== ':memory:') this.db.pragma('locking_mode = EXCLUSIVE');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
  }

  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    for (let i = version; i < MIGRATIONS.length; i++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[i]);
        this.db.pragma(`user_version = ${i + 1}`);
      })();
    }
  }

  close() {
    this.flush();
    this.db.close();
  }

  private readonly statements = new Map<string, Database.Statement>();

  /** Prepared once, reused: appending an action happens after every move. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** A new guest profile; the token is returned once and only its hash is kept. */
  createProfile(name: string): { profile: Profile; token: string } {
    const id = randomUUID();
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    this.stmt('INSERT INTO profiles (id, token_hash, name, created_at, last_seen) VALUES (?, ?, ?, ?, ?)').run(id, hashToken(token), name, now, now);
    return { profile: { id, name }, token };
  }

  profileByToken(token: string): Profile | null {
    const row = this.stmt('SELECT id, name FROM profiles WHERE token_hash = ?').get(hashToken(token)) as Profile | undefined;
    if (!row) return null;
    this.stmt('UPDATE profiles SET last_seen = ? WHERE id = ?').run(Date.now(), row.id);
    return row;
  }

  renameProfile(id: string, name: string) {
    this.stmt('UPDATE profiles SET name = ? WHERE id = ?').run(name, id);
  }

  /** Records unlocks; ones the profile already has are kept as they were. */
  addUnlocks(profileId: string, unlocks: Omit<Unlock, 'createdAt'>[]) {
    const insert = this.stmt('INSERT OR IGNORE INTO unlocks (profile_id, mode, kind, item, data, match_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const now = Date.now();
    this.db.transaction(() => {
      for (const u of unlocks) insert.run(profileId, u.mode, u.kind, u.item, JSON.stringify(u.data ?? null), u.matchId, now);
    })();
  }

  unlocks(profileId: string, mode?: string): Unlock[] {
    const rows = this.stmt(
      `SELECT mode, kind, item, data, match_id AS matchId, created_at AS createdAt FROM unlocks
         WHERE profile_id = ? AND (? IS NULL OR mode = ?) ORDER BY created_at, item`,
    ).all(profileId, mode ?? null, mode ?? null) as (Omit<Unlock, 'data'> & { data: string })[];
    return rows.map((r) => ({ ...r, data: JSON.parse(r.data) }));
  }

  /** Records a match as it starts, with the version of the engine that plays it. */
  createMatch(m: Omit<MatchRecord, 'status' | 'result' | 'actions' | 'engineVersion' | 'createdAt'>) {
    const now = Date.now();
    this.stmt(
      'INSERT INTO matches (id, mode, options, seed, seats, host_seat, engine_version, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(m.id, m.mode, JSON.stringify(m.options), m.seed, JSON.stringify(m.seats), m.hostSeat, ENGINE_VERSIONS[m.mode as ModeId] ?? 0, 'running', now, now);
  }

  /** Accepted moves and seat changes not yet committed, in the order they happened. */
  private pending: PendingWrite[] = [];

  private flushScheduled = false;

  /**
   * Queues one accepted action. Whoever shows it commits it first with `flush()`: a room flushes
   * right before each patch, so every move someone saw survives even `kill -9`, and the moves of
   * one message or timer share a transaction (a commit costs about 20 µs of CPU here, against
   * about 14 µs a move when a 50 ms window grouped them). Anything not flushed by then is
   * committed at the end of the event-loop turn.
   */
  appendAction(matchId: string, idx: number, seat: number, action: unknown) {
    this.pending.push({ kind: 'action', row: [matchId, idx, seat, JSON.stringify(action)] });
    this.commitAtTurnEnd();
  }

  /** Queues who holds each seat of a running match (and who hosts it); committed like actions. */
  updateSeats(matchId: string, seats: SeatRecord[], hostSeat: number) {
    this.pending.push({ kind: 'seats', row: [JSON.stringify(seats), hostSeat, Date.now(), matchId] });
    this.commitAtTurnEnd();
  }

  /** A safety net: whatever no room flushed is committed after this turn's I/O callbacks. */
  private commitAtTurnEnd() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(this.flushAtTurnEnd);
  }

  private readonly flushAtTurnEnd = () => {
    this.flushScheduled = false;
    this.flush();
  };

  /**
   * Commits everything queued now, in one transaction. A failed write (a full disk) is logged,
   * not thrown: it must not stop the tables from playing on.
   */
  flush() {
    if (!this.pending.length || !this.db.open) return;
    const writes = this.pending;
    this.pending = [];
    try {
      // One statement commits on its own: a transaction around it would only add BEGIN and COMMIT.
      if (writes.length === 1) this.write(writes[0]);
      else this.writeAll(writes);
    } catch (error) {
      console.error('could not commit moves', error);
    }
  }

  private write(w: PendingWrite) {
    this.stmt(QUEUED_WRITES[w.kind]).run(...w.row);
  }

  private writeAll(writes: PendingWrite[]) {
    this.db.transaction(() => {
      for (const w of writes) this.write(w);
    })();
  }

  finishMatch(matchId: string, status: 'finished' | 'abandoned', result: unknown, scores: { profileId: string; score: number; place: number }[]) {
    this.flush();
    const now = Date.now();
    const mode = (this.stmt('SELECT mode FROM matches WHERE id = ?').get(matchId) as { mode: string } | undefined)?.mode;
    const insert = this.stmt('INSERT OR REPLACE INTO scores (profile_id, mode, match_id, score, place, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.transaction(() => {
      this.stmt('UPDATE matches SET status = ?, result = ?, updated_at = ? WHERE id = ?').run(status, JSON.stringify(result ?? null), now, matchId);
      if (mode) for (const s of scores) insert.run(s.profileId, mode, matchId, s.score, s.place, now);
    })();
  }

  match(matchId: string): MatchRecord | null {
    this.flush();
    const row = this.stmt('SELECT * FROM matches WHERE id = ?').get(matchId) as Record<string, string> | undefined;
    if (!row) return null;
    const actions = (
      this.stmt('SELECT seat, action FROM match_actions WHERE match_id = ? ORDER BY idx').all(matchId) as { seat: number; action: string }[]
    ).map((a) => ({ seat: a.seat, action: JSON.parse(a.action) }));
    return {
      id: row.id,
      mode: row.mode,
      options: JSON.parse(row.options),
      seed: row.seed,
      seats: JSON.parse(row.seats),
      hostSeat: Number(row.host_seat),
      engineVersion: Number(row.engine_version),
      createdAt: Number(row.created_at),
      status: row.status as MatchRecord['status'],
      result: row.result ? JSON.parse(row.result) : null,
      actions,
    };
  }

  runningMatchIds(): string[] {
    return (this.stmt(`SELECT id FROM matches WHERE status = 'running' ORDER BY created_at`).all() as { id: string }[]).map((r) => r.id);
  }

  highScores(mode: string, limit = 10): { name: string; score: number; matchId: string }[] {
    return this.stmt(
      `SELECT p.name AS name, s.score AS score, s.match_id AS matchId FROM scores s JOIN profiles p ON p.id = s.profile_id
         WHERE s.mode = ? ORDER BY s.score DESC, s.created_at LIMIT ?`,
    ).all(mode, limit) as { name: string; score: number; matchId: string }[];
  }

  bestScore(profileId: string, mode: string): number | null {
    const row = this.stmt('SELECT MAX(score) AS best FROM scores WHERE profile_id = ? AND mode = ?').get(profileId, mode) as { best: number | null };
    return row.best;
  }

  // ---- replays, history, leaderboards: async, as every store's reads are (PostgreSQL too) ----

  /** A match by id with its action log, or null. */
  async matchRecord(matchId: string): Promise<MatchRecord | null> {
    return this.match(matchId);
  }

  /** A player's finished matches, newest first, a page at a time (pages count from 1). */
  async history(profileId: string, page: number, limit: number): Promise<{ total: number; matches: HistoryEntry[] }> {
    const { total } = this.stmt('SELECT COUNT(*) AS total FROM scores WHERE profile_id = ?').get(profileId) as { total: number };
    const rows = this.stmt(
      `SELECT s.match_id AS matchId, s.mode AS mode, s.created_at AS playedAt, s.place AS place, s.score AS score, m.seats AS seats
         FROM scores s JOIN matches m ON m.id = s.match_id
         WHERE s.profile_id = ? ORDER BY s.created_at DESC, s.match_id LIMIT ? OFFSET ?`,
    ).all(profileId, limit, (page - 1) * limit) as (Omit<HistoryEntry, 'opponents' | 'seats'> & { seats: string })[];
    const matches = rows.map((r) => {
      const seats = JSON.parse(r.seats) as SeatRecord[];
      const mine = seats.findIndex((s) => s.profileId === profileId);
      const opponents = seats.filter((_, i) => i !== mine).map((s) => ({ name: s.name, bot: s.bot }));
      return { ...r, seats: seats.length, opponents };
    });
    return { total, matches };
  }

  /**
   * One page of a mode's leaderboard since `since` (ms since 1970; 0 = all time), and where
   * `profileId` stands on it.
   */
  async leaderboard(mode: string, kind: LeaderboardKind, since: number, page: number, limit: number, profileId: string | null): Promise<LeaderboardPage> {
    const ranked = rankedSql(kind);
    const { total } = this.stmt(`${ranked} SELECT COUNT(*) AS total FROM ranked`).get(mode, since) as { total: number };
    const entries = this.stmt(
      `${ranked} SELECT r.rank AS rank, p.name AS name, r.value AS value FROM ranked r JOIN profiles p ON p.id = r.profile_id
         WHERE r.pos > ? AND r.pos <= ? ORDER BY r.pos`,
    ).all(mode, since, (page - 1) * limit, page * limit) as LeaderboardEntry[];
    const me = profileId
      ? ((this.stmt(
          `${ranked} SELECT r.rank AS rank, p.name AS name, r.value AS value FROM ranked r JOIN profiles p ON p.id = r.profile_id WHERE r.profile_id = ?`,
        ).get(mode, since, profileId) as LeaderboardEntry | undefined) ?? null)
      : null;
    return { total, entries, me };
  }
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type Database from 'better-sqlite3';
import { type CommitPlace, CommitPlacement } from './commit-placement';
import { claimFile } from './file-owner';
import { historyEntry, type HistoryRow, historySql, leaderboardEntry, leaderboardSql } from './records';
import { ActionJournal, FOLD_JOURNAL_SQL, JOURNAL_SQL, type SqliteWrite, storedMoves } from './action-journal';
import { commitBatch, connect } from './sqlite-writes';
import type { LeaderboardEntry, LeaderboardKind, LeaderboardPage, MatchRecord, Profile, QueuedWrite, Store, Unlock } from './types';
import { QueuedStore } from './write-queue';
import { WriterThread } from './writer-thread';

/** Schema migrations in order; `user_version` records how many ran. Append, never edit. */
export const MIGRATIONS = [
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
  // The process that runs a match (one process owns the file, so it takes over every match).
  'ALTER TABLE matches ADD COLUMN owner TEXT',
  // The rules engine's version each match was played with, so a replay can tell whether it plays
  // back exactly; 0 marks the matches recorded before versions were kept. The history and the
  // leaderboards read scores by player and by mode and date.
  `ALTER TABLE matches ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX scores_by_profile ON scores(profile_id, created_at DESC);
   CREATE INDEX scores_by_mode_date ON scores(mode, created_at);`,
  // Moves are appended to a journal first and kept in runs (action-journal.ts).
  JOURNAL_SQL,
];

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh guest identity: the token goes to the client once, only its hash is stored. */
export function newProfileIdentity() {
  return { id: randomUUID(), token: randomBytes(24).toString('base64url') };
}

/**
 * Commits made on the rooms' connection between two checkpoints on the writer thread: a commit
 * of one move adds a page or two to the WAL, and SQLite's own automatic checkpoint comes at 1000.
 */
const LOOP_COMMITS_PER_CHECKPOINT = 500;

/**
 * The store in one SQLite file that one process owns: the default, `npm start` on a fresh machine.
 * The rooms' thread reads (and writes profiles, rarely); the games' queued writes are committed
 * on the rooms' connection or by a writer thread with a connection of its own (writer-thread.ts),
 * as `commits` says (commit-placement.ts: by default on the loop until a commit is slow).
 */
export class SqliteStore extends QueuedStore implements Store {
  readonly kind = 'sqlite';
  readonly db: Database.Database;
  /** None for a throwaway `:memory:` store, which only one connection can see: it commits here. */
  private readonly writer: WriterThread | null = null;
  private readonly release: () => void = () => {};
  private readonly placement: CommitPlacement;
  private loopCommits = 0;
  private readonly journal = new ActionJournal();

  constructor(path: string, commits: CommitPlace = 'adaptive') {
    super();
    const file = path !== ':memory:';
    if (file) {
      mkdirSync(dirname(path), { recursive: true });
      this.release = claimFile(path);
    }
    this.db = connect(path, 'rooms');
    this.migrate();
    this.db.transaction(() => this.db.exec(FOLD_JOURNAL_SQL))();
    if (file) this.writer = new WriterThread(path);
    this.placement = new CommitPlacement(commits);
  }

  /** A store whose writer thread is ready: what a server opens (the constructor alone does not wait for it). */
  static async open(path: string, commits?: CommitPlace): Promise<SqliteStore> {
    const store = new SqliteStore(path, commits);
    await store.writer?.ready;
    return store;
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

  async close() {
    await this.queue.flush();
    await this.writer?.close();
    this.db.close();
    this.release();
  }

  private readonly statements = new Map<string, Database.Statement>();

  /** Prepared once, reused: appending an action happens after every move. */
  private stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  async createProfile(name: string) {
    const { id, token } = newProfileIdentity();
    const now = Date.now();
    this.stmt('INSERT INTO profiles (id, token_hash, name, created_at, last_seen) VALUES (?, ?, ?, ?, ?)').run(id, hashToken(token), name, now, now);
    return { profile: { id, name }, token };
  }

  async profileByToken(token: string): Promise<Profile | null> {
    const row = this.stmt('SELECT id, name FROM profiles WHERE token_hash = ?').get(hashToken(token)) as Profile | undefined;
    if (!row) return null;
    this.stmt('UPDATE profiles SET last_seen = ? WHERE id = ?').run(Date.now(), row.id);
    return row;
  }

  async renameProfile(id: string, name: string) {
    this.stmt('UPDATE profiles SET name = ? WHERE id = ?').run(name, id);
  }

  async unlocks(profileId: string, mode?: string): Promise<Unlock[]> {
    const rows = this.stmt(
      `SELECT mode, kind, item, data, match_id AS matchId, created_at AS createdAt FROM unlocks
         WHERE profile_id = ? AND (? IS NULL OR mode = ?) ORDER BY created_at, item`,
    ).all(profileId, mode ?? null, mode ?? null) as (Omit<Unlock, 'data'> & { data: string })[];
    return rows.map((r) => ({ ...r, data: JSON.parse(r.data) }));
  }

  async highScores(mode: string, limit = 10) {
    return this.stmt(
      `SELECT p.name AS name, s.score AS score, s.match_id AS matchId FROM scores s JOIN profiles p ON p.id = s.profile_id
         WHERE s.mode = ? ORDER BY s.score DESC, s.created_at LIMIT ?`,
    ).all(mode, limit) as { name: string; score: number; matchId: string }[];
  }

  async bestScore(profileId: string, mode: string) {
    const row = this.stmt('SELECT MAX(score) AS best FROM scores WHERE profile_id = ? AND mode = ?').get(profileId, mode) as { best: number | null };
    return row.best;
  }

  async match(matchId: string): Promise<MatchRecord | null> {
    await this.queue.flush();
    const row = this.stmt('SELECT * FROM matches WHERE id = ?').get(matchId) as Record<string, string> | undefined;
    if (!row) return null;
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
      actions: storedMoves(this.db, matchId, row.status === 'running'),
    };
  }

  async history(profileId: string, page: number, limit: number) {
    const { total } = this.stmt('SELECT COUNT(*) AS total FROM scores WHERE profile_id = ?').get(profileId) as { total: number };
    const rows = this.stmt(historySql(() => '?')).all(profileId, limit, (page - 1) * limit) as HistoryRow[];
    return { total, matches: rows.map((r) => historyEntry(r, profileId)) };
  }

  async leaderboard(mode: string, kind: LeaderboardKind, since: number, page: number, limit: number, profileId: string | null): Promise<LeaderboardPage> {
    const sql = leaderboardSql(kind, () => '?');
    const { total } = this.stmt(sql.total).get(mode, since) as { total: number };
    const entries = (this.stmt(sql.page).all(mode, since, (page - 1) * limit, page * limit) as LeaderboardEntry[]).map(leaderboardEntry);
    const me = profileId ? (this.stmt(sql.player).get(mode, since, profileId) as LeaderboardEntry | undefined) : undefined;
    return { total, entries, me: me ? leaderboardEntry(me) : null };
  }

  async claimOrphans(owner: string, live: string[]) {
    return this.db.transaction(() => {
      const ids = (
        this.stmt(
          `SELECT id FROM matches WHERE status = 'running' AND (owner IS NULL OR owner NOT IN (SELECT value FROM json_each(?))) ORDER BY created_at`,
        ).all(JSON.stringify(live)) as { id: string }[]
      ).map((r) => r.id);
      for (const id of ids) this.stmt('UPDATE matches SET owner = ? WHERE id = ?').run(owner, id);
      return ids;
    })();
  }

  protected commit(queued: QueuedWrite[]): Promise<void> | void {
    if (!this.db.open) return;
    const writes = this.journal.plan(queued);
    // A batch that fails hands its runs' moves back to the journal's bookkeeping (they are still
    // in the journal, and must not be deleted from it unseen in a run).
    const failed = (error: unknown) => {
      this.journal.failed();
      throw error;
    };
    try {
      return this.commitWrites(writes)?.catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  private commitWrites(writes: SqliteWrite[]): Promise<void> | void {
    const writer = this.writer;
    if (!writer) return commitBatch(this.db, writes);
    if (!this.placement.onLoop) return writer.commit(writes).then((ms) => this.placement.committed(ms));
    const start = performance.now();
    commitBatch(this.db, writes);
    this.placement.committed(performance.now() - start);
    if (++this.loopCommits % LOOP_COMMITS_PER_CHECKPOINT === 0) writer.checkpoint();
  }
}

/**
 * The SQLite store's connections and its queued writes as SQL: shared by the rooms' thread (which
 * reads) and the writer thread (sqlite-writer.ts, which commits the games' writes).
 */
import Database from 'better-sqlite3';
import type { SqliteWrite } from './action-journal';
import { engineVersionOf } from './records';

/** How long a connection waits for the other one's transaction before it gives up. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * A connection to the store's file in WAL mode (readers never wait for the writer). Only the
 * writer thread's connection checkpoints the WAL into the file: a checkpoint writes and syncs
 * many pages, and must not run on the rooms' event loop.
 */
export function connect(path: string, role: 'rooms' | 'writer'): Database.Database {
  const db = new Database(path);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  if (role === 'rooms') db.pragma('wal_autocheckpoint = 0');
  return db;
}

/** Commits one batch of queued writes, in order, as one transaction. */
export function commitBatch(db: Database.Database, writes: readonly SqliteWrite[]): void {
  const statements = preparedFor(db);
  // One statement commits on its own: a transaction around it would only add BEGIN and COMMIT.
  if (writes.length === 1 && writes[0].kind === 'action') write(statements, writes[0]);
  else db.transaction(() => writes.forEach((w) => write(statements, w)))();
}

const SQL = {
  match: `INSERT INTO matches (id, mode, options, seed, seats, host_seat, owner, engine_version, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, ?)`,
  action: 'INSERT INTO action_journal (seq, match_id, idx, seat, action) VALUES (?, ?, ?, ?, ?)',
  run: 'INSERT INTO match_runs (match_id, first, moves) VALUES (?, ?, ?)',
  truncate: 'DELETE FROM action_journal WHERE seq < ?',
  seats: 'UPDATE matches SET seats = ?, host_seat = ?, updated_at = ? WHERE id = ?',
  finish: 'UPDATE matches SET status = ?, result = ?, updated_at = ? WHERE id = ?',
  score: 'INSERT OR REPLACE INTO scores (profile_id, mode, match_id, score, place, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  unlock: 'INSERT OR IGNORE INTO unlocks (profile_id, mode, kind, item, data, match_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
} as const;

type Statements = Record<keyof typeof SQL, Database.Statement>;

/** Prepared once per connection: appending an action happens after every move. */
const prepared = new WeakMap<Database.Database, Statements>();

function preparedFor(db: Database.Database): Statements {
  let statements = prepared.get(db);
  if (!statements) {
    statements = Object.fromEntries(Object.entries(SQL).map(([k, sql]) => [k, db.prepare(sql)])) as Statements;
    prepared.set(db, statements);
  }
  return statements;
}

/** Each kind of queued write as SQL: the one place they are spelled for SQLite. */
function write(sql: Statements, w: SqliteWrite) {
  const now = Date.now();
  switch (w.kind) {
    case 'match': {
      const m = w.match;
      sql.match.run(m.id, m.mode, JSON.stringify(m.options), m.seed, JSON.stringify(m.seats), m.hostSeat, m.owner, engineVersionOf(m.mode), now, now);
      return;
    }
    case 'action':
      sql.action.run(w.seq, w.matchId, w.idx, w.seat, w.action);
      return;
    case 'run':
      sql.run.run(w.matchId, w.first, w.moves);
      return;
    case 'truncate':
      sql.truncate.run(w.below);
      return;
    case 'seats':
      sql.seats.run(JSON.stringify(w.seats), w.hostSeat, now, w.matchId);
      return;
    case 'finish':
      sql.finish.run(w.status, JSON.stringify(w.result ?? null), now, w.matchId);
      for (const s of w.scores) sql.score.run(s.profileId, w.mode, w.matchId, s.score, s.place, now);
      return;
    case 'unlocks':
      for (const u of w.unlocks) sql.unlock.run(w.profileId, u.mode, u.kind, u.item, JSON.stringify(u.data ?? null), u.matchId, now);
      return;
  }
}

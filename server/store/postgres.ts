import pg from 'pg';
import { hashToken, newProfileIdentity } from './sqlite';
import { engineVersionOf, historyEntry, type HistoryRow, historySql, leaderboardEntry, leaderboardSql } from './records';
import type { LeaderboardEntry, LeaderboardKind, LeaderboardPage, MatchRecord, Profile, QueuedWrite, Store, Unlock } from './types';
import { QueuedStore } from './write-queue';

/** Schema migrations in order; `schema_version` records how many ran. Append, never edit. */
const MIGRATIONS = [
  `CREATE TABLE profiles (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_seen BIGINT NOT NULL
   );
   CREATE TABLE unlocks (
     profile_id TEXT NOT NULL REFERENCES profiles(id),
     mode TEXT NOT NULL,
     kind TEXT NOT NULL,
     item TEXT NOT NULL,
     data TEXT,
     match_id TEXT,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (profile_id, mode, kind, item)
   );
   CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     mode TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     seats TEXT NOT NULL,
     host_seat INTEGER NOT NULL DEFAULT 0,
     owner TEXT,
     status TEXT NOT NULL,
     result TEXT,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX matches_running ON matches(created_at) WHERE status = 'running';
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
     created_at BIGINT NOT NULL,
     PRIMARY KEY (profile_id, match_id)
   );
   CREATE INDEX scores_by_mode ON scores(mode, score DESC);`,
  // The rules engine's version each match was played with (0: recorded before versions were
  // kept); the history and the leaderboards read scores by player and by mode and date.
  `ALTER TABLE matches ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX scores_by_profile ON scores(profile_id, created_at DESC);
   CREATE INDEX scores_by_mode_date ON scores(mode, created_at);`,
];

/** Any number, so that every process of a deployment migrates one at a time. */
const MIGRATION_LOCK = 7_160_016;

/**
 * The store in a PostgreSQL database that every process of a deployment shares. Reads go through
 * a pool; the queued game writes go through one connection of their own, a batch per
 * transaction, so they commit in the order they were made.
 */
export class PostgresStore extends QueuedStore implements Store {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private writer: pg.PoolClient | null = null;

  private constructor(url: string) {
    super();
    this.pool = new pg.Pool({ connectionString: url, max: 8 });
    // An idle connection that the server dropped must not crash the process; the pool replaces it.
    this.pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  }

  /** Connects and migrates: every process may do it at start; the first one migrates, the others wait. */
  static async open(url: string): Promise<PostgresStore> {
    const store = new PostgresStore(url);
    await store.migrate();
    store.writer = await store.connectWriter();
    return store;
  }

  /** The writes' own connection; its failures are logged here (unheard, one would end the process). */
  private async connectWriter(): Promise<pg.PoolClient> {
    const writer = await this.pool.connect();
    writer.on('error', (error) => console.error(`PostgreSQL writer connection error: ${error.message}`));
    return writer;
  }

  private async migrate() {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_version');
      if (!rows.length) await client.query('INSERT INTO schema_version VALUES (0)');
      for (let i = rows[0]?.version ?? 0; i < MIGRATIONS.length; i++) {
        await client.query('BEGIN');
        await client.query(MIGRATIONS[i]);
        await client.query('UPDATE schema_version SET version = $1', [i + 1]);
        await client.query('COMMIT');
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  async close() {
    await this.queue.flush();
    this.writer?.release();
    this.writer = null;
    await this.pool.end();
  }

  async createProfile(name: string) {
    const { id, token } = newProfileIdentity();
    const now = Date.now();
    await this.pool.query('INSERT INTO profiles (id, token_hash, name, created_at, last_seen) VALUES ($1, $2, $3, $4, $4)', [id, hashToken(token), name, now]);
    return { profile: { id, name }, token };
  }

  async profileByToken(token: string): Promise<Profile | null> {
    const { rows } = await this.pool.query<Profile>('UPDATE profiles SET last_seen = $1 WHERE token_hash = $2 RETURNING id, name', [
      Date.now(),
      hashToken(token),
    ]);
    return rows[0] ?? null;
  }

  async renameProfile(id: string, name: string) {
    await this.pool.query('UPDATE profiles SET name = $1 WHERE id = $2', [name, id]);
  }

  async unlocks(profileId: string, mode?: string): Promise<Unlock[]> {
    const { rows } = await this.pool.query<Omit<Unlock, 'data'> & { data: string; createdAt: string }>(
      `SELECT mode, kind, item, data, match_id AS "matchId", created_at AS "createdAt" FROM unlocks
         WHERE profile_id = $1 AND ($2::text IS NULL OR mode = $2) ORDER BY created_at, item`,
      [profileId, mode ?? null],
    );
    return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt), data: JSON.parse(r.data) }));
  }

  async highScores(mode: string, limit = 10) {
    const { rows } = await this.pool.query<{ name: string; score: number; matchId: string }>(
      `SELECT p.name AS name, s.score AS score, s.match_id AS "matchId" FROM scores s JOIN profiles p ON p.id = s.profile_id
         WHERE s.mode = $1 ORDER BY s.score DESC, s.created_at LIMIT $2`,
      [mode, limit],
    );
    return rows;
  }

  async bestScore(profileId: string, mode: string) {
    const { rows } = await this.pool.query<{ best: number | null }>('SELECT MAX(score) AS best FROM scores WHERE profile_id = $1 AND mode = $2', [
      profileId,
      mode,
    ]);
    return rows[0]?.best ?? null;
  }

  async match(matchId: string): Promise<MatchRecord | null> {
    await this.queue.flush();
    const [match, actions] = await Promise.all([
      this.pool.query<Record<string, string>>('SELECT * FROM matches WHERE id = $1', [matchId]),
      this.pool.query<{ seat: number; action: string }>('SELECT seat, action FROM match_actions WHERE match_id = $1 ORDER BY idx', [matchId]),
    ]);
    const row = match.rows[0];
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
      actions: actions.rows.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) })),
    };
  }

  async history(profileId: string, page: number, limit: number) {
    const [count, rows] = await Promise.all([
      this.pool.query<{ total: string }>('SELECT COUNT(*) AS total FROM scores WHERE profile_id = $1', [profileId]),
      this.pool.query<HistoryRow>(
        historySql((n) => `$${n}`),
        [profileId, limit, (page - 1) * limit],
      ),
    ]);
    return { total: Number(count.rows[0].total), matches: rows.rows.map((r) => historyEntry(r, profileId)) };
  }

  async leaderboard(mode: string, kind: LeaderboardKind, since: number, page: number, limit: number, profileId: string | null): Promise<LeaderboardPage> {
    const sql = leaderboardSql(kind, (n) => `$${n}`);
    const [count, rows, mine] = await Promise.all([
      this.pool.query<{ total: string }>(sql.total, [mode, since]),
      this.pool.query<LeaderboardEntry>(sql.page, [mode, since, (page - 1) * limit, page * limit]),
      profileId ? this.pool.query<LeaderboardEntry>(sql.player, [mode, since, profileId]) : null,
    ]);
    const me = mine?.rows[0];
    return { total: Number(count.rows[0].total), entries: rows.rows.map(leaderboardEntry), me: me ? leaderboardEntry(me) : null };
  }

  async claimOrphans(owner: string, live: string[]) {
    // SKIP LOCKED: survivors claiming at once never wait on each other, and a row one of them
    // took is re-checked against its new owner (alive) before another can take it.
    const { rows } = await this.pool.query<{ id: string; created_at: string }>(
      `UPDATE matches SET owner = $1 WHERE id IN (
         SELECT id FROM matches WHERE status = 'running' AND (owner IS NULL OR NOT (owner = ANY($2::text[])))
         ORDER BY created_at FOR UPDATE SKIP LOCKED)
       RETURNING id, created_at`,
      [owner, live],
    );
    return rows.sort((a, b) => Number(a.created_at) - Number(b.created_at)).map((r) => r.id);
  }

  /**
   * One round trip per batch: the writes as one multi-statement query, which PostgreSQL runs as
   * one transaction. A statement per round trip made each commit wait on as many round trips as
   * it had writes, and under load the rooms' patches waited on them. Values go in as literals,
   * every string through the driver's escaping.
   */
  protected async commit(writes: QueuedWrite[]) {
    if (!this.writer) return;
    const sql = writes.flatMap((w) => this.statements(w)).join(';\n');
    const batch = writes.length > 1 ? `BEGIN;\n${sql};\nCOMMIT` : sql;
    // A statement PostgreSQL refused fails the batch. A lost connection (a database restart, a
    // terminated backend) gets a fresh one and another try, so that no game's log gets a gap; more
    // than one, because the pool's idle connections may have been cut off with the writer's and
    // one of them can be handed out before the pool has noticed.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.writer.query(batch);
        return;
      } catch (error) {
        if (!lostConnection(error) || attempt === WRITE_ATTEMPTS) throw error;
        this.writer.release(error as Error);
        this.writer = await this.connectWriter();
      }
    }
  }

  /** Each kind of queued write as SQL: the one place they are spelled for PostgreSQL. */
  private statements(w: QueuedWrite): string[] {
    const now = Date.now();
    const text = (value: string | null) => (value === null ? 'NULL' : this.writer!.escapeLiteral(value));
    const json = (value: unknown) => text(JSON.stringify(value ?? null));
    const int = (value: number) => String(Math.trunc(Number(value)));
    switch (w.kind) {
      case 'match': {
        const m = w.match;
        return [
          `INSERT INTO matches (id, mode, options, seed, seats, host_seat, owner, engine_version, status, created_at, updated_at)
             VALUES (${text(m.id)}, ${text(m.mode)}, ${json(m.options)}, ${text(m.seed)}, ${json(m.seats)}, ${int(m.hostSeat)}, ${text(m.owner)}, ${int(engineVersionOf(m.mode))}, 'running', ${now}, ${now})`,
        ];
      }
      case 'action':
        return [`INSERT INTO match_actions (match_id, idx, seat, action) VALUES (${text(w.matchId)}, ${int(w.idx)}, ${int(w.seat)}, ${json(w.action)})`];
      case 'seats':
        return [`UPDATE matches SET seats = ${json(w.seats)}, host_seat = ${int(w.hostSeat)}, updated_at = ${now} WHERE id = ${text(w.matchId)}`];
      case 'finish':
        return [
          `UPDATE matches SET status = ${text(w.status)}, result = ${json(w.result)}, updated_at = ${now} WHERE id = ${text(w.matchId)}`,
          ...w.scores.map(
            (s) => `INSERT INTO scores (profile_id, mode, match_id, score, place, created_at)
               VALUES (${text(s.profileId)}, ${text(w.mode)}, ${text(w.matchId)}, ${int(s.score)}, ${int(s.place)}, ${now})
               ON CONFLICT (profile_id, match_id) DO UPDATE SET score = EXCLUDED.score, place = EXCLUDED.place, created_at = EXCLUDED.created_at`,
          ),
        ];
      case 'unlocks':
        return w.unlocks.map(
          (u) => `INSERT INTO unlocks (profile_id, mode, kind, item, data, match_id, created_at)
             VALUES (${text(w.profileId)}, ${text(u.mode)}, ${text(u.kind)}, ${text(u.item)}, ${json(u.data)}, ${text(u.matchId)}, ${now})
             ON CONFLICT DO NOTHING`,
        );
    }
  }
}

/**
 * Whether a failed query lost its connection rather than being refused: no SQLSTATE (the socket
 * broke, e.g. ECONNRESET, or the client is no longer queryable), or a connection exception (class 08) or operator
 * intervention (class 57P: the backend was terminated or the server is shutting down), which
 * PostgreSQL sends as the query's error when the termination meets a query in flight. The
 * transaction of a batch cut off that way was rolled back, so trying it again adds nothing twice.
 */
export function lostConnection(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  return !sqlState || code.startsWith('08') || code.startsWith('57P');
}

/** Tries of a batch whose connection is lost each time, before it is given up (and logged). */
const WRITE_ATTEMPTS = 3;

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgres, type Service } from '../../scripts/services';
import { PostgresStore } from '../../server/store/postgres';
import { JOURNAL_SPAN, JOURNAL_SQL, JOURNAL_SWEEP, storedMoves } from '../../server/store/action-journal';
import { COMMIT_PLACES } from '../../server/store/commit-placement';
import { MIGRATIONS, SqliteStore } from '../../server/store/sqlite';
import { WriterThread } from '../../server/store/writer-thread';
import type { NewMatch, Store } from '../../server/store/types';

// The store's whole contract, run against both implementations: SQLite in a temporary file, and
// a real PostgreSQL server started here on loopback (a fresh database per test).

interface Backend {
  name: string;
  setup(): Promise<void>;
  open(): Promise<{ store: Store; reopen(): Promise<Store>; committedActions(matchId: string): Promise<number> }>;
  /** Cuts every connection to the test's database, as a database restart does (a server only). */
  dropConnections?(): Promise<void>;
  teardown(): Promise<void>;
}

let postgres: Service | null = null;
let databases = 0;

const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    async setup() {},
    async open() {
      const path = join(mkdtempSync(join(tmpdir(), 'tp-store-')), 'store.sqlite');
      const store = new SqliteStore(path);
      return { store, reopen: async () => new SqliteStore(path), committedActions: async (id) => storedMoves(store.db, id, true).length };
    },
    async teardown() {},
  },
  {
    name: 'PostgreSQL',
    async setup() {
      postgres = await startPostgres();
    },
    async open() {
      const admin = new pg.Client(postgres!.url);
      await admin.connect();
      const name = `store_test_${++databases}`;
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = postgres!.url.replace(/\/postgres$/, `/${name}`);
      const committedActions = async (id: string) => {
        // A connection of its own: it sees only what is committed.
        const reader = new pg.Client(url);
        await reader.connect();
        try {
          return Number((await reader.query('SELECT COUNT(*) AS n FROM match_actions WHERE match_id = $1', [id])).rows[0].n);
        } finally {
          await reader.end();
        }
      };
      return { store: await PostgresStore.open(url), reopen: () => PostgresStore.open(url), committedActions };
    },
    async dropConnections() {
      const admin = new pg.Client(postgres!.url);
      await admin.connect();
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [`store_test_${databases}`]);
      await admin.end();
    },
    async teardown() {
      await postgres?.stop();
    },
  },
];

const newMatch = (id: string, owner = 'process-a'): NewMatch => ({
  id,
  mode: 'trash',
  options: { seats: 2, private: false, botDelay: 5, options: { variant: 'x' } } as unknown as NewMatch['options'],
  seed: `seed-${id}`,
  seats: [
    { name: 'Ann', bot: false, profileId: null },
    { name: 'Ada (bot)', bot: true, profileId: null },
  ],
  hostSeat: 0,
  owner,
});

describe.each(BACKENDS)('the store on $name', (backend) => {
  let open: Store[] = [];
  beforeAll(() => backend.setup(), 60_000);
  afterAll(() => backend.teardown(), 60_000);
  afterEach(async () => {
    for (const s of open) await s.close().catch(() => {});
    open = [];
  });
  const fresh = async () => {
    const opened = await backend.open();
    open.push(opened.store);
    return {
      store: opened.store,
      committedActions: opened.committedActions,
      reopen: async () => {
        const again = await opened.reopen();
        open.push(again);
        return again;
      },
    };
  };

  it('keeps guest profiles by token hash: create, find, rename; an unknown token finds nothing', async () => {
    const { store } = await fresh();
    const { profile, token } = await store.createProfile('Ann');
    expect(token.length).toBeGreaterThan(20);
    expect(await store.profileByToken(token)).toEqual({ id: profile.id, name: 'Ann' });
    await store.renameProfile(profile.id, 'Annie');
    expect(await store.profileByToken(token)).toEqual({ id: profile.id, name: 'Annie' });
    expect(await store.profileByToken('not-a-token')).toBeNull();
  });

  it('records unlocks once each, by mode, in the order they came', async () => {
    const { store } = await fresh();
    const { profile } = await store.createProfile('Ann');
    await store.addUnlocks(profile.id, [
      { mode: 'trash-poker', kind: 'joker', item: 'j1', data: { power: 2 }, matchId: 'm1' },
      { mode: 'trash', kind: 'lid', item: 'gold', data: null, matchId: null },
    ]);
    // Already there: kept as it was.
    await store.addUnlocks(profile.id, [{ mode: 'trash-poker', kind: 'joker', item: 'j1', data: { power: 9 }, matchId: 'm2' }]);
    const all = await store.unlocks(profile.id);
    expect(all.map((u) => u.item).sort()).toEqual(['gold', 'j1']);
    const poker = await store.unlocks(profile.id, 'trash-poker');
    expect(poker).toEqual([{ mode: 'trash-poker', kind: 'joker', item: 'j1', data: { power: 2 }, matchId: 'm1', createdAt: expect.any(Number) }]);
  });

  it('commits a match, its moves and seat changes in order, and reads it back whole after a reopen', async () => {
    const { store, reopen } = await fresh();
    store.createMatch(newMatch('m1'));
    for (let i = 0; i < 25; i++) store.appendAction('m1', i, i % 2, { type: 'play', n: i });
    store.updateSeats('m1', [{ name: 'Eve', bot: false, profileId: null }, newMatch('m1').seats[1]], 1);
    await store.flush();
    await store.close();
    open = [];
    const again = await reopen();
    const record = (await again.match('m1'))!;
    expect(record).toMatchObject({ id: 'm1', mode: 'trash', seed: 'seed-m1', hostSeat: 1, status: 'running', result: null });
    expect(record.options).toEqual(newMatch('m1').options);
    expect(record.seats[0].name).toBe('Eve');
    expect(record.actions).toEqual(Array.from({ length: 25 }, (_, i) => ({ seat: i % 2, action: { type: 'play', n: i } })));
    expect(await again.match('nope')).toBeNull();
  });

  it('stores any text a client sends as data: quotes, backslashes, SQL and non-ASCII come back as they went in', async () => {
    const { store } = await fresh();
    const nasty = { type: "it's", note: "a\\b'); DROP TABLE matches; --", text: 'Zoë ✓ \u0001', nested: { q: '"' } };
    store.createMatch({ ...newMatch("m'1"), seats: [{ name: "O'Brien \\", bot: false, profileId: null }] });
    store.appendAction("m'1", 0, 0, nasty);
    await store.flush();
    const record = (await store.match("m'1"))!;
    expect(record.actions).toEqual([{ seat: 0, action: nasty }]);
    expect(record.seats[0].name).toBe("O'Brien \\");
  });

  it('a flush resolves only once everything queued before it is committed, even with a commit under way', async () => {
    const { store } = await fresh();
    store.createMatch(newMatch('m1'));
    const first = store.flush();
    store.appendAction('m1', 0, 0, { type: 'a' });
    const second = store.flush();
    store.appendAction('m1', 1, 1, { type: 'b' });
    await Promise.all([first, second, store.flush()]);
    expect((await store.match('m1'))!.actions.map((a) => (a.action as { type: string }).type)).toEqual(['a', 'b']);
  });

  it('moves two rooms flush in one event-loop turn share one commit', async () => {
    const { store } = await fresh();
    store.createMatch(newMatch('m1'));
    store.createMatch(newMatch('m2'));
    await store.flush();
    const commit = vi.spyOn(store as unknown as { commit(writes: unknown[]): unknown }, 'commit');
    // Two rooms, each handling a message read in the same turn, each flushing before its patch:
    // every microtask after the first one's runs before the second socket's callback.
    store.appendAction('m1', 0, 0, { type: 'a' });
    const first = store.flush();
    for (let i = 0; i < 20; i++) await null;
    store.appendAction('m2', 0, 1, { type: 'b' });
    const second = store.flush();
    await Promise.all([first, second]);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit.mock.calls[0][0]).toHaveLength(2);
    expect((await store.match('m2'))!.actions).toEqual([{ seat: 1, action: { type: 'b' } }]);
  });

  it('writes left unflushed are committed at the end of the turn', async () => {
    const { store, committedActions } = await fresh();
    store.createMatch(newMatch('m1'));
    store.appendAction('m1', 0, 0, { type: 'a' });
    store.appendAction('m1', 1, 1, { type: 'b' });
    // Nobody calls flush(): they are committed all the same (SQLite's writer thread answers soon after the turn).
    await vi.waitFor(async () => expect(await committedActions('m1')).toBe(2), { timeout: 5000 });
  });

  it('a failed write is logged, not thrown, and later writes still commit', async () => {
    const { store } = await fresh();
    store.createMatch(newMatch('m1'));
    await store.flush();
    store.appendAction('m1', 0, 0, { type: 'a' });
    await store.flush();
    // The same index again breaks the primary key: this batch fails and is dropped.
    store.appendAction('m1', 0, 0, { type: 'again' });
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await store.flush();
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    store.appendAction('m1', 1, 1, { type: 'b' });
    await store.flush();
    expect((await store.match('m1'))!.actions.map((a) => (a.action as { type: string }).type)).toEqual(['a', 'b']);
  });

  it.skipIf(!backend.dropConnections)('a lost database connection loses no queued write: the writer reconnects and commits the batch', async () => {
    const { store, committedActions } = await fresh();
    store.createMatch(newMatch('m1'));
    store.appendAction('m1', 0, 0, { type: 'a' });
    await store.flush();
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await backend.dropConnections!();
      store.appendAction('m1', 1, 1, { type: 'b' });
      store.appendAction('m1', 2, 0, { type: 'c' });
      await store.flush();
    } finally {
      console.error = log;
    }
    expect(await committedActions('m1')).toBe(3);
    expect((await store.match('m1'))!.actions.map((a) => (a.action as { type: string }).type)).toEqual(['a', 'b', 'c']);
  });

  it('finishes a match with its scores: best score per profile, high scores per mode', async () => {
    const { store } = await fresh();
    const ann = (await store.createProfile('Ann')).profile;
    const bob = (await store.createProfile('Bob')).profile;
    for (const [id, annScore, bobScore] of [
      ['m1', 30, 12],
      ['m2', 18, 44],
    ] as const) {
      store.createMatch(newMatch(id));
      await store.finishMatch(id, 'trash', 'finished', { winners: [0] }, [
        { profileId: ann.id, score: annScore, place: 1 },
        { profileId: bob.id, score: bobScore, place: 2 },
      ]);
    }
    expect((await store.match('m1'))!).toMatchObject({ status: 'finished', result: { winners: [0] } });
    expect(await store.bestScore(ann.id, 'trash')).toBe(30);
    expect(await store.bestScore(ann.id, 'poker-plus')).toBeNull();
    expect(await store.highScores('trash', 3)).toEqual([
      { name: 'Bob', score: 44, matchId: 'm2' },
      { name: 'Ann', score: 30, matchId: 'm1' },
      { name: 'Ann', score: 18, matchId: 'm2' },
    ]);
    store.createMatch(newMatch('m3'));
    await store.finishMatch('m3', 'trash', 'abandoned', null, []);
    expect((await store.match('m3'))!).toMatchObject({ status: 'abandoned', result: null });
  });

  it("reads a player's history and a mode's leaderboards: engine version, opponents, ranks with ties, pages, own line", async () => {
    const { store } = await fresh();
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map(async (name) => (await store.createProfile(name)).profile));
    const seats = [ann, bob, cat].map((p) => ({ name: p.name, bot: false, profileId: p.id }));
    // Ann wins twice, Bob once (both best 30); Cat never wins (best 10).
    for (const [id, places] of [
      ['m1', [1, 2, 3]],
      ['m2', [2, 1, 3]],
      ['m3', [1, 3, 2]],
    ] as const) {
      store.createMatch({ ...newMatch(id), mode: 'trash-poker', seats });
      const scores = [ann, bob, cat].map((p, i) => ({
        profileId: p.id,
        place: places[i],
        score: [30, 20, 10][places[i] - 1] - (id === 'm3' && i === 2 ? 15 : 0),
      }));
      await store.finishMatch(id, 'trash-poker', 'finished', null, scores);
    }
    expect((await store.match('m1'))!.engineVersion).toBeGreaterThan(0);
    const history = await store.history(ann.id, 1, 2);
    expect(history.total).toBe(3);
    expect(history.matches).toHaveLength(2);
    expect(history.matches[0]).toMatchObject({
      mode: 'trash-poker',
      seats: 3,
      opponents: [
        { name: 'Bob', bot: false },
        { name: 'Cat', bot: false },
      ],
    });
    expect((await store.history(ann.id, 2, 2)).matches).toHaveLength(1);

    const best = await store.leaderboard('trash-poker', 'score', 0, 1, 2, cat.id);
    expect(best.total).toBe(3);
    expect(best.entries.map((e) => e.rank)).toEqual([1, 1]);
    expect(best.entries.every((e) => e.value === 30)).toBe(true);
    expect(best.me).toEqual({ rank: 3, name: 'Cat', value: 10 });
    const wins = await store.leaderboard('trash-poker', 'wins', 0, 1, 10, cat.id);
    expect(wins).toEqual({
      total: 2,
      entries: [
        { rank: 1, name: 'Ann', value: 2 },
        { rank: 2, name: 'Bob', value: 1 },
      ],
      me: null,
    });
    expect(await store.leaderboard('trash-poker', 'score', Date.now() + 60_000, 1, 10, null)).toEqual({ total: 0, entries: [], me: null });
  });

  it('hands running matches of gone processes to one claimant, oldest first; live owners and finished matches keep theirs', async () => {
    const { store } = await fresh();
    for (const [id, owner] of [
      ['dead-1', 'dead'],
      ['live-1', 'alive'],
      ['dead-2', 'dead'],
      ['done', 'dead'],
    ]) {
      store.createMatch(newMatch(id, owner));
      await store.flush();
      await new Promise((r) => setTimeout(r, 3)); // distinct creation times
    }
    await store.finishMatch('done', 'trash', 'finished', null, []);
    // Two survivors claim at once: each orphan goes to exactly one of them.
    const [b, c] = await Promise.all([store.claimOrphans('b', ['alive', 'b', 'c']), store.claimOrphans('c', ['alive', 'b', 'c'])]);
    expect([...b, ...c].sort()).toEqual(['dead-1', 'dead-2']);
    expect(b.filter((id) => c.includes(id))).toEqual([]);
    // Claimed matches now belong to live processes: nothing is left to take.
    expect(await store.claimOrphans('c', ['alive', 'b', 'c'])).toEqual([]);
    // With their claimant gone too, the next survivor takes them, oldest first.
    expect(await store.claimOrphans('d', ['alive', 'd'])).toEqual(['dead-1', 'dead-2']);
  });
});

describe('SQLite commits on the event loop, on its writer thread, or wherever they are quick', () => {
  let store: SqliteStore | null = null;
  afterEach(async () => {
    vi.restoreAllMocks();
    await store?.close();
    store = null;
  });

  it.each(COMMIT_PLACES)('%s: every move committed in order; commits on the loop have the thread checkpoint the WAL', async (place) => {
    const path = join(mkdtempSync(join(tmpdir(), 'tp-store-')), 'store.sqlite');
    const checkpoints = vi.spyOn(WriterThread.prototype, 'checkpoint');
    store = await SqliteStore.open(path, place);
    store.createMatch(newMatch('m1'));
    // One commit per move, as a room's flush before each patch makes them.
    for (let i = 0; i < 1000; i++) {
      store.appendAction('m1', i, i % 2, { type: 'play', n: i });
      await store.flush();
    }
    const record = (await store.match('m1'))!;
    expect(record.actions).toEqual(Array.from({ length: 1000 }, (_, i) => ({ seat: i % 2, action: { type: 'play', n: i } })));
    // The rooms' connection never checkpoints: one is asked of the thread every 500 loop commits.
    // Adaptive commits on the loop until a commit is slow, which a loaded test machine can make.
    if (place === 'adaptive') expect(checkpoints.mock.calls.length).toBeLessThanOrEqual(2);
    else expect(checkpoints).toHaveBeenCalledTimes(place === 'thread' ? 0 : 2);
  });
});

describe("SQLite's move journal and runs (action-journal.ts)", () => {
  const stores: SqliteStore[] = [];
  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close().catch(() => {});
  });
  const tempPath = () => join(mkdtempSync(join(tmpdir(), 'tp-store-')), 'store.sqlite');
  const openAt = (path: string) => {
    const store = new SqliteStore(path);
    stores.push(store);
    return store;
  };
  const count = (db: Database.Database, sql: string, ...params: unknown[]) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get(...params) as { n: number }).n;
  const moves = (id: string, n: number) => Array.from({ length: n }, (_, i) => ({ seat: i % 2, action: { type: 'play', id, n: i } }));
  const play = (store: Store, id: string, from: number, to: number) => {
    for (let n = from; n < to; n++) store.appendAction(id, n, n % 2, { type: 'play', id, n });
  };

  it('stays a few thousand rows long while 60 tables play 12,000 moves, every move read back in order at any time', async () => {
    const store = openAt(tempPath());
    const tables = Array.from({ length: 60 }, (_, i) => `m${i}`);
    for (const id of tables) store.createMatch(newMatch(id));
    let longest = 0;
    // Tables move at different paces, a turn's moves committed together, as a busy server's are.
    for (let n = 0; n < 200; n++) {
      for (const [t, id] of tables.entries()) if (n < 200 - t) play(store, id, n, n + 1);
      await store.flush();
      longest = Math.max(longest, count(store.db, 'action_journal'));
      if (n % 50 === 49) expect((await store.match('m0'))!.actions).toEqual(moves('m0', n + 1));
    }
    expect(longest).toBeLessThanOrEqual(JOURNAL_SPAN + JOURNAL_SWEEP + tables.length);
    // Most moves are in runs of several moves each.
    expect(count(store.db, 'match_runs')).toBeLessThan(12_000 / 10);
    for (const [t, id] of tables.entries()) expect((await store.match(id))!.actions).toEqual(moves(id, 200 - t));
  });

  it("a finished match's runs are whole from its finishing commit; moves a stopped process left in the journal become runs on opening", async () => {
    const path = tempPath();
    const store = openAt(path);
    for (const id of ['done', 'left']) {
      store.createMatch(newMatch(id));
      play(store, id, 0, 30);
    }
    await store.finishMatch('done', 'trash', 'finished', { winners: [0] }, []);
    expect(storedMoves(store.db, 'done', false)).toEqual(moves('done', 30));
    expect(storedMoves(store.db, 'left', false)).toEqual([]);
    expect((await store.match('left'))!.actions).toEqual(moves('left', 30));
    // Closed with 'left' in the journal only, as a killed process leaves it.
    await store.close();
    const again = openAt(path);
    expect(count(again.db, 'action_journal')).toBe(0);
    expect(storedMoves(again.db, 'left', false)).toEqual(moves('left', 30));
    // Play goes on, into the journal again, after the run the opening made.
    play(again, 'left', 30, 40);
    await again.flush();
    expect((await again.match('left'))!.actions).toEqual(moves('left', 40));
    expect((await again.match('done'))!.actions).toEqual(moves('done', 30));
  });

  it("a batch that fails loses no move: its run's moves stay in the journal until a later run holds them", async () => {
    const store = openAt(tempPath());
    store.createMatch(newMatch('m1'));
    store.createMatch(newMatch('m2'));
    play(store, 'm1', 0, 10);
    await store.flush();
    // A score for a profile that does not exist breaks a foreign key: the finishing batch, with the run of m1's moves, fails whole.
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await store.finishMatch('m1', 'trash', 'finished', { winners: [0] }, [{ profileId: 'nobody', score: 1, place: 1 }]);
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    // Enough moves elsewhere for the journal to delete the rows every match has in runs.
    for (let n = 0; n < 2 * JOURNAL_SWEEP; n++) {
      play(store, 'm2', n, n + 1);
      if (n % 64 === 63) await store.flush();
    }
    await store.flush();
    expect(await store.match('m1')).toMatchObject({ status: 'running', actions: moves('m1', 10) });
    await store.finishMatch('m1', 'trash', 'finished', { winners: [0] }, []);
    expect(storedMoves(store.db, 'm1', false)).toEqual(moves('m1', 10));
  });

  it('a store file from before the journal keeps its matches: their moves become one run each', async () => {
    const path = tempPath();
    const old = new Database(path);
    const before = MIGRATIONS.indexOf(JOURNAL_SQL);
    for (const sql of MIGRATIONS.slice(0, before)) old.exec(sql);
    old.pragma(`user_version = ${before}`);
    old.exec(`INSERT INTO matches (id, mode, options, seed, seats, status, created_at, updated_at) VALUES ('old', 'trash', '{}', 's', '[]', 'running', 1, 1);
      INSERT INTO match_actions VALUES ('old', 2, 0, '{"n":2}'), ('old', 0, 0, '{"n":0}'), ('old', 1, 1, '{"n":1}');`);
    old.close();
    const store = openAt(path);
    expect((await store.match('old'))!.actions).toEqual([0, 1, 2].map((n) => ({ seat: n % 2 ? 1 : 0, action: { n } })));
    expect(count(store.db, 'match_runs')).toBe(1);
    expect(count(store.db, "sqlite_master WHERE name = 'match_actions'")).toBe(0);
  });
});

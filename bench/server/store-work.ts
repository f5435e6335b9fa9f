/**
 * `npx tsx bench/server/store-work.ts`: the CPU (user and kernel) the SQLite store spends per
 * move as a busy server commits them, the journal and its runs (server/store/action-journal.ts, as
 * the store commits) against the alternative they replaced, each move inserted straight into `match_actions`
 * (key: match, move). 250 tables play; each commit carries one event-loop turn's moves (12, as
 * `bench:server` sees at 1000 clients); a checkpoint every 500 commits, as the writer thread
 * does for commits on the loop. The two run alternately in one process, each on a file of its
 * own, so they share the machine's load minute by minute.
 * Env: STORE_WORK_MOVES (60000 a run), STORE_WORK_REPEAT (5 pairs after a warm-up, median).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { median } from '../../scripts/stats';
import { ActionJournal } from '../../server/store/action-journal';
import { SqliteStore } from '../../server/store/sqlite';
import { commitBatch, connect } from '../../server/store/sqlite-writes';
import type { QueuedWrite } from '../../server/store/types';

const MOVES = Number(process.env.STORE_WORK_MOVES ?? 60_000);
const REPEAT = Number(process.env.STORE_WORK_REPEAT ?? 5);
const TABLES = 250;
const MOVES_PER_COMMIT = 12;
const COMMITS_PER_CHECKPOINT = 500;
/** A typical action as a room appends it. */
const ACTION = { type: 'pick', card: '0-6C' };

interface Contender {
  name: string;
  commit(writes: QueuedWrite[]): void;
  checkpoint(): void;
}

/** A store file with 250 running matches, and a second connection to checkpoint it. */
function storeFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'tp-store-work-')), 'store.sqlite');
  const store = new SqliteStore(path, 'loop');
  const writer = connect(path, 'writer');
  const matches = Array.from({ length: TABLES }, (_, i) => `table-${i}-${Math.random().toString(36).slice(2, 10)}`);
  commitBatch(
    store.db,
    matches.map((id) => ({
      kind: 'match',
      match: { id, mode: 'trash-poker', options: {} as never, seed: id, seats: [], hostSeat: 0, owner: 'bench' },
    })),
  );
  return { db: store.db, writer, matches };
}

function contender(name: string, committer: (db: Database.Database) => (writes: QueuedWrite[]) => void): Contender & { matches: string[] } {
  const { db, writer, matches } = storeFile();
  return { name, matches, commit: committer(db), checkpoint: () => void writer.pragma('wal_checkpoint(PASSIVE)') };
}

const journal = new ActionJournal();
const contenders = [
  contender('journal and runs (the store)', (db) => (writes) => commitBatch(db, journal.plan(writes))),
  // The alternative: what the store did before the journal, one insert per move into a table keyed by (match, move).
  contender('straight into match_actions', (db) => {
    db.exec(`CREATE TABLE match_actions (match_id TEXT NOT NULL REFERENCES matches(id), idx INTEGER NOT NULL, seat INTEGER NOT NULL,
      action TEXT NOT NULL, PRIMARY KEY (match_id, idx))`);
    const insert = db.prepare('INSERT INTO match_actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)');
    return db.transaction((writes: QueuedWrite[]) => {
      for (const w of writes) if (w.kind === 'action') insert.run(w.matchId, w.idx, w.seat, JSON.stringify(w.action));
    });
  }),
];

const next = contenders.map(() => new Array<number>(TABLES).fill(0));
let seed = 1;
/** A fixed sequence of tables taking turns at random, the same for both. */
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

/** CPU µs (user + kernel) per move over `moves` moves. */
function run(c: (typeof contenders)[number], moves: number): { user: number; system: number } {
  const idx = next[contenders.indexOf(c)];
  const start = process.cpuUsage();
  for (let m = 0, commits = 0; m < moves; m += MOVES_PER_COMMIT) {
    const writes: QueuedWrite[] = [];
    for (let i = 0; i < MOVES_PER_COMMIT; i++) {
      const t = Math.floor(random() * TABLES);
      writes.push({ kind: 'action', matchId: c.matches[t], idx: idx[t]++, seat: t % 4, action: ACTION });
    }
    c.commit(writes);
    if (++commits % COMMITS_PER_CHECKPOINT === 0) c.checkpoint();
  }
  const cpu = process.cpuUsage(start);
  return { user: cpu.user / moves, system: cpu.system / moves };
}

for (const c of contenders) run(c, MOVES / 2);
const results = contenders.map(() => ({ user: [] as number[], system: [] as number[], total: [] as number[] }));
for (let r = 0; r < REPEAT; r++) {
  for (const [i, c] of contenders.entries()) {
    const { user, system } = run(c, MOVES);
    results[i].user.push(user);
    results[i].system.push(system);
    results[i].total.push(user + system);
  }
}
console.log(`SQLite store, CPU per move: ${TABLES} tables, ${MOVES_PER_COMMIT} moves a commit, ${REPEAT} alternating runs of ${MOVES} moves (medians)`);
console.log('contender                     user µs  kernel µs  total µs');
for (const [i, c] of contenders.entries()) {
  const m = (xs: number[]) => median(xs).toFixed(1).padStart(9);
  console.log(`${c.name.padEnd(28)}${m(results[i].user)}${m(results[i].system)}${m(results[i].total)}`);
}
const ratios = results[0].total.map((t, r) => t / results[1].total[r]);
console.log(`journal / straight: ${median(ratios).toFixed(2)}x (per pair: ${ratios.map((x) => x.toFixed(2)).join(', ')})`);

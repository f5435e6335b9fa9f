/**
 * The SQLite store's moves go first to a journal: a table appended to in order, with no index
 * but its row number. A move is committed before the patch that shows it, so its write is on the
 * path of every move; appended there, a commit of a turn's moves writes the journal's last page
 * or two. Inserted straight into a table keyed by (match, move), as before, each move of each
 * game dirtied an index page of its own (in the WAL, then again at the checkpoint) and paid a
 * B-tree insert (bench/server/store-work.ts compares the two).
 *
 * From the journal the moves go on in runs, one row per run of a match's moves (`match_runs`):
 * when the match finishes (in the same commit), and when they are the journal's oldest. The rows
 * every match has in runs are then deleted from the journal's start, so it stays a few thousand
 * rows long. Opening the store turns what a stopped process left in the journal into runs. A
 * running match's moves are read from both tables (`storedMoves`): its runs, then the journal's
 * rows after them (a move stays in the journal a while after its run is written).
 */
import type Database from 'better-sqlite3';
import type { MatchRecord, QueuedWrite } from './types';

/** A move as the journal holds it: `seq` is its row number, the order moves were committed in. */
export interface JournalRow {
  seq: number;
  matchId: string;
  idx: number;
  seat: number;
  /** The action as JSON text. */
  action: string;
}

/** What the SQLite store commits: the queued writes, each move as a journal row, and the journal's upkeep. */
export type SqliteWrite =
  | Exclude<QueuedWrite, { kind: 'action' }>
  | ({ kind: 'action' } & JournalRow)
  /** A run of a match's moves from index `first`, as JSON: [[seat, action], ...]. */
  | { kind: 'run'; matchId: string; first: number; moves: string }
  | { kind: 'truncate'; below: number };

/** A run's moves, as SQL aggregates a match's rows (idx, seat, action) into one: the text `compact` writes. */
const RUN_OF_ROWS = 'json_group_array(json_array(seat, json(action)) ORDER BY idx)';

/** The journal and the runs, with the moves stored before them moved into runs (one per match). */
export const JOURNAL_SQL = `CREATE TABLE action_journal (
     seq INTEGER PRIMARY KEY,
     match_id TEXT NOT NULL,
     idx INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action TEXT NOT NULL
   );
   CREATE TABLE match_runs (
     match_id TEXT NOT NULL REFERENCES matches(id),
     first INTEGER NOT NULL,
     moves TEXT NOT NULL,
     PRIMARY KEY (match_id, first)
   );
   INSERT INTO match_runs (match_id, first, moves)
     SELECT match_id, MIN(idx), ${RUN_OF_ROWS} FROM match_actions GROUP BY match_id;
   DROP TABLE match_actions;`;

/** On opening: each match's moves a stopped process left in the journal (and not in its runs) as one run, and the journal emptied. */
export const FOLD_JOURNAL_SQL = `INSERT INTO match_runs (match_id, first, moves)
     SELECT match_id, MIN(idx), ${RUN_OF_ROWS} FROM action_journal j
       WHERE idx >= (SELECT coalesce(MAX(first + json_array_length(moves)), 0) FROM match_runs r WHERE r.match_id = j.match_id)
       GROUP BY match_id;
   DELETE FROM action_journal;`;

/**
 * A match's moves in order, as committed: its runs, then, while it runs, the journal's moves after
 * them. A finished match's runs are whole from its finishing commit on, so the journal (a scan of
 * a few thousand rows) is read only for a running one.
 */
export function storedMoves(db: Database.Database, matchId: string, running: boolean): MatchRecord['actions'] {
  const moves: MatchRecord['actions'] = [];
  const runs = db.prepare('SELECT first, moves FROM match_runs WHERE match_id = ? ORDER BY first').all(matchId) as { first: number; moves: string }[];
  let after = 0;
  for (const run of runs) {
    const pairs = JSON.parse(run.moves) as [number, unknown][];
    for (const [seat, action] of pairs) moves.push({ seat, action });
    after = run.first + pairs.length;
  }
  if (!running) return moves;
  const rows = db.prepare('SELECT seat, action FROM action_journal WHERE match_id = ? AND idx >= ? ORDER BY idx').all(matchId, after) as {
    seat: number;
    action: string;
  }[];
  for (const row of rows) moves.push({ seat: row.seat, action: JSON.parse(row.action) });
  return moves;
}

/**
 * How many moves back the journal keeps a match's moves before copying them as a run: with 250
 * tables playing, runs of ~16 moves (one row and index entry for 16 moves), and a journal of
 * ~4,000-5,000 rows (~300 KB).
 */
export const JOURNAL_SPAN = 4096;
/** Moves between two looks for old moves to make runs of and rows to delete. */
export const JOURNAL_SWEEP = 512;

/**
 * The journal's bookkeeping, on the rooms' thread: it numbers each move as its batch goes to be
 * committed, keeps each match's moves not yet in a run, and adds the runs and deletions to the
 * batches. A batch commits whole or not at all, and batches commit in order, so a crash leaves
 * every committed move in a run or in the journal.
 */
export class ActionJournal {
  private next = 1;
  private swept = 0;
  /** The rows below this are deleted (or being deleted). */
  private deletedBelow = 1;
  /** Per match, its moves in the journal not yet in a run; in the order of their first row (a Map keeps insertion order). */
  private readonly pending = new Map<string, JournalRow[]>();

  /** Per running match, its last move's index. */
  private readonly lastIdx = new Map<string, number>();
  /** What the last batch planned took out of `pending`, and the deletion mark before it: what `failed` puts back. */
  private lastBatch: { runs: JournalRow[][]; deletedBelow: number } = { runs: [], deletedBelow: 1 };

  /**
   * `writes` as SQLite commits them, with the journal's upkeep that falls due. A move that is not
   * after its match's last one fails the whole batch before anything here changes, as a key
   * (match, move) would have made it fail: the journal has no such key.
   */
  plan(writes: readonly QueuedWrite[]): SqliteWrite[] {
    this.checkOrder(writes);
    this.lastBatch = { runs: [], deletedBelow: this.deletedBelow };
    const batch: SqliteWrite[] = [];
    for (const w of writes) {
      if (w.kind === 'action') {
        this.lastIdx.set(w.matchId, w.idx);
        const row = { seq: this.next++, matchId: w.matchId, idx: w.idx, seat: w.seat, action: JSON.stringify(w.action) };
        batch.push({ kind: 'action', ...row });
        const rows = this.pending.get(w.matchId);
        if (rows) rows.push(row);
        else this.pending.set(w.matchId, [row]);
        continue;
      }
      // A finished match's runs are whole from its finishing commit on.
      if (w.kind === 'finish') {
        this.compact(w.matchId, batch);
        this.lastIdx.delete(w.matchId);
      }
      batch.push(w);
    }
    if (this.next - this.swept >= JOURNAL_SWEEP) this.sweep(batch);
    return batch;
  }

  private checkOrder(writes: readonly QueuedWrite[]) {
    const last = new Map<string, number>();
    for (const w of writes) {
      if (w.kind !== 'action') continue;
      const before = last.get(w.matchId) ?? this.lastIdx.get(w.matchId) ?? -1;
      if (!(w.idx > before)) throw new Error(`move ${w.idx} of match ${w.matchId} is not after its move ${before}`);
      last.set(w.matchId, w.idx);
    }
  }

  /** Makes runs of the moves the journal has held longest, then deletes the rows before every match's first move not in a run. */
  private sweep(batch: SqliteWrite[]) {
    this.swept = this.next;
    for (const [matchId, rows] of this.pending) {
      if (rows[0].seq >= this.next - JOURNAL_SPAN) break;
      this.compact(matchId, batch);
    }
    const below = this.pending.values().next().value?.[0].seq ?? this.next;
    if (below > this.deletedBelow) {
      batch.push({ kind: 'truncate', below });
      this.deletedBelow = below;
    }
  }

  /**
   * The last batch planned did not commit (batches commit one at a time, so it is the one): the
   * moves of its runs are pending again, and the rows it was to delete stay. Its own moves stay
   * pending too, to go into a run in a later batch: they may have been shown already.
   */
  failed() {
    const { runs, deletedBelow } = this.lastBatch;
    this.lastBatch = { runs: [], deletedBelow };
    this.deletedBelow = deletedBelow;
    if (!runs.length) return;
    for (const rows of runs) {
      const matchId = rows[0].matchId;
      this.pending.set(matchId, [...rows, ...(this.pending.get(matchId) ?? [])]);
    }
    // Back in the order of their first rows, which `sweep` reads the oldest from.
    const entries = [...this.pending].sort((a, b) => a[1][0].seq - b[1][0].seq);
    this.pending.clear();
    for (const [matchId, rows] of entries) this.pending.set(matchId, rows);
  }

  /** The match's moves not yet in a run, as one. */
  private compact(matchId: string, batch: SqliteWrite[]) {
    const rows = this.pending.get(matchId);
    if (!rows) return;
    this.pending.delete(matchId);
    this.lastBatch.runs.push(rows);
    const moves = `[${rows.map((r) => `[${r.seat},${r.action}]`).join(',')}]`;
    batch.push({ kind: 'run', matchId, first: rows[0].idx, moves });
  }
}

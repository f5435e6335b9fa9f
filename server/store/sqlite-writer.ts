/**
 * The SQLite store's writer thread (a one-thread piscina pool, see writer-thread.ts): it owns the
 * connection that commits the games' queued writes, so that neither a commit nor the disk's
 * stalls on a busy machine (a write can wait 100-250 ms for the kernel's writeback) nor a WAL
 * checkpoint holds the rooms' event loop. A task returns once its batch is committed.
 */
import type Database from 'better-sqlite3';
import { commitBatch, connect } from './sqlite-writes';
import type { WriterTask } from './writer-thread';

/** This thread's connection to each store file it writes (one, but for tests with many stores). */
const connections = new Map<string, Database.Database>();

/** A commit answers how long it took (ms), for the store's choice of where to commit (commit-placement.ts). */
export default function write(task: WriterTask): number | undefined {
  let db = connections.get(task.path);
  if (task.kind === 'close') {
    db?.close();
    connections.delete(task.path);
    return;
  }
  if (!db) connections.set(task.path, (db = connect(task.path, 'writer')));
  // The rooms' connection never checkpoints: while it commits on the loop, it asks for one here.
  if (task.kind === 'checkpoint') db.pragma('wal_checkpoint(PASSIVE)');
  if (task.kind !== 'commit') return;
  const start = performance.now();
  commitBatch(db, task.writes);
  return performance.now() - start;
}

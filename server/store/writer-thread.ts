/**
 * The rooms' side of the SQLite writer thread (sqlite-writer.ts): each batch of queued writes
 * goes to it and resolves once it is committed, so a room still sends a patch only after the
 * moves it shows are durable, and its event loop never waits for the disk. One thread, so the
 * batches commit in the order they were sent.
 */
import { Piscina } from 'piscina';
import { workerExecArgv } from '../bots/pool';
import type { SqliteWrite } from './action-journal';

export type WriterTask = { path: string; kind: 'commit'; writes: SqliteWrite[] } | { path: string; kind: 'open' | 'checkpoint' | 'close' };

const WRITER = new URL(`./sqlite-writer${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

export class WriterThread {
  private readonly pool: Piscina<WriterTask, number | undefined>;
  private closed: Promise<void> | null = null;
  /** Settles once the thread is loaded and connected: a server awaits it before it takes rooms, so no first move waits for it. */
  readonly ready: Promise<void>;

  constructor(private readonly path: string) {
    this.pool = new Piscina({ filename: WRITER.href, minThreads: 1, maxThreads: 1, execArgv: workerExecArgv(WRITER), idleTimeout: Number.POSITIVE_INFINITY });
    // Loaded and connected now, not on the first move: loading the thread takes ~200 ms.
    this.ready = this.pool.run({ path, kind: 'open' }).then(() => {});
    this.ready.catch((error) => console.error('the SQLite writer thread could not open the store', error));
  }

  /** Resolves once `writes` are committed, in one transaction, with the ms the commit took there. */
  async commit(writes: SqliteWrite[]): Promise<number> {
    return (await this.pool.run({ path: this.path, kind: 'commit', writes })) ?? 0;
  }

  /**
   * Copies the WAL's committed pages into the file, without waiting for readers or writers
   * (PASSIVE), for commits made on the rooms' connection, which never checkpoints.
   */
  checkpoint(): void {
    this.pool.run({ path: this.path, kind: 'checkpoint' }).catch((error) => console.error('the SQLite writer thread could not checkpoint', error));
  }

  /** Closes the writer's connection (after every batch sent before) and ends the thread; once. */
  close(): Promise<void> {
    this.closed ??= this.pool
      .run({ path: this.path, kind: 'close' })
      .then(() => {})
      .finally(() => this.pool.destroy());
    return this.closed;
  }
}

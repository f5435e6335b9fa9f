import type { QueuedWrite } from './types';

/**
 * Group commit for a store's queued writes: one batch commits at a time, in queue order, and
 * every write queued while a batch commits joins the next one. Anything nobody flushed is
 * committed at the end of the event-loop turn (a safety net; rooms flush before each patch).
 */
export class WriteQueue {
  private pending: QueuedWrite[] = [];
  /** Settles when the last batch started has committed (or failed and was logged). */
  private tail: Promise<void> = Promise.resolve();
  /** The batch that has not started yet: writes queued now join it. */
  private next: Promise<void> | null = null;
  private turnEndScheduled = false;

  constructor(private readonly commit: (writes: QueuedWrite[]) => Promise<void> | void) {}

  push(write: QueuedWrite) {
    this.pending.push(write);
    if (this.turnEndScheduled) return;
    this.turnEndScheduled = true;
    setImmediate(this.flushAtTurnEnd);
  }

  private readonly flushAtTurnEnd = () => {
    this.turnEndScheduled = false;
    void this.flush();
  };

  /** Resolves once every write queued before this call is committed. */
  flush(): Promise<void> {
    if (!this.pending.length) return this.tail;
    this.next ??= this.tail = this.tail.then(() => this.commitNext());
    return this.next;
  }

  private async commitNext() {
    const writes = this.pending;
    this.pending = [];
    this.next = null;
    if (!writes.length) return;
    try {
      await this.commit(writes);
    } catch (error) {
      console.error('could not commit moves', error);
    }
  }
}

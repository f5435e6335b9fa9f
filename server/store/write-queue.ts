import type { FinalScore, NewMatch, QueuedWrite, SeatRecord, Unlock } from './types';

/**
 * Group commit for a store's queued writes: one batch commits at a time, in queue order, and
 * every write queued while a batch commits joins the next one. A batch starts at the end of the
 * event-loop turn it was flushed in (setImmediate), so the moves of every room whose message
 * was read in that turn share one commit: one hand-off to the writer thread (or one transaction
 * on the loop, one round trip to PostgreSQL) per turn rather than one per move, and a busy
 * server reads many messages a turn. Anything nobody flushed is committed then too (a safety
 * net; rooms flush before each patch).
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
    this.next ??= this.tail = this.tail.then(turnEnd).then(() => this.commitNext());
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

/** Settles once the event loop has run what is ready in this turn (its I/O callbacks). */
const turnEnd = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What every store does alike with a running game's writes: queue them in order, and commit them
 * a batch at a time with `commit`, which each store spells in its own SQL.
 */
export abstract class QueuedStore {
  protected readonly queue = new WriteQueue((writes) => this.commit(writes));

  /** Commits one batch of queued writes, in order, as one transaction. */
  protected abstract commit(writes: QueuedWrite[]): Promise<void> | void;

  createMatch(match: NewMatch) {
    this.queue.push({ kind: 'match', match });
  }

  appendAction(matchId: string, idx: number, seat: number, action: unknown) {
    this.queue.push({ kind: 'action', matchId, idx, seat, action });
  }

  updateSeats(matchId: string, seats: SeatRecord[], hostSeat: number) {
    this.queue.push({ kind: 'seats', matchId, seats, hostSeat });
  }

  finishMatch(matchId: string, mode: string, status: 'finished' | 'abandoned', result: unknown, scores: FinalScore[]) {
    this.queue.push({ kind: 'finish', matchId, mode, status, result, scores });
    return this.queue.flush();
  }

  addUnlocks(profileId: string, unlocks: Omit<Unlock, 'createdAt'>[]) {
    this.queue.push({ kind: 'unlocks', profileId, unlocks });
    return this.queue.flush();
  }

  flush() {
    return this.queue.flush();
  }
}

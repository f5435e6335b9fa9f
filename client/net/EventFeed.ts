/**
 * Which events a client plays, and when. Each action's public events arrive in the room state as
 * a log record (`logRecords`); a seat that saw more of an action (its own cards) is also sent its
 * own version in an `events` message just ahead of that patch, which it plays instead. Records
 * already in the first state read are history (the game log shows them), never played.
 */
import type { GameEvent } from '../../shared/engine/types';
import { logRecords, type LogRecord } from '../../shared/protocol/json-view';

type LoggedState = Parameters<typeof logRecords>[0] & { moves?: number };

export class EventFeed {
  /** The next log record to play; null until a state has been read. */
  private next: number | null = null;
  /** This seat's own versions of actions not yet in a state read, by action number. */
  private readonly own = new Map<number, GameEvent[]>();

  /** A seat's own version of action `n`'s events (the `events` message). */
  ownEvents(record: LogRecord): void {
    this.own.set(record.n, record.events);
  }

  /** The actions logged since the last state read, oldest first, each as this client plays it. */
  take(state: LoggedState): LogRecord[] {
    const played = this.next === null ? [] : logRecords(state, this.next).map(({ n, events }) => ({ n, events: this.own.get(n) ?? events }));
    this.next = state?.logNext ?? 0;
    // Own versions of actions this state holds are spent; a newer one waits for its patch.
    for (const n of this.own.keys()) if (n <= (state?.moves ?? 0)) this.own.delete(n);
    return played;
  }

  /** Starts over: the next state read is history (a new room, or a new listener). */
  reset(): void {
    this.next = null;
  }
}

/**
 * Which events a client plays, and when. Each action's public events arrive in the room state as
 * a log record (`logRecords`); a seat that saw more of an action (its own cards) finds its own
 * version in its private part of the same patch (`ownRecords`) and plays that instead. Records
 * already in the first state read are history (the game log shows them), never played.
 */
import { logRecords, ownRecords, type LogRecord, type TableViews } from '../../shared/protocol/json-view';

type LoggedState = Parameters<typeof logRecords>[0] & TableViews;

export class EventFeed {
  /** The next log record to play; null until a state has been read. */
  private next: number | null = null;

  /** The actions logged since the last state read, oldest first, each as `seat` plays it. */
  take(state: LoggedState, seat: number | null): LogRecord[] {
    const fresh = this.next === null ? [] : logRecords(state, this.next);
    this.next = state?.logNext ?? 0;
    if (!fresh.length) return [];
    const own = ownRecords(state, seat);
    return fresh.map(({ n, events }) => ({ n, events: own.get(n) ?? events }));
  }

  /** Starts over: the next state read is history (a new room, or a new listener). */
  reset(): void {
    this.next = null;
  }
}

import { describe, expect, it } from 'vitest';
import { EventFeed } from '../../client/net/EventFeed';
import { LOG_LENGTH, type LogRecord } from '../../shared/protocol/json-view';
import type { GameEvent } from '../../shared/engine/types';

/** A room state as the server writes it: records in a ring of LOG_LENGTH, as JSON text. */
function stateWith(records: LogRecord[]) {
  const log: Record<string, string> = {};
  records.forEach((r, i) => (log[String(i % LOG_LENGTH)] = JSON.stringify(r)));
  return { log, logNext: records.length, moves: records.at(-1)?.n ?? 0 };
}

const drew = (seat: number, card: string | null): GameEvent => ({ kind: 'drawn', seat, card });
const record = (n: number, ...events: GameEvent[]): LogRecord => ({ n, events });

describe('EventFeed: what a client plays', () => {
  it('plays nothing of the first state it reads (its log is history), then every new record in order', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' }), record(1, drew(0, null))];
    expect(feed.take(stateWith(log))).toEqual([]);
    log.push(record(2, drew(1, null)), record(3, drew(0, null)));
    expect(feed.take(stateWith(log))).toEqual([record(2, drew(1, null)), record(3, drew(0, null))]);
    expect(feed.take(stateWith(log))).toEqual([]);
  });

  it('plays a seat’s own version of an action instead of the public one, once', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log));
    feed.ownEvents(record(1, drew(0, '7H')));
    // A state read before the patch (a welcome) neither plays nor drops the waiting version.
    expect(feed.take(stateWith(log))).toEqual([]);
    log.push(record(1, drew(0, null)), record(2, drew(1, null)));
    expect(feed.take(stateWith(log))).toEqual([record(1, drew(0, '7H')), record(2, drew(1, null))]);
    log.push(record(3, drew(0, null)));
    expect(feed.take(stateWith(log))).toEqual([record(3, drew(0, null))]);
  });

  it('after a reset (a new listener) treats the next state as history again', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log));
    log.push(record(1, drew(0, null)));
    feed.reset();
    expect(feed.take(stateWith(log))).toEqual([]);
  });

  it('plays what the ring still holds when more than its length arrives at once', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log));
    for (let n = 1; n <= LOG_LENGTH + 5; n++) log.push(record(n, drew(n % 4, null)));
    const played = feed.take(stateWith(log));
    expect(played).toHaveLength(LOG_LENGTH);
    expect(played[0].n).toBe(6);
    expect(played.at(-1)!.n).toBe(LOG_LENGTH + 5);
  });
});

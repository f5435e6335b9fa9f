import { describe, expect, it } from 'vitest';
import { EventFeed } from '../../client/net/EventFeed';
import { LOG_LENGTH, type LogRecord } from '../../shared/protocol/json-view';
import type { GameEvent } from '../../shared/engine/types';

/**
 * A room state as the server writes it (plain, as `state.toJSON()` gives it): records in a ring
 * of LOG_LENGTH as JSON text, and seat 0's own versions of the last patch's actions.
 */
function stateWith(records: LogRecord[], own: LogRecord[] = []) {
  const log: Record<string, string> = {};
  records.forEach((r, i) => (log[String(i % LOG_LENGTH)] = JSON.stringify(r)));
  return { log, logNext: records.length, privateViews: { 0: { entries: {}, events: JSON.stringify(own) } } };
}

const drew = (seat: number, card: string | null): GameEvent => ({ kind: 'drawn', seat, card });
const record = (n: number, ...events: GameEvent[]): LogRecord => ({ n, events });

describe('EventFeed: what a client plays', () => {
  it('plays nothing of the first state it reads (its log is history), then every new record in order', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' }), record(1, drew(0, null))];
    expect(feed.take(stateWith(log), 0)).toEqual([]);
    log.push(record(2, drew(1, null)), record(3, drew(0, null)));
    expect(feed.take(stateWith(log), 0)).toEqual([record(2, drew(1, null)), record(3, drew(0, null))]);
    expect(feed.take(stateWith(log), 0)).toEqual([]);
  });

  it('plays a seat’s own version of an action instead of the public one, once, and never another seat’s', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log), 0);
    log.push(record(1, drew(0, null)), record(2, drew(1, null)));
    const own = [record(1, drew(0, '7H'))];
    expect(feed.take(stateWith(log, own), 0)).toEqual([record(1, drew(0, '7H')), record(2, drew(1, null))]);
    // The next patch leaves the old list in place: its action is no longer new.
    log.push(record(3, drew(0, null)));
    expect(feed.take(stateWith(log, own), 0)).toEqual([record(3, drew(0, null))]);
    // A spectator (or another seat) plays the public record.
    const watcher = new EventFeed();
    watcher.take(stateWith(log.slice(0, 1)), null);
    expect(watcher.take(stateWith(log.slice(0, 2), own), null)).toEqual([record(1, drew(0, null))]);
  });

  it('reads half a patch as no own versions rather than failing', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log), 0);
    log.push(record(1, drew(0, null)));
    const state = stateWith(log);
    state.privateViews[0].events = '[{"n":1,"ev';
    expect(feed.take(state, 0)).toEqual([record(1, drew(0, null))]);
  });

  it('after a reset (a new listener) treats the next state as history again', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log), 0);
    log.push(record(1, drew(0, null)));
    feed.reset();
    expect(feed.take(stateWith(log), 0)).toEqual([]);
  });

  it('plays what the ring still holds when more than its length arrives at once', () => {
    const feed = new EventFeed();
    const log = [record(0, { kind: 'game-started' })];
    feed.take(stateWith(log), 0);
    for (let n = 1; n <= LOG_LENGTH + 5; n++) log.push(record(n, drew(n % 4, null)));
    const played = feed.take(stateWith(log), 0);
    expect(played).toHaveLength(LOG_LENGTH);
    expect(played[0].n).toBe(6);
    expect(played.at(-1)!.n).toBe(LOG_LENGTH + 5);
  });
});

import { describe, expect, it } from 'vitest';
import { pageAt } from '../../client/lobby/paging';
import { isJoinable, orderRooms } from '../../client/lobby/roomOrder';
import type { RoomListing } from '../../client/net/LobbyConnection';
import type { RoomMetadata } from '../../shared/protocol/messages';

const md: RoomMetadata = {
  mode: 'trash-poker',
  modeName: 'Trash Poker',
  host: 'Ann',
  seats: 4,
  humans: 1,
  bots: 0,
  free: 3,
  spectators: 0,
  phase: 'waiting',
  round: null,
  rules: '',
};
const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 12, minute)).toISOString();
const room = (roomId: string, minute: number, m: Partial<RoomMetadata>): RoomListing => ({
  roomId,
  name: 'trash-poker',
  clients: 1,
  maxClients: 20,
  createdAt: at(minute),
  metadata: { ...md, ...m },
});
const ids = (rooms: RoomListing[]) => rooms.map((r) => r.roomId);

describe('the order of the open tables', () => {
  const full = { phase: 'waiting' as const, free: 0 };
  const playing = { phase: 'playing' as const, free: 0, round: 2 };
  const over = { phase: 'over' as const, free: 0 };
  const rooms = [
    room('old-open', 1, {}),
    room('over', 9, over),
    room('new-playing', 8, playing),
    room('full', 7, full),
    room('new-open', 6, {}),
    room('old-playing', 2, playing),
  ];

  it('tables one can join, then games under way (a full table waiting to start among them), then finished ones; newest first in each', () => {
    expect(ids(orderRooms(rooms))).toEqual(['new-open', 'old-open', 'new-playing', 'full', 'old-playing', 'over']);
    expect(rooms.filter((r) => isJoinable(r.metadata!)).map((r) => r.roomId)).toEqual(['old-open', 'new-open']);
  });

  it('keeps its order as the listings change within their group, and whatever order they arrive in', () => {
    const changed = rooms.map((r) => (r.roomId === 'old-open' ? { ...r, metadata: { ...r.metadata!, humans: 2, free: 2 } } : r));
    expect(ids(orderRooms([...changed].reverse()))).toEqual(ids(orderRooms(rooms)));
  });

  it('reads a creation time sent as a Date or as text; ties and listings without one go by room id, oldest last', () => {
    const a = { ...room('a', 5, {}), createdAt: new Date(at(5)) };
    const b = room('b', 5, {});
    const none = { ...room('0-none', 0, {}), createdAt: undefined };
    expect(ids(orderRooms([none, b, a, room('c', 4, {})]))).toEqual(['a', 'b', 'c', '0-none']);
  });

  it('leaves out listings without metadata (not a table of ours)', () => {
    expect(ids(orderRooms([{ roomId: 'x', name: 'x', clients: 0, maxClients: 1 }, room('t', 1, {})]))).toEqual(['t']);
  });
});

describe('pages of the list', () => {
  it.each([
    [0, 3],
    [1, 3],
    [3, 3],
    [11, 3],
    [11, 2],
    [5, 1],
  ])('%i tables, %i to a page: turning the pages from the first shows every table once', (total, per) => {
    const seen: number[] = [];
    let p = pageAt(total, per, 0);
    for (;;) {
      for (let i = 0; i < p.count; i++) seen.push(p.first + i);
      const next = pageAt(total, per, p.first + per);
      if (next.index === p.index) break;
      p = next;
    }
    expect(seen).toEqual([...Array(total).keys()]);
    expect(p.pages).toBe(Math.max(1, Math.ceil(total / per)));
  });

  it('stays on its page while the list changes, going to the last page only when its own is gone', () => {
    expect(pageAt(11, 3, 3)).toEqual({ first: 3, count: 3, index: 1, pages: 4 });
    expect(pageAt(12, 3, 3).first).toBe(3);
    expect(pageAt(5, 3, 9)).toEqual({ first: 3, count: 2, index: 1, pages: 2 });
    expect(pageAt(0, 3, 9)).toEqual({ first: 0, count: 0, index: 0, pages: 1 });
  });

  it('a panel that changes size (a phone turned) shows the page holding the first row it showed', () => {
    expect(pageAt(11, 2, 6)).toMatchObject({ first: 6, count: 2 });
    expect(pageAt(11, 4, 6)).toMatchObject({ first: 4, count: 4 });
  });
});

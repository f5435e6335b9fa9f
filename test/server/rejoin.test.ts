/**
 * Coming back to a Trash Poker table: a reconnecting client (same session) and a returning
 * player (new session, same profile token) both end up holding exactly the engine's view of
 * their seat, a late spectator exactly the public view; anyone arriving after the end still gets
 * the result and the table's settings.
 */
import { isDeepStrictEqual } from 'node:util';
import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { GameResult } from '../../shared/engine/types';
import type { Welcome } from '../../shared/protocol/messages';
import { LOG_LENGTH, logRecords, type LogRecord } from '../../shared/protocol/json-view';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const engine = modes['trash-poker'];
/** The room's own engine state (same process), to compare what a client holds against. */
const serverGame = (roomId: string) => (matchMaker.getLocalRoomById(roomId) as unknown as { game: unknown }).game;
const json = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Waits until the client's composed view matches the server's view of its seat, then returns it. */
async function settled(rec: Recorder, roomId: string, seat: number | null) {
  await waitFor(() => isDeepStrictEqual(rec.view(), json(engine.view(serverGame(roomId), seat))), 5000, `seat ${seat} view in step with the server`);
  return rec.view();
}

/** Plays the seat's first legal action whenever it has one, until `moves` were made. */
async function play(rec: Recorder, moves: number) {
  for (let made = 0; made < moves; ) {
    const legal = rec.view()?.legal ?? [];
    if (legal.length) {
      rec.room.send('action', legal.find((x: { type: string }) => x.type !== 'unpick') ?? legal[0]);
      made++;
    }
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe('rejoining a Trash Poker table', () => {
  it('a reconnecting client, and a player returning on a new session, hold exactly their seat’s view', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0, reconnectSeconds: 0.5, messagesPerSecond: 1000 } });
    const a = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 3, bots: 1, turnTimer: 0 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    const roomId = a.room.roomId;
    // Ann plays along in the background so that simultaneous steps never wait on her.
    let playing = true;
    void (async () => {
      while (playing) {
        const legal = a.view()?.legal ?? [];
        if (legal.length) a.room.send('action', legal.find((x: { type: string }) => x.type !== 'unpick') ?? legal[0]);
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    await waitFor(() => b.view()?.seats, 5000, 'deal');
    await play(b, 6);
    const before = await settled(b, roomId, 1);
    expect(before.actors).toBeInstanceOf(Array);

    // Same session: the connection drops and comes back within the hold.
    const token = b.room.reconnectionToken;
    b.room.connection.close();
    await waitFor(() => (a.room.state as any).seats[1].connected === false || undefined, 5000, 'drop seen');
    const back = new Recorder(await srv.client().reconnect(token));
    back.welcome = { seat: 1, token: '' };
    const resumed = await settled(back, roomId, 1);
    expect(resumed.seats[1].hand).toEqual(json(engine.view(serverGame(roomId), 1)).seats[1].hand);
    await play(back, 3);

    // New session after the hold ran out and a bot played on: the profile token gives the seat back.
    const profile = b.welcome!.token;
    back.room.connection.close();
    await waitFor(() => (a.room.state as any).seats[1].autoplay || undefined, 5000, 'autoplay');
    const again = new Recorder(await srv.client().joinById(roomId, { token: profile }));
    await waitFor(() => again.welcome, 5000, 'welcome back');
    expect(again.welcome!.seat).toBe(1);
    // One welcome per join, even when the join reclaims a seat.
    expect(again.messages.filter((m) => m.type === 'welcome')).toHaveLength(1);
    const reclaimed = await settled(again, roomId, 1);
    expect(reclaimed.seat).toBe(1);
    expect(reclaimed.todo).toEqual(expect.any(String));

    // A spectator arriving mid-game holds exactly the public view.
    const late = new Recorder(await srv.client().joinById(roomId, { name: 'Eve', spectate: true }));
    await waitFor(() => late.welcome, 5000, 'spectator welcome');
    expect((await settled(late, roomId, null)).seats[1].hand).toBeNull();
    playing = false;
  }, 60_000);

  it('sends the result and the table’s settings to whoever arrives after the end', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0 } });
    const host = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, bots: 2, spectate: true, turnTimer: 15, botDelay: 0 }));
    await waitFor(() => host.messages.find((m) => m.type === 'result'), 30_000, 'the bots finish');
    // The after-game odds chart is worked out after the end; a late arrival gets it once it is done.
    const end = host.messages.findIndex((m) => m.type === 'result');
    await waitFor(() => host.messages.findIndex((m, i) => i > end && m.type === 'odds') > 0, 60_000, 'the odds chart');
    const settings = (host.messages.find((m) => m.type === 'welcome')!.message as Welcome).table;
    expect(settings).toMatchObject({ seats: 2, turnTimer: 15, botDelay: 0, private: false });
    const late = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Eve', spectate: true }));
    const result = await waitFor(() => late.messages.find((m) => m.type === 'result'), 5000, 'result for a late spectator');
    expect(result.message as GameResult).toEqual(host.messages.find((m) => m.type === 'result')!.message);
    // The odds chart of the game follows the result (docs/protocol.md, `odds`).
    expect(late.messages.map((m) => m.type)).toEqual(['welcome', 'result', 'odds']);
    expect((late.messages[0].message as Welcome).table).toEqual(settings);
  }, 60_000);
});

describe('the game log', () => {
  it('carries every action’s public events in order, and holds the last records for a late joiner too', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0 } });
    const host = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, bots: 2, spectate: true }));
    await waitFor(() => host.messages.find((m) => m.type === 'result'), 30_000, 'the bots finish');
    // Every patch the watcher decoded, read as log records: together they hold the whole game.
    const byIndex = new Map<number, LogRecord>();
    for (const state of host.states) for (const { index, ...record } of logRecords(state as never)) byIndex.set(index, record);
    const final = logRecords(host.room.state as never);
    const total = final.at(-1)!.index + 1;
    expect(total).toBeGreaterThan(LOG_LENGTH);
    expect([...byIndex.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i));
    const ns = [...byIndex.values()].map((r) => r.n);
    expect(ns).toEqual([...ns].sort((a, b) => a - b));
    expect(new Set(ns).size).toBe(ns.length);
    expect(byIndex.get(0)!.events).toEqual([expect.objectContaining({ kind: 'game-started' })]);
    // The spectator holds no private part: the log is all it gets.
    expect(host.states.every((state: any) => Object.keys(state.privateViews ?? {}).length === 0)).toBe(true);
    const expected = Array.from({ length: LOG_LENGTH }, (_, i) => ({ index: total - LOG_LENGTH + i, ...byIndex.get(total - LOG_LENGTH + i)! }));
    expect(final).toEqual(expected);
    const late = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Eve', spectate: true }));
    await waitFor(() => late.welcome, 5000, 'welcome');
    expect(logRecords(late.room.state as never)).toEqual(expected);
  }, 60_000);
});

describe('changing places at a running Trash Poker table', () => {
  it('a player who hands their seat to a bot and watches keeps decoding the public view, and can take a bot seat again', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0, messagesPerSecond: 1000 } });
    const a = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, bots: 1, turnTimer: 0 }));
    const roomId = a.room.roomId;
    const decodeErrors: unknown[] = [];
    a.room.onError((code, message) => decodeErrors.push({ code, message }));
    await waitFor(() => a.view()?.seats, 5000, 'deal');
    await play(a, 4);
    a.room.send('table', { type: 'leave-seat' });
    await waitFor(() => a.messages.filter((m) => m.type === 'welcome').length === 2, 5000, 'welcome as a spectator');
    a.welcome = { seat: null, token: '' };
    // Two bots now play on; the watcher's decoded state must follow every patch to the end.
    const moves = () => (a.room.state as any).moves as number;
    const at = moves();
    const room = () => matchMaker.getLocalRoomById(roomId) as unknown as { actionCount: number; seats: unknown; game: unknown };
    const facts = () =>
      `the bots play on: client moves ${moves()} (from ${at}), server moves ${room()?.actionCount}, seats ${JSON.stringify(room()?.seats)}, actors ${JSON.stringify(engine.actors(room()?.game as never))}`;
    await waitFor(() => moves() > at + 40, 20_000, facts);
    await settled(a, roomId, null);
    expect(a.view().seats[0].hand).toBeNull();
    a.room.send('table', { type: 'take-seat', seat: 0 });
    await waitFor(() => a.messages.filter((m) => m.type === 'welcome').length === 3, 5000, 'welcome back in the seat');
    a.welcome = { seat: 0, token: '' };
    await settled(a, roomId, 0);
    expect(decodeErrors).toEqual([]);
  }, 60_000);
});

describe('leaving and watching', () => {
  it('a player who leaves on purpose hands the seat to a bot that a spectator can take over', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0, messagesPerSecond: 1000 } });
    const a = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, turnTimer: 0 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => b.view()?.seats, 5000, 'deal');
    await b.room.leave(true);
    await waitFor(() => (a.room.state as any).seats[1].bot || undefined, 5000, 'a bot sits in for Bob');
    const eve = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Eve', spectate: true }));
    await waitFor(() => eve.welcome, 5000, 'spectator welcome');
    eve.room.send('table', { type: 'take-seat', seat: 1 });
    await waitFor(() => eve.messages.filter((m) => m.type === 'welcome').length === 2, 5000, 'Eve seated');
    expect((eve.messages.at(-1)!.message as Welcome).seat).toBe(1);
    await waitFor(() => (a.room.state as any).seats[1].name === 'Eve' || undefined, 5000, 'others see Eve seated');
    expect((a.room.state as any).seats[1]).toMatchObject({ name: 'Eve', bot: false, connected: true });
  });

  it('asking to watch watches, even for the owner of a held seat', async () => {
    srv = await startServer({ modes, defaults: { reconnectSeconds: 30 } });
    const a = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, turnTimer: 0 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => b.welcome && b.view()?.seats, 5000, 'deal');
    b.room.connection.close();
    await waitFor(() => (a.room.state as any).seats[1].connected === false || undefined, 5000, 'drop seen');
    const watching = new Recorder(await srv.client().joinById(a.room.roomId, { token: b.welcome!.token, spectate: true }));
    await waitFor(() => watching.welcome, 5000, 'welcome');
    expect(watching.welcome!.seat).toBeNull();
    expect((a.room.state as any).seats[1].connected).toBe(false);
  });
});

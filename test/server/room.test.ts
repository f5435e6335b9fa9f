import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { tableView } from '../../shared/protocol/json-view';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

const modes = { trash: highCard };
let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

/** Plays every legal move this client is offered until the game ends. */
async function playThrough(rec: Recorder) {
  await waitFor(() => rec.room.state.phase === 'over' || undefined, 20_000, 'game over');
}

function autoPlay(rec: Recorder) {
  const tick = () => {
    const v = rec.view();
    if (v?.legal?.length) rec.room.send('action', v.legal[0]);
  };
  rec.room.onStateChange(tick);
  tick();
}

describe('game room over real websockets', () => {
  it('plays a whole game of 2 clients and 2 bots to the result', async () => {
    srv = await startServer({ modes });
    const host = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 4, bots: 2 }));
    await waitFor(() => host.welcome, 5000, 'welcome');
    const guest = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Bob' }));
    autoPlay(host);
    autoPlay(guest);
    await playThrough(host);
    await waitFor(() => host.messages.find((m) => m.type === 'result'), 5000, 'result');
    const result = host.messages.find((m) => m.type === 'result')!.message as any;
    expect(result.standings).toHaveLength(4);
    const seats = (host.room.state as any).seats.toJSON();
    expect(seats.map((s: any) => s.bot)).toEqual([false, false, true, true]);
    const record = (await srv.server.store.match(host.room.roomId))!;
    expect(record.status).toBe('finished');
    expect(record.actions).toHaveLength(12);
  });

  it('never shows a seat another seat’s hand, in state or in messages; spectators see only public data', async () => {
    srv = await startServer({ modes });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    const spectator = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Eve', spectate: true }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => a.welcome && b.welcome && spectator.welcome, 5000, 'welcomes');
    autoPlay(a);
    autoPlay(b);
    await playThrough(a);
    await new Promise((r) => setTimeout(r, 100));
    const cardIds = (text: string) => new Set(text.match(/c\d+-\d+/g) ?? []);
    // In every decoded state a client held, each card is its own or already played, nothing else.
    const check = (rec: Recorder, seat: number | null) => {
      expect(rec.states.length).toBeGreaterThan(5);
      for (const raw of rec.states as any[]) {
        const view: any = tableView(raw, seat);
        const allowed = new Set<string>([...(view?.played ?? []).flat(), ...(seat === null ? [] : (view?.hands?.[seat] ?? []))].map((c: any) => c.id));
        for (const id of cardIds(JSON.stringify(raw))) expect(allowed, `seat ${seat} saw ${id}`).toContain(id);
        expect(Object.keys(raw.privateViews ?? {}).filter((k) => Number(k) !== seat)).toEqual([]);
      }
      const everPlayed = new Set<string>((a.view().played as any[]).flat().map((c: any) => c.id));
      // (the welcome carries a random token, which may look like anything)
      const gameMessages = rec.messages.filter((m) => m.type !== 'welcome');
      for (const id of cardIds(JSON.stringify(gameMessages))) expect(everPlayed).toContain(id);
    };
    check(a, 0);
    check(b, 1);
    check(spectator, null);
    expect(spectator.view().hands).toEqual([{ count: 0 }, { count: 0 }]);
  });

  it('answers bad input with an error to that client alone and leaves the game unchanged', async () => {
    srv = await startServer({ modes });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => a.view()?.legal?.length, 5000, 'a to act');
    const before = JSON.stringify(a.view());
    const cases: [unknown, string][] = [
      [null, 'malformed'],
      ['play', 'malformed'],
      [{ type: 123 }, 'malformed'],
      [{ type: 'play', card: { nested: { deep: true } } }, 'malformed'],
      [{ type: 'play', card: 'x'.repeat(5000) }, 'too-large'],
      [{ type: 'play', card: 'not-a-card' }, 'illegal'],
      [{ type: 'fold' }, 'malformed'],
    ];
    for (const [payload, code] of cases) {
      const n = a.errors().length;
      a.room.send('action', payload);
      await waitFor(() => a.errors().length > n, 2000, `error for ${JSON.stringify(payload).slice(0, 40)}`);
      expect(a.errors().at(-1)!.code).toBe(code);
      await new Promise((r) => setTimeout(r, 120)); // stay under the rate limit
    }
    // Wrong seat: Bob acts on Ann's turn.
    b.room.send('action', b.view().hands[1].map((c: any) => ({ type: 'play', card: c.id }))[0]);
    await waitFor(() => b.errors().length, 2000, 'not your turn');
    expect(b.errors()[0].code).toBe('not-your-turn');
    b.room.send('nonsense', { x: 1 });
    await waitFor(() => b.errors().length > 1, 2000, 'unknown message');
    expect(b.errors()[1].code).toBe('unknown-message');
    b.room.send('table', { type: 'start' });
    await waitFor(() => b.errors().length > 2, 2000, 'table refusal');
    expect(b.errors()[2].code).toBe('not-host');
    expect(a.errors().every((e) => typeof e.message === 'string' && e.message.length > 5)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(JSON.stringify(a.view())).toBe(before);
    expect(a.room.connection.isOpen).toBe(true);
    // Errors went to the sender alone.
    expect(a.errors()).toHaveLength(cases.length);
    expect(b.errors()).toHaveLength(3);
  });

  it('refuses a flood with rate-limited errors and stays alive', async () => {
    srv = await startServer({ modes });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    await srv.client().joinById(a.room.roomId, { name: 'Bob' });
    await waitFor(() => a.view()?.legal?.length, 5000, 'a to act');
    for (let i = 0; i < 100; i++) a.room.send('action', { type: 'play', card: 'nope' });
    await waitFor(() => a.errors().length >= 100, 5000, 'all answered');
    const codes = new Set(a.errors().map((e) => e.code));
    expect(codes).toContain('rate-limited');
    expect(codes).toContain('illegal');
    await new Promise((r) => setTimeout(r, 1200));
    a.room.send('action', a.view().legal[0]);
    await waitFor(() => a.view().hands[0].length === 2, 2000, 'a real move after the flood');
  });

  it('holds a dropped player’s seat and hand, and returns it on reconnect', async () => {
    srv = await startServer({ modes, defaults: { reconnectSeconds: 5 } });
    const client = srv.client();
    const a = new Recorder(await client.create('trash', { name: 'Ann', seats: 2 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => b.view()?.hands?.[1]?.length === 3, 5000, 'deal');
    const hand = JSON.stringify(b.view().hands[1]);
    const token = b.room.reconnectionToken;
    b.room.connection.close();
    await waitFor(() => (a.room.state as any).seats[1].connected === false || undefined, 5000, 'drop seen');
    const back = new Recorder(await srv.client().reconnect(token));
    back.welcome = { seat: 1, token: '' };
    await waitFor(() => back.view()?.hands?.[1], 5000, 'view after reconnect');
    expect(JSON.stringify(back.view().hands[1])).toBe(hand);
    await waitFor(() => (a.room.state as any).seats[1].connected || undefined, 2000, 'others see the seat connected again');
  });

  it('lets a bot play a seat that was not reclaimed, and gives it back when its owner returns', async () => {
    srv = await startServer({ modes, defaults: { reconnectSeconds: 0.3 } });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => b.welcome, 5000, 'welcome');
    const bToken = b.welcome!.token;
    b.room.connection.close();
    await waitFor(() => (a.room.state as any).seats[1].autoplay || undefined, 5000, 'autoplay');
    a.room.send('action', a.view().legal[0]);
    await waitFor(() => a.view().hands[1].count === 2, 5000, 'the bot played for Bob');
    const again = new Recorder(await srv.client().joinById(a.room.roomId, { token: bToken }));
    await waitFor(() => again.welcome, 5000, 'welcome back');
    expect(again.welcome!.seat).toBe(1);
    await waitFor(() => (a.room.state as any).seats[1].autoplay === false || undefined, 2000, 'autoplay off');
    expect(again.view().hands[1]).toHaveLength(2);
  });
});

describe('a game nobody human stays for', () => {
  it('ends when the last human leaves: closed, unlisted, recorded as abandoned', async () => {
    srv = await startServer({ modes, defaults: { reconnectSeconds: 0.1, botDelay: 50 } });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 3, bots: 1 }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => a.view()?.legal?.length, 5000, 'started');
    const roomId = a.room.roomId;
    await a.room.leave();
    await b.room.leave();
    await waitFor(async () => (await srv!.server.store.match(roomId))?.status === 'abandoned' || undefined, 5000, 'abandoned');
    for (let i = 0; i < 100 && (await matchMaker.query({ roomId })).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await matchMaker.query({ roomId })).toEqual([]);
  });

  it('plays on while someone watches, and ends when the last watcher leaves', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 50 } });
    const a = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 3, bots: 2, options: { layoutSize: 10 } }));
    await waitFor(() => a.room.state.phase === 'playing' || undefined, 5000, 'started');
    const watcher = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Eve', spectate: true }));
    const roomId = a.room.roomId;
    await a.room.leave();
    const moves = watcher.room.state.moves as number;
    await waitFor(() => (watcher.room.state.moves as number) > moves + 2 || undefined, 5000, 'bots play on for the watcher');
    expect((await srv.server.store.match(roomId))!.status).toBe('running');
    const [listed] = await matchMaker.query({ roomId });
    expect(listed.metadata).toMatchObject({ humans: 0, free: 0, spectators: 1, phase: 'playing' });
    await watcher.room.leave();
    await waitFor(async () => (await srv!.server.store.match(roomId))?.status === 'abandoned' || undefined, 5000, 'abandoned');
  });

  it('plays on when a bot is broken: its seat plays the first legal action instead', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = {
      ...highCard,
      botAction: () => {
        throw new Error('bot bug');
      },
    };
    const illegal = { ...highCard, botAction: () => ({ type: 'nonsense' }) };
    for (const broken of [throwing, illegal]) {
      srv = await startServer({ modes: { trash: broken }, defaults: { botDelay: 1 } });
      const watcher = new Recorder(await srv.client().create('trash', { name: 'Eve', seats: 3, bots: 3, spectate: true }));
      await waitFor(() => watcher.room.state.phase === 'over' || undefined, 10_000, 'the bots finish');
      expect((await srv.server.store.match(watcher.room.roomId))!.actions).toHaveLength(9);
      await srv.close();
      srv = null;
    }
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { Recorder, startServer, tempDbPath, waitFor, type TestServer } from './harness';

const modes = { trash: highCard };
let servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close().catch(() => {});
  servers = [];
});

describe('persistence in SQLite', () => {
  it('resumes an unfinished game after a restart: same room, same seats, same hands; records survive', async () => {
    const dbPath = tempDbPath();
    const first = await startServer({ modes, dbPath, defaults: { reconnectSeconds: 30 } });
    servers.push(first);
    const a = new Recorder(await first.client().create('trash', { name: 'Ann', seats: 2 }));
    const b = new Recorder(await first.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => a.view()?.legal?.length, 5000, 'a to act');
    a.room.send('action', a.view().legal[0]);
    await waitFor(() => b.view()?.legal?.length, 5000, 'b to act');
    const roomId = a.room.roomId;
    const tokens = [a.welcome!.token, b.welcome!.token];
    const handsBefore = [JSON.stringify(a.view().hands[0]), JSON.stringify(b.view().hands[1])];
    const playedBefore = JSON.stringify(a.view().played);
    await first.close();
    servers = [];

    const second = await startServer({ modes, dbPath, defaults: { reconnectSeconds: 30 } }, first.port);
    servers.push(second);
    const a2 = new Recorder(await second.client().joinById(roomId, { token: tokens[0] }));
    const b2 = new Recorder(await second.client().joinById(roomId, { token: tokens[1] }));
    await waitFor(() => a2.view() && b2.view(), 5000, 'views after restart');
    expect(a2.welcome!.seat).toBe(0);
    expect(b2.welcome!.seat).toBe(1);
    expect(JSON.stringify(a2.view().hands[0])).toBe(handsBefore[0]);
    expect(JSON.stringify(b2.view().hands[1])).toBe(handsBefore[1]);
    expect(JSON.stringify(a2.view().played)).toBe(playedBefore);
    // The game goes on to its end on the new process.
    for (const rec of [a2, b2]) {
      const tick = () => rec.view()?.legal?.length && rec.room.send('action', rec.view().legal[0]);
      rec.room.onStateChange(tick);
      tick();
    }
    await waitFor(() => a2.room.state.phase === 'over' || undefined, 10_000, 'game over');
    const record = (await second.server.store.match(roomId))!;
    expect(record.status).toBe('finished');
    expect(record.actions).toHaveLength(6);
    // Profiles, unlocks and scores are there too.
    const profile = (await second.server.store.profileByToken(tokens[0]))!;
    expect(profile.name).toBe('Ann');
    const res = await fetch(`http://127.0.0.1:${second.port}/api/profile`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    const body = await res.json();
    expect(body.name).toBe('Ann');
    expect(typeof body.best.trash).toBe('number');
    const winners = (record.result as any).winners as number[];
    if (winners.includes(0)) expect(body.unlocks.map((u: any) => u.item)).toContain('high-card-win');
  });

  it('who holds each seat survives a restart: a spectator keeps the bot seat they took, a seat left on purpose stays a bot, the host passes on', async () => {
    const dbPath = tempDbPath();
    // Bots think for a minute: nothing moves while the seats change hands.
    const defaults = { reconnectSeconds: 30, botDelay: 60_000 };
    const first = await startServer({ modes, dbPath, defaults });
    servers.push(first);
    const ann = new Recorder(await first.client().create('trash', { name: 'Ann', seats: 2, bots: 1 }));
    await waitFor(() => ann.room.state.phase === 'playing' || undefined, 5000, 'the game to start');
    const roomId = ann.room.roomId;
    const eve = new Recorder(await first.client().joinById(roomId, { name: 'Eve', spectate: true }));
    await waitFor(() => eve.welcome, 5000, 'spectator welcome');
    eve.room.send('table', { type: 'take-seat', seat: 1 });
    await waitFor(() => eve.messages.filter((m) => m.type === 'welcome').length === 2 || undefined, 5000, 'Eve seated');
    await ann.room.leave(true);
    await waitFor(() => eve.room.state.seats[0].bot || undefined, 5000, 'a bot in the seat Ann left');
    const seatsOf = (rec: Recorder) => rec.room.state.seats.map((s: { name: string; bot: boolean }) => ({ name: s.name, bot: s.bot }));
    const seatsBefore = seatsOf(eve);
    await first.close();
    servers = [];

    const second = await startServer({ modes, dbPath, defaults });
    servers.push(second);
    const record = (await second.server.store.match(roomId))!;
    expect(record.seats.map((s) => ({ bot: s.bot, profileId: s.profileId }))).toEqual([
      { bot: true, profileId: null },
      { bot: false, profileId: (eve.messages[0].message as { profileId: string }).profileId },
    ]);
    expect(record.hostSeat).toBe(1);
    const eve2 = new Recorder(await second.client().joinById(roomId, { token: eve.welcome!.token }));
    await waitFor(() => eve2.welcome, 5000, 'Eve back');
    expect(eve2.welcome!.seat).toBe(1);
    expect(eve2.room.state.hostSeat).toBe(1);
    expect(seatsOf(eve2)).toEqual(seatsBefore);
    expect(seatsBefore[1]).toEqual({ name: 'Eve', bot: false });
    // The seat Ann gave away is not held for her.
    await expect(second.client().joinById(roomId, { token: ann.welcome!.token })).rejects.toThrow(/full/);
  });

  it('replays any finished match from its seed and action log to the same result', async () => {
    const srv = await startServer({ modes, defaults: { botDelay: 1 } });
    servers.push(srv);
    const spectator = new Recorder(await srv.client().create('trash', { name: 'Eve', seats: 3, bots: 3, spectate: true }));
    await waitFor(() => spectator.room.state.phase === 'over' || undefined, 10_000, 'bots finish');
    const record = (await srv.server.store.match(spectator.room.roomId))!;
    let state = highCard.setup({ players: record.seats.length, seed: record.seed, options: record.options.options as object });
    for (const { seat, action } of record.actions) {
      const r = highCard.apply(state, seat, action);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.state;
    }
    expect(highCard.result(state)).toEqual(record.result);
  });
});

// The bench's light client (bench/server/light-client.ts) against the real server: it joins as
// colyseus.js does, decodes the same state, and plays moves the server accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LightClient } from '../../bench/server/light-client';
import { modes } from '../../shared/engine/index';
import { Recorder, startServer, type TestServer, waitFor } from '../server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ modes });
});
afterAll(() => server.close());

const legalOf = (state: any, seat: number): unknown[] => JSON.parse(state?.privateViews?.get(String(seat))?.entries.get('/legal') ?? '[]');

describe('light client', () => {
  it('plays a seat and watches a table, decoding what a colyseus.js client decodes', async () => {
    const http = server.url.replace('ws:', 'http:');
    const host = new Recorder(await server.client().create('trash-poker', { name: 'host', seats: 2, turnTimer: 0 }));
    const light = await LightClient.join(http, 'joinById', host.room.roomId, { name: 'light' });
    const messages: string[] = [];
    light.onData = (type) => messages.push(type);
    const watcher = new Recorder(await server.client().joinById(host.room.roomId, { spectate: true }));
    const lightWatcher = await LightClient.join(http, 'joinById', host.room.roomId, { spectate: true });

    // The seats play their first legal action in turn (the light one on odd moves when it may),
    // under the room's 10 messages a second, until 30 moves are in (or the game ends).
    const moves = () => Number(host.room.state.moves);
    while (moves() < 30 && host.room.state.phase !== 'over') {
      const before = moves();
      const [seat0, seat1] = await waitFor(
        () => {
          const both = [legalOf(host.room.state, 0), legalOf(light.state, 1)];
          return both.some((legal) => legal.length) && both;
        },
        10_000,
        'a legal action',
      );
      if (seat1.length && (before % 2 === 1 || !seat0.length)) light.send('action', seat1[0]);
      else host.room.send('action', seat0[0]);
      await waitFor(() => moves() > before || host.room.state.phase === 'over', 10_000, 'a move');
      await new Promise((r) => setTimeout(r, 120));
      await waitFor(() => Number(light.state.moves) === moves() && Number(lightWatcher.state?.moves) === moves(), 10_000, 'the light clients to catch up');
    }
    expect(moves()).toBeGreaterThanOrEqual(30);
    expect(messages).toContain('welcome');
    expect(messages).not.toContain('error');
    expect(host.errors()).toEqual([]);

    await waitFor(() => Number(watcher.room.state.moves) === moves(), 10_000, 'the watcher to catch up');
    expect(lightWatcher.state.toJSON()).toEqual(watcher.room.state.toJSON());
    // The light player's private view is its own: the host's decoder never receives it.
    expect(light.state.privateViews.get('1').entries.toJSON()).not.toEqual({});
    expect(host.room.state.privateViews.get('1')).toBeUndefined();

    await Promise.all([light.leave(), lightWatcher.leave(), host.room.leave(), watcher.room.leave()]);
  });
});

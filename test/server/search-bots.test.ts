/**
 * Hard bots and win odds through the real server: the worker pool (real worker threads running
 * the TypeScript worker) decides every Hard bot move of a whole game, and the odds reach the
 * spectator as the game goes and everyone at its end.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { OddsMessage } from '../../shared/protocol/messages';
import { BotPool, closeSharedBotPool } from '../../server/bots/pool';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
  vi.restoreAllMocks();
});
afterAll(() => closeSharedBotPool());

const oddsOf = (rec: Recorder) => rec.messages.filter((m) => m.type === 'odds').map((m) => m.message as OddsMessage);

describe('Hard bots and odds over real websockets', () => {
  it('a table of Hard bots plays a whole game, every move searched in the pool; the spectator gets the odds', async () => {
    const decide = vi.spyOn(BotPool.prototype, 'decide');
    srv = await startServer({ modes });
    const options = { name: 'Eve', seats: 2, bots: 2, spectate: true, options: { rounds: 1, botLevel: 'hard' } };
    const watcher = new Recorder(await srv.client().create('poker-plus', options));
    await waitFor(() => watcher.welcome, 5000, 'welcome');
    await waitFor(() => watcher.messages.find((m) => m.type === 'result'), 90_000, 'the result');
    const record = (await srv.server.store.match(watcher.room.roomId))!;
    expect(record.status).toBe('finished');
    expect(record.options).toMatchObject({ botLevel: 'hard', liveOdds: false, options: { rounds: 1 } });
    // Each bot move asked the pool; answers that came too late were dropped, never played twice.
    expect(decide.mock.calls.length).toBeGreaterThanOrEqual(record.actions.length);
    for (const [mode, view, seat] of decide.mock.calls) {
      expect(mode).toBe('poker-plus');
      expect((view as { seat: number }).seat).toBe(seat);
    }
    await waitFor(() => oddsOf(watcher).at(-1)?.history.length, 5000, 'the final odds');
    const { history } = oddsOf(watcher).at(-1)!;
    expect(history.length).toBeGreaterThanOrEqual(2);
    for (const point of history) {
      expect(point.odds).toHaveLength(2);
      expect(point.odds.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
    }
    const result = watcher.messages.find((m) => m.type === 'result')!.message as { winners: number[] };
    expect(history.at(-1)!.odds).toEqual([0, 1].map((seat) => (result.winners.includes(seat) ? 1 / result.winners.length : 0)));
  }, 120_000);

  it('players see the odds only after the game unless the table shows them live', async () => {
    srv = await startServer({ modes });
    // Ann lets her turns time out: the bot plays them, then plays on for her, and she stays seated.
    const quiet = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2, bots: 1, turnTimer: 1, options: { layoutSize: 2 } }));
    const live = new Recorder(await srv.client().create('trash', { name: 'Bob', seats: 2, bots: 1, options: { layoutSize: 2, liveOdds: true } }));
    await waitFor(() => quiet.welcome && live.welcome, 5000, 'welcomes');
    await waitFor(() => oddsOf(live).length, 30_000, 'live odds');
    await waitFor(() => quiet.messages.find((m) => m.type === 'result'), 60_000, 'the result');
    const before = quiet.messages.findIndex((m) => m.type === 'result');
    await waitFor(() => oddsOf(quiet).length, 5000, 'odds after the game');
    expect(quiet.messages.findIndex((m) => m.type === 'odds')).toBeGreaterThan(before);
    expect(oddsOf(quiet)[0].history.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});

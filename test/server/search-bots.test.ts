/**
 * Hard bots and win odds through the real server: the worker pool (real worker threads running
 * the TypeScript worker) decides every Hard bot move of a whole game, and the odds reach the
 * spectator as the game goes and everyone at its end, as a chart of every odds moment that
 * agrees with what was shown live. Nobody watching, no estimate runs during the game.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { OddsMessage } from '../../shared/protocol/messages';
import { BotPool, closeSharedBotPool } from '../../server/bots/pool';
import { oddsMoments } from '../../server/rooms/table-odds';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
  vi.restoreAllMocks();
});
afterAll(() => closeSharedBotPool());

const oddsOf = (rec: Recorder) => rec.messages.filter((m) => m.type === 'odds').map((m) => m.message as OddsMessage);
/** The odds messages a client got before the game's result. */
const liveOddsOf = (rec: Recorder) => {
  const end = rec.messages.findIndex((m) => m.type === 'result');
  return rec.messages
    .slice(0, end < 0 ? undefined : end)
    .filter((m) => m.type === 'odds')
    .map((m) => m.message as OddsMessage);
};

/** The moves of each odds moment of a stored match (the chart's points, but the result's). */
async function momentsOf(srv: TestServer, matchId: string): Promise<number[]> {
  const record = (await srv.server.store.match(matchId))!;
  return [...oddsMoments(modes[record.mode as keyof typeof modes], record)].map((m) => m.at.moves);
}

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
    const moments = await momentsOf(srv, watcher.room.roomId);
    await waitFor(() => oddsOf(watcher).at(-1)?.history.length === moments.length + 1, 60_000, 'the after-game chart');
    const { history } = oddsOf(watcher).at(-1)!;
    expect(history.map((p) => p.moves)).toEqual([...moments, record.actions.length]);
    // What the spectator was shown live is in the chart as it was shown.
    const live = liveOddsOf(watcher).flatMap((m) => m.history);
    expect(live.length).toBeGreaterThan(0);
    for (const point of live) expect(history).toContainEqual(point);
    for (const point of history) {
      expect(point.odds).toHaveLength(2);
      expect(point.odds.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
    }
    const result = watcher.messages.find((m) => m.type === 'result')!.message as { winners: number[] };
    expect(history.at(-1)!.odds).toEqual([0, 1].map((seat) => (result.winners.includes(seat) ? 1 / result.winners.length : 0)));
  }, 120_000);

  it('players see the odds only after the game unless the table shows them live; nobody watching, none is estimated live', async () => {
    const estimates = vi.spyOn(BotPool.prototype, 'odds');
    srv = await startServer({ modes });
    const finishes = vi.spyOn(srv.server.store, 'finishMatch');
    // Ann lets her turns time out: the bot plays them, then plays on for her, and she stays seated.
    const quiet = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2, bots: 1, turnTimer: 1, options: { layoutSize: 2 } }));
    const live = new Recorder(await srv.client().create('trash', { name: 'Bob', seats: 2, bots: 1, options: { layoutSize: 2, liveOdds: true } }));
    await waitFor(() => quiet.welcome && live.welcome, 5000, 'welcomes');
    await waitFor(() => oddsOf(live).length, 30_000, 'live odds');
    await waitFor(() => quiet.messages.find((m) => m.type === 'result'), 60_000, 'the result');
    const before = quiet.messages.findIndex((m) => m.type === 'result');
    await waitFor(() => oddsOf(quiet).length, 30_000, 'odds after the game');
    expect(quiet.messages.findIndex((m) => m.type === 'odds')).toBeGreaterThan(before);
    const { history } = oddsOf(quiet)[0];
    const quietId = quiet.room.roomId;
    expect(history.map((p) => p.moves).slice(0, -1)).toEqual(await momentsOf(srv, quietId));
    // Ann's table had nobody to show live odds to: every estimate of it ran after its end, once per moment.
    const ended = finishes.mock.invocationCallOrder[finishes.mock.calls.findIndex(([id]) => id === quietId)];
    const quietEstimates = estimates.mock.invocationCallOrder.filter((_, i) => estimates.mock.calls[i][3].startsWith(`odds:${quietId}:`));
    expect(quietEstimates).toHaveLength(history.length - 1);
    for (const order of quietEstimates) expect(order).toBeGreaterThan(ended);
  }, 120_000);

  it('a spectator gets the odds of a Trash Poker table with achievements, whose jokers are kept apart from the pool', async () => {
    srv = await startServer({ modes });
    const errors = vi.spyOn(console, 'error');
    const options = { name: 'Eve', seats: 2, bots: 2, spectate: true, options: { achievements: true } };
    const watcher = new Recorder(await srv.client().create('trash-poker', options));
    await waitFor(() => oddsOf(watcher).length, 30_000, 'the first odds');
    const [point] = oddsOf(watcher)[0].history;
    expect(point.odds).toHaveLength(2);
    expect(point.odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('win odds'))).toEqual([]);
  }, 60_000);
});

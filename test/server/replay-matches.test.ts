/**
 * Issue 18's check: for every mode, 100 stored matches (bots, several seat counts and options)
 * replay to exactly the stored result. Each match is played by the bots through the engine and
 * stored as a room stores it (seed, settings, seats, action log, result); its replay is then
 * fetched over real HTTP and played again through the engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { ModeId } from '../../shared/engine/types';
import { optionsProblem } from '../../shared/protocol/table-options';
import { playMatch } from '../../shared/replay/play';
import { ENGINE_VERSIONS, parseReplay } from '../../shared/replay/record';
import { startServer, type TestServer } from './harness';
import { storeBotMatch } from './replay-fixture';

const MATCHES_PER_MODE = 100;

/** Seat counts and mode options each mode's matches cycle through. */
const TABLES: Record<ModeId, { players: number; options: Record<string, unknown> }[]> = {
  'trash-poker': [
    { players: 2, options: {} },
    { players: 3, options: { variants: { trashTwoFromPot: true } } },
    { players: 4, options: {} },
    { players: 1, options: { solo: { difficulty: 'hard' } } },
    { players: 2, options: { solo: { houses: 2, difficulty: 'easy' } } },
  ],
  'poker-plus': [
    { players: 2, options: {} },
    { players: 3, options: { rounds: 2 } },
    { players: 5, options: { rounds: 1 } },
    { players: 8, options: { rounds: 1 } },
  ],
  trash: [
    { players: 2, options: {} },
    { players: 3, options: { layoutSize: 5 } },
    { players: 5, options: { layoutSize: 4 } },
    { players: 8, options: { layoutSize: 3 } },
  ],
};

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ modes });
});
afterAll(async () => {
  await srv.close();
});

describe('stored matches replay to exactly their stored result', () => {
  for (const modeId of Object.keys(TABLES) as ModeId[]) {
    it(`${MATCHES_PER_MODE} ${modeId} matches`, async () => {
      const mode = modes[modeId];
      const tables = TABLES[modeId];
      for (const t of tables) expect(optionsProblem(modeId, t.options, t.players), JSON.stringify(t)).toBeNull();
      for (let i = 0; i < MATCHES_PER_MODE; i++) {
        const { players, options } = tables[i % tables.length];
        const { id, result } = await storeBotMatch(srv.server.store, mode, `${modeId}-${i}`, players, options, `P${i}`);
        const res = await fetch(`http://127.0.0.1:${srv.port}/api/matches/${id}/replay`);
        expect(res.status).toBe(200);
        const parsed = parseReplay(await res.json());
        if (!parsed.ok) throw new Error(parsed.error);
        const { record } = parsed;
        expect(record.engineVersion).toBe(ENGINE_VERSIONS[modeId]);
        expect(record.seats).toHaveLength(players);
        const played = playMatch(mode, record);
        expect(played.problem, id).toBeNull();
        expect(played.states).toHaveLength(record.actions.length + 1);
        expect(mode.result(played.states[played.states.length - 1])).toEqual(result);
        expect(played.rounds[0].at).toBe(0);
        for (let r = 1; r < played.rounds.length; r++) expect(played.rounds[r].at).toBeGreaterThan(played.rounds[r - 1].at);
      }
    });
  }
});

describe('a replay that does not play back says so', () => {
  it('an older engine version whose log no longer plays, a changed action, a different result', async () => {
    const mode = modes.trash;
    const { id } = await storeBotMatch(srv.server.store, mode, 'old-engine', 2, {});
    const record = (await (await fetch(`http://127.0.0.1:${srv.port}/api/matches/${id}/replay`)).json()) as Parameters<typeof playMatch>[1];
    expect(playMatch(mode, record).problem).toBeNull();
    // An old recording that still plays exactly is fine.
    expect(playMatch(mode, { ...record, engineVersion: 0 }).problem).toBeNull();
    const garbled = { ...record, engineVersion: 0, actions: record.actions.map((a, i) => (i === 3 ? { ...a, action: { type: 'nonsense' } } : a)) };
    expect(playMatch(mode, garbled).problem).toMatch(/recorded with engine version unknown.*cannot be replayed exactly.*Action 4 of/);
    const cut = { ...record, actions: record.actions.slice(0, 5) };
    expect(playMatch(mode, cut).problem).toMatch(/end before the game does/);
    const otherResult = { ...record, result: { standings: [], winners: [] } };
    expect(playMatch(mode, otherResult).problem).toMatch(/different result/);
  });
});

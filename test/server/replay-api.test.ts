/**
 * The replay, history and leaderboard HTTP API over real HTTP: a running match gives nothing
 * beyond what a spectator sees (its seed and log would show every hidden card), a finished one
 * replays to its result; bad queries get a clear 400.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import { playMatch } from '../../shared/replay/play';
import { parseReplay } from '../../shared/replay/record';
import { Recorder, startServer, waitFor, type TestServer } from './harness';
import type { SqliteStore } from '../../server/store/sqlite';

let srv: TestServer;
afterEach(async () => {
  await srv?.close();
});

const get = async (path: string, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${srv.port}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: (await res.json()) as any };
};

describe('GET /api/matches/:id/replay', () => {
  it('refuses a running match, tells nothing hidden, and replays it once it has ended', async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0 } });
    // Ann sits at a table with a bot and never moves: the match stays running.
    const ann = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 2, bots: 1 }));
    await waitFor(() => ann.view()?.legal?.length, 5000, 'Ann to be asked to act');
    const id = ann.room.roomId;
    const record = (await srv.server.store.match(id))!;
    expect(record.status).toBe('running');
    const refused = await fetch(`http://127.0.0.1:${srv.port}/api/matches/${id}/replay`);
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(JSON.parse(text)).toEqual({ code: 'match-running', message: expect.stringMatching(/still being played.*spectator/) });
    // Nothing of the game is in the answer: no seed, no card of anyone's hand, no action.
    expect(text).not.toContain(record.seed);
    const hand = ann.view().seats[0].hand as string[];
    for (const card of hand) expect(text).not.toContain(card);
    expect(text).not.toContain('"actions"');

    // A table of bots only (its creator watches) plays to its end; then its replay is there.
    const eve = new Recorder(await srv.client().create('trash', { name: 'Eve', seats: 3, bots: 3, spectate: true, options: { layoutSize: 3 } }));
    await waitFor(() => eve.room.state.phase === 'over' || undefined, 60_000, 'the bots to finish');
    const finished = (await srv.server.store.match(eve.room.roomId))!;
    const res = await get(`/api/matches/${eve.room.roomId}/replay`);
    expect(res.status).toBe(200);
    const parsed = parseReplay(res.body);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.record.seats.map((s) => s.bot)).toEqual([true, true, true]);
    // No profile ids: they identify players to the server.
    expect(JSON.stringify(res.body)).not.toContain('profileId');
    const played = playMatch(modes.trash, parsed.record);
    expect(played.problem).toBeNull();
    expect(modes.trash.result(played.states.at(-1))).toEqual(finished.result);

    expect((await get('/api/matches/nope/replay')).status).toBe(404);
  });

  it('refuses an abandoned match (it never ended: its log would show the hands it stopped at)', async () => {
    srv = await startServer({ modes });
    const store = srv.server.store;
    const mode = modes.trash;
    const seed = 'abandoned-seed';
    store.createMatch({
      id: 'gone',
      mode: 'trash',
      options: { seats: 2, botDelay: 0, private: false, options: {} },
      seed,
      seats: [],
      hostSeat: 0,
      owner: 'test',
    });
    const state = mode.setup({ players: 2, seed, options: {} });
    const seat = mode.actors(state)[0];
    store.appendAction('gone', 0, seat, mode.botAction(state, seat));
    await store.finishMatch('gone', 'trash', 'abandoned', null, []);
    const res = await fetch(`http://127.0.0.1:${srv.port}/api/matches/gone/replay`);
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 'match-unfinished', message: expect.stringMatching(/abandoned.*no replay/) });
    expect(text).not.toContain(seed);
    expect(text).not.toContain('"actions"');
  });
});

describe('GET /api/leaderboard/:mode', () => {
  it('refuses bad input with a clear 400', async () => {
    srv = await startServer({ modes });
    const cases: [string, RegExp][] = [
      ['/api/leaderboard/chess', /No mode "chess": one of trash-poker, poker-plus, trash/],
      ['/api/leaderboard/trash?page=-1', /page counts from 1/],
      ['/api/leaderboard/trash?page=0', /page counts from 1/],
      ['/api/leaderboard/trash?page=abc', /page must be a number/],
      ['/api/leaderboard/trash?page=1.5', /page must be a whole number/],
      ['/api/leaderboard/trash?limit=100000', /limit must be at most 50/],
      ['/api/leaderboard/trash?limit=0', /limit must be at least 1/],
      ['/api/leaderboard/trash?kind=losses', /kind must be one of: score, wins/],
      ['/api/leaderboard/trash?period=year', /period must be one of: week, all/],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(message);
      expect(res.body.code, path).toMatch(/^(unknown-mode|bad-query)$/);
    }
  });

  it('ranks best scores and wins per player, by week or all time, a page at a time, with your own position', async () => {
    srv = await startServer({ modes });
    const store = srv.server.store;
    const players = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((name) => store.createProfile(name)));
    // Each plays two matches: scores 10+i and 20+2i; Ann wins both, Bob one.
    for (const [i, { profile }] of players.entries()) {
      for (const [k, score] of [10 + i, 20 + 2 * i].entries()) {
        const id = `m${i}-${k}`;
        store.createMatch({
          id,
          mode: 'trash',
          options: { seats: 2, botDelay: 0, private: false, options: {} },
          seed: id,
          seats: [],
          hostSeat: 0,
          owner: 'test',
        });
        const place = i === 0 || (i === 1 && k === 0) ? 1 : 2;
        await store.finishMatch(id, 'trash', 'finished', null, [{ profileId: profile.id, score, place }]);
      }
    }
    // Dan's best is from long ago: not on this week's board.
    (store as SqliteStore).db.prepare('UPDATE scores SET created_at = 0 WHERE match_id = ?').run('m3-1');

    const all = await get('/api/leaderboard/trash?limit=2&page=1', players[1].token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ mode: 'trash', kind: 'score', period: 'all', page: 1, limit: 2, total: 5 });
    expect(all.body.entries).toEqual([
      { rank: 1, name: 'Eve', value: 28 },
      { rank: 2, name: 'Dan', value: 26 },
    ]);
    expect(all.body.me).toEqual({ rank: 4, name: 'Bob', value: 22 });
    const page3 = await get('/api/leaderboard/trash?limit=2&page=3');
    expect(page3.body.entries).toEqual([{ rank: 5, name: 'Ann', value: 20 }]);
    expect(page3.body.me).toBeNull();
    expect((await get('/api/leaderboard/trash?limit=2&page=9')).body.entries).toEqual([]);

    const week = await get('/api/leaderboard/trash?period=week&limit=50', players[3].token);
    expect(week.body.entries.map((e: any) => [e.name, e.value])).toEqual([
      ['Eve', 28],
      ['Cat', 24],
      ['Bob', 22],
      ['Ann', 20],
      ['Dan', 13],
    ]);
    expect(week.body.me).toEqual({ rank: 5, name: 'Dan', value: 13 });

    const wins = await get('/api/leaderboard/trash?kind=wins', players[2].token);
    expect(wins.body.entries).toEqual([
      { rank: 1, name: 'Ann', value: 2 },
      { rank: 2, name: 'Bob', value: 1 },
    ]);
    expect(wins.body.total).toBe(2);
    // Cat never won: not on the wins board.
    expect(wins.body.me).toBeNull();
    expect((await get('/api/leaderboard/poker-plus')).body).toMatchObject({ total: 0, entries: [], me: null });
  });
});

describe('GET /api/history', () => {
  it("lists a player's finished matches, newest first, with place, score and opponents; pages; refuses bad input", async () => {
    srv = await startServer({ modes });
    const store = srv.server.store;
    const { profile, token } = await store.createProfile('Ann');
    for (let i = 0; i < 3; i++) {
      const id = `h${i}`;
      const seats = [
        { name: 'Bot', bot: true, profileId: null },
        { name: 'Ann', bot: false, profileId: profile.id },
        { name: `Guest ${i}`, bot: false, profileId: 'someone-else' },
      ];
      store.createMatch({
        id,
        mode: 'poker-plus',
        options: { seats: 3, botDelay: 0, private: false, options: {} },
        seed: id,
        seats,
        hostSeat: 1,
        owner: 'test',
      });
      await store.finishMatch(id, 'poker-plus', 'finished', null, [{ profileId: profile.id, score: 5 * i, place: 3 - i }]);
      (store as SqliteStore).db.prepare('UPDATE scores SET created_at = ? WHERE match_id = ?').run(1000 * (i + 1), id);
    }
    expect((await get('/api/history')).status).toBe(401);
    const first = await get('/api/history?limit=2', token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(first.body.matches).toEqual([
      {
        matchId: 'h2',
        mode: 'poker-plus',
        playedAt: 3000,
        place: 1,
        score: 10,
        seats: 3,
        opponents: [
          { name: 'Bot', bot: true },
          { name: 'Guest 2', bot: false },
        ],
      },
      expect.objectContaining({ matchId: 'h1', place: 2, score: 5 }),
    ]);
    expect((await get('/api/history?limit=2&page=2', token)).body.matches.map((m: any) => m.matchId)).toEqual(['h0']);
    const bad = await get('/api/history?page=-3', token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/page counts from 1/);
    expect((await get('/api/history?limit=51', token)).body.message).toMatch(/limit must be at most 50/);
  });
});

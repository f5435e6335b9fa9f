/**
 * What a hostile or careless client can send before a game exists, over real websockets and raw
 * HTTP: every mode's options (unknown, oversized, deeply nested), matchmaking bodies of any
 * size, room creation in bulk, names with markup and control characters, tables nobody joins.
 */
import { request } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import { UNLOCKABLE_JOKER_IDS } from '../../shared/engine/trash-poker/jokers';
import type { ModeId } from '../../shared/engine/types';
import { MAX_OPTIONS_BYTES } from '../../shared/protocol/table-options';
import { MAX_MATCHMAKE_BODY_BYTES } from '../../server/matchmake-guard';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const MODES: ModeId[] = ['trash-poker', 'poker-plus', 'trash'];

/** Options nested `depth` levels deep: `{ a: { a: ... } }`. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** The rejection of a promise (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: unknown; message: string };
  }
  throw new Error('expected a refusal');
}

/** A raw matchmaking POST; `chunked` streams the body without announcing its length. */
function post(port: number, path: string, body: string, chunked = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: chunked ? { 'Content-Type': 'application/json' } : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    if (!chunked) return void req.end(body);
    const piece = body.slice(0, 64 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < body.length) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

const listed = () => matchMaker.query({});

describe('mode options', () => {
  it.each(MODES)('%s: unknown, oversized and deeply nested options are refused with bad-options, and nothing is listed', async (mode) => {
    srv = await startServer({ modes });
    const outOfRange = { [mode === 'trash' ? 'layoutSize' : 'rounds']: 1e9 };
    for (const options of [{ bogus: true }, { junk: 'x'.repeat(1500) }, nested(50), outOfRange]) {
      const error = await refusal(srv.client().create(mode, { name: 'Mallory', options }));
      expect(error.code, `${mode}: ${JSON.stringify(options).slice(0, 60)}`).toBe('bad-options');
    }
    // Larger ones never reach a room from a client (the matchmaking body is capped: below); the
    // room refuses them all the same when the server itself is asked.
    for (const options of [{ junk: 'x'.repeat(200_000) }, nested(5000)]) {
      expect(await refusal(matchMaker.createRoom(mode, { options }))).toMatchObject({ code: 'bad-options' });
    }
    expect(await listed()).toEqual([]);
    // No match was started: no running one is there for anyone to take over.
    expect(await srv.server.store.claimOrphans('nobody', [])).toEqual([]);
  });

  it('says which rule options broke', async () => {
    srv = await startServer({ modes });
    expect((await refusal(srv.client().create('poker-plus', { options: { bogus: true } }))).message).toContain('Unknown option "bogus"');
    expect((await refusal(srv.client().create('trash', { options: { layoutSize: 11 } }))).message).toContain('layoutSize');
    expect((await refusal(srv.client().create('trash', { options: nested(6) }))).message).toContain('levels deep');
    expect((await refusal(srv.client().create('trash', { options: { a: 'x'.repeat(MAX_OPTIONS_BYTES) } }))).message).toContain('bytes');
  });

  it('accepts the options each mode documents', async () => {
    srv = await startServer({ modes });
    for (const [mode, options] of [
      ['trash-poker', { variants: { trashTwoFromPot: true }, solo: { difficulty: 'hard', adjustments: ['house-pot-4'], houses: 1 } }],
      ['poker-plus', { rounds: 2 }],
      ['trash', { layoutSize: 4 }],
    ] as const) {
      const room = new Recorder(await srv.client().create(mode, { name: 'Ann', seats: 2, options }));
      await waitFor(() => room.welcome, 5000, `${mode} welcome`);
      await room.room.leave();
    }
  });
});

describe('the matchmaking route over raw HTTP', () => {
  it.each(MODES)('%s: an 8 MB body, announced or streamed, and 5000 levels of nesting are refused unread', async (mode) => {
    srv = await startServer({ modes });
    const huge = JSON.stringify({ name: 'Mallory', options: { junk: 'x'.repeat(8 * 1024 * 1024) } });
    for (const [body, chunked] of [
      [huge, false],
      [huge, true],
      [`{"options":${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}}`, false],
    ] as const) {
      const answer = await post(srv.port, `/matchmake/create/${mode}`, body, chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe('bad-options');
    }
    expect(await listed()).toEqual([]);
  });

  it('refuses unknown options over raw HTTP and creates a table from a proper body', async () => {
    srv = await startServer({ modes });
    const bad = await post(srv.port, '/matchmake/create/trash', JSON.stringify({ options: { bogus: 1 } }));
    expect(JSON.parse(bad.body)).toMatchObject({ code: 'bad-options' });
    const garbage = await post(srv.port, '/matchmake/create/trash', '{not json');
    expect(garbage.status).toBe(400);
    const good = await post(srv.port, '/matchmake/create/trash', JSON.stringify({ name: 'Ann', seats: 2 }));
    expect(good.body.length).toBeLessThan(MAX_MATCHMAKE_BODY_BYTES);
    expect(JSON.parse(good.body)).toMatchObject({ room: { name: 'trash' }, sessionId: expect.any(String) });
  });
});

describe('room creation', () => {
  it('is limited per profile and per address, with a clear error', async () => {
    srv = await startServer({ modes, creationLimits: { perProfile: 2, perAddress: 4 } });
    const first = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    const token = await waitFor(() => first.welcome?.token, 5000, 'token');
    await srv.client().create('trash', { token, seats: 2 });
    await srv.client().create('trash', { token, seats: 2 });
    const perProfile = await refusal(srv.client().create('trash', { token, seats: 2 }));
    expect(perProfile).toMatchObject({ code: 'rate-limited' });
    expect(perProfile.message).toMatch(/at most 2 a minute/);
    // Other profiles (or guests) from the same address have their own, larger allowance.
    await srv.client().create('trash', { name: 'Bob', seats: 2 });
    expect(await refusal(srv.client().create('trash', { name: 'Cy', seats: 2 }))).toMatchObject({ code: 'rate-limited' });
    // Joining is never limited.
    const joiner = new Recorder(await srv.client().joinById(first.room.roomId, { name: 'Eve', spectate: true }));
    await waitFor(() => joiner.welcome, 5000, 'spectator welcome');
  });

  it('closes and unlists a table its creator never connects to', async () => {
    srv = await startServer({ modes, defaults: { joinSeconds: 0.3 } });
    const reservation = await post(srv.port, '/matchmake/create/trash', JSON.stringify({ name: 'Ghost', seats: 2 }));
    const roomId = JSON.parse(reservation.body).room.roomId;
    expect((await listed()).map((r) => r.roomId)).toEqual([roomId]);
    for (let i = 0; i < 100 && (await listed()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await listed()).toEqual([]);
  });
});

describe('the welcome message', () => {
  it("names no joker of the pool to the host, a joiner or a spectator, from options or the host's unlocks", async () => {
    srv = await startServer({ modes });
    const pool = UNLOCKABLE_JOKER_IDS.slice(0, 6);
    const host = new Recorder(await srv.client().create('trash-poker', { name: 'Ann', seats: 3, bots: 1, options: { unlockedJokers: pool.slice(0, 3) } }));
    const hostToken = await waitFor(() => host.welcome?.token, 5000, 'host token');
    const profile = (await srv.server.store.profileByToken(hostToken))!;
    await srv.server.store.addUnlocks(
      profile.id,
      pool.slice(3).map((item) => ({ mode: 'trash-poker', kind: 'joker', item, data: null, matchId: 'earlier' })),
    );
    const spectator = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Eve', spectate: true }));
    const joiner = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Bob' }));
    await waitFor(() => host.room.state.phase === 'playing' || undefined, 5000, 'started (pool carried over)');
    const late = new Recorder(await srv.client().joinById(host.room.roomId, { name: 'Lu', spectate: true }));
    await waitFor(() => joiner.welcome && spectator.welcome && late.welcome, 5000, 'welcomes');
    // The started game's options carry the whole pool: the welcome must still leave it out.
    expect((await srv.server.store.match(host.room.roomId))!.options.options.unlockedJokers).toEqual(expect.arrayContaining(pool.slice(0, 3)));
    for (const rec of [host, spectator, joiner, late]) {
      for (const { message } of rec.messages.filter((m) => m.type === 'welcome')) {
        const options = (message as { table: { options: Record<string, unknown> } }).table.options;
        expect(Object.keys(options)).not.toEqual(expect.arrayContaining(['unlockedJokers']));
        for (const id of pool) expect(JSON.stringify(message)).not.toContain(`"${id}"`);
      }
    }
  });
});

describe('names', () => {
  it('are normalised wherever they enter: join options and the profile API', async () => {
    srv = await startServer({ modes });
    const a = new Recorder(await srv.client().create('trash', { name: '  Ann\u202e\t  <img src=x onerror=1>\u0007 ', seats: 2 }));
    await waitFor(() => a.welcome, 5000, 'welcome');
    expect((a.welcome as unknown as { name: string }).name).toBe('Ann <img src=x onerror=1');
    expect(((a.room.state as any).seats[0].name as string).length).toBeLessThanOrEqual(24);
    expect(await refusal(srv.client().create('trash', { name: '\u202e\u200f \u0000' }))).toMatchObject({ code: 'bad-options' });
    const base = `http://127.0.0.1:${srv.port}/api/profile`;
    const created = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '\u2066Bob\u2069\n\nthe   Builder' }),
    });
    expect(created.status).toBe(201);
    const profile = (await created.json()) as { name: string; token: string };
    expect(profile.name).toBe('Bob the Builder');
    const renamed = await fetch(base, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${profile.token}` },
      body: JSON.stringify({ name: '\u0000\u202d' }),
    });
    expect(renamed.status).toBe(400);
  });
});

describe('starting', () => {
  it('a host alone at a 2-seat Poker+ table can start: bots fill the empty seats', async () => {
    srv = await startServer({ modes });
    const host = new Recorder(await srv.client().create('poker-plus', { name: 'Ann', seats: 2, options: { rounds: 1 } }));
    await waitFor(() => host.welcome, 5000, 'welcome');
    host.room.send('table', { type: 'start' });
    await waitFor(() => host.room.state.phase === 'playing' || undefined, 5000, 'started');
    expect(host.errors()).toEqual([]);
    expect((host.room.state as any).seats.map((s: { bot: boolean }) => s.bot)).toEqual([false, true]);
  });
});

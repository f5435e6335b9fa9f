import { globalAgent } from 'node:http';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startGameProcess, startPostgres, startRedis, type GameProcess, type Service } from '../../scripts/services';
import { modes } from '../../shared/engine/index';
import { nextInt, seedRng } from '../../shared/engine/rng';
import { tableView, type TableViews } from '../../shared/protocol/json-view';
import { PostgresStore } from '../../server/store/postgres';
import type { MatchRecord } from '../../server/store/types';
import { Recorder, waitFor } from './harness';

// The scaled deployment with real servers: three game server processes (`server/main.ts`, as
// production runs them) over one Redis and one PostgreSQL, all started here on loopback with
// temporary data directories. A game is created, joined and watched through different
// processes; the process holding it is killed (and, in a second game, stopped with SIGTERM);
// the game resumes on a survivor, its players return by themselves, and it plays to its end.

const MODE = 'trash-poker';
const engine = modes[MODE];
/** The bound: a dead process's games are back within this. */
const RESUME_MS = 15_000;

let postgres: Service;
let redis: Service;
let store: PostgresStore;
const processes: GameProcess[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
  // One at a time: the first migrates the database, the others find it ready.
  for (let i = 0; i < 3; i++) processes.push(await startGameProcess(await freePort(), env));
  store = await PostgresStore.open(postgres.url);
}, 120_000);

afterAll(async () => {
  globalAgent.destroy();
  await store?.close();
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await Promise.all([postgres?.stop(), redis?.stop()]);
}, 60_000);

const live = () => processes.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
const clientOf = (p: GameProcess) => new Client(`ws://127.0.0.1:${p.port}`);

/** The lobby as a client of `p` sees it: room id to listing. */
async function lobbyThrough(p: GameProcess) {
  const lobby = await clientOf(p).joinOrCreate('lobby');
  const rooms = new Map<string, { publicAddress?: string; metadata: { phase: string } }>();
  lobby.onMessage('rooms', (list: any[]) => list.forEach((r) => rooms.set(r.roomId, r)));
  lobby.onMessage('+', ([roomId, room]: [string, any]) => rooms.set(roomId, room));
  lobby.onMessage('-', (roomId: string) => rooms.delete(roomId));
  return { lobby, rooms };
}

/**
 * A player (or spectator) that plays its seat with seeded random forward moves, one at a time,
 * and when its connection drops comes back by itself as the browser client does: the room id
 * with its profile token, through any live process (a load balancer's choice), until it is back.
 */
class Player {
  rec: Recorder;
  /** Every room this player was connected to, oldest first. */
  readonly rooms: Room[] = [];
  back = 0;
  private readonly rng;

  constructor(
    room: Room,
    readonly name: string,
    private readonly plays: boolean,
  ) {
    this.rng = seedRng(`cluster-${name}`);
    this.rec = this.attach(room);
  }

  get moves(): number {
    return (this.rec.room.state as { moves?: number }).moves ?? 0;
  }

  private attach(room: Room): Recorder {
    this.rooms.push(room);
    const rec = new Recorder(room);
    this.rec = rec;
    if (this.plays) this.autoplay(rec);
    room.onLeave((code) => {
      if (code !== 1000 && rec === this.rec) void this.comeBack(room.roomId);
    });
    return rec;
  }

  private autoplay(rec: Recorder) {
    let waitingAt = -1;
    const tick = () => {
      if (rec !== this.rec) return;
      const moves = (rec.room.state as { moves?: number }).moves ?? 0;
      if (waitingAt === moves) return;
      const offered = rec.welcome ? (rec.view()?.legal as { type: string }[] | undefined) : undefined;
      if (!offered?.length || rec.room.state.phase !== 'playing') return;
      const forward = offered.filter((a) => a.type !== 'unpick');
      const legal = forward.length ? forward : offered;
      waitingAt = moves;
      rec.room.send('action', legal[nextInt(this.rng, legal.length)]);
    };
    rec.room.onStateChange(tick);
    rec.room.onMessage('error', () => {
      waitingAt = -1;
      setTimeout(tick, 100);
    });
    const timer = setInterval(tick, 100);
    rec.room.onLeave(() => clearInterval(timer));
  }

  private async comeBack(roomId: string) {
    const token = this.rec.welcome!.token;
    for (let attempt = 0; attempt < 60; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      const through = live()[attempt % live().length];
      try {
        const room = await clientOf(through).joinById(roomId, { token, ...(this.plays ? {} : { spectate: true }) });
        this.attach(room);
        this.back++;
        return;
      } catch {
        // not resumed yet: try again
      }
    }
  }
}

/** The process whose public address the listing gives for the room. */
function holder(rooms: Map<string, { publicAddress?: string }>, roomId: string): GameProcess | undefined {
  const address = rooms.get(roomId)?.publicAddress;
  return processes.find((p) => address === `127.0.0.1:${p.port}`);
}

function replayedPublicView(record: MatchRecord, count: number) {
  let game = engine.setup({ players: record.seats.length, seed: record.seed, options: record.options.options as object });
  for (const { seat, action } of record.actions.slice(0, count)) {
    const result = engine.apply(game, seat, action);
    if (!result.ok) throw new Error(`stored action does not replay: ${result.error}`);
    game = result.state;
  }
  return { view: JSON.parse(JSON.stringify(engine.view(game, null))), game };
}

/**
 * Stops the process that holds the game with `signal` mid-game; checks nothing a client saw is
 * lost, that everyone is back within RESUME_MS on a survivor under the same room id, and that the
 * listing no longer shows the gone process; then plays the game to its end and compares the
 * result with a replay of the stored log.
 */
async function loseProcessMidGame(signal: 'SIGKILL' | 'SIGTERM', players: Player[], watcher: Player) {
  const roomId = players[0].rec.room.roomId;
  await waitFor(() => Math.min(...players.map((p) => p.moves)) >= 20 || undefined, 60_000, 'twenty moves');
  const before = await lobbyThrough(live()[0]);
  const gone = await waitFor(() => holder(before.rooms, roomId), 10_000, 'the room listed');
  await before.lobby.leave();
  expect(gone).toBeDefined();
  const killedAt = Date.now();
  await gone.stop(signal);
  const all = [...players, watcher];
  // Back means rejoined, welcomed and sent a first state (joinById resolves before the welcome).
  await waitFor(
    () => all.every((p) => p.back > 0 && p.rec.welcome && p.rec.states.length > 0) || undefined,
    RESUME_MS + 5000,
    () => `everyone back (${all.map((p) => p.back)})`,
  );
  const resumedIn = Date.now() - killedAt;
  console.log(`${signal}: every client back at the table ${resumedIn} ms after the stop`);
  expect(resumedIn).toBeLessThan(RESUME_MS);

  // Every move anyone saw before the stop is in the shared store, and the resumed table is the
  // replay of the stored log: same seats, hands and scores.
  const stored = (await store.match(roomId))!;
  for (const p of all) {
    const before = p.rooms.at(-2)!.state as TableViews & { moves: number };
    expect(stored.actions.length).toBeGreaterThanOrEqual(before.moves);
    expect(tableView(before, null)).toEqual(replayedPublicView(stored, before.moves).view);
  }
  // Back in the same seats of the same room id, each first table after the return is the replay
  // of the stored log as that seat may see it: its own hand, everyone's scores.
  for (const [i, p] of [...players.entries(), [null, watcher] as const]) {
    expect(p.rec.welcome!.seat).toBe(i);
    expect(p.rec.room.roomId).toBe(roomId);
    const first = p.rec.states[0] as TableViews & { moves: number };
    const { game } = replayedPublicView(stored, first.moves);
    expect(tableView(first, i)).toEqual(JSON.parse(JSON.stringify(engine.view(game, i))));
  }
  // The listing, as a lobby on any survivor shows it, has the room on a survivor and nothing on
  // the gone process.
  for (const p of live()) {
    const { lobby, rooms } = await lobbyThrough(p);
    await waitFor(() => (holder(rooms, roomId) && holder(rooms, roomId) !== gone) || undefined, 10_000, 'the room listed on a survivor');
    expect([...rooms.values()].filter((r) => r.publicAddress === `127.0.0.1:${gone.port}`)).toEqual([]);
    await lobby.leave();
  }

  await waitFor(
    () => players[0].rec.room.state.phase === 'over' || undefined,
    90_000,
    () => `the end of the game (moves ${players[0].moves})`,
  );
  const result = await waitFor(() => players[0].rec.messages.find((m) => m.type === 'result')?.message, 5000, 'the result');
  const final = (await store.match(roomId))!;
  expect(final.status).toBe('finished');
  expect(engine.result(replayedPublicView(final, final.actions.length).game)).toEqual(final.result);
  expect(result).toEqual(final.result);
  return gone;
}

describe('three game server processes over Redis and PostgreSQL', () => {
  it('one table created on A, joined on B, watched on C, listed by all; kill -9 of its process loses nothing, the game ends on a survivor', async () => {
    const [a, b, c] = processes;
    const lobbies = await Promise.all(processes.map(lobbyThrough));
    const ann = new Player(await clientOf(a).create(MODE, { name: 'Ann', seats: 2 }), 'Ann', true);
    const roomId = ann.rec.room.roomId;
    const bob = new Player(await clientOf(b).joinById(roomId, { name: 'Bob' }), 'Bob', true);
    const eve = new Player(await clientOf(c).joinById(roomId, { name: 'Eve', spectate: true }), 'Eve', false);
    await waitFor(() => (ann.rec.welcome && bob.rec.welcome && eve.rec.welcome) || undefined, 10_000, 'welcomes');
    expect([ann.rec.welcome!.seat, bob.rec.welcome!.seat, eve.rec.welcome!.seat]).toEqual([0, 1, null]);
    for (const { rooms } of lobbies) await waitFor(() => rooms.get(roomId)?.metadata.phase === 'playing' || undefined, 10_000, 'listed as playing');

    // A private table made through B and joined by its code through C is listed nowhere.
    const pat = new Recorder(await clientOf(b).create(MODE, { name: 'Pat', seats: 2, private: true }));
    const sam = new Recorder(await clientOf(c).joinById(pat.room.roomId, { name: 'Sam' }));
    await waitFor(() => sam.welcome, 10_000, 'joined by code');
    expect(sam.welcome!.seat).toBe(1);
    for (const { rooms } of lobbies) expect(rooms.has(pat.room.roomId)).toBe(false);
    // A rematch is a new table with the same settings, made through another process.
    const rematch = new Recorder(await clientOf(c).create(MODE, { name: 'Ann', token: ann.rec.welcome!.token, seats: 2 }));
    await waitFor(() => rematch.welcome, 10_000, 'the rematch table');
    expect(rematch.room.roomId).not.toBe(roomId);
    expect((rematch.messages[0].message as { profileId: string }).profileId).toBe((ann.rec.messages[0].message as { profileId: string }).profileId);
    await Promise.all([pat.room.leave(), sam.room.leave(), rematch.room.leave(), ...lobbies.map((l) => l.lobby.leave())]);

    // Each process says it is up, on what.
    for (const p of processes) {
      const health = await (await fetch(`http://127.0.0.1:${p.port}/healthz`)).json();
      expect(health).toMatchObject({ ok: true, store: 'postgres', presence: 'redis', processId: expect.any(String) });
    }

    await loseProcessMidGame('SIGKILL', [ann, bob], eve);
  }, 150_000);

  it('SIGTERM hands a running game over to a survivor the same way, and the stopped process exits 0', async () => {
    const [first, second] = live();
    const ann = new Player(await clientOf(first).create(MODE, { name: 'Ann', seats: 2 }), 'Ann2', true);
    const roomId = ann.rec.room.roomId;
    const bob = new Player(await clientOf(second).joinById(roomId, { name: 'Bob' }), 'Bob2', true);
    const eve = new Player(await clientOf(second).joinById(roomId, { name: 'Eve', spectate: true }), 'Eve2', false);
    await waitFor(() => (ann.rec.welcome && bob.rec.welcome && eve.rec.welcome) || undefined, 10_000, 'welcomes');
    const stopped = await loseProcessMidGame('SIGTERM', [ann, bob], eve);
    expect(stopped.child.exitCode).toBe(0);
    expect(stopped.output()).not.toMatch(/error/i);
  }, 150_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import { storedMoves } from '../../server/store/action-journal';
import { modes } from '../../shared/engine/index';
import { tableView, type TableViews } from '../../shared/protocol/json-view';
import { Recorder, startServer, tempDbPath, waitFor, type TestServer } from './harness';

// The server as it runs in production (`server/main.ts`), in a process of its own, stopped the
// two ways an operator or a crash stops it; the game it served is then checked against the
// SQLite file it leaves behind, and resumed by a fresh server on that file.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const mode = modes.trash;

interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let children: ChildProcess[] = [];
let servers: TestServer[] = [];
afterEach(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  for (const s of servers) await s.close().catch(() => {});
  children = [];
  servers = [];
});

async function spawnServer(dbPath: string): Promise<ServerProcess> {
  // Its own process group (detached), so that cleanup can kill it and nothing it started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: dbPath },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const port = Number(
    await waitFor(
      () => /localhost:(\d+)/.exec(output)?.[1],
      30_000,
      () => `the server to start: ${output}`,
    ),
  );
  return { child, port, output: () => output, exited };
}

/** A client that plays its seat's first legal action whenever it may act, once per move. */
function autoplay(rec: Recorder) {
  let sentAt = -1;
  const tick = () => {
    const moves = (rec.room.state as { moves?: number }).moves ?? 0;
    const legal = rec.welcome ? rec.view()?.legal : undefined;
    if (!legal?.length || moves === sentAt) return;
    sentAt = moves;
    rec.room.send('action', legal[0]);
  };
  rec.room.onStateChange(tick);
  // The welcome (which says the seat) may arrive after the state: look again now and then too.
  const timer = setInterval(tick, 50);
  rec.room.onLeave(() => clearInterval(timer));
}

/** Two players at a Trash table of a server process, playing as fast as the server lets them. */
async function playUntil(port: number, moves: number) {
  const client = new Client(`ws://127.0.0.1:${port}`);
  const a = new Recorder(await client.create('trash', { name: 'Ann', seats: 2, turnTimer: 0 }));
  const b = new Recorder(await client.joinById(a.room.roomId, { name: 'Bob' }));
  for (const rec of [a, b]) autoplay(rec);
  const seen = () => Math.max(...[a, b].map((rec) => (rec.room.state as { moves: number }).moves));
  await waitFor(
    () => seen() >= moves || undefined,
    20_000,
    () => `${moves} moves (saw ${seen()})`,
  );
  return { a, b, seen };
}

/** The match as the SQLite file holds it, read with a connection of our own. */
function storedActions(dbPath: string, matchId: string) {
  const db = new Database(dbPath, { readonly: true });
  try {
    const match = db.prepare('SELECT seed, seats, options FROM matches WHERE id = ?').get(matchId) as { seed: string; seats: string; options: string };
    return { match, actions: storedMoves(db, matchId, true) };
  } finally {
    db.close();
  }
}

/** The public view after the first `count` stored actions, replayed by the engine. */
function replayedView(stored: ReturnType<typeof storedActions>, count: number) {
  const options = JSON.parse(stored.match.options).options;
  let game = mode.setup({ players: JSON.parse(stored.match.seats).length, seed: stored.match.seed, options });
  for (const { seat, action } of stored.actions.slice(0, count)) {
    const result = mode.apply(game, seat, action);
    if (!result.ok) throw new Error(`stored action does not replay: ${result.error}`);
    game = result.state;
  }
  return JSON.parse(JSON.stringify(mode.view(game, null)));
}

/**
 * Stops a server mid-game with `signal`, then checks that the file holds every move either
 * client saw (its last decoded table is the replay of the stored log up to that move), and that
 * a fresh server resumes the game there, each player back in their seat.
 */
async function stopMidGame(signal: 'SIGTERM' | 'SIGKILL') {
  const dbPath = tempDbPath();
  const server = await spawnServer(dbPath);
  const { a, b, seen } = await playUntil(server.port, 12);
  const matchId = a.room.roomId;
  // Moves keep arriving while the signal is on its way: read what each client saw once it is gone.
  server.child.kill(signal);
  const exit = await server.exited;
  await waitFor(() => (a.room.connection.isOpen || b.room.connection.isOpen ? undefined : true), 5000, 'the clients to see the server go');
  const lastSeen = seen();
  const stored = storedActions(dbPath, matchId);
  expect(stored.actions.length).toBeGreaterThanOrEqual(lastSeen);
  for (const rec of [a, b]) {
    const state = rec.room.state as TableViews & { moves: number };
    expect(tableView(state, null)).toEqual(replayedView(stored, state.moves));
  }

  const again = await startServer({ modes, dbPath, defaults: { reconnectSeconds: 30, botDelay: 60_000 } });
  servers.push(again);
  const a2 = new Recorder(await again.client().joinById(matchId, { token: a.welcome!.token }));
  await waitFor(() => a2.view(), 5000, 'the resumed table');
  expect(a2.welcome!.seat).toBe(a.welcome!.seat);
  expect((a2.room.state as { moves: number }).moves).toBe(stored.actions.length);
  expect(tableView(a2.room.state as TableViews, null)).toEqual(replayedView(stored, stored.actions.length));
  return { exit, output: server.output() };
}

describe('a stopped server loses no move a player saw', () => {
  it('SIGTERM mid-game: the server saves, exits 0 without an error, and the game resumes on restart', async () => {
    const { exit, output } = await stopMidGame('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(output).not.toMatch(/error/i);
  }, 60_000);

  it('kill -9 mid-game: every move a client saw is in the file, and the game resumes on restart', async () => {
    const { exit } = await stopMidGame('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
  }, 60_000);
});

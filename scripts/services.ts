/**
 * Private PostgreSQL and Redis servers for tests, `npm run cluster` and `npm run bench:cluster`:
 * Debian's binaries (scripts/ensure-services.mjs installs them), on 127.0.0.1, on free ports,
 * with temporary data directories that `stop()` removes. Nothing persists past `stop()`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Service {
  url: string;
  /** Stops the server (by its own PID) and removes its data directory. */
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port. */
async function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before listening:\n${output()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = new Socket();
      socket.once('connect', () => done(true)).once('error', () => done(false));
      socket.connect(port, '127.0.0.1');
    }).catch(() => false);
    if (open) return;
    if (Date.now() - start > timeoutMs) throw new Error(`not listening on ${port} after ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a child in its own process group, collecting what it prints. */
function launch(command: string, args: string[]) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));
  return { child, output: () => output, exited };
}

/** Signals the child's whole process group (`runuser` does not pass every signal on to postgres). */
async function stopChild(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals) {
  const signalGroup = (s: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  signalGroup(signal);
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Debian's PostgreSQL binaries, newest version installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/postgres'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: run `node scripts/ensure-services.mjs` (as root) first.');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/**
 * PostgreSQL refuses to run as root: as root, its tools run as Debian's `postgres` user (which
 * the package creates), owning the data directory; as anyone else, as that user.
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A fresh PostgreSQL cluster on 127.0.0.1 (trust authentication for loopback, no Unix socket),
 * user `postgres`, database `postgres`. `fsync` is off: these servers are for development and
 * tests, where the machine does not crash under them (a game server process being killed is what
 * the tests do, and committed data survives that either way).
 */
export async function startPostgres(): Promise<Service> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'tp-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const init = spawnSync(...asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']), {
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', `port=${port}`, 'unix_socket_directories=', 'fsync=off', 'full_page_writes=off', 'shared_buffers=32MB'];
  const server = launch(...asServerUser(join(bin, 'postgres'), ['-D', data, ...settings.flatMap((s) => ['-c', s])]));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitForPort(port, server.child, server.output);
    await untilAcceptingQueries(url);
  } catch (error) {
    await stopChild(server.child, server.exited, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL ${(error as Error).message}`);
  }
  return {
    url,
    async stop() {
      // SIGINT is PostgreSQL's fast shutdown: connections are cut, nothing is waited for.
      await stopChild(server.child, server.exited, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The port opens while PostgreSQL is still starting up ("the database system is starting up"). */
async function untilAcceptingQueries(url: string, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** A Redis server on 127.0.0.1 that saves nothing to disk. */
export async function startRedis(): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-redis-'));
  const port = await freePort();
  const server = launch('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir]);
  try {
    await waitForPort(port, server.child, server.output);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Redis ${(error as Error).message}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(server.child, server.exited, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface GameProcess {
  port: number;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  exited: Promise<void>;
  /** Sends the signal to its process group; resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = new URL('..', import.meta.url).pathname;

/**
 * One game server process as production runs it (`server/main.ts`), on 127.0.0.1:`port`, which
 * is also its public address; `env` adds the rest (DATABASE_URL, REDIS_URL, ...). Resolves once
 * it serves.
 */
export async function startGameProcess(port: number, env: Record<string, string>, nodeFlags: string[] = []): Promise<GameProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const started = Date.now();
  while (!output.includes('is running')) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await stopChild(child, exited, 'SIGKILL');
      throw new Error(`The game server on port ${port} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, child, output: () => output, exited, stop: (signal = 'SIGTERM') => stopChild(child, exited, signal) };
}

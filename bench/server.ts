/**
 * `npm run bench:server`: N rooms x 4 clients over real websockets against one server process,
 * stepping N up until latency breaks (bounded in time), and at the same client counts the most
 * trivial Colyseus room as the baseline. Each client sends one message a second, a room's four
 * clients a quarter second apart.
 * Prints connected clients, messages (and refusals), server CPU per incoming message (and GC, and
 * its kernel part), websocket frames the server wrote per message,
 * RSS and memory per room, p50/p99 latency from an action sent to the next patch its client
 * receives, patches per message, patch bytes against the same state as full JSON, each side's
 * share of a core, event-loop delay p99 on each side (and the server's longest delay, longest
 * scavenge and longest other garbage collection), the server's own handling time (action handler
 * start to its patch going out), and the store's commits (how many batches, how many on the
 * SQLite writer thread, and their p50/p99/max: a patch waits for its commit).
 * The clients run in load processes of their own (bench/server/load.ts), up to 500 clients each.
 * Env: BENCH_ROOMS (steps), BENCH_SECONDS (per step), BENCH_REPEAT (pairs per step, with their
 * median ratio), BENCH_NODE_FLAGS (the server's Node flags), BENCH_LOAD_PROCS (load processes),
 * BENCH_ECHO_NOW=1 (also the trivial room patching each message at once, as the game rooms do),
 * BENCH_KINDS (the rooms measured, e.g. `trash-poker` alone under an outside profiler such as perf),
 * BENCH_COMMITS=loop|thread (where SQLite commits the games' writes; adaptive by default),
 * BENCH_FULL_SEATS (colyseus.js clients per table, 4; the others are light clients, whose
 * latencies are left out of p50/p99),
 * BENCH_PROFILE=dir (CPU and sampled allocation profiles of each measured window, for Chrome
 * DevTools or speedscope; with BENCH_LIVE=1 the allocation profile keeps only what is still alive
 * at the window's end, with BENCH_SURVIVORS=1 what outlived a scavenge).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median, quantile } from '../scripts/stats';
import { ask, LOAD_NODE_FLAGS, reply, stopChild } from './server/ipc';
import type { Kind, LoadCommand, LoadReport } from './server/load';

const STEPS = (process.env.BENCH_ROOMS ?? '25,50,125,250,500,750').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
/** The server's Node flags, as `npm start` runs it (BENCH_NODE_FLAGS overrides; '' for none). */
const SERVER_FLAGS: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).config.serverNodeFlags;
const WARMUP_SECONDS = 3;
const P50_LIMIT_MS = 250; // stop stepping up once the median latency passes this
/** The rooms of each step: the baseline, optionally the baseline patching at once, the game. */
const KINDS: Kind[] = process.env.BENCH_KINDS
  ? (process.env.BENCH_KINDS.split(',') as Kind[])
  : process.env.BENCH_ECHO_NOW === '1'
    ? ['echo', 'echo-now', 'trash-poker']
    : ['echo', 'trash-poker'];
/** Seats per table that are full colyseus.js clients; the rest are light clients (bench/server/light-client.ts). */
const FULL_SEATS = Number(process.env.BENCH_FULL_SEATS ?? 4);
/** Clients per load process (BENCH_LOAD_PROCS sets the number of processes instead). */
const LOAD_CLIENTS_PER_PROCESS = 500;

interface Stats {
  cpu: NodeJS.CpuUsage;
  /** Minor page faults so far: fresh pages the kernel maps in (mostly the old generation growing as scavenges promote), charged as system time. */
  faults: number;
  memory: NodeJS.MemoryUsage;
  /** Milliseconds the server spent in garbage collection so far. */
  gcMs: number;
  /** The longest collection (ms) since the previous reading: scavenges, and the others (full, incremental). */
  gcMax: { minor: number; major: number };
  /** The server's event-loop delay (ms) since the previous reading. */
  delay: { p50: number; p99: number; max: number };
  /** Since the previous reading: ms from an action's handler starting to its patch going out. */
  handled: { p50: number; p99: number };
  /** Since the previous reading: the store's commits (ms, each batch), how many, how many on the writer thread. */
  commit: { p50: number; p99: number; max: number; count: number; thread: number };
  /** Websocket frames the server wrote so far. */
  frames: number;
}

class ServerProcess {
  private child!: ChildProcess;
  port = 0;

  async start() {
    this.child = fork(fileURLToPath(new URL('./server/process.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_NODE_FLAGS ?? SERVER_FLAGS).split(' ').filter(Boolean)],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.port = (await reply<{ port: number }>(this.child, 'ready')).port;
  }

  /** With BENCH_PROFILE=dir, the server profiles the measured window into dir/<name>.cpuprofile. */
  profile(type: 'profile-start' | 'profile-stop', name = '') {
    this.child.send({ type, name });
  }

  /** CPU, memory and GC time so far; after a full collection unless `gc` is false. */
  stats(gc = true): Promise<Stats> {
    return ask<Stats>(this.child, { type: 'stats', gc }, 'stats');
  }

  /** Waits until the server is quiet: bots finish the games the clients left (up to 60 s). */
  async idle() {
    for (let i = 0; i < 120; i++) {
      const a = await this.stats(false);
      await new Promise((r) => setTimeout(r, 500));
      const b = await this.stats(false);
      if (b.cpu.user + b.cpu.system - (a.cpu.user + a.cpu.system) < 25_000) return;
    }
  }

  stop() {
    return stopChild(this.child);
  }
}

/**
 * The clients, split over load processes (one per LOAD_CLIENTS_PER_PROCESS clients, or
 * BENCH_LOAD_PROCS): rooms are dealt round robin, and every process spreads its sends over the
 * same second, so the server sees one even stream.
 */
class LoadProcesses {
  private children: ChildProcess[] = [];

  async start(count: number) {
    this.children = Array.from({ length: count }, () =>
      fork(fileURLToPath(new URL('./server/load.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx', ...LOAD_NODE_FLAGS],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(this.children.map((child) => reply(child, 'started')));
  }

  /** Sends a command to every process and waits for each one's answer of `type`. */
  all<T>(command: LoadCommand, type: string): Promise<T[]> {
    return Promise.all(this.children.map((child) => ask<T>(child, command, type)));
  }

  setup(port: number, kind: Kind, rooms: number) {
    const count = this.children.length;
    return Promise.all(
      this.children.map((child, k) => {
        const mine = Array.from({ length: rooms }, (_, r) => r).filter((r) => r % count === k);
        return ask(child, { type: 'setup', port, kind, rooms: mine, totalRooms: rooms, fullSeats: FULL_SEATS } satisfies LoadCommand, 'ready');
      }),
    );
  }

  async stop() {
    await Promise.all(this.children.map(stopChild));
  }
}

async function measure(server: ServerProcess, load: LoadProcesses, kind: Kind, rooms: number) {
  const before = await server.stats();
  await load.setup(server.port, kind, rooms);
  const afterJoin = await server.stats();
  await load.all({ type: 'go' }, 'going');
  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
  // The window runs from the server's first CPU reading to its last; messages are counted inside
  // it (a busy server may take a while to answer).
  const start = await server.stats(false);
  await load.all({ type: 'reset' }, 'reset');
  server.profile('profile-start');
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const reports = await load.all<LoadReport>({ type: 'report' }, 'report');
  const end = await server.stats(false);
  server.profile('profile-stop', `${kind}-${rooms * 4}`);
  const sum = (pick: (r: LoadReport) => number) => reports.reduce((s, r) => s + pick(r), 0);
  const sent = sum((r) => r.sent);
  const patches = sum((r) => r.patches);
  const latencies = reports.flatMap((r) => r.latencies);
  const fullJson = median(reports.flatMap((r) => r.fullJson));
  const cpuMicros = end.cpu.user + end.cpu.system - (start.cpu.user + start.cpu.system);
  await load.all({ type: 'leave' }, 'left');
  await server.idle();
  return {
    kind,
    clients: rooms * 4,
    msgs: sent,
    refused: sum((r) => r.refused),
    cpuPerMsgUs: cpuMicros / Math.max(1, sent),
    /** The kernel's part of it (socket writes and reads, commits), in µs per message. */
    sysPerMsgUs: (end.cpu.system - start.cpu.system) / Math.max(1, sent),
    /** Minor page faults per message: each costs ~15 µs of kernel time in this virtual machine (docs/deploy.md). */
    faultsPerMsg: (end.faults - start.faults) / Math.max(1, sent),
    /** Frames the server wrote per message received (4 clients: 4 when each gets one patch). */
    framesPerMsg: (end.frames - start.frames) / Math.max(1, sent),
    gcPerMsgUs: ((end.gcMs - start.gcMs) * 1000) / Math.max(1, sent),
    /** Share of one core the server and the load generators (together) used: all share this machine. */
    serverCore: cpuMicros / (SECONDS * 1e6),
    loadCore: sum((r) => r.cpuMicros) / (SECONDS * 1e6),
    rssMB: end.memory.rss / 2 ** 20,
    memPerRoomKB: (afterJoin.memory.heapUsed - before.memory.heapUsed) / rooms / 1024, // after a full GC on both sides
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
    patchBytes: sum((r) => r.patchBytes) / Math.max(1, patches),
    /** Patches a client receives per message sent in its room (4 clients: 4 when each message gets its own). */
    patchesPerMsg: patches / Math.max(1, sent),
    fullJson,
    /** Event-loop delay p99 (ms) in the window, server and the slowest load process: where latency waits. */
    serverLoopP99: end.delay.p99,
    serverLoopMax: end.delay.max,
    gcMaxMs: end.gcMax,
    handledP50: end.handled.p50,
    handledP99: end.handled.p99,
    commit: end.commit,
    loadLoopP99: Math.max(...reports.map((r) => r.loopP99)),
  };
}

const server = new ServerProcess();
await server.start();
type Row = Awaited<ReturnType<typeof measure>>;
const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
console.log(`server bench: ${SECONDS}s per step after ${WARMUP_SECONDS}s warm-up, each client 1 msg/s`);
console.log(
  'room         clients  msgs (refused)  cpu/msg µs  (GC)  (sys)  faults/msg  frames/msg  RSS MB  heap/room KB  p50 ms  p99 ms  patches/msg  patch B  full JSON B  patch/full  server/load core  loop p99 ms (server max, GC max scavenge / full)  server handling p50/p99 ms  commits: n (on thread) p50/p99/max ms',
);
for (const rooms of STEPS) {
  let broke = false;
  const load = new LoadProcesses();
  await load.start(Number(process.env.BENCH_LOAD_PROCS ?? Math.ceil((rooms * 4) / LOAD_CLIENTS_PER_PROCESS)));
  const ratios: number[] = [];
  // Pairs measured back to back, REPEAT times: on a shared machine the trivial room's own figure
  // swings by 2x between runs, so the ratio of each pair (and their median) is what to quote.
  for (let pass = 0; pass < REPEAT; pass++) {
    const pair: Row[] = [];
    for (const kind of KINDS) {
      const row = await measure(server, load, kind, rooms);
      pair.push(row);
      console.log(
        `${kind.padEnd(12)} ${String(row.clients).padStart(7)} ${String(row.msgs).padStart(5)} ${`(${row.refused})`.padStart(9)} ${fmt(row.cpuPerMsgUs).padStart(11)} ${fmt(row.gcPerMsgUs, 0).padStart(5)} ${fmt(row.sysPerMsgUs, 0).padStart(6)} ${fmt(row.faultsPerMsg, 2).padStart(11)} ${fmt(row.framesPerMsg, 2).padStart(11)} ${fmt(row.rssMB).padStart(7)} ${fmt(row.memPerRoomKB).padStart(13)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)} ${fmt(row.patchesPerMsg, 2).padStart(12)} ${fmt(row.patchBytes, 0).padStart(8)} ${fmt(row.fullJson, 0).padStart(12)} ${fmt((row.patchBytes / row.fullJson) * 100, 1).padStart(9)}%  ${fmt(row.serverCore * 100, 0).padStart(5)}% / ${fmt(row.loadCore * 100, 0)}%  ${fmt(row.serverLoopP99)} / ${fmt(row.loadLoopP99)} (${fmt(row.serverLoopMax, 0)}, ${fmt(row.gcMaxMs.minor, 0)} / ${fmt(row.gcMaxMs.major, 0)})  ${fmt(row.handledP50, 2)} / ${fmt(row.handledP99, 2)}  ${row.commit.count} (${row.commit.thread}) ${fmt(row.commit.p50, 2)} / ${fmt(row.commit.p99, 2)} / ${fmt(row.commit.max, 1)}`,
      );
      if (row.p50 > P50_LIMIT_MS) broke = true;
    }
    const [echo, game] = [pair[0], pair.at(-1)!];
    ratios.push(game.cpuPerMsgUs / echo.cpuPerMsgUs);
    const atOnce = pair.length > 2 ? ` (vs the trivial room patching at once: ${fmt(game.cpuPerMsgUs / pair[1].cpuPerMsgUs, 2)}x)` : '';
    console.log(
      `  -> at ${game.clients} clients: CPU/msg ratio game/trivial = ${fmt(ratios.at(-1)!, 2)}x${atOnce}, p50 ${fmt(game.p50)} ms vs ${fmt(echo.p50)} ms`,
    );
    if (broke) break;
  }
  await load.stop();
  if (ratios.length > 1) console.log(`  => median ratio over ${ratios.length} pairs: ${fmt(median(ratios), 2)}x (${ratios.map((r) => fmt(r, 2)).join(', ')})`);
  if (broke) {
    console.log(`latency broke (p50 > ${P50_LIMIT_MS} ms): stopping here`);
    break;
  }
}
await server.stop();
process.exit(0);

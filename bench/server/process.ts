// The server under test, in its own process: every game mode plus the trivial baseline room.
// Reports its CPU time and memory to the load generator over IPC.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { constants as perf, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { Room } from '@colyseus/core';
import { WebSocketClient } from '@colyseus/ws-transport';
import { modes } from '../../shared/engine/index';
import { createGameServer } from '../../server/app';
import type { CommitPlace } from '../../server/store';
import { GameRoom } from '../../server/rooms/GameRoom';
import { SqliteStore } from '../../server/store/sqlite';
import { EchoNowRoom, EchoRoom } from './echo-room';

const server = await createGameServer({
  modes,
  dbPath: join(tmpdir(), `tp-bench-${process.pid}.sqlite`),
  // BENCH_COMMITS=loop|thread: SQLite's commits in one place, to compare them (default adaptive).
  sqliteCommits: (process.env.BENCH_COMMITS || undefined) as CommitPlace | undefined,
  // bench:cluster runs it over Redis and PostgreSQL, with the address clients reach it at.
  redisUrl: process.env.REDIS_URL,
  databaseUrl: process.env.DATABASE_URL,
  publicAddress: process.env.PUBLIC_ADDRESS,
  defaults: { turnTimer: 0, botDelay: 0 },
  // The load generator opens hundreds of tables from one address.
  creationLimits: { perProfile: Number.POSITIVE_INFINITY, perAddress: Number.POSITIVE_INFINITY },
});
server.colyseus.define('echo', EchoRoom);
server.colyseus.define('echo-now', EchoNowRoom);
// HOST: bench:cluster's load on another machine (BENCH_SERVERS) reaches it there.
const port = await server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.send?.({ type: 'ready', port });
// Time spent in garbage collection, to tell allocation costs from work.
let gcMs = 0;
/**
 * The longest collection since the previous reading, young generation (scavenges) and the rest
 * apart: a pause holds every room's patches, and the two have different cures (what survives a
 * move, what lives long).
 */
let gcMax = { minor: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind === perf.NODE_PERFORMANCE_GC_MINOR ? 'minor' : 'major';
    gcMax[kind] = Math.max(gcMax[kind], entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
// BENCH_PROFILE=dir: a CPU profile of each measured window only (not joins, not bots finishing),
// and a sampled allocation profile of it (what the garbage collector has to clean up).
const profileDir = process.env.BENCH_PROFILE;
/**
 * BENCH_LIVE=1: the allocation profile keeps only what is still alive at the window's end, after
 * a full collection: what the window's moves leave behind for the garbage collector to copy and
 * promote, rather than everything they allocated.
 */
const LIVE_ONLY = process.env.BENCH_LIVE === '1';
/**
 * BENCH_SURVIVORS=1: the allocation profile leaves out what scavenges collected: what lived long
 * enough to be copied or promoted, the allocations that cost the garbage collector (and, in this
 * virtual machine, page faults) rather than the ones that died young.
 */
const SURVIVORS = process.env.BENCH_SURVIVORS === '1';
const inspector = profileDir ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('HeapProfiler.enable');
}
async function profile(message: { type: string; name?: string }) {
  if (!inspector || !profileDir) return;
  if (message.type === 'profile-start') {
    await inspector.post('Profiler.start');
    await inspector.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: !LIVE_ONLY,
      includeObjectsCollectedByMinorGC: !LIVE_ONLY && !SURVIVORS,
    });
  }
  if (message.type === 'profile-stop') {
    if (LIVE_ONLY) (globalThis as { gc?: () => void }).gc?.();
    const { profile } = await inspector.post('Profiler.stop');
    const { profile: heap } = await inspector.post('HeapProfiler.stopSampling');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, `${message.name}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(join(profileDir, `${message.name}.heapprofile`), JSON.stringify(heap));
  }
}

// The server's own share of the latency: from an action's handler starting to the patch that
// carries it going out (the rest of the bench's latency is sockets, scheduling and the load
// generator). Measured by wrapping the room from outside, so the room carries no bench code.
const handling: number[] = [];
const roomProto = GameRoom.prototype as unknown as { onAction(...args: unknown[]): void; handlingFrom?: number };
const onAction = roomProto.onAction;
roomProto.onAction = function (this: typeof roomProto, ...args: unknown[]) {
  this.handlingFrom ??= performance.now();
  return onAction.apply(this, args);
};
const broadcastPatch = Room.prototype.broadcastPatch;
Room.prototype.broadcastPatch = function (this: Room & { handlingFrom?: number }) {
  const sent = broadcastPatch.call(this);
  if (this.handlingFrom !== undefined) {
    handling.push(performance.now() - this.handlingFrom);
    this.handlingFrom = undefined;
  }
  return sent;
};
// The store's share of it: each batch's commit, from its start to its end (on the loop, or the
// round trip to the writer thread), and how many of them went to the thread.
const commits: number[] = [];
let threadCommits = 0;
const storeProto = SqliteStore.prototype as unknown as { commit(...args: unknown[]): unknown; placement: { onLoop: boolean } };
const commitBatch = storeProto.commit;
storeProto.commit = function (this: typeof storeProto, ...args: unknown[]) {
  const start = performance.now();
  if (!this.placement.onLoop) threadCommits++;
  const done = () => void commits.push(performance.now() - start);
  const result = commitBatch.apply(this, args);
  if (result instanceof Promise) return result.finally(done);
  done();
  return result;
};
// Websocket frames the server writes (patches, messages, errors): each is a write to a socket,
// and on loopback the kernel's share of a write is most of the trivial room's CPU per message.
let frames = 0;
const raw = WebSocketClient.prototype.raw;
WebSocketClient.prototype.raw = function (this: WebSocketClient, ...args: Parameters<typeof raw>) {
  frames++;
  return raw.apply(this, args);
};
const percentile = (xs: number[], q: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN);

// How long ready work waits for the event loop: a busy or blocked loop delays every reply.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();

process.on('message', (message: { type: string; gc?: boolean; name?: string }) => {
  if (message.type.startsWith('profile-')) void profile(message);
  // A full collection first, so heap figures measure what the rooms hold, not garbage.
  if (message.type === 'stats') {
    // CPU and GC time first: the forced collection below (for honest heap figures) is the bench's.
    const cpu = process.cpuUsage();
    const gcSoFar = gcMs;
    const gcMaxSoFar = gcMax;
    if (message.gc !== false) (globalThis as { gc?: () => void }).gc?.();
    gcMs = gcSoFar;
    gcMax = { minor: 0, major: 0 };
    const delay = { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
    loopDelay.reset();
    const sorted = handling.sort((a, b) => a - b);
    const handled = { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    handling.length = 0;
    const committed = commits.sort((a, b) => a - b);
    const commit = {
      p50: percentile(committed, 0.5),
      p99: percentile(committed, 0.99),
      max: committed.at(-1) ?? NaN,
      count: committed.length,
      thread: threadCommits,
    };
    commits.length = 0;
    threadCommits = 0;
    process.send?.({
      type: 'stats',
      cpu,
      faults: process.resourceUsage().minorPageFault,
      memory: process.memoryUsage(),
      gcMs,
      gcMax: gcMaxSoFar,
      delay,
      handled,
      commit,
      frames,
    });
  }
  if (message.type === 'stop') void server.close().then(() => process.exit(0));
});

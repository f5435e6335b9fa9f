/**
 * `npm run bench:cluster`: what scaling out costs and buys, in one run, over real websockets with
 * the clients of `npm run bench:server` (4 per Trash Poker table, 1 message a second each, in
 * load processes of their own).
 * 1. CPU per message of one server process on Redis presence and driver against the in-memory
 *    default (both on SQLite), measured in back-to-back pairs; prints the median ratio
 *    (target: at most 1.15x).
 * 2. Clients served at p99 < BENCH_P99_MS (100) by two processes against one, both on Redis and
 *    PostgreSQL as a cluster runs: steps up the tables until p99 breaks; prints the ratio (target:
 *    at least 1.6x). Every process, the load generators, Redis and PostgreSQL share this machine's
 *    cores, so the ratio says what a second process buys here, not on a machine per process.
 * Each row prints the share of a core the servers and the load processes used in the window, and
 * the machine's load average: whichever side nears the cores is what the row measures; and the
 * event-loop delay p99 of the servers and of the load processes, and the servers' handling p99
 * (an action's handler to its patch leaving): which side's delay a broken p99 comes from.
 * The clients: BENCH_FULL_SEATS (1) of each table's 4 are colyseus.js clients, whose latencies are
 * the p50/p99 columns; the others are light clients (bench/server/light-client.ts), whose p99 is
 * printed beside.
 * The load on another machine: BENCH_SERVERS=host:port[,host:port] runs part 2 only, against
 * servers already running there (bench/server/process.ts with PORT, HOST, PUBLIC_ADDRESS,
 * REDIS_URL and DATABASE_URL; docs/deploy.md), opening the tables through the first; the servers'
 * CPU is then read on their machine, not here.
 * Env: BENCH_SECONDS (per window, 8), BENCH_REPEAT (pairs for part 1, 3), BENCH_CPU_ROOMS (tables
 * for part 1, 125 = 500 clients), BENCH_STEPS (tables per step of part 2, `50,100,...`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres, startRedis, type Service } from '../scripts/services';
import { median, quantile } from '../scripts/stats';
import { ask, LOAD_NODE_FLAGS, reply, stopChild } from './server/ipc';
import type { LoadCommand, LoadReport } from './server/load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 3;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const CPU_ROOMS = Number(process.env.BENCH_CPU_ROOMS ?? 125);
const STEPS = (process.env.BENCH_STEPS ?? '100,200,300,325,350,375,400,425,450,475,500,550,600').split(',').map(Number);
const P99_MS = Number(process.env.BENCH_P99_MS ?? 100);
const LOAD_CLIENTS_PER_PROCESS = 500;
const FULL_SEATS = Number(process.env.BENCH_FULL_SEATS ?? 1);
/** Servers already running elsewhere (host:port each): only part 2 runs, against them. */
const REMOTE = process.env.BENCH_SERVERS?.split(',').filter(Boolean) ?? [];
const SERVER_FLAGS: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).config.serverNodeFlags;

/** What a server started here says of itself: CPU so far, and since the last call its event-loop delay and handling p99. */
interface ServerStats {
  /** CPU time so far, µs. */
  cpu: number;
  loopP99: number;
  /** From an action's handler starting to the patch that shows it leaving (ms). */
  handledP99: number;
}

/** A game server the load is sent to; its stats are known when this bench started it. */
interface Target {
  readonly host: string;
  readonly port: number;
  /** Null for a server on another machine. */
  stats(): Promise<ServerStats | null>;
}

/** One game server process (bench/server/process.ts) configured by `env`, started here. */
class Server implements Target {
  readonly host = '127.0.0.1';
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(env: Record<string, string>): Promise<Server> {
    const port = await freePort();
    const child = fork(fileURLToPath(new URL('./server/process.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...SERVER_FLAGS.split(' ').filter(Boolean)],
      env: { ...process.env, ...env, PORT: String(port), PUBLIC_ADDRESS: `127.0.0.1:${port}` },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await reply(child, 'ready');
    return new Server(child, port);
  }

  async stats(): Promise<ServerStats> {
    const { cpu, delay, handled } = await ask<{ cpu: NodeJS.CpuUsage; delay: { p99: number }; handled: { p99: number } }>(
      this.child,
      { type: 'stats', gc: false },
      'stats',
    );
    return { cpu: cpu.user + cpu.system, loopP99: delay.p99, handledP99: handled.p99 };
  }

  stop() {
    return stopChild(this.child);
  }
}

/** The clients, in as many load processes as they need. */
class Load {
  private children: ChildProcess[] = [];

  static async start(clients: number): Promise<Load> {
    const load = new Load();
    const count = Math.ceil(clients / LOAD_CLIENTS_PER_PROCESS);
    load.children = Array.from({ length: count }, () =>
      fork(fileURLToPath(new URL('./server/load.ts', import.meta.url)), [], {
        execArgv: ['--import', 'tsx', ...LOAD_NODE_FLAGS],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(load.children.map((child) => reply(child, 'started')));
    return load;
  }

  all<T>(command: LoadCommand, type: string): Promise<T[]> {
    return Promise.all(this.children.map((child) => ask<T>(child, command, type)));
  }

  /** Opens the tables through `server`: the matchmaker spreads them over every process of the cluster. */
  setup(server: Target, rooms: number) {
    const count = this.children.length;
    return Promise.all(
      this.children.map((child, k) => {
        const mine = Array.from({ length: rooms }, (_, r) => r).filter((r) => r % count === k);
        return ask(
          child,
          {
            type: 'setup',
            host: server.host,
            port: server.port,
            kind: 'trash-poker',
            rooms: mine,
            totalRooms: rooms,
            fullSeats: FULL_SEATS,
          } satisfies LoadCommand,
          'ready',
        );
      }),
    );
  }

  stop() {
    return Promise.all(this.children.map(stopChild));
  }
}

/**
 * The servers' CPU time so far (µs), or NaN when one is on another machine, and the worst of their
 * loop delay and handling p99 since the last call (ms).
 */
async function serverStats(servers: Target[]) {
  const each = await Promise.all(servers.map((s) => s.stats()));
  const worst = (key: 'loopP99' | 'handledP99') => Math.max(...each.map((s) => s?.[key] ?? Number.NaN));
  return { cpu: each.reduce<number>((a, s) => a + (s?.cpu ?? Number.NaN), 0), loopP99: worst('loopP99'), handledP99: worst('handledP99') };
}
const totalCpu = async (servers: Target[]) => (await serverStats(servers)).cpu;
const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));

/** Waits until the servers are quiet: bots finish the games the clients left (remote ones: 15 s). */
async function idle(servers: Target[]) {
  if (Number.isNaN(await totalCpu(servers))) return sleep(15);
  for (let i = 0; i < 120; i++) {
    const before = await totalCpu(servers);
    await sleep(0.5);
    if ((await totalCpu(servers)) - before < 25_000 * servers.length) return;
  }
}

/** One measured window of `rooms` tables (4 clients each) on the servers. */
async function measure(servers: Target[], rooms: number) {
  const load = await Load.start(rooms * 4);
  await load.setup(servers[0], rooms);
  await load.all({ type: 'go' }, 'going');
  await sleep(WARMUP_SECONDS);
  const start = await totalCpu(servers);
  await load.all({ type: 'reset' }, 'reset');
  await sleep(SECONDS);
  const reports = await load.all<LoadReport>({ type: 'report' }, 'report');
  const end = await serverStats(servers);
  const cpuMicros = end.cpu - start;
  await load.all({ type: 'leave' }, 'left');
  await load.stop();
  await idle(servers);
  const sent = reports.reduce((s, r) => s + r.sent, 0);
  const latencies = reports.flatMap((r) => r.latencies);
  const light = reports.flatMap((r) => r.lightLatencies);
  return {
    clients: rooms * 4,
    msgs: sent,
    refused: reports.reduce((s, r) => s + r.refused, 0),
    cpuPerMsgUs: cpuMicros / Math.max(1, sent),
    /** Shares of one core in the window: the game servers, and the load processes (every client). */
    serverCores: cpuMicros / (SECONDS * 1e6),
    loadCores: reports.reduce((s, r) => s + r.cpuMicros, 0) / (SECONDS * 1e6),
    loadAverage: loadavg()[0],
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
    lightP99: quantile(light, 0.99),
    serverLoopP99: end.loopP99,
    handledP99: end.handledP99,
    loadLoopP99: Math.max(...reports.map((r) => r.loopP99)),
  };
}

type Row = Awaited<ReturnType<typeof measure>>;
const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const line = (label: string, row: Row) =>
  console.log(
    `${label.padEnd(14)} ${String(row.clients).padStart(7)} ${String(row.msgs).padStart(6)} (${row.refused}) ${fmt(row.cpuPerMsgUs).padStart(10)} ${`${fmt(row.serverCores * 100, 0)}% / ${fmt(row.loadCores * 100, 0)}%`.padStart(15)} ${fmt(row.loadAverage).padStart(8)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)} ${fmt(row.lightP99).padStart(9)} ${`${fmt(row.serverLoopP99)} / ${fmt(row.loadLoopP99)}`.padStart(17)} ${fmt(row.handledP99).padStart(9)}`,
  );
const header = () =>
  console.log(
    `config         clients   msgs (refused)  cpu/msg µs  server / load (% of a core; ${cpus().length} cores)  load avg  p50 ms  p99 ms  light p99  loop p99 server / load  handled p99`,
  );

/** Steps the tables up on `servers` until p99 passes P99_MS; the most clients served under it. */
async function capacity(label: string, servers: Target[]): Promise<number> {
  let served = 0;
  for (const rooms of STEPS) {
    const row = await measure(servers, rooms);
    line(label, row);
    if (!(row.p99 < P99_MS)) break;
    served = row.clients;
  }
  return served;
}

if (REMOTE.length) {
  const targets: Target[] = REMOTE.map((address) => {
    const [host, port] = address.split(':');
    return { host, port: Number(port), stats: async () => null };
  });
  console.log(`cluster bench, load only, against ${REMOTE.join(', ')}: ${SECONDS}s windows after ${WARMUP_SECONDS}s warm-up, each client 1 msg/s`);
  console.log(`\nclients served at p99 < ${P99_MS} ms by ${targets.length} process(es) (their CPU: read it on their machine)`);
  header();
  const served = await capacity(`${targets.length} process(es)`, targets);
  console.log(`\nclients at p99 < ${P99_MS} ms: ${served}; run it again against the other number of processes for the ratio`);
  process.exit(0);
}

const services: Service[] = [];
const servers: Server[] = [];
async function fresh(count: number, env: Record<string, string>) {
  const started: Server[] = [];
  for (let i = 0; i < count; i++) started.push(await Server.start(env));
  servers.push(...started);
  return started;
}
async function retire(started: Server[]) {
  await Promise.all(started.map((s) => s.stop()));
  servers.splice(0, servers.length, ...servers.filter((s) => !started.includes(s)));
}

try {
  const [postgres, redisA, redisB] = await Promise.all([startPostgres(), startRedis(), startRedis()]);
  services.push(postgres, redisA, redisB);
  console.log(`cluster bench: ${SECONDS}s windows after ${WARMUP_SECONDS}s warm-up, each client 1 msg/s`);

  console.log(`\n1. CPU per message, one process, ${CPU_ROOMS * 4} clients: Redis presence/driver vs in-memory (both SQLite)`);
  header();
  const [local] = await fresh(1, {});
  const [onRedis] = await fresh(1, { REDIS_URL: redisA.url });
  const ratios: number[] = [];
  for (let pass = 0; pass < REPEAT; pass++) {
    const a = await measure([local], CPU_ROOMS);
    line('in-memory', a);
    const b = await measure([onRedis], CPU_ROOMS);
    line('redis', b);
    ratios.push(b.cpuPerMsgUs / a.cpuPerMsgUs);
    console.log(`  -> redis / in-memory CPU per message: ${fmt(ratios.at(-1)!, 2)}x`);
  }
  await retire([local, onRedis]);

  console.log(`\n2. clients served at p99 < ${P99_MS} ms: one process vs two, on Redis + PostgreSQL`);
  header();
  const cluster = { REDIS_URL: redisB.url, DATABASE_URL: postgres.url };
  const one = await fresh(1, cluster);
  const byOne = await capacity('1 process', one);
  await retire(one);
  const two = await fresh(2, cluster);
  const byTwo = await capacity('2 processes', two);
  await retire(two);

  console.log('\nsummary');
  console.log(
    `  CPU per message on Redis vs in-memory: median ${fmt(median(ratios), 2)}x over ${ratios.length} pairs (${ratios.map((r) => fmt(r, 2)).join(', ')}); target <= 1.15x`,
  );
  console.log(`  clients at p99 < ${P99_MS} ms: 1 process ${byOne}, 2 processes ${byTwo}: ${fmt(byTwo / Math.max(1, byOne), 2)}x; target >= 1.6x`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(services.map((s) => s.stop()));
}
process.exit(0);

// One load-generator process of `npm run bench:server` and `npm run bench:cluster`: its share of
// the rooms, 4 real clients each, driven over IPC by the bench. The load is split over processes
// because 1000 decoded game states in one heap made the generator's own garbage collection
// (scavenges of 15-100 ms) most of the measured latency; real clients do not share a heap.
// The first `fullSeats` clients of each table are colyseus.js clients, the others light clients
// (light-client.ts): the server does the same work for both, and a light one costs this process
// less, so that on a shared machine the bench measures the server rather than its own clients.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { LightClient } from './light-client';

const PATCH = 15; // Protocol.ROOM_STATE_PATCH

export type Kind = 'echo' | 'echo-now' | 'trash-poker';

/** What the bench process asks of a load process, and what it answers. */
export type LoadCommand =
  | { type: 'setup'; port: number; kind: Kind; rooms: number[]; totalRooms: number; fullSeats: number; host?: string }
  | { type: 'go' | 'reset' | 'report' | 'leave' | 'stop' };

export interface LoadReport {
  type: 'report';
  sent: number;
  refused: number;
  /** Action-to-patch latencies (ms) seen by the full clients, and by the light ones. */
  latencies: number[];
  lightLatencies: number[];
  patches: number;
  patchBytes: number;
  /** Full-state JSON sizes of a few clients. */
  fullJson: number[];
  /** This process's CPU in the window, µs. */
  cpuMicros: number;
  loopP99: number;
}

/** What a probe needs of its client, a full colyseus.js one or a light one. */
interface Wire {
  /** The decoded room state. */
  readonly state: any;
  send(type: string, message: unknown): void;
  leave(): Promise<unknown>;
}

/**
 * One client: counts the bytes of patches and times each message until the next patch. A full
 * client (colyseus.js) times it the way a player's browser sees it, a light one (light-client.ts)
 * the same way at a fraction of the load process's CPU.
 */
class Probe {
  sentAt = 0;
  latencies: number[] = [];
  patchBytes = 0;
  patches = 0;
  sent = 0;
  refused = 0;
  readonly wire: Wire;
  readonly roomId: string;

  constructor(
    client: Room | LightClient,
    readonly full: boolean,
  ) {
    this.roomId = client.roomId;
    if (client instanceof LightClient) {
      client.onPatch = (bytes) => this.patched(bytes.byteLength);
      client.onData = (type) => this.data(type);
      this.wire = client;
      return;
    }
    this.wire = {
      get state() {
        return client.state;
      },
      send: (type, message) => client.send(type, message),
      leave: () => client.leave(),
    };
    client.onMessage('*', (type) => this.data(String(type)));
    const ws = (client.connection as any).transport.ws as WebSocket;
    ws.addEventListener('message', (event: MessageEvent) => {
      const data = new Uint8Array(event.data as ArrayBuffer);
      if (data[0] === PATCH) this.patched(data.byteLength);
    });
  }

  private patched(bytes: number) {
    this.patches++;
    this.patchBytes += bytes;
    if (this.sentAt) {
      this.latencies.push(performance.now() - this.sentAt);
      this.sentAt = 0;
    }
  }

  /** A refused action gets an error and no patch: it is counted, not timed. */
  private data(type: string) {
    if (type !== 'error') return;
    this.refused++;
    this.sentAt = 0;
  }

  send(type: string, message: unknown) {
    this.sentAt = performance.now();
    this.sent++;
    this.wire.send(type, message);
  }

  reset() {
    this.latencies = [];
    this.patchBytes = 0;
    this.patches = 0;
    this.sent = 0;
    this.refused = 0;
  }
}

/** A room's four clients; `tick` sends a client's message of the second. */
interface Table {
  probes: Probe[];
  tick(probe: Probe, seat: number): void;
}

/** Joins one client of a table: `target` is the room name to create or the room id to join. */
type Join = (method: 'create' | 'joinById', target: string, options: object, full: boolean) => Promise<Probe>;

/**
 * Four probes at one new room of `name`, seated in joining order, the first `fullSeats` of them
 * full clients. Each listens from its join on (the room talks to the first client while the
 * others join).
 */
async function seatFour(join: Join, name: string, fullSeats: number, options: (seat: number) => object): Promise<Probe[]> {
  const first = await join('create', name, options(0), fullSeats > 0);
  const probes = [first];
  for (let seat = 1; seat < 4; seat++) probes.push(await join('joinById', first.roomId, options(seat), seat < fullSeats));
  return probes;
}

async function echoTable(join: Join, name: string, fullSeats: number): Promise<Table> {
  return { probes: await seatFour(join, name, fullSeats, () => ({})), tick: (p) => p.send('bump', { n: p.sent }) };
}

async function gameTable(join: Join, fullSeats: number): Promise<Table> {
  const probes = await seatFour(join, 'trash-poker', fullSeats, (seat) => (seat === 0 ? { name: 'p0', seats: 4, turnTimer: 0 } : { name: `p${seat}` }));
  return {
    probes,
    tick(p, seat) {
      const legal = legalOf(p.wire.state?.privateViews?.get(String(seat))?.entries);
      if (legal.length) p.send('action', legal[Math.floor(Math.random() * legal.length)]);
    },
  };
}

/**
 * The seat's legal actions, read from its private view alone: the room's overlay keeps them whole
 * at one pointer (`/legal`, see OverlayView), so this is one lookup and one parse. Walking the
 * seat's entries and unflattening them, as this bench first did, was a fifth of a load process's
 * CPU.
 */
function legalOf(entries: { get(pointer: string): string | undefined } | undefined): unknown[] {
  const text = entries?.get('/legal');
  return text ? (JSON.parse(text) as unknown[]) : [];
}

let tables: { table: Table; room: number }[] = [];
let totalRooms = 1;
let timers: NodeJS.Timeout[] = [];
let windowCpu = process.cpuUsage();
let loopDelay: IntervalHistogram | null = null;

// BENCH_PROFILE=dir: a CPU profile of each measured window, dir/load-<pid>-<n>.cpuprofile.
const profileDir = process.env.BENCH_PROFILE;
const profiler = profileDir ? new Session() : null;
profiler?.connect();
await profiler?.post('Profiler.enable');
let profiles = 0;

const probes = () => tables.flatMap(({ table }) => table.probes);
const answer = (message: object) => process.send?.(message);

process.on('message', async (command: LoadCommand) => {
  switch (command.type) {
    case 'setup': {
      const address = `${command.host ?? '127.0.0.1'}:${command.port}`;
      const client = new Client(`ws://${address}`);
      const join: Join = async (method, target, options, full) =>
        full ? new Probe(await client[method](target, options), true) : new Probe(await LightClient.join(`http://${address}`, method, target, options), false);
      totalRooms = command.totalRooms;
      tables = [];
      for (const room of command.rooms)
        tables.push({
          table: command.kind === 'trash-poker' ? await gameTable(join, command.fullSeats) : await echoTable(join, command.kind, command.fullSeats),
          room,
        });
      return answer({ type: 'ready' });
    }
    case 'go': {
      // Each client sends once a second, spread evenly over the second across every process, and
      // a room's 4 clients a quarter second apart, as players take turns: sending them back to
      // back (as this bench first did) let the trivial room fold a room's 4 messages into one
      // patch, 1.2 patches per message instead of 4, and flattered the baseline.
      timers = [];
      for (const { table, room } of tables) {
        table.probes.forEach((p, seat) => {
          const i = timers.length;
          const first = () => {
            table.tick(p, seat);
            timers[i] = setInterval(() => table.tick(p, seat), 1000);
          };
          timers.push(setTimeout(first, (seat + room / totalRooms) * 250));
        });
      }
      return answer({ type: 'going' });
    }
    case 'reset': {
      probes().forEach((p) => p.reset());
      windowCpu = process.cpuUsage();
      loopDelay = monitorEventLoopDelay({ resolution: 1 });
      loopDelay.enable();
      await profiler?.post('Profiler.start');
      return answer({ type: 'reset' });
    }
    case 'report': {
      const cpu = process.cpuUsage(windowCpu);
      loopDelay?.disable();
      if (profiler && profileDir) {
        const { profile } = await profiler.post('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(join(profileDir, `load-${process.pid}-${++profiles}.cpuprofile`), JSON.stringify(profile));
      }
      const all = probes();
      const report: LoadReport = {
        type: 'report',
        sent: all.reduce((s, p) => s + p.sent, 0),
        refused: all.reduce((s, p) => s + p.refused, 0),
        latencies: all.filter((p) => p.full).flatMap((p) => p.latencies),
        lightLatencies: all.filter((p) => !p.full).flatMap((p) => p.latencies),
        patches: all.reduce((s, p) => s + p.patches, 0),
        patchBytes: all.reduce((s, p) => s + p.patchBytes, 0),
        fullJson: all.slice(0, 20).map((p) => JSON.stringify(p.wire.state.toJSON()).length),
        cpuMicros: cpu.user + cpu.system,
        loopP99: (loopDelay?.percentile(99) ?? 0) / 1e6,
      };
      return answer(report);
    }
    case 'leave': {
      timers.forEach((t) => clearTimeout(t));
      await Promise.all(probes().map((p) => p.wire.leave().catch(() => {})));
      tables = [];
      return answer({ type: 'left' });
    }
    case 'stop':
      process.exit(0);
  }
});
answer({ type: 'started' });

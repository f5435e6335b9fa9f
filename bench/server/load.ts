// One load-generator process of `npm run bench:server`: its share of the rooms, 4 real Colyseus
// clients each, driven over IPC by bench/server.ts. The load is split over processes because
// 1000 decoded game states in one heap made the generator's own garbage collection (scavenges of
// 15-100 ms) most of the measured latency; real clients do not share a heap.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Client, type Room } from 'colyseus.js';
import { unflatten, type EntriesLike } from '../../shared/protocol/json-view';

const PATCH = 15; // Protocol.ROOM_STATE_PATCH

export type Kind = 'echo' | 'echo-now' | 'trash-poker';

/** What the bench process asks of a load process, and what it answers. */
export type LoadCommand =
  | { type: 'setup'; port: number; kind: Kind; rooms: number[]; totalRooms: number }
  | { type: 'go' | 'reset' | 'report' | 'leave' | 'stop' };

export interface LoadReport {
  type: 'report';
  sent: number;
  refused: number;
  latencies: number[];
  patches: number;
  patchBytes: number;
  /** Full-state JSON sizes of a few clients. */
  fullJson: number[];
  /** This process's CPU in the window, µs. */
  cpuMicros: number;
  loopP99: number;
}

/** One client: counts the bytes of patches and times each message until the next patch. */
class Probe {
  sentAt = 0;
  latencies: number[] = [];
  patchBytes = 0;
  patches = 0;
  sent = 0;
  refused = 0;

  constructor(readonly room: Room) {
    // A refused action gets an error and no patch: it is counted, not timed.
    room.onMessage('*', (type) => {
      if (type !== 'error') return;
      this.refused++;
      this.sentAt = 0;
    });
    const ws = (room.connection as any).transport.ws as WebSocket;
    ws.addEventListener('message', (event: MessageEvent) => {
      const data = new Uint8Array(event.data as ArrayBuffer);
      if (data[0] !== PATCH) return;
      this.patches++;
      this.patchBytes += data.byteLength;
      if (this.sentAt) {
        this.latencies.push(performance.now() - this.sentAt);
        this.sentAt = 0;
      }
    });
  }

  send(type: string, message: unknown) {
    this.sentAt = performance.now();
    this.sent++;
    this.room.send(type, message);
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

/**
 * Four probes at one new room of `name`, seated in joining order. Each listens from its join on
 * (the room talks to the first client while the others join).
 */
async function seatFour(client: Client, name: string, options: (seat: number) => object): Promise<Probe[]> {
  const first = new Probe(await client.create(name, options(0)));
  const probes = [first];
  for (let seat = 1; seat < 4; seat++) probes.push(new Probe(await client.joinById(first.room.roomId, options(seat))));
  return probes;
}

async function echoTable(client: Client, name: string): Promise<Table> {
  return { probes: await seatFour(client, name, () => ({})), tick: (p) => p.send('bump', { n: p.sent }) };
}

async function gameTable(client: Client): Promise<Table> {
  const probes = await seatFour(client, 'trash-poker', (seat) => (seat === 0 ? { name: 'p0', seats: 4, turnTimer: 0 } : { name: `p${seat}` }));
  return {
    probes,
    tick(p, seat) {
      const legal = legalOf((p.room.state as any).privateViews?.get(String(seat))?.entries);
      if (legal.length) p.send('action', legal[Math.floor(Math.random() * legal.length)]);
    },
  };
}

/**
 * The seat's legal actions, read from its private view alone: the load generator shares the
 * cores with the server, so it rebuilds only the `/legal` subtree, not the whole table view.
 */
function legalOf(entries: EntriesLike | undefined): unknown[] {
  if (!entries) return [];
  const legal = new Map<string, string>();
  entries.forEach((text, pointer) => {
    if (typeof pointer === 'string' && (pointer === '/legal' || pointer.startsWith('/legal/'))) legal.set(pointer.slice(7), text);
  });
  return (unflatten(legal) as unknown[] | null) ?? [];
}

let tables: { table: Table; room: number }[] = [];
let totalRooms = 1;
let timers: NodeJS.Timeout[] = [];
let windowCpu = process.cpuUsage();
let loopDelay: IntervalHistogram | null = null;

const probes = () => tables.flatMap(({ table }) => table.probes);
const answer = (message: object) => process.send?.(message);

process.on('message', async (command: LoadCommand) => {
  switch (command.type) {
    case 'setup': {
      const client = new Client(`ws://127.0.0.1:${command.port}`);
      totalRooms = command.totalRooms;
      tables = [];
      for (const room of command.rooms)
        tables.push({ table: command.kind === 'trash-poker' ? await gameTable(client) : await echoTable(client, command.kind), room });
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
      return answer({ type: 'reset' });
    }
    case 'report': {
      const cpu = process.cpuUsage(windowCpu);
      loopDelay?.disable();
      const all = probes();
      const report: LoadReport = {
        type: 'report',
        sent: all.reduce((s, p) => s + p.sent, 0),
        refused: all.reduce((s, p) => s + p.refused, 0),
        latencies: all.flatMap((p) => p.latencies),
        patches: all.reduce((s, p) => s + p.patches, 0),
        patchBytes: all.reduce((s, p) => s + p.patchBytes, 0),
        fullJson: all.slice(0, 20).map((p) => JSON.stringify((p.room.state as any).toJSON()).length),
        cpuMicros: cpu.user + cpu.system,
        loopP99: (loopDelay?.percentile(99) ?? 0) / 1e6,
      };
      return answer(report);
    }
    case 'leave': {
      timers.forEach((t) => clearTimeout(t));
      await Promise.all(probes().map((p) => p.room.leave().catch(() => {})));
      tables = [];
      return answer({ type: 'left' });
    }
    case 'stop':
      process.exit(0);
  }
});
answer({ type: 'started' });

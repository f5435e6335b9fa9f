/**
 * `npx tsx bench/search-load.ts`: does a room full of thinking Hard bots slow anyone else down?
 * One server process (this one) runs BENCH_HARD_ROOMS Trash Poker tables of 4 Hard bots each
 * (a spectator keeps each alive) while a human plays at a table of their own against Normal
 * bots; the human's action-to-patch latency (from sending an action to the next patch arriving)
 * is measured with the Hard tables thinking and, as the baseline, without them. Target: p99 under
 * 20 ms with 50 search bots thinking at once. Env: BENCH_HARD_ROOMS (default 13: 52 bots),
 * BENCH_SECONDS (per phase, default 20).
 */
import { Client, type Room } from 'colyseus.js';
import { createGameServer } from '../server/app';
import { closeSharedBotPool, sharedBotPool } from '../server/bots/pool';
import { modes } from '../shared/engine/index';
import { tableView, type TableViews } from '../shared/protocol/json-view';
import { quantile } from '../scripts/stats';

const HARD_ROOMS = Number(process.env.BENCH_HARD_ROOMS ?? 13);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PATCH = 15; // Protocol.ROOM_STATE_PATCH
/** The human's pause between a patch and their next action. */
const THINK_MS = 40;

const server = await createGameServer({
  modes,
  dbPath: ':memory:',
  defaults: { botDelay: 0, turnTimer: 0 },
  creationLimits: { perProfile: 1e6, perAddress: 1e6 },
});
const port = await server.listen(0, '127.0.0.1');
const url = `ws://127.0.0.1:${port}`;

/** Plays the human's seat with its first legal action, timing each action until the next patch. */
async function human(seconds: number): Promise<number[]> {
  // Normal bots that wait a little: most patches the human times are their own action's.
  const room: Room = await new Client(url).create('trash-poker', { name: 'Human', seats: 4, bots: 3, botDelay: 300 });
  const latencies: number[] = [];
  let sentAt = 0;
  let seat: number | null = null;
  room.onMessage('welcome', (w: { seat: number }) => (seat = w.seat));
  room.onMessage('*', () => {});
  const ws = (room.connection as any).transport.ws as WebSocket;
  const act = () => {
    if (sentAt || seat === null) return;
    const legal = (tableView(room.state as unknown as TableViews, seat) as { legal?: { type: string }[] } | null)?.legal ?? [];
    const forward = legal.filter((a) => a.type !== 'unpick');
    if (forward.length === 0) return;
    sentAt = performance.now();
    room.send('action', forward[0]);
  };
  ws.addEventListener('message', (event: MessageEvent) => {
    if (new Uint8Array(event.data as ArrayBuffer)[0] !== PATCH) return;
    if (sentAt) latencies.push(performance.now() - sentAt);
    sentAt = 0;
    setTimeout(act, THINK_MS);
  });
  const timer = setInterval(act, 100);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  clearInterval(timer);
  await room.leave();
  return latencies;
}

const line = (label: string, xs: number[]) =>
  console.log(
    `${label.padEnd(34)} ${String(xs.length).padStart(6)} actions   p50 ${quantile(xs, 0.5).toFixed(1)} ms   p99 ${quantile(xs, 0.99).toFixed(1)} ms   max ${Math.max(...xs).toFixed(1)} ms`,
  );

console.log(`Human action-to-patch latency, ${SECONDS} s per phase`);
const baseline = await human(SECONDS);
line('baseline (no Hard bots)', baseline);

const spectators: Room[] = [];
for (let i = 0; i < HARD_ROOMS; i++) {
  const watcher = await new Client(url).create('trash-poker', { name: `Watcher ${i}`, seats: 4, bots: 4, spectate: true, options: { botLevel: 'hard' } });
  watcher.onMessage('*', () => {});
  spectators.push(watcher);
}
const pool = sharedBotPool();
const queued: number[] = [];
const sampler = setInterval(() => queued.push(pool.queued), 250);
await new Promise((r) => setTimeout(r, 2000)); // every Hard table under way
const loaded = await human(SECONDS);
clearInterval(sampler);
line(`with ${HARD_ROOMS * 4} Hard bots thinking`, loaded);
console.log(`pool queue while loaded: median ${quantile(queued, 0.5)}, max ${Math.max(...queued)} decisions waiting (so every bot was thinking or queued)`);
console.log(`target: p99 under 20 ms with the Hard bots: ${quantile(loaded, 0.99) < 20 ? 'yes' : 'NO'}`);

for (const s of spectators) await s.leave();
await server.close();
await closeSharedBotPool();
process.exit(0);

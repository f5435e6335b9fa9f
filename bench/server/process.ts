// The server under test, in its own process: every game mode plus the trivial baseline room.
// Reports its CPU time and memory to the load generator over IPC.
import { tmpdir } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { modes } from '../../shared/engine/index';
import { createGameServer } from '../../server/app';
import { EchoRoom } from './echo-room';

const server = createGameServer({
  modes,
  dbPath: join(tmpdir(), `tp-bench-${process.pid}.sqlite`),
  defaults: { turnTimer: 0, botDelay: 0 },
});
server.colyseus.define('echo', EchoRoom);
const port = await server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.send?.({ type: 'ready', port });
// Time spent in garbage collection, to tell allocation costs from work.
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
process.on('message', (message: { type: string }) => {
  // A full collection first, so heap figures measure what the rooms hold, not garbage.
  if (message.type === 'stats') {
    const gcBefore = gcMs; // the forced collection below is the bench's, not the rooms'
    (globalThis as { gc?: () => void }).gc?.();
    gcMs = gcBefore;
    process.send?.({ type: 'stats', cpu: process.cpuUsage(), memory: process.memoryUsage(), gcMs });
  }
  if (message.type === 'stop') void server.close().then(() => process.exit(0));
});

/**
 * `npm run cluster`: the scaled deployment on this machine, for development. A private Redis and
 * PostgreSQL (temporary data, gone when this stops) and CLUSTER_PROCESSES game server processes
 * (default 3) on 127.0.0.1, ports CLUSTER_PORT (default 2567) and up, each its own public address.
 * Open any of them in a browser; kill one (its PID is printed) and its games resume on another.
 * Ctrl-C stops everything.
 */
import { startGameProcess, startPostgres, startRedis, type GameProcess } from './services';

const count = Number(process.env.CLUSTER_PROCESSES ?? 3);
const basePort = Number(process.env.CLUSTER_PORT ?? 2567);

const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
console.log(`PostgreSQL: ${postgres.url}\nRedis: ${redis.url}`);
const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };
const processes: GameProcess[] = [];
for (let i = 0; i < count; i++) {
  // One at a time: the first one migrates the database.
  const server = await startGameProcess(basePort + i, env);
  server.child.stdout!.on('data', (chunk) => process.stdout.write(`[${server.port}] ${chunk}`));
  server.child.stderr!.on('data', (chunk) => process.stderr.write(`[${server.port}] ${chunk}`));
  processes.push(server);
  console.log(`game server ${i + 1}: http://127.0.0.1:${server.port}/ (pid ${server.child.pid}, health: /healthz)`);
}
console.log('Ctrl-C stops the cluster (its database goes with it).');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all(processes.map((p) => p.stop('SIGTERM')));
  await Promise.all([postgres.stop(), redis.stop()]);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

import { modes } from '../shared/engine/index';
import { createGameServer } from './app';
import { COMMIT_PLACES, type CommitPlace } from './store';

// Configuration by environment (docs/deploy.md): nothing set is one process on SQLite.
const env = process.env;
const port = Number(env.PORT ?? 2567);
const host = env.HOST ?? '0.0.0.0';
const commits = env.SQLITE_COMMITS || undefined;
if (commits !== undefined && !COMMIT_PLACES.includes(commits as CommitPlace)) throw new Error(`SQLITE_COMMITS must be one of ${COMMIT_PLACES.join(', ')}.`);

const server = await createGameServer({
  modes,
  staticDir: 'dist/client',
  dbPath: env.DB_PATH ?? 'data/trash-poker.sqlite',
  sqliteCommits: commits as CommitPlace | undefined,
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  publicAddress: env.PUBLIC_ADDRESS || undefined,
});
const bound = await server.listen(port, host);
console.log(`Trash Poker is running: open http://localhost:${bound}/ (store: ${server.store.kind}, presence: ${env.REDIS_URL ? 'redis' : 'local'})`);

// The one shutdown: stop accepting, let the rooms save, close the store, exit. A second signal
// while stopping waits for the same stop. Every running game then resumes on another process of
// the cluster within seconds, or on the next start of this one.
const stop = (signal: NodeJS.Signals) => {
  console.log(`${signal}: stopping; every running game resumes on another process or the next start.`);
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    },
  );
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

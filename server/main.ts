import { modes } from '../shared/engine/index';
import { createGameServer } from './app';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '0.0.0.0';

const server = createGameServer({ modes, staticDir: 'dist/client', dbPath: process.env.DB_PATH ?? 'data/trash-poker.sqlite' });
const bound = await server.listen(port, host);
console.log(`Trash Poker is running: open http://localhost:${bound}/`);

// The one shutdown: stop accepting, let the rooms save, close the store, exit. A second signal
// while stopping waits for the same stop.
const stop = (signal: NodeJS.Signals) => {
  console.log(`${signal}: stopping; every running game resumes on the next start.`);
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error('Could not stop cleanly:', error);
      process.exit(1);
    },
  );
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

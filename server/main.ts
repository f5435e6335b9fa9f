import { modes } from '../shared/engine/index';
import { createGameServer } from './app';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '0.0.0.0';

const server = createGameServer({ modes, staticDir: 'dist/client', dbPath: process.env.DB_PATH ?? 'data/trash-poker.sqlite' });
const bound = await server.listen(port, host);
console.log(`Trash Poker is running: open http://localhost:${bound}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

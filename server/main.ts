import { createGameServer } from './app.js';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '0.0.0.0';

const server = createGameServer({ staticDir: 'dist/client' });
const bound = await server.listen(port, host);
console.log(`Trash Poker is running: open http://localhost:${bound}/`);

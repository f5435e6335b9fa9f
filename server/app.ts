import { createServer, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import { LobbyRoom, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';

export interface GameServerOptions {
  /** Folder of the built client to serve; skipped when absent (tests, `npm run dev`). */
  staticDir?: string;
}

export interface GameServer {
  colyseus: Server;
  http: HttpServer;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * One process serves everything: the built client over HTTP and every Colyseus room over
 * websockets on the same port, so a fresh machine needs nothing but `npm start`.
 */
export function createGameServer(opts: GameServerOptions = {}): GameServer {
  const app = express();
  app.disable('x-powered-by');
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  const staticDir = opts.staticDir && resolve(opts.staticDir);
  if (staticDir && existsSync(staticDir)) app.use(express.static(staticDir));

  const http = createServer(app);
  const colyseus = new Server({ transport: new WebSocketTransport({ server: http }), greet: false });
  colyseus.define('lobby', LobbyRoom);

  return {
    colyseus,
    http,
    async listen(port, host) {
      await colyseus.listen(port, host);
      const address = http.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    async close() {
      await colyseus.gracefullyShutdown(false);
    },
  };
}

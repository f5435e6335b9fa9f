import { createServer, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import { LobbyRoom, matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Encoder } from '@colyseus/schema';
import { setFreezeShared } from '../shared/engine/freeze';
import type { GameMode } from '../shared/engine/types';
import { roomFor, type RoomDefaults } from './rooms/GameRoom';
import { Store } from './store';
import { profileRoutes } from './profile-routes';
import { replayRoutes } from './replay/routes';
import { DEFAULT_CREATION_LIMITS, guardMatchmaking, type CreationLimits } from './matchmake-guard';

export interface GameServerOptions {
  /** The modes to serve, each under its id as room name. */
  modes: Record<string, GameMode>;
  /** SQLite file (default `./data/trash-poker.sqlite`); `:memory:` for throwaway tests. */
  dbPath?: string;
  /** Folder of the built client to serve; skipped when absent (tests, `npm run dev`). */
  staticDir?: string;
  /** Overrides of the rooms' defaults (tests shorten timers). */
  defaults?: Partial<RoomDefaults>;
  /** Rooms one profile or address may create per minute (tests that open many raise them). */
  creationLimits?: Partial<CreationLimits>;
}

export interface GameServer {
  colyseus: Server;
  http: HttpServer;
  store: Store;
  /** Binds the port, then resumes every game a previous process left unfinished. */
  listen(port: number, host?: string): Promise<number>;
  /**
   * Stops accepting, lets every room save and dispose (an unfinished game stays resumable),
   * closes the HTTP server and its sockets, then the store. Calling it again returns the same stop.
   */
  close(): Promise<void>;
}

// A full view (a whole Trash Poker table, or Poker+'s long legal-move lists) is larger than the
// encoder's default 8 KB buffer; the first full-state send of a join would otherwise overflow.
Encoder.BUFFER_SIZE = 256 * 1024;
// The rooms and the bots only read views (the engines' tests run with freezing on, which would
// catch a write): freezing their shared parts would cost every move a few microseconds.
setFreezeShared(false);

export const DEFAULT_ROOM_SETTINGS: RoomDefaults = {
  turnTimer: 60,
  botDelay: 700,
  reconnectSeconds: 60,
  maxSpectators: 32,
  messagesPerSecond: 10,
  joinSeconds: 10,
  timeoutsBeforeAutoplay: 3,
};

/**
 * One process serves everything: the built client over HTTP and every Colyseus room over
 * websockets on the same port, so a fresh machine needs nothing but `npm start`.
 */
export function createGameServer(opts: GameServerOptions): GameServer {
  const store = new Store(opts.dbPath ?? 'data/trash-poker.sqlite');
  const app = express();
  app.disable('x-powered-by');
  app.use('/api', express.json({ limit: '4kb' }), profileRoutes(store, opts.modes), replayRoutes(store, opts.modes));
  const staticDir = opts.staticDir && resolve(opts.staticDir);
  if (staticDir && existsSync(staticDir)) {
    app.use(express.static(staticDir));
    // A shared replay link opens the client, which reads the route at boot.
    app.get('/replay/:id', (_req, res) => res.sendFile(join(staticDir, 'index.html')));
  }

  const http = createServer(app);
  const colyseus = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: 64 * 1024 }),
    greet: false,
    // Colyseus would otherwise install its own SIGINT/SIGTERM handler that exits before the
    // store is closed; the process that runs the server owns its shutdown and calls close().
    gracefullyShutdown: false,
  });
  guardMatchmaking(http, { ...DEFAULT_CREATION_LIMITS, ...opts.creationLimits }, (token) => store.profileByToken(token)?.id ?? null);
  colyseus.define('lobby', LobbyRoom);
  const defaults = { ...DEFAULT_ROOM_SETTINGS, ...opts.defaults };
  const restoring = new Set<string>();
  for (const mode of Object.values(opts.modes)) {
    colyseus.define(mode.id, roomFor({ mode, store, defaults, restoring })).enableRealtimeListing();
  }

  let closing: Promise<void> | null = null;
  const close = async () => {
    await colyseus.gracefullyShutdown(false);
    // Close idle keep-alive sockets too, and wait until they are gone: a client's pooled socket
    // would otherwise greet the next process on this port with a hang-up.
    const closed = new Promise<void>((done) => (http.listening ? http.close(() => done()) : done()));
    http.closeAllConnections();
    await closed;
    store.close();
  };

  return {
    colyseus,
    http,
    store,
    async listen(port, host) {
      await colyseus.listen(port, host);
      for (const id of store.runningMatchIds()) {
        const record = store.match(id);
        if (!record || !opts.modes[record.mode]) continue;
        restoring.add(id);
        try {
          await matchMaker.createRoom(record.mode, { restore: id });
        } catch (error) {
          console.error(`Could not resume match ${id}:`, error);
          store.finishMatch(id, 'abandoned', null, []);
        }
      }
      const address = http.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}

import { createServer, type Server as HttpServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import { LobbyRoom, matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Encoder } from '@colyseus/schema';
import { setFreezeShared } from '../shared/engine/freeze';
import type { GameMode } from '../shared/engine/types';
import { roomFor, type RoomDefaults } from './rooms/GameRoom';
import { type CommitPlace, openStore, type Store } from './store';
import { Failover } from './failover';
import { profileRoutes } from './profile-routes';
import { replayRoutes } from './replay/routes';
import { DEFAULT_CREATION_LIMITS, guardMatchmaking, type CreationLimits } from './matchmake-guard';

export interface GameServerOptions {
  /** The modes to serve, each under its id as room name. */
  modes: Record<string, GameMode>;
  /** SQLite file (default `./data/trash-poker.sqlite`); `:memory:` for throwaway tests. */
  dbPath?: string;
  /** Where SQLite commits the games' writes: `adaptive` (default), `loop` or `thread` (server/store/commit-placement.ts). */
  sqliteCommits?: CommitPlace;
  /** `postgres://…`: the PostgreSQL store every process of a cluster shares, instead of SQLite. */
  databaseUrl?: string;
  /** `redis://…`: Colyseus presence and room listing in Redis, shared by every process of a cluster. */
  redisUrl?: string;
  /**
   * `host:port` (or `host/path`) where clients reach this very process; the seat reservation
   * sends a client there when its room lives here. Needed when processes sit behind one address.
   */
  publicAddress?: string;
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
  /**
   * Binds the port, then resumes every unfinished game whose process is gone, and keeps doing so
   * for as long as it runs (games of a process that dies or stops).
   */
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
export async function createGameServer(opts: GameServerOptions): Promise<GameServer> {
  const store = await openStore({
    databaseUrl: opts.databaseUrl,
    sqlitePath: opts.dbPath ?? 'data/trash-poker.sqlite',
    sqliteCommits: opts.sqliteCommits,
  });
  const app = express();
  app.disable('x-powered-by');
  let closing: Promise<void> | null = null;
  // For a load balancer or an orchestrator: 200 while this process takes games, 503 once stopping.
  app.get('/healthz', (_req, res) => {
    res.status(closing ? 503 : 200).json({
      ok: !closing,
      processId: matchMaker.processId,
      store: store.kind,
      presence: opts.redisUrl ? 'redis' : 'local',
      rooms: matchMaker.stats.local.roomCount,
      clients: matchMaker.stats.local.ccu,
    });
  });
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
    ...(opts.redisUrl ? { presence: new RedisPresence(opts.redisUrl), driver: new RedisDriver(opts.redisUrl) } : {}),
    publicAddress: opts.publicAddress,
    // Colyseus would otherwise install its own SIGINT/SIGTERM handler that exits before the
    // store is closed; the process that runs the server owns its shutdown and calls close().
    gracefullyShutdown: false,
  });
  guardMatchmaking(http, { ...DEFAULT_CREATION_LIMITS, ...opts.creationLimits }, async (token) => (await store.profileByToken(token))?.id ?? null);
  colyseus.define('lobby', LobbyRoom);
  const defaults = { ...DEFAULT_ROOM_SETTINGS, ...opts.defaults };
  const restoring = new Set<string>();
  for (const mode of Object.values(opts.modes)) {
    colyseus.define(mode.id, roomFor({ mode, store, defaults, restoring })).enableRealtimeListing();
  }
  const failover = new Failover(store, opts.modes, restoring);

  const close = async () => {
    await failover.stop();
    await colyseus.gracefullyShutdown(false);
    // Close idle keep-alive sockets too, and wait until they are gone: a client's pooled socket
    // would otherwise greet the next process on this port with a hang-up.
    const closed = new Promise<void>((done) => (http.listening ? http.close(() => done()) : done()));
    http.closeAllConnections();
    await closed;
    await store.close();
  };

  return {
    colyseus,
    http,
    store,
    async listen(port, host) {
      await colyseus.listen(port, host);
      await failover.sweep();
      failover.start();
      const address = http.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close() {
      closing ??= close();
      return closing;
    },
  };
}

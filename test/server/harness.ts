import { mkdtempSync } from 'node:fs';
import { globalAgent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { createGameServer, type GameServer, type GameServerOptions } from '../../server/app';
import { tableView, type TableViews } from '../../shared/protocol/json-view';

export interface TestServer {
  server: GameServer;
  port: number;
  url: string;
  client(): Client;
  close(): Promise<void>;
}

export const tempDbPath = () => join(mkdtempSync(join(tmpdir(), 'tp-db-')), 'test.sqlite');

/** The real server on a free loopback port, with short timers and high creation limits unless told otherwise. */
export async function startServer(opts: Partial<GameServerOptions> & Pick<GameServerOptions, 'modes'>, port = 0): Promise<TestServer> {
  const server = await createGameServer({
    dbPath: tempDbPath(),
    ...opts,
    defaults: { botDelay: 5, turnTimer: 0, reconnectSeconds: 2, ...opts.defaults },
    // Tests open many tables from one address in a minute; the limit's own test lowers these.
    creationLimits: { perProfile: 1000, perAddress: 1000, ...opts.creationLimits },
  });
  const bound = await server.listen(port, '127.0.0.1');
  const url = `ws://127.0.0.1:${bound}`;
  const close = async () => {
    await server.close();
    // colyseus.js matchmakes through Node's global agent, which keeps sockets alive: drop them
    // here, or a pooled one may greet the next server on this port with a hang-up.
    globalAgent.destroy();
  };
  return { server, port: bound, url, client: () => new Client(url), close };
}

/** Everything one real client receives: decoded states and messages, in order. */
export class Recorder {
  readonly states: unknown[] = [];
  readonly messages: { type: string | number; message: unknown }[] = [];
  welcome: { seat: number | null; token: string } | null = null;

  constructor(readonly room: Room) {
    room.onStateChange((state) => this.states.push(JSON.parse(JSON.stringify(state.toJSON()))));
    room.onMessage('*', (type, message) => {
      this.messages.push({ type, message });
      if (type === 'welcome') this.welcome = message as { seat: number | null; token: string };
    });
  }

  /** The engine view this client currently holds (its seat's, or the spectator's). */
  view(): any {
    return tableView(this.room.state as TableViews, this.welcome?.seat ?? null);
  }

  errors() {
    return this.messages.filter((m) => m.type === 'error').map((m) => m.message as { code: string; message: string });
  }

  /** All of it as one string, to search for things it must not contain. */
  everything(): string {
    return JSON.stringify({ states: this.states, messages: this.messages });
  }
}

/** `label` may be a function, called on a timeout to say what things looked like then. */
export async function waitFor<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  label: string | (() => string) = 'condition',
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${typeof label === 'function' ? label() : label}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Where the game server is: in production the page's own origin (one process serves the client
 * and the rooms); under `npm run dev` the game server on port 2567 of the same host.
 */
import { Client } from 'colyseus.js';

export function gameEndpoint(): string {
  const secure = location.protocol === 'https:';
  const ws = secure ? 'wss' : 'ws';
  if (import.meta.env.DEV) return `${ws}://${location.hostname}:2567`;
  return `${ws}://${location.host}`;
}

let client: Client | null = null;

/** The one Colyseus client of this page. */
export function colyseus(): Client {
  client ??= new Client(gameEndpoint());
  return client;
}

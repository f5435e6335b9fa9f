/**
 * The real game server, in this process, serving the built client (dist/client) on a free
 * loopback port with a throwaway database.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameServer, type GameServer } from '../../server/app';
import { modes } from '../../shared/engine/index';

export interface E2EServer {
  url: string;
  server: GameServer;
  close(): Promise<void>;
}

export async function startE2EServer(): Promise<E2EServer> {
  if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npx vite build');
  const dbPath = join(mkdtempSync(join(tmpdir(), 'tp-e2e-db-')), 'e2e.sqlite');
  // Bots wait as the table asks (the lobby's bot pace); nobody times out during a test.
  // One browser profile opens a table per test, faster than a person would: no creation limit.
  const creationLimits = { perProfile: Number.POSITIVE_INFINITY, perAddress: Number.POSITIVE_INFINITY };
  const server = await createGameServer({
    modes,
    staticDir: 'dist/client',
    dbPath,
    defaults: { botDelay: 40, turnTimer: 0, reconnectSeconds: 30 },
    creationLimits,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}/`, server, close: () => server.close() };
}

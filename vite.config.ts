import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const serverPort = Number(process.env.PORT ?? 2567);

// The client lives in client/ and builds to dist/client, which the game server serves in production.
// In development Vite serves the client; the client talks to the game server's port directly.
export default defineConfig({
  root: `${root}client`,
  publicDir: `${root}assets`,
  build: { outDir: `${root}dist/client`, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': `http://127.0.0.1:${serverPort}` } },
  test: {
    root,
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // The random-game properties play hundreds of whole games: generous on a busy machine.
    testTimeout: 90_000,
    hookTimeout: 30_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server and the built client (`vite build` first).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 600_000, // a ceiling: the driver fails sooner when a table stops moving on
    hookTimeout: 60_000,
    // One browser scenario at a time: they share two CPUs and would slow each other's animations.
    fileParallelism: false,
    pool: 'forks',
  },
});

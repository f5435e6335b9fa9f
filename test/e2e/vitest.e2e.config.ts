import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real server and the built client (`vite build` first).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    // A ceiling: the driver fails sooner when a table stops moving on. A whole game played at a
    // person's pace at Normal speed takes 5-10 minutes on a busy 2-core machine.
    testTimeout: 1_200_000,
    hookTimeout: 60_000,
    // Two files at a time: a human-paced scenario mostly waits (pauses, bots' delays, tweens), so
    // two browsers share the two CPUs with room to spare, and the suite fits CI's budget.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
  },
});

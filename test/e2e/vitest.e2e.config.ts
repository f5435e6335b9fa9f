import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';

// Browser tests: real Chromium against the real server and the built client (`vite build` first).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    // A ceiling: the driver fails sooner when a table stops moving on. A whole game played at a
    // person's pace at Normal speed takes 5-10 minutes on a busy 2-core machine.
    testTimeout: 1_200_000,
    hookTimeout: 60_000,
    // Three files at a time: a human-paced scenario mostly waits (pauses, bots' delays, tweens).
    // On the 2-core machine, beside a bot series at idle priority, the suite took 1322 s with two
    // and 955 s with three (3 December 2026), every test passing; CI's budget is 30 minutes in all.
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
  },
});

import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser file took in CI (f700498, three workers). A clean clone has no cache of
 * durations, so vitest started files by size: the two longest scenarios began last and the suite
 * ended ~230 s after its work could have.
 */
const SECONDS: Record<string, number> = {
  'upright.e2e.ts': 480,
  'modes.e2e.ts': 470,
  'tutorial.e2e.ts': 440,
  'trash-poker.e2e.ts': 400,
  'takeover.e2e.ts': 375,
  'phone.e2e.ts': 320,
  'reference.e2e.ts': 250,
  'replay.e2e.ts': 160,
  'lobby.e2e.ts': 113,
  'reconcile.e2e.ts': 103,
  'timer.e2e.ts': 49,
};

/** Longest first, so that the three workers finish together; a new file (no entry) starts first too. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (f: TestSpecification) => SECONDS[basename(f.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}

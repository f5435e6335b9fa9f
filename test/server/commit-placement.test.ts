import { describe, expect, it } from 'vitest';
import { CommitPlacement, type CommitPlace } from '../../server/store/commit-placement';

const LIMITS = { slowMs: 20, quickRun: 3, holdMs: 1000 };

/** A placement on a clock the test moves, fed commit durations (ms) one by one. */
function placementOf(place: CommitPlace) {
  let now = 0;
  const placement = new CommitPlacement(place, LIMITS, () => now);
  return {
    placement,
    /** Commits of these durations, `every` ms apart; where each next batch goes after each. */
    commits(durations: number[], every = 0): boolean[] {
      return durations.map((ms) => {
        now += every;
        placement.committed(ms);
        return placement.onLoop;
      });
    },
  };
}

describe('where SQLite commits', () => {
  it('adaptive: on the loop while commits are quick, on the thread from the first slow one', () => {
    const { placement, commits } = placementOf('adaptive');
    expect(placement.onLoop).toBe(true);
    expect(commits([1, 5, 20])).toEqual([true, true, true]); // 20 ms is not over the limit
    expect(commits([21, 1])).toEqual([false, false]);
  });

  it('adaptive: back on the loop only after a run of quick thread commits and the hold time', () => {
    const { commits } = placementOf('adaptive');
    commits([50]);
    // Three quick in a row, but within the hold time: still the thread.
    expect(commits([1, 1, 1], 100)).toEqual([false, false, false]);
    // A slow one restarts the run, even after the hold time...
    expect(commits([30, 1, 1], 1000)).toEqual([false, false, false]);
    // ...until three quick ones in a row again.
    expect(commits([1])).toEqual([true]);
  });

  it.each(['loop', 'thread'] as const)('%s: stays there whatever the commits take', (place) => {
    const { placement, commits } = placementOf(place);
    const expected = place === 'loop';
    expect(placement.onLoop).toBe(expected);
    expect(commits([500, 1, 1, 1, 1, 1], 2000)).toEqual(Array(6).fill(expected));
  });
});

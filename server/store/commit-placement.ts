/**
 * Where the SQLite store commits the games' writes: on the rooms' event loop, or on its writer
 * thread (writer-thread.ts). Measured at 1000 clients (docs/deploy.md, "One process's cost per
 * move"): on a quiet machine a commit on the loop is a few tens of µs and needs no hand-off, and
 * the game room's p99 stays under 50 ms; the thread added ~30 ms at p99 there (it waits for a
 * core like every other thread). When the disk stalls (a write to the WAL waited 80-280 ms for
 * the kernel on a busy machine) every room's loop waits with it, and the thread keeps the loop
 * free. `adaptive` (the default) commits on the loop until one commit is slow, then on the thread
 * until its commits have been quick for a while.
 */

export const COMMIT_PLACES = ['adaptive', 'loop', 'thread'] as const;
export type CommitPlace = (typeof COMMIT_PLACES)[number];

export interface PlacementLimits {
  /** A commit that took longer (wall clock, ms) is slow: the disk or the machine is stalling. */
  slowMs: number;
  /** Quick commits in a row on the thread before the loop is tried again... */
  quickRun: number;
  /** ...and at least this long (ms) after the move to the thread: a stall comes in bursts. */
  holdMs: number;
}

/**
 * A loop commit that takes over 100 ms is the disk stalling (a write to the WAL waiting for the
 * kernel's writeback): every room waits with it. Shorter ones are the process waiting for a core
 * on a busy machine, which the thread does not help: at load averages of 6-14 loop commits took
 * at most 6-44 ms (15 windows at 1000 clients), while the thread's commits, whose connection
 * checkpoints the WAL inside a commit now and then, had a p99 of 46-233 ms (9 windows;
 * docs/deploy.md, "One process's cost per move"). Back after 500 quick thread commits (a few seconds of play at 1000
 * clients) and 30 s, so that a disk that stalls now and then does not send the loop back into it.
 */
export const DEFAULT_LIMITS: PlacementLimits = { slowMs: 100, quickRun: 500, holdMs: 30_000 };

/** The adaptive choice, fed each commit's duration; `onLoop` says where the next batch goes. */
export class CommitPlacement {
  private loop: boolean;
  private quick = 0;
  private movedAt = 0;

  constructor(
    readonly place: CommitPlace,
    private readonly limits: PlacementLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.loop = place !== 'thread';
  }

  get onLoop(): boolean {
    return this.loop;
  }

  /** Records how long a batch took to commit where it was sent. */
  committed(ms: number): void {
    if (this.place !== 'adaptive') return;
    const slow = ms > this.limits.slowMs;
    if (this.loop) {
      if (!slow) return;
      this.loop = false;
      this.quick = 0;
      this.movedAt = this.now();
      return;
    }
    this.quick = slow ? 0 : this.quick + 1;
    if (this.quick >= this.limits.quickRun && this.now() - this.movedAt >= this.limits.holdMs) this.loop = true;
  }
}

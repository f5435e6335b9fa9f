/**
 * The order of things on screen: every batch of events from the server is animated in turn, and
 * only when the queue is empty does the scene draw the latest view. State updates are never lost
 * (the scene always keeps the newest view) and never guessed from differences between views.
 *
 * A queue that falls behind catches up rather than skipping: each batch is told how many wait
 * behind it (the scene plays shorter tweens and merges moves), and far behind the scene jumps
 * straight to the latest picture. A batch is never cut short while it runs: an animation cut
 * short keeps moving sprites after the table has been redrawn, which is how a table ends up
 * showing a broken picture.
 */
import type { GameEvent } from '../../shared/engine/types';

/**
 * A batch that has not finished after this long has lost a tween or a timer (a bug, not a slow
 * machine): the queue gives up on it, says so (`animation-skipped`, which browser tests treat as
 * a failure) and lets the scene stop whatever is still moving before it redraws.
 */
const LOST_BATCH_MS = 45_000;

export class EventQueue {
  private batches: GameEvent[][] = [];
  private running = false;
  private stopped = false;

  constructor(
    /** Animates one batch; `backlog` says how many more are waiting (to hurry up). */
    private readonly play: (events: GameEvent[], backlog: number) => Promise<void>,
    /** Called when the queue has emptied. */
    private readonly drained: () => void,
    /** Called when a batch was given up on: stop every tween and timer it may still run. */
    private readonly abandon: () => void = () => undefined,
  ) {}

  /** Animating, or work waiting. */
  get busy(): boolean {
    return this.running || this.batches.length > 0;
  }

  get backlog(): number {
    return this.batches.length;
  }

  push(events: GameEvent[]): void {
    if (this.stopped || events.length === 0) return;
    this.batches.push(events);
    if (!this.running) void this.run();
  }

  /** Drops everything waiting (the scene is going away). */
  stop(): void {
    this.stopped = true;
    this.batches = [];
  }

  private async run() {
    this.running = true;
    while (this.batches.length > 0 && !this.stopped) {
      const batch = this.batches.shift()!;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const lost = await Promise.race([
          this.play(batch, this.batches.length).then(() => false),
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(true), LOST_BATCH_MS);
          }),
        ]);
        if (lost) {
          console.warn('animation-skipped', batch.map((e) => e.kind).join(', '));
          this.abandon();
        }
      } catch (error) {
        console.warn('animation-skipped', 'an animation failed; the table is redrawn from the latest state', error);
        this.abandon();
      } finally {
        clearTimeout(timer);
      }
    }
    this.running = false;
    if (!this.stopped) this.drained();
  }
}

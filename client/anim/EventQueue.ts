/**
 * The order of things on screen: every batch of events from the server is animated in turn, and
 * only when the queue is empty does the scene draw the latest view. State updates are never lost
 * (the scene always keeps the newest view) and never guessed from differences between views.
 */
import type { GameEvent } from '../../shared/engine/types';

/** Longest a batch may take before the queue moves on anyway (a lost tween must not stall the table). */
const BATCH_TIMEOUT_MS = 8000;

export class EventQueue {
  private batches: GameEvent[][] = [];
  private running = false;
  private stopped = false;

  constructor(
    /** Animates one batch; `backlog` says how many more are waiting (to hurry up). */
    private readonly play: (events: GameEvent[], backlog: number) => Promise<void>,
    /** Called when the queue has emptied. */
    private readonly drained: () => void,
  ) {}

  get busy(): boolean {
    return this.running;
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
      try {
        let timedOut = false;
        await Promise.race([
          this.play(batch, this.batches.length),
          new Promise<void>((r) =>
            setTimeout(() => {
              timedOut = true;
              r();
            }, BATCH_TIMEOUT_MS),
          ),
        ]);
        if (timedOut) console.warn(`An animation took too long and was skipped (${batch.map((e) => e.kind).join(', ')}).`);
      } catch (error) {
        console.warn('Animation failed; the table is redrawn from the latest state.', error);
      }
    }
    this.running = false;
    if (!this.stopped) this.drained();
  }
}

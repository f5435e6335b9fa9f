/**
 * At most one pending timer per seat (a bot's delay, a turn's deadline, a held seat), on Node's
 * own timers. The room's Colyseus clock only advances when a patch goes out, and this room sends
 * its patches itself, right after each change, instead of on a 50 ms tick.
 */
export class SeatTimers {
  private readonly pending = new Map<number, NodeJS.Timeout>();

  /** `settle` runs after every callback, thrown or not: the room sends what the callback changed. */
  constructor(
    private readonly label: string,
    private readonly settle: () => void,
  ) {}

  has(seat: number): boolean {
    return this.pending.has(seat);
  }

  /** Replaces any timer the seat had. */
  set(seat: number, ms: number, callback: () => void): void {
    this.clear(seat);
    const timer = setTimeout(() => {
      this.pending.delete(seat);
      try {
        callback();
      } catch (error) {
        console.error(`[${this.label}] timer for seat ${seat} failed`, error);
      } finally {
        this.settle();
      }
    }, ms);
    this.pending.set(seat, timer);
  }

  clear(seat: number): void {
    clearTimeout(this.pending.get(seat));
    this.pending.delete(seat);
  }

  clearAll(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}

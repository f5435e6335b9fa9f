/** A token bucket per client: bursts are fine, floods are refused. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * At most `limit` events per key in any `windowMs`: for rarer, costlier things than messages
 * (creating a room), where a burst allowance would defeat the purpose.
 */
export class WindowLimiter {
  private readonly times = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` has used up its events in the current window. */
  full(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Records one event for `key` now. */
  count(key: string): void {
    const kept = this.recent(key);
    kept.push(this.now());
    this.times.set(key, kept);
    // Keys seen once and never again (passing addresses) must not grow the map for ever.
    if (this.times.size > 4096) for (const k of [...this.times.keys()]) this.recent(k);
  }

  /** The key's events still inside the window; a key with none is forgotten. */
  private recent(key: string): number[] {
    const t = this.now();
    const kept = (this.times.get(key) ?? []).filter((at) => t - at < this.windowMs);
    if (kept.length) this.times.set(key, kept);
    else this.times.delete(key);
    return kept;
  }
}

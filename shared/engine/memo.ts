/**
 * Answers kept by what they were computed from (a key made of it): a bot's rollouts ask the same
 * questions over and over. Emptied when full, since a worker lives long and sees endless
 * positions.
 */
export class BoundedMemo<T> {
  private readonly map = new Map<string, T>();
  constructor(private readonly limit: number) {}

  get(key: string, compute: () => T): T {
    let value = this.map.get(key);
    if (value === undefined) {
      if (this.map.size >= this.limit) this.map.clear();
      value = compute();
      this.map.set(key, value);
    }
    return value;
  }
}

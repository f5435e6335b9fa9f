/** "1 seat", "2 seats": a count with its noun agreeing; `plural` for nouns that do not take an s. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

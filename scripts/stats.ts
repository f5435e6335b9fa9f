/** The few statistics the benches and the simulator report: medians and quantiles of noisy timings, and win rates' intervals. */

export const mean = (xs: readonly number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function stdev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Nearest rank in an ascending array. */
const rank = (s: readonly number[], q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))];

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  if (!xs.length) return Number.NaN;
  const s = sorted(xs);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The value below which a share `q` of `xs` lies (nearest rank, so always one of `xs`); NaN for none. */
export function quantile(xs: readonly number[], q: number): number {
  return xs.length ? rank(sorted(xs), q) : Number.NaN;
}

/** How many, the median, p95 and max: a timing's usual summary (zeros for none). */
export function spread(xs: readonly number[]): { n: number; p50: number; p95: number; max: number } {
  if (!xs.length) return { n: 0, p50: 0, p95: 0, max: 0 };
  const s = sorted(xs);
  return { n: s.length, p50: rank(s, 0.5), p95: rank(s, 0.95), max: s[s.length - 1] };
}

/** A 95% Wilson score interval for `wins` out of `n`, in percent: honest for small n and rates near 0 or 1. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [100 * (centre - half), 100 * (centre + half)];
}

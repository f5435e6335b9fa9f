/** The win odds as pictures, pure: the badge text of each seat and the chart's lines (OddsPanel draws them). */
import type { OddsPoint } from '../../shared/protocol/messages';

export interface OddsRow {
  seat: number;
  /** The chance with its trend arrow: "42% ▲". */
  text: string;
  /** +1 rising, -1 falling, 0 steady since the estimate before. */
  trend: -1 | 0 | 1;
}

/** A change smaller than this (in chance, 0..1) is shown as steady. */
const STEADY = 0.02;

/** Each seat's latest chance, with its trend since the estimate before. */
export function oddsRows(history: readonly OddsPoint[]): OddsRow[] {
  const last = history.at(-1);
  if (!last) return [];
  const before = history.at(-2);
  return last.odds.map((p, seat) => {
    const change = before ? p - (before.odds[seat] ?? 0) : 0;
    const trend = change > STEADY ? 1 : change < -STEADY ? -1 : 0;
    const arrow = trend > 0 ? ' ▲' : trend < 0 ? ' ▼' : '';
    return { seat, text: `${Math.round(p * 100)}%${arrow}`, trend };
  });
}

/** The chart's lines, one per seat: points in a `w`×`h` box, estimates evenly spaced left to right. */
export function oddsChart(history: readonly OddsPoint[], w: number, h: number): { seat: number; points: { x: number; y: number }[] }[] {
  if (history.length === 0) return [];
  const seats = history[0].odds.length;
  const step = history.length > 1 ? w / (history.length - 1) : 0;
  return Array.from({ length: seats }, (_, seat) => ({
    seat,
    points: history.map((point, i) => ({ x: i * step, y: h * (1 - (point.odds[seat] ?? 0)) })),
  }));
}

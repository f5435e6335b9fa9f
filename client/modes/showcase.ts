/**
 * Where a showcase (cards shown large in one row, each with its title and effect text under it)
 * puts its cards: pure, so that a table's picture knows where a choice of jokers sits.
 */
import { CARD_RATIO } from '../art/cards';
import type { Rect } from './layout';

export interface ShowcaseGeometry {
  colW: number;
  /** Whether the columns are wide enough for an effect text (else titles only). */
  withBody: boolean;
  titleFs: number;
  bodyFs: number;
  cardH: number;
  /** Each card's centre. */
  slots: { x: number; y: number }[];
}

/**
 * `n` cards in one row inside `rect`, as large as the row allows with `textShare` of the height
 * kept for the texts (0 = titles only); `minFonts` are the smallest title and body sizes.
 */
export function showcaseGeometry(
  rect: Rect,
  n: number,
  u: number,
  minFonts: { title: number; body: number },
  opts: { maxCardH?: number; textShare?: number } = {},
): ShowcaseGeometry {
  const gap = 14 * u;
  const colW = Math.min(280 * u, (rect.w - gap * (n - 1)) / Math.max(1, n));
  // Narrow columns cannot hold a readable effect text: titles only, the text on hover.
  const withBody = colW >= 120 * u && (opts.textShare ?? 0.36) > 0;
  const titleFs = Math.max(minFonts.title, Math.round(Math.min(15 * u, colW * 0.09)));
  const bodyFs = Math.max(minFonts.body, Math.round(Math.min(13.5 * u, colW * 0.08)));
  const textH = withBody ? rect.h * (opts.textShare ?? 0.36) : titleFs * 1.6;
  const cardH = Math.max(20 * u, Math.min(rect.h - textH - 8 * u, colW / CARD_RATIO, opts.maxCardH ?? Number.POSITIVE_INFINITY));
  const usedW = colW * n + gap * (n - 1);
  const x0 = rect.x + (rect.w - usedW) / 2 + colW / 2;
  const cy = rect.y + cardH / 2;
  return { colW, withBody, titleFs, bodyFs, cardH, slots: Array.from({ length: n }, (_, i) => ({ x: x0 + i * (colW + gap), y: cy })) };
}

/**
 * Where a showcase (cards shown large in one row, each with its title and effect text under it)
 * puts its cards: pure, so that a table's picture knows where a choice of jokers sits.
 */
import { CARD_RATIO } from '../art/cards';
import { wrappedLines } from '../ui/textWidth';
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
  /**
   * Where each card's texts go: from its centre's x by `dx`, from `y` down, the body wrapped `w`
   * wide; under the card (centred) or, in a short and wide row, beside it (left-aligned).
   */
  text: { beside: boolean; dx: number; y: number; w: number };
}

export interface ShowcaseGeometryOptions {
  /** Largest card height. */
  maxCardH?: number;
  /** Share of the height kept for the texts under the cards (0 = titles only, as tooltips). */
  textShare?: number;
  /** Longest body text, in lines. */
  maxLines?: number;
  /**
   * The cards' effect texts (and whether a note line comes under the titles): the cards give up
   * height, down to half the row, for the longest to be read at its font rather than shrunk.
   */
  texts?: { bodies: readonly string[]; notes: boolean };
}

/** The share of its height a choice of jokers keeps for the texts under its cards, at least. */
export const CHOICE_TEXT_SHARE = 0.34;
/** The least share of a showcase's height its cards keep, however long their texts. */
const LEAST_CARD_SHARE = 0.5;
/** A column's width (times the unit), unless its texts need more. */
const COLUMN_W = 280;
/** Texts beside the cards leave a card at most this share of its column's width. */
const BESIDE_CARD_SHARE = 0.33;
/** A line of text under a card takes this many times its font. */
const LINE = 1.2;

/**
 * `n` cards in one row inside `rect`, as large as the row allows with `textShare` of the height
 * kept for the texts (0 = titles only), or what `texts` need; `minFonts` are the smallest title
 * and body sizes.
 */
export function showcaseGeometry(
  rect: Rect,
  n: number,
  u: number,
  minFonts: { title: number; body: number },
  opts: ShowcaseGeometryOptions = {},
): ShowcaseGeometry {
  const gap = 14 * u;
  const share = (rect.w - gap * (n - 1)) / Math.max(1, n);
  const fonts = (w: number) => ({
    titleFs: Math.max(minFonts.title, Math.round(Math.min(15 * u, w * 0.09))),
    bodyFs: Math.max(minFonts.body, Math.round(Math.min(13.5 * u, w * 0.08))),
  });
  const textRoom = rect.h * (1 - LEAST_CARD_SHARE);
  const narrow = Math.min(COLUMN_W * u, share);
  const under = (colW: number) => textsH(opts, bodyWrap(colW, u), fonts(colW), u) + 14 * u;
  // Where the longest effect text would not fit under its card, the columns widen (fewer, longer
  // lines, up to twice as wide); in a short row (a phone held sideways) the texts go beside the cards.
  const colW = under(narrow) > textRoom ? Math.min(2 * COLUMN_W * u, share) : narrow;
  const maxCardH = opts.maxCardH ?? Number.POSITIVE_INFINITY;
  // Narrow columns cannot hold a readable effect text: titles only, the text on hover.
  const withBody = colW >= 120 * u && (opts.textShare ?? 0.36) > 0;
  const colFonts = fonts(colW);
  const { titleFs, bodyFs } = colFonts;
  const usedW = colW * n + gap * (n - 1);
  const left = (i: number) => rect.x + (rect.w - usedW) / 2 + i * (colW + gap);
  const besideH = Math.min(rect.h, maxCardH, (colW * BESIDE_CARD_SHARE) / CARD_RATIO);
  const besideW = colW - besideH * CARD_RATIO - 8 * u;
  // Beside, where under would not fit, unless beside would overflow more.
  const underH = under(colW);
  if (withBody && underH > textRoom && textsH(opts, besideW, colFonts, u) - rect.h < underH - textRoom) {
    const cw = besideH * CARD_RATIO;
    const slots = Array.from({ length: n }, (_, i) => ({ x: left(i) + cw / 2, y: rect.y + besideH / 2 }));
    return { colW, withBody, titleFs, bodyFs, cardH: besideH, slots, text: { beside: true, dx: cw / 2 + 8 * u, y: rect.y, w: besideW } };
  }
  const textH = withBody ? Math.max(rect.h * (opts.textShare ?? 0.36), Math.min(underH - 8 * u, textRoom)) : titleFs * 1.6;
  const cardH = Math.max(20 * u, Math.min(rect.h - textH - 8 * u, colW / CARD_RATIO, maxCardH));
  const slots = Array.from({ length: n }, (_, i) => ({ x: left(i) + colW / 2, y: rect.y + cardH / 2 }));
  return { colW, withBody, titleFs, bodyFs, cardH, slots, text: { beside: false, dx: 0, y: rect.y + cardH + 6 * u, w: bodyWrap(colW, u) } };
}

/** The height a card's texts take (CardShowcase draws them), wrapped `w` wide: the title, a note, the longest body. */
export function textsH(opts: ShowcaseGeometryOptions, w: number, fonts: { titleFs: number; bodyFs: number }, u: number): number {
  if (!opts.texts) return 0;
  const { bodies, notes } = opts.texts;
  const { titleFs, bodyFs } = fonts;
  const lines = Math.min(opts.maxLines ?? MAX_BODY_LINES, Math.max(0, ...bodies.map((b) => (b ? wrappedLines(b, bodyFs, w, false) : 0))));
  return titleFs * LINE + 2 * u + (notes ? bodyFs * LINE + 2 * u : 0) + lines * bodyFs * LINE;
}

/** How wide a card's body text wraps in a column `colW` wide. */
const bodyWrap = (colW: number, u: number): number => colW - 4 * u;
/** A body text's lines, at most (Phaser's `maxLines`). */
export const MAX_BODY_LINES = 6;

/** The least title and body fonts of a showcase, from the least font. */
export const showcaseFonts = (least: number) => ({ title: least, body: Math.round(least * 0.9) });

/** What a showcase's cards say under them, as its geometry sizes them. */
export const showcaseTexts = (cards: readonly { body: string; note?: string }[]): ShowcaseGeometryOptions['texts'] => ({
  bodies: cards.map((c) => c.body),
  notes: cards.some((c) => c.note),
});

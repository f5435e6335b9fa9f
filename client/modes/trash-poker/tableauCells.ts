/**
 * How another seat's compact tableau (its seven upgrade areas down the side of its panel) lays out
 * its cells and their words, before any text exists: the arrangement whose labels keep at least
 * the least font. A narrow panel (another seat's on a small phone) gets the tiny labels ("5K")
 * rather than the short ones ("5K/4K") shrunk to 3 CSS px.
 */
import { UPGRADE_AREAS } from '../../../shared/engine/trash-poker/types';
import { textWidth } from '../../ui/textWidth';
import { AREA_LABELS } from './text';

export interface CompactCells {
  cols: number;
  rows: number;
  pad: number;
  /** A cell's width and height. */
  cw: number;
  rh: number;
  /** The labels' size. */
  fs: number;
  labels: 'short' | 'tiny';
  /**
   * Where each count goes: beside its label at 1.25 times its size; in the cell's bottom corner,
   * the label on its top line; or beside it at its size ('tight', the tiny labels' way).
   */
  count: 'beside' | 'corner' | 'tight';
}

/** `minFont(css)`: a size in CSS px as the canvas's pixels (theme.ts). */
type MinFont = (css: number) => number;

/** A tight cell's padding left and right of its words, and between label and count, in units. */
export const TIGHT_INSET = 2;
const GAP = 1;
/**
 * The suits of the tiny labels come from a fallback font on some machines, wider than the width
 * estimate (Chromium on Linux drew "♥♦" 1.3 times as wide).
 */
const SYMBOLS_MARGIN = 1.3;

/**
 * How wide a cell `cellW` wide leaves its label, with its count `countW` wide placed as `count`
 * says: the one place Tableau draws by and the layout checks against.
 */
export function labelRoom(count: CompactCells['count'], cellW: number, countW: number, u: number): number {
  if (count === 'corner') return cellW - 6 * u;
  if (count === 'tight') return cellW - (2 * TIGHT_INSET + GAP) * u - countW;
  return cellW - 11 * u - countW;
}

/** The cells of a compact tableau `w` by `h` (canvas px, `u` its unit). */
export function compactCells(w: number, h: number, u: number, minFont: MinFont): CompactCells {
  const pad = 2 * u;
  const least = minFont(8);
  const n = UPGRADE_AREAS.length;
  const grid = (cols: number) => {
    const rows = Math.ceil(n / cols);
    const rh = (h - pad * (rows + 1)) / rows;
    const cw = (w - pad * (cols + 1)) / cols;
    return { cols, rows, pad, cw, rh, fs: Math.max(minFont(9), Math.round(Math.min(rh * 0.62, cw * 0.16))) };
  };
  const widest = (labels: CompactCells['labels'], size: number) => Math.max(...UPGRADE_AREAS.map((a) => textWidth(AREA_LABELS[a][labels], size, false)));
  // One column where seven rows keep a roomy height; else two (another's panel held sideways).
  const usual = grid((h - pad * (n + 1)) / n >= minFont(12) ? 1 : 2);
  const short = widest('short', least);
  // The short labels beside their counts, or on the cells' top lines with the counts in the
  // bottom corners (a narrow panel upright: "5K/4K" ran under its count).
  if (short <= labelRoom('beside', usual.cw, textWidth('0', Math.round(usual.fs * 1.25)), u)) return { ...usual, labels: 'short', count: 'beside' };
  if (short <= labelRoom('corner', usual.cw, 0, u) && usual.rh >= (least + usual.fs) * 1.15) return { ...usual, labels: 'short', count: 'corner' };
  // Too narrow for those at the least font: the tiny labels, each with its count at its size,
  // in one column if its rows hold a line, else in two.
  const tight = (g: ReturnType<typeof grid>) =>
    widest('tiny', least) * SYMBOLS_MARGIN <= labelRoom('tight', g.cw, textWidth('0', least), u) && g.rh >= least * 1.15;
  const tiny = [grid(1), grid(2)].find(tight) ?? usual;
  return { ...tiny, fs: least, labels: 'tiny', count: 'tight' };
}

/**
 * Estimates of how wide a text is drawn, for layouts computed before any text exists (and in
 * tests, with no canvas). The widths are DejaVu Sans's, the widest face of FONT's stack and the
 * one a Linux machine without Trebuchet MS or Segoe UI draws with: an estimate from it never
 * falls short on any of them. ("Removed" is 0.67 em a letter in it, "Shuffle" 0.5: a width per
 * letter of one number either overflowed one or wasted room under the other.)
 */

/** Glyph advances in hundredths of an em, by the characters that share them. */
const ADVANCES: Record<number, string> = {
  27: "'",
  28: 'ijl',
  29: 'IJ',
  32: ' ,.·’',
  34: '/:;\\|',
  35: 'f',
  36: '-',
  39: '()[]t',
  40: '!',
  41: 'r',
  46: '"',
  50: '*_`–',
  52: 'sz“”',
  53: '?',
  55: 'c',
  56: 'L',
  58: 'Fk',
  59: 'vxy',
  60: 'P',
  61: 'TYao',
  62: 'e',
  63: 'ESbdghnpqu',
  64: '$0123456789{}',
  66: 'K',
  68: 'AV',
  69: 'BRXZ',
  70: 'C',
  73: 'U',
  75: 'HN',
  77: 'DG',
  78: '&',
  79: 'OQ',
  82: 'w',
  84: '#+<=>^~×',
  86: 'M',
  95: '%',
  97: 'm',
  99: 'W',
  100: '@…—',
};
const EM = new Map(Object.entries(ADVANCES).flatMap(([w, chars]) => [...chars].map((c) => [c, Number(w) / 100] as const)));
/** A character missing from the table: as wide as most capitals. */
const OTHER_EM = 0.72;
/** Bold DejaVu Sans is about this much wider, letter for letter. */
const BOLD = 1.13;

/** How wide `text` is drawn at `size` px. */
export function textWidth(text: string, size: number, bold = true): number {
  let em = 0;
  for (const c of text) em += EM.get(c) ?? OTHER_EM;
  return em * size * (bold ? BOLD : 1);
}

/**
 * How many lines `text` breaks into at its spaces within `width`, as Phaser's word wrap breaks it:
 * each word but the last is measured with the space after it (so "Final round:" broke where its
 * estimate without the space fitted).
 */
export function wrappedLines(text: string, size: number, width: number, bold = true): number {
  const words = text.split(' ');
  const space = textWidth(' ', size, bold);
  let lines = 1;
  let left = width;
  words.forEach((word, i) => {
    const w = textWidth(word, size, bold) + (i < words.length - 1 ? space : 0);
    if (w > left && i > 0) {
      lines++;
      left = width;
    }
    left -= w;
  });
  return lines;
}

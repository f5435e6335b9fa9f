import { describe, expect, it } from 'vitest';
import { CARD_RATIO } from '../../../client/art/cards';
import { bannerLayout, cardRect, cardRow, growBand, inside, overlapping, seatGrid, squeezed } from '../../../client/modes/layout';

describe('cardRow', () => {
  it.each([0, 1, 3, 8, 20, 60])('fits %i cards in the row, each leaving its corner visible', (n) => {
    const row = cardRow(n, 100, 50, 400, 80, 6);
    expect(row).toHaveLength(n);
    const area = { x: 100, y: 0, w: 400, h: 100 };
    for (const c of row) expect(inside(cardRect(c), area)).toBe(true);
    expect(overlapping(row.map((c, i) => ({ name: `card ${i}`, rect: cardRect(c, true) })))).toEqual([]);
    for (const c of row.slice(0, -1)) expect(c.visibleW ?? c.h * CARD_RATIO).toBeGreaterThanOrEqual(c.h * CARD_RATIO * 0.28 - 1e-9);
  });

  it('keeps full-size cards side by side when they fit', () => {
    const row = cardRow(3, 0, 50, 1000, 100, 10);
    expect(row.map((c) => c.h)).toEqual([100, 100, 100]);
    expect(row.every((c) => c.visibleW === undefined)).toBe(true);
  });
});

describe('seatGrid', () => {
  it('puts seven seats in two rows of four, inside the area, apart', () => {
    const area = { x: 10, y: 20, w: 800, h: 300 };
    const grid = seatGrid([1, 2, 3, 4, 5, 6, 7], area, 2, 1, 4);
    const rects = [...grid.values()];
    expect(new Set(rects.map((r) => r.y)).size).toBe(2);
    expect(rects.every((r) => inside(r, area))).toBe(true);
    expect(overlapping(rects.map((rect, i) => ({ name: String(i), rect })))).toEqual([]);
  });
});

describe('bannerLayout', () => {
  it('keeps four long buttons inside the banner, apart, and leaves the text a third of it', () => {
    const r = { x: 0, y: 0, w: 600, h: 40 };
    const b = bannerLayout(r, 0.62, 10, ['Merge hands 1 + 2', 'Merge hands 2 + 3', 'Split hand 1', 'No second card']);
    expect(b.buttons.every((x) => inside(x, r))).toBe(true);
    expect(overlapping(b.buttons.map((rect, i) => ({ name: String(i), rect })))).toEqual([]);
    expect(b.textW).toBeGreaterThanOrEqual(r.w / 3 - 12);
    expect(Math.min(...b.buttons.map((x) => x.x))).toBeGreaterThanOrEqual(b.textW);
  });

  it('upright, puts finger-high buttons in a row under the words, inside the banner and apart', () => {
    const r = { x: 0, y: 0, w: 360, h: 150 };
    const b = bannerLayout(r, 0.62, 10, ['Merge hands 1 + 2', 'Merge hands 2 + 3', 'Split hand 1'], 44, true);
    expect(b.buttons.every((x) => inside(x, r) && x.h >= 44 && x.y >= b.words.y + b.words.h)).toBe(true);
    expect(overlapping(b.buttons.map((rect, i) => ({ name: String(i), rect })))).toEqual([]);
    expect(b.words.w).toBe(r.w);
  });

  it('sideways on a phone, makes the buttons beside the words a finger high, inside the banner', () => {
    const r = { x: 0, y: 0, w: 640, h: 50 };
    const b = bannerLayout(r, 0.62, 10, ['Draw from the stock', 'Take the discard'], 44);
    expect(b.buttons.every((x) => inside(x, r) && x.h >= 44)).toBe(true);
    expect(overlapping(b.buttons.map((rect, i) => ({ name: String(i), rect })))).toEqual([]);
    // Where a mouse points (no finger), they keep their share of the banner.
    expect(bannerLayout(r, 0.62, 10, ['Draw from the stock'], 0).buttons[0].h).toBeCloseTo(36);
  });
});

describe('squeezed (a row of buttons fitted to its width)', () => {
  it('keeps the widths that fit', () => {
    expect(squeezed([60, 80], 200, 44)).toEqual([60, 80]);
  });

  it('keeps a finger for each while the row allows, and shrinks only what they want beyond it', () => {
    const w = squeezed([68, 80, 95, 95, 95, 95], 304, 44);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(304);
    expect(Math.min(...w)).toBeGreaterThanOrEqual(44);
    // Longer labels keep more: the order of the wanted widths stays.
    expect(w[0]).toBeLessThan(w[1]);
    expect(w[1]).toBeLessThan(w[2]);
  });

  it('shares the width evenly when even a finger each does not fit', () => {
    expect(squeezed([100, 120, 140], 120, 44)).toEqual([40, 40, 40]);
  });
});

describe('growBand', () => {
  it('grows a band to its least share, taking the difference evenly from the others named, and keeps the sum', () => {
    const shares = growBand({ a: 0.5, banner: 0.1, c: 0.4 }, 'banner', 0.2, ['a', 'c']);
    expect(shares).toEqual({ a: 0.45, banner: 0.2, c: 0.35000000000000003 });
    expect(growBand({ a: 0.5, banner: 0.3 }, 'banner', 0.2, ['a'])).toEqual({ a: 0.5, banner: 0.3 });
  });
});

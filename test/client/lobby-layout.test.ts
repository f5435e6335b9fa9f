import { describe, expect, it } from 'vitest';
import { lobbyLayout, type Rect } from '../../client/lobby/layout';

const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const inside = (r: Rect, W: number, H: number) => r.x >= 0 && r.y >= 0 && r.x + r.w <= W && r.y + r.h <= H;

// Canvas sizes in device pixels, with the unit unitOf gives them and a finger's 44 CSS pixels
// (phones at 3 device pixels per CSS pixel).
const SIZES = [
  ['phone upright 390x844', 1170, 2532, 1.86, 132, true],
  ['phone sideways 844x390', 2532, 1170, 1.86, 132, false],
  ['small phone sideways 667x375', 2001, 1125, 1.86, 132, false],
  ['desktop 1280x800', 1280, 800, 1, 44, false],
] as const;

describe('the lobby layout', () => {
  it.each(SIZES)('%s: stacked only when upright, every part on the canvas, none over another', (_name, W, H, u, finger, portrait) => {
    const l = lobbyLayout(W, H, u, finger);
    expect(l.portrait).toBe(portrait);
    const parts = [l.form, l.list, l.box, ...l.footer];
    for (const r of parts) expect(inside(r, W, H), JSON.stringify(r)).toBe(true);
    for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(apart(parts[i], parts[j]), `${i} ${j}`).toBe(true);
    // Upright, the form gets the most room; it never gets less than 12 rows.
    expect(l.form.h).toBeGreaterThanOrEqual(12 * l.rh);
  });

  it.each(SIZES)('%s: the open tables hold two rows a page or more under finger-sized page buttons, all above the code row', (_name, W, H, u, finger) => {
    const { list, rooms: r } = lobbyLayout(W, H, u, finger);
    expect(r.pager).toBeGreaterThanOrEqual(finger);
    expect(r.headY - r.pager / 2).toBeGreaterThanOrEqual(list.y);
    expect(r.rowsY).toBeGreaterThanOrEqual(r.headY + r.pager / 2);
    expect(r.perPage).toBeGreaterThanOrEqual(2);
    expect(r.rowsY + r.perPage * (r.rowH + r.rowGap) - r.rowGap).toBeLessThanOrEqual(r.codeY);
    expect(r.codeY + r.codeH).toBeLessThanOrEqual(list.y + list.h);
  });
});

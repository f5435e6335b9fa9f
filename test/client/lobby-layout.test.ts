import { describe, expect, it } from 'vitest';
import { lobbyLayout, type Rect } from '../../client/lobby/layout';

const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const inside = (r: Rect, W: number, H: number) => r.x >= 0 && r.y >= 0 && r.x + r.w <= W && r.y + r.h <= H;

describe('the lobby layout', () => {
  // Canvas sizes in device pixels, with the unit unitOf gives them (phones at 3 device pixels per CSS pixel).
  it.each([
    ['phone upright 390x844', 1170, 2532, 1.86, true],
    ['phone sideways 844x390', 2532, 1170, 1.86, false],
    ['small phone sideways 667x375', 2001, 1125, 1.86, false],
    ['desktop 1280x800', 1280, 800, 1, false],
  ])('%s: stacked only when upright, every part on the canvas, none over another', (_name, W, H, u, portrait) => {
    const l = lobbyLayout(W, H, u);
    expect(l.portrait).toBe(portrait);
    const parts = [l.form, l.list, l.box, ...l.footer];
    for (const r of parts) expect(inside(r, W, H), JSON.stringify(r)).toBe(true);
    for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(apart(parts[i], parts[j]), `${i} ${j}`).toBe(true);
    // Upright, the form gets the most room; it never gets less than 12 rows.
    expect(l.form.h).toBeGreaterThanOrEqual(12 * l.rh);
  });
});

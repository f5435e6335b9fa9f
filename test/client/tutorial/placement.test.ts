import { describe, expect, it } from 'vitest';
import { edgeToward, overlap, placePanel, type Box } from '../../../client/tutorial/placement';

const W = 1280;
const H = 800;
const panel = { w: 400, h: 160 };

describe('placePanel', () => {
  it('never covers the target, wherever it is', () => {
    for (const target of [
      { x: 0, y: 0, w: 300, h: 200 },
      { x: 980, y: 600, w: 300, h: 200 },
      { x: 500, y: 300, w: 280, h: 200 },
      { x: 0, y: 640, w: 1280, h: 160 },
    ]) {
      const box = placePanel(W, H, panel.w, panel.h, 10, target, []);
      expect(overlap(box, target), JSON.stringify(target)).toBe(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y + box.h).toBeLessThanOrEqual(H);
    }
  });

  it('prefers a place that covers no other control', () => {
    const target = { x: 600, y: 350, w: 80, h: 100 };
    const controls: Box[] = [
      { x: 0, y: 0, w: 500, h: 200 },
      { x: 800, y: 0, w: 480, h: 200 },
      { x: 0, y: 600, w: 500, h: 200 },
    ];
    const box = placePanel(W, H, panel.w, panel.h, 10, target, controls);
    for (const c of controls) expect(overlap(box, c)).toBe(0);
  });
});

describe('placePanel upright', () => {
  it('finds the free band between stacked ones (a quarter of the way up from the bottom), covering none of their controls', () => {
    const [w, h] = [390, 844];
    // The top bar, the others and the centre above; your hand and place at the bottom; free between.
    const controls: Box[] = [
      { x: 0, y: 0, w, h: 420 },
      { x: 0, y: 700, w, h: 144 },
    ];
    const box = placePanel(w, h, w - 12, 150, 6, { x: 100, y: 100, w: 100, h: 100 }, controls);
    for (const c of controls) expect(overlap(box, c)).toBe(0);
    expect(box.y).toBeCloseTo((h - 150) * 0.75);
  });
});

describe('edgeToward', () => {
  it('starts the arrow on the side of the box facing the target', () => {
    const box = { x: 0, y: 0, w: 100, h: 50 };
    expect(edgeToward(box, { x: 300, y: 0, w: 50, h: 50 })).toEqual({ x: 100, y: 25 });
    expect(edgeToward(box, { x: 25, y: 400, w: 50, h: 50 })).toEqual({ x: 50, y: 50 });
  });
});

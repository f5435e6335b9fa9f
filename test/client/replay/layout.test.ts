import { describe, expect, it } from 'vitest';
import { fitRow, replayBarLayout, snapToMark, spacedLabels } from '../../../client/replay/layout';

describe('the replay bar', () => {
  // A phone held sideways (844x390 CSS at 3 device pixels each: unit 0.62 CSS px) and a 1280x800 window.
  const phone = { u: 0.62 * 3, dpr: 3 };
  const desk = { u: 1, dpr: 1 };

  it('keeps the buttons and the track big enough for a finger and the words readable on a phone', () => {
    const L = replayBarLayout(phone.u, phone.dpr);
    expect(L.buttonH / phone.dpr).toBeGreaterThanOrEqual(30);
    expect(L.trackH / phone.dpr).toBeGreaterThanOrEqual(22);
    expect(L.labelFs / phone.dpr).toBeGreaterThanOrEqual(10);
    expect(L.buttonFs / phone.dpr).toBeGreaterThanOrEqual(12);
    expect(L.snap / phone.dpr).toBeGreaterThanOrEqual(12);
  });

  it('uses the design sizes where they are larger than the floors', () => {
    expect(replayBarLayout(desk.u, desk.dpr)).toMatchObject({ buttonH: 42, trackH: 30, labelFs: 14, buttonFs: 17 });
  });

  it.each([
    ['a phone', phone],
    ['a window', desk],
  ])('stacks labels, track and buttons without overlap on %s', (_name, { u, dpr }) => {
    const L = replayBarLayout(u, dpr);
    expect(L.labelsY + L.labelFs / 2).toBeLessThanOrEqual(L.trackY - L.trackH / 2);
    expect(L.trackY + L.trackH / 2 + L.gap).toBeLessThanOrEqual(L.buttonsY - L.buttonH / 2 + 1);
    expect(L.buttonsY + L.buttonH / 2 + L.pad).toBeLessThanOrEqual(L.barH + 1);
  });
});

describe('fitRow', () => {
  it('lays buttons that fit at their natural widths', () => {
    expect(fitRow([50, 80, 30], 10, 400, 0.75)).toEqual({ xs: [0, 60, 150], scale: 1 });
  });

  it('shrinks a row that is too long to end exactly at its room', () => {
    const { xs, scale } = fitRow([100, 100, 100], 10, 290, 0.5);
    expect(scale).toBeCloseTo(0.9);
    expect(xs[2] + 100 * scale).toBeCloseTo(290);
  });

  it('shrinks no further than the floor', () => {
    expect(fitRow([100, 100], 0, 50, 0.75).scale).toBe(0.75);
  });
});

describe('snapToMark', () => {
  const marks = [0, 10, 14, 40];

  it('draws a press to the nearest mark within reach', () => {
    expect(snapToMark(12.5, marks, 3)).toBe(14);
    expect(snapToMark(11, marks, 3)).toBe(10);
  });

  it('leaves a press with no mark within reach where it is', () => {
    expect(snapToMark(25, marks, 3)).toBe(25);
  });
});

describe('spacedLabels', () => {
  it('skips a label that would print over the last one drawn, and keeps the next that clears it', () => {
    // Widths 20, gap 4: 0-20 drawn; 22 too close; 30 clear of 20+4; 45 too close to 30-50; 60 clear.
    expect(spacedLabels([0, 22, 30, 45, 60], [20, 20, 20, 20, 20], 4)).toEqual([true, false, true, false, true]);
  });
});

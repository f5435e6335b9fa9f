/**
 * Where the replay viewer's control bar puts things, as pure functions of the canvas: a timeline
 * (round labels over a track that takes every press) above one row of buttons. Sizes have floors
 * in CSS pixels, so that on a phone the track and the buttons stay big enough for a finger and
 * their words readable; the table above is shrunk to leave the bar its room.
 */

/** The bar's geometry, in canvas (device) pixels. */
export interface ReplayBarLayout {
  barH: number;
  pad: number;
  /** The round labels' font size and the middle of their row (relative to the bar's top). */
  labelFs: number;
  labelsY: number;
  /** The track's vertical middle (relative to the bar's top) and height. */
  trackY: number;
  trackH: number;
  /** The buttons' row: its middle (relative to the bar's top), button height, font size and gap. */
  buttonsY: number;
  buttonH: number;
  /** Rows of buttons: two on an upright screen, where one row would shrink its words past reading. */
  buttonRows: 1 | 2;
  buttonFs: number;
  gap: number;
  /** How near (horizontally) a press on the track must be to a round's start or a key moment to jump there. */
  snap: number;
}

/** Floors in CSS pixels: a finger's press and a readable word on a phone. */
const MIN_CSS = { label: 10, track: 22, button: 30, buttonFont: 12, pad: 4, gap: 4, snap: 12 } as const;

/** The bar for a canvas whose layout unit is `u`, at `dpr` device pixels per CSS pixel, with `buttonRows` rows of buttons. */
export function replayBarLayout(u: number, dpr: number, buttonRows: 1 | 2 = 1): ReplayBarLayout {
  const at = (design: number, css: number) => Math.round(Math.max(design * u, css * dpr));
  const pad = at(10, MIN_CSS.pad);
  const labelFs = at(14, MIN_CSS.label);
  const trackH = at(30, MIN_CSS.track);
  const buttonH = at(42, MIN_CSS.button);
  const gap = at(6, MIN_CSS.gap);
  const labelsY = pad + labelFs * 0.65;
  const trackY = pad + labelFs * 1.3 + trackH / 2;
  const buttonsY = trackY + trackH / 2 + gap + buttonH / 2;
  return {
    barH: Math.round(buttonsY + (buttonRows - 1) * (buttonH + gap) + buttonH / 2 + pad),
    pad,
    labelFs,
    labelsY,
    trackY,
    trackH,
    buttonsY,
    buttonH,
    buttonRows,
    buttonFs: at(17, MIN_CSS.buttonFont),
    gap,
    snap: at(12, MIN_CSS.snap),
  };
}

/**
 * Fits a row of buttons of natural widths `widths` (with `gap` between) into `room`: their left
 * edges and the scale they are drawn at (1 when they fit; less, down to `minScale`, when not).
 */
export function fitRow(widths: readonly number[], gap: number, room: number, minScale: number): { xs: number[]; scale: number } {
  const natural = widths.reduce((a, b) => a + b, 0);
  const gaps = gap * Math.max(0, widths.length - 1);
  const scale = Math.max(minScale, Math.min(1, (room - gaps) / Math.max(1, natural)));
  const xs: number[] = [];
  let x = 0;
  for (const w of widths) {
    xs.push(x);
    x += w * scale + gap;
  }
  return { xs, scale };
}

/**
 * Where a press on the timeline jumps to: `at` (a position in moves, from where the press was),
 * drawn to the nearest of `marks` (rounds' starts, key moments) within `snap` moves of it.
 */
export function snapToMark(at: number, marks: readonly number[], snap: number): number {
  let best = at;
  let bestDistance = snap;
  for (const m of marks) {
    const distance = Math.abs(m - at);
    if (distance <= bestDistance) {
      best = m;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Which of the round labels at `xs` (left edges, in order, each `width` wide) are drawn: each
 * one that keeps `gap` clear of the last one drawn, so crowded rounds do not print over each other.
 */
export function spacedLabels(xs: readonly number[], widths: readonly number[], gap: number): boolean[] {
  let right = Number.NEGATIVE_INFINITY;
  return xs.map((x, i) => {
    if (x < right + gap) return false;
    right = x + widths[i];
    return true;
  });
}

import { isUpright } from '../ui/theme';

/**
 * Where the coach panel goes: a pure choice among the canvas' edges and corners, so that it covers
 * neither the thing it points at nor, as far as possible, anything else the player may click.
 */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The area two boxes share. */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The panel's box of size `w` x `h` on a `W` x `H` canvas with margin `m`: the candidate spot
 * that does not touch `target` and covers the least of `avoid` (the clickable things); among
 * equals, the one farthest from the target, so the arrow has room.
 */
export function placePanel(W: number, H: number, w: number, h: number, m: number, target: Box | null, avoid: readonly Box[]): Box {
  const xs = [m, (W - w) / 2, W - w - m];
  // Upright, the table's bands are stacked: the quarters between them are candidates too (an
  // empty hand band rather than the banner, say).
  const ys = [m, (H - h) / 2, H - h - m, ...(isUpright({ W, H }) ? [(H - h) * 0.25, (H - h) * 0.75] : [])];
  let best: { box: Box; score: number } | null = null;
  for (const y of ys) {
    for (const x of xs) {
      const box = { x, y, w, h };
      // Covering the target is never acceptable; covering other controls only costs.
      const onTarget = target ? overlap(box, target) : 0;
      const covered = avoid.reduce((sum, a) => sum + overlap(box, a), 0);
      const far = target ? Math.hypot(x + w / 2 - (target.x + target.w / 2), y + h / 2 - (target.y + target.h / 2)) : 0;
      const score = onTarget * 1e6 + covered - far * 1e-3;
      if (!best || score < best.score) best = { box, score };
    }
  }
  return best!.box;
}

/** The point on the edge of `box` facing `to`'s centre, where the arrow starts. */
export function edgeToward(box: Box, to: Box): { x: number; y: number } {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const dx = to.x + to.w / 2 - cx;
  const dy = to.y + to.h / 2 - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const sx = dx === 0 ? Infinity : box.w / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : box.h / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: cx + dx * s, y: cy + dy * s };
}

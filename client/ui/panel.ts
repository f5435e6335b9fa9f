import type Phaser from 'phaser';
import { COLORS } from './theme';

/** A rounded translucent panel, the table's furniture for grouping things. */
export function drawPanel(
  g: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  w: number,
  h: number,
  unit: number,
  opts: { fill?: number; alpha?: number; line?: number; lineAlpha?: number; radius?: number; lineWidth?: number } = {},
) {
  const r = opts.radius ?? 12 * unit;
  g.fillStyle(opts.fill ?? COLORS.panel, opts.alpha ?? 0.72);
  g.fillRoundedRect(x, y, w, h, r);
  g.lineStyle(opts.lineWidth ?? Math.max(1, 1.5 * unit), opts.line ?? COLORS.panelLine, opts.lineAlpha ?? 0.9);
  g.strokeRoundedRect(x, y, w, h, r);
}

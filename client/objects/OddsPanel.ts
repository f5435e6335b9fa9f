/**
 * The win odds (the server's `odds` message, estimated from the public view only): live, a small
 * badge of each seat's chance in its seat colour beside the seat, for spectators (and players when
 * the table shows them); after the game, a chart of how the odds moved, estimate by estimate, round by round.
 * The pictures are pure functions of the odds (odds-picture.ts); these objects only draw them.
 */
import Phaser from 'phaser';
import type { OddsPoint } from '../../shared/protocol/messages';
import type { Rect } from '../modes/layout';
import { oddsChart, oddsRows } from './odds-picture';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, fontPx, seatColor, seatCss } from '../ui/theme';

/** Where a seat's badge of w×h goes (its top-left corner), or null when the seat has no place. */
export type BadgeSlot = (seat: number, w: number, h: number) => { x: number; y: number } | null;

/**
 * The default place of a badge beside a seat's area `r`, at its right end: just above it, clear of
 * its header, when that stays below `top` (where the table starts); else inside it at the bottom,
 * where the seat's own figures leave the corner freer than by its header.
 */
export function besideSeat(r: Rect | null, w: number, h: number, unit: number, top: number): { x: number; y: number } | null {
  if (!r) return null;
  const above = r.y - h - 2 * unit;
  return { x: r.x + r.w - w - 4 * unit, y: above >= top ? above : r.y + r.h - h - 2 * unit };
}

/** The widest badge ("100% ▲"), so that a mode can keep room for one before the odds arrive. */
export function widestBadge(scene: Phaser.Scene, unit: number): { w: number; h: number } {
  const text = scene.add.text(0, 0, '100% ▲', badgeStyle(unit));
  const size = { w: text.width + 12 * unit, h: text.height + 6 * unit };
  text.destroy();
  return size;
}

const badgeStyle = (unit: number) => ({ fontFamily: FONT, fontSize: `${fontPx(unit, 13)}px` });

/** The live odds: a badge of each seat's chance in the place `slot` gives it (by default `besideSeat`). */
export class OddsPanel extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    scene.add.existing(this);
    this.setDepth(50);
  }

  /** Redraws the badges from the latest odds; none when there are no odds (or the game is over). */
  showBeside(history: readonly OddsPoint[], slot: BadgeSlot, unit: number): void {
    this.removeAll(true);
    for (const row of oddsRows(history)) {
      const text = this.scene.add.text(0, 0, row.text, { ...badgeStyle(unit), color: seatCss(row.seat) });
      const w = text.width + 12 * unit;
      const h = text.height + 6 * unit;
      const at = slot(row.seat, w, h);
      if (!at) {
        text.destroy();
        continue;
      }
      const g = this.scene.add.graphics();
      drawPanel(g, at.x, at.y, w, h, unit, { alpha: 0.85, radius: 6 * unit });
      text.setPosition(at.x + 6 * unit, at.y + 3 * unit);
      this.add([g, text]);
    }
  }
}

/**
 * The after-game chart: one line per seat in its colour, 0% at the bottom and 100% at the top.
 * Returns what it drew (nothing for fewer than two estimates), for a redraw when the odds change.
 */
export function drawOddsChart(
  scene: Phaser.Scene,
  history: readonly OddsPoint[],
  box: { x: number; y: number; w: number; h: number },
  unit: number,
): Phaser.GameObjects.GameObject[] {
  if (history.length < 2) return [];
  const pad = 8 * unit;
  const g = scene.add.graphics();
  drawPanel(g, box.x, box.y, box.w, box.h, unit, { alpha: 0.8 });
  const fs = fontPx(unit, 12);
  const title = scene.add.text(box.x + pad, box.y + pad / 2, 'How the win odds moved', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.goldText });
  const inner = { x: box.x + pad, y: box.y + pad + fs * 1.3, w: box.w - 2 * pad, h: box.h - 2 * pad - fs * 1.3 };
  g.lineStyle(Math.max(1, unit), COLORS.panelLine, 0.8);
  g.strokeRect(inner.x, inner.y, inner.w, inner.h);
  for (const line of oddsChart(history, inner.w, inner.h)) {
    g.lineStyle(Math.max(1.5, 2 * unit), seatColor(line.seat), 1);
    g.strokePoints(
      line.points.map((p) => new Phaser.Math.Vector2(inner.x + p.x, inner.y + p.y)),
      false,
    );
  }
  return [g, title];
}

import type Phaser from 'phaser';
import { loop } from '../anim/tween';
import type { Rect } from '../modes/layout';
import { headerSlots } from '../modes/tableShell';
import { COLORS, FONT, minFont } from '../ui/theme';

export interface SeatHeaderContent {
  name: string;
  color: string;
  /** Small facts (bot, dealer...). */
  bits: string[];
  /** The figure on the right (points, hands won). */
  right: string;
  acting: boolean;
  /** Room for a win-odds badge before the figure (0: none shown). */
  badgeW: number;
}

/**
 * A seat panel's header line, drawn into `into`: the name in its colour, the small facts, an
 * empty turn-timer text for the caller to keep up to date, the figure on the right and, on the
 * seat's turn, a pulsing frame; where the line has room, the place of an odds badge before the
 * figure. Laid out by `headerSlots`, so none of them overlaps another.
 */
export function drawSeatHeader(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  r: Rect,
  headerH: number,
  u: number,
  c: SeatHeaderContent,
): { fs: number; right: Phaser.GameObjects.Text; timer: Phaser.GameObjects.Text; badge: Rect | null } {
  const fs = Math.max(minFont(10), Math.round(headerH * 0.62));
  const name = scene.add
    .text(r.x + 14 * u, r.y + headerH * 0.6, c.name, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: c.color })
    .setOrigin(0, 0.5);
  // The facts are never drawn under 8 CSS px: where the line has too little room, the last ones
  // give way first ("3 face down" before "layout of 10"), then all of them.
  const metaFs = Math.max(minFont(9), Math.round(fs * 0.72));
  const meta = scene.add.text(name.x + name.width + 8 * u, name.y, '', { fontFamily: FONT, fontSize: `${metaFs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
  const timer = scene.add
    .text(0, name.y, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.8)}px`, color: COLORS.goldText })
    .setOrigin(0, 0.5);
  const right = scene.add
    .text(r.x + r.w - 10 * u, name.y, c.right, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.goldText })
    .setOrigin(1, 0.5);
  into.add([name, meta, timer, right]);
  const bits = c.bits.filter(Boolean);
  const slotsFor = (n: number) => {
    meta.setText(bits.slice(0, n).join(' · '));
    return headerSlots({
      metaX: meta.x,
      metaW: n ? meta.width : 0,
      timerW: 0,
      badgeW: c.badgeW,
      rightX: right.x - right.width,
      gap: 10 * u,
      minScale: minFont(8) / metaFs,
    });
  };
  let shown = bits.length;
  let slots = slotsFor(shown);
  while (shown > 0 && slots.metaScale === 0) slots = slotsFor(--shown);
  meta.setScale(slots.metaScale || 1).setVisible(shown > 0);
  timer.setX(slots.timerX);
  if (c.acting) {
    const frame = scene.add.graphics();
    frame.lineStyle(3 * u, COLORS.legal, 1);
    frame.strokeRoundedRect(r.x, r.y, r.w, r.h, 12 * u);
    into.add(frame);
    loop(scene, frame, { alpha: 0.35 }, 800);
  }
  // The badge's place is centred on the line, as the name is.
  const badge = slots.badgeX === null ? null : { x: slots.badgeX, y: name.y - headerH / 2, w: c.badgeW, h: headerH };
  return { fs, right, timer, badge };
}

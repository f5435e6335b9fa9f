import type Phaser from 'phaser';
import { loop, pause, tweenTo } from '../anim/tween';
import type { Rect } from '../modes/layout';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont } from '../ui/theme';

/** A headline over the table ("Round 3", "Game over") centred at (cx, cy) that pops in, holds and fades. */
export async function playHeadline(scene: Phaser.Scene, cx: number, cy: number, u: number, title: string, sub: string, hurry: number) {
  const t = scene.add
    .text(cx, cy - 14 * u, title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(50 * u)}px`, color: COLORS.goldText })
    .setOrigin(0.5)
    .setStroke('#2a1d00', 8 * u)
    .setDepth(3000);
  const s = scene.add
    .text(cx, cy + 30 * u, sub, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(18 * u)}px`, color: '#ffffff' })
    .setOrigin(0.5)
    .setStroke('#10231b', 5 * u)
    .setDepth(3000);
  t.setScale(0.4).setAlpha(0);
  s.setAlpha(0);
  await Promise.all([tweenTo(scene, t, { scale: 1, alpha: 1 }, 320 * hurry, { ease: 'Back.easeOut' }), tweenTo(scene, s, { alpha: 1 }, 320 * hurry)]);
  await pause(scene, 650 * hurry);
  await Promise.all([tweenTo(scene, [t, s], { alpha: 0 }, 250 * hurry), tweenTo(scene, t, { y: t.y - 20 * u }, 250 * hurry)]);
  t.destroy();
  s.destroy();
}

/** Where an upright banner's words go (its buttons sit under them), their size and their wrap width. */
export type StackedWords = { words: Rect; fontSize: number; wrap: number };

/**
 * The banner's panel (gold and pulsing when it is your move), its title and its sentence, drawn
 * into `into`. The words go in `words` (the whole banner, or its top when its buttons sit under
 * them); there the sentence wraps to `wrap` and shrinks to stay inside.
 */
export function drawBannerPanel(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  r: Rect,
  u: number,
  myTurn: boolean,
  title: string,
  text: string,
  stacked: StackedWords | null = null,
) {
  const g = scene.add.graphics();
  drawPanel(g, r.x, r.y, r.w, r.h, u, {
    fill: myTurn ? 0x3a2c07 : 0x0b2219,
    alpha: 0.92,
    line: myTurn ? COLORS.gold : COLORS.panelLine,
    lineWidth: myTurn ? 2.5 * u : 1.5 * u,
  });
  if (myTurn) loop(scene, g, { alpha: 0.8 }, 900);
  const fs = stacked?.fontSize ?? Math.max(minFont(10), Math.round(r.h * 0.3));
  const w = stacked?.words ?? r;
  const t = scene.add.text(r.x + 12 * u, w.y + (stacked ? 6 * u : r.h * 0.08), title, {
    fontFamily: SERIF,
    fontStyle: 'bold',
    fontSize: `${Math.round(fs * 0.9)}px`,
    color: COLORS.goldText,
  });
  const body = scene.add.text(r.x + 12 * u, stacked ? t.y + t.height + 2 * u : r.y + r.h * 0.5, text, {
    fontFamily: FONT,
    fontStyle: myTurn ? 'bold' : '',
    fontSize: `${fs}px`,
    color: myTurn ? '#ffffff' : COLORS.dim,
  });
  if (stacked) {
    body.setWordWrapWidth(stacked.wrap);
    const room = w.y + w.h - body.y;
    if (body.height > room) body.setScale(Math.max(0.5, room / body.height));
  } else body.setOrigin(0, 0.15);
  into.add([g, t, body]);
  return { fs, title: t, body };
}

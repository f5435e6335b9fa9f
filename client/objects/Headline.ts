import type Phaser from 'phaser';
import { loop, pause, tweenTo } from '../anim/tween';
import type { Rect } from '../modes/layout';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, minFont, SERIF } from '../ui/theme';

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

/**
 * Where a banner's words go (the whole banner, or its top when its buttons sit under them:
 * `stacked`), their size and their wrap width.
 */
export type BannerWords = { words: Rect; fontSize: number; wrap: number; stacked: boolean };

/**
 * The banner's panel (gold and pulsing when it is your move), its title and its sentence, drawn
 * into `into`, as `words` says. Stacked, the sentence wraps and shrinks to stay inside its place;
 * beside the buttons, the two lines stand in the middle of a banner taller than they need (one
 * grown to hold a finger-high button).
 */
export function drawBannerPanel(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  r: Rect,
  u: number,
  myTurn: boolean,
  title: string,
  text: string,
  words: BannerWords,
) {
  const g = scene.add.graphics();
  drawPanel(g, r.x, r.y, r.w, r.h, u, {
    fill: myTurn ? 0x3a2c07 : 0x0b2219,
    alpha: 0.92,
    line: myTurn ? COLORS.gold : COLORS.panelLine,
    lineWidth: myTurn ? 2.5 * u : 1.5 * u,
  });
  if (myTurn) loop(scene, g, { alpha: 0.8 }, 900);
  const { fontSize: fs, stacked } = words;
  const w = words.words;
  const top = stacked ? w.y + 6 * u : r.y + Math.max(r.h * 0.08, (r.h - 2.9 * fs) / 2);
  const t = scene.add.text(r.x + 12 * u, top, title, {
    fontFamily: SERIF,
    fontStyle: 'bold',
    fontSize: `${Math.round(fs * 0.9)}px`,
    color: COLORS.goldText,
  });
  const body = scene.add.text(r.x + 12 * u, stacked ? t.y + t.height + 2 * u : top + 1.4 * fs, text, {
    fontFamily: FONT,
    fontStyle: myTurn ? 'bold' : '',
    fontSize: `${fs}px`,
    color: myTurn ? '#ffffff' : COLORS.dim,
  });
  if (stacked) {
    body.setWordWrapWidth(words.wrap);
    const room = w.y + w.h - body.y;
    // Smaller type wrapped again keeps the banner's whole width (a shrunk block gave it up: its
    // sentences fell to 6 CSS px on a phone); only below the least size does the block shrink.
    const least = minFont(9);
    for (let size = fs; body.height > room && size > least; ) {
      size = Math.max(least, Math.floor(size * 0.92));
      body.setFontSize(size);
    }
    if (body.height > room) body.setScale(Math.max(0.5, room / body.height));
  } else body.setOrigin(0, 0.15);
  into.add([g, t, body]);
  return { fs, title: t, body };
}

/**
 * The lobby's "How to play" button, which opens the tutorial of the mode chosen in the form. On a
 * player's first visit it is offered: it pulses and says so under itself, once (remembered in
 * localStorage), without covering anything else of the lobby.
 */
import type Phaser from 'phaser';
import { loop } from '../anim/tween';
import { Button } from '../objects/Button';
import { COLORS, FONT, fontPx } from '../ui/theme';
import { takeFirstVisitOffer } from './progress';

/** Whether this page load made the first-visit offer (it stays up until the lobby is left). */
let offering: boolean | null = null;

/**
 * The button with its right edge at `right`, centred on `cy`. The offer's line under it keeps
 * right of `clearOf` (the lobby's title words) and above `above` (the panels' top); where it
 * would not fit, the pulse alone offers.
 */
export function howToPlayButton(
  scene: Phaser.Scene,
  right: number,
  cy: number,
  height: number,
  u: number,
  clear: { left: number; above: number },
  open: () => void,
): Button {
  const width = 130 * u;
  const button = new Button(scene, right - width / 2, cy, { width, height, label: 'How to play', style: 'primary', key: 'lobby:tutorial', onClick: open });
  offering ??= takeFirstVisitOffer();
  if (offering) {
    loop(scene, button, { scale: 1.08 }, 700);
    const line = scene.add
      .text(right, cy + height / 2 + 4 * u, 'New here? Learn by playing.', { fontFamily: FONT, fontSize: `${fontPx(u, 13)}px`, color: COLORS.goldText })
      .setOrigin(1, 0);
    // Between the button and the panels below: smaller type where the gap is short (sideways phones).
    const room = clear.above - 2 * u - line.y;
    if (line.height > room) line.setScale(Math.max(0, room / line.height));
    if (line.scale < 0.7 || right - line.displayWidth < clear.left + 8 * u) line.destroy();
    scene.events.once('shutdown', () => (offering = false));
  }
  return button;
}

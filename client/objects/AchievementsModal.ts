/** The achievements window of a Trash Poker table: what each asks, the joker it unlocks, and who has it. */
import type Phaser from 'phaser';
import { CARD_RATIO } from '../art/cards';
import { trashPokerCardText, trashPokerOwner } from '../modes/faces';
import type { achievementRows } from '../modes/trash-poker/text';
import { COLORS, FONT } from '../ui/theme';
import { modalFrame } from './CardModal';
import { CardSprite } from './CardSprite';
import type { Tooltip } from './Tooltip';

const TONE = { done: COLORS.goldText, open: COLORS.text, lost: COLORS.dim };

/** Fills the modal container `c` (of a `size` canvas) with the achievement `rows`. */
export function fillAchievements(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  u: number,
  size: { w: number; h: number },
  rows: ReturnType<typeof achievementRows>,
  o: { faceOf: (id: string) => string | null; tooltip: Tooltip; close: () => void },
): void {
  const W = size.w;
  const H = size.h;
  const pw = Math.min(W * 0.9, 760 * u);
  const rowH = 64 * u;
  const ph = Math.min(H * 0.9, 110 * u + Math.max(1, rows.length) * rowH);
  const px = (W - pw) / 2;
  const py = (H - ph) / 2;
  const frame = modalFrame(
    scene,
    u,
    { x: px, y: py, w: pw, h: ph },
    'Achievements',
    'Each player may fulfil one a game; it unlocks its joker for good.',
    o.close,
  );
  c.add(frame.items);
  const fit = Math.min(1, (py + ph - 12 * u - frame.top) / (Math.max(1, rows.length) * rowH));
  rows.forEach((row, i) => {
    const y = frame.top + i * rowH * fit;
    const fs = Math.round(15 * u * fit);
    // The joker it unlocks, as a small card (hover for its text).
    const ch = rowH * fit * 0.86;
    const cw = ch * CARD_RATIO;
    const face = o.faceOf(row.jokerId);
    const card = new CardSprite(scene, px + 20 * u + cw / 2, y + ch / 2, ch, face, true);
    card.setCard(row.jokerId, face, trashPokerOwner(row.jokerId));
    card.setAlpha(row.tone === 'lost' ? 0.55 : 1);
    card.setSize(cw, ch).setInteractive();
    card.on('pointerover', () => o.tooltip.show(row.joker, trashPokerCardText(row.jokerId)?.body ?? '', { x: card.x - cw / 2, y, w: cw, h: ch }));
    card.on('pointerout', () => o.tooltip.hide());
    c.add(card);
    const tx = px + 32 * u + cw;
    c.add(scene.add.text(tx, y, `${row.name} · ${row.joker}`, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: TONE[row.tone] }));
    c.add(
      scene.add.text(tx, y + fs * 1.35, `${row.text}  ${row.status}`, {
        fontFamily: FONT,
        fontSize: `${Math.round(fs * 0.9)}px`,
        color: row.tone === 'lost' ? COLORS.dim : COLORS.text,
        wordWrap: { width: px + pw - 20 * u - tx },
      }),
    );
  });
  if (!rows.length)
    c.add(
      scene.add
        .text(W / 2, py + ph / 2 + 20 * u, 'No achievement is left to fulfil.', {
          fontFamily: FONT,
          fontSize: `${Math.round(16 * u)}px`,
          color: COLORS.dim,
        })
        .setOrigin(0.5),
    );
}

import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont, seatCss } from '../ui/theme';
import { FACES, type SeatHand } from './hands';

/**
 * "Show all hands": every seat's hidden cards at a position of a finished match, one row per
 * seat, in a panel over the table (which `room` is: the canvas above the control bar).
 */
export class HandsPanel extends Phaser.GameObjects.Container {
  /** The cards drawn for each seat, for tests. */
  readonly shown: Record<number, string[]> = {};

  constructor(
    scene: Phaser.Scene,
    room: { w: number; h: number },
    u: number,
    o: { mode: ModeId; position: number; hands: SeatHand[]; names: readonly string[] },
  ) {
    super(scene, 0, 0);
    const pw = Math.min(room.w * 0.7, 900 * u);
    const rowH = Math.min(96 * u, (room.h - 80 * u) / (o.hands.length + 0.6));
    const ph = rowH * o.hands.length + 40 * u;
    const px = (room.w - pw) / 2;
    const py = Math.max(44 * u, (room.h - ph) / 2);
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, u, { alpha: 0.96, line: COLORS.gold, lineWidth: 2 * u });
    const fs = Math.max(minFont(10), Math.round(rowH * 0.2));
    const title = scene.add.text(px + 14 * u, py + 8 * u, `Every hand at move ${o.position}`, {
      fontFamily: SERIF,
      fontStyle: 'bold',
      fontSize: `${Math.round(fs * 1.1)}px`,
      color: COLORS.goldText,
    });
    this.add([g, title]);
    const cardH = rowH * 0.78;
    const cardW = cardH * CARD_RATIO;
    const nameW = 150 * u;
    o.hands.forEach((h, i) => {
      const y = py + 36 * u + i * rowH + rowH / 2;
      const name = o.names[h.seat] ?? `Seat ${h.seat + 1}`;
      this.add(
        scene.add
          .text(px + 14 * u, y, name, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: seatCss(h.seat), wordWrap: { width: nameW - 10 * u } })
          .setOrigin(0, 0.5),
      );
      const cards = h.groups.flatMap((grp) => grp.cards);
      this.shown[h.seat] = cards;
      const avail = pw - nameW - 28 * u;
      const step = Math.min(cardW + 4 * u, (avail - cardW) / Math.max(1, cards.length - 1));
      cards.forEach((id, k) => {
        const spec = FACES[o.mode](id);
        const img = scene.add
          .image(px + nameW + 14 * u + cardW / 2 + k * step, y, spec ? ensureFace(scene.textures, spec) : 'card-back')
          .setDisplaySize(cardW, cardH);
        registerTarget(scene, `replay:hand:${h.seat}:${id}`, img);
        this.add(img);
      });
      if (!cards.length)
        this.add(scene.add.text(px + nameW + 14 * u, y, 'nothing hidden', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted }).setOrigin(0, 0.5));
    });
    this.setDepth(20);
    scene.add.existing(this);
  }
}

import Phaser from 'phaser';
import type { WaitingPicture } from '../modes/tableShell';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, seatColor } from '../ui/theme';
import { Button } from './Button';

export interface WaitingActions {
  copyCode: () => void;
  addBot: () => void;
  removeBot: (seat: number) => void;
  start: () => void;
}

/**
 * The waiting room over the table before the game starts, drawn from `waitingPicture`: the table
 * code to copy, one row per seat (the host may remove a bot), and the host's Add a bot and Start,
 * or for everyone else how the game will start. It takes every press meant for the table below.
 */
export class WaitingRoom extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, W: number, H: number, u: number, p: WaitingPicture, act: WaitingActions) {
    super(scene, 0, 0);
    this.add(scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.45).setInteractive());
    const n = p.rows.length;
    const pw = Math.min(W * 0.9, 620 * u);
    const rowH = Math.min(44 * u, (H * 0.6) / (n + 4));
    const ph = rowH * (n + 5.2);
    const px = (W - pw) / 2;
    const py = (H - ph) / 2;
    const g = scene.add.graphics();
    drawPanel(g, px, py, pw, ph, u, { alpha: 0.98, line: COLORS.gold, lineWidth: 3 * u });
    this.add(g);
    const fs = Math.round(rowH * 0.42);
    const top = py + 14 * u;
    this.add([
      scene.add.text(px + 20 * u, top, p.title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.3)}px`, color: COLORS.goldText }),
      scene.add.text(px + 20 * u, top + rowH, `Table code: ${p.code}`, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.text }),
      new Button(scene, px + pw - 80 * u, top + rowH * 1.3, {
        width: 130 * u,
        height: rowH * 0.8,
        label: 'Copy code',
        icon: 'icon-link',
        style: 'ghost',
        key: 'waiting:copy',
        onClick: act.copyCode,
      }),
    ]);
    p.rows.forEach((row, i) => {
      const y = top + rowH * (2.7 + i);
      this.add([
        scene.add.circle(px + 30 * u, y, 7 * u, seatColor(row.seat)),
        scene.add.text(px + 46 * u, y, row.label, { fontFamily: FONT, fontSize: `${fs}px`, color: row.taken ? COLORS.text : COLORS.muted }).setOrigin(0, 0.5),
      ]);
      if (row.removable) {
        this.add(
          new Button(scene, px + pw - 70 * u, y, {
            width: 110 * u,
            height: rowH * 0.75,
            label: 'Remove',
            style: 'ghost',
            key: `waiting:remove-bot:${row.seat}`,
            onClick: () => act.removeBot(row.seat),
          }),
        );
      }
    });
    const by = py + ph - rowH * 0.9;
    if (p.host) {
      this.add([
        new Button(scene, px + pw * 0.25, by, {
          width: pw * 0.42,
          height: rowH * 0.9,
          label: 'Add a bot',
          icon: 'icon-bot',
          key: 'waiting:add-bot',
          onClick: act.addBot,
        }),
        new Button(scene, px + pw * 0.72, by, {
          width: pw * 0.46,
          height: rowH * 0.9,
          label: 'Start (bots fill seats)',
          style: 'primary',
          key: 'waiting:start',
          onClick: act.start,
        }),
      ]);
    } else if (p.note) {
      this.add(
        scene.add
          .text(px + pw / 2, by, p.note, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim, wordWrap: { width: pw - 40 * u }, align: 'center' })
          .setOrigin(0.5),
      );
    }
    this.setDepth(2000);
    scene.add.existing(this);
  }
}

import Phaser from 'phaser';
import { FONT } from '../ui/theme';

export type ToastKind = 'error' | 'info' | 'success';

const COLORS: Record<ToastKind, [number, string]> = {
  error: [0x8e2a28, '#ffffff'],
  info: [0x163a2c, '#f4f1e6'],
  success: [0x2d6b3a, '#ffffff'],
};

/** A short message that drops in at the top and fades out by itself. */
export class Toast extends Phaser.GameObjects.Container {
  readonly boxHeight: number;

  constructor(scene: Phaser.Scene, message: string, kind: ToastKind, unit: number, maxWidth: number) {
    super(scene, 0, 0);
    const pad = 12 * unit;
    const text = scene.add
      .text(0, 0, message, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.round(15 * unit)}px`,
        color: COLORS[kind][1],
        wordWrap: { width: maxWidth - pad * 2 },
        align: 'center',
      })
      .setOrigin(0.5);
    const w = text.width + pad * 2;
    const h = text.height + pad * 1.4;
    const bg = scene.add.graphics();
    bg.fillStyle(0x000000, 0.35);
    bg.fillRoundedRect(-w / 2 + 2, -h / 2 + 3, w, h, h / 2.5);
    bg.fillStyle(COLORS[kind][0], 0.97);
    bg.fillRoundedRect(-w / 2, -h / 2, w, h, h / 2.5);
    bg.lineStyle(2 * unit, kind === 'error' ? 0xff8a80 : 0xf2c94c, 0.8);
    bg.strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2.5);
    this.add([bg, text]);
    this.boxHeight = h;
    this.setSize(w, h);
    scene.add.existing(this);
  }
}

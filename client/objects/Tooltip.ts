import Phaser from 'phaser';
import { FONT } from '../ui/theme';

/** A floating explanation box; one per scene, shown next to what it explains. */
export class Tooltip extends Phaser.GameObjects.Container {
  private bg: Phaser.GameObjects.Graphics;
  private titleText: Phaser.GameObjects.Text;
  private bodyText: Phaser.GameObjects.Text;

  constructor(
    scene: Phaser.Scene,
    private unit: number,
  ) {
    super(scene, 0, 0);
    this.bg = scene.add.graphics();
    const fs = Math.round(14 * unit);
    this.titleText = scene.add.text(0, 0, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: '#ffe08a' });
    this.bodyText = scene.add.text(0, 0, '', { fontFamily: FONT, fontSize: `${Math.round(fs * 0.92)}px`, color: '#f4f1e6', wordWrap: { width: 280 * unit } });
    this.add([this.bg, this.titleText, this.bodyText]);
    this.setDepth(5000).setVisible(false);
    scene.add.existing(this);
  }

  /** Shows the box near the rectangle (x, y, w, h) of what it explains, inside the screen. */
  show(title: string, body: string, near: { x: number; y: number; w: number; h: number }) {
    const pad = 10 * this.unit;
    this.titleText.setText(title).setPosition(pad, pad);
    this.bodyText.setText(body).setPosition(pad, pad + (title ? this.titleText.height + 4 * this.unit : 0));
    const w = Math.max(this.titleText.width, body ? this.bodyText.width : 0) + pad * 2;
    const h = (title ? this.titleText.height : 0) + (body ? this.bodyText.height + 4 * this.unit : 0) + pad * 2;
    this.bg.clear();
    this.bg.fillStyle(0x061a12, 0.96);
    this.bg.fillRoundedRect(0, 0, w, h, 8 * this.unit);
    this.bg.lineStyle(2 * this.unit, 0xf2c94c, 0.8);
    this.bg.strokeRoundedRect(0, 0, w, h, 8 * this.unit);
    const { width, height } = this.scene.scale;
    let x = near.x + near.w / 2 - w / 2;
    let y = near.y - h - 8 * this.unit;
    if (y < 4) y = near.y + near.h + 8 * this.unit;
    if (y + h > height - 4) y = height - h - 4;
    x = Math.max(4, Math.min(width - w - 4, x));
    this.setPosition(x, y).setVisible(true).setAlpha(0);
    this.scene.tweens.add({ targets: this, alpha: 1, duration: 120 });
    this.scene.children.bringToTop(this);
  }

  hide() {
    this.setVisible(false);
  }
}

import Phaser from 'phaser';
import { registerTarget } from '../testHook';
import { COLORS, FONT, fingerPointer } from '../ui/theme';
import { controlVanished } from './vanished';

export type ButtonStyle = 'primary' | 'normal' | 'ghost' | 'danger';

export interface ButtonOptions {
  width: number;
  height: number;
  label: string;
  style?: ButtonStyle;
  /** Icon texture key (icon-*), drawn left of the label. */
  icon?: string;
  /** A key hint shown small on the right ("Enter"), where the pointer is not a finger. */
  hint?: string;
  fontSize?: number;
  /** Test hook key. */
  key?: string;
  onClick?: () => void;
}

const FILL: Record<ButtonStyle, [number, number, string]> = {
  primary: [0xf2c94c, 0xffe08a, '#2a1d00'],
  normal: [0x1d5a43, 0x277556, '#f4f1e6'],
  ghost: [0x0b2219, 0x163a2c, '#d8eadf'],
  danger: [0xb8403d, 0xd0524f, '#ffffff'],
};

/** A rounded button with hover and press feedback. */
export class Button extends Phaser.GameObjects.Container {
  private bg: Phaser.GameObjects.Graphics;
  private text: Phaser.GameObjects.Text;
  private icon?: Phaser.GameObjects.Image;
  private hintText?: Phaser.GameObjects.Text;
  private enabled = true;
  private hovered = false;
  private opts: ButtonOptions;
  /** Pressed and not yet released (or left). */
  private pressed = false;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: ButtonOptions) {
    super(scene, x, y);
    this.opts = { style: 'normal', ...opts };
    this.bg = scene.add.graphics();
    const fs = opts.fontSize ?? Math.round(opts.height * 0.42);
    this.text = scene.add
      .text(0, 0, opts.label, { fontFamily: FONT, fontSize: `${fs}px`, fontStyle: 'bold', color: FILL[this.opts.style!][2], align: 'center' })
      .setOrigin(0.5);
    this.add([this.bg, this.text]);
    if (opts.icon) {
      this.icon = scene.add.image(0, 0, opts.icon).setDisplaySize(opts.height * 0.5, opts.height * 0.5);
      this.add(this.icon);
    }
    if (opts.hint && !fingerPointer()) {
      this.hintText = scene.add
        .text(opts.width / 2 - opts.height * 0.18, 0, opts.hint, { fontFamily: FONT, fontSize: `${Math.round(fs * 0.62)}px`, color: FILL[this.opts.style!][2] })
        .setOrigin(1, 0.5)
        .setAlpha(0.6);
      this.add(this.hintText);
    }
    this.layoutContent();
    this.setSize(opts.width, opts.height);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerover', () => {
      this.hovered = true;
      this.redraw();
      if (this.enabled) scene.tweens.add({ targets: this, scale: 1.04, duration: 90, ease: 'Quad.easeOut' });
    });
    this.on('pointerout', () => {
      this.hovered = false;
      this.redraw();
      scene.tweens.add({ targets: this, scale: 1, duration: 90, ease: 'Quad.easeOut' });
    });
    this.on('pointerdown', () => {
      this.pressed = this.enabled;
    });
    this.on('pointerout', () => {
      this.pressed = false;
    });
    this.on('pointerup', () => {
      this.pressed = false;
      this.click();
    });
    this.redraw();
    scene.add.existing(this);
    if (opts.key) registerTarget(scene, opts.key, this, () => this.enabled);
  }

  private layoutContent() {
    const { width, height } = this.opts;
    const hintW = this.hintText ? this.hintText.width + height * 0.2 : 0;
    const maxText = width - height * 0.5 - (this.icon ? height * 0.6 : 0) - hintW;
    this.fitLabel(maxText, height * 0.84);
    const textW = this.text.displayWidth;
    if (this.icon) {
      const total = height * 0.6 + textW;
      this.icon.setX(-total / 2 + height * 0.25);
      this.text.setX(-total / 2 + height * 0.6 + textW / 2);
    } else this.text.setX(-hintW / 2);
  }

  /**
   * Fits the label in `maxW` x `maxH`: on one line if it fits, else broken at its spaces when two
   * or more lines keep it bigger than one line shrunk to the width would be ("Sort: As dealt" on a
   * phone's narrow button shrank to 6 CSS px on one line; on two it keeps its size), then scaled
   * down to whatever is still too big.
   */
  private fitLabel(maxW: number, maxH: number) {
    const t = this.text.setScale(1).setWordWrapWidth(null);
    const fit = () => Math.min(1, maxW / t.width, maxH / t.height);
    const oneLine = fit();
    if (oneLine < 1 && t.text.includes(' ')) {
      t.setWordWrapWidth(maxW);
      if (fit() <= oneLine) t.setWordWrapWidth(null);
    }
    t.setScale(fit());
  }

  /**
   * Changes what the button shows in place (a redraw that kept it): same object, same input, so a
   * press that straddles the redraw still lands on it.
   */
  reshape(o: Pick<ButtonOptions, 'width' | 'height' | 'label' | 'style' | 'fontSize' | 'onClick'>): this {
    const resized = o.width !== this.opts.width || o.height !== this.opts.height;
    this.opts = { ...this.opts, ...o };
    const fs = o.fontSize ?? Math.round(o.height * 0.42);
    this.text.setFontSize(fs).setColor(FILL[this.opts.style!][2]).setText(o.label);
    if (this.hintText) this.hintText.setX(o.width / 2 - o.height * 0.18);
    this.layoutContent();
    if (resized) {
      this.setSize(o.width, o.height);
      this.input?.hitArea.setTo(0, 0, o.width, o.height);
    }
    this.redraw();
    return this;
  }

  override destroy(fromScene?: boolean) {
    if (this.pressed && this.scene?.input.activePointer.isDown) controlVanished(this.scene, `“${this.opts.label}”`);
    super.destroy(fromScene);
  }

  /** The whole pressable area in canvas pixels, for the test hook (the bounds Phaser gives are only the label's). */
  testRect(): { x: number; y: number; width: number; height: number } {
    const m = this.getWorldTransformMatrix();
    const w = this.width * m.scaleX;
    const h = this.height * m.scaleY;
    return { x: m.tx - w / 2, y: m.ty - h / 2, width: w, height: h };
  }

  /** Runs the click as if the player had pressed it (keyboard shortcuts). */
  click() {
    if (!this.enabled || !this.visible) return;
    this.scene.tweens.add({ targets: this, scale: 0.94, duration: 60, yoyo: true, ease: 'Quad.easeOut' });
    this.opts.onClick?.();
  }

  setLabel(label: string): this {
    this.text.setText(label);
    this.layoutContent();
    return this;
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    if (this.input) this.input.cursor = enabled ? 'pointer' : 'default';
    this.redraw();
    return this;
  }

  isEnabled() {
    return this.enabled;
  }

  setOnClick(fn: () => void): this {
    this.opts.onClick = fn;
    return this;
  }

  private redraw() {
    const { width, height } = this.opts;
    const [fill, hover] = FILL[this.opts.style!];
    const g = this.bg;
    g.clear();
    const r = Math.min(height * 0.3, 14 * (height / 40));
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(-width / 2 + 2, -height / 2 + 4, width, height, r);
    g.fillStyle(this.hovered && this.enabled ? hover : fill, 1);
    g.fillRoundedRect(-width / 2, -height / 2, width, height, r);
    g.lineStyle(Math.max(1, height * 0.04), this.opts.style === 'primary' ? 0x8a6d00 : COLORS.panelLine, 1);
    g.strokeRoundedRect(-width / 2, -height / 2, width, height, r);
  }
}

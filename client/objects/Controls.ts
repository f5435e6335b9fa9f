import Phaser from 'phaser';
import { Button } from './Button';
import { COLORS, FONT } from '../ui/theme';
import { registerTarget } from '../testHook';

/** A label with − and + buttons around a number. */
export class Stepper extends Phaser.GameObjects.Container {
  private valueText: Phaser.GameObjects.Text;
  private minus: Button;
  private plus: Button;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private opts: {
      label: string;
      width: number;
      height: number;
      min: number;
      max: number;
      value: number;
      key: string;
      onChange: (v: number) => void;
      format?: (v: number) => string;
    },
  ) {
    super(scene, x, y);
    const { width, height } = opts;
    const fs = Math.round(height * 0.42);
    const label = scene.add.text(-width / 2, 0, opts.label, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    const bw = height * 0.95;
    this.plus = new Button(scene, width / 2 - bw / 2, 0, {
      width: bw,
      height: height * 0.86,
      label: '+',
      key: `${opts.key}:plus`,
      onClick: () => this.set(this.opts.value + 1),
    });
    this.valueText = scene.add
      .text(width / 2 - bw * 1.65, 0, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.text })
      .setOrigin(0.5);
    this.minus = new Button(scene, width / 2 - bw * 2.8, 0, {
      width: bw,
      height: height * 0.86,
      label: '−',
      key: `${opts.key}:minus`,
      onClick: () => this.set(this.opts.value - 1),
    });
    this.add([label, this.minus, this.valueText, this.plus]);
    scene.add.existing(this);
    this.set(opts.value, false);
  }

  setRange(min: number, max: number) {
    this.opts.min = min;
    this.opts.max = max;
    this.set(this.opts.value, true);
  }

  get value() {
    return this.opts.value;
  }

  set(v: number, notify = true) {
    const value = Math.max(this.opts.min, Math.min(this.opts.max, v));
    const changed = value !== this.opts.value;
    this.opts.value = value;
    this.valueText.setText(this.opts.format ? this.opts.format(value) : String(value));
    this.minus.setEnabled(value > this.opts.min);
    this.plus.setEnabled(value < this.opts.max);
    if (notify && changed) this.opts.onChange(value);
    else if (notify && v !== value) this.opts.onChange(value);
  }
}

/** A row of mutually exclusive choices. */
export class Choice extends Phaser.GameObjects.Container {
  private buttons: Button[] = [];

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    opts: {
      label: string;
      width: number;
      height: number;
      choices: { label: string; value: string }[];
      value: string;
      key: string;
      onChange: (v: string) => void;
    },
  ) {
    super(scene, x, y);
    const { width, height } = opts;
    const fs = Math.round(height * 0.42);
    const label = scene.add.text(-width / 2, 0, opts.label, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    this.add(label);
    const area = width * 0.58;
    const bw = area / opts.choices.length;
    opts.choices.forEach((c, i) => {
      const b = new Button(scene, width / 2 - area + bw * (i + 0.5), 0, {
        width: bw - 4,
        height: height * 0.86,
        label: c.label,
        fontSize: Math.round(height * 0.36),
        style: c.value === opts.value ? 'primary' : 'ghost',
        key: `${opts.key}:${c.value}`,
        onClick: () => {
          opts.onChange(c.value);
        },
      });
      this.buttons.push(b);
      this.add(b);
    });
    scene.add.existing(this);
  }
}

/** A labelled on/off switch. */
export class Toggle extends Phaser.GameObjects.Container {
  private knob: Phaser.GameObjects.Arc;
  private track: Phaser.GameObjects.Graphics;
  private isOn: boolean;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private opts: { label: string; width: number; height: number; value: boolean; key: string; onChange: (v: boolean) => void },
  ) {
    super(scene, x, y);
    const { width, height } = opts;
    const fs = Math.round(height * 0.42);
    const label = scene.add.text(-width / 2, 0, opts.label, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    this.track = scene.add.graphics();
    this.knob = scene.add.circle(0, 0, height * 0.3, 0xffffff);
    this.add([label, this.track, this.knob]);
    this.isOn = opts.value;
    this.setSize(width, height);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerup', () => this.set(!this.isOn));
    this.draw(false);
    scene.add.existing(this);
    registerTarget(scene, opts.key, this);
  }

  get value() {
    return this.isOn;
  }

  set(v: boolean) {
    this.isOn = v;
    this.draw(true);
    this.opts.onChange(v);
  }

  private draw(animate: boolean) {
    const { width, height } = this.opts;
    const tw = height * 1.6;
    const th = height * 0.7;
    const x0 = width / 2 - tw;
    this.track.clear();
    this.track.fillStyle(this.isOn ? COLORS.gold : 0x3b4a44, 1);
    this.track.fillRoundedRect(x0, -th / 2, tw, th, th / 2);
    const kx = this.isOn ? x0 + tw - th / 2 : x0 + th / 2;
    if (animate) this.scene.tweens.add({ targets: this.knob, x: kx, duration: 140, ease: 'Back.easeOut' });
    else this.knob.setX(kx);
  }
}

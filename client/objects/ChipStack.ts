import Phaser from 'phaser';
import { sfx } from '../audio/sfx';
import { tweenTo } from '../anim/tween';
import { speedFactor } from '../settings';
import { FONT, COLORS } from '../ui/theme';

const CHIP_ORDER = ['white', 'red', 'blue', 'green', 'black'];

/** A little stack of poker chips with the count beside it; gains count up and float away. */
export class ChipStack extends Phaser.GameObjects.Container {
  value = 0;
  private chips: Phaser.GameObjects.Image[] = [];
  private label: Phaser.GameObjects.Text;
  private size: number;
  private counter?: Phaser.Tweens.Tween;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    size: number,
    value = 0,
    private maxChips = 6,
  ) {
    super(scene, x, y);
    this.size = size;
    this.label = scene.add
      .text(size * 0.75, 0, String(value), { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(size * 0.9)}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5)
      .setStroke('#0b2219', Math.max(2, size * 0.08));
    this.add(this.label);
    this.value = value;
    this.drawChips();
    scene.add.existing(this);
  }

  /** How far the chip icon reaches left of the stack's x (the chips are centred on it). */
  get iconHalfWidth() {
    return this.size / 2;
  }

  get stackWidth() {
    return this.size * 0.75 + this.label.width;
  }

  private drawChips() {
    const n = Math.min(this.maxChips, Math.max(1, Math.ceil(Math.log2(this.value + 1))));
    while (this.chips.length < n) {
      const i = this.chips.length;
      const chip = this.scene.add.image(0, 0, `chip-${CHIP_ORDER[i % CHIP_ORDER.length]}`).setDisplaySize(this.size, this.size * 0.9);
      this.addAt(chip, i);
      this.chips.push(chip);
    }
    while (this.chips.length > n) this.chips.pop()!.destroy();
    this.chips.forEach((c, i) => c.setPosition(0, this.size * 0.1 - i * this.size * 0.12));
  }

  /** Shows `value`; with `animate`, counts up from the shown value. */
  setValue(value: number, animate = false): Promise<void> {
    this.counter?.stop();
    const from = this.value;
    this.value = value;
    const f = speedFactor();
    if (!animate || f === 0 || from === value) {
      this.label.setText(String(value));
      this.drawChips();
      return Promise.resolve();
    }
    sfx('chips', 0.8);
    return new Promise((resolve) => {
      this.counter = this.scene.tweens.addCounter({
        from,
        to: value,
        duration: Math.min(900, 120 + Math.abs(value - from) * 45) * f,
        ease: 'Cubic.easeOut',
        onUpdate: (t) => this.label.setText(String(Math.round(t.getValue() ?? value))),
        onComplete: () => {
          this.label.setText(String(value));
          this.drawChips();
          resolve();
        },
        onStop: () => resolve(),
      });
      this.scene.tweens.add({ targets: this.label, scale: 1.25, duration: 140 * f, yoyo: true, ease: 'Back.easeOut' });
    });
  }

  /** "+7" rising from the stack. */
  async floatGain(delta: number, reason = ''): Promise<void> {
    if (delta === 0) return;
    const text = this.scene.add
      .text(this.x, this.y - this.size * 0.4, `${delta > 0 ? '+' : ''}${delta}${reason ? ` ${reason}` : ''}`, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.round(this.size * 0.85)}px`,
        color: delta > 0 ? '#ffe08a' : '#ff8a80',
      })
      .setOrigin(0, 1)
      .setStroke('#1a1200', Math.max(2, this.size * 0.1))
      .setDepth(900);
    // Float from where the stack is on screen, whatever containers hold it.
    const b = this.label.getBounds();
    text.setPosition(b.x, b.y);
    await tweenTo(this.scene, text, { y: text.y - this.size * 1.6, alpha: 0 }, 1100, { ease: 'Cubic.easeOut' });
    text.destroy();
  }
}

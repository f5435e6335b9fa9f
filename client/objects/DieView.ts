import Phaser from 'phaser';
import { DIE_FACE_NAMES } from '../../shared/engine/poker-plus/dice';
import { tweenTo } from '../anim/tween';
import { COLORS, FONT, minFont, SERIF } from '../ui/theme';

const DIE_COLOURS = { black: ['#1d1d24', '#f4f1e6'], red: ['#c8282d', '#ffffff'] } as const;

/** One of Poker+'s two d14: its face name, its number and parity, and which suits it rules. */
export class DieView extends Phaser.GameObjects.Container {
  private face: Phaser.GameObjects.Text;
  private num: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, d: { x: number; y: number; s: number }, colour: 'black' | 'red') {
    super(scene, d.x, d.y);
    const s = d.s;
    const g = scene.add.graphics();
    const [fill, ink] = DIE_COLOURS[colour];
    g.fillStyle(Phaser.Display.Color.HexStringToColor(fill).color, 1);
    g.fillRoundedRect(-s / 2, -s / 2, s, s, s * 0.18);
    g.lineStyle(Math.max(2, s * 0.04), 0xf2c94c, 1);
    g.strokeRoundedRect(-s / 2, -s / 2, s, s, s * 0.18);
    this.face = scene.add.text(0, -s * 0.06, '?', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(s * 0.42)}px`, color: ink }).setOrigin(0.5);
    this.num = scene.add.text(0, s * 0.3, '', { fontFamily: FONT, fontSize: `${Math.max(minFont(9), Math.round(s * 0.16))}px`, color: ink }).setOrigin(0.5);
    const label = scene.add
      .text(0, s * 0.62, colour === 'black' ? '♠ ♣ die' : '♥ ♦ die', {
        fontFamily: FONT,
        fontSize: `${Math.max(minFont(9), Math.round(s * 0.17))}px`,
        color: COLORS.dim,
      })
      .setOrigin(0.5);
    this.add([g, this.face, this.num, label]);
    this.setSize(s, s);
    scene.add.existing(this);
  }

  setValue(value: number): this {
    this.face.setText(DIE_FACE_NAMES[value - 1] ?? '?').setScale(1);
    // "Joker" is the one long face name: it shrinks to stay on the die.
    const room = this.width * 0.84;
    if (this.face.width > room) this.face.setScale(room / this.face.width);
    this.num.setText(`${value} · ${value % 2 === 0 ? 'even' : 'odd'}`).setScale(Math.min(1, room / this.num.width));
    return this;
  }

  /** A few tumbling faces, then `value`. */
  async roll(value: number, hurry: number): Promise<void> {
    for (let k = 0; k < 4; k++) {
      this.setValue(1 + Math.floor(Math.random() * 14));
      await tweenTo(this.scene, this, { angle: (k % 2 ? -1 : 1) * 14, scale: 1.08 }, 60 * hurry);
    }
    this.setValue(value);
    await tweenTo(this.scene, this, { angle: 0, scale: 1 }, 140 * hurry, { ease: 'Back.easeOut' });
  }
}

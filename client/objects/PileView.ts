import Phaser from 'phaser';
import { loop } from '../anim/tween';
import { CARD_RATIO } from '../art/cards';
import { pileWords } from '../modes/layout';
import { registerTarget } from '../testHook';
import { fitWidth } from '../ui/fit';
import { COLORS, FONT, minFont } from '../ui/theme';

export interface PileState {
  count: number;
  /** Texture of the top card when face up; null shows a back (or nothing when empty). */
  topFace: string | null;
  faceUp: boolean;
  /** A note under the count ("+2 face down"). */
  note?: string;
}

/**
 * A pile of cards (draw, discard, Trash): a few edges for depth, the top card, the count, and a
 * label. Piles are tappable: public piles open for inspection, a legal pile takes an action.
 */
export class PileView extends Phaser.GameObjects.Container {
  readonly cardH: number;
  private edges: Phaser.GameObjects.Image[] = [];
  private top: Phaser.GameObjects.Image;
  private outline: Phaser.GameObjects.Graphics;
  private countText: Phaser.GameObjects.Text;
  private noteText: Phaser.GameObjects.Text;
  private glow: Phaser.GameObjects.Image;
  private pulse?: Phaser.Tweens.Tween;
  private legal = false;
  pileCount = 0;
  onTap?: () => void;

  /** `labelRoom`: how wide the label under the pile may be drawn (a little more than the card by default). */
  constructor(scene: Phaser.Scene, x: number, y: number, h: number, label: string, opts: { key?: string; labelSize?: number; labelRoom?: number } = {}) {
    super(scene, x, y);
    this.cardH = h;
    const w = h * CARD_RATIO;
    this.outline = scene.add.graphics();
    this.outline.lineStyle(Math.max(1, h * 0.015), 0xffffff, 0.3);
    this.outline.strokeRoundedRect(-w / 2, -h / 2, w, h, w * 0.08);
    this.glow = scene.add
      .image(0, 0, 'card-glow-legal')
      .setDisplaySize(w + h * 0.29, h * 1.29)
      .setVisible(false);
    this.add([this.glow, this.outline]);
    for (let i = 0; i < 3; i++) {
      const e = scene.add
        .image(-i * h * 0.012, i * h * 0.012, 'card-back')
        .setDisplaySize(w, h)
        .setVisible(false);
      this.edges.push(e);
    }
    this.add([...this.edges].reverse());
    this.top = scene.add.image(0, 0, 'card-back').setDisplaySize(w, h).setVisible(false);
    this.add(this.top);
    const fs = opts.labelSize ?? Math.max(minFont(10), Math.round(h * 0.17));
    const words = pileWords(h, fs, minFont(10));
    const lbl = scene.add.text(0, words.name.y, label, { fontFamily: FONT, fontSize: `${words.name.font}px`, color: COLORS.dim }).setOrigin(0.5, 0);
    fitWidth(lbl, opts.labelRoom ?? w * 1.12);
    this.countText = scene.add
      .text(w / 2 - h * 0.02, -h / 2 + h * 0.02, '0', {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${fs}px`,
        color: '#ffffff',
        backgroundColor: '#10231bcc',
        padding: { x: fs * 0.3, y: 0 },
      })
      .setOrigin(1, 0);
    this.noteText = scene.add.text(0, words.note.y, '', { fontFamily: FONT, fontSize: `${words.note.font}px`, color: COLORS.muted }).setOrigin(0.5, 0);
    this.add([lbl, this.countText, this.noteText]);
    this.setSize(w, h);
    this.setInteractive({ useHandCursor: true });
    this.on('pointerup', () => this.onTap?.());
    scene.add.existing(this);
    if (opts.key) registerTarget(scene, opts.key, this, () => this.legal);
  }

  /** The pressable card in canvas pixels, for the test hook (Phaser's bounds take in its label and count). */
  testRect(): { x: number; y: number; width: number; height: number } {
    const m = this.getWorldTransformMatrix();
    const w = this.width * m.scaleX;
    const h = this.height * m.scaleY;
    return { x: m.tx - w / 2, y: m.ty - h / 2, width: w, height: h };
  }

  get cardW() {
    return this.cardH * CARD_RATIO;
  }

  setPile(p: PileState): this {
    this.pileCount = p.count;
    const depth = p.count > 20 ? 3 : p.count > 8 ? 2 : p.count > 1 ? 1 : 0;
    this.edges.forEach((e, i) => e.setVisible(i < depth));
    this.edges.forEach((e) => e.setTexture('card-back').setDisplaySize(this.cardW, this.cardH));
    this.top.setVisible(p.count > 0);
    this.top.setTexture(p.faceUp && p.topFace ? p.topFace : 'card-back').setDisplaySize(this.cardW, this.cardH);
    this.countText.setText(String(p.count)).setVisible(p.count > 0);
    this.noteText.setText(p.note ?? '');
    return this;
  }

  /** Where a card lands on this pile, in world coordinates. */
  anchor(): { x: number; y: number } {
    const m = this.getWorldTransformMatrix();
    return { x: m.tx, y: m.ty };
  }

  setLegal(legal: boolean): this {
    this.legal = legal;
    this.pulse?.stop();
    this.glow.setVisible(legal).setAlpha(0.9);
    if (legal) this.pulse = loop(this.scene, this.glow, { alpha: 0.4 }, 700);
    return this;
  }

  /** A landing bump when a card arrives. */
  bump(delta: number) {
    this.pileCount = Math.max(0, this.pileCount + delta);
    this.countText.setText(String(this.pileCount)).setVisible(this.pileCount > 0);
    this.top.setVisible(this.pileCount > 0);
    this.scene.tweens.add({ targets: this.countText, scale: 1.3, duration: 90, yoyo: true });
  }

  /** Shows a card on top without changing the count (a card that just landed). */
  showTop(face: string | null) {
    this.top
      .setVisible(true)
      .setTexture(face ?? 'card-back')
      .setDisplaySize(this.cardW, this.cardH);
  }
}

import { controlVanished } from './vanished';
import Phaser from 'phaser';
import { sfx } from '../audio/sfx';
import { CARD_RATIO } from '../art/cards';
import { GLOW_PAD } from '../art/textures';
import { loop, tweenTo } from '../anim/tween';
import { registerTarget } from '../testHook';
import { DECK_SYMBOLS, FONT, seatCss, minFont } from '../ui/theme';

export type CardState = 'plain' | 'legal' | 'picked' | 'dim';

/**
 * One card on the table: face and back, a shadow, a glow that marks it pickable (gold) or picked
 * (blue), the corner symbol of the deck it comes from, and tap / hover / long-press input.
 */
export class CardSprite extends Phaser.GameObjects.Container {
  cardId: string | null = null;
  faceUp = false;
  cardH: number;
  private face: Phaser.GameObjects.Image;
  private back: Phaser.GameObjects.Image;
  private glow: Phaser.GameObjects.Image;
  private shadow: Phaser.GameObjects.Image;
  private ownerMark: Phaser.GameObjects.Text;
  private pulse?: Phaser.Tweens.Tween;
  /** How the card is marked (legal, picked...), read by the picture check. */
  cardState: CardState = 'plain';
  /** Pressed while it could be picked, not yet released. */
  private pressedLive = false;
  private pressTimer?: Phaser.Time.TimerEvent;
  private longPressed = false;
  private hoverTimer?: Phaser.Time.TimerEvent;
  /** How much of the card's width shows from under its right neighbour (null = all of it). */
  visibleWidth: number | null = null;
  onTap?: (card: CardSprite) => void;
  onHover?: (card: CardSprite, over: boolean) => void;

  constructor(scene: Phaser.Scene, x: number, y: number, h: number, faceKey: string | null, faceUp: boolean) {
    super(scene, x, y);
    this.cardH = h;
    this.shadow = scene.add.image(0, 0, 'card-shadow').setAlpha(0.5);
    this.glow = scene.add.image(0, 0, 'card-glow-legal').setVisible(false);
    this.face = scene.add.image(0, 0, faceKey ?? 'card-back');
    this.back = scene.add.image(0, 0, 'card-back');
    this.ownerMark = scene.add.text(0, 0, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: '12px' }).setOrigin(0.5);
    this.add([this.shadow, this.glow, this.face, this.back, this.ownerMark]);
    this.faceUp = faceUp && faceKey !== null;
    this.applyFace();
    this.setCardHeight(h);
    scene.add.existing(this);
  }

  get cardW() {
    return this.cardH * CARD_RATIO;
  }

  setCardHeight(h: number): this {
    this.cardH = h;
    const w = h * CARD_RATIO;
    this.face.setDisplaySize(w, h);
    this.back.setDisplaySize(w, h);
    const pad = h * GLOW_PAD;
    this.glow.setDisplaySize(w + pad * 2.4, h + pad * 2.4);
    this.shadow.setDisplaySize(w + pad * 2, h + pad * 2).setPosition(h * 0.015, h * 0.03);
    this.ownerMark.setFontSize(Math.max(minFont(8.5), Math.round(h * 0.1))).setPosition(w * 0.37, -h * 0.4);
    this.setSize(w, h);
    if (this.input) (this.input.hitArea as Phaser.Geom.Rectangle).setSize(w, h);
    return this;
  }

  /** Shows `cardId` (null = an unknown card, always a back). */
  setCard(cardId: string | null, faceKey: string | null, owner: number | null = null): this {
    this.cardId = cardId;
    if (faceKey) this.face.setTexture(faceKey);
    if (!faceKey) this.faceUp = false;
    this.ownerMark.setText(owner === null ? '' : DECK_SYMBOLS[owner % DECK_SYMBOLS.length]).setColor(owner === null ? '#000' : seatCss(owner));
    this.ownerMark.setStroke('#10231b', Math.max(1, this.cardH * 0.015));
    this.face.setDisplaySize(this.cardW, this.cardH);
    this.applyFace();
    return this;
  }

  setFaceUp(faceUp: boolean): this {
    this.faceUp = faceUp;
    this.applyFace();
    return this;
  }

  private applyFace() {
    this.face.setVisible(this.faceUp);
    this.back.setVisible(!this.faceUp);
    this.ownerMark.setVisible(this.faceUp && this.ownerMark.text !== '');
  }

  /** Turns the card over with a squash, swapping sides at the middle. */
  async flip(faceUp: boolean, ms = 220): Promise<void> {
    if (faceUp === this.faceUp) return;
    sfx('flip', 0.7);
    const sx = this.scaleX || 1;
    await tweenTo(this.scene, this, { scaleX: 0 }, ms / 2, { ease: 'Quad.easeIn' });
    this.setFaceUp(faceUp);
    await tweenTo(this.scene, this, { scaleX: sx }, ms / 2, { ease: 'Back.easeOut' });
    this.scaleX = sx;
  }

  /** Marks the card as pickable, picked, greyed out or plain. */
  setCardState(state: CardState): this {
    if (state === this.cardState) return this;
    this.cardState = state;
    this.pulse?.stop();
    this.pulse = undefined;
    this.glow.setVisible(state === 'legal' || state === 'picked');
    this.face.setAlpha(1);
    this.back.setAlpha(1);
    if (state === 'legal') {
      this.glow.setTexture('card-glow-legal').setAlpha(0.9);
      this.pulse = loop(this.scene, this.glow, { alpha: 0.45 }, 700);
    } else if (state === 'picked') {
      this.glow.setTexture('card-glow-picked').setAlpha(1);
    } else if (state === 'dim') {
      this.face.setAlpha(0.55);
      this.back.setAlpha(0.55);
    }
    if (this.input) this.input.cursor = state === 'legal' || state === 'picked' ? 'pointer' : 'default';
    return this;
  }

  getCardState(): CardState {
    return this.cardState;
  }

  /** Makes the card respond to taps (and tells tests where it is under `key`). */
  makeInteractive(key?: string): this {
    if (this.input) return this;
    this.setInteractive({ useHandCursor: false });
    this.on('pointerover', () => {
      // Explanations wait a moment, so a quick pass over the cards stays quiet.
      this.hoverTimer?.remove();
      this.hoverTimer = this.scene.time.delayedCall(380, () => this.onHover?.(this, true));
      if (this.cardState === 'legal' || this.cardState === 'picked') this.scene.tweens.add({ targets: this, scale: 1.06, duration: 90, ease: 'Quad.easeOut' });
    });
    this.on('pointerout', () => {
      this.pressTimer?.remove();
      this.hoverTimer?.remove();
      this.onHover?.(this, false);
      this.scene.tweens.add({ targets: this, scale: 1, duration: 90, ease: 'Quad.easeOut' });
    });
    this.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      this.pressedLive = this.live();
      this.hoverTimer?.remove();
      this.onHover?.(this, false);
      this.longPressed = false;
      this.pressTimer?.remove();
      if (pointer.wasTouch) {
        // A long press on a touch screen explains the card instead of picking it.
        this.pressTimer = this.scene.time.delayedCall(450, () => {
          this.longPressed = true;
          this.onHover?.(this, true);
        });
      }
    });
    this.on('pointerout', () => {
      this.pressedLive = false;
    });
    this.on('pointerup', () => {
      this.pressTimer?.remove();
      const pressedLive = this.pressedLive;
      this.pressedLive = false;
      // Pressed while it could be picked, released after a redraw took that away.
      if (pressedLive && !this.live() && !this.longPressed) return controlVanished(this.scene, 'That card');
      if (this.longPressed) {
        this.longPressed = false;
        this.scene.time.delayedCall(1800, () => this.onHover?.(this, false));
        return;
      }
      this.tap();
    });
    if (key) registerTarget(this.scene, key, this, () => this.live());
    return this;
  }

  /**
   * The card's visible face in world coordinates, where the layout placed it (tests click its
   * middle and check what overlaps): a press's or a hover's brief scaling of the card itself is left out.
   */
  testRect(): { x: number; y: number; width: number; height: number } {
    const m = this.getWorldTransformMatrix();
    const s = (m.scaleX || 1) / (this.scaleX || 1);
    const w = this.cardW * s;
    const h = this.cardH * ((m.scaleY || 1) / (this.scaleY || 1));
    const vis = Math.min(w, (this.visibleWidth ?? this.cardW) * s);
    return { x: m.tx - w / 2, y: m.ty - h / 2, width: vis, height: h };
  }

  private live() {
    return this.cardState === 'legal' || this.cardState === 'picked';
  }

  tap() {
    if (!this.live()) return;
    this.scene.tweens.add({ targets: this, scale: 0.95, duration: 60, yoyo: true });
    this.onTap?.(this);
  }

  setCursor(pointer: boolean) {
    if (this.input) this.input.cursor = pointer ? 'pointer' : 'default';
  }

  override destroy(fromScene?: boolean) {
    if (this.pressedLive && this.scene?.input.activePointer.isDown) controlVanished(this.scene, 'That card');
    this.pulse?.stop();
    this.pressTimer?.remove();
    this.hoverTimer?.remove();
    super.destroy(fromScene);
  }
}

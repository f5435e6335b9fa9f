import Phaser from 'phaser';
import { sfx } from '../audio/sfx';
import { pause, tweenTo } from '../anim/tween';
import { speedFactor } from '../settings';
import { CardSprite, type CardState } from './CardSprite';
import type { DrawnCard } from './pictureCheck';

/** Where and how one card should be shown. */
export interface CardWant {
  x: number;
  y: number;
  h: number;
  face: string | null;
  faceUp: boolean;
  owner: number | null;
  state: CardState;
  depth: number;
  alpha?: number;
  /** Width of the card left visible by the next card in its row. */
  visibleW?: number;
  /** A real card id (tappable, test-visible), or a stand-in for a face-down card. */
  real: boolean;
  angle?: number;
}

export interface Spot {
  x: number;
  y: number;
  h: number;
}

/**
 * Every card sprite of a table, by key (the card id, or a stand-in key for a face-down card).
 * `place` puts them where the latest view says (a short settle, never an invented move);
 * `fly` is the one card movement the event animations use.
 */
export class CardLayer {
  readonly sprites = new Map<string, CardSprite>();
  /** The tweens `place` started (see `settling`). */
  private readonly settles = new Set<Phaser.Tweens.Tween>();

  constructor(
    private scene: Phaser.Scene,
    private onTap: (card: CardSprite) => void,
    private onHover: (card: CardSprite, over: boolean) => void,
  ) {}

  get(key: string) {
    return this.sprites.get(key);
  }

  clear() {
    for (const s of this.sprites.values()) s.destroy();
    this.sprites.clear();
  }

  remove(key: string) {
    this.sprites.get(key)?.destroy();
    this.sprites.delete(key);
  }

  /** Forgets a sprite under whatever key it has (after a flight that ended on a pile). */
  drop(sprite: CardSprite) {
    for (const [k, s] of this.sprites) if (s === sprite) this.sprites.delete(k);
    sprite.destroy();
  }

  /** Every card as it is on screen now, for the picture check. */
  drawn(): Map<string, DrawnCard> {
    const out = new Map<string, DrawnCard>();
    for (const [key, s] of this.sprites)
      out.set(key, {
        x: s.x,
        y: s.y,
        // The card's own height: a hovered card grows a little (scale), and that is no misplacement.
        h: s.cardH,
        faceUp: s.faceUp,
        state: s.cardState,
        cardId: s.cardId,
        visible: s.active && s.visible && s.alpha > 0,
        moving: this.scene.tweens.isTweening(s),
      });
    return out;
  }

  /**
   * Whether a card still settles after `place` (slides to its place, or fades in). A hover or a
   * tap's bounce is no settling: a test that reads the table as busy after a click would take a
   * dead click for an answered one.
   */
  settling(): boolean {
    for (const t of this.settles) if (t.isDestroyed() || t.isFinished() || t.isPendingRemove()) this.settles.delete(t);
    return this.settles.size > 0;
  }

  private settle(config: Phaser.Types.Tweens.TweenBuilderConfig) {
    this.settles.add(this.scene.tweens.add(config));
  }

  /** Stops the tweens that move `sprite` (a hover's growth goes on). */
  private stopMoving(sprite: CardSprite) {
    for (const t of this.scene.tweens.getTweensOf(sprite)) if (t.data.some((d) => 'key' in d && (d.key === 'x' || d.key === 'y'))) t.destroy();
  }

  /** Shows exactly `wants`: moves, updates, creates and removes sprites. */
  place(wants: Map<string, CardWant>) {
    const f = speedFactor();
    for (const [key, sprite] of this.sprites) {
      if (!wants.has(key)) {
        sprite.destroy();
        this.sprites.delete(key);
      }
    }
    for (const [key, w] of wants) {
      let sprite = this.sprites.get(key);
      const fresh = !sprite;
      if (!sprite) {
        sprite = new CardSprite(this.scene, w.x, w.y, w.h, w.face, w.faceUp);
        this.sprites.set(key, sprite);
        if (f > 0) {
          sprite.setAlpha(0);
          this.settle({ targets: sprite, alpha: w.alpha ?? 1, duration: 160 * f });
        }
      }
      if (w.real && !sprite.input) {
        // Cards that arrived in a flight become tappable once they have landed.
        sprite.makeInteractive(`card:${key}`);
        sprite.onTap = this.onTap;
        sprite.onHover = this.onHover;
      }
      sprite.setCard(w.real ? key : null, w.face, w.owner);
      sprite.setFaceUp(w.faceUp);
      if (sprite.cardH !== w.h) sprite.setCardHeight(w.h);
      sprite.setScale(1);
      sprite.setAngle(w.angle ?? 0);
      sprite.setCardState(w.state);
      sprite.visibleWidth = w.visibleW ?? null;
      sprite.setDepth(w.depth);
      if (!fresh) sprite.setAlpha(w.alpha ?? 1);
      // The picture wins over a move still under way: a tap's raise overtaken by the answer
      // could be at its start, on this very place, and would otherwise carry the card off it.
      this.stopMoving(sprite);
      if (fresh || f === 0 || (Math.abs(sprite.x - w.x) <= 0.5 && Math.abs(sprite.y - w.y) <= 0.5)) sprite.setPosition(w.x, w.y);
      else this.settle({ targets: sprite, x: w.x, y: w.y, duration: 200 * f, ease: 'Cubic.easeOut' });
    }
  }

  /**
   * Flies a card from `from` to `to`, turning it over on the way if `faceUpEnd` differs; uses the
   * sprite already showing `key` when there is one. Resolves with the sprite when it has landed.
   */
  async fly(o: {
    key: string | null;
    face: string | null;
    owner?: number | null;
    from: Spot;
    to: Spot;
    faceUpStart: boolean;
    faceUpEnd: boolean;
    delay?: number;
    hurry?: number;
    depth?: number;
  }): Promise<CardSprite> {
    const hurry = o.hurry ?? 1;
    if (o.delay) await pause(this.scene, o.delay);
    let sprite = o.key ? this.sprites.get(o.key) : undefined;
    if (!sprite) {
      sprite = new CardSprite(this.scene, o.from.x, o.from.y, o.from.h, o.face, o.faceUpStart && o.face !== null);
      if (o.key) sprite.setCard(o.key, o.face, o.owner ?? null);
      this.sprites.set(o.key ?? `flight:${Math.random()}`, sprite);
    }
    this.scene.tweens.killTweensOf(sprite);
    sfx('deal', 0.8);
    sprite
      .setDepth(o.depth ?? 1000)
      .setAlpha(1)
      .setCardState('plain');
    const scale = o.to.h / sprite.cardH;
    const dist = Phaser.Math.Distance.Between(sprite.x, sprite.y, o.to.x, o.to.y);
    const ms = (240 + Math.min(260, dist * 0.22)) * hurry;
    const end = o.faceUpEnd && sprite.cardId !== null;
    const s = sprite;
    const flights: Promise<void>[] = [tweenTo(this.scene, s, { x: o.to.x, y: o.to.y, scale }, ms, { ease: 'Cubic.easeInOut' })];
    if (end !== s.faceUp) flights.push(pause(this.scene, ms * 0.3).then(() => s.flip(end, ms * 0.5)));
    const tilt = (Math.random() - 0.5) * 12;
    flights.push(tweenTo(this.scene, s, { angle: tilt }, ms / 2, { ease: 'Sine.easeOut' }).then(() => tweenTo(this.scene, s, { angle: 0 }, ms / 2)));
    await Promise.all(flights);
    return s;
  }
}

/**
 * Trash Poker's animations between two pictures: card flights (grouped by where from and where
 * to), reveals, score bubbles, markers sliding on the scoring track, chips, shuffles and
 * headlines. It moves what the table drew; the table draws the latest view's picture after it.
 */
import Phaser from 'phaser';
import type { UpgradeArea } from '../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../shared/engine/trash-poker/view';
import type { GameEvent } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { sfx } from '../audio/sfx';
import { trashPokerOwner } from '../modes/faces';
import { roundsLeftWords, rpSentence } from '../modes/trash-poker/text';
import type { CardLayer } from '../objects/CardLayer';
import { CardSprite } from '../objects/CardSprite';
import type { CardPlace } from '../modes/layout';
import { CHOICE_DEPTH } from '../modes/trash-poker/centre';
import { handSlot, playedSlot } from '../modes/trash-poker/layout';
import type { TrashPokerPicture } from '../modes/trash-poker/table';
import type { ScoringTrack } from '../objects/ScoringTrack';
import type { SeatArea } from '../objects/SeatArea';
import { speedFactor } from '../settings';
import { FONT, seatCss } from '../ui/theme';
import { pause, tweenTo } from './tween';

type Loc = { zone: string; seat?: number; area?: string };

const PILE_ZONES = new Set(['draw', 'discard', 'trash', 'upgrade', 'box', 'removed', 'stack', 'joker-deck', 'house-removed']);

/** What the animations read (the picture last drawn, above all) and the objects they move. */
export interface TrashPokerAnimHost {
  readonly scene: Phaser.Scene;
  /** The picture last drawn: where every part of the table is. */
  picture(): TrashPokerPicture | null;
  view(): TrashPokerView | null;
  /** The viewer's seat (null for a spectator). */
  seat(): number | null;
  layer(): CardLayer;
  area(seat: number): SeatArea | undefined;
  track(): ScoringTrack | null;
  /** Each seat's played hand as revealed this round. */
  readonly lastPlayed: Map<number, string[]>;
  faceOf(id: string | null): string | null;
  nameOf(seat: number): string;
  plainName(seat: number): string;
  bigText(title: string, sub: string, hurry: number): Promise<void>;
  /** A reveal turned the home seat's played cards face up for everyone: their caption says so. */
  revealPlayed(): void;
}

export class TrashPokerAnimator {
  private rpThisRound: { seat: number; rp: number }[] = [];

  constructor(private readonly h: TrashPokerAnimHost) {}

  /** A batch starts: markers landing on the same track space this round stand side by side. */
  begin(events: readonly GameEvent[]) {
    this.rpThisRound = events.filter((e) => e.kind === 'rp-placed').map((e) => ({ seat: e.seat as number, rp: e.rp as number }));
  }

  /** Plays one step (see `animationSteps`): a run of card moves, or events animating together. */
  async step(step: GameEvent[], hurry: number): Promise<void> {
    if (step[0].kind === 'card-moved') await this.animMoves(step, hurry);
    else await Promise.all(step.map((x, k) => this.animOne(x, hurry, k)));
  }

  /** A run of card moves: grouped by where from and where to, each group in one staggered sweep. */
  private async animMoves(moves: GameEvent[], hurry: number) {
    const groups = new Map<string, GameEvent[]>();
    for (const e of moves) {
      const from = e.from as Loc;
      const to = e.to as Loc;
      const key = `${from.zone}>${to.zone}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key)!.push(e);
    }
    for (const group of groups.values()) {
      const stagger = Math.min(70, 900 / group.length) * hurry;
      const arrivals = new Map<string, number>();
      await Promise.all(
        group.map((e, k) => {
          const to = e.to as Loc;
          const slotKey = `${to.zone}:${to.seat}`;
          const idx = arrivals.get(slotKey) ?? 0;
          arrivals.set(slotKey, idx + 1);
          return this.animMove(e, k * stagger, hurry, idx, group.filter((x) => `${(x.to as Loc).zone}:${(x.to as Loc).seat}` === slotKey).length);
        }),
      );
    }
  }

  private areaOf(seat: number | undefined): SeatArea | undefined {
    return seat === undefined ? undefined : this.h.area(seat);
  }

  private get cards(): Map<string, CardSprite> {
    return this.h.layer().sprites;
  }

  /** Where a card sits in a zone, for flights: from the picture last drawn. */
  private anchor(loc: Loc, idx: number, count: number): CardPlace {
    const p = this.h.picture()!;
    const L = p.layout;
    const R = L.bands;
    const place = loc.seat === undefined ? undefined : L.seats.get(loc.seat);
    const home = loc.seat === L.home;
    switch (loc.zone) {
      case 'draw':
      case 'discard':
      case 'trash':
      case 'house-removed':
        if (place) return place.piles[loc.zone === 'house-removed' ? 'trash' : loc.zone];
        break;
      case 'upgrade': {
        const area = this.areaOf(loc.seat);
        if (area && place) return { ...area.tableau.anchor(loc.area as UpgradeArea), h: place.cardH * 0.8 };
        break;
      }
      case 'hand':
        if (home) {
          const h = L.handCardH;
          const n = (this.h.view()?.seats[L.home].handCount ?? 7) + count;
          const step = Math.min(h * CARD_RATIO + 8 * L.screen.u, (R.hand.w * 0.7) / Math.max(1, n));
          return { x: R.hand.x + R.hand.w * 0.55 + (idx - count / 2) * step, y: R.hand.y + R.hand.h / 2, h };
        }
        if (place) return handSlot(place, Math.min(idx, 6), Math.max(count, 7));
        break;
      case 'played':
        if (home) return p.hand.played[idx] ?? { x: R.hand.x + R.hand.w * 0.12 + idx * L.handCardH * 0.3, y: R.hand.y + R.hand.h * 0.55, h: L.handCardH * 0.8 };
        if (place) return playedSlot(place, idx, Math.max(count, 5), L.screen.u);
        break;
      case 'pot': {
        const seats = this.h.view()?.players ?? 4;
        const x = R.pot.x + (R.pot.w * ((loc.seat ?? 0) + 0.5)) / (seats + 1) + idx * R.pot.h * 0.3;
        return { x, y: R.pot.y + R.pot.h * 0.58, h: R.pot.h * 0.7 };
      }
      case 'middle':
        return { x: R.pot.x + R.pot.h * 0.4 + idx * R.pot.h * 0.55, y: R.pot.y + R.pot.h * 0.58, h: R.pot.h * 0.7 };
      case 'offer':
      case 'draft':
        return { x: R.pot.x + R.pot.w * 0.4 + idx * R.pot.h * 0.6, y: R.pot.y + R.pot.h * 0.58, h: R.pot.h * 0.7 };
      case 'removed':
        return { x: R.pot.x + R.pot.w / 2, y: R.pot.y - R.pot.h * 0.2, h: R.pot.h * 0.5 };
      default:
        break;
    }
    return { x: R.stacks.x + R.stacks.w / 2, y: R.stacks.y + R.stacks.h / 2, h: R.stacks.h * 0.5 };
  }

  private faceUpAt(loc: Loc, id: string | null): boolean {
    if (!id) return false;
    if (loc.zone === 'draw' || loc.zone === 'upgrade' || loc.zone === 'box' || loc.zone === 'stack' || loc.zone === 'joker-deck') return false;
    if (loc.zone === 'hand' || loc.zone === 'offer') return loc.seat === this.h.seat();
    return true;
  }

  private pileOf(loc: Loc) {
    const area = this.areaOf(loc.seat);
    if (!area) return null;
    if (loc.zone === 'draw') return area.draw;
    if (loc.zone === 'discard') return area.discard;
    if (loc.zone === 'trash' || loc.zone === 'house-removed') return area.trash;
    return null;
  }

  private async animMove(e: GameEvent, delay: number, hurry: number, idx: number, count: number) {
    const from = e.from as Loc;
    const to = e.to as Loc;
    const id = (e.card as string | null) ?? null;
    if (delay) await pause(this.h.scene, delay, speedFactor());
    let sprite = id ? this.cards.get(id) : undefined;
    const start = this.anchor(from, idx, count);
    if (!sprite) {
      const face = this.h.faceOf(id);
      sprite = new CardSprite(this.h.scene, start.x, start.y, start.h, face, this.faceUpAt(from, id) && face !== null);
      if (id) sprite.setCard(id, face, trashPokerOwner(id));
      if (id) this.cards.set(id, sprite);
      else this.cards.set(`flight:${Math.random()}`, sprite);
    }
    this.h.scene.tweens.killTweensOf(sprite);
    sfx('deal', 0.8);
    // While a choice of jokers is open, the others' cards fly under it, never over the cards to read.
    sprite
      .setDepth(this.h.picture()?.centre.choice ? CHOICE_DEPTH - 1 + idx / 100 : 1000 + idx)
      .setAlpha(1)
      .setCardState('plain');
    const src = this.pileOf(from);
    src?.bump(-1);
    const end = this.anchor(to, idx, count);
    const endUp = this.faceUpAt(to, id) && sprite.cardId !== null;
    const scale = end.h / sprite.cardH;
    const ms = (260 + Math.min(240, (Phaser.Math.Distance.Between(sprite.x, sprite.y, end.x, end.y) * 0.25) / this.unit)) * hurry;
    const flights: Promise<void>[] = [tweenTo(this.h.scene, sprite, { x: end.x, y: end.y, scale }, ms, { ease: 'Cubic.easeInOut' })];
    if (endUp !== sprite.faceUp) flights.push(pause(this.h.scene, ms * 0.3).then(() => sprite!.flip(endUp, ms * 0.5)));
    // A little arc: lift the card as it leaves.
    flights.push(
      tweenTo(this.h.scene, sprite, { angle: (Math.random() - 0.5) * 10 }, ms / 2, { ease: 'Sine.easeOut' }).then(() =>
        tweenTo(this.h.scene, sprite!, { angle: 0 }, ms / 2),
      ),
    );
    await Promise.all(flights);
    if (PILE_ZONES.has(to.zone)) {
      const pile = this.pileOf(to);
      if (pile) {
        pile.bump(1);
        if (to.zone !== 'draw') pile.showTop(this.h.faceOf(id));
      }
      if (to.zone === 'upgrade')
        this.areaOf(to.seat)?.tableau.pop(to.area as UpgradeArea, (this.h.view()?.seats[to.seat!]?.upgrades[to.area as UpgradeArea] ?? 0) + 1);
      if (to.zone === 'removed') await tweenTo(this.h.scene, sprite, { alpha: 0 }, 200 * hurry);
      for (const [k, s] of this.cards) if (s === sprite) this.cards.delete(k);
      sprite.destroy();
    } else if (!id) {
      for (const [k, s] of this.cards) if (s === sprite) this.cards.delete(k);
      sprite.destroy();
      if (to.zone === 'hand') this.areaOf(to.seat)?.setHandCount((this.h.view()?.seats[to.seat!]?.handCount ?? 0) + idx + 1);
    }
  }

  private async animOne(e: GameEvent, hurry: number, k: number): Promise<void> {
    const seat = e.seat as number | undefined;
    const area = this.areaOf(seat);
    switch (e.kind) {
      case 'round-started':
        this.h.lastPlayed.clear();
        return this.h.bigText(`Round ${e.round}`, roundsLeftWords(e.roundsLeft as number), hurry);
      case 'final-joker':
        return this.h.bigText('Final Joker!', 'Shuffle first · 1st +5 chips · trash what you collect', hurry);
      case 'game-over':
        return this.h.bigText('Game over', 'Final scoring…', hurry);
      case 'deck-exhausted':
        return this.h.bigText('+66 chips!', `${this.h.nameOf(seat!)} drew through the whole deck`, hurry);
      case 'revealed': {
        if (e.zone !== 'played' || seat === undefined) return;
        const cards = (e.cards as (string | null)[]).filter((c): c is string => !!c);
        this.h.lastPlayed.set(seat, cards);
        const home = seat === this.h.picture()?.layout.home;
        if (home) this.h.revealPlayed();
        // Your own played cards are face up for you already.
        if (home && this.h.seat() !== null) return;
        const place = this.h.picture()?.layout.seats.get(seat);
        await pause(this.h.scene, k * 120 * hurry);
        await Promise.all(
          cards.map(async (id, i) => {
            const slot = home || !place ? this.anchor({ zone: 'played', seat }, i, cards.length) : playedSlot(place, i, cards.length, this.unit);
            this.cards.get(`back:${seat}:played:${i}`)?.destroy();
            this.cards.delete(`back:${seat}:played:${i}`);
            const sprite = new CardSprite(this.h.scene, slot.x, slot.y, slot.h, this.h.faceOf(id), false);
            sprite.setCard(id, this.h.faceOf(id), trashPokerOwner(id)).setDepth(60 + i);
            this.cards.set(id, sprite);
            await pause(this.h.scene, i * 70 * hurry);
            await sprite.flip(true, 260 * hurry);
          }),
        );
        return;
      }
      case 'hand-scored': {
        if (seat === undefined) return;
        const text = `${seat === this.h.seat() ? 'You' : this.h.plainName(seat)}: ${rpSentence(e as never)}`;
        const L = this.h.picture()!.layout;
        const place = L.seats.get(seat);
        const pos =
          seat === L.home
            ? { x: L.bands.hand.x + L.bands.hand.w * 0.3, y: L.bands.hand.y }
            : place
              ? { x: place.box.x + place.box.w / 2, y: place.played.y }
              : null;
        if (!pos) return;
        await this.bubble(text, pos.x, pos.y, seatCss(seat), hurry, k);
        return;
      }
      case 'rp-placed': {
        const track = this.h.track();
        if (seat === undefined || !track) return;
        // Markers sharing a space stand side by side: count who else lands there this round.
        const rp = e.rp as number;
        const same = this.rpThisRound.filter((x) => Math.min(24, x.rp) === Math.min(24, rp));
        const nth = same.findIndex((x) => x.seat === seat);
        await pause(this.h.scene, k * 90 * hurry);
        await track.slide(seat, rp, Math.max(0, nth), Math.max(1, same.length));
        return;
      }
      case 'chips-won': {
        if (!area) return;
        await pause(this.h.scene, k * 60 * hurry);
        const next = area.chips.value + (e.chips as number);
        void area.chips.floatGain(e.chips as number);
        await area.chips.setValue(next, true);
        return;
      }
      case 'shuffle-tile':
        if (area) await area.tile.turn(e.active as boolean);
        return;
      case 'shuffled': {
        if (!area) return;
        const pile = area.draw;
        await tweenTo(this.h.scene, pile, { angle: -8 }, 90 * hurry);
        await tweenTo(this.h.scene, pile, { angle: 8 }, 120 * hurry);
        await tweenTo(this.h.scene, pile, { angle: 0 }, 90 * hurry);
        return;
      }
      case 'collect-turn':
        if (area) await tweenTo(this.h.scene, area, { alpha: 0.7 }, 80 * hurry).then(() => tweenTo(this.h.scene, area, { alpha: 1 }, 120 * hurry));
        return;
      case 'upgraded':
        return;
      default:
        return;
    }
  }

  /** The layout unit of the picture last drawn. */
  private get unit(): number {
    return this.h.picture()?.layout.screen.u ?? 1;
  }

  private async bubble(text: string, x: number, y: number, color: string, hurry: number, k: number) {
    const u = this.unit;
    const main = this.h.picture()!.layout.screen.main;
    await pause(this.h.scene, k * 140 * hurry);
    const t = this.h.scene.add
      .text(x, y, text, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.round(15 * u)}px`,
        color: '#ffffff',
        backgroundColor: '#0b2219ee',
        padding: { x: 10 * u, y: 6 * u },
      })
      .setOrigin(0.5, 1)
      .setDepth(2500)
      .setStroke(color, 0);
    t.setX(Math.max(main.x + t.width / 2, Math.min(main.x + main.w - t.width / 2, x)));
    t.setScale(0.6).setAlpha(0);
    await tweenTo(this.h.scene, t, { scale: 1, alpha: 1 }, 220 * hurry, { ease: 'Back.easeOut' });
    await pause(this.h.scene, 900 * hurry);
    void tweenTo(this.h.scene, t, { alpha: 0, y: t.y - 16 * u }, 300 * hurry).then(() => t.destroy());
  }
}

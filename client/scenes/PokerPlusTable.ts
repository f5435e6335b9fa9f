import type Phaser from 'phaser';
import { ROYAL_POWERS } from '../../shared/engine/poker-plus/royals';
import type { PokerPlusAction, PokerPlusView } from '../../shared/engine/poker-plus/types';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { ensureFace } from '../art/textures';
import { loop, tweenTo } from '../anim/tween';
import { sfx } from '../audio/sfx';
import { speedFactor } from '../settings';
import type { CardSprite } from '../objects/CardSprite';
import type { LogLine } from '../objects/GameLog';
import { DieView } from '../objects/DieView';
import { TableFurniture } from '../objects/TableFurniture';
import type { SeatOffer } from '../modes/layout';
import { pokerPlusFace } from '../modes/faces';
import type { Spot } from '../objects/CardLayer';
import type { Naming } from '../modes/naming';
import { currentSelection, type HandZone, type PokerPlusPicture, pokerPlusPicture } from '../modes/poker-plus/picture';
import { cardName, narrate, roundLabel, type Selection } from '../modes/poker-plus/text';
import type { TableSnapshot } from '../net/TableConnection';
import { registerTarget } from '../testHook';
import { COLORS, pressPx, FONT, minFont, seatCss } from '../ui/theme';
import { TableScene } from './TableScene';
import { count } from '../ui/words';

type V = PokerPlusView;

/**
 * The Poker+ table: everyone's playfield (their hands being built), the two d14, the reserve,
 * the stock and the discard pile, your hand. Pick a card (from your hand or the reserve), then
 * the hand it goes into (highlighted where the dice allow), or the discard pile. Everything is
 * drawn from `pokerPlusPicture` of the latest view; this scene only draws and animates.
 */
export class PokerPlusTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'poker-plus';
  private t!: TableFurniture<PokerPlusAction>;
  /** The card picked to play (kept here until its destination is tapped). */
  private selection: Selection | null = null;
  /** The hands' tap zones, above the cards: a card (interactive for its tooltip) would otherwise take the tap meant for its hand. */
  private taps!: Phaser.GameObjects.Container;
  private dice: { black: DieView; red: DieView } | null = null;
  private picture: PokerPlusPicture | null = null;
  /** Each seat's points in its header, counted up when a round is scored. */
  private pointsText = new Map<number, Phaser.GameObjects.Text>();

  constructor() {
    super('PokerPlusTable');
  }

  protected buildTable() {
    this.t = new TableFurniture<PokerPlusAction>(
      this,
      (c) => this.tapCard(c),
      (c, over) => this.hoverCard(c, over),
      () => this.u,
    );
    this.t.onDiscardTap = () => this.tapDiscard();
    this.t.onStockTap = () => this.tooltip.show('The stock', 'Undealt cards, face down: they refill the reserve.', this.t.rectOf(this.t.stock));
    this.dice = null;
    this.picture = null;
  }

  protected override bannerOffers(): readonly SeatOffer[] {
    return this.picture?.banner.offers ?? [];
  }

  private pictureOf(v: V): PokerPlusPicture {
    const screen = { W: this.W, H: this.H, main: this.main, u: this.u, minFont: minFont(10), finger: pressPx(this.W, this.H) };
    return pokerPlusPicture(v, this.selection, screen, this.naming(), this.snap?.seats ?? [], this.offered);
  }

  private naming(): Naming {
    return { me: this.seat, names: (this.snap?.seats ?? []).map((s) => s.name) };
  }

  /** The static furniture (panels, centre, piles, dice) for this seat count and canvas size. */
  private ensureBuilt(p: PokerPlusPicture, v: V) {
    const L = p.layout;
    if (!this.t.build(`${v.seats.length}:${v.seat}:${this.W}x${this.H}`, L.panels, L.bands.center, L.stock, L.discard)) return;
    this.panels = L.panels;
    this.headlineBand = L.bands.center;
    this.taps?.destroy();
    this.taps = this.add.container(0, 0).setDepth(900);
    this.dice = { black: new DieView(this, L.dice.black, 'black'), red: new DieView(this, L.dice.red, 'red') };
  }

  private faceOf = (id: string): string | null => {
    const spec = pokerPlusFace(id);
    return spec ? ensureFace(this.textures, spec) : null;
  };

  // ---- rendering ---------------------------------------------------------------------------

  protected roundLabel(v: V | null): string {
    return roundLabel(v, this.naming());
  }

  protected resultFromView(v: V): GameResult | null {
    return v.result;
  }

  protected renderView(v: V, _snap: TableSnapshot) {
    this.selection = currentSelection(v, this.selection);
    const p = this.pictureOf(v);
    this.ensureBuilt(p, v);
    this.picture = p;
    const u = this.u;
    const d = this.t.beginRender();
    this.taps.removeAll(true);
    this.pointsText.clear();
    for (const [seat, facts] of p.seats) {
      const { right } = this.seatHeader(d, seat, p.layout.panels.get(seat)!, p.layout.headerH.get(seat)!, facts);
      this.pointsText.set(seat, right);
    }
    for (const l of p.labels) {
      const text = this.add.text(l.rect.x, l.rect.y, '', { fontFamily: FONT, fontSize: `${minFont(10)}px`, color: l.words.scored ? '#7fe0a0' : COLORS.muted });
      // The fullest words that fit the hand's box at the least font, else the fewest (its points),
      // shrunk to it; hovering a card of the hand says them in full.
      const points = `${l.words.points} pt${l.words.points === 1 ? '' : 's'}`;
      const forms = [...(l.lines === 2 ? [l.words.lines.join('\n'), l.words.compact.join('\n')] : []), l.words.short, points];
      const scaleOf = (words: string) => {
        text.setText(words);
        return Math.min(1, l.rect.w / text.width, l.rect.h / text.height);
      };
      const words = forms.find((f) => scaleOf(f) >= 0.95) ?? forms.reduce((a, b) => (scaleOf(b) > scaleOf(a) ? b : a));
      text.setScale(scaleOf(words));
      d.add(text);
    }
    for (const z of p.zones) this.handZone(z);
    this.t.notes(p.notes, Math.max(minFont(10), Math.round(14 * u)));
    if (this.dice) {
      this.dice.black.setValue(v.dice.black);
      this.dice.red.setValue(v.dice.red);
    }
    const rl = p.layout.reserveLabel;
    d.add(
      this.add.text(rl.x, rl.y, 'Reserve (anyone may play from it)', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${rl.size}px`, color: COLORS.goldText }),
    );
    const top = v.discard[v.discard.length - 1] ?? null;
    this.t.setPiles({ count: v.stockCount, legal: false }, { count: v.discard.length, top: top ? this.faceOf(top) : null, legal: p.discardLegal });
    this.t.finish(p, this.faceOf, (a) => this.send(a));
  }

  /** A hand of a playfield (or the slot for a new one) as a tap target. */
  private handZone(z: HandZone) {
    const u = this.u;
    const r = z.rect;
    const d = this.t.drawing;
    const g = this.add.graphics();
    if (z.legal || z.empty) {
      g.lineStyle(z.legal ? 3 * u : 1.5 * u, z.legal ? COLORS.legal : 0xffffff, z.legal ? 1 : 0.25);
      g.strokeRoundedRect(r.x, r.y, r.w, r.h, 8 * u);
    }
    if (z.empty) {
      const label = this.add
        .text(r.x + r.w / 2, r.y + r.h / 2, '+\nnew\nhand', {
          fontFamily: FONT,
          fontSize: `${Math.round(14 * u)}px`,
          color: z.legal ? COLORS.goldText : COLORS.muted,
          align: 'center',
        })
        .setOrigin(0.5);
      label.setScale(Math.min(1, (r.w * 0.9) / label.width, (r.h * 0.9) / label.height));
      d.add(label);
    }
    d.add(g);
    if (z.legal) loop(this, g, { alpha: 0.4 }, 700);
    const zone = this.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h);
    if (z.legal) {
      zone.setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.playInto(z.seat, z.hand));
    }
    (z.legal ? this.taps : d).add(zone);
    registerTarget(this, z.key, zone as unknown as Phaser.GameObjects.Container, () => z.legal);
  }

  private send(action: PokerPlusAction) {
    if (!this.t.claim()) return;
    if (action.type !== 'pick' && action.type !== 'unpick') this.selection = null;
    this.tooltip.hide();
    this.conn.send(action);
  }

  private playInto(playfield: number, hand: number | 'new') {
    const v = this.view;
    if (!v || !this.selection) return;
    const action = v.legal.find((a) => a.type === 'play' && a.card === this.selection!.card && a.playfield === playfield && a.hand === hand);
    if (action) this.send(action);
  }

  private tapDiscard() {
    const v = this.view;
    if (!v) return;
    if (this.selection && this.picture?.discardLegal) return this.send({ type: 'discard', card: this.selection.card });
    this.inspect(
      `Discard pile · ${count(v.discard.length, 'card')}`,
      'Public: discarded royals granted their action.',
      v.discard.map((id) => ({ id, face: this.faceOf(id), owner: null })),
    );
  }

  private tapCard(card: CardSprite) {
    const v = this.view;
    const id = card.cardId;
    if (!v || !id || this.t.awaiting) return;
    // Picks the engine keeps (a split's cards, the Joker's card) go to the server.
    const pick = v.legal.find((a) => (a.type === 'pick' || a.type === 'unpick') && a.card === id);
    if (pick) return this.send(pick);
    if (!v.legal.some((a) => 'card' in a && a.card === id)) return;
    this.selection = this.selection?.card === id ? null : { from: v.hand?.includes(id) ? 'hand' : 'reserve', card: id };
    // One place to go: go there at once.
    const targets = this.selection ? v.legal.filter((a) => a.type === 'play' && a.card === id) : [];
    const discard = this.selection && v.legal.some((a) => a.type === 'discard' && a.card === id);
    if (this.selection && targets.length === 1 && !discard && v.step !== 'act') return this.send(targets[0]);
    this.renderLatest();
  }

  private hoverCard(card: CardSprite, over: boolean) {
    if (!over || !card.cardId) return this.tooltip.hide();
    const id = card.cardId;
    const royal = (ROYAL_POWERS as Record<string, { name: string; text: string }>)[id[0]];
    const power = royal ? `Discard it for the ${royal.name}’s action: ${royal.text}` : 'Play it where a die of its colour has the same parity (odd/even).';
    // A card of a playfield also tells what its hand is and could become.
    const hand = this.picture?.labels.find((l) => this.view?.seats[l.seat].playfield[l.hand]?.includes(id));
    this.tooltip.show(cardName(id), hand ? `${hand.words.sentence}\n${power}` : power, this.t.rectOf(card));
  }

  protected override onKey(e: KeyboardEvent): boolean {
    const v = this.view;
    if (/^[1-9]$/.test(e.key)) {
      const id = this.picture?.pickOrder[Number(e.key) - 1];
      if (id) this.t.tapCard(id);
      return true;
    }
    if (e.key === 'Enter') return this.t.pressPrimary();
    if (e.key === 'Escape') {
      // Esc backs out of a choice: the chosen card, a royal's selection, or the exact match's second card.
      const back = this.selection ? null : v?.legal.find((a) => a.type === 'cancel' || (a.type === 'pass' && v.step === 'bonus'));
      this.selection = null;
      if (back) this.send(back);
      else this.renderLatest();
      return true;
    }
    return false;
  }

  protected override cardsSettling(): boolean {
    return this.t.layer.settling();
  }

  protected override testInfo() {
    const v = this.view;
    const mine = v && v.seat !== null ? v.seats[v.seat] : null;
    const latest = this.snap?.view as V | null | undefined;
    return {
      mode: 'poker-plus',
      step: v && v.seat !== null && v.legal.length ? v.step : null,
      legal: v?.legal.length ?? 0,
      round: v?.round ?? null,
      turn: v?.turn ?? null,
      selected: this.selection?.card ?? null,
      over: v?.over ?? false,
      handVisible: v?.hand !== null && v !== null,
      // Cards in this seat's playfield, and on the discard pile: what a move changes.
      field: mine ? mine.playfield.reduce((n, h) => n + h.length, 0) : 0,
      discarded: v?.discard.length ?? 0,
      banner: this.picture ? { title: this.picture.banner.title, text: this.picture.banner.text } : null,
      pictureMismatch: this.busy || !latest ? [] : this.t.mismatches(this.pictureOf(latest)),
    };
  }

  // ---- log and animation -------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    return narrate(e, this.naming(), seatCss);
  }

  /** Where a seat's cards come from or go to when the picture has no closer place. */
  private seatSpot(seat: number, kind: 'hand' | 'field'): Spot {
    const L = this.picture!.layout;
    if (kind === 'hand' && seat === L.home) {
      const hr = L.bands.hand;
      return { x: hr.x + hr.w / 2, y: hr.y + hr.h / 2, h: hr.h * 0.86 };
    }
    const r = L.panels.get(seat) ?? L.bands.center;
    return { x: r.x + r.w * 0.3, y: r.y + r.h * 0.45, h: Math.min(r.h * 0.5, 120 * this.u) };
  }

  private reserveSpot(i: number): Spot {
    const L = this.picture!.layout;
    const c = L.bands.center;
    return L.reserve[i] ?? { x: c.x + c.w * 0.4, y: c.y + c.h * 0.55, h: c.h * 0.66 };
  }

  private pileSpot(pile: 'stock' | 'discard'): Spot {
    const p = this.t[pile];
    return { ...p.anchor(), h: p.cardH };
  }

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.picture) return;
    const hurry = backlog > 2 ? 0.3 : backlog > 0 ? 0.6 : 1;
    for (const e of events) {
      const seat = e.seat as number | undefined;
      switch (e.kind) {
        case 'round-started':
          await this.bigText(`Round ${e.round}`, `${this.nameOf(e.lead as number)} ${e.lead === this.seat ? 'lead' : 'leads'}`, hurry);
          await Promise.all(
            ((e.reserve as string[]) ?? []).map((id, i) =>
              this.t.layer.fly({
                key: id,
                face: this.faceOf(id),
                from: this.pileSpot('stock'),
                to: this.reserveSpot(i),
                faceUpStart: false,
                faceUpEnd: true,
                hurry,
                delay: i * 90 * hurry,
              }),
            ),
          );
          break;
        case 'dice-rolled':
          if (this.dice) await Promise.all([this.dice.black.roll(e.black as number, hurry), this.dice.red.roll(e.red as number, hurry)]);
          break;
        case 'card-played': {
          const id = e.card as string;
          const fieldSeat = e.playfield as number;
          const hand = e.hand === 'new' ? 'new' : (e.hand as number);
          const zone = this.picture.zones.find((z) => z.seat === fieldSeat && z.hand === hand);
          const to = zone ? { x: zone.rect.x + zone.rect.w / 2, y: zone.rect.y + zone.rect.h / 2, h: zone.rect.h * 0.85 } : this.seatSpot(fieldSeat, 'field');
          const at = this.view?.reserve.indexOf(id) ?? -1;
          const from = e.from === 'reserve' ? this.reserveSpot(Math.max(0, at)) : this.seatSpot(seat ?? 0, 'hand');
          const s = await this.t.layer.fly({
            key: id,
            face: this.faceOf(id),
            from,
            to,
            faceUpStart: e.from === 'reserve' || seat === this.seat,
            faceUpEnd: true,
            hurry,
          });
          // A little bump as it lands in the hand.
          await tweenTo(this, s, { scale: s.scale * 1.1 }, 90 * hurry, { ease: 'Quad.easeOut' }).then(() =>
            tweenTo(this, s, { scale: s.scale / 1.1 }, 140 * hurry, { ease: 'Back.easeOut' }),
          );
          break;
        }
        case 'card-discarded': {
          const id = e.card as string;
          const from = this.view?.reserve.includes(id) ? this.reserveSpot(this.view.reserve.indexOf(id)) : this.seatSpot(seat ?? 0, 'hand');
          const s = await this.t.layer.fly({
            key: id,
            face: this.faceOf(id),
            from,
            to: this.pileSpot('discard'),
            faceUpStart: seat === this.seat,
            faceUpEnd: true,
            hurry,
          });
          this.t.discard.showTop(this.faceOf(id));
          this.t.discard.bump(1);
          this.t.layer.drop(s);
          break;
        }
        case 'reserve-refilled': {
          const id = e.card as string | null;
          if (!id) break;
          const free = this.view ? this.view.reserve.length : 0;
          await this.t.layer.fly({
            key: id,
            face: this.faceOf(id),
            from: this.pileSpot('stock'),
            to: this.reserveSpot(free),
            faceUpStart: false,
            faceUpEnd: true,
            hurry,
          });
          break;
        }
        case 'cards-drawn':
          await this.dealTo(seat ?? 0, (e.cards as (string | null)[]) ?? [], (e.count as number) ?? 0, hurry);
          break;
        case 'round-scored':
          await this.bigText(`Round ${e.round} scored`, (e.points as number[]).map((p, s) => `${this.plainName(s)} ${p}`).join(' · '), hurry);
          await this.payPoints(e.points as number[], hurry);
          break;
        default:
          break;
      }
    }
  }

  /**
   * Cards drawn into a hand fly from the stock one after another: into your hand's row, turning
   * face up as they land; face down into another player's panel.
   */
  private async dealTo(seat: number, cards: (string | null)[], count: number, hurry: number) {
    const mine = seat === this.seat && this.view?.hand !== null;
    const n = Math.max(cards.length, count);
    const hand = this.seatSpot(seat, 'hand');
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const id = cards[i] ?? null;
        const to = mine ? hand : this.seatSpot(seat, 'field');
        const s = await this.t.layer.fly({
          key: mine ? id : null,
          face: mine && id ? this.faceOf(id) : null,
          from: this.pileSpot('stock'),
          to,
          faceUpStart: false,
          faceUpEnd: mine && id !== null,
          hurry,
          delay: i * 110 * hurry,
          depth: 1000 + i,
        });
        if (!mine) {
          await tweenTo(this, s, { alpha: 0, scale: s.scale * 0.6 }, 160 * hurry);
          this.t.layer.drop(s);
        }
      }),
    );
  }

  /** A round's points: chips fly from the middle to each scoring seat, whose total counts up. */
  private async payPoints(points: number[], hurry: number) {
    const c = this.picture!.layout.bands.center;
    const u = this.u;
    await Promise.all(
      points.map(async (p, seat) => {
        const label = this.pointsText.get(seat);
        if (!p || !label?.scene) return;
        const start = this.view?.seats[seat]?.total ?? 0;
        const to = label.getBounds();
        const chips = Array.from({ length: Math.min(6, 1 + Math.floor(p / 4)) }, (_, i) =>
          this.add
            .image(c.x + c.w / 2, c.y + c.h / 2, ['chip-red', 'chip-blue', 'chip-green'][(seat + i) % 3])
            .setDisplaySize(22 * u, 20 * u)
            .setDepth(2600),
        );
        await Promise.all(
          chips.map((chip, i) =>
            tweenTo(this, chip, { x: to.x + to.width / 2, y: to.y + to.height / 2 }, 420 * hurry, { ease: 'Cubic.easeIn', delay: i * 60 * hurry }),
          ),
        );
        for (const chip of chips) chip.destroy();
        sfx('chips');
        await new Promise<void>((resolve) => {
          const f = speedFactor() * hurry;
          if (f === 0) return resolve();
          this.tweens.addCounter({
            from: start,
            to: start + p,
            duration: Math.min(900, 200 + p * 30) * f,
            ease: 'Cubic.easeOut',
            onUpdate: (tw) => label.scene && label.setText(`${Math.round(tw.getValue() ?? start + p)} pts`),
            onComplete: () => resolve(),
            onStop: () => resolve(),
          });
          void tweenTo(this, label, { scale: 1.25 }, 140 * hurry, { ease: 'Back.easeOut' }).then(() => tweenTo(this, label, { scale: 1 }, 200 * hurry));
        });
      }),
    );
  }
}

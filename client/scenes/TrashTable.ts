import type Phaser from 'phaser';
import type { TrashAction, TrashView } from '../../shared/engine/trash/types';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import type { Spot } from '../objects/CardLayer';
import type { CardSprite } from '../objects/CardSprite';
import type { LogLine } from '../objects/GameLog';
import { TableFurniture } from '../objects/TableFurniture';
import type { SeatOffer } from '../modes/layout';
import { trashFace } from '../modes/faces';
import type { Naming } from '../modes/naming';
import { type TrashPicture, trashPicture } from '../modes/trash/picture';
import { narrate, roundLabel } from '../modes/trash/text';
import type { TableSnapshot } from '../net/TableConnection';
import { registerTarget } from '../testHook';
import { COLORS, pressPx, FONT, minFont, seatCss } from '../ui/theme';
import { TableScene } from './TableScene';
import { count } from '../ui/words';

type V = TrashView;

/**
 * The Trash table: everyone's face-down layout (ace to 10, flipped as it fills), the stock, the
 * discard pile and the card being played. On your turn draw (or take the discard when it fits),
 * then tap the highlighted spot to place the card, until you hold one that fits nowhere.
 * Everything is drawn from `trashPicture` of the latest view; this scene only draws and animates.
 */
export class TrashTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'trash';
  private t!: TableFurniture<TrashAction>;
  private picture: TrashPicture | null = null;
  private spotZones: Phaser.GameObjects.Container | null = null;

  constructor() {
    super('TrashTable');
  }

  protected buildTable() {
    this.t = new TableFurniture<TrashAction>(
      this,
      (c) => this.tapCard(c),
      () => undefined,
      () => this.u,
    );
    this.t.onStockTap = () => this.actOn('draw');
    this.t.onDiscardTap = () => {
      if (!this.actOn('take-discard') && !this.actOn('discard')) this.inspectDiscard();
    };
    this.picture = null;
  }

  protected override bannerOffers(): readonly SeatOffer[] {
    return this.picture?.banner.offers ?? [];
  }

  private pictureOf(v: V): TrashPicture {
    const screen = { W: this.W, H: this.H, main: this.main, u: this.u, minFont: minFont(10), finger: pressPx(this.W, this.H) };
    return trashPicture(v, screen, this.naming(), this.snap?.seats ?? [], this.offered);
  }

  private naming(): Naming {
    return { me: this.seat, names: (this.snap?.seats ?? []).map((s) => s.name) };
  }

  private faceOf = (id: string): string | null => {
    const spec = trashFace(id);
    return spec ? ensureFace(this.textures, spec) : null;
  };

  private actOn(type: 'draw' | 'take-discard' | 'discard'): boolean {
    const a = this.view?.legal.find((x) => x.type === type);
    if (!a) return false;
    this.send(a);
    return true;
  }

  /** One move at a time: taps wait until the table has drawn the answer to the last one. */
  private send(action: TrashAction) {
    if (this.t.claim()) this.conn.send(action);
  }

  private inspectDiscard() {
    const v = this.view;
    if (!v) return;
    this.inspect(
      `Discard pile · ${count(v.discard.length, 'card')}`,
      'Face up for everyone. Only the top card can be taken, and only when it fits.',
      v.discard.map((id) => ({ id, face: this.faceOf(id), owner: null })),
    );
  }

  // ---- rendering ---------------------------------------------------------------------------

  protected roundLabel(v: V | null): string {
    return roundLabel(v, this.naming());
  }

  protected resultFromView(v: V): GameResult | null {
    if (v.winner === null) return null;
    const standings = v.handsWon
      .map((won, seat) => ({ seat, place: 1 + v.handsWon.filter((o) => o > won).length, score: won, breakdown: { handsWon: won } }))
      .sort((a, b) => a.place - b.place || a.seat - b.seat);
    return { standings, winners: [v.winner] };
  }

  protected renderView(v: V, _snap: TableSnapshot) {
    const p = this.pictureOf(v);
    const L = p.layout;
    if (this.t.build(`${v.players}:${v.seat}:${this.W}x${this.H}`, L.panels, L.bands.center, L.stock, L.discard)) {
      this.panels = L.panels;
      this.headlineBand = L.bands.center;
    }
    this.picture = p;
    const u = this.u;
    const d = this.t.beginRender();
    for (const [seat, facts] of p.seats) this.seatHeader(d, seat, L.panels.get(seat)!, L.headerH.get(seat)!, facts);
    for (const l of p.labels)
      d.add(
        this.add
          .text(l.x, l.y, l.text, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${l.size}px`, color: l.legal ? COLORS.goldText : COLORS.muted })
          .setOrigin(0.5, 0),
      );
    // A zone over each spot takes the tap, above the cards: a face-down spot is no card you may
    // see, and a jack lying on a legal spot must not catch the tap meant for the spot.
    if (!this.spotZones?.scene) this.spotZones = this.add.container(0, 0).setDepth(900);
    this.spotZones.removeAll(true);
    for (const z of p.zones) {
      const zone = this.add.zone(z.rect.x + z.rect.w / 2, z.rect.y + z.rect.h / 2, z.rect.w, z.rect.h);
      if (z.legal) {
        zone.setInteractive({ useHandCursor: true });
        zone.on('pointerup', () => this.send({ type: 'place', spot: z.spot }));
      }
      this.spotZones.add(zone);
      registerTarget(this, z.key, zone as unknown as Phaser.GameObjects.Container, () => z.legal);
    }
    const top = v.discard[v.discard.length - 1] ?? null;
    this.t.setPiles({ count: v.stockCount, legal: p.stockLegal }, { count: v.discard.length, top: top ? this.faceOf(top) : null, legal: p.discardLegal });
    const hs = L.held;
    if (p.heldCaption) {
      const c = p.heldCaption;
      const at = L.heldCaption;
      d.add(
        this.add
          .text(at.x, at.y, c.text, {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${at.size}px`,
            color: c.seat === null ? COLORS.dim : seatCss(c.seat),
          })
          .setOrigin(0.5, 1),
      );
    } else {
      const g = this.add.graphics();
      g.lineStyle(1.5 * u, 0xffffff, 0.2);
      g.strokeRoundedRect(hs.x - (hs.h * CARD_RATIO) / 2, hs.y - hs.h / 2, hs.h * CARD_RATIO, hs.h, 8 * u);
      d.add(g);
      d.add(
        this.add
          .text(hs.x, hs.y, 'nothing\nheld', {
            fontFamily: FONT,
            fontSize: `${Math.max(minFont(10), Math.round(hs.h * 0.1))}px`,
            color: COLORS.muted,
            align: 'center',
          })
          .setOrigin(0.5),
      );
    }
    this.t.finish(p, this.faceOf, (a) => this.send(a));
  }

  private tapCard(card: CardSprite) {
    // A highlighted face-up card is a jack on a legal spot: tapping it places the held card there.
    const action = card.cardId ? this.picture?.placeBy.get(card.cardId) : undefined;
    if (action) this.send(action);
  }

  protected override onKey(e: KeyboardEvent): boolean {
    const v = this.view;
    if (!v) return false;
    if (/^[0-9]$/.test(e.key)) {
      const spot = e.key === '0' ? 10 : Number(e.key);
      const a = v.legal.find((x) => x.type === 'place' && x.spot === spot);
      if (a) this.send(a);
      return true;
    }
    if (e.key === 'Enter') return this.t.pressPrimary();
    if (e.key === 'd' || e.key === 'D') return this.actOn('draw');
    return false;
  }

  protected override cardsSettling(): boolean {
    return this.t.layer.settling();
  }

  protected override testInfo() {
    const v = this.view;
    const latest = this.snap?.view as V | null | undefined;
    return {
      mode: 'trash',
      step: v && v.seat !== null && v.legal.length ? v.step : null,
      legal: v?.legal.length ?? 0,
      round: v?.hand ?? null,
      over: v?.step === 'over',
      banner: this.picture ? { title: this.picture.banner.title, text: this.picture.banner.text } : null,
      pictureMismatch: this.busy || !latest ? [] : this.t.mismatches(this.pictureOf(latest)),
    };
  }

  // ---- log and animation -------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    return narrate(e, this.naming(), seatCss);
  }

  private spotOf(seat: number, spot: number): Spot | null {
    return this.picture?.layout.spots.get(seat)?.[spot - 1] ?? null;
  }

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.picture) return;
    const held = this.picture.layout.held;
    const hurry = backlog > 2 ? 0.3 : backlog > 0 ? 0.6 : 1;
    const fly = (id: string | null, from: Spot, to: Spot, faceUpStart: boolean) =>
      this.t.layer.fly({ key: id, face: id ? this.faceOf(id) : null, from, to, faceUpStart, faceUpEnd: true, hurry });
    for (const e of events) {
      const seat = e.seat as number;
      const id = (e.card as string | null) ?? null;
      const stockSpot = { ...this.t.stock.anchor(), h: this.t.stock.cardH };
      const discardSpot = { ...this.t.discard.anchor(), h: this.t.discard.cardH };
      switch (e.kind) {
        case 'drawn':
          if (e.from === 'discard') this.t.discard.bump(-1);
          else this.t.stock.bump(-1);
          await fly(id, e.from === 'discard' ? discardSpot : stockSpot, held, e.from === 'discard');
          break;
        case 'placed': {
          const to = this.spotOf(seat, e.spot as number);
          if (!to) break;
          this.t.layer.remove(`fd:${seat}:${e.spot}`);
          await fly(id, held, to, true);
          break;
        }
        case 'flipped':
        case 'jack-displaced': {
          const from = this.spotOf(seat, e.spot as number);
          if (from) await fly(id, from, held, e.kind === 'jack-displaced');
          break;
        }
        case 'discarded': {
          const s = await fly(id, held, discardSpot, true);
          this.t.discard.showTop(id ? this.faceOf(id) : null);
          this.t.discard.bump(1);
          this.t.layer.drop(s);
          break;
        }
        case 'hand-won':
          await this.bigText(
            `${this.nameOf(seat)} ${seat === this.seat ? 'win' : 'wins'} hand ${e.hand}!`,
            e.reason === 'stuck' ? 'Nobody could move any more' : 'The layout is full',
            hurry,
          );
          break;
        case 'dealt':
          await this.bigText(`Hand ${e.hand}`, `${this.nameOf(e.dealer as number)} deals`, hurry);
          break;
        case 'game-won':
          await this.bigText('Game over', `${this.nameOf(seat)} ${seat === this.seat ? 'win' : 'wins'}!`, hurry);
          break;
        default:
          break;
      }
    }
  }
}

import type Phaser from 'phaser';
import type { TrashAction, TrashView } from '../../shared/engine/trash/types';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import { Button } from '../objects/Button';
import { CardLayer, type CardWant, type Spot } from '../objects/CardLayer';
import type { CardSprite } from '../objects/CardSprite';
import type { LogLine } from '../objects/GameLog';
import { PileView } from '../objects/PileView';
import { trashFace } from '../modes/faces';
import type { TableSnapshot } from '../net/TableConnection';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, seatCss } from '../ui/theme';
import { TableScene, type Rect } from './TableScene';

type V = TrashView;

const SPOT_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

function cardName(id: string | null | undefined): string {
  if (!id) return 'a card';
  const m = /^(A|[2-9]|10|J|Q|K)([SHDC])/.exec(id);
  return m ? `${m[1]}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[m[2] as 'S']}` : id;
}

/**
 * The Trash table: everyone's face-down layout (ace to 10, flipped as it fills), the stock, the
 * discard pile and the card being played. On your turn draw (or take the discard when it fits),
 * then tap the highlighted spot to place the card, until you hold one that fits nowhere.
 */
export class TrashTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'trash';
  private layer!: CardLayer;
  private built: string | null = null;
  private R!: { opp: Rect; center: Rect; banner: Rect; mine: Rect };
  private dynamic!: Phaser.GameObjects.Container;
  private stock!: PileView;
  private discard!: PileView;
  private heldSpot: Spot = { x: 0, y: 0, h: 0 };
  private spots = new Map<string, Spot>();
  private buttons: Button[] = [];
  private awaiting = false;

  constructor() {
    super('TrashTable');
  }

  protected buildTable() {
    this.built = null;
    this.layer = new CardLayer(
      this,
      (c) => this.tapCard(c),
      () => undefined,
    );
    if (this.snap?.view) this.ensureLayout(this.snap.view as V);
  }

  private ensureLayout(v: V) {
    const key = `${v.players}:${v.seat}:${this.W}x${this.H}`;
    if (this.built === key) return;
    if (this.built) {
      this.layer.clear();
      this.dynamic?.destroy();
      this.stock?.destroy();
      this.discard?.destroy();
    }
    this.built = key;
    const u = this.u;
    const home = v.seat ?? 0;
    const others = Array.from({ length: v.players }, (_, i) => (home + 1 + i) % v.players).slice(0, v.players - 1);
    const rows = others.length > 3 ? 2 : 1;
    this.R = this.bands(rows === 2 ? { opp: 0.4, center: 0.22, banner: 0.09, mine: 0.29 } : { opp: 0.28, center: 0.26, banner: 0.09, mine: 0.37 });
    this.headlineBand = this.R.center;
    this.panels = this.seatPanels(others, this.R.opp, rows, home, this.R.mine);
    const g = this.add.graphics();
    const c = this.R.center;
    drawPanel(g, c.x, c.y, c.w, c.h, u, { alpha: 0.35, line: 0x3f7d62 });
    const ph2 = c.h * 0.72;
    const cw = ph2 * CARD_RATIO;
    this.stock = new PileView(this, c.x + c.w / 2 - cw * 1.9, c.y + c.h * 0.46, ph2, 'Stock', { key: 'pile:stock' });
    this.discard = new PileView(this, c.x + c.w / 2 - cw * 0.6, c.y + c.h * 0.46, ph2, 'Discard', { key: 'pile:discard' });
    this.stock.onTap = () => this.actOn('draw');
    this.discard.onTap = () => {
      if (!this.actOn('take-discard') && !this.actOn('discard')) this.inspectDiscard();
    };
    this.heldSpot = { x: c.x + c.w / 2 + cw * 1.4, y: c.y + c.h * 0.46, h: ph2 };
    this.dynamic = this.add.container(0, 0);
  }

  private faceOf(id: string | null): string | null {
    if (!id) return null;
    const spec = trashFace(id);
    return spec ? ensureFace(this.textures, spec) : null;
  }

  private actOn(type: 'draw' | 'take-discard' | 'discard'): boolean {
    const a = this.view?.legal.find((x) => x.type === type);
    if (!a) return false;
    this.send(a);
    return true;
  }

  /** One move at a time: taps wait until the table has drawn the answer to the last one. */
  private send(action: TrashAction) {
    if (this.awaiting) return;
    this.awaiting = true;
    for (const b of this.buttons) b.setEnabled(false);
    this.conn.send(action);
  }

  private inspectDiscard() {
    const v = this.view;
    if (!v) return;
    this.inspect(
      `Discard pile · ${v.discard.length} cards`,
      'Face up for everyone. Only the top card can be taken, and only when it fits.',
      v.discard.map((id) => ({ id, face: this.faceOf(id), owner: null })),
    );
  }

  // ---- rendering ---------------------------------------------------------------------------

  protected roundLabel(v: V | null): string {
    if (!v) return '';
    if (v.step === 'over') return 'Game over';
    return `Hand ${v.hand} · ${v.turn === null ? '' : `${this.nameOf(v.turn)} ${v.turn === this.seat ? 'are' : 'is'} playing`}`;
  }

  protected resultFromView(v: V): GameResult | null {
    if (v.winner === null) return null;
    const standings = v.handsWon
      .map((won, seat) => ({ seat, place: 1 + v.handsWon.filter((o) => o > won).length, score: won, breakdown: { handsWon: won } }))
      .sort((a, b) => a.place - b.place || a.seat - b.seat);
    return { standings, winners: [v.winner] };
  }

  protected renderView(v: V, _snap: TableSnapshot) {
    this.ensureLayout(v);
    this.awaiting = false;
    const d = this.dynamic;
    d.removeAll(true);
    this.spots.clear();
    this.buttons = [];
    const wants = new Map<string, CardWant>();
    const placeable = new Set(v.legal.flatMap((a) => (a.type === 'place' ? [a.spot] : [])));
    for (const [seat, r] of this.panels) this.renderSeat(v, seat, r, wants, seat === v.seat ? placeable : new Set());
    this.stock.setPile({ count: v.stockCount, topFace: null, faceUp: false });
    this.stock.setLegal(v.legal.some((a) => a.type === 'draw'));
    const top = v.discard[v.discard.length - 1] ?? null;
    this.discard.setPile({ count: v.discard.length, topFace: this.faceOf(top), faceUp: top !== null });
    this.discard.setLegal(v.legal.some((a) => a.type === 'take-discard' || a.type === 'discard'));
    const u = this.u;
    const hs = this.heldSpot;
    if (v.held) {
      wants.set(v.held.card, { x: hs.x, y: hs.y, h: hs.h, face: this.faceOf(v.held.card), faceUp: true, owner: null, state: 'plain', depth: 500, real: true });
      d.add(
        this.add
          .text(hs.x, hs.y - hs.h / 2 - 4 * u, v.turn === this.seat ? 'Your card' : `Held by ${v.turn === null ? '' : this.nameOf(v.turn)}`, {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(hs.h * 0.11)}px`,
            color: v.turn === null ? COLORS.dim : seatCss(v.turn),
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
          .text(hs.x, hs.y, 'nothing\nheld', { fontFamily: FONT, fontSize: `${Math.round(hs.h * 0.1)}px`, color: COLORS.muted, align: 'center' })
          .setOrigin(0.5),
      );
    }
    this.layer.place(wants);
    this.renderBanner(v);
  }

  private renderSeat(v: V, seat: number, r: Rect, wants: Map<string, CardWant>, placeable: Set<number>) {
    const u = this.u;
    const d = this.dynamic;
    const info = this.snap?.seats[seat];
    const layout = v.layouts[seat];
    const headerH = Math.min(28 * u, r.h * 0.2);
    const bits = [
      info?.bot ? 'BOT' : info && !info.connected ? 'AWAY' : '',
      seat === v.dealer ? 'dealer' : '',
      `layout of ${layout.size}`,
      `${layout.faceDown} face down`,
    ];
    const { fs } = this.seatHeader(d, seat, r, headerH, { bits, right: `${v.handsWon[seat]} won`, acting: v.turn === seat && v.step !== 'over' });
    const n = layout.spots.length;
    const labelH = fs * 1.2;
    const availH = r.h - headerH - labelH - 10 * u;
    const slotW = (r.w - 28 * u) / Math.max(n, 5);
    const ch = Math.min(availH, (slotW - 6 * u) / CARD_RATIO);
    const cw = ch * CARD_RATIO;
    const y = r.y + headerH + 4 * u + ch / 2;
    layout.spots.forEach((spot, i) => {
      const x = r.x + 14 * u + slotW * i + slotW / 2;
      const key = spot.faceUp ? spot.card : `fd:${seat}:${spot.spot}`;
      const legal = placeable.has(spot.spot);
      wants.set(key, {
        x,
        y,
        h: ch,
        face: spot.faceUp ? this.faceOf(spot.card) : null,
        faceUp: spot.faceUp,
        owner: null,
        state: legal ? 'legal' : 'plain',
        depth: 50 + i,
        real: spot.faceUp,
      });
      this.spots.set(`${seat}:${spot.spot}`, { x, y, h: ch });
      d.add(
        this.add
          .text(x, y + ch / 2 + 3 * u, SPOT_NAMES[i], {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(fs * 0.8)}px`,
            color: legal ? COLORS.goldText : COLORS.muted,
          })
          .setOrigin(0.5, 0),
      );
      if (seat === v.seat) {
        // Face-down spots are not cards you may see: a zone over each spot takes the tap.
        const zone = this.add.zone(x, y, cw, ch).setDepth(900);
        if (legal) {
          zone.setInteractive({ useHandCursor: true });
          zone.on('pointerup', () => this.send({ type: 'place', spot: spot.spot }));
        }
        d.add(zone);
        registerTarget(this, `spot:${spot.spot}`, zone as unknown as Phaser.GameObjects.Container, () => legal);
      }
    });
  }

  private renderBanner(v: V) {
    const r = this.R.banner;
    const u = this.u;
    const d = this.dynamic;
    const title =
      v.step === 'over' ? 'Game over' : `Hand ${v.hand} · ${v.turn === null ? '' : v.turn === this.seat ? 'your turn' : `${this.plainName(v.turn)}’s turn`}`;
    const { fs } = this.bannerPanel(d, r, v.seat !== null && v.legal.length > 0, title, this.bannerText(v));
    const specs: { key: string; label: string; action: TrashAction; primary: boolean }[] = [];
    for (const a of v.legal) {
      if (a.type === 'draw') specs.push({ key: 'btn:draw', label: 'Draw from the stock', action: a, primary: !v.legal.some((x) => x.type === 'take-discard') });
      if (a.type === 'take-discard')
        specs.push({ key: 'btn:take-discard', label: `Take the ${cardName(v.discard[v.discard.length - 1])}`, action: a, primary: true });
      if (a.type === 'discard')
        specs.push({ key: 'btn:discard', label: `Discard the ${cardName(v.held?.card)}`, action: a, primary: !v.legal.some((x) => x.type === 'place') });
    }
    let x = r.x + r.w - 8 * u;
    specs.reverse().forEach((s) => {
      const bw = Math.min(260 * u, Math.max(120 * u, s.label.length * fs * 0.56 + 36 * u));
      const b = new Button(this, x - bw / 2, r.y + r.h / 2, {
        width: bw,
        height: r.h * 0.72,
        label: s.label,
        style: s.primary ? 'primary' : 'normal',
        key: s.key,
        hint: s.primary ? 'Enter' : undefined,
        fontSize: Math.round(fs * 0.85),
        onClick: () => this.send(s.action),
      });
      d.add(b);
      if (s.primary) this.buttons.unshift(b);
      else this.buttons.push(b);
      x -= bw + 8 * u;
    });
  }

  private bannerText(v: V): string {
    if (v.step === 'over')
      return v.winner === null
        ? 'The game is over.'
        : `${this.nameOf(v.winner)} ${v.winner === this.seat ? 'have' : 'has'} filled the layout and won the game!`;
    if (v.seat === null || v.legal.length === 0) return `Waiting for ${v.turn === null ? 'the next hand' : this.nameOf(v.turn)}…`;
    if (v.step === 'start') {
      if (v.legal.some((a) => a.type === 'take-discard') && !v.legal.some((a) => a.type === 'draw'))
        return `The ${cardName(v.discard[v.discard.length - 1])} on the discard pile fits your layout: take it.`;
      if (v.legal.some((a) => a.type === 'take-discard')) return 'Draw from the stock, or take the discard (it could replace a jack).';
      return 'Draw a card from the stock.';
    }
    const held = cardName(v.held?.card);
    if (v.legal.some((a) => a.type === 'place')) {
      const jack = v.held?.card.startsWith('J');
      return jack
        ? `Jacks are wild: tap any highlighted spot for your ${held}.`
        : `Tap the highlighted spot to place your ${held}${v.legal.some((a) => a.type === 'discard') ? ', or discard it' : ''}.`;
    }
    return `Your ${held} fits nowhere: discard it to end your turn.`;
  }

  private tapCard(card: CardSprite) {
    const v = this.view;
    if (!v || !card.cardId) return;
    // A highlighted face-up card is a jack on a legal spot: tapping it places the held card there.
    for (const [key, spot] of this.spots) {
      const [seat, n] = key.split(':').map(Number);
      if (seat === v.seat && Math.abs(spot.x - card.x) < 1 && Math.abs(spot.y - card.y) < 1) {
        const a = v.legal.find((x) => x.type === 'place' && x.spot === n);
        if (a) this.send(a);
      }
    }
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
    if (e.key === 'Enter') {
      this.buttons[0]?.click();
      return true;
    }
    if (e.key === 'd' || e.key === 'D') return this.actOn('draw');
    return false;
  }

  protected override testInfo() {
    const v = this.view;
    return {
      mode: 'trash',
      step: v && v.seat !== null && v.legal.length ? v.step : null,
      legal: v?.legal.length ?? 0,
      round: v?.hand ?? null,
      over: v?.step === 'over',
    };
  }

  // ---- log and animation -------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    const who = (s: unknown) => (typeof s === 'number' ? this.nameOf(s) : 'Someone');
    const color = typeof e.seat === 'number' ? seatCss(e.seat) : undefined;
    switch (e.kind) {
      case 'game-started':
        return { text: 'The game begins.', header: true };
      case 'dealt':
        return { text: `Hand ${e.hand}: ${this.nameOf(e.dealer as number)} dealt.`, header: true };
      case 'drawn':
        return {
          text: `${who(e.seat)} ${e.from === 'discard' ? 'took' : 'drew'} ${cardName(e.card as string)}${e.from === 'discard' ? ' from the discard pile' : ''}.`,
          color,
        };
      case 'placed':
        return { text: `${who(e.seat)} placed ${cardName(e.card as string)} on ${SPOT_NAMES[(e.spot as number) - 1]}.`, color };
      case 'flipped':
        return { text: `…and turned up ${cardName(e.card as string)}.`, color };
      case 'jack-displaced':
        return { text: `…which freed the jack.`, color };
      case 'discarded':
        return { text: `${who(e.seat)} discarded ${cardName(e.card as string)}.`, color };
      case 'stock-reshuffled':
        return { text: 'The discard pile was shuffled into a new stock.' };
      case 'hand-won':
        return {
          text: `${who(e.seat)} ${e.seat === this.seat ? 'win' : 'wins'} hand ${e.hand}${e.reason === 'stuck' ? ' (nobody could move)' : ''}!`,
          header: true,
        };
      case 'layout-shrunk':
        return { text: `${who(e.seat)} play${e.seat === this.seat ? '' : 's'} with ${e.size} cards from now on.`, color };
      case 'game-won':
        return { text: `${who(e.seat)} ${e.seat === this.seat ? 'win' : 'wins'} the game!`, header: true };
      default:
        return null;
    }
  }

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.built) return;
    const hurry = backlog > 2 ? 0.3 : backlog > 0 ? 0.6 : 1;
    for (const e of events) {
      const seat = e.seat as number;
      const id = (e.card as string | null) ?? null;
      const stockSpot = { ...this.stock.anchor(), h: this.stock.cardH };
      const discardSpot = { ...this.discard.anchor(), h: this.discard.cardH };
      switch (e.kind) {
        case 'drawn':
          if (e.from === 'discard') this.discard.bump(-1);
          else this.stock.bump(-1);
          await this.layer.fly({
            key: id,
            face: this.faceOf(id),
            from: e.from === 'discard' ? discardSpot : stockSpot,
            to: this.heldSpot,
            faceUpStart: e.from === 'discard',
            faceUpEnd: true,
            hurry,
          });
          break;
        case 'placed': {
          const to = this.spots.get(`${seat}:${e.spot}`);
          if (!to) break;
          this.layer.remove(`fd:${seat}:${e.spot}`);
          await this.layer.fly({ key: id, face: this.faceOf(id), from: this.heldSpot, to, faceUpStart: true, faceUpEnd: true, hurry });
          break;
        }
        case 'flipped':
        case 'jack-displaced': {
          const from = this.spots.get(`${seat}:${e.spot}`);
          if (!from) break;
          await this.layer.fly({ key: id, face: this.faceOf(id), from, to: this.heldSpot, faceUpStart: e.kind === 'jack-displaced', faceUpEnd: true, hurry });
          break;
        }
        case 'discarded': {
          const s = await this.layer.fly({ key: id, face: this.faceOf(id), from: this.heldSpot, to: discardSpot, faceUpStart: true, faceUpEnd: true, hurry });
          this.discard.showTop(this.faceOf(id));
          this.discard.bump(1);
          this.layer.drop(s);
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

import Phaser from 'phaser';
import { scoreHand } from '../../shared/engine/poker-plus/hands';
import { faceLabel } from '../../shared/engine/poker-plus/cards';
import { DIE_FACE_NAMES } from '../../shared/engine/poker-plus/dice';
import { ROYAL_POWERS } from '../../shared/engine/poker-plus/royals';
import type { PokerPlusAction, PokerPlusView } from '../../shared/engine/poker-plus/types';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import { loop, tweenTo } from '../anim/tween';
import { sfx } from '../audio/sfx';
import { speedFactor } from '../settings';
import { Button, type ButtonStyle } from '../objects/Button';
import { CardLayer, type CardWant } from '../objects/CardLayer';
import type { CardSprite } from '../objects/CardSprite';
import type { LogLine } from '../objects/GameLog';
import { PileView } from '../objects/PileView';
import { pokerPlusFace } from '../modes/faces';
import type { TableSnapshot } from '../net/TableConnection';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, seatCss, minFont } from '../ui/theme';
import { TableScene, type Rect } from './TableScene';

type V = PokerPlusView;
type Play = Extract<PokerPlusAction, { type: 'play' }>;

interface Selection {
  from: 'hand' | 'reserve';
  card: string;
}

const DIE_COLOURS = { black: ['#1d1d24', '#f4f1e6'], red: ['#c8282d', '#ffffff'] } as const;

/**
 * The Poker+ table: everyone's playfield (their hands being built), the two d14, the reserve,
 * the stock and the discard pile, your hand. Pick a card (from your hand or the reserve), then
 * the hand it goes into (highlighted where the dice allow), or the discard pile.
 */
export class PokerPlusTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'poker-plus';
  private layer!: CardLayer;
  private built: string | null = null;
  private R!: { opp: Rect; center: Rect; banner: Rect; field: Rect; hand: Rect };
  /** The card picked to play (kept here until its destination is tapped). */
  private selection: Selection | null = null;
  private dynamic!: Phaser.GameObjects.Container;
  /**
   * The highlighted hands' tap zones, above the cards: a hand is mostly its cards, and a card
   * (interactive for its tooltip) would otherwise take the tap meant for its hand.
   */
  private taps!: Phaser.GameObjects.Container;
  private discardPile!: PileView;
  private stockPile!: PileView;
  private dice: { black: Phaser.GameObjects.Container; red: Phaser.GameObjects.Container } | null = null;
  private buttons: { button: Button; primary: boolean }[] = [];
  private handZones = new Map<string, Rect>();
  private pickOrder: string[] = [];
  private awaiting = false;
  /** Each seat's points in its header, counted up when a round is scored. */
  private pointsText = new Map<number, Phaser.GameObjects.Text>();

  constructor() {
    super('PokerPlusTable');
  }

  protected buildTable() {
    this.built = null;
    this.layer = new CardLayer(
      this,
      (c) => this.tapCard(c),
      (c, over) => this.hoverCard(c, over),
    );
    this.dice = null;
    if (this.snap?.view) this.ensureLayout(this.snap.view as V);
  }

  private ensureLayout(v: V) {
    const key = `${v.seats.length}:${v.seat}:${this.W}x${this.H}`;
    if (this.built === key) return;
    if (this.built) {
      this.layer.clear();
      this.dynamic?.destroy();
      this.taps?.destroy();
      this.discardPile?.destroy();
      this.stockPile?.destroy();
    }
    this.built = key;
    const u = this.u;
    const me = v.seat;
    const others = v.seats.map((s) => s.seat).filter((s) => s !== (me ?? 0));
    const oppRows = others.length > 4 ? 2 : 1;
    this.R = this.bands(
      oppRows === 2 ? { opp: 0.42, center: 0.17, banner: 0.08, field: 0.16, hand: 0.17 } : { opp: 0.3, center: 0.22, banner: 0.08, field: 0.2, hand: 0.2 },
    );
    this.headlineBand = this.R.center;
    // A spectator sees seat 0 at the bottom, as that player would.
    const home = { ...this.R.field, h: this.R.hand.y + this.R.hand.h - this.R.field.y };
    this.panels = this.seatPanels(others, this.R.opp, oppRows, me ?? 0, home, 4);
    const g = this.add.graphics();
    const c = this.R.center;
    drawPanel(g, c.x, c.y, c.w, c.h, u, { alpha: 0.35, line: 0x3f7d62 });
    const pileH = c.h * 0.7;
    this.stockPile = new PileView(this, c.x + c.w * 0.62, c.y + c.h * 0.45, pileH, 'Stock', { key: 'pile:stock' });
    this.discardPile = new PileView(this, c.x + c.w * 0.62 + pileH * CARD_RATIO + 20 * u, c.y + c.h * 0.45, pileH, 'Discard', { key: 'pile:discard' });
    this.discardPile.onTap = () => this.tapDiscard();
    this.stockPile.onTap = () => this.tooltip.show('The stock', 'Undealt cards, face down: they refill the reserve.', this.rectOf(this.stockPile));
    this.dynamic = this.add.container(0, 0);
    this.taps = this.add.container(0, 0).setDepth(900);
    this.dice = {
      black: this.makeDie(c.x + c.h * 0.55, c.y + c.h * 0.45, c.h * 0.6, 'black'),
      red: this.makeDie(c.x + c.h * 1.3, c.y + c.h * 0.45, c.h * 0.6, 'red'),
    };
  }

  private rectOf(o: Phaser.GameObjects.Container) {
    const b = o.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  private makeDie(x: number, y: number, s: number, colour: 'black' | 'red') {
    const c = this.add.container(x, y);
    const g = this.add.graphics();
    const [fill, ink] = DIE_COLOURS[colour];
    g.fillStyle(Phaser.Display.Color.HexStringToColor(fill).color, 1);
    g.fillRoundedRect(-s / 2, -s / 2, s, s, s * 0.18);
    g.lineStyle(Math.max(2, s * 0.04), 0xf2c94c, 1);
    g.strokeRoundedRect(-s / 2, -s / 2, s, s, s * 0.18);
    const face = this.add.text(0, -s * 0.06, '?', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(s * 0.42)}px`, color: ink }).setOrigin(0.5);
    const num = this.add.text(0, s * 0.3, '', { fontFamily: FONT, fontSize: `${Math.round(s * 0.16)}px`, color: ink }).setOrigin(0.5);
    const label = this.add
      .text(0, s * 0.62, colour === 'black' ? '♠ ♣ die' : '♥ ♦ die', { fontFamily: FONT, fontSize: `${Math.round(s * 0.17)}px`, color: COLORS.dim })
      .setOrigin(0.5);
    c.add([g, face, num, label]);
    c.setData('face', face).setData('num', num);
    return c;
  }

  private setDie(die: Phaser.GameObjects.Container, value: number) {
    (die.getData('face') as Phaser.GameObjects.Text).setText(DIE_FACE_NAMES[value - 1] ?? '?');
    (die.getData('num') as Phaser.GameObjects.Text).setText(`${value} · ${value % 2 === 0 ? 'even' : 'odd'}`);
  }

  private faceOf(id: string | null): string | null {
    if (!id) return null;
    const spec = pokerPlusFace(id);
    return spec ? ensureFace(this.textures, spec) : null;
  }

  // ---- rendering ---------------------------------------------------------------------------

  protected roundLabel(v: V | null): string {
    if (!v) return '';
    return v.over ? 'Final scores' : `Round ${v.round} of ${v.rounds} · ${this.nameOf(v.turn)} ${v.turn === this.seat ? 'are' : 'is'} playing`;
  }

  protected resultFromView(v: V): GameResult | null {
    return v.result;
  }

  private legalPlays(v: V): Play[] {
    return v.legal.filter((a): a is Play => a.type === 'play');
  }

  protected renderView(v: V, _snap: TableSnapshot) {
    this.ensureLayout(v);
    this.awaiting = false;
    const u = this.u;
    const d = this.dynamic;
    d.removeAll(true);
    this.taps.removeAll(true);
    this.handZones.clear();
    this.buttons = [];
    // The Joker's card is picked on the server; any other pick lives here until it is played.
    if (v.selection?.kind === 'joker' && v.selection.card) this.selection = { from: v.selection.from, card: v.selection.card };
    if (this.selection && !v.legal.some((a) => 'card' in a && a.card === this.selection!.card)) this.selection = null;
    const wants = new Map<string, CardWant>();
    const sources = new Set(v.legal.flatMap((a) => ('card' in a ? [a.card] : [])));
    const targets = this.selection ? this.legalPlays(v).filter((a) => a.card === this.selection!.card) : [];
    this.pickOrder = [];
    for (const [seat, r] of this.panels) this.renderSeat(v, seat, r, wants, targets);
    // The centre: dice, reserve, stock, discard.
    if (this.dice) {
      this.setDie(this.dice.black, v.dice.black);
      this.setDie(this.dice.red, v.dice.red);
    }
    const c = this.R.center;
    const rh = c.h * 0.7;
    const rx = c.x + c.h * 1.9;
    d.add(
      this.add.text(rx, c.y + 4 * u, `Reserve (anyone may play from it)`, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.max(minFont(10), Math.round(c.h * 0.09))}px`,
        color: COLORS.goldText,
      }),
    );
    v.reserve.forEach((id, i) => {
      const state = this.selection?.card === id ? 'picked' : sources.has(id) ? 'legal' : 'plain';
      wants.set(id, {
        x: rx + rh * CARD_RATIO * 0.5 + i * (rh * CARD_RATIO + 8 * u),
        y: c.y + c.h * 0.55,
        h: rh,
        face: this.faceOf(id),
        faceUp: true,
        owner: null,
        state,
        depth: 20 + i,
        real: true,
      });
    });
    this.stockPile.setPile({ count: v.stockCount, topFace: null, faceUp: false });
    const top = v.discard[v.discard.length - 1] ?? null;
    this.discardPile.setPile({ count: v.discard.length, topFace: this.faceOf(top), faceUp: top !== null });
    const canDiscard = this.selection !== null && v.legal.some((a) => a.type === 'discard' && a.card === this.selection!.card);
    this.discardPile.setLegal(canDiscard);
    // My hand (or a spectator's view of seat 0's hand as backs).
    const meSeat = v.seat ?? 0;
    const mine = v.seats[meSeat];
    const hand = v.hand ?? Array.from({ length: mine.handCount }, (_, i) => `back:hand:${i}`);
    const hr = this.R.hand;
    const hh = hr.h * 0.86;
    const step = hh * CARD_RATIO + 10 * u;
    const x0 = hr.x + hr.w / 2 - ((hand.length - 1) * step) / 2;
    hand.forEach((id, i) => {
      const real = !id.startsWith('back:');
      const state = this.selection?.card === id ? 'picked' : real && sources.has(id) ? 'legal' : 'plain';
      wants.set(id, {
        x: x0 + i * step,
        y: hr.y + hr.h / 2 - (state === 'picked' ? hh * 0.1 : 0),
        h: hh,
        face: real ? this.faceOf(id) : null,
        faceUp: real,
        owner: null,
        state,
        depth: 300 + i,
        real,
      });
      if (real) this.pickOrder.push(id);
    });
    this.pickOrder.push(...v.reserve);
    if (hand.length === 0)
      d.add(
        this.add
          .text(hr.x + hr.w / 2, hr.y + hr.h / 2, v.seat === null ? '' : 'No cards in hand: your turns are skipped this round.', {
            fontFamily: FONT,
            fontSize: `${Math.round(14 * u)}px`,
            color: COLORS.muted,
          })
          .setOrigin(0.5),
      );
    this.layer.place(wants);
    this.renderBanner(v, targets, canDiscard);
  }

  private renderSeat(v: V, seat: number, r: Rect, wants: Map<string, CardWant>, targets: Play[]) {
    const u = this.u;
    const d = this.dynamic;
    const s = v.seats[seat];
    const info = this.snap?.seats[seat];
    const home = seat === (v.seat ?? 0) && r.y > this.R.opp.y + this.R.opp.h - 1;
    const headerH = Math.min(28 * u, r.h * (home ? 0.14 : 0.2));
    const bits: string[] = [];
    if (info?.bot) bits.push('BOT');
    else if (info && !info.connected) bits.push('AWAY');
    if (seat === v.lead) bits.push('lead');
    if (s.out) bits.push('OUT');
    bits.push(`${s.handCount} in hand`, `${s.drawCount} in deck`);
    const { fs, right } = this.seatHeader(d, seat, r, headerH, { bits, right: `${s.total} pts`, acting: v.turn === seat && !v.over });
    this.pointsText.set(seat, right);
    // The playfield: each hand a fan of cards with what it scores now.
    const fieldH = home ? this.R.field.h - headerH : r.h - headerH - 4 * u;
    const fy = r.y + headerH + 2 * u;
    const hands = s.playfield;
    const slots = hands.length + 1;
    const slotW = (r.w - 24 * u) / Math.max(slots, 2);
    const ch = Math.min(fieldH * 0.7, slotW * 1.1);
    const cw = ch * CARD_RATIO;
    const legalTargets = new Set(targets.filter((a) => a.playfield === seat).map((a) => String(a.hand)));
    const split = v.selection?.kind === 'split' ? v.selection : null;
    const splitting = seat === v.seat && split !== null;
    const legalCards = new Set(seat === v.seat ? v.legal.flatMap((a) => (a.type === 'pick' || a.type === 'unpick' ? [a.card] : [])) : []);
    hands.forEach((cards, hi) => {
      const x = r.x + 14 * u + hi * slotW;
      const maxStep = (slotW - cw - 10 * u) / Math.max(1, cards.length - 1);
      const step = Math.min(cw * 0.45, maxStep);
      cards.forEach((id, ci) => {
        const picked = splitting && split?.hand === hi && split.cards.includes(id);
        const pickable = legalCards.has(id);
        wants.set(id, {
          x: x + cw / 2 + ci * step,
          y: fy + ch / 2 + 4 * u - (picked ? ch * 0.12 : 0),
          h: ch,
          face: this.faceOf(id),
          faceUp: true,
          owner: null,
          state: picked ? 'picked' : pickable ? 'legal' : 'plain',
          depth: 100 + ci,
          visibleW: ci < cards.length - 1 ? step : cw,
          real: true,
        });
      });
      const score = scoreHand(cards);
      d.add(
        this.add.text(x, fy + ch + 8 * u, `${score.name ?? 'no rank yet'}${score.name ? ` · ${score.points}` : ''}`, {
          fontFamily: FONT,
          fontSize: `${Math.max(minFont(8), Math.round(ch * 0.14))}px`,
          color: score.name ? '#7fe0a0' : COLORS.muted,
        }),
      );
      this.handZone(
        seat,
        String(hi),
        { x: x - 4 * u, y: fy, w: Math.min(slotW - 6 * u, cw + (cards.length - 1) * step + 8 * u), h: ch + 8 * u },
        legalTargets.has(String(hi)),
      );
    });
    // Poker+ sets no cap on hands: the slot for a new one always follows the last.
    const newX = r.x + 14 * u + hands.length * slotW;
    this.handZone(seat, 'new', { x: newX - 4 * u, y: fy, w: cw + 8 * u, h: ch + 8 * u }, legalTargets.has('new'), seat === v.seat || legalTargets.has('new'));
    if (hands.length === 0 && !legalTargets.has('new')) {
      d.add(
        this.add
          .text(r.x + 14 * u + (seat === v.seat ? cw + 24 * u : 0), fy + ch / 2, 'No hands yet', {
            fontFamily: FONT,
            fontSize: `${Math.round(fs * 0.8)}px`,
            color: COLORS.muted,
          })
          .setOrigin(0, 0.5),
      );
    }
  }

  /** A hand of a playfield (or the slot for a new one) as a tap target. */
  private handZone(seat: number, hand: string, r: Rect, legal: boolean, empty = false) {
    const u = this.u;
    const g = this.add.graphics();
    if (legal || empty) {
      g.lineStyle(legal ? 3 * u : 1.5 * u, legal ? COLORS.legal : 0xffffff, legal ? 1 : 0.25);
      g.strokeRoundedRect(r.x, r.y, r.w, r.h, 8 * u);
      if (empty)
        this.dynamic.add(
          this.add
            .text(r.x + r.w / 2, r.y + r.h / 2, '+\nnew\nhand', {
              fontFamily: FONT,
              fontSize: `${Math.round(Math.min(r.w * 0.2, 14 * u))}px`,
              color: legal ? COLORS.goldText : COLORS.muted,
              align: 'center',
            })
            .setOrigin(0.5),
        );
    }
    this.dynamic.add(g);
    if (legal) loop(this, g, { alpha: 0.4 }, 700);
    const zone = this.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h);
    if (legal) {
      zone.setInteractive({ useHandCursor: true });
      zone.on('pointerup', () => this.playInto(seat, hand === 'new' ? 'new' : Number(hand)));
    }
    (legal ? this.taps : this.dynamic).add(zone);
    registerTarget(this, `hand:${seat}:${hand}`, zone as unknown as Phaser.GameObjects.Container, () => legal);
    this.handZones.set(`${seat}:${hand}`, r);
  }

  private renderBanner(v: V, targets: Play[], canDiscard: boolean) {
    const r = this.R.banner;
    const u = this.u;
    const d = this.dynamic;
    const { fs } = this.bannerPanel(d, r, v.seat !== null && v.legal.length > 0, this.bannerTitle(v), this.bannerText(v, targets, canDiscard));
    const specs: { key: string; label: string; style: ButtonStyle; action: () => void; primary?: boolean }[] = [];
    if (canDiscard && this.selection)
      specs.push({
        key: 'btn:discard',
        label: `Discard ${faceLabel(this.selection.card)}`,
        style: 'normal',
        action: () => this.send({ type: 'discard', card: this.selection!.card }),
      });
    if (this.selection && targets.length === 1) {
      const t = targets[0];
      specs.push({
        key: 'btn:play',
        label: t.hand === 'new' ? 'Start a new hand' : `Play into hand ${(t.hand as number) + 1}`,
        style: 'primary',
        primary: true,
        action: () => this.send(t),
      });
    }
    for (const a of v.legal) {
      if (a.type === 'merge')
        specs.push({
          key: `btn:merge:${a.hands.join('-')}`,
          label: `Merge hands ${a.hands[0] + 1} + ${a.hands[1] + 1}`,
          style: 'normal',
          action: () => this.send(a),
        });
      if (a.type === 'split') specs.push({ key: `btn:split:${a.hand}`, label: `Split hand ${a.hand + 1}`, style: 'normal', action: () => this.send(a) });
      if (a.type === 'confirm') {
        const n = v.selection?.kind === 'split' ? v.selection.cards.length : 0;
        specs.push({ key: 'btn:confirm', label: `Split off ${n} card${n === 1 ? '' : 's'}`, style: 'primary', primary: true, action: () => this.send(a) });
      }
      if (a.type === 'cancel') specs.push({ key: 'btn:cancel', label: 'Back', style: 'ghost', action: () => this.send(a) });
    }
    if (v.legal.some((a) => a.type === 'pass'))
      specs.push({
        key: 'btn:pass',
        label: v.step === 'bonus' ? 'No second card' : 'Pass',
        style: specs.some((s) => s.primary) ? 'normal' : 'primary',
        primary: !specs.some((s) => s.primary),
        action: () => this.send({ type: 'pass' }),
      });
    let x = r.x + r.w - 8 * u;
    const bh = r.h * 0.72;
    specs
      .slice(0, 4)
      .reverse()
      .forEach((s) => {
        const bw = Math.min(260 * u, Math.max(110 * u, s.label.length * fs * 0.56 + 36 * u));
        const b = new Button(this, x - bw / 2, r.y + r.h / 2, {
          width: bw,
          height: bh,
          label: s.label,
          style: s.style,
          key: s.key,
          fontSize: Math.round(fs * 0.85),
          hint: s.primary ? 'Enter' : undefined,
          onClick: s.action,
        });
        d.add(b);
        this.buttons.push({ button: b, primary: !!s.primary });
        x -= bw + 8 * u;
      });
  }

  private bannerTitle(v: V): string {
    if (v.over) return 'Game over';
    if (v.step === 'royal' && v.royal) return `${ROYAL_POWERS[v.royal].name}’s action`;
    if (v.step === 'bonus') return 'Exact match!';
    return `Round ${v.round} · dice: black ${DIE_FACE_NAMES[v.dice.black - 1]}, red ${DIE_FACE_NAMES[v.dice.red - 1]}`;
  }

  private bannerText(v: V, targets: Play[], canDiscard: boolean): string {
    if (v.over) return 'The game is over.';
    if (v.seat === null || v.legal.length === 0) return `Waiting for ${this.nameOf(v.turn)}…`;
    if (v.step === 'royal' && v.royal) {
      if (v.royal === 'A') {
        if (v.selection?.kind === 'split') return `Tap the cards that leave hand ${v.selection.hand + 1}, then confirm the split.`;
        return 'Split one of your hands in two, or merge two of them, or pass.';
      }
      if (v.royal === 'X' && !this.selection) return 'Joker: pick any card from your hand or the reserve; it may go into any playfield. Or pass.';
      return `${ROYAL_POWERS[v.royal].text} Or pass.`;
    }
    if (this.selection) {
      const label = faceLabel(this.selection.card);
      if (targets.length && canDiscard) return `${label}: tap a highlighted hand to play it, or the discard pile.`;
      if (targets.length) return `${label}: tap a highlighted hand to play it into.`;
      if (canDiscard) return `${label} cannot be played with these dice: discard it?`;
    }
    if (v.step === 'bonus') return 'Your card matched a die exactly: play a second card (parity rule), or pass.';
    return 'Pick a card from your hand or the reserve (odd/even like the die of its colour), or a card to discard.';
  }

  private send(action: PokerPlusAction) {
    // One move at a time: until the table has drawn the answer, further taps would be based
    // on what is no longer there.
    if (this.awaiting) return;
    this.awaiting = true;
    for (const b of this.buttons) b.button.setEnabled(false);
    if (action.type !== 'pick' && action.type !== 'unpick') this.selection = null;
    this.tooltip.hide();
    this.conn.send(action);
  }

  private playInto(playfield: number, hand: number | 'new') {
    const v = this.view;
    if (!v || !this.selection || this.awaiting) return;
    const action = this.legalPlays(v).find((a) => a.card === this.selection!.card && a.playfield === playfield && a.hand === hand);
    if (action) this.send(action);
  }

  private tapDiscard() {
    const v = this.view;
    if (!v) return;
    if (this.selection && v.legal.some((a) => a.type === 'discard' && a.card === this.selection!.card))
      return this.send({ type: 'discard', card: this.selection.card });
    this.inspect(
      `Discard pile · ${v.discard.length} cards`,
      'Public: discarded royals granted their action.',
      v.discard.map((id) => ({ id, face: this.faceOf(id), owner: null })),
    );
  }

  private tapCard(card: CardSprite) {
    const v = this.view;
    const id = card.cardId;
    if (!v || !id || this.awaiting) return;
    // Picks the engine keeps (a split's cards, the Joker's card) go to the server.
    const pick = v.legal.find((a) => (a.type === 'pick' || a.type === 'unpick') && a.card === id);
    if (pick) return this.send(pick);
    const from = v.hand?.includes(id) ? 'hand' : 'reserve';
    this.selection = this.selection?.card === id ? null : { from, card: id };
    // One place to go: go there at once.
    const targets = this.selection ? this.legalPlays(v).filter((a) => a.card === id) : [];
    const discard = this.selection && v.legal.some((a) => a.type === 'discard' && a.card === id);
    if (this.selection && targets.length === 1 && !discard && v.step !== 'act') return this.send(targets[0]);
    this.renderLatest();
  }

  private hoverCard(card: CardSprite, over: boolean) {
    if (!over || !card.cardId) return this.tooltip.hide();
    const b = card.getBounds();
    let label = card.cardId;
    try {
      label = faceLabel(card.cardId);
    } catch {
      // not a card id
    }
    const royal = card.cardId[0] === 'X' ? 'X' : card.cardId[0];
    const power = (ROYAL_POWERS as Record<string, { name: string; text: string }>)[royal];
    this.tooltip.show(
      label,
      power ? `Discard it for the ${power.name}’s action: ${power.text}` : 'Play it where a die of its colour has the same parity (odd/even).',
      { x: b.x, y: b.y, w: b.width, h: b.height },
    );
  }

  protected override onKey(e: KeyboardEvent): boolean {
    if (/^[1-9]$/.test(e.key)) {
      const id = this.pickOrder[Number(e.key) - 1];
      const sprite = id ? this.layer.get(id) : undefined;
      sprite?.tap();
      return true;
    }
    if (e.key === 'Enter') {
      (this.buttons.find((b) => b.primary) ?? this.buttons[0])?.button.click();
      return true;
    }
    if (e.key === 'Escape') {
      this.selection = null;
      const cancel = this.view?.legal.find((a) => a.type === 'cancel');
      if (cancel) this.send(cancel);
      this.renderLatest();
      return true;
    }
    return false;
  }

  protected override testInfo() {
    const v = this.view;
    const mine = v && v.seat !== null ? v.seats[v.seat] : null;
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
    };
  }

  // ---- log and animation -------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    const who = (s: unknown) => (typeof s === 'number' ? this.nameOf(s) : 'Someone');
    const color = typeof e.seat === 'number' ? seatCss(e.seat) : undefined;
    const card = (id: unknown) => {
      try {
        return typeof id === 'string' ? faceLabel(id) : 'a card';
      } catch {
        return 'a card';
      }
    };
    switch (e.kind) {
      case 'game-started':
        return { text: 'The game begins.', header: true };
      case 'round-started':
        return { text: `Round ${e.round} · ${this.nameOf(e.lead as number)} ${e.lead === this.seat ? 'lead' : 'leads'}`, header: true };
      case 'dice-rolled':
        return { text: `${who(e.seat)} rolled black ${DIE_FACE_NAMES[(e.black as number) - 1]}, red ${DIE_FACE_NAMES[(e.red as number) - 1]}.`, color };
      case 'card-played':
        return {
          text: `${who(e.seat)} played ${card(e.card)} from ${e.from === 'hand' ? 'hand' : 'the reserve'} into ${e.playfield === e.seat ? '' : `${this.nameOf(e.playfield as number)}’s `}${e.hand === 'new' ? 'a new hand' : `hand ${(e.hand as number) + 1}`}.`,
          color,
        };
      case 'card-discarded':
        return { text: `${who(e.seat)} discarded ${card(e.card)}.`, color };
      case 'royal-action':
        return e.action === 'none'
          ? { text: `${who(e.seat)}’s ${e.name} had nothing to do.`, color }
          : { text: `${who(e.seat)} used the ${e.name}’s action.`, color };
      case 'hands-split':
        return { text: `${who(e.seat)} split a hand.`, color };
      case 'hands-merged':
        return { text: `${who(e.seat)} merged two hands.`, color };
      case 'passed':
        return { text: `${who(e.seat)} passed.`, color };
      case 'round-scored': {
        const pts = (e.points as number[]).map((p, s) => `${this.nameOf(s)} ${p}`).join(', ');
        return { text: `Round ${e.round} scored: ${pts}.`, header: true };
      }
      case 'game-over': {
        const w = (e.winners as number[]) ?? [];
        return {
          text: w.length ? `Game over: ${w.map((s) => this.nameOf(s)).join(' and ')} ${w.length === 1 && w[0] !== this.seat ? 'wins' : 'win'}!` : 'Game over.',
          header: true,
        };
      }
      default:
        return null;
    }
  }

  private seatSpot(seat: number, kind: 'hand' | 'field'): { x: number; y: number; h: number } {
    const r = this.panels.get(seat) ?? this.R.center;
    const mine = seat === (this.view?.seat ?? 0);
    if (kind === 'hand' && mine) return { x: this.R.hand.x + this.R.hand.w / 2, y: this.R.hand.y + this.R.hand.h / 2, h: this.R.hand.h * 0.86 };
    return { x: r.x + r.w * 0.3, y: r.y + r.h * 0.45, h: Math.min(r.h * 0.5, 120 * this.u) };
  }

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.built) return;
    const hurry = backlog > 2 ? 0.3 : backlog > 0 ? 0.6 : 1;
    for (const e of events) {
      const seat = e.seat as number | undefined;
      switch (e.kind) {
        case 'round-started':
          await this.bigText(`Round ${e.round}`, `${this.nameOf(e.lead as number)} ${e.lead === this.seat ? 'lead' : 'leads'}`, hurry);
          await this.dealReserve((e.reserve as string[]) ?? [], hurry);
          break;
        case 'dice-rolled':
          if (this.dice) await this.rollDice(e.black as number, e.red as number, hurry);
          break;
        case 'card-played': {
          const id = e.card as string;
          const hand = e.hand === 'new' ? (this.view?.seats[e.playfield as number]?.playfield.length ?? 0) : (e.hand as number);
          const zone = this.handZones.get(`${e.playfield}:${e.hand === 'new' ? 'new' : hand}`);
          const to = zone ? { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2, h: zone.h * 0.85 } : this.seatSpot(e.playfield as number, 'field');
          const from =
            e.from === 'reserve'
              ? { x: this.R.center.x + this.R.center.w * 0.4, y: this.R.center.y + this.R.center.h / 2, h: this.R.center.h * 0.7 }
              : this.seatSpot(seat ?? 0, 'hand');
          const s = await this.layer.fly({
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
          const p = this.discardPile.anchor();
          const s = await this.layer.fly({
            key: id,
            face: this.faceOf(id),
            from: this.seatSpot(seat ?? 0, 'hand'),
            to: { ...p, h: this.discardPile.cardH },
            faceUpStart: seat === this.seat,
            faceUpEnd: true,
            hurry,
          });
          this.discardPile.showTop(this.faceOf(id));
          this.discardPile.bump(1);
          this.layer.drop(s);
          break;
        }
        case 'reserve-refilled': {
          const id = e.card as string | null;
          if (!id) break;
          const p = this.stockPile.anchor();
          await this.layer.fly({
            key: id,
            face: this.faceOf(id),
            from: { ...p, h: this.stockPile.cardH },
            to: { x: this.R.center.x + this.R.center.w * 0.4, y: this.R.center.y + this.R.center.h * 0.55, h: this.R.center.h * 0.7 },
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
          await this.bigText(
            `Round ${e.round} scored`,
            (e.points as number[]).map((p, s) => `${this.plainName(s).replace(' (bot)', '')} ${p}`).join(' · '),
            hurry,
          );
          await this.payPoints(e.points as number[], hurry);
          break;
        case 'royal-action':
          if (e.action !== 'none') break;
          break;
        default:
          break;
      }
    }
  }

  /** The stock pile's top, where dealt cards come from. */
  private stockSpot() {
    return { ...this.stockPile.anchor(), h: this.stockPile.cardH };
  }

  /** The new round's reserve, dealt face up from the stock one card after another. */
  private async dealReserve(cards: string[], hurry: number) {
    const c = this.R.center;
    const rh = c.h * 0.7;
    const rx = c.x + c.h * 1.9;
    await Promise.all(
      cards.map((id, i) => {
        const to = { x: rx + rh * CARD_RATIO * 0.5 + i * (rh * CARD_RATIO + 8 * this.u), y: c.y + c.h * 0.55, h: rh };
        return this.layer.fly({
          key: id,
          face: this.faceOf(id),
          from: this.stockSpot(),
          to,
          faceUpStart: false,
          faceUpEnd: true,
          hurry,
          delay: i * 90 * hurry,
        });
      }),
    );
  }

  /**
   * Cards drawn into a hand fly from the deck one after another: into their places in your hand,
   * turning face up as they land; face down into another player's panel.
   */
  private async dealTo(seat: number, cards: (string | null)[], count: number, hurry: number) {
    const mine = seat === this.seat && this.view?.hand;
    const n = Math.max(cards.length, count);
    const from = this.stockSpot();
    const hr = this.R.hand;
    const hh = hr.h * 0.86;
    const step = hh * CARD_RATIO + 10 * this.u;
    const before = mine ? this.view!.hand!.length : 0;
    const total = before + n;
    const x0 = hr.x + hr.w / 2 - ((total - 1) * step) / 2;
    await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const id = cards[i] ?? null;
        const to = mine ? { x: x0 + (before + i) * step, y: hr.y + hr.h / 2, h: hh } : this.seatSpot(seat, 'field');
        const s = await this.layer.fly({
          key: mine ? id : null,
          face: mine ? this.faceOf(id) : null,
          from,
          to,
          faceUpStart: false,
          faceUpEnd: !!mine && id !== null,
          hurry,
          delay: i * 110 * hurry,
          depth: 1000 + i,
        });
        if (!mine) {
          await tweenTo(this, s, { alpha: 0, scale: s.scale * 0.6 }, 160 * hurry);
          this.layer.drop(s);
        }
      }),
    );
  }

  /** A round's points: chips fly from the middle to each scoring seat, whose total counts up. */
  private async payPoints(points: number[], hurry: number) {
    const c = this.R.center;
    const from = { x: c.x + c.w / 2, y: c.y + c.h / 2 };
    const u = this.u;
    await Promise.all(
      points.map(async (p, seat) => {
        const label = this.pointsText.get(seat);
        if (!p || !label?.scene) return;
        const start = this.view?.seats[seat]?.total ?? 0;
        const to = label.getBounds();
        const chips = Array.from({ length: Math.min(6, 1 + Math.floor(p / 4)) }, (_, i) =>
          this.add
            .image(from.x, from.y, ['chip-red', 'chip-blue', 'chip-green'][(seat + i) % 3])
            .setDisplaySize(22 * u, 20 * u)
            .setDepth(2600),
        );
        await Promise.all(
          chips.map((chip, i) =>
            tweenTo(this, chip, { x: to.x + to.width / 2, y: to.y + to.height / 2 }, 420 * hurry, { ease: 'Cubic.easeIn', delay: i * 60 * hurry }),
          ),
        );
        chips.forEach((chip) => chip.destroy());
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

  private async rollDice(black: number, red: number, hurry: number) {
    const dice = this.dice!;
    await Promise.all(
      [dice.black, dice.red].map(async (die, i) => {
        for (let k = 0; k < 4; k++) {
          this.setDie(die, 1 + Math.floor(Math.random() * 14));
          await tweenTo(this, die, { angle: (k % 2 ? -1 : 1) * 14, scale: 1.08 }, 60 * hurry);
        }
        this.setDie(die, i === 0 ? black : red);
        await tweenTo(this, die, { angle: 0, scale: 1 }, 140 * hurry, { ease: 'Back.easeOut' });
      }),
    );
  }
}

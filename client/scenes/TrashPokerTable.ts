import type Phaser from 'phaser';
import type { TrashPokerAction } from '../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../shared/engine/trash-poker/view';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { CARD_RATIO } from '../art/cards';
import { ensureFace } from '../art/textures';
import { loop, tweenTo } from '../anim/tween';
import { Button } from '../objects/Button';
import type { CardSprite, CardState } from '../objects/CardSprite';
import { CardLayer, type CardWant } from '../objects/CardLayer';
import { showcase } from '../objects/CardShowcase';
import type { LogLine } from '../objects/GameLog';
import { drawAreaHelp } from '../objects/AreaHelp';
import { trashPokerHelpAreas } from '../reference/areas';
import { ScoringTrack } from '../objects/ScoringTrack';
import { SeatArea } from '../objects/SeatArea';
import { Tableau } from '../objects/Tableau';
import { trashPokerCardText, trashPokerFace, trashPokerOwner } from '../modes/faces';
import { achievementRows, narrate, ordinal, stepMessage } from '../modes/trash-poker/text';
import { houseFacts } from '../modes/trash-poker/houseFacts';
import { housesToRemove, removalCandidates } from '../../shared/engine/trash-poker/personality-odds';
import type { TableSnapshot } from '../net/TableConnection';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, isCompact, minFont, seatCss } from '../ui/theme';
import { TableScene, type Rect } from './TableScene';
import { TrashPokerAnimator, type TrashPokerAnimHost, type TrashPokerRegions } from '../anim/TrashPokerAnimator';
import { reconcile } from '../objects/reconcile';
import { controlVanished } from '../objects/vanished';
import { animationSteps, catchUpHurry } from '../modes/trash-poker/steps';
import { potsOf } from '../modes/trash-poker/pots';
import { fillAchievements } from '../objects/AchievementsModal';
import {
  type CenterGroup,
  centerGroups,
  choiceOf,
  type JokerChoice,
  othersPlayedShown,
  resultLine,
  roundLabel,
  sortTrash,
  trayOf,
} from '../modes/trash-poker/picture';
import { type ButtonSpec, type Controls, controlsOf } from '../modes/trash-poker/controls';
import { HAND_SORT_LABEL, HAND_SORTS, type HandSort, handPreview, selectBestActions, sortHand } from '../modes/trash-poker/preview';
import { pictureMismatch } from '../objects/pictureCheck';

type V = TrashPokerView;
/** The depth of the large choice of jokers (its cards are drawn above it, at 20 and up). */
const CHOICE_DEPTH = 8;

type Want = CardWant;

/**
 * The Trash Poker table. Top: the other players (chips, hand, piles, shuffle tile, tableau,
 * played cards); the scoring track with its place table and rank markers; the joker stacks and
 * the pot (each player's cards under their name, the round's jokers) or, when you pick from
 * your discard pile, that pile spread out; the banner saying what to do now (with the live hand
 * preview and the buttons); your hand; your piles, shuffle tile, tableau and chips.
 */
export class TrashPokerTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'trash-poker';
  private built: string | null = null;
  private areas = new Map<number, SeatArea>();
  private layer!: CardLayer;
  private get cards() {
    return this.layer.sprites;
  }
  private track: ScoringTrack | null = null;
  private R!: TrashPokerRegions;
  private home = 0;
  private banner!: Phaser.GameObjects.Container;
  private centerLayer!: Phaser.GameObjects.Container;
  /** A choice between jokers, laid out large over the top of the table. */
  private choiceLayer!: Phaser.GameObjects.Container;
  private stacksLayer!: Phaser.GameObjects.Container;
  private controls: Controls = { card: new Map(), areas: new Map(), raid: new Map(), takeTop: null, buttons: [] };
  private buttons: Button[] = [];
  /** The banner's buttons by key, kept across redraws (see `reconcile`). */
  private bannerButtons = new Map<string, Button>();
  /** The hand's own buttons (select best 5, sort), kept across redraws. */
  private handButtons = new Map<string, Button>();
  private handSort: HandSort = 'dealt';
  private pickOrder: string[] = [];
  /** Cards tapped and sent, waiting for the server (no double sends). */
  private inflight = new Set<string>();
  /** Each seat's played hand as revealed this round (from events), for the seat panels. */
  private lastPlayed = new Map<number, string[]>();
  private lastRound = -1;
  private placeholder: Phaser.GameObjects.Text | null = null;
  /** A move was sent; its controls stay off until the next state is drawn. */
  private awaiting = false;
  /** The last picture drawn: from which view, its cards, and the pots it showed (card ids per owner seat). */
  private drawn: { from: unknown; wants: Map<string, Want>; pot: Record<string, string[]>; potShown: boolean } | null = null;
  /** The pots the centre shows (null while a choice of jokers fills it). */
  private potGroupsDrawn: Record<string, string[]> | null = null;

  constructor() {
    super('TrashPokerTable');
  }

  // ---- layout ------------------------------------------------------------------------------

  protected buildTable() {
    this.built = null;
    this.areas.clear();
    this.layer = new CardLayer(
      this,
      (card) => this.tapCard(card),
      (card, over) => this.hoverCard(card, over),
    );
    this.track = null;
    this.buttons = [];
    this.bannerButtons.clear();
    this.handButtons.clear();
    const snap = this.snap;
    if (snap?.view) this.ensureLayout(snap.view as V, snap);
    else {
      this.placeholder = this.add
        .text(this.main.x + this.main.w / 2, this.main.y + this.main.h / 2, 'Sitting down…', {
          fontFamily: FONT,
          fontSize: `${Math.round(20 * this.u)}px`,
          color: COLORS.dim,
        })
        .setOrigin(0.5);
    }
  }

  private ensureLayout(v: V, snap: TableSnapshot) {
    const key = `${v.players}:${v.participants ?? v.players}:${v.seat}:${this.W}x${this.H}`;
    if (this.built === key) return;
    if (this.built !== null) {
      // The seat changed (took a seat, left it): start the furniture over.
      for (const c of this.cards.values()) c.destroy();
      for (const a of this.areas.values()) a.destroy();
      this.track?.destroy();
      this.banner?.destroy();
      for (const b of [...this.bannerButtons.values(), ...this.handButtons.values()]) b.destroy();
      this.bannerButtons.clear();
      this.handButtons.clear();
      this.centerLayer?.destroy();
      this.choiceLayer?.destroy();
      this.stacksLayer?.destroy();
      this.cards.clear();
      this.areas.clear();
    }
    this.built = key;
    this.placeholder?.destroy();
    this.placeholder = null;
    const u = this.u;
    const m = this.main;
    const gap = 6 * u;
    const frac = isCompact(this.H)
      ? { opp: 0.255, track: 0.075, center: 0.19, banner: 0.095, hand: 0.215, mine: 0.17 }
      : { opp: 0.245, track: 0.085, center: 0.2, banner: 0.08, hand: 0.215, mine: 0.175 };
    let y = m.y;
    const band = (f: number) => {
      const r = { x: m.x, y, w: m.w, h: m.h * f - gap };
      y += m.h * f;
      return r;
    };
    const opp = band(frac.opp);
    const track = band(frac.track);
    const center = band(frac.center);
    const banner = band(frac.banner);
    const hand = band(frac.hand);
    const mine = band(frac.mine);
    const stacksW = Math.min(center.w * 0.2, center.h * 1.6);
    const stacks = { x: center.x, y: center.y, w: stacksW, h: center.h };
    const pot = { x: center.x + stacksW + gap, y: center.y, w: center.w - stacksW - gap, h: center.h };
    this.R = { opp, track, center, stacks, pot, banner, hand, mine };
    this.headlineBand = center;
    this.home = v.seat ?? 0;
    const others: number[] = [];
    for (let i = 1; i < v.players; i++) others.push((this.home + i) % v.players);
    // Houses (solo rules) sit with the others: participants numbered after the players.
    for (const h of v.solo?.houses ?? []) others.push(h.seat);
    const pw = (opp.w - gap * (others.length - 1)) / Math.max(1, others.length);
    others.forEach((seat, i) => {
      this.areas.set(seat, new SeatArea(this, seat, { x: opp.x + i * (pw + gap), y: opp.y, w: pw, h: opp.h }, u, false, seat >= v.players));
    });
    this.areas.set(this.home, new SeatArea(this, this.home, mine, u, true));
    for (const [seat, area] of this.areas) this.wireArea(seat, area);
    const trackNames = Array.from({ length: v.participants ?? v.players }, (_, i) =>
      i === v.seat ? 'You' : i >= v.players ? 'House' : snap.seats[i]?.name || `Seat ${i + 1}`,
    );
    this.track = new ScoringTrack(this, track, u, v.participants ?? v.players, trackNames);
    const home = this.areas.get(this.home)!;
    drawAreaHelp(this, u, trashPokerHelpAreas({ track, pot, upgrades: home.tableau.getBounds(), trash: home.trash.getBounds() }), (section) =>
      this.scene.launch('RulesReference', { mode: 'trash-poker', section }),
    );
    const cg = this.add.graphics();
    drawPanel(cg, pot.x, pot.y, pot.w, pot.h, u, { alpha: 0.35, line: 0x3f7d62 });
    drawPanel(cg, stacks.x, stacks.y, stacks.w, stacks.h, u, { alpha: 0.35, line: 0x3f7d62 });
    this.stacksLayer = this.add.container(0, 0);
    this.centerLayer = this.add.container(0, 0);
    this.choiceLayer = this.add.container(0, 0).setDepth(CHOICE_DEPTH);
    this.banner = this.add.container(0, 0);
  }

  private wireArea(seat: number, area: SeatArea) {
    const pileTap = (zone: 'draw' | 'discard' | 'trash') => () => {
      const v = this.view;
      if (!v) return;
      if (zone === 'draw') {
        if (seat === v.seat && this.controls.takeTop) return this.act(this.controls.takeTop);
        const raid = this.controls.raid.get(seat);
        if (raid) return this.act(raid);
        this.tipAt(area.draw, `${this.plainOrYou(seat)} draw pile`, `${v.seats[seat].drawCount} cards, face down.`);
        return;
      }
      const sv = v.seats[seat];
      const cards = zone === 'discard' ? sv.discard : sortTrash(sv.trash);
      const title = `${this.plainOrYou(seat)} ${zone === 'discard' ? 'discard pile' : 'Trash'} · ${cards.length} card${cards.length === 1 ? '' : 's'}`;
      const sub =
        zone === 'discard'
          ? `Public: everyone may look at it.${sv.hiddenDiscards ? ` ${sv.hiddenDiscards} card(s) discarded this round stay hidden until the cards are played.` : ''}`
          : 'Trashed cards are out of the deck for good; some score at the end (2s, 4+5 pairs, 6s, jokers).';
      this.inspect(
        title,
        sub,
        cards.map((id) => ({ id, face: this.faceOf(id), owner: trashPokerOwner(id) })),
      );
    };
    const panel = area.personality;
    if (panel)
      panel.onExplain = (over) =>
        over && panel.facts ? this.tooltip.show(`${this.nameOf(seat)}’s personality`, panel.facts.details, panel.rect) : this.tooltip.hide();
    area.draw.onTap = pileTap('draw');
    area.discard.onTap = pileTap('discard');
    area.trash.onTap = pileTap('trash');
    area.tableau.onArea = (a) => {
      const action = this.controls.areas.get(a);
      if (action && seat === this.view?.seat) this.act(action);
    };
    area.tableau.onHover = (a, rect) => {
      if (!a) return this.tooltip.hide();
      const n = this.view?.seats[seat].upgrades[a] ?? 0;
      this.tooltip.show(`Upgrade area · ${n} card${n === 1 ? '' : 's'}`, Tableau.effect(a), rect);
    };
    area.tile.setInteractive();
    area.tile.on('pointerover', () => {
      const active = this.view?.seats[seat].shuffleActive;
      this.tipAt(
        area.tile,
        `Shuffle tile · ${active ? 'active' : 'gray side up'}`,
        active
          ? 'When cleaning up you may shuffle your draw and discard piles together.'
          : 'Turned to its coloured side by 1st place (and 2nd with 4 players) or by collecting a 7.',
      );
    });
    area.tile.on('pointerout', () => this.tooltip.hide());
  }

  /** Names for Houses (solo rules), whose participant numbers follow the players'. */
  private houseName(seat: number): string | null {
    const v = this.view ?? (this.snap?.view as V | undefined);
    if (!v || seat < v.players) return null;
    const n = v.solo?.houses.length ?? 1;
    return n > 1 ? `House ${seat - v.players + 1}` : 'The House';
  }

  protected override nameOf = (seat: number): string => {
    const house = this.houseName(seat);
    if (house) return house;
    if (seat === this.seat) return 'You';
    return this.snap?.seats[seat]?.name || `Seat ${seat + 1}`;
  };

  /** Whose deck a card comes from, for its tooltip ("your", "Ann’s"). */
  private deckOf = (seat: number) => (seat === this.seat ? 'your' : `${this.plainName(seat)}’s`);

  private plainOrYou(seat: number) {
    return seat === this.seat ? 'Your' : `${this.plainName(seat)}’s`;
  }

  private tipAt(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Components.GetBounds, title: string, body: string) {
    const b = obj.getBounds();
    this.tooltip.show(title, body, { x: b.x, y: b.y, w: b.width, h: b.height });
  }

  private faceOf(id: string | null): string | null {
    if (!id) return null;
    const spec = trashPokerFace(id);
    return spec ? ensureFace(this.textures, spec) : null;
  }

  // ---- controls from the legal actions -------------------------------------------------------

  private act(action: TrashPokerAction) {
    if (this.awaiting) return;
    const toggle = action.type === 'pick' || action.type === 'unpick';
    if (!toggle) {
      // Anything but a pick ends this choice: the controls wait for the table to answer, so a
      // second press cannot send a move the rules no longer allow.
      this.awaiting = true;
      for (const b of this.buttons) b.setEnabled(false);
    }
    if ('card' in action) {
      if (this.inflight.has(action.card)) return;
      this.inflight.add(action.card);
      // Snappy feedback: raise or lower the card before the server answers.
      const sprite = this.cards.get(action.card);
      if (sprite && (action.type === 'pick' || action.type === 'unpick')) {
        const up = action.type === 'pick';
        sprite.setCardState(up ? 'picked' : 'legal');
        void tweenTo(this, sprite, { y: sprite.y + (up ? -1 : 1) * sprite.cardH * 0.14 }, 120, { ease: 'Back.easeOut' });
      }
    }
    this.tooltip.hide();
    this.conn.send(action);
  }

  // ---- rendering ---------------------------------------------------------------------------

  /**
   * Parts of the view the public table state also holds are taken from there when the view lacks
   * them (the seats that may act are the table's `acting` flags); plain lists default to empty.
   */
  protected override repairView(v: V, snap: TableSnapshot): V {
    if (!v || typeof v !== 'object') return v;
    const fixed = { ...v };
    if (!Array.isArray(fixed.actors)) fixed.actors = snap.seats.flatMap((s, i) => (s.acting ? [i] : []));
    for (const key of ['middle', 'stacks', 'removed', 'placement'] as const) {
      if (!Array.isArray(fixed[key])) (fixed as Record<string, unknown>)[key] = [];
    }
    return fixed;
  }

  protected override viewReady(v: V): boolean {
    const arr = Array.isArray;
    return (
      arr(v.seats) &&
      v.seats.length === v.players &&
      arr(v.actors) &&
      arr(v.legal) &&
      arr(v.middle) &&
      arr(v.stacks) &&
      v.seats.every((s) => s && arr(s.discard) && arr(s.trash) && arr(s.pot) && s.upgrades !== undefined && (s.seat !== v.seat || arr(s.hand)))
    );
  }

  protected override topBarButtons() {
    const a = this.view?.achievements;
    if (!a) return [];
    return [{ label: `★ Achievements · ${a.open.length} open`, key: 'table:achievements', onClick: () => this.showAchievements() }];
  }

  /** A window with the game's achievements: what each asks, the joker it unlocks, and who has it. */
  private showAchievements() {
    const v = this.view;
    if (!v) return;
    const rows = achievementRows(v, (seat) => this.nameOf(seat));
    this.showModalContainer((c, u) =>
      fillAchievements(this, c, u, { w: this.W, h: this.H }, rows, {
        faceOf: (id) => this.faceOf(id),
        tooltip: this.tooltip,
        close: () => this.closeModal(),
      }),
    );
  }

  protected roundLabel(v: V | null): string {
    return roundLabel(v);
  }

  protected resultFromView(v: V): GameResult | null {
    return v.result;
  }

  protected renderView(v: V, snap: TableSnapshot) {
    this.ensureLayout(v, snap);
    if (v.round !== this.lastRound) {
      if (this.lastRound !== -1) this.lastPlayed.clear();
      this.lastRound = v.round;
    }
    this.inflight.clear();
    this.awaiting = false;
    this.controls = controlsOf(v, (seat) => this.plainName(seat));
    this.renderSeats(v, snap);
    this.renderTrack(v);
    this.renderStacks(v);
    const wants = new Map<string, Want>();
    this.layoutCenter(v, wants);
    this.layoutHand(v, wants);
    this.layoutOthersPlayed(v, wants);
    this.reconcile(wants);
    this.drawn = { from: snap.view, wants, pot: this.potGroupsDrawn ?? {}, potShown: this.potGroupsDrawn !== null };
    this.renderBanner(v);
  }

  private renderSeats(v: V, snap: TableSnapshot) {
    for (const [seat, area] of this.areas) {
      if (seat >= v.players) {
        this.renderHouse(v, seat, area);
        continue;
      }
      const s = v.seats[seat];
      const info = snap.seats[seat];
      area.setHeader({
        name: seat === v.seat ? 'You' : info?.name || `Seat ${seat + 1}`,
        bot: info?.bot ?? false,
        connected: info?.connected ?? false,
        autoplay: info?.autoplay ?? false,
        acting: v.actors.includes(seat),
        isYou: false,
      });
      this.trackTimer(seat, area.timer);
      area.setChips(s.chips);
      area.draw.setPile({ count: s.drawCount, topFace: null, faceUp: false });
      const top = s.discard[s.discard.length - 1] ?? null;
      area.discard.setPile({
        count: s.discard.length + s.hiddenDiscards,
        topFace: this.faceOf(top),
        faceUp: top !== null,
        note: s.hiddenDiscards ? `+${s.hiddenDiscards} hidden` : '',
      });
      const ttop = s.trash[s.trash.length - 1] ?? null;
      area.trash.setPile({ count: s.trash.length, topFace: this.faceOf(ttop), faceUp: ttop !== null });
      area.draw.setLegal((seat === v.seat && this.controls.takeTop !== null) || this.controls.raid.has(seat));
      area.discard.setLegal(false);
      area.trash.setLegal(false);
      area.tile.set(s.shuffleActive);
      area.tableau.setCounts(s.upgrades, seat === v.seat ? this.controls.areas.keys() : []);
      area.setHandCount(seat === this.home ? 0 : s.handCount);
      area.setResult(resultLine(v, s, this.lastPlayed), seat === this.home ? 0 : othersPlayedShown(v, s));
    }
  }

  /** A House of the solo rules: chips, piles, its personality card, what comes next, and this round's die. */
  private renderHouse(v: V, seat: number, area: SeatArea) {
    const h = v.solo?.houses.find((x) => x.seat === seat);
    if (!h || !v.solo) return;
    area.setHeader({ name: this.nameOf(seat), bot: false, connected: true, autoplay: false, acting: false, isYou: false, house: true });
    area.setChips(h.chips);
    area.draw.setPile({ count: h.drawCount, topFace: null, faceUp: false });
    const top = h.discard[h.discard.length - 1] ?? null;
    area.discard.setPile({ count: h.discard.length, topFace: this.faceOf(top), faceUp: top !== null });
    const rtop = h.removed[h.removed.length - 1] ?? null;
    area.trash.setPile({ count: h.removedCount ?? h.removed.length, topFace: this.faceOf(rtop), faceUp: rtop !== null });
    area.draw.setLegal(false);
    area.setHandCount(0);
    area.setHouse(houseFacts(v.solo, h, housesToRemove(v).includes(seat) ? removalCandidates(v) : null));
    const r = h.round;
    area.setResult(
      r
        ? `Die ${r.die} + ${r.rp - r.die} = ${r.rp} RP${r.place ? ` · ${ordinal(r.place)}` : ''}${r.chips ? ` · +${r.chips}` : ''}`
        : 'The House skips drawing.',
      0,
    );
  }

  private renderTrack(v: V) {
    const marks = v.seats.map((s) => ({ seat: s.seat, rp: s.result ? s.result.rp : null }));
    for (const h of v.solo?.houses ?? []) marks.push({ seat: h.seat, rp: h.round && v.placement.length ? h.round.rp : null });
    this.track?.setMarkers(marks);
  }

  private renderStacks(v: V) {
    const c = this.stacksLayer;
    c.removeAll(true);
    const r = this.R.stacks;
    const u = this.u;
    const fs = Math.max(minFont(10), Math.round(r.h * 0.1));
    const head = this.add
      .text(r.x + r.w / 2, r.y + 4 * u, `Joker stacks · ${v.roundsLeft} round${v.roundsLeft === 1 ? '' : 's'} left`, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${fs}px`,
        color: COLORS.goldText,
      })
      .setOrigin(0.5, 0);
    if (head.width > r.w - 8 * u) head.setScale((r.w - 8 * u) / head.width);
    c.add(head);
    const n = v.stacks.length + (v.round < 8 ? 1 : 0);
    const cardH = r.h * 0.5;
    const cw = cardH * CARD_RATIO;
    const slots = Math.max(1, n);
    const step = Math.min(cw * 0.9, (r.w - cw - 12 * u) / Math.max(1, slots - 1));
    const y = r.y + r.h * 0.52;
    v.stacks.forEach((size, i) => {
      const x = r.x + 6 * u + cw / 2 + i * step;
      for (let k = 0; k < size; k++) c.add(this.add.image(x + k * cw * 0.12, y - k * cw * 0.12, 'card-back').setDisplaySize(cw, cardH));
      const label = this.add
        .text(x, y + cardH / 2 + 2 * u, `${step > fs * 1.6 ? 'R' : ''}${v.round + 1 + i}`, {
          fontFamily: FONT,
          fontSize: `${Math.round(fs * 0.9)}px`,
          color: COLORS.dim,
        })
        .setOrigin(0.5, 0);
      if (label.width > step * 0.95) label.setScale((step * 0.95) / label.width);
      c.add(label);
    });
    if (v.roundsLeft > 0) {
      const x = r.x + 6 * u + cw / 2 + v.stacks.length * step;
      const fj = this.add
        .image(x, y, this.faceOf('jF') ?? 'card-back')
        .setDisplaySize(cw, cardH)
        .setInteractive();
      fj.on('pointerover', () =>
        this.tooltip.show('Final Joker · round 8', trashPokerCardText('jF')?.body ?? '', { x: x - cw / 2, y: y - cardH / 2, w: cw, h: cardH }),
      );
      fj.on('pointerout', () => this.tooltip.hide());
      c.add(fj);
      c.add(
        this.add
          .text(x, y + cardH / 2 + 2 * u, `${step > fs * 1.6 ? 'R' : ''}${v.round + v.roundsLeft}`, {
            fontFamily: FONT,
            fontSize: `${Math.round(fs * 0.9)}px`,
            color: COLORS.goldText,
          })
          .setOrigin(0.5, 0),
      );
    } else {
      c.add(
        this.add
          .text(r.x + r.w / 2, y, 'Final round:\nshuffle first,\n1st +5 chips,\ntrash collected cards', {
            fontFamily: FONT,
            fontSize: `${fs}px`,
            color: COLORS.goldText,
            align: 'center',
          })
          .setOrigin(0.5),
      );
    }
  }

  private cardStateFor(id: string, picked: Set<string>): CardState {
    if (picked.has(id)) return 'picked';
    const a = this.controls.card.get(id);
    if (a) return a.type === 'unpick' ? 'picked' : 'legal';
    return 'plain';
  }

  /** Lays a choice of jokers out large, each with its effect text, over the top of the table. */
  private layoutChoice(v: V, choice: JokerChoice, wants: Map<string, Want>) {
    const c = this.choiceLayer;
    const u = this.u;
    const top = this.R.opp.y;
    const r = { x: this.R.opp.x, y: top, w: this.R.opp.w, h: this.R.center.y + this.R.center.h - top };
    const g = this.add.graphics();
    drawPanel(g, r.x, r.y, r.w, r.h, u, { fill: 0x0b2219, alpha: 1, line: COLORS.gold, lineWidth: 2.5 * u });
    // The panel takes the taps meant for what it covers.
    c.add([g, this.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h).setInteractive()]);
    const fs = Math.max(minFont(12), Math.round(Math.min(26 * u, r.h * 0.075)));
    const title = this.add
      .text(r.x + r.w / 2, r.y + 10 * u, choice.title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.goldText })
      .setOrigin(0.5, 0);
    const sub = this.add
      .text(r.x + r.w / 2, title.y + title.height + 2 * u, choice.sub, {
        fontFamily: FONT,
        fontSize: `${Math.max(minFont(10), Math.round(fs * 0.55))}px`,
        color: COLORS.dim,
        align: 'center',
        wordWrap: { width: r.w - 40 * u },
      })
      .setOrigin(0.5, 0);
    c.add([title, sub]);
    const body = { x: r.x + 16 * u, y: sub.y + sub.height + 10 * u, w: r.w - 32 * u, h: r.y + r.h - (sub.y + sub.height + 10 * u) - 8 * u };
    const me = v.seat !== null ? v.seats[v.seat] : null;
    const picked = new Set<string>(me?.picked ?? []);
    const cards = choice.cards.map((id) => {
      const t = trashPokerCardText(id, this.deckOf);
      return { id, face: this.faceOf(id), title: t?.title ?? id, body: t?.body ?? '' };
    });
    const slots = showcase(this, c, body, cards, u, { textShare: 0.34 });
    slots.forEach((slot, i) => {
      const state = choice.chooser === v.seat ? this.cardStateFor(slot.id, picked) : 'plain';
      const lift = state === 'picked' ? -slot.h * 0.06 : 0;
      wants.set(slot.id, {
        x: slot.x,
        y: slot.y + lift,
        h: slot.h,
        face: this.faceOf(slot.id),
        faceUp: true,
        owner: trashPokerOwner(slot.id),
        state,
        depth: 20 + i,
        real: true,
      });
      if (state !== 'plain') this.pickOrder.push(slot.id);
    });
  }

  private layoutCenter(v: V, wants: Map<string, Want>) {
    const c = this.centerLayer;
    c.removeAll(true);
    this.choiceLayer.removeAll(true);
    const choice = choiceOf(v, (seat) => this.plainName(seat));
    if (choice) {
      this.potGroupsDrawn = null;
      this.pickOrder = [];
      this.layoutChoice(v, choice, wants);
      return;
    }
    const r = this.R.pot;
    const u = this.u;
    const fs = Math.max(minFont(10), Math.round(r.h * 0.095));
    const me = v.seat !== null ? v.seats[v.seat] : null;
    const picked = new Set<string>([...(me?.picked ?? [])]);
    const effect = v.collect?.effects[0];
    if (effect && effect.kind === 'upgrade' && typeof effect.source === 'string' && effect.source !== 'top') picked.add(effect.source);
    const tray = trayOf(v, this.nameOf);
    this.pickOrder = [];
    const groupColor = (g: CenterGroup) => (g.kind === 'tray' ? COLORS.goldText : g.kind === 'jokers' ? '#d9b8ff' : seatCss(g.seat!));
    const groups = centerGroups(v, tray, (seat) => this.plainName(seat)).map((g) => ({ title: g.title, color: groupColor(g), cards: g.cards }));
    this.potGroupsDrawn = potsOf(v);
    // Anything else the rules let you pick (an unlock offer, a personal joker, another Trash's
    // card...) is laid out here too, so every legal choice is on the table.
    const shown = new Set(groups.flatMap((g) => g.cards));
    if (v.seat !== null) {
      for (const c of [...(v.seats[v.seat].hand ?? []), ...(v.seats[v.seat].played ?? [])]) shown.add(c);
      const extra = [...this.controls.card.keys()].filter((id) => !shown.has(id));
      if (extra.length) groups.unshift({ title: v.todo ? v.todo[0].toUpperCase() + v.todo.slice(1) : 'Choose', color: COLORS.goldText, cards: extra });
    }
    if (groups.length === 0) {
      const text = v.phase === 'draw' ? 'The pot fills when everyone has chosen their 5 cards.' : v.phase === 'over' ? 'Final scoring.' : '';
      c.add(this.add.text(r.x + r.w / 2, r.y + r.h / 2, text, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted }).setOrigin(0.5));
      return;
    }
    const total = groups.reduce((n, g) => n + g.cards.length, 0);
    const titleH = fs * 1.5;
    let cardH = Math.min(r.h - titleH - 8 * u, r.h * 0.74);
    let cw = cardH * CARD_RATIO;
    const groupGap = 18 * u;
    const avail = r.w - 16 * u - groupGap * (groups.length - 1);
    let step = cw + 5 * u;
    if (total * step > avail) {
      // Cards overlap down to 28% of a card showing; past that they shrink until every card fits.
      cw = Math.min(cw, avail / (groups.length + 0.28 * Math.max(0, total - groups.length)));
      cardH = cw / CARD_RATIO;
      step = Math.min(cw + 5 * u, Math.max(cw * 0.28, (avail - groups.length * cw) / Math.max(1, total - groups.length)));
    }
    // Each group is as wide as its cards or its title, whichever is wider.
    const titles = groups.map((g) => this.add.text(0, r.y + 4 * u, g.title, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: g.color }));
    const cardWidths = groups.map((g) => cw + Math.max(0, g.cards.length - 1) * step);
    const space = r.w - 16 * u;
    let widths: number[] = [];
    let used = 0;
    // Too wide: titles give way (shrunk to their cards' width, first at most 40% smaller), never the cards.
    for (const floor of [1, 0.6, 0]) {
      titles.forEach((t, i) => t.setScale(Math.max(floor, Math.min(1, (cardWidths[i] - 4 * u) / t.width))));
      widths = groups.map((_, i) => Math.max(cardWidths[i], titles[i].displayWidth + 6 * u));
      used = widths.reduce((a, b) => a + b, 0) + groupGap * (groups.length - 1);
      if (used <= space) break;
    }
    let x = r.x + Math.max(8 * u, (r.w - used) / 2);
    const cy = r.y + titleH + (r.h - titleH) / 2;
    let depth = 10;
    groups.forEach((g, gi) => {
      const t = titles[gi];
      t.setX(x);
      c.add(t);
      const x0 = x + (widths[gi] - cardWidths[gi]) / 2;
      g.cards.forEach((id, i) => {
        const state = tray?.info ? 'plain' : this.cardStateFor(id, picked);
        const lift = state === 'picked' ? -cardH * 0.1 : 0;
        const visibleW = i < g.cards.length - 1 ? Math.min(cw, step) : cw;
        wants.set(id, {
          x: x0 + cw / 2 + i * step,
          y: cy + lift,
          h: cardH,
          face: this.faceOf(id),
          faceUp: true,
          owner: trashPokerOwner(id),
          state,
          depth: depth++,
          real: true,
          visibleW,
        });
        if (state !== 'plain') this.pickOrder.push(id);
      });
      x += widths[gi] + groupGap;
    });
  }

  private handCardH() {
    return this.R.hand.h * 0.84;
  }

  /** Your played cards (face down for the others) and your hand; backs for a spectator. */
  private layoutHand(v: V, wants: Map<string, Want>) {
    const r = this.R.hand;
    const u = this.u;
    const s = v.seats[this.home];
    const h = this.handCardH();
    const cw = h * CARD_RATIO;
    const played = s.played ?? Array.from({ length: s.playedCount }, (_, i) => `back:${this.home}:played:${i}`);
    const hand = s.hand ? sortHand(s.hand, this.handSort) : Array.from({ length: s.handCount }, (_, i) => `back:${this.home}:hand:${i}`);
    const picked = new Set(s.picked ?? []);
    let left = r.x + 10 * u;
    if (played.length) {
      const pstep = Math.min(cw * 0.55, (r.w * 0.3) / played.length);
      const ph = h * 0.8;
      played.forEach((id, i) => {
        const real = !id.startsWith('back:');
        wants.set(id, {
          x: left + ph * CARD_RATIO * 0.5 + i * pstep,
          y: r.y + r.h * 0.55,
          h: ph,
          face: real ? this.faceOf(id) : null,
          faceUp: real,
          owner: real ? trashPokerOwner(id) : null,
          state: 'plain',
          depth: 200 + i,
          alpha: 0.85,
          real,
        });
      });
      const lbl = this.add.text(left, r.y + 2 * u, v.seat === null ? 'Played (face down)' : 'Played (face down to the others)', {
        fontFamily: FONT,
        fontSize: `${Math.max(minFont(10), Math.round(12 * u))}px`,
        color: COLORS.dim,
      });
      this.centerLayer.add(lbl);
      left += ph * CARD_RATIO + (played.length - 1) * pstep + 24 * u;
    }
    // Room on the right for the hand's buttons (sort, select best 5).
    const avail = r.x + r.w - left - 10 * u - (s.hand?.length ? 128 * u : 0);
    const n = hand.length;
    if (n === 0 && played.length === 0 && v.phase !== 'choose-joker' && v.phase !== 'draft') {
      const whose = v.seat === null ? `${this.plainName(this.home)}’s hand is empty` : 'Your hand is empty';
      const hint =
        v.phase === 'over' || v.phase === 'unlock'
          ? ''
          : v.phase === 'draw'
            ? 'Drawing…'
            : `${whose}: the cards kept are the bet in the pot. 7 new cards come next round.`;
      this.centerLayer.add(
        this.add
          .text(r.x + r.w / 2, r.y + r.h / 2, hint, { fontFamily: FONT, fontSize: `${Math.max(minFont(10), Math.round(14 * u))}px`, color: COLORS.muted })
          .setOrigin(0.5),
      );
    }
    const step = n > 1 ? Math.min(cw + 8 * u, (avail - cw) / (n - 1)) : 0;
    const width = cw + step * Math.max(0, n - 1);
    const x0 = left + Math.max(0, (avail - width) / 2) + cw / 2;
    const handOrder: string[] = [];
    hand.forEach((id, i) => {
      const real = !id.startsWith('back:');
      const state = real ? this.cardStateFor(id, picked) : 'plain';
      const lift = state === 'picked' ? -h * 0.14 : 0;
      wants.set(id, {
        x: x0 + i * step,
        y: r.y + r.h / 2 + lift + 2 * u,
        h,
        face: real ? this.faceOf(id) : null,
        faceUp: real,
        owner: real ? trashPokerOwner(id) : null,
        state,
        depth: 300 + i,
        real,
        visibleW: i < n - 1 ? Math.min(cw, step) : cw,
      });
      if (state !== 'plain') handOrder.push(id);
    });
    this.markBest(v, wants, h);
    // Number keys pick hand cards first when the hand is what you pick from.
    if (handOrder.length) this.pickOrder = [...hand.filter((id) => handOrder.includes(id)), ...this.pickOrder.filter((id) => !handOrder.includes(id))];
  }

  /**
   * The cards of the hand's best 5 get a gold bar under them; beside the hand, buttons to select
   * exactly those (while selecting) and to sort the hand. Kept across redraws like the banner's.
   */
  private markBest(v: V, wants: Map<string, Want>, h: number) {
    const r = this.R.hand;
    const u = this.u;
    const { best } = handPreview(v);
    const g = this.add.graphics();
    g.fillStyle(COLORS.gold, 0.95);
    for (const id of best) {
      const w = wants.get(id);
      if (!w) continue;
      const bw = (w.visibleW ?? h * CARD_RATIO) * 0.8;
      g.fillRoundedRect(w.x - (h * CARD_RATIO) / 2 + 3 * u, Math.min(r.y + r.h - 5 * u, w.y + h / 2 + 2 * u), bw, 4 * u, 2 * u);
    }
    this.centerLayer.add(g);
    const me = v.seat === null ? null : v.seats[v.seat];
    const specs: { key: string; label: string; onClick: () => void }[] = [];
    if (me?.hand?.length) specs.push({ key: 'hand:sort', label: `Sort: ${HAND_SORT_LABEL[this.handSort]}`, onClick: () => this.nextSort() });
    if (selectBestActions(v).length) specs.push({ key: 'hand:best5', label: 'Select best 5', onClick: () => this.selectBest() });
    const bw = 120 * u;
    const bh = Math.min(26 * u, r.h * 0.2);
    const placed = specs.map((sp, i) => ({ ...sp, x: r.x + r.w - bw / 2 - 4 * u, y: r.y + bh / 2 + 2 * u + i * (bh + 4 * u) }));
    const look = (p: (typeof placed)[number]) => ({
      width: bw,
      height: bh,
      label: p.label,
      style: 'ghost' as const,
      fontSize: Math.round(bh * 0.5),
      onClick: p.onClick,
    });
    reconcile(this.handButtons, placed, {
      make: (p) => new Button(this, p.x, p.y, { ...look(p), key: p.key }).setDepth(400),
      update: (b, p) => b.reshape(look(p)).setPosition(p.x, p.y),
      remove: (b) => b.destroy(),
    });
  }

  private nextSort() {
    this.handSort = HAND_SORTS[(HAND_SORTS.indexOf(this.handSort) + 1) % HAND_SORTS.length];
    if (!this.queue.busy) this.renderLatest();
  }

  /** Picks the best 5 (the engine's choice) with the moves the view allows. */
  private selectBest() {
    const v = this.view;
    if (!v) return;
    for (const a of selectBestActions(v)) this.act(a);
  }

  /** The others' played cards, face down until they are revealed. */
  private layoutOthersPlayed(v: V, wants: Map<string, Want>) {
    for (const [seat, area] of this.areas) {
      if (seat === this.home || seat >= v.players) continue;
      const s = v.seats[seat];
      const n = othersPlayedShown(v, s);
      for (let i = 0; i < n; i++) {
        const slot = area.playedSlot(i, n);
        wants.set(`back:${seat}:played:${i}`, {
          x: slot.x,
          y: slot.y,
          h: slot.h,
          face: null,
          faceUp: false,
          owner: null,
          state: 'plain',
          depth: 50 + i,
          real: false,
        });
      }
    }
  }

  /** Moves every card sprite to where the view says it is; makes and removes sprites as needed. */
  private reconcile(wants: Map<string, Want>) {
    this.layer.place(wants);
  }

  private tapCard(card: CardSprite) {
    const id = card.cardId;
    if (!id) return;
    const action = this.controls.card.get(id);
    if (action) this.act(action);
  }

  private hoverCard(card: CardSprite, over: boolean) {
    if (!over || !card.cardId) return this.tooltip.hide();
    const t = trashPokerCardText(card.cardId, this.deckOf);
    if (!t) return;
    const b = card.getBounds();
    this.tooltip.show(t.title, t.body, { x: b.x, y: b.y, w: b.width, h: b.height });
  }

  private renderBanner(v: V) {
    const c = this.banner;
    c.removeAll(true);
    const r = this.R.banner;
    const u = this.u;
    const g = this.add.graphics();
    const myTurn = v.seat !== null && v.legal.length > 0;
    drawPanel(g, r.x, r.y, r.w, r.h, u, {
      fill: myTurn ? 0x3a2c07 : 0x0b2219,
      alpha: 0.92,
      line: myTurn ? COLORS.gold : COLORS.panelLine,
      lineWidth: myTurn ? 2.5 * u : 1.5 * u,
    });
    c.add(g);
    const msg = stepMessage(v, this.nameOf);
    const fs = Math.max(minFont(10), Math.round(r.h * 0.3));
    const specs = this.controls.buttons;
    const bh = r.h * 0.72;
    const natural = specs.map((b) => Math.min(300 * u, Math.max(110 * u, b.label.length * fs * 0.58 + 40 * u)));
    const room = r.w * 0.56 - specs.length * 8 * u;
    const total = natural.reduce((a, b) => a + b, 0);
    const bws = natural.map((w) => (total > room ? (w * room) / total : w));
    const buttonsW = bws.reduce((a, b) => a + b + 8 * u, 0);
    const textW = r.w - buttonsW - 24 * u;
    const title = this.add.text(r.x + 12 * u, r.y + r.h * 0.08, msg.title, {
      fontFamily: SERIF,
      fontStyle: 'bold',
      fontSize: `${Math.round(fs * 0.9)}px`,
      color: COLORS.goldText,
    });
    const preview = handPreview(v).text;
    const body = this.add
      .text(r.x + 12 * u, r.y + r.h * 0.5, msg.text, {
        fontFamily: FONT,
        fontStyle: myTurn ? 'bold' : '',
        fontSize: `${fs}px`,
        color: myTurn ? '#ffffff' : COLORS.dim,
      })
      .setOrigin(0, 0.15);
    if (body.width > textW) body.setScale(Math.max(0.62, textW / body.width));
    c.add([title, body]);
    if (preview) {
      const p = this.add
        .text(title.x + title.width + 18 * u, title.y, preview, {
          fontFamily: FONT,
          fontStyle: 'bold',
          fontSize: `${Math.round(fs * 0.9)}px`,
          color: '#7fe0a0',
        })
        .setOrigin(0, 0);
      const maxW = textW - title.width - 18 * u;
      if (p.width > maxW) p.setScale(Math.max(0.6, maxW / p.width));
      c.add(p);
    }
    if (myTurn) {
      loop(this, g, { alpha: 0.8 }, 900);
    }
    // Buttons right-aligned, in order; each keeps its object across redraws while its key stays.
    const placed: (ButtonSpec & { x: number; w: number })[] = [];
    let x = r.x + r.w - 8 * u;
    for (let i = specs.length - 1; i >= 0; i--) {
      placed.unshift({ ...specs[i], x: x - bws[i] / 2, w: bws[i] });
      x -= bws[i] + 8 * u;
    }
    const look = (p: (typeof placed)[number]) => ({
      width: p.w,
      height: bh,
      label: p.label,
      style: p.style,
      fontSize: Math.round(fs * 0.85),
      // The move is looked up when the press completes: never the one of an older picture.
      onClick: () => this.pressBanner(p.key),
    });
    reconcile(this.bannerButtons, placed, {
      make: (p) => new Button(this, p.x, r.y + r.h / 2, { ...look(p), hint: p.hint, key: p.key }).setDepth(5),
      update: (b, p) =>
        b
          .reshape(look(p))
          .setPosition(p.x, r.y + r.h / 2)
          .setEnabled(true),
      remove: (b) => b.destroy(),
    });
    this.buttons = placed.map((p) => this.bannerButtons.get(p.key)!);
  }

  /** A banner button's press completed: play the move it stands for now, if it still stands for one. */
  private pressBanner(key: string) {
    const spec = this.controls.buttons.find((b) => b.key === key);
    if (spec) this.act(spec.action);
    else controlVanished(this, 'That choice');
  }

  // ---- input ---------------------------------------------------------------------------------

  protected override onKey(e: KeyboardEvent): boolean {
    if (/^[0-9]$/.test(e.key)) {
      const i = e.key === '0' ? 9 : Number(e.key) - 1;
      const id = this.pickOrder[i];
      const sprite = id ? this.cards.get(id) : undefined;
      if (sprite) sprite.tap();
      return true;
    }
    if (e.key === 'Enter') {
      const primary =
        this.buttons.find((b) => b.isEnabled() && this.controls.buttons[this.buttons.indexOf(b)]?.style === 'primary') ??
        (this.buttons.length === 1 ? this.buttons[0] : undefined);
      primary?.click();
      return true;
    }
    if (e.key === 'Escape') {
      const v = this.view;
      if (!v || v.seat === null) return false;
      for (const a of v.legal) if (a.type === 'unpick') this.conn.send(a);
      return true;
    }
    return false;
  }

  protected override seatRect(seat: number): Rect | null {
    return this.areas.get(seat)?.box ?? null;
  }

  protected override seatOfferRect(seat: number): Rect | null {
    const gap = this.areas.get(seat)?.headerGap();
    if (!gap || gap.w < 60 * this.u) return super.seatOfferRect(seat);
    const w = Math.min(gap.w, 150 * this.u);
    return { x: gap.x + (gap.w - w) / 2, y: gap.y, w, h: gap.h };
  }

  /** Every difference between the cards on screen and the latest view's picture (see `pictureMismatch`). */
  private pictureCheck(): string[] {
    const latest = this.snap?.view;
    if (!latest || !this.drawn) return latest ? ['the table has not been drawn'] : [];
    const out = this.drawn.from === latest ? [] : ['the latest view is not drawn'];
    return [...out, ...pictureMismatch(this.layer.drawn(), this.drawn.wants)];
  }

  /** The pots as drawn (only cards sitting where the picture puts them) and as the latest view has them. */
  private potCheck(): { drawn: Record<string, string[]>; view: Record<string, string[]> } {
    const latest = this.snap?.view ? this.repairView(this.snap.view as V, this.snap) : null;
    const onScreen = this.layer.drawn();
    const drawn: Record<string, string[]> = {};
    for (const [owner, ids] of Object.entries(this.drawn?.pot ?? {})) {
      drawn[owner] = ids.filter((id) => {
        const d = onScreen.get(id);
        const w = this.drawn?.wants.get(id);
        return d && w && d.visible && pictureMismatch(new Map([[id, d]]), new Map([[id, w]])).length === 0;
      });
    }
    return { drawn, view: latest && Array.isArray(latest.seats) ? potsOf(latest) : {} };
  }

  protected override cardsSettling(): boolean {
    return this.layer.settling();
  }

  protected override testInfo() {
    const v = this.view;
    const me = v && v.seat !== null ? v.seats[v.seat] : null;
    return {
      mode: 'trash-poker',
      pictureMismatch: this.busy ? [] : this.pictureCheck(),
      pot: this.potCheck(),
      // Whether the centre shows the pots now (not while a choice of jokers fills it).
      potShown: this.drawn?.potShown ?? false,
      round: v?.round ?? null,
      gamePhase: v?.phase ?? null,
      step: me?.step ?? null,
      picked: me?.picked?.length ?? 0,
      hand: me?.hand?.length ?? null,
      handVisible: me?.hand !== null && me?.hand !== undefined,
      legal: v?.legal.length ?? 0,
      pickOrder: this.pickOrder.slice(),
      pickedIds: me?.picked?.slice() ?? [],
      chips: v?.seats.map((x) => x.chips) ?? [],
      houses: [...this.areas].flatMap(([seat, a]) =>
        a.personality?.facts ? [{ seat, personality: a.personality.facts.current?.name ?? null, next: a.personality.facts.next }] : [],
      ),
    };
  }

  // ---- log -----------------------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    return narrate(e, this.nameOf, this.seat);
  }

  // ---- animation ---------------------------------------------------------------------------

  protected override readonly narratesWhileAnimating = true;

  private readonly animator = new TrashPokerAnimator(this.animHost());

  /** The table as its animations see it (read when they run, so always the current furniture). */
  private animHost(): TrashPokerAnimHost {
    const t = this;
    return {
      scene: t,
      get u() {
        return t.u;
      },
      get R() {
        return t.R;
      },
      get main() {
        return t.main;
      },
      get home() {
        return t.home;
      },
      get seat() {
        return t.seat;
      },
      get view() {
        return t.view;
      },
      get cards() {
        return t.cards;
      },
      areas: t.areas,
      get track() {
        return t.track;
      },
      lastPlayed: t.lastPlayed,
      get choiceDepth() {
        return t.choiceLayer.length > 0 ? CHOICE_DEPTH : null;
      },
      faceOf: (id) => t.faceOf(id),
      nameOf: (seat) => t.nameOf(seat),
      plainName: (seat) => t.plainName(seat),
      handCardH: () => t.handCardH(),
      bigText: (title, sub, hurry) => t.bigText(title, sub, hurry),
    };
  }

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.built || !this.view) {
      for (const e of events) this.narrateEvent(e);
      return;
    }
    const epoch = this.animEpoch;
    this.animator.begin(events);
    const steps = animationSteps(events);
    const hurry = catchUpHurry(backlog, steps.length);
    for (const step of steps) {
      // Each step is told in the log as it plays, so the log and the table tell the same moment.
      for (const e of step) this.narrateEvent(e);
      if (epoch !== this.animEpoch) continue;
      await this.animator.step(step, hurry);
    }
  }
}

import type Phaser from 'phaser';
import type { TrashPokerAction } from '../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../shared/engine/trash-poker/view';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { ensureFace } from '../art/textures';
import { tweenTo } from '../anim/tween';
import { TrashPokerAnimator } from '../anim/TrashPokerAnimator';
import { CardLayer, type CardWant } from '../objects/CardLayer';
import type { CardSprite } from '../objects/CardSprite';
import { fillAchievements } from '../objects/AchievementsModal';
import type { LogLine } from '../objects/GameLog';
import { pictureMismatch } from '../objects/pictureCheck';
import { ScoringTrack } from '../objects/ScoringTrack';
import { SeatArea } from '../objects/SeatArea';
import { Tableau } from '../objects/Tableau';
import { controlVanished } from '../objects/vanished';
import { trashPokerCardText, trashPokerFace, trashPokerOwner } from '../modes/faces';
import type { Rect, SeatOffer } from '../modes/layout';
import { playedCaption, type HandButtonKey } from '../modes/trash-poker/hand';
import { repairView, viewReady } from '../modes/trash-poker/completeness';
import { roundLabel } from '../modes/trash-poker/picture';
import { pileWindow, tileTip } from '../modes/trash-poker/tips';
import { potsOf } from '../modes/trash-poker/pots';
import { plainSeatName } from '../modes/trash-poker/seats';
import { HAND_SORTS, type HandSort, selectBestActions } from '../modes/trash-poker/preview';
import { animationSteps, catchUpHurry } from '../modes/trash-poker/steps';
import { type TrashPokerPicture, trashPokerPicture } from '../modes/trash-poker/table';
import { achievementRows, narrate } from '../modes/trash-poker/text';
import type { TableSnapshot } from '../net/TableConnection';
import { COLORS, pressPx, FONT, isCompact, minFont } from '../ui/theme';
import { TableScene } from './TableScene';
import { TrashPokerBoard } from '../objects/TrashPokerBoard';
import { drawAreaHelp, type HelpMark, moveAreaHelp } from '../objects/AreaHelp';
import { besideSeat, widestBadge } from '../objects/OddsPanel';
import { trashPokerHelpAreas } from '../reference/areas';
import { count } from '../ui/words';

type V = TrashPokerView;

/**
 * The Trash Poker table. Top: the other players (chips, hand, piles, shuffle tile, tableau,
 * played cards); the scoring track; the joker stacks and the pot, or a choice of jokers laid out
 * large; the banner saying what to do now; your hand; your own place. Everything is drawn from
 * `trashPokerPicture` of the latest view; this scene only draws, takes input and animates.
 */
export class TrashPokerTable extends TableScene<V> {
  protected readonly modeId: ModeId = 'trash-poker';
  private built: string | null = null;
  private areas = new Map<number, SeatArea>();
  private layer!: CardLayer;
  private track: ScoringTrack | null = null;
  private picture: TrashPokerPicture | null = null;
  /** The stacks, the centre's words, a choice of jokers, the hand band's extras and the banner. */
  private board: TrashPokerBoard | null = null;
  /** The "?" of each area with help, by area (hidden while a choice of jokers covers its area). */
  private helpMarks = new Map<string, HelpMark>();
  private handSort: HandSort = 'dealt';
  /** Cards tapped and sent, waiting for the server (no double sends). */
  private inflight = new Set<string>();
  /** Each seat's played hand as revealed this round (from events), for the seat panels. */
  private lastPlayed = new Map<number, string[]>();
  private lastRound = -1;
  private placeholder: Phaser.GameObjects.Text | null = null;
  /** A move was sent; its controls stay off until the next state is drawn. */
  private awaiting = false;
  /** The last picture drawn: from which view, and its cards as the layer was asked to show them. */
  private drawn: { from: unknown; wants: Map<string, CardWant> } | null = null;

  constructor() {
    super('TrashPokerTable');
  }

  // ---- furniture -----------------------------------------------------------------------------

  protected buildTable() {
    this.built = null;
    this.areas.clear();
    this.layer = new CardLayer(
      this,
      (card) => this.tapCard(card),
      (card, over) => this.hoverCard(card, over),
    );
    this.track = null;
    this.picture = null;
    this.board = null;
    if (!this.snap?.view)
      this.placeholder = this.add
        .text(this.main.x + this.main.w / 2, this.main.y + this.main.h / 2, 'Sitting down…', {
          fontFamily: FONT,
          fontSize: `${Math.round(20 * this.u)}px`,
          color: COLORS.dim,
        })
        .setOrigin(0.5);
  }

  /** The seat areas, the track and the layers, for this seat count, viewer and canvas size. */
  private ensureBuilt(v: V, p: TrashPokerPicture, snap: TableSnapshot) {
    const key = `${v.players}:${v.participants ?? v.players}:${v.seat}:${this.W}x${this.H}`;
    if (this.built === key) {
      // The centre grows while the pot is collected: what is placed on it follows.
      this.headlineBand = p.layout.bands.center;
      moveAreaHelp(this.helpMarks, trashPokerHelpAreas(p.layout.help), this.u);
      return;
    }
    if (this.built !== null) {
      // The seat changed (took a seat, left it): start the furniture over.
      this.layer.clear();
      for (const a of this.areas.values()) a.destroy();
      this.track?.destroy();
      this.board?.destroy();
      for (const m of this.helpMarks.values()) for (const o of [m.mark, m.region]) o.destroy();
      this.areas.clear();
    }
    this.built = key;
    this.placeholder?.destroy();
    this.placeholder = null;
    const L = p.layout;
    const u = this.u;
    this.headlineBand = L.bands.center;
    for (const [seat, place] of L.seats) {
      const area = new SeatArea(this, place, u);
      this.areas.set(seat, area);
      this.wireArea(seat, area);
    }
    const trackNames = Array.from({ length: v.participants ?? v.players }, (_, i) =>
      i === v.seat ? 'You' : i >= v.players ? 'House' : snap.seats[i]?.name || `Seat ${i + 1}`,
    );
    this.track = new ScoringTrack(this, L.bands.track, u, v.participants ?? v.players, trackNames);
    this.board = new TrashPokerBoard(this, L, {
      faceOf: (id) => this.faceOf(id),
      deckOf: this.deckOf,
      tooltip: this.tooltip,
      bannerPanel: (into, r, myTurn, title, text, words) => this.bannerPanel(into, r, myTurn, title, text, words),
      pressBanner: (key) => this.pressBanner(key),
      pressHand: (key) => this.pressHand(key),
    });
    this.helpMarks = drawAreaHelp(this, u, trashPokerHelpAreas(L.help), (section) => this.scene.launch('RulesReference', { mode: 'trash-poker', section }));
  }

  private wireArea(seat: number, area: SeatArea) {
    const pileTap = (pile: 'discard' | 'trash') => () => {
      if (!this.view) return;
      const w = pileWindow(this.view, seat, pile, this.plainOrYou(seat));
      this.inspect(
        w.title,
        w.sub,
        w.cards.map((id) => ({ id, face: this.faceOf(id), owner: trashPokerOwner(id) })),
      );
    };
    area.draw.onTap = () => {
      const v = this.view;
      const c = this.picture?.controls;
      const action = v && c ? (seat === v.seat && c.takeTop ? c.takeTop : c.raid.get(seat)) : undefined;
      if (action) this.act(action);
      else if (v) this.tipAt(area.draw, `${this.plainOrYou(seat)} draw pile`, `${count(v.seats[seat].drawCount, 'card')}, face down.`);
    };
    area.discard.onTap = pileTap('discard');
    area.trash.onTap = pileTap('trash');
    const panel = area.personality;
    if (panel)
      panel.onExplain = (over) =>
        over && panel.facts ? this.tooltip.show(`${this.nameOf(seat)}’s personality`, panel.facts.details, panel.rect) : this.tooltip.hide();
    area.tableau.onArea = (a) => {
      const action = this.picture?.controls.areas.get(a);
      if (action && seat === this.view?.seat) this.act(action);
    };
    area.tableau.onHover = (a, rect) => {
      if (!a) return this.tooltip.hide();
      const n = this.view?.seats[seat].upgrades[a] ?? 0;
      this.tooltip.show(`Upgrade area · ${count(n, 'card')}`, Tableau.effect(a), rect);
    };
    area.tile.setInteractive();
    area.tile.on('pointerover', () => {
      const t = tileTip(this.view?.seats[seat].shuffleActive ?? false);
      this.tipAt(area.tile, t.title, t.body);
    });
    area.tile.on('pointerout', () => this.tooltip.hide());
  }

  // ---- names ---------------------------------------------------------------------------------

  // A House has no seat in the room's list: without this its pot was "Seat 2’s pot".
  protected override plainName(seat: number): string {
    const v = this.view ?? (this.snap?.view as V | undefined);
    return v ? plainSeatName(v, seat, this.snap?.seats[seat]?.name) : super.plainName(seat);
  }

  /** Whose deck a card comes from, for its tooltip ("your", "Ann’s"). */
  private deckOf = (seat: number) => (seat === this.seat ? 'your' : `${this.plainName(seat)}’s`);

  private plainOrYou(seat: number) {
    return seat === this.seat ? 'Your' : `${this.plainName(seat)}’s`;
  }

  private tipAt(obj: { getBounds(): Phaser.Geom.Rectangle }, title: string, body: string) {
    const b = obj.getBounds();
    this.tooltip.show(title, body, { x: b.x, y: b.y, w: b.width, h: b.height });
  }

  private faceOf(id: string | null): string | null {
    const spec = id ? trashPokerFace(id) : null;
    return spec ? ensureFace(this.textures, spec) : null;
  }

  // ---- input ---------------------------------------------------------------------------------

  private act(action: TrashPokerAction) {
    if (this.awaiting) return;
    if (action.type !== 'pick' && action.type !== 'unpick') {
      // Anything but a pick ends this choice: the controls wait for the table to answer, so a
      // second press cannot send a move the rules no longer allow.
      this.awaiting = true;
      for (const b of this.board?.bannerButtons.values() ?? []) b.setEnabled(false);
    }
    if ('card' in action) {
      if (this.inflight.has(action.card)) return;
      this.inflight.add(action.card);
      // Snappy feedback: raise or lower the card before the server answers.
      const sprite = this.layer.get(action.card);
      if (sprite && (action.type === 'pick' || action.type === 'unpick')) {
        const up = action.type === 'pick';
        sprite.setCardState(up ? 'picked' : 'legal');
        void tweenTo(this, sprite, { y: sprite.y + (up ? -1 : 1) * sprite.cardH * 0.14 }, 120, { ease: 'Back.easeOut' });
      }
    }
    this.tooltip.hide();
    this.conn.send(action);
  }

  private tapCard(card: CardSprite) {
    const action = card.cardId ? this.picture?.controls.card.get(card.cardId) : undefined;
    if (action) this.act(action);
  }

  private hoverCard(card: CardSprite, over: boolean) {
    if (!over || !card.cardId) return this.tooltip.hide();
    const t = trashPokerCardText(card.cardId, this.deckOf);
    if (t) this.tipAt(card, t.title, t.body);
  }

  /** A banner button's press completed: play the move it stands for now, if it still stands for one. */
  private pressBanner(key: string) {
    const spec = this.picture?.controls.buttons.find((b) => b.key === key);
    if (spec) this.act(spec.action);
    else controlVanished(this, 'That choice');
  }

  private pressHand(key: HandButtonKey) {
    const v = this.view;
    if (!v) return;
    if (key === 'hand:best5') for (const a of selectBestActions(v)) this.act(a);
    else {
      this.handSort = HAND_SORTS[(HAND_SORTS.indexOf(this.handSort) + 1) % HAND_SORTS.length];
      if (!this.queue.busy) this.renderLatest();
    }
  }

  protected override onKey(e: KeyboardEvent): boolean {
    if (/^[0-9]$/.test(e.key)) {
      const id = this.picture?.pickOrder[e.key === '0' ? 9 : Number(e.key) - 1];
      if (id) this.layer.get(id)?.tap();
      return true;
    }
    if (e.key === 'Enter') {
      const specs = this.picture?.controls.buttons ?? [];
      const key = (specs.find((b) => b.style === 'primary') ?? (specs.length === 1 ? specs[0] : undefined))?.key;
      const b = key ? this.board?.bannerButtons.get(key) : undefined;
      if (b?.isEnabled()) b.click();
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

  // ---- the view ------------------------------------------------------------------------------

  protected override repairView(v: V, snap: TableSnapshot): V {
    return repairView(
      v,
      snap.seats.map((s) => s.acting),
    );
  }

  protected override viewReady(v: V): boolean {
    return viewReady(v);
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
      fillAchievements(this, c, u, { w: this.W, h: this.H }, rows, { faceOf: (id) => this.faceOf(id), tooltip: this.tooltip, close: () => this.closeModal() }),
    );
  }

  protected roundLabel(v: V | null): string {
    return roundLabel(v);
  }

  protected resultFromView(v: V): GameResult | null {
    return v.result;
  }

  protected override bannerOffers(): readonly SeatOffer[] {
    return this.picture?.banner.offers ?? [];
  }

  private pictureOf(v: V, snap: TableSnapshot): TrashPokerPicture {
    return trashPokerPicture(v, {
      screen: { W: this.W, H: this.H, main: this.main, u: this.u, minFont: minFont(10), finger: pressPx(this.W, this.H) },
      compact: isCompact(this.H),
      sort: this.handSort,
      presence: snap.seats,
      lastPlayed: this.lastPlayed,
      names: (seat) => this.plainName(seat),
      nameOf: this.nameOf,
      offered: this.offered,
    });
  }

  protected renderView(v: V, snap: TableSnapshot) {
    if (v.round !== this.lastRound) {
      if (this.lastRound !== -1) this.lastPlayed.clear();
      this.lastRound = v.round;
    }
    const p = this.pictureOf(v, snap);
    this.ensureBuilt(v, p, snap);
    this.picture = p;
    this.inflight.clear();
    this.awaiting = false;
    this.drawSeats(p);
    this.track?.setMarkers(p.marks);
    this.board?.draw(p);
    const helpShown = new Set<string>(p.help);
    for (const [key, m] of this.helpMarks) m.mark.setVisible(helpShown.has(key));
    const wants = new Map<string, CardWant>();
    for (const [id, c] of p.cards) wants.set(id, { ...c, face: c.real ? this.faceOf(id) : null, owner: c.real ? trashPokerOwner(id) : null });
    this.layer.place(wants);
    this.drawn = { from: snap.view, wants };
  }

  private drawSeats(p: TrashPokerPicture) {
    for (const [seat, area] of this.areas) {
      const s = p.seats.get(seat);
      if (!s) continue;
      area.show(s, (id) => this.faceOf(id));
      if (!s.house) this.trackTimer(seat, area.timer);
    }
  }

  protected override seatRect(seat: number): Rect | null {
    return this.areas.get(seat)?.box ?? null;
  }

  // An odds badge over another seat's tableau would hide its counts: it takes the header line's
  // right end instead, before the chips.
  protected override oddsSlot = (seat: number, w: number, h: number) => {
    const badge = this.badgeRoom(seat);
    return badge ? { x: badge.x + badge.w - w, y: badge.y + (badge.h - h) / 2 } : besideSeat(this.seatRect(seat), w, h, this.u, this.main.y);
  };

  /**
   * Where another seat's odds badge fits on its header line's free stretch (right-aligned, ending
   * above the piles' row), or null when the line is too short for it.
   */
  private badgeRoom(seat: number): Rect | null {
    const area = this.areas.get(seat);
    const line = area?.headerGap();
    if (!area || area.home || !line) return null;
    const pilesTop = Math.min(...[area.draw, area.discard, area.trash].map((p) => p.getBounds().y));
    const b = widestBadge(this, this.u);
    if (line.w < b.w + 6 * this.u) return null;
    return { x: line.x + line.w - b.w, y: line.y, w: b.w, h: Math.min(line.h, pilesTop - 2 * this.u - line.y) };
  }

  // ---- what tests read -----------------------------------------------------------------------

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
    for (const [owner, ids] of Object.entries(this.picture?.centre.pots ?? {})) {
      drawn[owner] = ids.filter((id) => {
        const d = onScreen.get(id);
        const w = this.drawn?.wants.get(id);
        return d && w && d.visible && pictureMismatch(new Map([[id, d]]), new Map([[id, w]])).length === 0;
      });
    }
    return { drawn, view: latest && Array.isArray(latest.seats) ? potsOf(latest) : {} };
  }

  /** A card raised or lowered ahead of the server's answer (see `act`) is not at rest until the answer is drawn. */
  protected override cardsSettling(): boolean {
    return this.inflight.size > 0 || this.layer.settling();
  }

  protected override testInfo() {
    const v = this.view;
    const me = v && v.seat !== null ? v.seats[v.seat] : null;
    return {
      mode: 'trash-poker',
      pictureMismatch: this.busy ? [] : this.pictureCheck(),
      pot: this.potCheck(),
      // Whether the pots are on the table now (in the centre, or under a choice of jokers).
      potShown: this.picture !== null,
      choiceOpen: this.picture?.centre.choice != null,
      banner: this.picture ? { title: this.picture.banner.title, text: this.picture.banner.text } : null,
      playedCaption: this.board?.caption?.text ?? null,
      round: v?.round ?? null,
      gamePhase: v?.phase ?? null,
      step: me?.step ?? null,
      picked: me?.picked?.length ?? 0,
      hand: me?.hand?.length ?? null,
      handVisible: me?.hand !== null && me?.hand !== undefined,
      legal: v?.legal.length ?? 0,
      pickOrder: this.picture?.pickOrder.slice() ?? [],
      pickedIds: me?.picked?.slice() ?? [],
      chips: v?.seats.map((x) => x.chips) ?? [],
      houses: [...this.areas].flatMap(([seat, a]) =>
        a.personality?.facts ? [{ seat, personality: a.personality.facts.current?.name ?? null, next: a.personality.facts.next }] : [],
      ),
    };
  }

  // ---- log and animation ---------------------------------------------------------------------

  protected narrate(e: GameEvent): LogLine | null {
    return narrate(e, this.nameOf, this.seat);
  }

  protected override readonly narratesWhileAnimating = true;

  private readonly animator = new TrashPokerAnimator({
    scene: this,
    picture: () => this.picture,
    view: () => this.view,
    seat: () => this.seat,
    layer: () => this.layer,
    area: (seat) => this.areas.get(seat),
    track: () => this.track,
    lastPlayed: this.lastPlayed,
    faceOf: (id) => this.faceOf(id),
    nameOf: (seat) => this.nameOf(seat),
    plainName: (seat) => this.plainName(seat),
    bigText: (title, sub, hurry) => this.bigText(title, sub, hurry),
    revealPlayed: () => this.board?.caption?.setText(playedCaption(this.seat === null, true)),
  });

  protected async animate(events: GameEvent[], backlog: number): Promise<void> {
    if (!this.built || !this.picture) {
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

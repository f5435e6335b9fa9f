import Phaser from 'phaser';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { EventQueue } from '../anim/EventQueue';
import type { ModalCard } from '../objects/CardModal';
import type { LogLine } from '../objects/GameLog';
import { type BannerWords, drawBannerPanel, playHeadline } from '../objects/Headline';
import { drawSeatChooser, SeatOffers } from '../objects/SeatOffers';
import { drawSeatHeader } from '../objects/SeatHeader';
import { TableDialogs } from '../objects/TableDialogs';
import { TableEnd } from '../objects/TableEnd';
import { TableLog } from '../objects/TableLog';
import { type TableAction, TableMenu } from '../objects/TableMenu';
import { Tooltip } from '../objects/Tooltip';
import { TopBar } from '../objects/TopBar';
import { TurnClock } from '../objects/TurnClock';
import type { TableSource } from '../net/TableSource';
import { explainUnchoosableCards, showRefusalAt } from '../objects/RefusalNote';
import { besideSeat, OddsPanel, widestBadge } from '../objects/OddsPanel';
import { CONTROL_VANISHED } from '../objects/vanished';
import { WaitingRoom } from '../objects/WaitingRoom';
import type { Rect, SeatOffer } from '../modes/layout';
import { modeInfo } from '../modes/registry';
import { asksBeforeLeaving, offeredSeats, type ShellLayout, shellLayout, waitingPicture, watchingLabel } from '../modes/tableShell';
import { seatChangeNote, tableLine } from '../modes/tableText';
import { type ResultsData, resultsData } from '../net/lastResults';
import { TableConnection, type TableSnapshot } from '../net/TableConnection';
import { speedFactor } from '../settings';
import { noteTrail, registerInfo } from '../testHook';
import { clearScene } from '../ui/clear';
import { isCompact, pressPx, seatCss, unitOf } from '../ui/theme';
import { Hud } from './Hud';

export type { Rect } from '../modes/layout';
export type { ResultsData } from '../net/lastResults';

/** Batches waiting beyond which the table stops animating and jumps to the latest state. */
const CATCH_UP_BACKLOG = 4;
/** The overlay scene the rules reference shows in, over a running table. */
const RULES_OVERLAY = 'RulesReference';

/**
 * What every table shares, whatever the mode: the connection, the event queue (animate the
 * events, then draw the latest view), the game log, keyboard dispatch, the tooltip, the pile
 * inspector and the way to the results; and the shell drawn by objects of its own from pure
 * pictures (client/modes/tableShell.ts): the top bar, the menu, the waiting room, the seat
 * offers and the turn clocks. Each mode's table draws its own view.
 */
export abstract class TableScene<V> extends Phaser.Scene {
  protected conn!: TableSource;
  private oddsPanel: OddsPanel | null = null;
  protected snap: TableSnapshot | null = null;
  protected view: V | null = null;
  protected queue!: EventQueue;
  protected u = 1;
  protected W = 0;
  protected H = 0;
  protected main: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** Each seat's panel, once a mode has laid them out. */
  protected panels = new Map<number, Rect>();
  /** The band headlines are centred on, once a mode has laid out its table; else the whole table. */
  protected headlineBand: Rect | null = null;
  protected tooltip!: Tooltip;
  private readonly gameLog = new TableLog((e) => tableLine(e, this.nameOf, this.seat) ?? this.narrate(e));
  /** Whether the mode narrates each event as it animates it (`narrateEvent`), not a batch at its start. */
  protected readonly narratesWhileAnimating: boolean = false;
  /** Bumped when an animation is given up on: animations started before stop where they are. */
  protected animEpoch = 0;
  /** Bumped on every render, for tests to wait on. */
  protected version = 0;
  private shell!: ShellLayout;
  private topBar!: TopBar;
  private waiting: WaitingRoom | null = null;
  /** What the waiting room shows now (its picture and the screen's size), to draw it only when that changes. */
  private waitingKey = '';
  private seatOffers: SeatOffers | null = null;
  /** Where each seat header drawn this render kept room for an odds badge. */
  private readonly badgeSlots = new Map<number, Rect>();
  private widestBadgeAt: { u: number; w: number } | null = null;
  private readonly dialogs = new TableDialogs(this, () => this.tooltip?.hide());
  /** The seat chooser's window while it may be open, and the seats it lists (`followChooser`). */
  private chooser: { panel: Phaser.GameObjects.Container; seats: number[] } | null = null;
  private clock!: TurnClock;
  private readonly gameEnd = new TableEnd(this, this.gameLog);
  private relayoutPending = false;
  private lastSeat: number | null | undefined = undefined;
  private incompleteSince: number | null = null;
  /** The server's refusals, for tests (a well-behaved UI never sends an illegal move). */
  private refusals: string[] = [];

  protected abstract readonly modeId: ModeId;

  /** Creates the mode's table furniture inside `this.main`. */
  protected abstract buildTable(): void;
  /** Shows `view` (called after the event queue has drained, and on every state update when idle). */
  protected abstract renderView(view: V, snap: TableSnapshot): void;
  /** Animates one batch of events; resolves when done. */
  protected abstract animate(events: GameEvent[], backlog: number): Promise<void>;
  /** A log line for an event, or null. */
  protected abstract narrate(e: GameEvent): LogLine | null;
  /** The top bar's round text. */
  protected abstract roundLabel(view: V | null): string;
  /** Buttons a mode adds to the top bar for the current view (none by default). */
  protected topBarButtons(): { label: string; key: string; onClick: () => void }[] {
    return [];
  }
  /** The final standings as the view holds them (after a reload the result message is gone). */
  protected abstract resultFromView(view: V): GameResult | null;
  /** A key press the table did not handle itself. */
  protected onKey(_e: KeyboardEvent): boolean {
    return false;
  }
  /**
   * Whether a view has every part the table draws. A view is rebuilt from many small patches;
   * right after a (re)connection it can briefly be incomplete, and is then drawn a moment later.
   */
  protected viewReady(_view: V): boolean {
    return true;
  }
  /** Fills parts of a view that can be rebuilt from the public table state. */
  protected repairView(view: V, _snap: TableSnapshot): V {
    return view;
  }
  /** Facts for tests. */
  protected testInfo(): Record<string, unknown> {
    return {};
  }
  /** Whether cards still settle after the last redraw (a short slide, or a fade-in of a new card). */
  protected cardsSettling(): boolean {
    return false;
  }
  /** Not at rest (animating, or cards settling): tests read the table, picture check included, at rest. */
  protected get busy(): boolean {
    return this.queue.busy || this.cardsSettling();
  }
  /** Where each seat's place is drawn (its win-odds badge goes beside it). */
  protected seatRect(seat: number): Rect | null {
    return this.panels.get(seat) ?? null;
  }
  /**
   * Where a seat's win-odds badge (w×h) goes: by default on its header line before the figure
   * (`seatHeader` keeps room there while odds come), else beside the seat's place.
   */
  protected oddsSlot = (seat: number, w: number, h: number) => {
    const b = this.badgeSlots.get(seat);
    return b ? { x: b.x + b.w - w, y: b.y + (b.h - h) / 2 } : besideSeat(this.seatRect(seat), w, h, this.u, this.main.y);
  };
  /** Where the latest picture put a spectator's offers to take bots' seats (its banner), if anywhere. */
  protected bannerOffers(): readonly SeatOffer[] {
    return [];
  }

  create() {
    const conn = TableConnection.current;
    if (!conn) {
      this.scene.start('Lobby');
      return;
    }
    this.conn = conn;
    this.snap = null;
    this.view = null;
    this.gameLog.reset();
    this.lastSeat = undefined;
    this.refusals = [];
    this.gameEnd.reset();
    this.clock = new TurnClock(this, () => this.snap?.seats ?? []);
    this.scene.bringToTop('Hud');
    this.queue = new EventQueue(
      (events, backlog) => this.playBatch(events, backlog),
      () => this.renderLatest(),
      () => this.abandonAnimations(),
    );
    this.layoutAll();
    conn.subscribe({
      welcome: (w) => {
        if (this.lastSeat !== w.seat) this.gameLog.retell();
        if (this.lastSeat !== undefined && this.lastSeat !== w.seat) {
          this.relayout();
          Hud.of(this).toast(seatChangeNote(w.seat), 'success', 2600);
        }
        this.lastSeat = w.seat;
      },
      state: (snap) => {
        this.snap = snap;
        this.gameLog.seed(snap.log);
        if (!this.queue.busy) this.renderLatest();
        this.showOdds();
      },
      // Only actions after the first state arrive here: what came before is in its log.
      events: (events) => this.queue.push(events),
      error: (e) => {
        this.refusals.push(e.message);
        Hud.of(this).toast(e.message, 'error');
        showRefusalAt(this, e.message, this.input.activePointer.x, this.input.activePointer.y);
        if (!this.queue.busy) this.renderLatest();
      },
      result: () => this.maybeResults(),
      status: (status, detail) => Hud.of(this).tableStatus(status, detail, () => this.toLobby()),
    });
    this.input.keyboard?.on('keydown', this.handleKey, this);
    explainUnchoosableCards(this, () => this.view, this.sendAsIs);
    this.events.on(CONTROL_VANISHED, this.vanished, this);
    this.scale.on('resize', this.relayout, this);
    this.time.addEvent({
      delay: 250,
      loop: true,
      callback: () => this.clock.tick(this.seat, { x: this.main.x + this.main.w / 2, y: this.main.y + 6 * this.u }, this.u),
    });
    this.events.once('shutdown', () => {
      this.queue.stop();
      this.conn.unsubscribe();
      this.scale.off('resize', this.relayout, this);
      this.input.keyboard?.off('keydown', this.handleKey, this);
      this.events.off(CONTROL_VANISHED, this.vanished, this);
      Hud.of(this).connection(null);
    });
    registerInfo(this, () => ({
      busy: this.busy,
      version: this.version,
      seat: this.conn.seat,
      spectating: this.conn.spectating,
      roomId: this.conn.room?.roomId ?? null,
      phase: this.snap?.phase ?? null,
      refusals: this.refusals.slice(),
      ...this.testInfo(),
    }));
  }

  private readonly sendAsIs = (action: object) => this.conn.send(action);

  /** A control pressed and then taken away by a redraw: nothing was sent, and the player is told. */
  private vanished(what: string) {
    noteTrail(`vanished ${what}`);
    Hud.of(this).toast(`${what} is no longer available: the table changed. Nothing was sent.`, 'info', 2000);
  }

  protected get seat(): number | null {
    return this.conn.seat;
  }

  protected get spectating(): boolean {
    return this.conn.spectating;
  }

  /** A seat's name as this player reads it ("You" for their own). */
  protected nameOf = (seat: number): string => (seat === this.seat ? 'You' : this.plainName(seat));

  protected plainName(seat: number): string {
    return this.snap?.seats[seat]?.name || `Seat ${seat + 1}`;
  }

  private relayout() {
    if (this.queue.busy) {
      this.relayoutPending = true;
      return;
    }
    this.layoutAll();
    this.renderLatest();
  }

  /** The live win odds beside each seat, while this client receives them (OddsPanel). */
  private showOdds() {
    if (!this.oddsPanel?.scene) this.oddsPanel = new OddsPanel(this);
    const odds = this.snap?.phase === 'over' ? [] : (this.conn.odds ?? []);
    this.oddsPanel.showBeside(odds, (seat, w, h) => this.oddsSlot(seat, w, h), this.u);
  }

  private layoutAll() {
    this.relayoutPending = false;
    clearScene(this);
    this.clock.clear();
    this.dialogs.reset();
    this.waiting = null;
    this.seatOffers = null;
    const { width: W, height: H } = this.scale;
    this.W = W;
    this.H = H;
    const u = unitOf(W, H);
    this.u = u;
    this.add.image(W / 2, H / 2, 'felt').setDisplaySize(W, H);
    this.shell = shellLayout(W, H, u, isCompact(H), pressPx(W, H));
    this.main = this.shell.main;
    this.topBar = new TopBar(this, W, this.shell.barH, this.shell.barButtonH, u);
    this.gameLog.place(this, this.shell.logBeside, u);
    this.tooltip = new Tooltip(this, u);
    this.buildTable();
  }

  private renderTopBar() {
    this.topBar.show({
      title: modeInfo(this.modeId).name,
      round: this.roundLabel(this.view),
      watching: watchingLabel(this.snap?.spectators ?? 0),
      spectating: this.spectating,
      logButton: this.gameLog.button,
      extras: this.topBarButtons(),
      onLeave: () => this.confirmLeave(),
      onMenu: () => this.toggleMenu(),
      onLog: () => this.toggleLogDrawer(),
    });
  }

  private toggleLogDrawer() {
    this.gameLog.toggleDrawer(this, this.shell.drawer, this.u);
    this.renderTopBar();
  }

  protected pushLog(line: LogLine | null) {
    this.gameLog.push(line);
  }

  /** Writes an event's log line: when it animates, for a mode that `narratesWhileAnimating`. */
  protected narrateEvent(e: GameEvent) {
    this.gameLog.tell(e);
  }

  private async playBatch(events: GameEvent[], backlog: number) {
    // Far behind (a slow device, a tab in the background): catch up by drawing the latest state.
    const animating = speedFactor() !== 0 && this.view !== null && backlog < CATCH_UP_BACKLOG;
    if (!animating || !this.narratesWhileAnimating) for (const e of events) this.narrateEvent(e);
    if (animating) await this.animate(events, backlog);
  }

  /** An animation was given up on: whatever it still moves stops, and the table is redrawn. */
  private abandonAnimations() {
    this.animEpoch++;
    this.tweens.killAll();
  }

  /** Draws the newest state (the queue is idle). */
  protected renderLatest() {
    if (this.relayoutPending) this.layoutAll();
    const snap = this.snap;
    if (!snap) return;
    const view = snap.view ? this.repairView(snap.view as V, snap) : null;
    if (view && !this.viewReady(view)) {
      this.retryRender();
      return;
    }
    this.incompleteSince = null;
    this.view = view;
    this.renderTopBar();
    this.renderWaiting(snap);
    this.badgeSlots.clear();
    try {
      if (this.view) this.renderView(this.view, snap);
    } catch (error) {
      // A view this client does not understand yet: say so quietly and draw the next one.
      console.warn('Could not draw the table from this state; retrying.', error);
      this.retryRender();
    }
    this.renderSeatOffers();
    this.version++;
    this.maybeResults();
  }

  /** A spectator may take over any seat a bot plays: the banner offers each such seat. */
  private renderSeatOffers() {
    this.seatOffers ??= new SeatOffers(
      this,
      (seat) => this.takeSeat(seat),
      (seats) => this.chooseSeat(seats),
    );
    this.seatOffers.show(this.view ? this.bannerOffers() : []);
    this.followChooser();
  }

  private takeSeat(seat: number) {
    this.dialogs.close();
    this.conn.table({ type: 'take-seat', seat });
  }

  /** The chooser of `seats`, for a banner that had no room for a button per seat. */
  private chooseSeat(seats: number[]) {
    const screen = { W: this.W, H: this.H, u: this.u, finger: pressPx(this.W, this.H) };
    const panel = this.dialogs.show(this.W, this.H, this.u, (c) =>
      drawSeatChooser(this, c, screen, seats, (seat) => this.plainName(seat), { take: (seat) => this.takeSeat(seat), cancel: () => this.dialogs.close() }),
    );
    this.chooser = { panel, seats };
  }

  /**
   * An open chooser lists the seats on offer now: one that another spectator took (or whose
   * player came back) leaves it, and with none left it closes, rather than offering a seat the
   * server would refuse.
   */
  private followChooser() {
    const open = this.chooser;
    if (!open) return;
    if (!this.dialogs.showing(open.panel)) {
      this.chooser = null;
      return;
    }
    const seats = this.offered;
    if (seats.join() === open.seats.join()) return;
    if (seats.length) return this.chooseSeat(seats);
    this.dialogs.close();
    this.chooser = null;
  }

  /** The bots' seats a spectator may take now (the pictures place their offers). */
  protected get offered(): number[] {
    return this.snap ? offeredSeats(this.snap.seats, this.snap.phase, this.spectating) : [];
  }

  private retryRender() {
    // Still incomplete after a while: ask for a fresh copy of the whole state.
    this.incompleteSince ??= performance.now();
    if (performance.now() - this.incompleteSince > 1500) {
      this.incompleteSince = null;
      console.warn('The table state stayed incomplete; reconnecting for a fresh copy.');
      this.conn.resync();
      return;
    }
    this.time.delayedCall(250, () => {
      if (this.queue.busy || !this.sys.isActive()) return;
      this.snap = this.conn.snapshot() ?? this.snap;
      this.renderLatest();
    });
  }

  /** Shows a seat's turn timer in `text` (updated four times a second). */
  protected trackTimer(seat: number, text: Phaser.GameObjects.Text) {
    this.clock.track(seat, text);
  }

  // ---- drawing helpers for the mode tables -----------------------------------------------

  /**
   * A seat panel's header line: the name in its colour, small facts (bot, dealer...), the turn
   * timer, a figure on the right (points, hands won) and, on the seat's turn, a pulsing frame.
   */
  protected seatHeader(
    into: Phaser.GameObjects.Container,
    seat: number,
    r: Rect,
    headerH: number,
    o: { bits: string[]; right: string; acting: boolean },
  ): { fs: number; right: Phaser.GameObjects.Text } {
    const name = seat === this.seat ? 'You' : this.plainName(seat);
    // Spectators get live odds, and so do players at a table that shows them once they come.
    const odds = this.snap?.phase === 'playing' && (this.spectating || (this.conn.odds?.length ?? 0) > 0);
    const badgeW = odds ? this.badgeWidth() : 0;
    const drawn = drawSeatHeader(this, into, r, headerH, this.u, { ...o, name, color: seatCss(seat), badgeW });
    this.trackTimer(seat, drawn.timer);
    if (drawn.badge) this.badgeSlots.set(seat, drawn.badge);
    return { fs: drawn.fs, right: drawn.right };
  }

  /** The widest odds badge's width at this size (measured once a size). */
  private badgeWidth(): number {
    if (this.widestBadgeAt?.u !== this.u) this.widestBadgeAt = { u: this.u, w: widestBadge(this, this.u).w };
    return this.widestBadgeAt.w;
  }

  /** The banner's panel (gold and pulsing when it is your move), its title and its sentence. */
  protected bannerPanel(into: Phaser.GameObjects.Container, r: Rect, myTurn: boolean, title: string, text: string, words: BannerWords) {
    return drawBannerPanel(this, into, r, this.u, myTurn, title, text, words);
  }

  /** A headline over the table ("Round 3", "Game over") that pops in, holds and fades, in the middle of the headline band (or of the table). */
  protected bigText(title: string, sub: string, hurry: number): Promise<void> {
    const band = this.headlineBand ?? this.main;
    return playHeadline(this, this.main.x + this.main.w / 2, band.y + band.h / 2, this.u, title, sub, hurry);
  }

  // ---- waiting room, menu, modal, leaving ------------------------------------------------

  /**
   * Draws the waiting room anew only when what it shows changed: a button made anew takes presses
   * only from the next frame, so rebuilding it at every patch could swallow a press on Start.
   */
  private renderWaiting(snap: TableSnapshot) {
    const code = this.conn.room.roomId;
    const picture = snap.phase === 'waiting' ? waitingPicture(modeInfo(this.modeId).name, code, snap.seats, snap.hostSeat, this.seat) : null;
    const key = picture ? JSON.stringify([picture, this.W, this.H]) : '';
    if (key === this.waitingKey && this.waiting?.active) return;
    this.waitingKey = key;
    this.waiting?.destroy();
    this.waiting = null;
    if (!picture) return;
    this.waiting = new WaitingRoom(this, this.W, this.H, this.u, picture, {
      copyCode: () => Hud.of(this).copyTableCode(code),
      addBot: () => this.conn.table({ type: 'add-bot' }),
      removeBot: (seat) => this.conn.table({ type: 'remove-bot', seat }),
      start: () => this.conn.table({ type: 'start' }),
    });
  }

  private toggleMenu() {
    const at = { right: this.W - 10 * this.u, top: this.main.y + 6 * this.u, u: this.u };
    // A replay's viewer holds no seat to hand to a bot, whose side ever the table shows.
    const table = { seat: this.conn.playback ? null : this.seat, phase: this.snap?.phase ?? null };
    const reopen = () => {
      this.toggleMenu();
      this.toggleMenu();
    };
    this.dialogs.toggleMenu(() => new TableMenu(this, at, table, { pick: (action) => this.onMenu(action), setting: reopen }));
  }

  private onMenu(action: TableAction) {
    if (action === 'leave') return this.confirmLeave();
    this.toggleMenu();
    if (action === 'leave-seat') this.conn.table({ type: 'leave-seat' });
    // The rules reference is an overlay scene: the table keeps running underneath.
    else this.scene.launch(RULES_OVERLAY, { mode: this.modeId });
  }

  private confirmLeave() {
    if (this.conn.playback || !asksBeforeLeaving(this.snap?.phase ?? null, this.spectating)) return void this.toLobby();
    this.dialogs.askToLeave(this.W, this.H, this.u, () => void this.toLobby());
  }

  /** Leaves the table: for the lobby, or a replay for where it was opened from. */
  protected async toLobby() {
    this.queue.stop();
    const to = this.conn.playback?.backTo ?? { scene: 'Lobby' };
    await this.conn.leave();
    this.scene.start(to.scene, to.data);
  }

  protected showModalContainer(fill: (c: Phaser.GameObjects.Container, u: number) => void) {
    this.dialogs.show(this.W, this.H, this.u, fill);
  }

  /** Lays out a pile's cards in a window (public piles: discard, Trash). */
  protected inspect(title: string, subtitle: string, cards: ModalCard[]) {
    this.dialogs.inspect(this.u, title, subtitle, cards);
  }

  protected closeModal(): boolean {
    return this.dialogs.close();
  }

  protected get modalOpen(): boolean {
    return this.dialogs.modalOpen;
  }

  private handleKey(e: KeyboardEvent) {
    // The rules reference over the table takes every key (Esc closes it, typing searches it).
    if (this.scene.isActive(RULES_OVERLAY)) return;
    if (e.key === 'Escape' && this.closeModal()) return;
    if (this.modalOpen) return;
    this.onKey(e);
  }

  // ---- results -------------------------------------------------------------------------

  private maybeResults() {
    if (this.gameEnd.seen || this.queue.busy || this.snap?.phase !== 'over') return;
    const result = this.conn.result ?? (this.view ? this.resultFromView(this.view) : null);
    if (result) this.gameEnd.over(this.conn, () => this.resultsOf(result));
  }

  private resultsOf(result: GameResult): ResultsData {
    const data = resultsData(this.modeId, result, this.snap?.seats ?? [], this.seat, this.conn.welcome?.table ?? null, this.conn.odds);
    return { ...data, matchId: this.conn.room.roomId };
  }
}

import Phaser from 'phaser';
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import { EventQueue } from '../anim/EventQueue';
import { repaintFaces } from '../art/textures';
import { Button } from '../objects/Button';
import { CardModal, type ModalCard } from '../objects/CardModal';
import { GameLog, type LogLine } from '../objects/GameLog';
import { Tooltip } from '../objects/Tooltip';
import { bands as splitBands } from '../modes/layout';
import { modeInfo } from '../modes/registry';
import { countdownWarning, tableLine } from '../modes/tableText';
import { TableConnection, type TableSnapshot } from '../net/TableConnection';
import { OddsPanel } from '../objects/OddsPanel';
import type { OddsPoint } from '../../shared/protocol/messages';
import type { TableSettings } from '../../shared/protocol/messages';
import { settings, SPEEDS, SPEED_LABEL, speedFactor } from '../settings';
import { noteTrail, registerInfo } from '../testHook';
import { CONTROL_VANISHED } from '../objects/vanished';
import { drawPanel } from '../ui/panel';
import { clearScene } from '../ui/clear';
import { COLORS, FONT, SERIF, isCompact, minFont, seatColor, seatCss, unitOf } from '../ui/theme';
import { loop, pause, tweenTo } from '../anim/tween';
import { Hud } from './Hud';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Batches waiting beyond which the table stops animating and jumps to the latest state. */
const CATCH_UP_BACKLOG = 4;
/** Log lines (and the events they tell) kept. */
const LOG_LENGTH = 300;

/** What the Results scene is given. */
export interface ResultsData {
  mode: ModeId;
  result: GameResult;
  names: string[];
  seat: number | null;
  bots: boolean[];
  /** The table's settings as the room applied them (welcome.table), for a rematch. */
  table: TableSettings | null;
  /** How the win odds moved (the `odds` message), for the chart; absent where there were none. */
  odds?: OddsPoint[];
}

/**
 * What every table shares, whatever the mode: the connection, the event queue (animate the
 * events, then draw the latest view), the top bar (round, spectators, spectating badge, menu,
 * leave), the game log, the waiting room before the start, keyboard dispatch, the tooltip, the
 * pile inspector, and the way to the results. Each mode's table draws its own view.
 */
export abstract class TableScene<V> extends Phaser.Scene {
  protected conn!: TableConnection;
  private oddsPanel: OddsPanel | null = null;
  protected snap: TableSnapshot | null = null;
  protected view: V | null = null;
  protected queue!: EventQueue;
  protected u = 1;
  protected W = 0;
  protected H = 0;
  protected main: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** Each seat's panel, once a mode has laid them out (see `seatPanels`). */
  protected panels = new Map<number, Rect>();
  /** The band headlines are centred on, once a mode has laid out its table; else the whole table. */
  protected headlineBand: Rect | null = null;
  protected tooltip!: Tooltip;
  protected log: GameLog | null = null;
  protected logLines: LogLine[] = [];
  /** The events the log tells, kept so the log can be told again when the player's seat becomes known. */
  private logEvents: GameEvent[] = [];
  /**
   * A mode that narrates each event as it animates it (`narrateEvent`) says so here; otherwise a
   * batch's log lines are written when it starts.
   */
  protected readonly narratesWhileAnimating: boolean = false;
  /** Bumped when an animation is given up on: animations started before stop where they are. */
  protected animEpoch = 0;
  /** Bumped on every render, for tests to wait on. */
  protected version = 0;
  private topBar!: Phaser.GameObjects.Container;
  private waiting: Phaser.GameObjects.Container | null = null;
  private seatOffers: Phaser.GameObjects.Container | null = null;
  private modal: Phaser.GameObjects.Container | null = null;
  private menu: Phaser.GameObjects.Container | null = null;
  private resultsTimer: Phaser.Time.TimerEvent | null = null;
  private logSeeded = false;
  private relayoutPending = false;
  private lastSeat: number | null | undefined = undefined;
  private timerTexts: { seat: number; text: Phaser.GameObjects.Text }[] = [];
  private countdown: Phaser.GameObjects.Text | null = null;
  private logOpen = false;
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
  /**
   * Not at rest: animating events, or cards still settling after the last redraw. Tests read the
   * table (its picture check among them) only at rest: a card fading in has alpha 0 until its
   * first frame, which is no card left hidden.
   */
  protected get busy(): boolean {
    return this.queue.busy || this.cardsSettling();
  }
  /** Where each seat's place is drawn, for the "Take this seat" offer over bots' seats. */
  protected seatRect(seat: number): Rect | null {
    return this.panels.get(seat) ?? null;
  }
  /**
   * Where a bot's seat shows its "Take this seat" button: by default on the seat's header line,
   * between its name and its figures. A mode whose header holds more says where there is room.
   */
  protected seatOfferRect(seat: number): Rect | null {
    const r = this.seatRect(seat);
    if (!r) return null;
    const u = this.u;
    const h = Math.max(24 * u, Math.min(32 * u, r.h * 0.16));
    const w = Math.min(r.w * 0.3, 170 * u);
    return { x: r.x + r.w * 0.64 - w / 2, y: r.y + 3 * u, w, h };
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
    this.logLines = [];
    this.logEvents = [];
    this.logSeeded = false;
    this.lastSeat = undefined;
    this.refusals = [];
    this.resultsTimer = null;
    this.modal = null;
    this.menu = null;
    this.waiting = null;
    this.seatOffers = null;
    this.scene.bringToTop('Hud');
    this.queue = new EventQueue(
      (events, backlog) => this.playBatch(events, backlog),
      () => this.renderLatest(),
      () => this.abandonAnimations(),
    );
    this.layoutAll();
    conn.subscribe({
      welcome: (w) => {
        if (this.lastSeat !== w.seat) this.retellLog();
        if (this.lastSeat !== undefined && this.lastSeat !== w.seat) {
          this.relayout();
          Hud.of(this).toast(
            w.seat === null ? 'You are watching now: a bot plays your seat.' : `You took seat ${w.seat + 1}: you play from here on.`,
            'success',
            2600,
          );
        }
        this.lastSeat = w.seat;
      },
      state: (snap) => {
        this.snap = snap;
        this.seedLog(snap);
        if (!this.queue.busy) this.renderLatest();
        this.showOdds();
      },
      // Only actions after the first state arrive here: what came before is in its log.
      events: (events) => this.queue.push(events),
      error: (e) => {
        this.refusals.push(e.message);
        Hud.of(this).toast(e.message, 'error');
        if (!this.queue.busy) this.renderLatest();
      },
      result: () => this.maybeResults(),
      status: (status, detail) => {
        const hud = Hud.of(this);
        if (status === 'online') {
          hud.connection(null);
          if (detail) hud.toast(detail, 'success', 2000);
        } else if (status === 'reconnecting') hud.connection(detail);
        else hud.connection('The connection to the table was lost and could not be restored.', () => this.toLobby());
      },
    });
    this.input.keyboard?.on('keydown', this.handleKey, this);
    this.events.on(CONTROL_VANISHED, this.vanished, this);
    this.scale.on('resize', this.relayout, this);
    const unsubscribe = settings.onChange(() => undefined);
    this.time.addEvent({ delay: 250, loop: true, callback: () => this.tickTimers() });
    this.events.once('shutdown', () => {
      unsubscribe();
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
  protected nameOf = (seat: number): string => {
    if (seat === this.seat) return 'You';
    return this.snap?.seats[seat]?.name || `Seat ${seat + 1}`;
  };

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
    const odds = this.snap?.phase === 'over' ? [] : ((this.conn as { odds?: OddsPoint[] }).odds ?? []);
    this.oddsPanel.showBeside(odds, (seat) => this.seatRect(seat), this.u);
  }

  private layoutAll() {
    this.relayoutPending = false;
    clearScene(this);
    this.timerTexts = [];
    this.modal = null;
    this.menu = null;
    this.waiting = null;
    this.seatOffers = null;
    const { width: W, height: H } = this.scale;
    this.W = W;
    this.H = H;
    const u = unitOf(W, H);
    this.u = u;
    this.add.image(W / 2, H / 2, 'felt').setDisplaySize(W, H);
    const m = Math.round(8 * u);
    const barH = Math.round(Math.max(34 * u, H * 0.052));
    const wide = W / H > 1.45 && !isCompact(H);
    const logW = wide ? Math.round(Math.min(W * 0.2, 330 * u)) : 0;
    this.main = { x: m, y: barH + m, w: W - logW - 2 * m - (logW ? m : 0), h: H - barH - 2 * m };
    this.buildTopBar(barH);
    if (logW) {
      this.log = new GameLog(this, { x: W - logW - m, y: barH + m, w: logW, h: H - barH - 2 * m }, u);
      this.log.setLines(this.logLines);
    } else {
      this.log = null;
    }
    this.tooltip = new Tooltip(this, u);
    this.buildTable();
  }

  private buildTopBar(barH: number) {
    const c = this.add.container(0, 0);
    this.topBar = c;
    const g = this.add.graphics();
    g.fillStyle(0x061a12, 0.85);
    g.fillRect(0, 0, this.W, barH);
    g.lineStyle(1, COLORS.panelLine, 1);
    g.lineBetween(0, barH, this.W, barH);
    c.add(g);
    c.setDepth(100);
  }

  /** Redraws the top bar's texts and buttons. */
  private renderTopBar() {
    const c = this.topBar;
    if (!c) return;
    while (c.length > 1) (c.getAt(1) as Phaser.GameObjects.GameObject).destroy();
    const u = this.u;
    const barH = this.main.y - Math.round(8 * u);
    const fs = Math.round(barH * 0.42);
    const title = this.add
      .text(12 * u, barH / 2, modeInfo(this.modeId).name, {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(fs * 1.15)}px`,
        color: COLORS.goldText,
      })
      .setOrigin(0, 0.5);
    c.add(title);
    const round = this.add
      .text(title.x + title.width + 14 * u, barH / 2, this.roundLabel(this.view), {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${fs}px`,
        color: COLORS.text,
      })
      .setOrigin(0, 0.5);
    c.add(round);
    let x = this.W - 8 * u;
    const bh = barH * 0.78;
    const leave = new Button(this, 0, barH / 2, {
      width: 92 * u,
      height: bh,
      label: 'Leave',
      icon: 'icon-close',
      style: 'ghost',
      key: 'table:leave',
      fontSize: Math.round(fs * 0.9),
      onClick: () => this.confirmLeave(),
    });
    leave.setX(x - 46 * u);
    x -= 100 * u;
    const menu = new Button(this, 0, barH / 2, {
      width: bh * 1.2,
      height: bh,
      label: '',
      icon: 'icon-gear',
      style: 'ghost',
      key: 'table:menu',
      onClick: () => this.toggleMenu(),
    });
    menu.setX(x - bh * 0.6);
    x -= bh * 1.2 + 8 * u;
    c.add([leave, menu]);
    if (!this.log) {
      const logBtn = new Button(this, 0, barH / 2, {
        width: bh * 1.2,
        height: bh,
        label: '',
        icon: 'icon-log',
        style: this.logOpen ? 'primary' : 'ghost',
        key: 'table:log',
        onClick: () => this.toggleLogDrawer(),
      });
      logBtn.setX(x - bh * 0.6);
      x -= bh * 1.2 + 8 * u;
      c.add(logBtn);
    }
    for (const extra of this.topBarButtons()) {
      const probe = this.add.text(0, 0, extra.label, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.9)}px` });
      const bw = probe.width + 28 * u;
      probe.destroy();
      const b = new Button(this, 0, barH / 2, {
        width: bw,
        height: bh,
        label: extra.label,
        style: 'ghost',
        key: extra.key,
        fontSize: Math.round(fs * 0.9),
        onClick: extra.onClick,
      });
      b.setX(x - bw / 2);
      x -= bw + 8 * u;
      c.add(b);
    }
    const specs = this.snap?.spectators ?? 0;
    const eye = this.add
      .image(0, barH / 2, 'icon-eye')
      .setDisplaySize(fs * 1.3, fs * 1.3)
      .setAlpha(0.8);
    const specText = this.add
      .text(0, barH / 2, `${specs} watching`, { fontFamily: FONT, fontSize: `${Math.round(fs * 0.85)}px`, color: COLORS.dim })
      .setOrigin(1, 0.5);
    specText.setX(x);
    eye.setX(x - specText.width - fs);
    x -= specText.width + fs * 2.2;
    c.add([eye, specText]);
    if (this.spectating) {
      const badge = this.add.container(0, barH / 2);
      const t = this.add.text(0, 0, 'SPECTATING', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: '#10231b' }).setOrigin(0.5);
      const bw = t.width + 24 * u;
      const bg = this.add.graphics();
      bg.fillStyle(0x56b4e9, 1);
      bg.fillRoundedRect(-bw / 2, -barH * 0.36, bw, barH * 0.72, barH * 0.2);
      badge.add([bg, t]);
      badge.setX(x - bw / 2);
      x -= bw + 10 * u;
      c.add(badge);
    }
  }

  private toggleLogDrawer() {
    this.logOpen = !this.logOpen;
    if (this.logOpen && !this.log) {
      const w = Math.min(this.W * 0.5, 420 * this.u);
      this.log = new GameLog(this, { x: this.W - w - 8 * this.u, y: this.main.y, w, h: this.main.h * 0.75 }, this.u);
      this.log.setDepth(3000).setLines(this.logLines);
    } else if (!this.logOpen && this.log) {
      this.log.destroy();
      this.log = null;
    }
    this.renderTopBar();
  }

  private seedLog(snap: TableSnapshot) {
    if (this.logSeeded) return;
    this.logSeeded = true;
    this.logEvents = snap.log.slice(-LOG_LENGTH);
    this.retellLog();
  }

  /** Tells the whole log again (the player's seat, hence who is "You", may have changed). */
  private retellLog() {
    this.logLines = this.logEvents.map((e) => this.lineFor(e)).filter((l): l is LogLine => l !== null);
    this.log?.setLines(this.logLines);
  }

  protected pushLog(line: LogLine | null) {
    if (!line) return;
    this.logLines.push(line);
    if (this.logLines.length > LOG_LENGTH) this.logLines.shift();
    this.log?.add_(line);
  }

  /** Writes an event's log line: when it animates, for a mode that `narratesWhileAnimating`. */
  protected narrateEvent(e: GameEvent) {
    this.logEvents.push(e);
    if (this.logEvents.length > LOG_LENGTH) this.logEvents.shift();
    this.pushLog(this.lineFor(e));
  }

  private lineFor(e: GameEvent): LogLine | null {
    return tableLine(e, this.nameOf, this.seat) ?? this.narrate(e);
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
    if (this.relayoutPending) {
      this.layoutAll();
    }
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
    try {
      if (this.view) this.renderView(this.view, snap);
    } catch (error) {
      // A view this client does not understand yet: say so quietly and draw the next one.
      console.warn('Could not draw the table from this state; retrying.', error);
      this.retryRender();
    }
    this.renderSeatOffers(snap);
    this.version++;
    this.maybeResults();
  }

  /**
   * A spectator may take over any seat a bot plays: each such seat carries a "Take this seat"
   * button (the server checks it is still a bot's when the message arrives).
   */
  private renderSeatOffers(snap: TableSnapshot) {
    this.seatOffers?.destroy();
    this.seatOffers = null;
    if (!this.spectating || snap.phase !== 'playing') return;
    const c = this.add.container(0, 0).setDepth(1500);
    snap.seats.forEach((s, seat) => {
      const r = s.bot ? this.seatOfferRect(seat) : null;
      if (!r) return;
      c.add(
        new Button(this, r.x + r.w / 2, r.y + r.h / 2, {
          width: r.w,
          height: r.h,
          label: 'Take this seat',
          icon: 'icon-bot',
          style: 'primary',
          key: `seat:take:${seat}`,
          onClick: () => this.conn.table({ type: 'take-seat', seat }),
        }),
      );
    });
    this.seatOffers = c;
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

  /** The seconds left on a seat's turn timer, or null. */
  protected timeLeft(seat: number): number | null {
    const d = this.snap?.seats[seat]?.deadline ?? 0;
    if (!d) return null;
    return Math.max(0, Math.ceil((d - Date.now()) / 1000));
  }

  /** Shows a seat's turn timer in `text` (updated four times a second). */
  protected trackTimer(seat: number, text: Phaser.GameObjects.Text) {
    this.timerTexts.push({ seat, text });
    this.updateTimer(seat, text);
  }

  private updateTimer(seat: number, text: Phaser.GameObjects.Text) {
    const left = this.timeLeft(seat);
    const warn = countdownWarning(left, false);
    text
      .setText(left === null ? '' : warn ? `⏱ ${warn}` : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')} left`)
      .setColor(warn ? '#ff8a80' : COLORS.goldText);
  }

  private tickTimers() {
    this.timerTexts = this.timerTexts.filter((t) => t.text.scene);
    for (const t of this.timerTexts) this.updateTimer(t.seat, t.text);
    this.updateCountdown();
  }

  /** The player's own last seconds, large over the table: a bot is about to play for them. */
  private updateCountdown() {
    const seat = this.seat;
    const acting = seat !== null && this.snap?.seats[seat]?.acting === true;
    const warn = acting ? countdownWarning(this.timeLeft(seat), true) : null;
    if (!warn) {
      this.countdown?.setVisible(false);
      return;
    }
    if (!this.countdown?.scene) {
      this.countdown = this.add
        .text(this.main.x + this.main.w / 2, this.main.y + 6 * this.u, '', {
          fontFamily: FONT,
          fontStyle: 'bold',
          fontSize: `${Math.round(18 * this.u)}px`,
          color: '#ffffff',
          backgroundColor: '#8a1f1ccc',
          padding: { x: 14 * this.u, y: 6 * this.u },
        })
        .setOrigin(0.5, 0)
        .setDepth(3200);
    }
    this.countdown.setText(`⏱ ${warn}`).setVisible(true);
  }

  // ---- shared layout ---------------------------------------------------------------------

  /** Splits the main area into horizontal bands, top to bottom, by share of its height. */
  protected bands<K extends string>(shares: Record<K, number>): Record<K, Rect> {
    return splitBands(this.main, this.u, shares);
  }

  /**
   * The other seats' panels in a grid of `rows` rows (at most `maxCols` columns) inside `area`,
   * and the home seat's panel at `home`; each drawn with its seat-coloured edge.
   */
  protected seatPanels(others: number[], area: Rect, rows: number, homeSeat: number, home: Rect, maxCols = Infinity): Map<number, Rect> {
    const u = this.u;
    const gap = 6 * u;
    const panels = new Map<number, Rect>();
    const cols = Math.min(maxCols, Math.max(1, Math.ceil(others.length / rows)));
    const pw = (area.w - gap * (cols - 1)) / cols;
    const ph = (area.h - gap * (rows - 1)) / rows;
    others.forEach((seat, i) => panels.set(seat, { x: area.x + (i % cols) * (pw + gap), y: area.y + Math.floor(i / cols) * (ph + gap), w: pw, h: ph }));
    panels.set(homeSeat, home);
    const g = this.add.graphics();
    for (const [seat, r] of panels) {
      drawPanel(g, r.x, r.y, r.w, r.h, u, { alpha: 0.6 });
      g.fillStyle(seatColor(seat), 1);
      g.fillRoundedRect(r.x + 2 * u, r.y + 6 * u, 5 * u, r.h - 12 * u, 2 * u);
    }
    return panels;
  }

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
    const u = this.u;
    const fs = Math.max(minFont(10), Math.round(headerH * 0.62));
    const info = this.snap?.seats[seat];
    const name = this.add
      .text(r.x + 14 * u, r.y + headerH * 0.6, seat === this.seat ? 'You' : info?.name || `Seat ${seat + 1}`, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${fs}px`,
        color: seatCss(seat),
      })
      .setOrigin(0, 0.5);
    const meta = this.add
      .text(name.x + name.width + 8 * u, name.y, o.bits.filter(Boolean).join(' · '), {
        fontFamily: FONT,
        fontSize: `${Math.round(fs * 0.72)}px`,
        color: COLORS.dim,
      })
      .setOrigin(0, 0.5);
    const timer = this.add
      .text(0, name.y, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.8)}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    const right = this.add
      .text(r.x + r.w - 10 * u, name.y, o.right, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.goldText })
      .setOrigin(1, 0.5);
    into.add([name, meta, timer, right]);
    const room = right.x - right.width - 10 * u - meta.x;
    if (meta.width > room) meta.setScale(Math.max(0.5, room / meta.width));
    timer.setX(meta.x + meta.displayWidth + 8 * u);
    this.trackTimer(seat, timer);
    if (o.acting) {
      const frame = this.add.graphics();
      frame.lineStyle(3 * u, COLORS.legal, 1);
      frame.strokeRoundedRect(r.x, r.y, r.w, r.h, 12 * u);
      into.add(frame);
      loop(this, frame, { alpha: 0.35 }, 800);
    }
    return { fs, right };
  }

  /** The banner's panel (gold and pulsing when it is your move), its title and its sentence. */
  protected bannerPanel(into: Phaser.GameObjects.Container, r: Rect, myTurn: boolean, title: string, text: string) {
    const u = this.u;
    const g = this.add.graphics();
    drawPanel(g, r.x, r.y, r.w, r.h, u, {
      fill: myTurn ? 0x3a2c07 : 0x0b2219,
      alpha: 0.92,
      line: myTurn ? COLORS.gold : COLORS.panelLine,
      lineWidth: myTurn ? 2.5 * u : 1.5 * u,
    });
    if (myTurn) loop(this, g, { alpha: 0.8 }, 900);
    const fs = Math.max(minFont(10), Math.round(r.h * 0.3));
    const t = this.add.text(r.x + 12 * u, r.y + r.h * 0.08, title, {
      fontFamily: SERIF,
      fontStyle: 'bold',
      fontSize: `${Math.round(fs * 0.9)}px`,
      color: COLORS.goldText,
    });
    const body = this.add
      .text(r.x + 12 * u, r.y + r.h * 0.5, text, {
        fontFamily: FONT,
        fontStyle: myTurn ? 'bold' : '',
        fontSize: `${fs}px`,
        color: myTurn ? '#ffffff' : COLORS.dim,
      })
      .setOrigin(0, 0.15);
    into.add([g, t, body]);
    return { fs, title: t, body };
  }

  /** Where headlines show: the middle of the headline band, or of the table. */
  protected headlineY(): number {
    const r = this.headlineBand ?? this.main;
    return r.y + r.h / 2;
  }

  /** A headline over the table ("Round 3", "Game over") that pops in, holds and fades. */
  protected async bigText(title: string, sub: string, hurry: number) {
    const u = this.u;
    const cy = this.headlineY();
    const cx = this.main.x + this.main.w / 2;
    const t = this.add
      .text(cx, cy - 14 * u, title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(50 * u)}px`, color: COLORS.goldText })
      .setOrigin(0.5)
      .setStroke('#2a1d00', 8 * u)
      .setDepth(3000);
    const s = this.add
      .text(cx, cy + 30 * u, sub, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(18 * u)}px`, color: '#ffffff' })
      .setOrigin(0.5)
      .setStroke('#10231b', 5 * u)
      .setDepth(3000);
    t.setScale(0.4).setAlpha(0);
    s.setAlpha(0);
    await Promise.all([tweenTo(this, t, { scale: 1, alpha: 1 }, 320 * hurry, { ease: 'Back.easeOut' }), tweenTo(this, s, { alpha: 1 }, 320 * hurry)]);
    await pause(this, 650 * hurry);
    await Promise.all([tweenTo(this, [t, s], { alpha: 0 }, 250 * hurry), tweenTo(this, t, { y: t.y - 20 * u }, 250 * hurry)]);
    t.destroy();
    s.destroy();
  }

  // ---- waiting room ----------------------------------------------------------------------

  private renderWaiting(snap: TableSnapshot) {
    this.waiting?.destroy();
    this.waiting = null;
    if (snap.phase !== 'waiting') return;
    const u = this.u;
    const c = this.add.container(0, 0).setDepth(2000);
    const W = this.W;
    const H = this.H;
    c.add(this.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.45).setInteractive());
    const pw = Math.min(W * 0.9, 620 * u);
    const rowH = Math.min(44 * u, (H * 0.6) / (snap.seats.length + 4));
    const ph = rowH * (snap.seats.length + 5.2);
    const px = (W - pw) / 2;
    const py = (H - ph) / 2;
    const g = this.add.graphics();
    drawPanel(g, px, py, pw, ph, u, { alpha: 0.98, line: COLORS.gold, lineWidth: 3 * u });
    c.add(g);
    const fs = Math.round(rowH * 0.42);
    const isHost = this.seat !== null && this.seat === snap.hostSeat;
    c.add(
      this.add.text(px + 20 * u, py + 14 * u, `${modeInfo(this.modeId).name} · waiting for players`, {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(fs * 1.3)}px`,
        color: COLORS.goldText,
      }),
    );
    const code = this.conn.room.roomId;
    c.add(
      this.add.text(px + 20 * u, py + 14 * u + rowH, `Table code: ${code}`, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.text }),
    );
    const copy = new Button(this, px + pw - 80 * u, py + 14 * u + rowH * 1.3, {
      width: 130 * u,
      height: rowH * 0.8,
      label: 'Copy code',
      icon: 'icon-link',
      style: 'ghost',
      key: 'waiting:copy',
      onClick: () => {
        void navigator.clipboard?.writeText(code).then(
          () => Hud.of(this).toast('Code copied: send it to a friend.', 'success', 2000),
          () => Hud.of(this).toast(`The code is ${code}`, 'info'),
        );
      },
    });
    c.add(copy);
    snap.seats.forEach((s, i) => {
      const y = py + 14 * u + rowH * (2.3 + i);
      c.add(this.add.circle(px + 30 * u, y + rowH * 0.4, 7 * u, seatColor(i)));
      const label = s.taken ? `${s.name}${i === this.seat ? ' (you)' : ''}${i === snap.hostSeat && !s.bot ? ' · host' : ''}` : 'Open seat';
      c.add(
        this.add
          .text(px + 46 * u, y + rowH * 0.4, label, { fontFamily: FONT, fontSize: `${fs}px`, color: s.taken ? COLORS.text : COLORS.muted })
          .setOrigin(0, 0.5),
      );
      if (isHost && s.bot) {
        c.add(
          new Button(this, px + pw - 70 * u, y + rowH * 0.4, {
            width: 110 * u,
            height: rowH * 0.75,
            label: 'Remove',
            style: 'ghost',
            key: `waiting:remove-bot:${i}`,
            onClick: () => this.conn.table({ type: 'remove-bot', seat: i }),
          }),
        );
      }
    });
    const by = py + ph - rowH * 0.9;
    if (isHost) {
      c.add(
        new Button(this, px + pw * 0.25, by, {
          width: pw * 0.42,
          height: rowH * 0.9,
          label: 'Add a bot',
          icon: 'icon-bot',
          key: 'waiting:add-bot',
          onClick: () => this.conn.table({ type: 'add-bot' }),
        }),
      );
      c.add(
        new Button(this, px + pw * 0.72, by, {
          width: pw * 0.46,
          height: rowH * 0.9,
          label: 'Start (bots fill seats)',
          style: 'primary',
          key: 'waiting:start',
          onClick: () => this.conn.table({ type: 'start' }),
        }),
      );
    } else {
      c.add(
        this.add
          .text(px + pw / 2, by, 'The host starts the game, or it starts when every seat is taken.', {
            fontFamily: FONT,
            fontSize: `${fs}px`,
            color: COLORS.dim,
            wordWrap: { width: pw - 40 * u },
            align: 'center',
          })
          .setOrigin(0.5),
      );
    }
    this.waiting = c;
  }

  // ---- menus, modal, leaving -------------------------------------------------------------

  private toggleMenu() {
    if (this.menu) {
      this.menu.destroy();
      this.menu = null;
      return;
    }
    const u = this.u;
    const w = 280 * u;
    const bh = 42 * u;
    const x = this.W - w - 10 * u;
    const y = this.main.y + 6 * u;
    const c = this.add.container(0, 0).setDepth(3500);
    const g = this.add.graphics();
    drawPanel(g, x, y, w, bh * 6 + 34 * u + 70 * u, u, { alpha: 1, line: COLORS.gold });
    c.add(g);
    c.add(
      this.add.text(x + 14 * u, y + 26 * u + bh * 6 + 6 * u, 'Keys: 1–9 pick a card · Enter confirm\nEsc cancel / close · mouse wheel scrolls the log', {
        fontFamily: FONT,
        fontSize: `${Math.round(12 * u)}px`,
        color: COLORS.dim,
        wordWrap: { width: w - 28 * u },
      }),
    );
    const add = (i: number, label: string, key: string, fn: () => void, style: 'normal' | 'danger' = 'normal') =>
      c.add(new Button(this, x + w / 2, y + 12 * u + bh / 2 + i * (bh + 2 * u), { width: w - 20 * u, height: bh, label, key, style, onClick: fn }));
    add(0, `Animation: ${SPEED_LABEL[settings.speed]}`, 'menu:speed', () => {
      settings.speed = SPEEDS[(SPEEDS.indexOf(settings.speed) + 1) % SPEEDS.length];
      this.toggleMenu();
      this.toggleMenu();
    });
    add(1, `Four-colour suits: ${settings.fourColour ? 'On' : 'Off'}`, 'menu:four-colour', () => {
      settings.fourColour = !settings.fourColour;
      repaintFaces(this.textures);
      this.toggleMenu();
      this.toggleMenu();
    });
    add(2, `Sound: ${settings.muted ? 'Off' : 'On'}`, 'menu:sound', () => {
      settings.muted = !settings.muted;
      this.toggleMenu();
      this.toggleMenu();
    });
    if (this.seat !== null && this.snap?.phase === 'playing') {
      add(3, 'Watch instead (a bot plays my seat)', 'menu:leave-seat', () => {
        this.conn.table({ type: 'leave-seat' });
        this.toggleMenu();
      });
    }
    add(4, 'Leave the table', 'menu:leave', () => this.confirmLeave(), 'danger');
    // Rules reference (issue 15.3): an overlay scene, so the table keeps running underneath.
    add(5, 'Rules', 'menu:rules', () => {
      this.toggleMenu();
      this.scene.launch('RulesReference', { mode: this.modeId });
    });
    this.menu = c;
  }

  private confirmLeave() {
    if (this.snap?.phase !== 'playing' || this.spectating) return void this.toLobby();
    this.showModalContainer((c, u) => {
      const W = this.W;
      const H = this.H;
      const pw = Math.min(W * 0.8, 520 * u);
      const ph = 170 * u;
      const g = this.add.graphics();
      drawPanel(g, (W - pw) / 2, (H - ph) / 2, pw, ph, u, { alpha: 0.98, line: COLORS.gold, lineWidth: 3 * u });
      c.add(g);
      c.add(
        this.add
          .text(W / 2, (H - ph) / 2 + 40 * u, 'Leave the game? A bot plays your seat.', {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${Math.round(18 * u)}px`,
            color: COLORS.text,
          })
          .setOrigin(0.5),
      );
      c.add(
        new Button(this, W / 2 - 110 * u, (H + ph) / 2 - 45 * u, {
          width: 190 * u,
          height: 46 * u,
          label: 'Stay',
          key: 'leave:stay',
          onClick: () => this.closeModal(),
        }),
      );
      c.add(
        new Button(this, W / 2 + 110 * u, (H + ph) / 2 - 45 * u, {
          width: 190 * u,
          height: 46 * u,
          label: 'Leave',
          style: 'danger',
          key: 'leave:confirm',
          onClick: () => void this.toLobby(),
        }),
      );
    });
  }

  protected async toLobby() {
    this.queue.stop();
    await this.conn.leave();
    this.scene.start('Lobby');
  }

  protected showModalContainer(fill: (c: Phaser.GameObjects.Container, u: number) => void) {
    this.closeModal();
    const c = this.add.container(0, 0).setDepth(4000);
    const shade = this.add.rectangle(this.W / 2, this.H / 2, this.W, this.H, 0x000000, 0.55).setInteractive();
    shade.on('pointerup', () => this.closeModal());
    c.add(shade);
    fill(c, this.u);
    this.modal = c;
  }

  /** Lays out a pile's cards in a window (public piles: discard, Trash). */
  protected inspect(title: string, subtitle: string, cards: ModalCard[]) {
    this.closeModal();
    this.modal = new CardModal(this, this.u, title, subtitle, cards, () => this.closeModal());
  }

  protected closeModal(): boolean {
    this.tooltip?.hide();
    if (this.menu) {
      this.menu.destroy();
      this.menu = null;
      return true;
    }
    if (!this.modal) return false;
    this.modal.destroy();
    this.modal = null;
    return true;
  }

  protected get modalOpen(): boolean {
    return this.modal !== null;
  }

  private handleKey(e: KeyboardEvent) {
    if (e.key === 'Escape' && this.closeModal()) return;
    if (this.modal) return;
    this.onKey(e);
  }

  // ---- results -------------------------------------------------------------------------

  private maybeResults() {
    if (this.resultsTimer || this.queue.busy || this.snap?.phase !== 'over') return;
    const result = this.conn.result ?? (this.view ? this.resultFromView(this.view) : null);
    if (!result) return;
    this.resultsTimer = this.time.delayedCall(Math.max(600, 2200 * speedFactor()), () => this.toResults(result));
  }

  protected toResults(result: GameResult) {
    const snap = this.snap;
    const data: ResultsData = {
      mode: this.modeId,
      result,
      names: (snap?.seats ?? []).map((s, i) => s.name || `Seat ${i + 1}`),
      bots: (snap?.seats ?? []).map((s) => s.bot),
      seat: this.seat,
      table: this.conn.welcome?.table ?? null,
      odds: (this.conn as { odds?: OddsPoint[] }).odds ?? [],
    };
    // The seat stays saved: a reload on the results comes back to them (the server re-sends the
    // result to whoever rejoins a finished table). Leaving the results forgets it.
    this.conn.markOver();
    this.scene.start('Results', data);
  }
}

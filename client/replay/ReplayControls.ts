/**
 * The replay viewer's controls, a scene over the table scene of the replayed mode: play and
 * pause, one move back or forward, speed, whose view the table shows, a timeline of rounds and
 * key moments (click anywhere on it to jump), "show all hands" (a finished match may show them),
 * export to a file and import of one. The table is shrunk to leave the bottom strip to them.
 */
import Phaser from 'phaser';
import { ensureFace } from '../art/textures';
import { CARD_RATIO } from '../art/cards';
import { TABLE_SCENES } from '../modes/registry';
import { Button } from '../objects/Button';
import { TableConnection } from '../net/TableConnection';
import { registerInfo, registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont, seatColor, seatCss, unitOf } from '../ui/theme';
import { Hud } from '../scenes/Hud';
import { roundAt } from '../../shared/replay/play';
import { FACES, hiddenHands } from './hands';
import { CONTROLS_SCENE, exportReplay, importReplay, replayLink } from './open';
import type { ReplaySource } from './ReplaySource';

/** Playback speeds, in actions per second at 1×. */
const SPEEDS = [0.5, 1, 2, 4, 8] as const;
const ACTIONS_PER_SECOND = 1.25;
const MOMENT_COLORS: Record<string, number> = { placement: 0x56b4e9, 'big collection': 0x7bd389, unlock: 0xf2c94c };

export class ReplayControls extends Phaser.Scene {
  private source!: ReplaySource;
  private playing = false;
  private speed = 1;
  private allHands = false;
  private timer: Phaser.Time.TimerEvent | null = null;
  private ui: Phaser.GameObjects.Container | null = null;
  private handsPanel: Phaser.GameObjects.Container | null = null;
  private shownHands: Record<number, string[]> = {};
  private u = 1;
  private barH = 0;

  constructor() {
    super(CONTROLS_SCENE);
  }

  private get tableKey(): string {
    return TABLE_SCENES[this.source.record.mode];
  }

  /** The view the table draws (for tests: `__tp.view()` reads the top scene's). */
  get view(): unknown {
    return this.source?.snapshot().view ?? null;
  }

  /** Whether every hand may be shown: a finished match whose log plays to its recorded result. */
  private get finished(): boolean {
    return this.source.record.result !== null;
  }

  create(data: { source: ReplaySource }) {
    this.source = data.source;
    this.playing = false;
    this.allHands = false;
    this.timer = null;
    this.ui = null;
    this.handsPanel = null;
    const table = this.scene.get(this.tableKey);
    // The table restarts on every jump; each new start is shrunk again, and a table left for good
    // (its Leave button: nothing is shown any more) takes the controls with it.
    const onTableCreate = () => this.fitTable();
    const onTableShutdown = () => {
      if (TableConnection.current === null) this.scene.stop();
    };
    table.events.on('create', onTableCreate);
    table.events.on('shutdown', onTableShutdown);
    this.scale.on('resize', this.layout, this);
    this.events.once('shutdown', () => {
      table.events.off('create', onTableCreate);
      table.events.off('shutdown', onTableShutdown);
      this.scale.off('resize', this.layout, this);
      if (TableConnection.current === this.source) TableConnection.current = null;
    });
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.onKey(e));
    registerInfo(this, () => ({
      replay: {
        matchId: this.source.record.matchId,
        mode: this.source.record.mode,
        position: this.source.position,
        end: this.source.end,
        round: roundAt(this.source.mode, this.source.state),
        rounds: this.source.played.rounds,
        moments: this.source.played.moments.length,
        viewer: this.source.seat,
        playing: this.playing,
        speed: this.speed,
        allHands: this.allHands ? this.shownHands : null,
      },
    }));
    this.layout();
  }

  private layout() {
    const { width: W, height: H } = this.scale;
    this.u = unitOf(W, H);
    this.barH = Math.round(Math.max(64 * this.u, H * 0.13));
    this.fitTable();
    this.render();
  }

  /** Shrinks the table into the space above the controls, keeping its proportions. */
  private fitTable() {
    const table = this.scene.get(this.tableKey);
    if (!table?.cameras?.main) return;
    const { width: W, height: H } = this.scale;
    const cam = table.cameras.main;
    cam.setViewport(0, 0, W, H - this.barH);
    cam.setZoom((H - this.barH) / H);
    cam.centerOn(W / 2, H / 2);
  }

  /** Redraws the controls and, when on, the hands panel (after every move). */
  private render() {
    this.ui?.destroy();
    const { width: W, height: H } = this.scale;
    const u = this.u;
    const s = this.source;
    const c = this.add.container(0, 0).setDepth(10);
    this.ui = c;
    const top = H - this.barH;
    const g = this.add.graphics();
    g.fillStyle(0x061a12, 0.97).fillRect(0, top, W, this.barH);
    g.lineStyle(1, COLORS.panelLine, 1).lineBetween(0, top, W, top);
    c.add(g);

    // The timeline: rounds as ticks (click one to jump to its start), key moments as dots.
    const pad = 12 * u;
    const lineY = top + this.barH * 0.3;
    const fs = Math.max(minFont(10), Math.round(this.barH * 0.17));
    const title = this.add.text(pad, lineY, 'Timeline', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    c.add(title);
    const x0 = title.x + title.width + 14 * u;
    const x1 = W - pad - 10 * u;
    const xAt = (pos: number) => x0 + ((x1 - x0) * pos) / Math.max(1, s.end);
    const track = this.add.rectangle((x0 + x1) / 2, lineY, x1 - x0, this.barH * 0.3, 0x000000, 0.35).setInteractive({ useHandCursor: true });
    track.on('pointerup', (p: Phaser.Input.Pointer) => this.jump(((p.x - x0) / (x1 - x0)) * s.end));
    registerTarget(this, 'replay:timeline', track);
    c.add(track);
    g.fillStyle(COLORS.gold, 0.5).fillRect(x0, lineY - 2 * u, xAt(s.position) - x0, 4 * u);
    for (const r of s.played.rounds) {
      const x = xAt(r.at);
      g.lineStyle(Math.max(1, 1.5 * u), 0x9fc7b4, 1).lineBetween(x, lineY - this.barH * 0.15, x, lineY + this.barH * 0.15);
      if (r.round <= 0) continue;
      const label = this.add
        .text(x + 2 * u, lineY - this.barH * 0.15, `R${r.round}`, {
          fontFamily: FONT,
          fontStyle: 'bold',
          fontSize: `${Math.round(fs * 0.8)}px`,
          color: COLORS.text,
        })
        .setOrigin(0, 1)
        .setInteractive({ useHandCursor: true });
      label.on('pointerup', () => this.jump(r.at));
      registerTarget(this, `replay:round:${r.round}`, label);
      c.add(label);
    }
    s.played.moments.forEach((m, i) => {
      const dot = this.add
        .circle(xAt(m.at), lineY + this.barH * 0.08, Math.max(2.5, 3.5 * u), MOMENT_COLORS[m.label] ?? (m.seat === null ? 0xffffff : seatColor(m.seat)))
        .setInteractive({ useHandCursor: true });
      dot.on('pointerup', () => this.jump(m.at));
      dot.on('pointerover', () => this.note(`${m.label}${m.seat === null ? '' : ` · ${s.record.seats[m.seat]?.name ?? ''}`} (move ${m.at})`));
      registerTarget(this, `replay:moment:${i}`, dot);
      c.add(dot);
    });
    const marker = this.add.rectangle(xAt(s.position), lineY, Math.max(2, 3 * u), this.barH * 0.36, COLORS.gold);
    c.add(marker);

    // The buttons, left to right, and what is shown now.
    const by = top + this.barH * 0.74;
    const bh = this.barH * 0.4;
    let x = pad;
    const button = (key: string, label: string, w: number, onClick: () => void, style: 'normal' | 'primary' | 'ghost' = 'ghost') => {
      const b = new Button(this, x + (w * u) / 2, by, { width: w * u, height: bh, label, key, style, fontSize: fs, onClick });
      c.add(b);
      x += w * u + 6 * u;
    };
    button('replay:exit', 'Exit', 64, () => this.exit());
    button('replay:back', '◀ Back', 78, () => this.jump(s.position - 1));
    button('replay:play', this.playing ? '❚❚ Pause' : '▶ Play', 92, () => this.togglePlay(), 'primary');
    button('replay:forward', 'Next ▶', 78, () => this.forward());
    button('replay:speed', `Speed ${this.speed}×`, 96, () => this.nextSpeed());
    const viewer = s.seat === null ? 'Spectator' : s.record.seats[s.seat].name;
    button('replay:viewer', `View: ${viewer}`, 150, () => this.nextViewer());
    if (this.finished)
      button('replay:hands', this.allHands ? 'Hide hands' : 'Show all hands', 136, () => this.toggleHands(), this.allHands ? 'normal' : 'ghost');
    button('replay:export', 'Export', 74, () => exportReplay(s.record));
    button('replay:import', 'Open file', 92, () => importReplay(this));
    button('replay:link', 'Copy link', 96, () => this.copyLink());
    const round = roundAt(s.mode, s.state);
    const status = this.add
      .text(W - pad, by, `Move ${s.position}/${s.end} · ${s.record.mode === 'trash' ? 'Hand' : 'Round'} ${round}`, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${fs}px`,
        color: COLORS.goldText,
      })
      .setOrigin(1, 0.5);
    if (status.x - status.width < x) status.setVisible(false);
    c.add(status);
    this.renderHands();
  }

  /** The hidden cards of every seat at this position, over the table. */
  private renderHands() {
    this.handsPanel?.destroy();
    this.handsPanel = null;
    this.shownHands = {};
    if (!this.allHands) return;
    const s = this.source;
    const { width: W, height: H } = this.scale;
    const u = this.u;
    const hands = hiddenHands(s.record.mode, s.state, s.record.seats.length);
    const c = this.add.container(0, 0).setDepth(20);
    this.handsPanel = c;
    const pw = Math.min(W * 0.7, 900 * u);
    const rowH = Math.min(96 * u, (H - this.barH - 80 * u) / (hands.length + 0.6));
    const ph = rowH * hands.length + 40 * u;
    const px = (W - pw) / 2;
    const py = Math.max(44 * u, (H - this.barH - ph) / 2);
    const g = this.add.graphics();
    drawPanel(g, px, py, pw, ph, u, { alpha: 0.96, line: COLORS.gold, lineWidth: 2 * u });
    c.add(g);
    const fs = Math.max(minFont(10), Math.round(rowH * 0.2));
    c.add(
      this.add.text(px + 14 * u, py + 8 * u, `Every hand at move ${s.position}`, {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(fs * 1.1)}px`,
        color: COLORS.goldText,
      }),
    );
    const cardH = rowH * 0.78;
    const cardW = cardH * CARD_RATIO;
    const nameW = 150 * u;
    hands.forEach((h, i) => {
      const y = py + 36 * u + i * rowH;
      c.add(
        this.add
          .text(px + 14 * u, y + rowH / 2, s.record.seats[h.seat]?.name ?? `Seat ${h.seat + 1}`, {
            fontFamily: FONT,
            fontStyle: 'bold',
            fontSize: `${fs}px`,
            color: seatCss(h.seat),
            wordWrap: { width: nameW - 10 * u },
          })
          .setOrigin(0, 0.5),
      );
      const cards = h.groups.flatMap((grp) => grp.cards);
      this.shownHands[h.seat] = cards;
      const avail = pw - nameW - 28 * u;
      const step = Math.min(cardW + 4 * u, (avail - cardW) / Math.max(1, cards.length - 1));
      let cx = px + nameW + 14 * u + cardW / 2;
      for (const grp of h.groups) {
        for (const id of grp.cards) {
          const spec = FACES[s.record.mode](id);
          const img = this.add.image(cx, y + rowH / 2, spec ? ensureFace(this.textures, spec) : 'card-back').setDisplaySize(cardW, cardH);
          registerTarget(this, `replay:hand:${h.seat}:${id}`, img);
          c.add(img);
          cx += step;
        }
      }
      if (!cards.length)
        c.add(
          this.add.text(px + nameW + 14 * u, y + rowH / 2, 'nothing hidden', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted }).setOrigin(0, 0.5),
        );
    });
  }

  private note(text: string) {
    Hud.of(this).toast(text, 'info', 1600);
  }

  private onKey(e: KeyboardEvent) {
    if (e.key === ' ') this.togglePlay();
    else if (e.key === 'ArrowRight') this.forward();
    else if (e.key === 'ArrowLeft') this.jump(this.source.position - 1);
  }

  /** One action forward, animated by the table. */
  private forward() {
    if (!this.source.step()) this.setPlaying(false);
    this.render();
  }

  /** Any other move: the table restarts and draws the new position at once. */
  private jump(position: number, viewer = this.source.seat) {
    this.source.moveTo(position, viewer);
    this.scene.get(this.tableKey).scene.restart();
    this.render();
  }

  private togglePlay() {
    if (!this.playing && this.source.position >= this.source.end) this.jump(0);
    this.setPlaying(!this.playing);
    this.render();
  }

  private setPlaying(on: boolean) {
    this.playing = on;
    this.timer?.remove();
    this.timer = on ? this.time.addEvent({ delay: 1000 / (ACTIONS_PER_SECOND * this.speed), loop: true, callback: () => this.forward() }) : null;
  }

  private nextSpeed() {
    this.speed = SPEEDS[(SPEEDS.indexOf(this.speed as (typeof SPEEDS)[number]) + 1) % SPEEDS.length];
    if (this.playing) this.setPlaying(true);
    this.render();
  }

  /** Spectator, then each seat in turn. */
  private nextViewer() {
    const seat = this.source.seat;
    const next = seat === null ? 0 : seat + 1 < this.source.record.seats.length ? seat + 1 : null;
    this.jump(this.source.position, next);
  }

  private toggleHands() {
    this.allHands = !this.allHands;
    this.render();
  }

  private copyLink() {
    const link = replayLink(this.source.record.matchId);
    void navigator.clipboard?.writeText(link).then(
      () => this.note('Link copied: anyone can watch this replay.'),
      () => Hud.of(this).toast(link, 'info', 6000),
    );
  }

  private exit() {
    this.setPlaying(false);
    TableConnection.current = null;
    history.replaceState(null, '', '/');
    this.scene.stop(this.tableKey);
    this.scene.start('Lobby');
  }
}

/**
 * The replay viewer's controls, a scene over the table scene of the replayed mode: play and
 * pause, one move back or forward, speed, whose view the table shows, a timeline of rounds and
 * key moments (press anywhere on it to jump), "show all hands" (a finished match may show them),
 * export to a file and import of one. The table is shrunk to leave the bottom strip to them.
 */
import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { roundAt } from '../../shared/replay/play';
import { TABLE_SCENES } from '../modes/registry';
import { TableConnection } from '../net/TableConnection';
import { Hud } from '../scenes/Hud';
import { registerInfo } from '../testHook';
import { COLORS, unitOf } from '../ui/theme';
import { HandsPanel } from './HandsPanel';
import { hiddenHands } from './hands';
import { CONTROLS_SCENE, exportReplay, importReplay, leaveReplay, replayLink } from './open';
import { ReplayBar } from './ReplayBar';
import type { ReplaySource } from './ReplaySource';

/** Playback speeds, in actions per second at 1×. */
const SPEEDS = [0.5, 1, 2, 4, 8] as const;
const ACTIONS_PER_SECOND = 1.25;
/** What a round is called in each mode, in words and on the timeline (Trash plays hands). */
const ROUND_NAMES: Record<ModeId, { word: string; short: string }> = {
  'trash-poker': { word: 'Round', short: 'R' },
  'poker-plus': { word: 'Round', short: 'R' },
  trash: { word: 'Hand', short: 'H' },
};

export class ReplayControls extends Phaser.Scene {
  private source!: ReplaySource;
  private playing = false;
  private speed = 1;
  private allHands = false;
  private timer: Phaser.Time.TimerEvent | null = null;
  private bar: ReplayBar | null = null;
  private handsPanel: HandsPanel | null = null;

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

  private get seatNames(): string[] {
    return this.source.record.seats.map((seat) => seat.name);
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
    this.bar = null;
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
        allHands: this.handsPanel?.shown ?? null,
      },
    }));
    this.layout();
  }

  /** Builds the bar for the canvas's size, shrinks the table above it, and shows where the replay is. */
  private layout() {
    const s = this.source;
    this.bar?.destroy();
    // Digits are equally wide: the status is longest with the last round's number and the last move's.
    const lastRound = Math.max(s.played.rounds.at(-1)?.round ?? 0, roundAt(s.mode, s.played.states[s.end]));
    const names = { round: ROUND_NAMES[s.record.mode].short, seats: this.seatNames, longestStatus: this.statusAt(s.end, lastRound) };
    this.bar = new ReplayBar(this, unitOf(this.scale.width, this.scale.height), { ...s.played, end: s.end }, names, {
      jump: (position) => this.jump(position),
      exit: () => this.exit(),
      back: () => this.jump(s.position - 1),
      play: () => this.togglePlay(),
      forward: () => this.forward(),
      speed: () => this.nextSpeed(),
      viewer: () => this.nextViewer(),
      hands: this.finished ? () => this.toggleHands() : undefined,
      exportFile: () => exportReplay(s.record),
      importFile: () => importReplay(this, s.playback.backTo),
      copyLink: () => this.copyLink(),
    });
    this.fitTable();
    this.render();
  }

  /** Shrinks the table into the space above the controls, keeping its proportions. */
  private fitTable() {
    const table = this.scene.get(this.tableKey);
    if (!table?.cameras?.main || !this.bar) return;
    const { width: W, height: H } = this.scale;
    const barH = this.bar.layout.barH;
    const cam = table.cameras.main;
    cam.setViewport(0, 0, W, H - barH);
    cam.setZoom((H - barH) / H);
    cam.centerOn(W / 2, H / 2);
    // The shrunk table leaves bands at its sides: felt, not black.
    cam.setBackgroundColor(COLORS.feltDark);
  }

  /** Where the replay is, as the bar says it. */
  private statusAt(position: number, round: number): string {
    return `${ROUND_NAMES[this.source.record.mode].word} ${round} · move ${position}/${this.source.end}`;
  }

  /** Shows where the replay is on the bar and, when on, every hand (after every move). */
  private render() {
    const s = this.source;
    this.bar?.show({
      position: s.position,
      playing: this.playing,
      speed: this.speed,
      viewer: s.seat === null ? 'Spectator' : s.record.seats[s.seat].name,
      allHands: this.allHands,
      status: this.statusAt(s.position, roundAt(s.mode, s.state)),
    });
    this.handsPanel?.destroy();
    this.handsPanel = null;
    if (!this.allHands || !this.bar) return;
    const { width: W, height: H } = this.scale;
    this.handsPanel = new HandsPanel(this, { w: W, h: H - this.bar.layout.barH }, unitOf(W, H), {
      mode: s.record.mode,
      position: s.position,
      hands: hiddenHands(s.record.mode, s.state, s.record.seats.length),
      names: this.seatNames,
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

  /** Back to where the replay was opened from, as the table's own Leave does. */
  private exit() {
    this.setPlaying(false);
    leaveReplay(this, this.source);
  }
}

import Phaser from 'phaser';
import type { KeyMoment, PlayedMatch } from '../../shared/replay/play';
import { Button, type ButtonStyle } from '../objects/Button';
import { registerTarget } from '../testHook';
import { COLORS, FONT, dpr, isUpright, seatColor } from '../ui/theme';
import { fitRow, type ReplayBarLayout, replayBarLayout, snapToMark, spacedLabels } from './layout';

const MOMENT_COLORS: Record<string, number> = { placement: 0x56b4e9, 'big collection': 0x7bd389, unlock: 0xf2c94c };
/** The smallest the buttons' row shrinks to (its words stay readable). */
const MIN_ROW_SCALE = 0.75;

/** What the bar shows that changes while the replay plays. */
export interface BarState {
  position: number;
  playing: boolean;
  speed: number;
  viewer: string;
  allHands: boolean;
  status: string;
}

/** What the bar's controls do. */
export interface BarActions {
  jump(position: number): void;
  exit(): void;
  back(): void;
  play(): void;
  forward(): void;
  speed(): void;
  viewer(): void;
  /** Absent when the match may not show every hand. */
  hands?: () => void;
  exportFile(): void;
  importFile(): void;
  copyLink(): void;
}

interface ButtonSpec {
  key: string;
  /** Every label it may show (its width fits the longest), and the one shown now. */
  labels: string[];
  label: (s: BarState) => string;
  style?: (s: BarState) => ButtonStyle;
  onClick: () => void;
}

/**
 * The replay viewer's control bar along the bottom of the canvas: a timeline (rounds as ticks
 * and labels, key moments as dots, a press anywhere jumps there, drawn to a round's start or a
 * moment near it) and a row of buttons. Built once per layout; `show` updates it in place after
 * each move, so a press never lands on a control that a redraw has just replaced.
 */
export class ReplayBar extends Phaser.GameObjects.Container {
  readonly layout: ReplayBarLayout;
  private readonly buttons: { spec: ButtonSpec; button: Button; width: number; fontSize: number }[] = [];
  private readonly progress: Phaser.GameObjects.Graphics;
  private readonly marker: Phaser.GameObjects.Rectangle;
  private readonly hover: Phaser.GameObjects.Text;
  private readonly status: Phaser.GameObjects.Text;
  private readonly x0: number;
  private readonly x1: number;

  constructor(
    scene: Phaser.Scene,
    u: number,
    private readonly played: Pick<PlayedMatch, 'rounds' | 'moments'> & { end: number },
    /**
     * What a round is called in this mode ("R", or "H" for Trash's hands), the seats' names, and
     * the longest status (`BarState.status`) the replay shows.
     */
    private readonly names: { round: string; seats: readonly string[]; longestStatus: string },
    actions: BarActions,
  ) {
    const { width: W, height: H } = scene.scale;
    const L = replayBarLayout(u, dpr(), isUpright({ W, H }) ? 2 : 1);
    super(scene, 0, H - L.barH);
    this.layout = L;
    const g = scene.add.graphics();
    g.fillStyle(0x061a12, 0.97).fillRect(0, 0, W, L.barH);
    g.lineStyle(1, COLORS.panelLine, 1).lineBetween(0, 0, W, 0);
    this.add(g);
    // Where the replay is, left of the track, in room for the longest it says.
    this.status = scene.add.text(L.pad, L.trackY, names.longestStatus, this.font(L.labelFs, COLORS.goldText, true)).setOrigin(0, 0.5);
    this.add(this.status);
    this.x0 = this.status.x + this.status.width + L.pad;
    this.x1 = W - L.pad * 1.5;
    this.drawTimeline(actions.jump);
    this.progress = scene.add.graphics();
    this.marker = scene.add.rectangle(0, L.trackY, Math.max(2, 3 * u), L.trackH * 1.2, COLORS.gold);
    this.hover = scene.add
      .text(0, L.labelsY, '', { ...this.font(L.labelFs, COLORS.text, true), backgroundColor: '#061a12' })
      .setOrigin(0.5)
      .setVisible(false);
    this.add([this.progress, this.marker, this.hover]);
    this.placeButtons(this.buttonSpecs(actions), W);
    this.setDepth(10);
    scene.add.existing(this);
  }

  private font(size: number, color: string, bold = false): Phaser.Types.GameObjects.Text.TextStyle {
    return { fontFamily: FONT, fontStyle: bold ? 'bold' : '', fontSize: `${size}px`, color };
  }

  private xAt(position: number): number {
    return this.x0 + ((this.x1 - this.x0) * position) / Math.max(1, this.played.end);
  }

  /** The track (it takes every press), the rounds' ticks and labels, the key moments' dots. */
  private drawTimeline(jump: (position: number) => void) {
    const L = this.layout;
    const { x0, x1, played } = this;
    const scene = this.scene;
    const track = scene.add.rectangle((x0 + x1) / 2, L.trackY, x1 - x0, L.trackH, 0x000000, 0.35).setInteractive({ useHandCursor: true });
    const positionAt = (x: number) => ((x - this.x - x0) / (x1 - x0)) * played.end;
    const marks = [...played.rounds.map((r) => r.at), ...played.moments.map((m) => m.at)];
    const snap = (L.snap / (x1 - x0)) * played.end;
    track.on('pointerup', (p: Phaser.Input.Pointer) => jump(snapToMark(positionAt(p.x), marks, snap)));
    track.on('pointermove', (p: Phaser.Input.Pointer) => this.showMomentNear(positionAt(p.x), snap));
    track.on('pointerout', () => this.hover.setVisible(false));
    registerTarget(scene, 'replay:timeline', track);
    this.add(track);
    const g = scene.add.graphics();
    this.add(g);
    const rounds = played.rounds.filter((r) => r.round > 0);
    const labels = rounds.map((r) => {
      const label = scene.add.text(this.xAt(r.at) + 2, L.labelsY, `${this.names.round}${r.round}`, this.font(L.labelFs, COLORS.text, true)).setOrigin(0, 0.5);
      // A round that starts near the end keeps its label on the canvas, left of its tick.
      label.setX(Math.min(label.x, scene.scale.width - L.pad / 2 - label.width));
      label.setInteractive({ useHandCursor: true }).on('pointerup', () => jump(r.at));
      return label;
    });
    const shown = spacedLabels(
      labels.map((l) => l.x),
      labels.map((l) => l.width),
      L.labelFs * 0.4,
    );
    labels.forEach((label, i) => {
      if (!shown[i]) return void label.destroy();
      registerTarget(scene, `replay:round:${rounds[i].round}`, label);
      this.add(label);
    });
    for (const r of played.rounds) {
      const x = this.xAt(r.at);
      g.lineStyle(Math.max(1, L.trackH * 0.05), 0x9fc7b4, 1).lineBetween(x, L.trackY - L.trackH / 2, x, L.trackY + L.trackH / 2);
    }
    for (const m of played.moments) {
      g.fillStyle(this.momentColor(m), 1).fillCircle(this.xAt(m.at), L.trackY + L.trackH * 0.25, Math.max(2.5, L.trackH * 0.12));
    }
  }

  private momentColor(m: KeyMoment): number {
    return MOMENT_COLORS[m.label] ?? (m.seat === null ? 0xffffff : seatColor(m.seat));
  }

  /** Over the track (a mouse): names the key moment a press here would jump to, if any. */
  private showMomentNear(position: number, snap: number) {
    const m = this.played.moments.find((k) => Math.abs(k.at - position) <= snap);
    if (!m) return void this.hover.setVisible(false);
    const who = m.seat === null ? '' : ` · ${this.names.seats[m.seat] ?? ''}`;
    this.hover.setText(` ${m.label}${who} (move ${m.at}) `).setVisible(true);
    const half = this.hover.width / 2;
    this.hover.setX(Math.max(half, Math.min(this.scene.scale.width - half, this.xAt(m.at))));
  }

  private buttonSpecs(a: BarActions): ButtonSpec[] {
    const fixed = (key: string, label: string, onClick: () => void): ButtonSpec => ({ key, labels: [label], label: () => label, onClick });
    return [
      fixed('replay:exit', 'Exit', a.exit),
      fixed('replay:back', '◀ Back', a.back),
      {
        key: 'replay:play',
        labels: ['▶ Play', '❚❚ Pause'],
        label: (s) => (s.playing ? '❚❚ Pause' : '▶ Play'),
        style: () => 'primary',
        onClick: a.play,
      },
      fixed('replay:forward', 'Next ▶', a.forward),
      { key: 'replay:speed', labels: ['Speed 0.5×'], label: (s) => `Speed ${s.speed}×`, onClick: a.speed },
      {
        key: 'replay:viewer',
        labels: ['Spectator', ...this.names.seats].map((name) => `View: ${name}`),
        label: (s) => `View: ${s.viewer}`,
        onClick: a.viewer,
      },
      ...(a.hands
        ? [
            {
              key: 'replay:hands',
              labels: ['Show all hands', 'Hide hands'],
              label: (s: BarState) => (s.allHands ? 'Hide hands' : 'Show all hands'),
              style: (s: BarState): ButtonStyle => (s.allHands ? 'normal' : 'ghost'),
              onClick: a.hands,
            },
          ]
        : []),
      fixed('replay:export', 'Export', a.exportFile),
      fixed('replay:import', 'Open file', a.importFile),
      fixed('replay:link', 'Copy link', a.copyLink),
    ];
  }

  /**
   * Lays the buttons out left to right, each as wide as its longest label (up to a limit: a long
   * name is shrunk), all shrunk together when the row is short of room.
   */
  private placeButtons(specs: ButtonSpec[], W: number) {
    const L = this.layout;
    const probe = this.scene.add.text(0, 0, '', this.font(L.buttonFs, COLORS.text, true));
    const widest = (labels: string[]) => Math.max(...labels.map((l) => probe.setText(l).width));
    const limit = widest(['View: Spectator']);
    const widths = specs.map((spec) => Math.min(limit, widest(spec.labels)) + L.buttonH * 0.4);
    probe.destroy();
    const room = W - 2 * L.pad;
    // Upright, the buttons take two rows: the first half on the first.
    const perRow = Math.ceil(specs.length / L.buttonRows);
    for (let r = 0; r * perRow < specs.length; r++) {
      const from = r * perRow;
      const row = fitRow(widths.slice(from, from + perRow), L.gap, room, MIN_ROW_SCALE);
      const fontSize = Math.round(L.buttonFs * row.scale);
      specs.slice(from, from + perRow).forEach((spec, j) => {
        const width = widths[from + j] * row.scale;
        const button = new Button(this.scene, L.pad + row.xs[j] + width / 2, L.buttonsY + r * (L.buttonH + L.gap), {
          width,
          height: L.buttonH,
          label: spec.labels[0],
          key: spec.key,
          style: 'ghost',
          fontSize,
          onClick: spec.onClick,
        });
        this.add(button);
        this.buttons.push({ spec, button, width, fontSize });
      });
    }
  }

  /** Shows `s`: where the replay is, and the buttons' words. */
  show(s: BarState) {
    const L = this.layout;
    this.progress
      .clear()
      .fillStyle(COLORS.gold, 0.5)
      .fillRect(this.x0, L.trackY - L.trackH * 0.08, this.xAt(s.position) - this.x0, L.trackH * 0.16);
    this.marker.setX(this.xAt(s.position));
    for (const { spec, button, width, fontSize } of this.buttons) {
      button.reshape({ width, height: L.buttonH, label: spec.label(s), style: spec.style?.(s) ?? 'ghost', fontSize, onClick: spec.onClick });
    }
    this.status.setText(s.status);
  }
}

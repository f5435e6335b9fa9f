import Phaser from 'phaser';
import { UPGRADE_AREA_RULES } from '../../shared/engine/trash-poker/upgrades';
import { UPGRADE_AREAS, type UpgradeArea } from '../../shared/engine/trash-poker/types';
import { AREA_LABELS } from '../modes/trash-poker/text';
import { type CompactCells, compactCells, labelRoom, TIGHT_INSET } from '../modes/trash-poker/tableauCells';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { fitWidth } from '../ui/fit';
import { COLORS, FONT, minFont } from '../ui/theme';

/** Columns of your own tableau; the flush-suits area holds its two effects one above the other. */
const COLUMNS: UpgradeArea[][] = [['heartsDiamonds', 'spadesClubs'], ['drawMore'], ['trashMore'], ['fiveFour'], ['fullHouseStraight'], ['lower']];

interface Cell {
  area: UpgradeArea;
  box: Phaser.GameObjects.Container;
  bg: Phaser.GameObjects.Graphics;
  count: Phaser.GameObjects.Text;
  rect: { x: number; y: number; w: number; h: number };
  edges: Phaser.GameObjects.Graphics;
}

/**
 * A player's tableau with its six upgrade areas: how many cards lie under each (public), which
 * areas can take an upgrade now (gold), and what each area does on hover.
 */
export class Tableau extends Phaser.GameObjects.Container {
  private cells = new Map<UpgradeArea, Cell>();
  private legal = new Set<UpgradeArea>();
  /** A compact tableau's labels and where its counts go. */
  private compactWords: Pick<CompactCells, 'fs' | 'labels' | 'count'> | null = null;
  onArea?: (area: UpgradeArea) => void;
  onHover?: (area: UpgradeArea | null, rect: { x: number; y: number; w: number; h: number }) => void;

  constructor(
    scene: Phaser.Scene,
    rectBox: { x: number; y: number; w: number; h: number },
    private unit: number,
    private opts: { compact: boolean; own: boolean },
  ) {
    super(scene, rectBox.x, rectBox.y);
    const u = unit;
    const { w, h } = rectBox;
    const g = scene.add.graphics();
    drawPanel(g, 0, 0, w, h, u, { fill: 0x1b1530, alpha: 0.75, line: 0x6b5aa6, radius: 8 * u });
    this.add(g);
    if (opts.compact) {
      // One row per area down the side of a seat's panel, in one or two columns, with the labels
      // that keep the least font (compactCells).
      const cells = compactCells(w, h, u, minFont);
      this.compactWords = cells;
      // The areas in the rules' order, down the first column, then the second.
      UPGRADE_AREAS.forEach((area, i) => {
        const [col, row] = [Math.floor(i / cells.rows), i % cells.rows];
        this.makeCell(area, { x: cells.pad + col * (cells.cw + cells.pad), y: cells.pad + row * (cells.rh + cells.pad), w: cells.cw, h: cells.rh });
      });
      scene.add.existing(this);
      return;
    }
    const pad = 5 * u;
    // A short, wide strip takes the areas in one row; a squarer box (your own place on a phone
    // held upright) in two rows of three, so that each label keeps a readable size.
    const cols = w / h < 4 ? 3 : 6;
    const rows = 6 / cols;
    const cw = (w - pad * (cols + 1)) / cols;
    const chAll = (h - pad * (rows + 1)) / rows;
    COLUMNS.forEach((areas, i) => {
      const col = i % cols;
      const row = Math.floor(i / cols);
      const x = pad + col * (cw + pad);
      const y = pad + row * (chAll + pad);
      const subH = (chAll - (areas.length - 1) * pad * 0.5) / areas.length;
      areas.forEach((area, j) => this.makeCell(area, { x, y: y + j * (subH + pad * 0.5), w: cw, h: subH }, areas.length > 1));
    });
    scene.add.existing(this);
  }

  /** A cell's label size: a half-height cell's (the two flush areas) stays readable on one line. */
  private fontSize(r: { w: number; h: number }, half: boolean): number {
    const u = this.unit;
    if (half) return Math.max(minFont(11), Math.round(Math.min(r.h * 0.62, 16 * u)));
    return Math.max(minFont(9), Math.round(Math.min(r.h * 0.24, r.w * 0.13)));
  }

  private makeCell(area: UpgradeArea, r: { x: number; y: number; w: number; h: number }, stacked = false) {
    const u = this.unit;
    const box = this.scene.add.container(r.x + r.w / 2, r.y + r.h / 2);
    const bg = this.scene.add.graphics();
    const edges = this.scene.add.graphics();
    const label = AREA_LABELS[area];
    // A half-height cell (the two flush areas) gets one line of its short label, at a size that
    // stays readable (about 11 px at 1280x800) instead of a wrapped label shrunk to fit.
    const half = !this.opts.compact && stacked;
    const words = this.compactWords;
    const fs = words?.fs ?? this.fontSize(r, half);
    const text = this.scene.add
      .text(-r.w / 2 + 4 * u, 0, words ? label[words.labels] : r.w < 70 * u ? label.short : label.long, {
        fontFamily: FONT,
        fontSize: `${fs}px`,
        color: '#d9d2e9',
        wordWrap: half ? undefined : { width: r.w * 0.72 },
        lineSpacing: -fs * 0.15,
      })
      .setOrigin(0, 0.5);
    const count = this.scene.add
      .text(r.w / 2 - 4 * u, 0, '0', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.25)}px`, color: '#ffffff' })
      .setOrigin(1, 0.5);
    if (words?.count === 'tight') {
      // A tiny label and its count at the same size, each at its side of the cell.
      count.setFontSize(fs).setX(r.w / 2 - TIGHT_INSET * u);
      text.setX(-r.w / 2 + TIGHT_INSET * u);
      fitWidth(text, labelRoom('tight', r.w, count.width, u), minFont(8) / fs);
    } else if (words?.count === 'corner') {
      // The label on the cell's top line, the count at the label's size in its bottom corner.
      count
        .setFontSize(fs)
        .setOrigin(1, 1)
        .setPosition(r.w / 2 - 3 * u, r.h / 2 + count.height * 0.1);
      text.setOrigin(0, 0).setPosition(-r.w / 2 + 3 * u, -r.h / 2);
      fitWidth(text, labelRoom('corner', r.w, 0, u));
    } else {
      // A label that does not fit left of its count shrinks, but never under 8 CSS px: a long one
      // gives way to the short one first (a stacked cell's at once, to keep its size).
      const fit = () => Math.min(1, Math.min(r.w * 0.74, labelRoom('beside', r.w, count.width, u)) / text.width, half ? 1 : (r.h * 0.96) / text.height);
      if (fit() < (half ? 1 : minFont(8) / fs)) text.setText(label.short);
      text.setScale(fit());
    }
    box.add([bg, edges, text, count]);
    box.setSize(r.w, r.h);
    box.setInteractive({ useHandCursor: false });
    // For the test hook: the pressable cell (Phaser's bounds take in a count taller than a half cell).
    (box as unknown as { testRect: () => unknown }).testRect = () => {
      const m = box.getWorldTransformMatrix();
      return { x: m.tx - r.w / 2, y: m.ty - r.h / 2, width: r.w, height: r.h };
    };
    box.on('pointerup', () => {
      if (this.legal.has(area)) this.onArea?.(area);
    });
    box.on('pointerover', () => {
      const m = box.getWorldTransformMatrix();
      this.onHover?.(area, { x: m.tx - r.w / 2, y: m.ty - r.h / 2, w: r.w, h: r.h });
    });
    box.on('pointerout', () => this.onHover?.(null, r));
    this.add(box);
    const cell: Cell = { area, box, bg, count, rect: r, edges };
    this.cells.set(area, cell);
    if (this.opts.own) registerTarget(this.scene, `area:${area}`, box, () => this.legal.has(area));
    this.drawCell(cell, 0);
  }

  private drawCell(cell: Cell, n: number) {
    const u = this.unit;
    const { w, h } = cell.rect;
    const legal = this.legal.has(cell.area);
    cell.bg.clear();
    cell.bg.fillStyle(legal ? 0x4a3a12 : n > 0 ? 0x3a2f63 : 0x241d3d, 1);
    cell.bg.fillRoundedRect(-w / 2, -h / 2, w, h, 5 * u);
    cell.bg.lineStyle(legal ? 3 * u : 1, legal ? COLORS.legal : 0x6b5aa6, legal ? 1 : 0.6);
    cell.bg.strokeRoundedRect(-w / 2, -h / 2, w, h, 5 * u);
    // Card edges peeking out from under the area, one per upgrade.
    cell.edges.clear();
    const shown = Math.min(n, 6);
    for (let i = 0; i < shown; i++) {
      cell.edges.fillStyle(0x1f3a8a, 1);
      cell.edges.fillRect(-w / 2 + 3 * u + i * 3 * u, h / 2 - 3 * u, w * 0.3, 2.5 * u);
    }
    cell.count.setText(String(n)).setColor(n > 0 ? '#ffe08a' : '#8f86a8');
    if (this.input) this.input.cursor = legal ? 'pointer' : 'default';
    if (cell.box.input) cell.box.input.cursor = legal ? 'pointer' : 'default';
  }

  /** Counts per area and the areas that can take an upgrade now. */
  setCounts(counts: Record<UpgradeArea, number>, legal: Iterable<UpgradeArea> = []) {
    this.legal = new Set(legal);
    for (const cell of this.cells.values()) this.drawCell(cell, counts[cell.area] ?? 0);
  }

  /** Where a card slides under `area`, in world coordinates. */
  anchor(area: UpgradeArea): { x: number; y: number } {
    const cell = this.cells.get(area);
    if (!cell) return { x: this.x, y: this.y };
    const m = cell.box.getWorldTransformMatrix();
    return { x: m.tx, y: m.ty };
  }

  /** A pop on the area when an upgrade lands. */
  pop(area: UpgradeArea, count: number) {
    const cell = this.cells.get(area);
    if (!cell) return;
    this.drawCell(cell, count);
    this.scene.tweens.add({ targets: cell.box, scale: 1.15, duration: 120, yoyo: true, ease: 'Back.easeOut' });
  }

  static effect(area: UpgradeArea): string {
    return UPGRADE_AREA_RULES[area].effect;
  }
}

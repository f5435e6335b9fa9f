/**
 * Draws the reference's sections into a scroll view's container, top to bottom: headings, text,
 * tables, joker cards (with the game's card art) and the House's personality cards. Blocks that
 * mention the search query get a gold highlight behind them.
 */
import type Phaser from 'phaser';
import { ensureFace } from '../art/textures';
import { CARD_RATIO } from '../art/cards';
import { trashPokerFace } from '../modes/faces';
import { COLORS, FONT, fontPx } from '../ui/theme';
import { drawPanel } from '../ui/panel';
import { blockText, type Block, type ReferenceCard, type Section, type TableBlock } from './markdown';
import { matches } from './search';

/** A drawn card, in container coordinates, for the test hook. */
export interface DrawnCard {
  card: ReferenceCard;
  image: Phaser.GameObjects.Image;
  rect: { x: number; y: number; w: number; h: number };
}

export interface DrawnSections {
  /** Each section's top, in container coordinates, in the order of the sections drawn. */
  tops: number[];
  cards: DrawnCard[];
  height: number;
  /** Top of the first thing the search highlighted (null: nothing, or no search). */
  firstMatch: number | null;
}

const HIGHLIGHT = 0xf2c94c;

class Writer {
  y = 0;
  firstMatch: number | null = null;
  readonly cards: DrawnCard[] = [];
  readonly g: Phaser.GameObjects.Graphics;
  private readonly pad: number;
  private readonly searching: boolean;

  constructor(
    private scene: Phaser.Scene,
    private box: Phaser.GameObjects.Container,
    private width: number,
    private u: number,
    private query: string,
  ) {
    this.g = scene.add.graphics();
    box.add(this.g);
    this.pad = 12 * u;
    this.searching = query.trim() !== '';
  }

  text(x: number, y: number, s: string, size: number, width: number, extra: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {}) {
    const px = fontPx(this.u, size, 12);
    const t = this.scene.add.text(x, y, s, {
      fontFamily: FONT,
      fontSize: `${px}px`,
      color: COLORS.text,
      lineSpacing: 3 * this.u,
      // Phaser refuses a wrap width under one character.
      wordWrap: { width: Math.max(width, px * 2), useAdvancedWrap: true },
      ...extra,
    });
    this.box.add(t);
    return t;
  }

  /** Marks a block found by the search. */
  highlight(x: number, y: number, w: number, h: number) {
    this.firstMatch ??= y;
    this.g.fillStyle(HIGHLIGHT, 0.16).fillRoundedRect(x - 6 * this.u, y - 3 * this.u, w + 12 * this.u, h + 6 * this.u, 6 * this.u);
    this.g.fillStyle(HIGHLIGHT, 1).fillRect(x - 6 * this.u, y - 3 * this.u, 3 * this.u, h + 6 * this.u);
  }

  section(s: Section) {
    const size = s.level === 3 ? 19 : 23;
    const t = this.text(this.pad, this.y, s.title, size, this.width - 2 * this.pad, { color: COLORS.goldText, fontStyle: 'bold' });
    if (this.searching && matches(s.title, this.query)) this.highlight(this.pad, this.y, t.width, t.height);
    this.y += t.height + 8 * this.u;
    for (const b of s.blocks) {
      const top = this.y;
      this.block(b);
      if (this.searching && b.kind !== 'cards' && b.kind !== 'personalities' && matches(blockText(b), this.query))
        this.highlight(this.pad, top, this.width - 2 * this.pad, this.y - top - 10 * this.u);
    }
    this.y += 12 * this.u;
  }

  private block(b: Block) {
    const u = this.u;
    const w = this.width - 2 * this.pad;
    const gap = 10 * u;
    switch (b.kind) {
      case 'paragraph':
        this.y += this.text(this.pad, this.y, b.text, 16, w).height + gap;
        return;
      case 'list':
        for (const item of b.items) {
          this.text(this.pad + 4 * u, this.y, '•', 16, 20 * u, { color: COLORS.goldText });
          this.y += this.text(this.pad + 22 * u, this.y, item, 16, w - 22 * u).height + 5 * u;
        }
        this.y += gap;
        return;
      case 'code': {
        const t = this.text(this.pad + 10 * u, this.y + 8 * u, b.text, 13, w - 20 * u, { fontFamily: 'monospace', color: COLORS.dim });
        drawPanel(this.g, this.pad, this.y, w, t.height + 16 * u, u, { alpha: 0.6 });
        this.y += t.height + 16 * u + gap;
        return;
      }
      case 'table':
        this.table(b, w);
        this.y += gap;
        return;
      case 'cards':
        this.cardGrid(b.cards, w);
        this.y += gap;
        return;
      case 'personalities':
        for (const p of b.cards) {
          const top = this.y;
          const name = this.text(this.pad + 12 * u, top + 8 * u, p.name, 17, w - 24 * u, { color: COLORS.goldText, fontStyle: 'bold' });
          const what = this.text(this.pad + 12 * u, name.y + name.height + 2 * u, p.text, 15, w - 24 * u);
          const lines = this.text(this.pad + 12 * u, what.y + what.height + 4 * u, `Takes first, top to bottom: ${p.lines}`, 14, w - 24 * u, {
            color: COLORS.dim,
          });
          const h = lines.y + lines.height + 8 * u - top;
          const found = this.searching && matches(`${p.name} ${p.text} ${p.lines}`, this.query);
          if (found) this.firstMatch ??= top;
          drawPanel(this.g, this.pad, top, w, h, u, { alpha: 0.55, line: found ? HIGHLIGHT : undefined });
          this.y += h + 6 * u;
        }
        this.y += gap;
        return;
    }
  }

  private table(b: TableBlock, w: number) {
    const u = this.u;
    const cols = Math.max(b.header.length, ...b.rows.map((r) => r.length));
    const cellPad = 6 * u;
    const charW = fontPx(u, 14, 12) * 0.55;
    const longest = Array.from({ length: cols }, (_, c) => Math.max(1, ...[b.header, ...b.rows].map((r) => (r[c] ?? '').length)));
    // Each column gets room for its cells up to 10 characters; the rest of the width goes to the
    // columns with longer cells, in proportion to what they hold beyond that.
    const minW = longest.map((n) => Math.min(n, 10) * charW + 2 * cellPad);
    const spare = w - minW.reduce((a, x) => a + x, 0);
    // Too narrow for its columns (a phone held upright): each row as "header: cell" lines instead.
    if (spare < 0) {
      for (const r of b.rows) {
        const t = this.text(this.pad + cellPad, this.y + cellPad, r.map((c, i) => (b.header[i] ? `${b.header[i]}: ${c}` : c)).join('\n'), 14, w - 2 * cellPad);
        this.y += t.height + 2 * cellPad;
        this.g.lineStyle(Math.max(1, u), COLORS.panelLine, 0.8).lineBetween(this.pad, this.y, this.pad + w, this.y);
      }
      return;
    }
    const extra = longest.map((n) => Math.min(Math.max(0, n - 10), 60));
    const extraTotal = extra.reduce((a, x) => a + x, 0);
    const widths = minW.map((m, i) => m + (extraTotal ? (spare * extra[i]) / extraTotal : spare / cols));
    const xs: number[] = [];
    let x = this.pad;
    for (const cw of widths) {
      xs.push(x);
      x += cw;
    }
    const row = (cells: string[], header: boolean) => {
      const texts = cells.map((c, i) =>
        this.text(xs[i] + cellPad, this.y + cellPad, c, 14, widths[i] - 2 * cellPad, header ? { color: COLORS.goldText, fontStyle: 'bold' } : {}),
      );
      const h = Math.max(0, ...texts.map((t) => t.height)) + 2 * cellPad;
      this.g.lineStyle(Math.max(1, u), COLORS.panelLine, 0.8).lineBetween(this.pad, this.y + h, this.pad + w, this.y + h);
      this.y += h;
    };
    this.g.fillStyle(COLORS.panel, 0.8);
    const top = this.y;
    row(b.header, true);
    this.g.fillRect(this.pad, top, w, this.y - top);
    for (const r of b.rows) row(r, false);
  }

  private cardGrid(cards: readonly ReferenceCard[], w: number) {
    const u = this.u;
    const ch = Math.round(130 * u);
    const cw = ch * CARD_RATIO;
    const itemW = Math.max(cw + 200 * u, Math.min(w, 420 * u));
    const perRow = Math.max(1, Math.floor(w / itemW));
    const colW = w / perRow;
    for (let i = 0; i < cards.length; i += perRow) {
      let rowH = ch;
      cards.slice(i, i + perRow).forEach((c, k) => {
        const x = this.pad + k * colW;
        const spec = trashPokerFace(c.id);
        const image = this.scene.add.image(x + cw / 2, this.y + ch / 2, spec ? ensureFace(this.scene.textures, spec) : 'card-back').setDisplaySize(cw, ch);
        this.box.add(image);
        const title = this.text(x + cw + 10 * u, this.y, c.title, 15, colW - cw - 18 * u, { color: COLORS.goldText, fontStyle: 'bold' });
        const body = this.text(x + cw + 10 * u, this.y + title.height + 4 * u, c.text, 14, colW - cw - 18 * u);
        rowH = Math.max(rowH, title.height + body.height + 4 * u);
        if (this.searching) {
          this.firstMatch ??= this.y;
          this.g.lineStyle(3 * u, HIGHLIGHT, 1).strokeRoundedRect(x - 3 * u, this.y - 3 * u, cw + 6 * u, ch + 6 * u, 6 * u);
        }
        this.cards.push({ card: c, image, rect: { x, y: this.y, w: cw, h: ch } });
      });
      this.y += rowH + 12 * u;
    }
  }
}

/** Draws `sections` into `box`, `width` wide; `query` is what the search highlights. */
export function drawSections(
  scene: Phaser.Scene,
  box: Phaser.GameObjects.Container,
  sections: readonly Section[],
  width: number,
  u: number,
  query: string,
): DrawnSections {
  const w = new Writer(scene, box, width, u, query);
  const tops: number[] = [];
  w.y = 10 * u;
  for (const s of sections) {
    tops.push(w.y);
    w.section(s);
  }
  return { tops, cards: w.cards, height: w.y + 20 * u, firstMatch: w.firstMatch };
}

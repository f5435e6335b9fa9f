import Phaser from 'phaser';
import type { Rect } from '../scenes/TableScene';
import { COLORS, FONT, minFont } from '../ui/theme';

/** What a House's panel shows, worked out by the table from the public view. */
export interface HouseFacts {
  /** Difficulty and marker. */
  headline: string;
  /** The personality card revealed last, or null before the first. */
  current: { name: string; symbols: readonly string[] } | null;
  /** Chips per line on the scoring card side in use, top first. */
  lineChips: readonly number[];
  /** What is known of the next personality card. */
  next: string;
  /** The full explanation, shown on hover or press. */
  details: string;
}

/** Below this many CSS pixels a line's tile is unreadable: the lines are written out instead. */
const MIN_TILE_CSS = 15;

/**
 * A House's personality, the way the rulebook lays it out: the personality card it revealed last
 * lined up with the scoring card, one tile per line (the symbol it takes first, then the chips that
 * line earns it), and what is known of the card it reveals next. Hovering (or pressing) explains it.
 */
/** What the row of lines and chips says, in one line. */
const LINES_CAPTION = 'It takes a card of the first line your pot matches: +n = chips it earns';

export class PersonalityPanel extends Phaser.GameObjects.Container {
  /** Called with `true` on hover (or while pressed on a touch screen), `false` when it ends. */
  onExplain?: (over: boolean) => void;
  /** What the panel shows now (null before the first `set`). */
  facts: HouseFacts | null = null;
  private content: Phaser.GameObjects.Container;

  constructor(
    scene: Phaser.Scene,
    readonly rect: Rect,
    private unit: number,
  ) {
    super(scene, 0, 0);
    this.content = scene.add.container(0, 0);
    const hit = scene.add.zone(rect.x + rect.w / 2, rect.y + rect.h / 2, rect.w, rect.h).setInteractive();
    // A touch is "over" from press to release, like the table's other explanations.
    hit.on('pointerover', () => this.onExplain?.(true));
    hit.on('pointerout', () => this.onExplain?.(false));
    this.add([this.content, hit]);
  }

  set(f: HouseFacts) {
    if (this.facts && JSON.stringify(this.facts) === JSON.stringify(f)) return;
    this.facts = f;
    const { rect: r, unit: u } = this;
    // As large as the panel holds, up to a desktop's 15 units or 13 CSS px on a phone (whose tall
    // upright panel has the room): long lines wrap rather than shrink below what reads.
    const least = minFont(8.5);
    let fs = Math.max(least, Math.round(Math.min(r.h * 0.13, Math.max(15 * u, minFont(13)))));
    while (this.draw(f, fs) > r.y + r.h && fs > least) fs = Math.max(least, Math.floor(fs * 0.9));
  }

  /** Lays the panel out at font size `fs`; returns the bottom of what it drew. */
  private draw(f: HouseFacts, fs: number): number {
    const { rect: r, unit: u } = this;
    const c = this.content;
    c.removeAll(true);
    const text = (x: number, y: number, s: string, style: Partial<Phaser.Types.GameObjects.Text.TextStyle> = {}) => {
      const t = this.scene.add.text(x, y, s, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim, wordWrap: { width: r.w }, ...style });
      if (t.width > r.w) t.setScale(r.w / t.width);
      c.add(t);
      return t;
    };
    let y = r.y;
    y += text(r.x, y, f.headline).displayHeight + 2 * u;
    const title = f.current ? `Personality: ${f.current.name}` : 'No personality card revealed yet';
    y += text(r.x, y, title, { fontStyle: 'bold', color: f.current ? COLORS.goldText : COLORS.dim }).displayHeight + 3 * u;
    const lines = f.lineChips.length;
    const gap = 2 * u;
    // A desktop's 34 units, or wider with the font on a phone's dense screen.
    const tileW = Math.min(Math.max(34 * u, fs * 2.4), (r.w - gap * (lines - 1)) / lines);
    const tileH = Math.min(r.y + r.h - y - fs * 2.6, tileW * 1.25);
    if (tileW >= minFont(MIN_TILE_CSS) && tileH >= fs * 1.6) {
      for (let i = 0; i < lines; i++) this.tile(r.x + i * (tileW + gap), y, tileW, tileH, f.current?.symbols[i] ?? '?', f.lineChips[i]);
      y += tileH + 2 * u;
      // The "+7 … +1" row means nothing without this line.
      y += text(r.x, y, LINES_CAPTION, { fontSize: `${Math.max(minFont(8), Math.round(fs * 0.85))}px` }).displayHeight + 2 * u;
    } else if (f.current) {
      y += text(r.x, y, `Takes first: ${f.current.symbols.slice(0, 6).join(' ')} …`, { color: COLORS.text }).displayHeight + 2 * u;
    }
    return y + text(r.x, y, f.next).displayHeight;
  }

  /** One line of the personality card over its line of the scoring card. */
  private tile(x: number, y: number, w: number, h: number, symbol: string, chips: number) {
    const u = this.unit;
    const g = this.scene.add.graphics();
    g.fillStyle(0xf4f1e6, 0.95);
    g.fillRoundedRect(x, y, w, h * 0.62, 3 * u);
    g.fillStyle(COLORS.panel, 0.9);
    g.fillRoundedRect(x, y + h * 0.62, w, h * 0.38, { tl: 0, tr: 0, bl: 3 * u, br: 3 * u });
    this.content.add(g);
    const big = Math.max(minFont(8), Math.round(Math.min(h * 0.38, w * (symbol.length > 1 ? 0.42 : 0.62))));
    const color = /[♥♦]/.test(symbol) ? '#c0392b' : COLORS.ink;
    this.content.add(this.scene.add.text(x + w / 2, y + h * 0.31, symbol, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${big}px`, color }).setOrigin(0.5));
    const small = Math.max(minFont(8.5), Math.round(h * 0.26));
    this.content.add(
      this.scene.add
        .text(x + w / 2, y + h * 0.81, `+${chips}`, { fontFamily: FONT, fontSize: `${small}px`, color: chips > 0 ? COLORS.goldText : COLORS.muted })
        .setOrigin(0.5),
    );
  }
}

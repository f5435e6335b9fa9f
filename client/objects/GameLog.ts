import Phaser from 'phaser';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF } from '../ui/theme';

export interface LogLine {
  text: string;
  color?: string;
  /** A round header: drawn larger, with a rule. */
  header?: boolean;
  /** A line that is a link: pressing it calls `onClick` (`key`: its test-hook target). */
  link?: { key: string; onClick: () => void };
}

const MAX_LINES = 300;

/** The game log: what happened, newest at the bottom; the wheel scrolls back. */
export class GameLog extends Phaser.GameObjects.Container {
  private lines: LogLine[] = [];
  private texts: Phaser.GameObjects.Text[] = [];
  private offset = 0;
  private bg: Phaser.GameObjects.Graphics;
  private fs: number;

  constructor(
    scene: Phaser.Scene,
    private box: { x: number; y: number; w: number; h: number },
    private unit: number,
  ) {
    super(scene, box.x, box.y);
    this.fs = Math.round(Math.max(12.5 * unit, 10));
    this.bg = scene.add.graphics();
    drawPanel(this.bg, 0, 0, box.w, box.h, unit, { alpha: 0.8 });
    const title = scene.add.text(12 * unit, 8 * unit, 'Game log', {
      fontFamily: SERIF,
      fontStyle: 'bold',
      fontSize: `${Math.round(this.fs * 1.2)}px`,
      color: COLORS.goldText,
    });
    this.add([this.bg, title]);
    this.setSize(box.w, box.h);
    this.setInteractive(new Phaser.Geom.Rectangle(box.w / 2, box.h / 2, box.w, box.h), Phaser.Geom.Rectangle.Contains);
    this.on('wheel', (_p: unknown, _dx: number, dy: number) => {
      this.offset = Math.max(0, Math.min(this.lines.length - 1, this.offset + Math.sign(dy) * 3));
      this.redraw();
    });
    scene.add.existing(this);
  }

  setLines(lines: LogLine[]) {
    this.lines = lines.slice(-MAX_LINES);
    this.offset = 0;
    this.redraw();
  }

  add_(line: LogLine) {
    this.lines.push(line);
    if (this.lines.length > MAX_LINES) this.lines.shift();
    if (this.offset > 0) this.offset++;
    this.redraw();
  }

  private redraw() {
    for (const t of this.texts) t.destroy();
    this.texts = [];
    const u = this.unit;
    const pad = 12 * u;
    const top = 8 * u + this.fs * 1.6;
    let y = this.box.h - pad;
    const end = this.lines.length - this.offset;
    for (let i = end - 1; i >= 0; i--) {
      const line = this.lines[i];
      const t = this.scene.add
        .text(pad, y, line.text, {
          fontFamily: FONT,
          fontSize: `${line.header ? Math.round(this.fs * 1.05) : this.fs}px`,
          fontStyle: line.header || line.link ? 'bold' : '',
          color: line.header || line.link ? COLORS.goldText : (line.color ?? COLORS.text),
          wordWrap: { width: this.box.w - pad * 2 },
        })
        .setOrigin(0, 1);
      if (line.link) this.makeLink(t, line.link);
      if (y - t.height < top) {
        t.destroy();
        break;
      }
      y -= t.height + 3 * u;
      this.add(t);
      this.texts.push(t);
      if (i === end - 1 && this.offset === 0) {
        t.setAlpha(0);
        this.scene.tweens.add({ targets: t, alpha: 1, duration: 250 });
      }
    }
  }

  private makeLink(t: Phaser.GameObjects.Text, link: NonNullable<LogLine['link']>) {
    t.setInteractive({ useHandCursor: true });
    t.on('pointerover', () => t.setColor(COLORS.text));
    t.on('pointerout', () => t.setColor(COLORS.goldText));
    t.on('pointerup', link.onClick);
    registerTarget(this.scene, link.key, t);
  }
}

import Phaser from 'phaser';
import { COLORS, FONT, minFont, SERIF } from '../ui/theme';
import { Button } from './Button';

/** What the top bar shows: the mode and round, the buttons, how many watch, whether you do. */
export interface TopBarContent {
  title: string;
  round: string;
  watching: string;
  spectating: boolean;
  /** The log's button, when the log is a drawer (no room for it beside the table); `open` lights it. */
  logButton: { open: boolean } | null;
  /** Buttons a mode adds for the current view, right to left after the fixed ones. */
  extras: { label: string; key: string; onClick: () => void }[];
  onLeave: () => void;
  onMenu: () => void;
  onLog: () => void;
}

/**
 * The bar across the top of a table: the mode's name and round on the left; Leave, the menu (⚙),
 * the log drawer, a mode's own buttons, the watcher count and the SPECTATING badge from the right.
 */
export class TopBar extends Phaser.GameObjects.Container {
  constructor(
    scene: Phaser.Scene,
    private readonly W: number,
    private readonly barH: number,
    private readonly buttonH: number,
    private readonly u: number,
  ) {
    super(scene, 0, 0);
    const g = scene.add.graphics();
    g.fillStyle(0x061a12, 0.85);
    g.fillRect(0, 0, W, barH);
    g.lineStyle(1, COLORS.panelLine, 1);
    g.lineBetween(0, barH, W, barH);
    this.add(g);
    this.setDepth(100);
    scene.add.existing(this);
  }

  /** The content last shown: its buttons call these handlers, so a redraw is needed only for what is drawn. */
  private content: TopBarContent | null = null;
  private drawnKey = '';

  /**
   * Redraws the texts and buttons (the background stays) when what they show changed. A table
   * redraws often (every state), and a button rebuilt between a press and its release loses the
   * press: a tap on the menu was lost that way while bots played.
   */
  show(c: TopBarContent) {
    this.content = c;
    const key = JSON.stringify([c.title, c.round, c.watching, c.spectating, c.logButton, c.extras.map((e) => [e.key, e.label])]);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    while (this.length > 1) (this.getAt(1) as Phaser.GameObjects.GameObject).destroy();
    const { scene, u, barH } = this;
    const cy = barH / 2;
    const fs = Math.round(barH * 0.42);
    const bh = this.buttonH;
    // Placed from the right edge leftwards; `x` is the left end of what is placed so far.
    let x = this.W - 8 * u;
    const place = (b: Phaser.GameObjects.Container, w: number, gap: number) => {
      b.setX(x - w / 2);
      x -= w + gap;
      this.add(b);
    };
    // A tall bar (finger-high buttons upright) widens Leave so that its word stays beside its icon.
    const leaveW = Math.max(92 * u, bh * 2.3);
    place(
      new Button(scene, 0, cy, {
        width: leaveW,
        height: bh,
        label: 'Leave',
        icon: 'icon-close',
        style: 'ghost',
        key: 'table:leave',
        fontSize: Math.round(fs * 0.9),
        onClick: () => this.content?.onLeave(),
      }),
      leaveW,
      8 * u,
    );
    const icon = (key: string, texture: string, onClick: () => void, lit = false) =>
      place(
        new Button(scene, 0, cy, { width: bh * 1.2, height: bh, label: '', icon: texture, style: lit ? 'primary' : 'ghost', key, onClick }),
        bh * 1.2,
        8 * u,
      );
    icon('table:menu', 'icon-gear', () => this.content?.onMenu());
    if (c.logButton) icon('table:log', 'icon-log', () => this.content?.onLog(), c.logButton.open);
    for (const extra of c.extras) {
      const probe = scene.add.text(0, 0, extra.label, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.9)}px` });
      const bw = probe.width + 28 * u;
      probe.destroy();
      place(
        new Button(scene, 0, cy, {
          width: bw,
          height: bh,
          label: extra.label,
          style: 'ghost',
          key: extra.key,
          fontSize: Math.round(fs * 0.9),
          onClick: () => this.content?.extras.find((e) => e.key === extra.key)?.onClick(),
        }),
        bw,
        8 * u,
      );
    }
    if (c.spectating) {
      const badge = scene.add.container(0, cy);
      // Upright the buttons are a finger high and wide: the badge shrinks to leave the mode's name
      // its room, and where even its smallest readable word would not, it says it with an eye.
      const probe = scene.add.text(0, 0, c.title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.95)}px` });
      const room = x - 10 * u - (12 * u + probe.width + 10 * u);
      probe.destroy();
      const word = scene.add.text(0, 0, 'SPECTATING', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: '#10231b' }).setOrigin(0.5);
      if (word.width + 24 * u > room) word.setScale((room - 24 * u) / word.width);
      let t: Phaser.GameObjects.Text | Phaser.GameObjects.Image = word;
      if (word.scaleY * fs < minFont(10)) {
        word.destroy();
        // Untinted: the Canvas renderer (software GPUs) draws no tint, and the eye should look alike on both.
        t = scene.add.image(0, 0, 'icon-eye').setDisplaySize(fs * 1.4, fs * 1.4);
      }
      const bw = t.displayWidth + 24 * u;
      const bg = scene.add.graphics();
      bg.fillStyle(0x56b4e9, 1);
      bg.fillRoundedRect(-bw / 2, -barH * 0.36, bw, barH * 0.72, barH * 0.2);
      badge.add([bg, t]);
      place(badge, bw, 10 * u);
    }
    this.words(c, x, fs);
  }

  /**
   * The mode's name, the round and the watcher count, left of `right` (where the buttons end). On
   * a narrow bar (a phone held upright) the count gives way first, then the round goes under the
   * name in smaller type, shrunk to fit, and gives way too where that would leave it unreadable.
   */
  private words(c: TopBarContent, right: number, fs: number) {
    const { scene, u, barH } = this;
    const cy = barH / 2;
    const title = scene.add
      .text(12 * u, cy, c.title, { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(fs * 1.15)}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    const round = scene.add
      .text(title.x + title.width + 14 * u, cy, c.round, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.text })
      .setOrigin(0, 0.5);
    this.add([title, round]);
    const eye = scene.add
      .image(0, cy, 'icon-eye')
      .setDisplaySize(fs * 1.3, fs * 1.3)
      .setAlpha(0.8);
    const watching = scene.add.text(right, cy, c.watching, { fontFamily: FONT, fontSize: `${Math.round(fs * 0.85)}px`, color: COLORS.dim }).setOrigin(1, 0.5);
    eye.setX(right - watching.width - fs);
    const watchingW = watching.width + fs * 2.2;
    const wordsEnd = round.x + round.width + 8 * u;
    if (wordsEnd + watchingW <= right) {
      this.add([eye, watching]);
      return;
    }
    eye.destroy();
    watching.destroy();
    if (wordsEnd <= right) return;
    // Two lines: the name on top, the round under it.
    title
      .setFontSize(Math.round(fs * 0.95))
      .setOrigin(0, 1)
      .setY(cy + 1 * u);
    round
      .setFontSize(Math.round(fs * 0.72))
      .setOrigin(0, 0)
      .setPosition(12 * u, cy + 2 * u);
    const room = right - 20 * u;
    for (const t of [title, round]) if (t.width > room) t.setScale(room / t.width);
    // A round line shrunk past reading goes: the banner's title says the round too.
    if (Math.round(fs * 0.72) * round.scaleY < minFont(10)) round.destroy();
  }
}

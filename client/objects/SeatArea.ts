import Phaser from 'phaser';
import { loop } from '../anim/tween';
import { CARD_RATIO } from '../art/cards';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, seatColor, seatCss, minFont } from '../ui/theme';
import { ChipStack } from './ChipStack';
import { PersonalityPanel, type HouseFacts } from './PersonalityPanel';
import { PileView } from './PileView';
import { ShuffleTile } from './ShuffleTile';
import { Tableau } from './Tableau';
import type { Rect } from '../scenes/TableScene';

export interface SeatHeader {
  name: string;
  bot: boolean;
  connected: boolean;
  autoplay: boolean;
  acting: boolean;
  isYou: boolean;
  /** A House of the solo rules (no connection to show). */
  house?: boolean;
}

/**
 * One Trash Poker player's place at the table: name with badges (bot, connection, turn), chips,
 * draw pile, discard pile and Trash, the shuffle tile, the tableau's upgrade areas and, for the
 * others, their hand (as backs) and a row for their played cards. `home` is the viewer's own
 * larger place at the bottom.
 */
export class SeatArea extends Phaser.GameObjects.Container {
  readonly draw: PileView;
  readonly discard: PileView;
  readonly trash: PileView;
  readonly tile: ShuffleTile;
  readonly tableau: Tableau;
  readonly chips: ChipStack;
  readonly timer: Phaser.GameObjects.Text;
  /** Where this seat's hand and played cards go (others only), world coordinates. */
  handRect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  playedRect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  readonly smallCardH: number;
  private bg: Phaser.GameObjects.Graphics;
  private nameText: Phaser.GameObjects.Text;
  private badges: Phaser.GameObjects.Container;
  private handFan: Phaser.GameObjects.Container;
  private resultText: Phaser.GameObjects.Text;
  private glowTween?: Phaser.Tweens.Tween;
  private actingFrame: Phaser.GameObjects.Graphics;
  /** A House's personality and scoring card, where a player's tableau would be. */
  readonly personality?: PersonalityPanel;

  constructor(
    scene: Phaser.Scene,
    readonly seat: number,
    readonly box: Rect,
    private unit: number,
    readonly home: boolean,
    readonly house = false,
  ) {
    super(scene, 0, 0);
    const u = unit;
    const r = box;
    this.bg = scene.add.graphics();
    drawPanel(this.bg, r.x, r.y, r.w, r.h, u, { alpha: home ? 0.55 : 0.72 });
    this.bg.fillStyle(seatColor(seat), 1);
    this.bg.fillRoundedRect(r.x + 2 * u, r.y + 6 * u, 5 * u, r.h - 12 * u, 2 * u);
    this.actingFrame = scene.add.graphics();
    this.add([this.bg, this.actingFrame]);
    const headerH = home ? r.h * 0.2 : r.h * 0.19;
    const fs = Math.max(minFont(10), Math.round(headerH * (home ? 0.62 : 0.6)));
    this.nameText = scene.add
      .text(r.x + 14 * u, r.y + headerH * 0.55, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: seatCss(seat) })
      .setOrigin(0, 0.5);
    this.badges = scene.add.container(0, r.y + headerH * 0.55);
    this.timer = scene.add
      .text(0, r.y + headerH * 0.55, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    this.add([this.nameText, this.badges, this.timer]);
    const chipSize = fs * 1.05;
    this.chips = new ChipStack(scene, 0, r.y + headerH * 0.62, chipSize, 0, home ? 6 : 3);
    this.add(this.chips);
    // Not pressable: listed for the tests' overlap checks (a seat offer must leave the chips free).
    registerTarget(scene, `chips:${seat}`, this.chips, () => false);

    // Piles and tile on one row; the tableau beside them (home) or down the right side (others).
    const rowTop = r.y + headerH + (home ? 2 : 4) * u;
    const rowH = home ? r.h - headerH - 8 * u : r.h * 0.43;
    const labelRoom = 0.3;
    const gap = 6 * u;
    const tableauW = home ? r.w * 0.5 : Math.min(r.w * 0.3, 150 * u);
    const leftW = r.w - tableauW - 22 * u;
    const perCard = CARD_RATIO * (3 + (home ? 0 : 1.6)) + 0.62;
    const cardH = Math.min(rowH / (1 + labelRoom), (leftW - gap * 6) / perCard);
    const cw = cardH * CARD_RATIO;
    this.smallCardH = cardH;
    let x = r.x + 14 * u + cw / 2;
    const cy = rowTop + cardH / 2 + 2 * u;
    const labelSize = Math.max(minFont(8), Math.round(cardH * 0.16));
    // A House keeps a draw pile, the pot cards nobody took, and the cards it removed.
    this.draw = new PileView(scene, x, cy, cardH, 'Draw', { key: `pile:draw:${seat}`, labelSize });
    x += cw + gap;
    this.discard = new PileView(scene, x, cy, cardH, house ? 'Unclaimed' : 'Discard', { key: `pile:discard:${seat}`, labelSize });
    x += cw + gap;
    this.trash = new PileView(scene, x, cy, cardH, house ? 'Removed' : 'Trash', { key: `pile:trash:${seat}`, labelSize });
    x += cw / 2 + gap;
    this.add([this.draw, this.discard, this.trash]);
    this.handFan = scene.add.container(0, 0);
    this.add(this.handFan);
    if (!home) {
      this.handRect = { x, y: rowTop, w: cw * 1.6, h: cardH };
      x += cw * 1.6 + gap;
    }
    const tileSize = Math.min(cardH * 0.55, cw * 0.9);
    this.tile = new ShuffleTile(scene, x + tileSize / 2, cy, tileSize, false);
    this.add(this.tile);
    registerTarget(scene, `tile:${seat}`, this.tile, () => false);
    const tileLabel = scene.add
      .text(x + tileSize / 2, cy + tileSize / 2 + 2 * u, 'Shuffle', { fontFamily: FONT, fontSize: `${Math.round(labelSize * 0.85)}px`, color: COLORS.dim })
      .setOrigin(0.5, 0);
    this.add(tileLabel);
    x += tileSize + gap * 2;
    const tab = home
      ? { x, y: rowTop + 2 * u, w: r.x + r.w - 8 * u - x, h: Math.min(rowH - 4 * u, cardH * 1.1) }
      : { x: r.x + r.w - tableauW - 6 * u, y: r.y + headerH + 2 * u, w: tableauW, h: r.h - headerH - 8 * u };
    this.tableau = new Tableau(scene, tab, u, { compact: !home, own: home && !house });
    this.add(this.tableau);
    if (house) {
      // The House has no tableau and never shuffles: those places show what it is instead.
      this.tableau.setVisible(false);
      this.tile.setVisible(false);
      tileLabel.setVisible(false);
      // Right of the piles, above the row its round result takes at the left.
      const left = Math.max(x - gap, r.x + r.w * 0.34);
      this.personality = new PersonalityPanel(scene, { x: left, y: rowTop, w: r.x + r.w - 14 * u - left, h: r.y + r.h - 6 * u - rowTop }, u);
      this.add(this.personality);
    }

    // The others' played cards and this round's result; at home the result sits in the header.
    this.playedRect = home ? { x: 0, y: 0, w: 0, h: 0 } : { x: r.x + 14 * u, y: r.y + r.h * 0.66, w: leftW - 8 * u, h: r.h * 0.31 };
    const resultFs = Math.max(minFont(10), Math.round(home ? fs * 0.8 : r.h * 0.08));
    this.resultText = scene.add
      .text(home ? r.x + r.w * 0.3 : r.x + 14 * u, home ? r.y + headerH * 0.55 : r.y + r.h * 0.66 + r.h * 0.155, '', {
        fontFamily: FONT,
        fontSize: `${resultFs}px`,
        color: COLORS.text,
        wordWrap: { width: home ? r.w * 0.5 : leftW - 14 * u },
      })
      .setOrigin(0, 0.5);
    this.add(this.resultText);
    scene.add.existing(this);
  }

  setHeader(h: SeatHeader) {
    const u = this.unit;
    this.nameText.setText(h.isYou ? `${h.name} (you)` : h.name);
    this.badges.removeAll(true);
    const fs = this.nameText.height;
    let x = this.nameText.x + this.nameText.width + 8 * u;
    const badge = (label: string, fill: number, color = '#10231b') => {
      const t = this.scene.add.text(0, 0, label, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(fs * 0.62)}px`, color }).setOrigin(0.5);
      const w = t.width + 10 * u;
      const g = this.scene.add.graphics();
      g.fillStyle(fill, 1);
      g.fillRoundedRect(-w / 2, -fs * 0.4, w, fs * 0.8, fs * 0.25);
      const c = this.scene.add.container(x + w / 2, 0, [g, t]);
      this.badges.add(c);
      x += w + 6 * u;
    };
    if (h.bot) badge('BOT', 0x9aa7b0);
    else if (h.autoplay) badge('AUTO', 0xf39c4a);
    if (h.house) badge('HOUSE', 0xd9b8ff);
    else if (!h.bot) {
      const dot = this.scene.add.circle(x + 5 * u, 0, 5 * u, h.connected ? COLORS.ok : COLORS.danger);
      this.badges.add(dot);
      x += 16 * u;
      if (!h.connected) badge('AWAY', 0xe35d5b, '#ffffff');
    }
    this.timer.setX(x + 4 * u);
    this.chips.setX(this.box.x + this.box.w - this.chips.stackWidth - 16 * this.unit);
    // A gold frame around whoever may act now.
    this.glowTween?.stop();
    this.actingFrame.clear();
    this.actingFrame.setAlpha(1);
    if (h.acting) {
      this.actingFrame.lineStyle(3 * u, COLORS.legal, 1);
      this.actingFrame.strokeRoundedRect(this.box.x, this.box.y, this.box.w, this.box.h, 12 * u);
      this.glowTween = loop(this.scene, this.actingFrame, { alpha: 0.35 }, 800);
    }
  }

  /**
   * The free stretch of the header line: after the name, badges and turn timer (a bot has none),
   * before the chips (where an offer to take the seat can go without hiding anything).
   */
  headerGap(): { x: number; y: number; w: number; h: number } {
    const u = this.unit;
    const h = this.nameText.height * 1.2;
    const x = this.timer.x + this.timer.width + 6 * u;
    // The chips are drawn centred on the stack's x: the icon reaches half its width to the left.
    const right = this.chips.x - this.chips.iconHalfWidth - 8 * u;
    return { x, y: this.nameText.y - h / 2, w: Math.max(0, right - x), h };
  }

  /** A House's difficulty, personality card and what is known of the next one. */
  setHouse(facts: HouseFacts) {
    this.personality?.set(facts);
  }

  /** Chips, placing the stack beside the header. */
  setChips(value: number) {
    void this.chips.setValue(value);
    this.chips.setX(this.box.x + this.box.w - this.chips.stackWidth - 16 * this.unit);
  }

  /** The others' hands, as a small fan of backs. */
  setHandCount(n: number) {
    this.handFan.removeAll(true);
    if (this.home || n === 0) return;
    const h = this.smallCardH * 0.85;
    const r = this.handRect;
    const step = Math.min(h * CARD_RATIO * 0.3, (r.w - h * CARD_RATIO) / Math.max(1, n - 1));
    for (let i = 0; i < n; i++) {
      const img = this.scene.add
        .image(r.x + h * CARD_RATIO * 0.5 + i * step, r.y + this.smallCardH / 2 + 2 * this.unit, 'card-back')
        .setDisplaySize(h * CARD_RATIO, h);
      img.setAngle((i - (n - 1) / 2) * 4);
      this.handFan.add(img);
    }
    const t = this.scene.add
      .text(r.x + r.w / 2, r.y + this.smallCardH + 4 * this.unit, `${n} in hand`, {
        fontFamily: FONT,
        fontSize: `${Math.max(minFont(8), Math.round(this.smallCardH * 0.15))}px`,
        color: COLORS.dim,
      })
      .setOrigin(0.5, 0);
    this.handFan.add(t);
  }

  /** Where card `i` of `n` of the hand sits (others), world coordinates. */
  handSlot(i: number, n: number): { x: number; y: number; h: number } {
    const h = this.smallCardH * 0.85;
    const r = this.handRect;
    const step = Math.min(h * CARD_RATIO * 0.3, (r.w - h * CARD_RATIO) / Math.max(1, n - 1));
    return { x: r.x + h * CARD_RATIO * 0.5 + i * step, y: r.y + this.smallCardH / 2, h };
  }

  /** Where played card `i` of `n` sits in the played row (others). */
  playedSlot(i: number, n: number): { x: number; y: number; h: number } {
    const r = this.playedRect;
    const h = r.h * 0.92;
    const cw = h * CARD_RATIO;
    const step = Math.min(cw + 4 * this.unit, (r.w * 0.55 - cw) / Math.max(1, n - 1));
    return { x: r.x + cw / 2 + i * step, y: r.y + r.h / 2, h };
  }

  /** This round's hand in words, to the right of the played cards (or alone). */
  setResult(text: string, cardsShown: number) {
    const r = this.playedRect;
    if (this.home) {
      this.resultText.setText(text);
      return;
    }
    if (cardsShown > 0) {
      const last = this.playedSlot(cardsShown - 1, cardsShown);
      this.resultText.setX(last.x + last.h * CARD_RATIO * 0.5 + 8 * this.unit);
      this.resultText.setWordWrapWidth(r.x + r.w - this.resultText.x);
    } else {
      this.resultText.setX(r.x);
      this.resultText.setWordWrapWidth(r.w);
    }
    this.resultText.setText(text);
  }
}

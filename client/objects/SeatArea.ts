import Phaser from 'phaser';
import { loop } from '../anim/tween';
import { CARD_RATIO } from '../art/cards';
import { registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { fitWidth } from '../ui/fit';
import { COLORS, FONT, seatColor, seatCss, minFont } from '../ui/theme';
import { ChipStack } from './ChipStack';
import { PersonalityPanel, type HouseFacts } from './PersonalityPanel';
import { PileView } from './PileView';
import { ShuffleTile } from './ShuffleTile';
import { Tableau } from './Tableau';
import type { Rect } from '../modes/layout';
import { HAND_WORDS, playedSlot, type SeatPlace, TILE_WORD } from '../modes/trash-poker/layout';
import type { SeatHeader, SeatPanel } from '../modes/trash-poker/seats';

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
  readonly seat: number;
  readonly box: Rect;
  readonly home: boolean;
  readonly house: boolean;
  /** Where each part of this seat sits (see `seatPlace`). */
  readonly place: SeatPlace;
  /** Where this seat's hand and played cards go (others only), world coordinates. */
  readonly handRect: Rect;
  readonly playedRect: Rect;
  readonly smallCardH: number;
  /** The round's result's font size, before it is shrunk to fit. */
  private readonly resultFs: number;
  /** One line of the round's result: the least height it is fitted to. */
  private readonly resultLineH: number;
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
    place: SeatPlace,
    private unit: number,
  ) {
    super(scene, 0, 0);
    const u = unit;
    const r = place.box;
    const home = place.home;
    this.seat = place.seat;
    this.box = r;
    this.home = home;
    this.house = place.house;
    this.place = place;
    this.bg = scene.add.graphics();
    drawPanel(this.bg, r.x, r.y, r.w, r.h, u, { alpha: home ? 0.55 : 0.72 });
    this.bg.fillStyle(seatColor(this.seat), 1);
    this.bg.fillRoundedRect(r.x + 2 * u, r.y + 6 * u, 5 * u, r.h - 12 * u, 2 * u);
    this.actingFrame = scene.add.graphics();
    this.add([this.bg, this.actingFrame]);
    const headerH = place.headerH;
    const fs = Math.max(minFont(10), Math.round(headerH * (home ? 0.62 : 0.6)));
    this.nameText = scene.add
      .text(r.x + 14 * u, r.y + headerH * 0.55, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: seatCss(this.seat) })
      .setOrigin(0, 0.5);
    this.badges = scene.add.container(0, r.y + headerH * 0.55);
    this.timer = scene.add
      .text(0, r.y + headerH * 0.55, '', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fs}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    this.add([this.nameText, this.badges, this.timer]);
    this.chips = new ChipStack(scene, 0, r.y + headerH * 0.62, fs * 1.05, 0, home ? 6 : 3);
    this.add(this.chips);
    // Not pressable: listed for the tests' overlap checks (a seat offer must leave the chips free).
    registerTarget(scene, `chips:${this.seat}`, this.chips, () => false);

    const cardH = place.cardH;
    this.smallCardH = cardH;
    // The layout sized the row's words (never under 8.5 CSS px) and gave each its width.
    const { size: labelSize, names, room } = place.words;
    const { draw, discard, trash } = place.piles;
    this.draw = new PileView(scene, draw.x, draw.y, cardH, names.draw, { key: `pile:draw:${this.seat}`, labelSize, labelRoom: room.draw });
    this.discard = new PileView(scene, discard.x, discard.y, cardH, names.discard, { key: `pile:discard:${this.seat}`, labelSize, labelRoom: room.discard });
    this.trash = new PileView(scene, trash.x, trash.y, cardH, names.trash, { key: `pile:trash:${this.seat}`, labelSize, labelRoom: room.trash });
    this.add([this.draw, this.discard, this.trash]);
    this.handFan = scene.add.container(0, 0);
    this.add(this.handFan);
    this.handRect = place.hand;
    const t = place.tile;
    this.tile = new ShuffleTile(scene, t.x, t.y, t.size, false);
    this.add(this.tile);
    registerTarget(scene, `tile:${this.seat}`, this.tile, () => false);
    const tileLabel = scene.add
      .text(t.x, t.y + t.size / 2 + 2 * u, TILE_WORD, { fontFamily: FONT, fontSize: `${Math.round(labelSize * 0.85)}px`, color: COLORS.dim })
      .setOrigin(0.5, 0);
    fitWidth(tileLabel, room.tile);
    this.add(tileLabel);
    this.tableau = new Tableau(scene, place.tableau, u, { compact: !home, own: home && !this.house });
    this.add(this.tableau);
    if (place.personality) {
      // The House has no tableau and never shuffles: those places show what it is instead.
      this.tableau.setVisible(false);
      this.tile.setVisible(false);
      tileLabel.setVisible(false);
      this.personality = new PersonalityPanel(scene, place.personality, u);
      this.add(this.personality);
    }
    // The others' played cards and this round's result; at home the result sits in the header.
    this.playedRect = place.played;
    const resultFs = Math.max(minFont(10), Math.round(home ? fs * 0.8 : place.resultBelow ? fs * 0.85 : Math.min(r.h * 0.08, fs * 1.2)));
    this.resultText = scene.add
      .text(place.result.x, place.result.y, '', { fontFamily: FONT, fontSize: `${resultFs}px`, color: COLORS.text, wordWrap: { width: place.result.wrap } })
      .setOrigin(0, 0.5);
    this.resultFs = resultFs;
    this.resultLineH = resultFs * 1.25;
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
      const t = this.scene.add
        .text(0, 0, label, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.max(minFont(8.5), Math.round(fs * 0.62))}px`, color })
        .setOrigin(0.5);
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

  /** Shows what the picture says of this seat; `faceOf` gives a card's face texture. */
  show(p: SeatPanel, faceOf: (id: string | null) => string | null) {
    this.setHeader(p.header);
    this.setChips(p.chips);
    this.draw.setPile({ count: p.draw.count, topFace: null, faceUp: false }).setLegal(p.draw.legal);
    this.discard
      .setPile({ count: p.discard.count, topFace: faceOf(p.discard.top), faceUp: p.discard.top !== null, note: this.place.words.notes ? p.discard.note : '' })
      .setLegal(false);
    this.trash.setPile({ count: p.trash.count, topFace: faceOf(p.trash.top), faceUp: p.trash.top !== null }).setLegal(false);
    if (p.tile !== null) this.tile.set(p.tile);
    if (p.tableau) this.tableau.setCounts(p.tableau.counts, p.tableau.live);
    if (p.house) this.setHouse(p.house);
    this.setHandCount(p.handCount);
    this.setResult(p.result, p.playedShown);
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
      .text(r.x + r.w / 2, r.y + this.smallCardH + 4 * this.unit, HAND_WORDS(n), {
        fontFamily: FONT,
        fontSize: `${Math.round(this.place.words.size * 0.85)}px`,
        color: COLORS.dim,
      })
      .setOrigin(0.5, 0);
    fitWidth(t, this.place.words.room.hand);
    this.handFan.add(t);
  }

  /**
   * Shows the first of `forms` that fits `wrap` wide and `maxH` high at 8 CSS px or more, else the
   * last (shortest) as large as it fits. Each is tried on one line and wrapped, shrunk to fit: a
   * short result wrapped into two lines and shrunk to their height was half as large as on one.
   */
  private fitResult(forms: readonly string[], wrap: number, maxH: number) {
    const t = this.resultText;
    const fit = (text: string) => {
      t.setText(text).setScale(1).setWordWrapWidth(null);
      const oneLine = Math.min(1, wrap / t.width, maxH > 0 ? maxH / t.height : 1);
      t.setWordWrapWidth(wrap);
      const wrapped = Math.min(1, maxH > 0 ? maxH / t.height : 1);
      if (oneLine > wrapped) t.setWordWrapWidth(null);
      t.setScale(Math.max(oneLine, wrapped));
    };
    for (const [i, text] of forms.entries()) {
      fit(text);
      if (t.scale * this.resultFs >= minFont(8) || i === forms.length - 1) return;
    }
  }

  /** Where played card `i` of `n` sits in the played row (others). */
  playedSlot(i: number, n: number): { x: number; y: number; h: number } {
    return playedSlot(this.place, i, n, this.unit);
  }

  /** Where words right of the `n` played cards shown start, `gap` units after the last. */
  private rightOfPlayed(n: number, gap: number): number {
    const last = this.playedSlot(n - 1, n);
    return last.x + last.h * CARD_RATIO * 0.5 + gap * this.unit;
  }

  /** This round's hand in words (`forms`, longest first), to the right of the played cards (or alone). */
  setResult(forms: readonly string[], cardsShown: number) {
    const r = this.playedRect;
    if (this.home) {
      // A long result on a narrow screen wraps: it keeps to the header line's height, or to one
      // line at its own size where the header is shorter (a phone held sideways).
      this.fitResult(forms, this.place.result.wrap, Math.max(this.place.headerH, this.resultLineH));
      return;
    }
    if (this.place.resultBelow) {
      // Under the played cards, or in their place when none are shown (the pot has them); beside
      // them where that shows the words larger (on a small phone the line under them is short).
      const bottom = this.box.y + this.box.h - 3 * this.unit;
      const at = (x: number, y: number, wrap: number, maxH: number) => {
        this.resultText.setPosition(x, y);
        this.fitResult(forms, wrap, maxH);
        return this.resultText.scale;
      };
      const { x, y, wrap } = this.place.result;
      if (cardsShown === 0) return void at(x, (r.y + bottom) / 2, wrap, bottom - r.y);
      const below = at(x, y, wrap, 2 * (bottom - y));
      if (below * this.resultFs >= minFont(8)) return;
      const besideX = this.rightOfPlayed(cardsShown, 4);
      if (at(besideX, (r.y + bottom) / 2, r.x + r.w - besideX, bottom - r.y) < below) at(x, y, wrap, 2 * (bottom - y));
      return;
    }
    // Right of the played cards, or in their place, within the played row's height (sideways at
    // 667x375 a three-line result in the cards' place ran up over the piles' names).
    const x = cardsShown > 0 ? this.rightOfPlayed(cardsShown, 8) : r.x;
    this.resultText.setX(x);
    this.fitResult(forms, r.x + r.w - x, r.h);
  }
}

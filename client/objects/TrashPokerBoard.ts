import type Phaser from 'phaser';
import { CARD_RATIO } from '../art/cards';
import type { Rect } from '../modes/layout';
import { CHOICE_TEXT_SHARE } from '../modes/showcase';
import { CHOICE_DEPTH, type GroupTitle } from '../modes/trash-poker/centre';
import { trashPokerCardText } from '../modes/faces';
import type { HandButtonKey } from '../modes/trash-poker/hand';
import type { Label, TrashPokerLayout } from '../modes/trash-poker/layout';
import type { TrashPokerPicture } from '../modes/trash-poker/table';
import { fitWidth } from '../ui/fit';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, minFont, SERIF, seatCss } from '../ui/theme';
import { Button, type ButtonStyle } from './Button';
import type { BannerWords } from './Headline';
import { showcase } from './CardShowcase';
import { reconcile } from './reconcile';
import type { Tooltip } from './Tooltip';

/** What the board asks of its table: faces, words, the tooltip, the banner's panel and the presses. */
export interface BoardHooks {
  faceOf(id: string | null): string | null;
  /** Whose deck a card comes from ("your", "Ann’s"). */
  deckOf(seat: number): string;
  tooltip: Tooltip;
  bannerPanel(
    into: Phaser.GameObjects.Container,
    r: Rect,
    myTurn: boolean,
    title: string,
    text: string,
    words: BannerWords,
  ): { title: Phaser.GameObjects.Text; body: Phaser.GameObjects.Text };
  pressBanner(key: string): void;
  pressHand(key: HandButtonKey): void;
}

const TITLE_COLOR: Record<GroupTitle['kind'], string> = { tray: COLORS.goldText, jokers: '#d9b8ff', pot: '', choose: COLORS.goldText };

/**
 * The Trash Poker table's drawn parts besides the seats, the track and the cards: the joker
 * stacks, the centre's titles and small print, a choice of jokers over the top of the table, the
 * hand band's caption, marks and buttons, and the banner. It draws exactly what a picture says;
 * buttons keep their objects across redraws while their key stays (a press can straddle one).
 */
export class TrashPokerBoard {
  readonly bannerButtons = new Map<string, Button>();
  private readonly handButtons = new Map<string, Button>();
  private readonly parts: Phaser.GameObjects.GameObject[];
  /** The pot's and the stacks' boxes, drawn for the centre's size (it grows while the pot is collected). */
  private readonly panels: Phaser.GameObjects.Graphics;
  private panelsKey = '';
  private readonly stacks: Phaser.GameObjects.Container;
  private readonly centre: Phaser.GameObjects.Container;
  private readonly choice: Phaser.GameObjects.Container;
  /**
   * What takes the taps meant for what a choice of jokers covers. It outlives the redraws (a bots'
   * table redraws at every patch): a zone made anew takes input only from the next frame, and a
   * tap in between reached a pile under the panel.
   */
  private readonly shield: Phaser.GameObjects.Zone;
  private readonly banner: Phaser.GameObjects.Container;
  /** The caption over the home seat's played cards (a reveal changes it). */
  caption: Phaser.GameObjects.Text | null = null;

  constructor(
    private scene: Phaser.Scene,
    L: TrashPokerLayout,
    private hooks: BoardHooks,
  ) {
    this.panels = scene.add.graphics();
    this.placePanels(L);
    this.stacks = scene.add.container(0, 0);
    this.centre = scene.add.container(0, 0);
    // Made before the choice's container, so that at the same depth its cards stay above it.
    this.shield = scene.add.zone(0, 0, 1, 1).setDepth(CHOICE_DEPTH).setInteractive();
    this.shield.disableInteractive();
    this.choice = scene.add.container(0, 0).setDepth(CHOICE_DEPTH);
    this.banner = scene.add.container(0, 0);
    this.parts = [this.panels, this.stacks, this.centre, this.shield, this.choice, this.banner];
  }

  destroy() {
    for (const o of [...this.parts, ...this.bannerButtons.values(), ...this.handButtons.values()]) o.destroy();
    this.bannerButtons.clear();
    this.handButtons.clear();
  }

  private placePanels(L: TrashPokerLayout) {
    const key = JSON.stringify(L.bands.pot);
    if (key === this.panelsKey) return;
    this.panelsKey = key;
    this.panels.clear();
    for (const r of [L.bands.pot, L.bands.stacks]) drawPanel(this.panels, r.x, r.y, r.w, r.h, L.screen.u, { alpha: 0.35, line: 0x3f7d62 });
  }

  draw(p: TrashPokerPicture) {
    this.placePanels(p.layout);
    this.centre.removeAll(true);
    this.choice.removeAll(true);
    this.drawStacks(p);
    this.drawChoice(p);
    this.drawHand(p);
    for (const t of p.centre.rows.titles)
      (p.centre.choice ? this.choice : this.centre).add(this.label(t, { fontStyle: 'bold', color: TITLE_COLOR[t.kind] || seatCss(t.seat ?? 0) }));
    const note = p.centre.note;
    // A long note wraps inside the pot's box (an upright phone's is narrow).
    if (note)
      this.centre.add(this.label(note, { color: COLORS.muted, align: 'center', ...(note.maxW ? { wordWrap: { width: note.maxW } } : {}) }).setOrigin(0.5));
    this.drawBanner(p);
  }

  /**
   * A text of the picture, shrunk to its width when it has one, but not under 8 CSS px: the layout
   * sized it by an estimate, and a face a little wider than it ("Ada’s pot" at 7.8) overruns by less
   * than a pixel.
   */
  private label(l: Label, style: Phaser.Types.GameObjects.Text.TextStyle): Phaser.GameObjects.Text {
    const t = this.scene.add.text(l.x, l.y, l.text, { fontFamily: FONT, fontSize: `${l.size}px`, ...style });
    if (l.wrap !== undefined) t.setWordWrapWidth(l.wrap);
    if (l.maxW !== undefined) fitWidth(t, l.maxW, Math.min(1, minFont(8) / l.size));
    return t;
  }

  private drawStacks(p: TrashPokerPicture) {
    const c = this.stacks;
    c.removeAll(true);
    const s = p.stacks;
    const cardH = s.cardH;
    const cw = cardH * CARD_RATIO;
    c.add(this.label(s.head, { fontStyle: 'bold', color: COLORS.goldText, align: 'center' }).setOrigin(0.5, 0));
    for (const b of s.backs) c.add(this.scene.add.image(b.x, b.y, 'card-back').setDisplaySize(cw, cardH));
    if (s.finalJoker) {
      const { x, y, round } = s.finalJoker;
      const fj = this.scene.add
        .image(x, y, this.hooks.faceOf('jF') ?? 'card-back')
        .setDisplaySize(cw, cardH)
        .setInteractive();
      const rect = { x: x - cw / 2, y: y - cardH / 2, w: cw, h: cardH };
      fj.on('pointerover', () => this.hooks.tooltip.show(`Final Joker · round ${round}`, trashPokerCardText('jF')?.body ?? '', rect));
      fj.on('pointerout', () => this.hooks.tooltip.hide());
      c.add(fj);
    }
    for (const l of s.labels) c.add(this.label(l, { color: l.gold ? COLORS.goldText : COLORS.dim }).setOrigin(0.5, 0));
    if (s.finalText) c.add(this.label(s.finalText, { color: COLORS.goldText, align: 'center' }).setOrigin(0.5));
  }

  /** A choice of jokers, large over the top of the table, each card with its effect text. */
  private drawChoice(p: TrashPokerPicture) {
    const ch = p.centre.choice;
    if (!ch) {
      this.shield.disableInteractive();
      return;
    }
    const c = this.choice;
    const u = p.layout.screen.u;
    const r = ch.panel;
    const g = this.scene.add.graphics();
    drawPanel(g, r.x, r.y, r.w, r.h, u, { fill: 0x0b2219, alpha: 1, line: COLORS.gold, lineWidth: 2.5 * u });
    if (ch.pots) drawPanel(g, ch.pots.x, ch.pots.y, ch.pots.w, ch.pots.h, u, { alpha: 0.35, line: 0x3f7d62 });
    c.add(g);
    this.shield
      .setPosition(r.x + r.w / 2, r.y + r.h / 2)
      .setSize(r.w, r.h)
      .setInteractive();
    c.add(this.label(ch.title, { fontFamily: SERIF, fontStyle: 'bold', color: COLORS.goldText }).setOrigin(0.5, 0));
    const sub = this.label(ch.sub, { color: COLORS.dim, align: 'center' }).setOrigin(0.5, 0);
    if (sub.height > ch.sub.maxH) sub.setScale(ch.sub.maxH / sub.height);
    c.add(sub);
    const cards = ch.choice.cards.map((id) => {
      const t = trashPokerCardText(id, this.hooks.deckOf);
      return { id, face: this.hooks.faceOf(id), title: t?.title ?? id, body: t?.body ?? '' };
    });
    showcase(this.scene, c, ch.body, cards, u, { textShare: CHOICE_TEXT_SHARE });
  }

  /** The hand band's caption, hint, best-5 marks and buttons (its cards are the picture's cards). */
  private drawHand(p: TrashPokerPicture) {
    const h = p.hand;
    const c = this.centre;
    this.caption = h.caption ? this.label(h.caption, { color: COLORS.dim }) : null;
    if (this.caption) c.add(this.caption);
    if (h.hint) c.add(this.label(h.hint, { color: COLORS.muted, align: 'center' }).setOrigin(0.5));
    const g = this.scene.add.graphics();
    g.fillStyle(COLORS.gold, 0.95);
    for (const m of h.marks) g.fillRoundedRect(m.x, m.y, m.w, m.h, m.h / 2);
    c.add(g);
    this.keep(
      this.handButtons,
      h.buttons.map((b) => ({
        key: b.key,
        rect: b.rect,
        label: b.label,
        style: 'ghost' as const,
        fontSize: Math.round(Math.min(b.rect.h * 0.5, b.rect.w * 0.14)),
      })),
      400,
      (key) => this.hooks.pressHand(key as HandButtonKey),
    );
  }

  private drawBanner(p: TrashPokerPicture) {
    const b = p.banner;
    const c = this.banner;
    c.removeAll(true);
    const u = p.layout.screen.u;
    const stacked = b.stacked !== null;
    const words = { words: b.stacked?.words ?? b.rect, fontSize: b.fontSize, wrap: b.textW, stacked };
    const { title, body } = this.hooks.bannerPanel(c, b.rect, b.myTurn, b.title, b.text, words);
    if (!stacked) fitWidth(body, b.textW, 0.62);
    if (b.preview) {
      // Upright, the preview has the button row's free left end; else it follows the title.
      const at = b.stacked?.preview ?? { x: title.x + title.width + 18 * u, y: title.y, w: b.textW - title.width - 18 * u };
      // Upright it may take two lines of the button row's height rather than shrink on one.
      const wrap = b.stacked ? { wrap: at.w } : {};
      const pv = this.label(
        { text: b.preview, x: at.x, y: at.y, size: Math.round(b.fontSize * 0.9), maxW: at.w, ...wrap },
        { fontStyle: 'bold', color: '#7fe0a0' },
      );
      if (b.stacked) pv.setOrigin(0, 0.5);
      if (pv.scale < 0.6) pv.setScale(0.6);
      c.add(pv);
    }
    const fontSize = Math.round(b.fontSize * 0.85);
    // The move is looked up when the press completes: never the one of an older picture.
    this.keep(
      this.bannerButtons,
      b.buttons.map(({ spec, rect }) => ({ key: spec.key, rect, label: spec.label, style: spec.style, hint: spec.hint, fontSize })),
      5,
      (key) => this.hooks.pressBanner(key),
    );
  }

  /** Buttons by key: a button whose key stays keeps its object (and a press under way), enabled again. */
  private keep(
    into: Map<string, Button>,
    specs: { key: string; rect: Rect; label: string; style: ButtonStyle; hint?: string; fontSize: number }[],
    depth: number,
    press: (key: string) => void,
  ) {
    const look = (s: (typeof specs)[number]) => ({
      width: s.rect.w,
      height: s.rect.h,
      label: s.label,
      style: s.style,
      fontSize: s.fontSize,
      onClick: () => press(s.key),
    });
    const at = (r: Rect) => [r.x + r.w / 2, r.y + r.h / 2] as const;
    reconcile(into, specs, {
      make: (s) => new Button(this.scene, ...at(s.rect), { ...look(s), hint: s.hint, key: s.key }).setDepth(depth),
      update: (btn, s) =>
        btn
          .reshape(look(s))
          .setPosition(...at(s.rect))
          .setEnabled(true),
      remove: (btn) => btn.destroy(),
    });
  }
}

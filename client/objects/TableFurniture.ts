import type Phaser from 'phaser';
import type { BannerLayout, BannerPicture, ButtonSpec, CardPic, CardPlace, Note, Rect } from '../modes/layout';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, seatColor } from '../ui/theme';
import { Button } from './Button';
import { drawBannerPanel } from './Headline';
import { CardLayer, type CardWant } from './CardLayer';
import type { CardSprite } from './CardSprite';
import { listMismatches, pictureMismatch } from './pictureCheck';
import { PileView } from './PileView';

/** What the picture check compares: the cards, the banner's words and the live buttons. */
export interface CheckedPicture<A> {
  cards: ReadonlyMap<string, CardPic>;
  banner: { title: string; text: string };
  buttons: readonly ButtonSpec<A>[];
}

/**
 * The Phaser side the Poker+ and Trash tables share: seat panels and the centre panel, the stock
 * and discard piles, the card layer, small print, the banner's buttons, one move at a time, and
 * the picture check (what is drawn against the picture of the latest view).
 */
export class TableFurniture<A> {
  readonly layer: CardLayer;
  stock!: PileView;
  discard!: PileView;
  /** True from a move sent until the table draws the answer: taps before then would act on what is gone. */
  awaiting = false;
  onStockTap?: () => void;
  onDiscardTap?: () => void;
  private built: string | null = null;
  private statics: Phaser.GameObjects.GameObject[] = [];
  private dynamic: Phaser.GameObjects.Container | null = null;
  private buttons: { button: Button; spec: ButtonSpec<A> }[] = [];
  private drawnBanner = { title: '', text: '' };

  constructor(
    private scene: Phaser.Scene,
    onTap: (card: CardSprite) => void,
    onHover: (card: CardSprite, over: boolean) => void,
    private unit: () => number,
  ) {
    this.layer = new CardLayer(scene, onTap, onHover);
  }

  /**
   * Draws the panels and piles for `key` (seat count, seat, canvas size) unless they already are;
   * returns whether it did (the scene then rebuilds its own static parts).
   */
  build(key: string, panels: ReadonlyMap<number, Rect>, center: Rect, stock: CardPlace, discard: CardPlace): boolean {
    if (this.built === key) return false;
    this.layer.clear();
    for (const o of this.statics) o.destroy();
    this.dynamic?.destroy();
    this.built = key;
    const u = this.unit();
    const g = this.scene.add.graphics();
    for (const [seat, r] of panels) {
      drawPanel(g, r.x, r.y, r.w, r.h, u, { alpha: 0.6 });
      g.fillStyle(seatColor(seat), 1);
      g.fillRoundedRect(r.x + 2 * u, r.y + 6 * u, 5 * u, r.h - 12 * u, 2 * u);
    }
    drawPanel(g, center.x, center.y, center.w, center.h, u, { alpha: 0.35, line: 0x3f7d62 });
    this.stock = new PileView(this.scene, stock.x, stock.y, stock.h, 'Stock', { key: 'pile:stock' });
    this.discard = new PileView(this.scene, discard.x, discard.y, discard.h, 'Discard', { key: 'pile:discard' });
    this.stock.onTap = () => this.onStockTap?.();
    this.discard.onTap = () => this.onDiscardTap?.();
    this.dynamic = this.scene.add.container(0, 0);
    this.statics = [g, this.stock, this.discard];
    return true;
  }

  /** Clears what the last drawing added and returns the container for this one. */
  beginRender(): Phaser.GameObjects.Container {
    this.awaiting = false;
    this.buttons = [];
    this.dynamic!.removeAll(true);
    return this.dynamic!;
  }

  /** The container of the current drawing. */
  get drawing(): Phaser.GameObjects.Container {
    return this.dynamic!;
  }

  setPiles(stock: { count: number; legal: boolean }, discard: { count: number; top: string | null; legal: boolean }) {
    this.stock.setPile({ count: stock.count, topFace: null, faceUp: false }).setLegal(stock.legal);
    this.discard.setPile({ count: discard.count, topFace: discard.top, faceUp: discard.top !== null }).setLegal(discard.legal);
  }

  notes(notes: readonly Note[], fontSize: number) {
    for (const n of notes)
      this.dynamic!.add(
        this.scene.add.text(n.x, n.y, n.text, { fontFamily: FONT, fontSize: `${fontSize}px`, color: COLORS.muted }).setOrigin(n.centred ? 0.5 : 0, 0.5),
      );
  }

  /**
   * Ends a drawing with what every picture has: exactly its cards, then the banner (its panel and
   * words, the text kept left of the buttons, and the buttons in the places the picture gives them).
   */
  finish(
    p: { cards: ReadonlyMap<string, CardPic>; banner: BannerPicture; buttons: readonly ButtonSpec<A>[] },
    faceOf: (id: string) => string | null,
    onAction: (a: A) => void,
  ) {
    const wants = new Map<string, CardWant>();
    for (const [key, c] of p.cards) wants.set(key, { ...c, face: c.real ? faceOf(key) : null, owner: null });
    this.layer.place(wants);
    const b = p.banner;
    const r = b.layout.rect;
    const L = b.layout;
    const stacked = L.words !== r;
    const { body } = drawBannerPanel(this.scene, this.dynamic!, r, this.unit(), b.myTurn, b.title, b.text, {
      words: L.words,
      fontSize: L.fontSize,
      wrap: L.textW,
      stacked,
    });
    if (!stacked) body.setWordWrapWidth(L.textW);
    this.drawnBanner = { title: b.title, text: b.text };
    this.bannerButtons(b.layout, p.buttons, onAction);
  }

  /** The banner's buttons in the places `layout` gives them; Enter presses the primary one. */
  private bannerButtons(layout: BannerLayout, specs: readonly ButtonSpec<A>[], onAction: (a: A) => void) {
    specs.forEach((spec, i) => {
      const r = layout.buttons[i];
      const b = new Button(this.scene, r.x + r.w / 2, r.y + r.h / 2, {
        width: r.w,
        height: r.h,
        label: spec.label,
        style: spec.style ?? (spec.primary ? 'primary' : 'normal'),
        key: spec.key,
        hint: spec.primary ? 'Enter' : undefined,
        fontSize: Math.round(layout.fontSize * 0.85),
        onClick: () => onAction(spec.action),
      });
      this.dynamic!.add(b);
      this.buttons.push({ button: b, spec });
    });
  }

  /** Takes the one move allowed until the next drawing; false while one is under way. */
  claim(): boolean {
    if (this.awaiting) return false;
    this.awaiting = true;
    for (const b of this.buttons) b.button.setEnabled(false);
    return true;
  }

  /** Enter: the primary button, else the only one. */
  pressPrimary(): boolean {
    const b = this.buttons.find((x) => x.spec.primary) ?? (this.buttons.length === 1 ? this.buttons[0] : undefined);
    b?.button.click();
    return b !== undefined;
  }

  tapCard(key: string) {
    this.layer.get(key)?.tap();
  }

  rectOf(o: { getBounds(): Phaser.Geom.Rectangle }): Rect {
    const b = o.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  /** Every difference between what is drawn and `want`, the picture of the latest view. */
  mismatches(want: CheckedPicture<A>): string[] {
    return [
      ...pictureMismatch(this.layer.drawn(), want.cards),
      ...listMismatches('banner', [this.drawnBanner.title, this.drawnBanner.text], [want.banner.title, want.banner.text]),
      ...listMismatches(
        'buttons',
        this.buttons.map((b) => b.spec.key),
        want.buttons.map((b) => b.key),
      ),
    ];
  }
}

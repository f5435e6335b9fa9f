import type Phaser from 'phaser';
import { CARD_RATIO } from '../art/cards';
import { MAX_BODY_LINES, type ShowcaseGeometryOptions, showcaseFonts, showcaseGeometry, showcaseTexts } from '../modes/showcase';
import { fitWidth } from '../ui/fit';
import { COLORS, FONT, minFont } from '../ui/theme';

/** A card shown large with what it does: a choice of jokers, an unlock, a profile's jokers. */
export interface ShowcaseCard {
  id: string;
  face: string | null;
  title: string;
  body: string;
  /** A coloured line under the title ("Unlocked by you", "Kept"). */
  note?: string;
}

/** Where the showcase put a card (its centre and height). */
export interface ShowcaseSlot {
  id: string;
  x: number;
  y: number;
  h: number;
}

export interface ShowcaseOptions extends Omit<ShowcaseGeometryOptions, 'texts'> {
  /** Draw the card images too (otherwise the caller places its own sprites at the slots). */
  images?: boolean;
}

/**
 * Lays `cards` out in one row inside `rect`, each as large as the row allows with its title and
 * effect text underneath, so a choice between cards reads at a glance. Texts (and images, with
 * `images`) go into `into`; returns where each card sits.
 */
export function showcase(
  scene: Phaser.Scene,
  into: Phaser.GameObjects.Container,
  rect: { x: number; y: number; w: number; h: number },
  cards: ShowcaseCard[],
  u: number,
  opts: ShowcaseOptions = {},
): ShowcaseSlot[] {
  const n = cards.length;
  if (n === 0) return [];
  const g = showcaseGeometry(rect, n, u, showcaseFonts(minFont(10)), { ...opts, texts: showcaseTexts(cards) });
  const { withBody, titleFs, bodyFs, cardH, text: at } = g;
  // Under a card its texts are centred on it; beside it they start at its right.
  const align = at.beside ? 'left' : 'center';
  const originX = at.beside ? 0 : 0.5;
  const line = (x: number, y: number, words: string, style: Phaser.Types.GameObjects.Text.TextStyle): Phaser.GameObjects.Text => {
    const t = scene.add.text(x, y, words, { fontFamily: FONT, align, ...style }).setOrigin(originX, 0);
    into.add(t);
    return t;
  };
  const slots: ShowcaseSlot[] = [];
  cards.forEach((c, i) => {
    const { x, y: cy } = g.slots[i];
    slots.push({ id: c.id, x, y: cy, h: cardH });
    if (opts.images && c.face) into.add(scene.add.image(x, cy, c.face).setDisplaySize(cardH * CARD_RATIO, cardH));
    const tx = x + at.dx;
    let ty = at.y;
    const title = line(tx, ty, c.title, { fontStyle: 'bold', fontSize: `${titleFs}px`, color: COLORS.goldText });
    fitWidth(title, at.w, 0.6);
    ty += title.displayHeight + 2 * u;
    if (c.note) {
      const note = line(tx, ty, c.note, { fontStyle: 'bold', fontSize: `${Math.round(bodyFs * 0.92)}px`, color: '#d9b8ff' });
      fitWidth(note, at.w, 0.6);
      ty += note.displayHeight + 2 * u;
    }
    if (withBody && c.body) {
      const room = rect.y + rect.h - ty;
      const body = line(tx, ty, c.body, {
        fontSize: `${bodyFs}px`,
        color: COLORS.text,
        wordWrap: { width: at.w },
        maxLines: opts.maxLines ?? MAX_BODY_LINES,
      });
      // The geometry gave the longest text its lines; shrunk past 0.9 of its least font it would not be read.
      if (body.height > room && room > 0) body.setScale(Math.max(0.9, room / body.height));
    }
  });
  return slots;
}

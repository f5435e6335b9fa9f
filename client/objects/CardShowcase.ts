import type Phaser from 'phaser';
import { CARD_RATIO } from '../art/cards';
import { showcaseGeometry } from '../modes/showcase';
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

export interface ShowcaseOptions {
  /** Draw the card images too (otherwise the caller places its own sprites at the slots). */
  images?: boolean;
  /** Largest card height. */
  maxCardH?: number;
  /** Share of the height kept for the texts under the cards (0 = titles only, as tooltips). */
  textShare?: number;
  /** Longest line of body text, in lines. */
  maxLines?: number;
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
  const { colW, withBody, titleFs, bodyFs, cardH, slots: at } = showcaseGeometry(rect, n, u, { title: minFont(10), body: minFont(9) }, opts);
  const slots: ShowcaseSlot[] = [];
  cards.forEach((c, i) => {
    const { x, y: cy } = at[i];
    slots.push({ id: c.id, x, y: cy, h: cardH });
    if (opts.images && c.face) into.add(scene.add.image(x, cy, c.face).setDisplaySize(cardH * CARD_RATIO, cardH));
    let ty = rect.y + cardH + 6 * u;
    const title = scene.add
      .text(x, ty, c.title, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${titleFs}px`, color: COLORS.goldText, align: 'center' })
      .setOrigin(0.5, 0);
    if (title.width > colW) title.setScale(Math.max(0.6, colW / title.width));
    into.add(title);
    ty += title.displayHeight + 2 * u;
    if (c.note) {
      const note = scene.add
        .text(x, ty, c.note, { fontFamily: FONT, fontStyle: 'bold', fontSize: `${Math.round(bodyFs * 0.92)}px`, color: '#d9b8ff', align: 'center' })
        .setOrigin(0.5, 0);
      if (note.width > colW) note.setScale(Math.max(0.6, colW / note.width));
      into.add(note);
      ty += note.displayHeight + 2 * u;
    }
    if (withBody && c.body) {
      const room = rect.y + rect.h - ty;
      const body = scene.add
        .text(x, ty, c.body, {
          fontFamily: FONT,
          fontSize: `${bodyFs}px`,
          color: COLORS.text,
          align: 'center',
          wordWrap: { width: colW - 4 * u },
          maxLines: opts.maxLines ?? 6,
        })
        .setOrigin(0.5, 0);
      if (body.height > room && room > 0) body.setScale(Math.max(0.7, room / body.height));
      into.add(body);
    }
  });
  return slots;
}

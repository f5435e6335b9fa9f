/**
 * Geometry the Poker+ and Trash tables share, as pure functions of a canvas size: bands, the grid
 * of seat panels, rows of cards that shrink and overlap to fit, banner buttons, and the checks
 * the layout tests run (nothing off screen, nothing on top of something else).
 */
import { CARD_RATIO } from '../art/cards';
import type { CardState } from '../objects/CardSprite';
import { isUpright } from '../ui/theme';
import { withoutBotSuffix } from './naming';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a table is drawn: its main area (the top bar and side log are outside it) and size unit. */
export interface Screen {
  W: number;
  H: number;
  main: Rect;
  /** The layout unit (1 at 1280x800). */
  u: number;
  /** The smallest readable font size, in canvas pixels. */
  minFont: number;
  /**
   * The least side of a button, in canvas pixels: a finger (44 CSS px) on a phone, upright or
   * sideways; 0 (or unset) on a roomy screen, where a mouse points.
   */
  finger?: number;
}

/** One card as drawn: its centre and height, and how much of its width a card on top leaves visible. */
export interface CardPlace {
  x: number;
  y: number;
  h: number;
  visibleW?: number;
}

/** One card as a picture shows it, keyed by card id (or a stand-in key for a card back). */
export interface CardPic extends CardPlace {
  faceUp: boolean;
  state: CardState;
  depth: number;
  /** A real card id (tappable, test-visible), or a stand-in for a face-down card. */
  real: boolean;
}

/** A line of small print on the table ("No hands yet"), left-aligned at x or centred on it. */
export interface Note {
  x: number;
  y: number;
  text: string;
  centred: boolean;
}

/** A seat's header line: small facts (bot, dealer...), the figure on the right, whether it is acting. */
export interface SeatFacts {
  bits: string[];
  right: string;
  acting: boolean;
}

/** Public seat facts the view does not hold (from the room's seat list). */
export interface SeatInfo {
  bot: boolean;
  connected: boolean;
}

/** The gap under each band (times the layout unit). */
export const BAND_GAP = 6;

/** Splits `area` into horizontal bands, top to bottom, by share of its height. */
export function bands<K extends string>(area: Rect, u: number, shares: Record<K, number>): Record<K, Rect> {
  const gap = BAND_GAP * u;
  let y = area.y;
  const out = {} as Record<K, Rect>;
  for (const key of Object.keys(shares) as K[]) {
    out[key] = { x: area.x, y, w: area.w, h: area.h * shares[key] - gap };
    y += area.h * shares[key];
  }
  return out;
}

/** The least height of an upright banner: a title and two lines of words over a finger-high row of buttons. */
export function stackedBannerH(screen: Screen): number {
  return (screen.finger ?? 0) + screen.minFont * 3.8 + 20 * screen.u;
}

/** A banner's buttons beside its words take this share of its height (at least a finger, when one presses them). */
const BESIDE_BUTTON_SHARE = 0.72;

/**
 * The least share of the main area a banner band needs beside its words, on a phone held sideways:
 * a finger-high button with a little room above and below it (0 where a mouse points).
 */
export function besideBannerShare(screen: Screen): number {
  return (screen.finger ?? 0) / 0.88 / screen.main.h;
}

/** The height of a banner's buttons beside its words, in band `r`: a share of it, at least `finger` while it fits. */
export function besideButtonH(r: Rect, finger: number): number {
  return Math.min(r.h, Math.max(r.h * BESIDE_BUTTON_SHARE, finger));
}

/**
 * The font of a banner's words beside its buttons: a share of its height, but a banner grown for a
 * finger-high button (a phone) keeps the size of one that was not, or its sentence would wrap.
 */
export function besideFontPx(r: Rect, u: number, minFont: number, finger: number): number {
  return Math.max(minFont, Math.round(Math.min(r.h * 0.3, finger ? 16 * u : Number.POSITIVE_INFINITY)));
}

/** `shares` with band `key` grown to at least `minShare` of the height, what it gains taken evenly from the bands `from`. */
export function growBand<K extends string>(shares: Record<K, number>, key: K, minShare: number, from: readonly K[]): Record<K, number> {
  const more = minShare - shares[key];
  if (more <= 0) return shares;
  const out: Record<K, number> = { ...shares };
  out[key] = minShare;
  for (const k of from) out[k] -= more / from.length;
  return out;
}

/** Panels for `seats` in a grid of `rows` rows and at most `maxCols` columns, filling `area`. */
export function seatGrid(seats: readonly number[], area: Rect, rows: number, u: number, maxCols = Number.POSITIVE_INFINITY): Map<number, Rect> {
  const gap = 6 * u;
  const cols = Math.min(maxCols, Math.max(1, Math.ceil(seats.length / rows)));
  const usedRows = Math.max(1, Math.ceil(seats.length / cols));
  const pw = (area.w - gap * (cols - 1)) / cols;
  const ph = (area.h - gap * (usedRows - 1)) / usedRows;
  const out = new Map<number, Rect>();
  seats.forEach((seat, i) => out.set(seat, { x: area.x + (i % cols) * (pw + gap), y: area.y + Math.floor(i / cols) * (ph + gap), w: pw, h: ph }));
  return out;
}

/** The seats other than `home`, in play order after it (the home seat sits at the bottom). */
export function othersAfter(home: number, seats: number): number[] {
  return Array.from({ length: seats - 1 }, (_, i) => (home + 1 + i) % seats);
}

/**
 * `n` cards of height at most `maxH` in a row `w` wide from `x` (centred, or from its left end),
 * at height `y` (centre): side by side with `gap` when they fit, else overlapping (each leaving
 * `visibleW` showing), and smaller when even a tight overlap would not fit.
 */
export function cardRow(n: number, x: number, y: number, w: number, maxH: number, gap: number, align: 'centre' | 'start' = 'centre'): CardPlace[] {
  if (n === 0) return [];
  // A card on top leaves at least this share of the one below visible: its corner index.
  const minShow = 0.28;
  let h = maxH;
  let cw = h * CARD_RATIO;
  let step = cw + gap;
  if (n * cw + (n - 1) * gap > w) {
    step = (w - cw) / Math.max(1, n - 1);
    if (step < cw * minShow) {
      cw = w / (1 + (n - 1) * minShow);
      h = cw / CARD_RATIO;
      step = cw * minShow;
    }
  }
  const total = cw + (n - 1) * step;
  const x0 = x + (align === 'centre' ? (w - total) / 2 : 0) + cw / 2;
  return Array.from({ length: n }, (_, i) => ({ x: x0 + i * step, y, h, visibleW: i < n - 1 && step < cw ? step : undefined }));
}

/** A card's rectangle (its whole face), or the part of it left visible when `visible` is set. */
export function cardRect(c: CardPlace, visible = false): Rect {
  const w = c.h * CARD_RATIO;
  return { x: c.x - w / 2, y: c.y - c.h / 2, w: visible && c.visibleW !== undefined ? c.visibleW : w, h: c.h };
}

/** A line of words under a pile: how far below the pile's centre it starts, and its font (px). */
export interface PileWord {
  y: number;
  font: number;
}

/**
 * The pile's name and its note ("+2 hidden") under a pile of card height `h`, for words of `size`
 * (the count's font; the name is drawn at 0.85 of it) and the least font `least`: PileView draws
 * them here, and the layouts keep room for them (`wordsBottom`).
 */
export function pileWords(h: number, size: number, least: number): { name: PileWord; note: PileWord } {
  return {
    name: { y: h / 2 + size * 0.2, font: Math.round(size * 0.85) },
    note: { y: h / 2 + size * 1.2, font: Math.max(Math.round(least * 0.85), Math.round(size * 0.72)) },
  };
}

/** Where a line of words under a pile ends, below the pile's centre (a line is 1.2 of its font). */
export const wordsBottom = (w: PileWord): number => w.y + w.font * 1.2;

/** One banner button: what it says, its test key, whether Enter presses it. */
export interface ButtonSpec<A> {
  key: string;
  label: string;
  primary: boolean;
  style?: 'normal' | 'primary' | 'ghost';
  action: A;
}

/** A banner's parts: the text column on the left, the buttons right-aligned (upright: under the words). */
export interface BannerLayout {
  rect: Rect;
  /** Where the title and the sentence go: the whole banner, or its top when the buttons sit under them. */
  words: Rect;
  fontSize: number;
  textW: number;
  buttons: Rect[];
}

/**
 * An upright banner: its words across the top and `n` buttons in a row along the bottom, right
 * aligned (under the thumb), each at least `finger` high and as wide as `wanted` asks, all
 * squeezed to share the width when they would not fit.
 */
export function stackedBanner(r: Rect, u: number, minFont: number, finger: number, wanted: readonly number[]): BannerLayout {
  const gap = 8 * u;
  const bh = Math.max(finger, 40 * u);
  // Without buttons (not the viewer's move) the words have the whole banner.
  const words = { x: r.x, y: r.y, w: r.w, h: wanted.length ? r.h - bh - gap : r.h };
  const fs = Math.max(minFont, Math.round(Math.min(words.h * 0.3, 22 * u)));
  const buttons: Rect[] = [];
  let x = r.x + r.w - gap;
  for (const w of squeezed(wanted, r.w - gap * (wanted.length + 1), finger)) {
    buttons.push({ x: x - w, y: r.y + r.h - bh - gap * 0.6, w, h: bh });
    x -= w + gap;
  }
  return { rect: r, words, fontSize: fs, textW: r.w - 24 * u, buttons };
}

/**
 * Widths `wanted` fitted into `room`: when they do not fit, each keeps at least `least` (a
 * finger) while the row has room for that, and only what they want beyond it shrinks, in
 * proportion. Squeezing all alike left a short label ("Pass") under a finger's width beside five
 * longer ones on a small phone.
 */
export function squeezed(wanted: readonly number[], room: number, least: number): number[] {
  const sum = wanted.reduce((a, b) => a + b, 0);
  if (sum <= room) return [...wanted];
  const floor = Math.min(least, room / wanted.length, ...wanted);
  const beyond = sum - floor * wanted.length;
  const share = beyond > 0 ? (room - floor * wanted.length) / beyond : 0;
  return wanted.map((w) => floor + (w - floor) * share);
}

/** A banner button's width for its label at font size `fs`: about the label's width plus padding, within bounds. */
export const buttonWidth = (label: string, fs: number, u: number) => Math.min(300 * u, Math.max(110 * u, label.length * fs * 0.58 + 40 * u));

/**
 * Buttons laid right to left in `r` (each as wide as its label needs, squeezed to fit), and the width
 * left for the banner's text. A label's width is estimated from its length: the drawn text is
 * scaled down to its button when the estimate falls short.
 */
export function bannerLayout(r: Rect, u: number, minFont: number, labels: readonly string[], finger = 0, stacked = false): BannerLayout {
  if (stacked) {
    const fs = Math.max(minFont, Math.round(22 * u));
    return stackedBanner(
      r,
      u,
      minFont,
      finger,
      labels.map((l) => buttonWidth(l, fs, u)),
    );
  }
  const fs = besideFontPx(r, u, minFont, finger);
  const bh = besideButtonH(r, finger);
  const gap = 8 * u;
  const buttons: Rect[] = [];
  let x = r.x + r.w - gap;
  // The text keeps at least a third of the banner.
  const room = r.w * 0.66;
  const wanted = labels.map((l) => buttonWidth(l, fs, u));
  const sum = wanted.reduce((a, b) => a + b + gap, 0);
  const squeeze = sum > room ? room / sum : 1;
  for (const bw0 of wanted) {
    const bw = bw0 * squeeze;
    buttons.push({ x: x - bw, y: r.y + (r.h - bh) / 2, w: bw, h: bh });
    x -= bw + gap * squeeze;
  }
  return { rect: r, words: r, fontSize: fs, textW: x - r.x - 12 * u, buttons };
}

/**
 * A spectator's offer to take over a bot's seat. It is a banner button naming the seat (the
 * banner is free while one only watches, and a button there is as big as the table's own; one
 * squeezed into a seat's header line was a sliver on a phone), or, when a button per seat would
 * leave their words unreadable, one "Take a seat" that opens a chooser of `seats`.
 */
export interface SeatOffer {
  /** The test key: `seat:take:<seat>`, or `seat:take:choose`. */
  key: string;
  label: string;
  seats: number[];
  rect: Rect;
}

/** An offer before the banner places it. */
export type OfferWish = Omit<SeatOffer, 'rect'>;

/** What an offer says, for a seat's plain name (without the room's " (bot)": only bots' seats are offered). */
export const offerLabel = (name: string): string => `Take ${withoutBotSuffix(name)}'s seat`;

/** An offer per seat of `seats` (in seat order), named by `name`. */
export function offersOf(seats: readonly number[], name: (seat: number) => string): OfferWish[] {
  return seats.map((seat) => ({ key: `seat:take:${seat}`, label: offerLabel(name(seat)), seats: [seat] }));
}

/**
 * Whether `label` stays readable on a button `r`: at the least readable font, its words fit in
 * what the padding leaves (see Button, which scales its words down to fit).
 */
export function labelFits(label: string, r: Rect, minFont: number): boolean {
  return r.w - 0.5 * r.h >= label.length * 0.58 * minFont;
}

/**
 * Places a spectator's offers with the banner's own buttons: `lay` lays out the banner for the
 * offers it is given and returns where they went. A button per seat while every label stays
 * readable; else one "Take a seat" that opens a chooser of them all.
 */
export function withOffers<T>(
  wishes: readonly OfferWish[],
  minFont: number,
  lay: (offers: readonly OfferWish[]) => { placed: T; rects: Rect[] },
): {
  placed: T;
  offers: SeatOffer[];
} {
  const each = lay(wishes);
  if (wishes.every((o, i) => labelFits(o.label, each.rects[i], minFont)))
    return { placed: each.placed, offers: wishes.map((o, i) => ({ ...o, rect: each.rects[i] })) };
  const one: OfferWish = { key: 'seat:take:choose', label: 'Take a seat', seats: wishes.flatMap((o) => o.seats) };
  const chooser = lay([one]);
  return { placed: chooser.placed, offers: [{ ...one, rect: chooser.rects[0] }] };
}

/** The banner as a picture shows it: its words, whether it is the viewer's move, where its parts go. */
export interface BannerPicture {
  title: string;
  text: string;
  myTurn: boolean;
  /** Its words and its buttons' places (`buttons`, one per button of the picture). */
  layout: BannerLayout;
  /** A spectator's seat offers, in the row after the buttons. */
  offers: SeatOffer[];
}

/**
 * A banner for `buttons` and a spectator's seat `offers` in the band `r` (its buttons under its
 * words on an upright screen).
 */
export function bannerPicture<A>(
  title: string,
  text: string,
  myTurn: boolean,
  r: Rect,
  screen: Screen,
  buttons: readonly ButtonSpec<A>[],
  offers: readonly OfferWish[] = [],
): BannerPicture {
  const n = buttons.length;
  const { placed, offers: shown } = withOffers(offers, screen.minFont, (wishes) => {
    // The row is laid out right to left: the offers go in reversed, to read in seat order.
    const L = bannerLayout(
      r,
      screen.u,
      screen.minFont,
      [...buttons, ...[...wishes].reverse()].map((b) => b.label),
      screen.finger ?? 0,
      isUpright(screen),
    );
    return { placed: { ...L, buttons: L.buttons.slice(0, n) }, rects: L.buttons.slice(n).reverse() };
  });
  return { title, text, myTurn, layout: placed, offers: shown };
}

export function overlaps(a: Rect, b: Rect, slack = 0.5): boolean {
  return a.x + a.w > b.x + slack && b.x + b.w > a.x + slack && a.y + a.h > b.y + slack && b.y + b.h > a.y + slack;
}

export function inside(inner: Rect, outer: Rect, slack = 0.5): boolean {
  return (
    inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.x + inner.w <= outer.x + outer.w + slack && inner.y + inner.h <= outer.y + outer.h + slack
  );
}

/** Every pair of boxes in `boxes` that overlap, by name, for layout tests. */
export function overlapping(boxes: readonly { name: string; rect: Rect }[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i].rect, boxes[j].rect)) out.push(`${boxes[i].name} × ${boxes[j].name}`);
  return out;
}

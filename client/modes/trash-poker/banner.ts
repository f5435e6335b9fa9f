/**
 * The Trash Poker banner as a picture: what it says (the step's title and request, the live hand
 * preview), whether it is the viewer's move, and where its buttons go (right-aligned, each as
 * wide as its label needs, squeezed when they would leave the words too little room).
 */
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { besideButtonH, besideFontPx, buttonWidth, type OfferWish, type Rect, type SeatOffer, stackedBanner, withOffers } from '../layout';
import type { ButtonSpec } from './controls';
import { handPreview } from './preview';
import { stepMessage } from './text';

export interface BannerPicture {
  rect: Rect;
  title: string;
  text: string;
  /** The hand preview beside the title ("Best 5 now: …"), or ''. */
  preview: string;
  myTurn: boolean;
  fontSize: number;
  /** The width the words may take, left of the buttons. */
  textW: number;
  buttons: { spec: ButtonSpec; rect: Rect }[];
  /** A spectator's seat offers, in the row before the buttons. */
  offers: SeatOffer[];
  /**
   * Upright, the buttons go in a row under the words: where the words go, and where the hand
   * preview goes (the row's free left end, its middle at y). Null when the buttons sit beside them.
   */
  stacked: { words: Rect; preview: { x: number; y: number; w: number } } | null;
}

/**
 * The banner in band `r` for the viewer's `buttons` and a spectator's seat `offers`; `names`
 * gives a seat's name for the words. Its buttons are at least `finger` high (0 where a mouse
 * points); `stacked`, under the words.
 */
export function bannerPicture(
  v: TrashPokerView,
  buttons: readonly ButtonSpec[],
  r: Rect,
  u: number,
  minFont: number,
  names: (seat: number) => string,
  finger = 0,
  stacked = false,
  offers: readonly OfferWish[] = [],
): BannerPicture {
  const msg = stepMessage(v, names);
  const { placed, offers: shown } = withOffers(offers, minFont, (wishes) => {
    // One row, left to right: the offers, then the buttons.
    const labels = [...wishes, ...buttons].map((b) => b.label);
    const { rects, ...placement } = stacked ? under(labels, r, u, minFont, finger) : beside(labels, r, u, minFont, finger);
    const placedButtons = buttons.map((spec, i) => ({ spec, rect: rects[wishes.length + i] }));
    return { placed: { ...placement, buttons: placedButtons }, rects: rects.slice(0, wishes.length) };
  });
  return {
    rect: r,
    title: msg.title,
    text: msg.text,
    preview: handPreview(v).text,
    myTurn: v.seat !== null && v.legal.length > 0,
    ...placed,
    offers: shown,
  };
}

/** Where the words and the row of buttons (`rects`, left to right) go: what depends on the orientation. */
type Placement = Pick<BannerPicture, 'fontSize' | 'textW' | 'stacked'> & { rects: Rect[] };

/** The buttons beside the words, right-aligned. */
function beside(labels: readonly string[], r: Rect, u: number, minFont: number, finger: number): Placement {
  const fs = besideFontPx(r, u, minFont, finger);
  const bh = besideButtonH(r, finger);
  const gap = 8 * u;
  const natural = labels.map((l) => buttonWidth(l, fs, u));
  const room = r.w * 0.56 - labels.length * gap;
  const total = natural.reduce((a, b) => a + b, 0);
  const widths = natural.map((w) => (total > room ? (w * room) / total : w));
  const rects: Rect[] = [];
  let x = r.x + r.w - gap;
  for (let i = labels.length - 1; i >= 0; i--) {
    rects.unshift({ x: x - widths[i], y: r.y + (r.h - bh) / 2, w: widths[i], h: bh });
    x -= widths[i] + gap;
  }
  return { fontSize: fs, textW: r.w - widths.reduce((a, b) => a + b + gap, 0) - 24 * u, rects, stacked: null };
}

/** The upright banner: words across the top, the buttons in a row under them, the preview left of the buttons. */
function under(labels: readonly string[], r: Rect, u: number, minFont: number, finger: number): Placement {
  const fs = Math.max(minFont, Math.round(20 * u));
  const L = stackedBanner(
    r,
    u,
    minFont,
    finger,
    // Right to left: the last button sits rightmost, as beside the words.
    labels.map((l) => buttonWidth(l, fs, u)).reverse(),
  );
  const rects = L.buttons.slice().reverse();
  const left = Math.min(r.x + r.w, ...rects.map((b) => b.x));
  const row = L.buttons[0] ?? { y: r.y + r.h - finger, h: finger };
  return {
    fontSize: L.fontSize,
    textW: L.textW,
    rects,
    stacked: { words: L.words, preview: { x: r.x + 12 * u, y: row.y + row.h / 2, w: left - r.x - 24 * u } },
  };
}

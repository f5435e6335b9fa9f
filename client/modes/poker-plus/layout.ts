/**
 * Where everything of the Poker+ table goes for a canvas size: the other seats' panels, the centre
 * (dice, reserve, stock, discard), the banner, your playfield and your hand. Playfields hold any
 * number of hands of any length: they wrap onto more rows, overlap their cards more tightly and
 * shrink until they fit their panel.
 */
import { CARD_RATIO } from '../../art/cards';
import type { PokerPlusView } from '../../../shared/engine/poker-plus/types';
import {
  BAND_GAP,
  bands,
  besideBannerShare,
  type CardPlace,
  cardRow,
  growBand,
  othersAfter,
  type Rect,
  type Screen,
  seatGrid,
  stackedBannerH,
} from '../layout';
import { isUpright } from '../../ui/theme';

/** One hand of a playfield: its cards, the tap zone around them, the box of its words. */
export interface HandSlot {
  cards: CardPlace[];
  zone: Rect;
  label: Rect;
}

export interface FieldLayout {
  area: Rect;
  hands: HandSlot[];
  /** The slot where a new hand would start, when this playfield shows one. */
  newHand: Rect | null;
  cardH: number;
  /** Lines of words under each hand: two where there is room, else one short line. */
  labelLines: 1 | 2;
  /** Where "No hands yet" goes. */
  note: { x: number; y: number };
}

export interface Die {
  x: number;
  y: number;
  s: number;
}

type PokerPlusBand = 'opp' | 'center' | 'banner' | 'field' | 'hand';

export interface PokerPlusLayout {
  bands: Record<PokerPlusBand, Rect>;
  home: number;
  panels: Map<number, Rect>;
  headerH: Map<number, number>;
  fields: Map<number, FieldLayout>;
  dice: { black: Die; red: Die };
  stock: CardPlace;
  discard: CardPlace;
  reserveLabel: { x: number; y: number; size: number };
  reserve: CardPlace[];
  hand: CardPlace[];
}

/** How much of a card's width each further card of a hand adds, loosest first. */
const FANS = [0.42, 0.28];
/** A hand's slot is at least this many card widths wide, so that its words have room. */
const LABEL_CARDS = 1.8;

/** How much of the hand band's height the hand's cards take. */
const HAND_FILL = 0.86;

/** Seats whose playfield shows a slot for a new hand: your own, and any a legal play may start one in. */
export function newHandSeats(v: PokerPlusView): Set<number> {
  const out = new Set(v.legal.flatMap((a) => (a.type === 'play' && a.hand === 'new' ? [a.playfield] : [])));
  if (v.seat !== null) out.add(v.seat);
  return out;
}

/** Splits slot widths (in card widths) into `rows` consecutive rows of about equal width. */
function splitRows(units: readonly number[], rows: number): number[][] {
  const total = units.reduce((a, b) => a + b, 0);
  const out: number[][] = [[]];
  let sum = 0;
  units.forEach((w, i) => {
    const left = units.length - i;
    const rowsLeft = rows - out.length;
    if (out[out.length - 1].length > 0 && rowsLeft > 0 && (sum + w > (total / rows) * out.length + 0.01 || left <= rowsLeft)) out.push([]);
    out[out.length - 1].push(i);
    sum += w;
  });
  return out;
}

/**
 * A playfield's hands (and the new-hand slot) in `area`: the largest cards for which every hand
 * fits, trying one to three rows and two fan widths.
 */
export function fieldLayout(area: Rect, sizes: readonly number[], withNew: boolean, u: number, minFont: number, maxH: number): FieldLayout {
  const count = sizes.length + (withNew ? 1 : 0);
  const gap = 8 * u;
  const rowGap = 4 * u;
  const labelFont = minFont;
  let best: { ch: number; fan: number; rows: number[][]; rowH: number; labelH: number; lines: 1 | 2 } | null = null;
  for (let r = 1; r <= Math.min(3, Math.max(1, count)); r++) {
    for (const fan of FANS) {
      const units = [...sizes.map((k) => Math.max(1 + (k - 1) * fan, LABEL_CARDS)), ...(withNew ? [1] : [])];
      const rows = splitRows(units, r);
      const rowH = (area.h - rowGap * (rows.length - 1)) / rows.length;
      // A short row keeps the cards large and says one short line (hovering a card says all).
      const lines = rowH >= labelFont * 8 ? 2 : 1;
      const labelH = Math.min(labelFont * 1.25 * lines, rowH * 0.4);
      const byHeight = rowH - labelH - 6 * u;
      const byWidth = Math.min(...rows.map((row) => (area.w - gap * (row.length - 1)) / (CARD_RATIO * row.reduce((a, i) => a + units[i], 0))));
      const ch = Math.max(1, Math.min(maxH, byHeight, byWidth));
      // A tighter fan or another row is worth it only for clearly larger cards.
      if (!best || ch > best.ch * 1.1) best = { ch, fan, rows, rowH, labelH, lines };
    }
  }
  const out: FieldLayout = { area, hands: [], newHand: null, cardH: best?.ch ?? 0, labelLines: best?.lines ?? 2, note: { x: area.x, y: area.y + area.h / 2 } };
  if (!best || count === 0) return out;
  const { ch, fan, rows, rowH, labelH } = best;
  const cw = ch * CARD_RATIO;
  rows.forEach((row, ri) => {
    const top = area.y + ri * (rowH + rowGap);
    let x = area.x;
    for (const i of row) {
      if (i === sizes.length) {
        out.newHand = { x, y: top, w: cw, h: ch + 4 * u };
        x += cw + gap;
        continue;
      }
      const k = sizes[i];
      const step = cw * fan;
      const w = Math.max(cw * (1 + (k - 1) * fan), cw * LABEL_CARDS);
      const cards = Array.from({ length: k }, (_, ci) => ({
        x: x + cw / 2 + ci * step,
        y: top + 2 * u + ch / 2,
        h: ch,
        visibleW: ci < k - 1 ? step : undefined,
      }));
      out.hands.push({ cards, zone: { x, y: top, w, h: ch + 4 * u }, label: { x, y: top + ch + 6 * u, w, h: labelH } });
      x += w + gap;
    }
  });
  const last = out.newHand ?? null;
  out.note = { x: last ? last.x + last.w + gap : area.x, y: area.y + 2 * u + ch / 2 };
  return out;
}

export function pokerPlusLayout(v: PokerPlusView, screen: Screen): PokerPlusLayout {
  const { u, minFont } = screen;
  const home = v.seat ?? 0;
  const others = othersAfter(home, v.seats.length);
  const upright = isUpright(screen);
  // Upright, four others or more take two rows of at most three, and the banner's buttons go under its words.
  const maxCols = upright ? 3 : 4;
  const oppRows = others.length > maxCols ? 2 : 1;
  const shares =
    oppRows === 2 ? { opp: 0.4, center: 0.16, banner: 0.08, field: 0.2, hand: 0.16 } : { opp: 0.28, center: 0.2, banner: 0.08, field: 0.26, hand: 0.18 };
  const byShape = upright
    ? growBand<PokerPlusBand>(
        { ...shares, opp: shares.opp - 0.04, hand: shares.hand - 0.02, center: shares.center + 0.06 },
        'banner',
        stackedBannerH(screen) / screen.main.h,
        ['opp', 'field', 'hand'],
      )
    : growBand<PokerPlusBand>(shares, 'banner', besideBannerShare(screen), ['opp', 'field']);
  // Your hand's cards are what you tap on every turn: each at least a finger wide, on a landscape
  // phone too (there the shares alone left them ~38 CSS px wide).
  const fingerHand = ((screen.finger ?? 0) / CARD_RATIO / HAND_FILL + BAND_GAP * u) / screen.main.h;
  const R = bands<PokerPlusBand>(screen.main, u, growBand<PokerPlusBand>(byShape, 'hand', fingerHand, ['field', 'opp']));
  const panels = seatGrid(others, R.opp, oppRows, u, maxCols);
  // A spectator sees seat 0 at the bottom, as that player would.
  const homeRect = { ...R.field, h: R.hand.y + R.hand.h - R.field.y };
  panels.set(home, homeRect);
  const headerH = new Map<number, number>();
  const fields = new Map<number, FieldLayout>();
  const withNew = newHandSeats(v);
  for (const [seat, r] of panels) {
    const own = seat === home;
    const hh = Math.max(minFont * 1.6, Math.min(28 * u, r.h * (own ? 0.14 : 0.2)));
    headerH.set(seat, hh);
    const area = { x: r.x + 14 * u, y: r.y + hh + 2 * u, w: r.w - 24 * u, h: (own ? R.field.h : r.h) - hh - 6 * u };
    const sizes = v.seats[seat].playfield.map((h) => h.length);
    fields.set(seat, fieldLayout(area, sizes, withNew.has(seat), u, minFont, 130 * u));
  }
  const centre = upright ? uprightCentre(R.center, v.reserve.length, u, minFont) : wideCentre(R.center, v.reserve.length, u, minFont);
  const hr = R.hand;
  return {
    bands: R,
    home,
    panels,
    headerH,
    fields,
    ...centre,
    hand: cardRow(v.hand?.length ?? v.seats[home].handCount, hr.x + 8 * u, hr.y + hr.h / 2, hr.w - 16 * u, hr.h * HAND_FILL, 10 * u),
  };
}

type Centre = Pick<PokerPlusLayout, 'dice' | 'stock' | 'discard' | 'reserveLabel' | 'reserve'>;

/** The centre on a wide screen, in one row: the dice, the reserve under its caption, the stock and the discard. */
function wideCentre(c: Rect, reserveN: number, u: number, minFont: number): Centre {
  const ds = c.h * 0.6;
  const pileH = c.h * 0.7;
  const pileW = pileH * CARD_RATIO;
  const discard = { x: c.x + c.w - pileW / 2 - 20 * u, y: c.y + c.h * 0.45, h: pileH };
  const stock = { x: discard.x - pileW - 28 * u, y: discard.y, h: pileH };
  const rx = c.x + c.h * 1.75;
  const reserveW = stock.x - pileW / 2 - 16 * u - rx;
  // The reserve's caption on top, its cards under it in the rest of the centre.
  const caption = { x: rx, y: c.y + 4 * u, size: Math.max(minFont, Math.round(c.h * 0.09)) };
  const top = caption.y + caption.size * 1.3;
  const rh = Math.min(c.h * 0.66, c.y + c.h - 4 * u - top);
  return {
    dice: { black: { x: c.x + c.h * 0.55, y: c.y + c.h * 0.42, s: ds }, red: { x: c.x + c.h * 1.25, y: c.y + c.h * 0.42, s: ds } },
    stock,
    discard,
    reserveLabel: caption,
    reserve: cardRow(reserveN, rx, top + rh / 2, reserveW, rh, 8 * u, 'start'),
  };
}

/** The centre upright, on two rows: the dice left and the stock and discard right, then the reserve across under its caption. */
function uprightCentre(c: Rect, reserveN: number, u: number, minFont: number): Centre {
  const th = c.h * 0.52;
  const ds = th * 0.62;
  const pileH = th * 0.78;
  const pileW = pileH * CARD_RATIO;
  const discard = { x: c.x + c.w - pileW / 2 - 20 * u, y: c.y + th * 0.46, h: pileH };
  // The piles' labels and counts reach past their cards: a wider gap than on a wide screen.
  const stock = { x: discard.x - pileW - 48 * u, y: discard.y, h: pileH };
  const caption = { x: c.x + 14 * u, y: c.y + th + 2 * u, size: Math.max(minFont, Math.round(th * 0.1)) };
  const top = caption.y + caption.size * 1.3;
  const rh = c.y + c.h - 4 * u - top;
  return {
    dice: { black: { x: c.x + 14 * u + ds * 0.6, y: c.y + th * 0.42, s: ds }, red: { x: c.x + 14 * u + ds * 1.9, y: c.y + th * 0.42, s: ds } },
    stock,
    discard,
    reserveLabel: caption,
    reserve: cardRow(reserveN, caption.x, top + rh / 2, c.w - 28 * u, rh, 8 * u, 'start'),
  };
}

/** A die's box, its label under it included. */
export function dieRect(d: Die): Rect {
  return { x: d.x - d.s / 2, y: d.y - d.s / 2, w: d.s, h: d.s * 1.32 };
}

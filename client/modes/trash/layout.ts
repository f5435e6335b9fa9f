/**
 * Where everything of the Trash table goes for a canvas size: the other players' panels (up to
 * seven, in one or two rows), the centre (stock, discard, the card being played), the banner and
 * your layout. Each layout's spots shrink to fit their panel.
 */
import { CARD_RATIO } from '../../art/cards';
import type { TrashView } from '../../../shared/engine/trash/types';
import { bands, besideBannerShare, type CardPlace, growBand, othersAfter, type Rect, type Screen, seatGrid, stackedBannerH } from '../layout';
import { isUpright } from '../../ui/theme';

/** One spot of a layout: its card's place and the place of its rank label under it. */
export interface SpotPlace extends CardPlace {
  label: { x: number; y: number; size: number };
}

type TrashBand = 'opp' | 'center' | 'banner' | 'mine';

export interface TrashLayout {
  bands: Record<TrashBand, Rect>;
  home: number;
  panels: Map<number, Rect>;
  headerH: Map<number, number>;
  /** Per seat, its spots, spot 1 first. */
  spots: Map<number, SpotPlace[]>;
  stock: CardPlace;
  discard: CardPlace;
  held: CardPlace;
  /** The words over the held card ("Your card", "Held by Ann"): centred at x, their bottom at y. */
  heldCaption: { x: number; y: number; size: number };
}

/** Panels per row at most: eight players put the other seven in two rows of four. */
const MAX_COLS = 4;

export function trashLayout(v: TrashView, screen: Screen): TrashLayout {
  const { u, minFont } = screen;
  const home = v.seat ?? 0;
  const others = othersAfter(home, v.players);
  const upright = isUpright(screen);
  // Upright, each other player's layout gets a whole row (two side by side beyond three others),
  // so that its ten spots stay large enough to read.
  const cols = upright ? (others.length > 3 ? 2 : 1) : MAX_COLS;
  const rows = upright ? Math.max(1, Math.ceil(others.length / cols)) : others.length > 3 ? 2 : 1;
  const shares = upright
    ? growBand<TrashBand>(
        { opp: 0.12 * Math.max(2, rows), center: 0.2, banner: 0.1, mine: 0.7 - 0.12 * Math.max(2, rows) },
        'banner',
        stackedBannerH(screen) / screen.main.h,
        ['center', 'mine'],
      )
    : // Sideways on a phone the banner grows to hold a finger-high button, taken from the others'
      // panels: their rows of spots are as wide as a panel allows, and shorter than it.
      growBand<TrashBand>(
        rows === 2 ? { opp: 0.4, center: 0.22, banner: 0.09, mine: 0.29 } : { opp: 0.28, center: 0.26, banner: 0.09, mine: 0.37 },
        'banner',
        besideBannerShare(screen),
        ['opp'],
      );
  const R = bands<TrashBand>(screen.main, u, shares);
  const panels = seatGrid(others, R.opp, rows, u, cols);
  panels.set(home, R.mine);
  const headerH = new Map<number, number>();
  const spots = new Map<number, SpotPlace[]>();
  for (const [seat, r] of panels) {
    const hh = Math.max(minFont * 1.6, Math.min(28 * u, r.h * 0.2));
    headerH.set(seat, hh);
    const labelSize = Math.max(minFont, Math.round(Math.max(minFont, Math.round(hh * 0.62)) * 0.8));
    const n = v.layouts[seat].spots.length;
    // Upright, your own layout takes two rows (ace to five, six to ten): twice the card size, under the thumb.
    const perRow = upright && seat === home && n > 5 ? Math.ceil(n / 2) : n;
    const lines = Math.ceil(n / Math.max(1, perRow));
    const slotW = (r.w - 28 * u) / Math.max(perRow, 5);
    const lineH = (r.h - hh - 6 * u) / lines;
    const ch = Math.max(1, Math.min(lineH - labelSize * 1.25 - 10 * u, (slotW - 6 * u) / CARD_RATIO));
    spots.set(
      seat,
      Array.from({ length: n }, (_, i) => {
        const x = r.x + 14 * u + slotW * (i % perRow) + slotW / 2;
        const y = r.y + hh + 4 * u + Math.floor(i / perRow) * lineH + ch / 2;
        return { x, y, h: ch, label: { x, y: y + ch / 2 + 3 * u, size: labelSize } };
      }),
    );
  }
  // The centre's cards stand between the held card's caption above and the piles' labels
  // under them (PileView: a line of 17% of a card, at least the smallest font).
  const c = R.center;
  const words = (h: number, share: number) => Math.max(minFont, Math.round(h * share)) * 1.25;
  let ph = c.h * 0.72;
  ph = Math.min(ph, c.h - words(ph, 0.11) - words(ph, 0.17) - 8 * u);
  // From the stock's left edge to the held card's right edge is 4.3 card widths (the places below).
  ph = Math.min(ph, (c.w - 24 * u) / (4.3 * CARD_RATIO));
  const cw = ph * CARD_RATIO;
  const captionSize = Math.max(minFont, Math.round(ph * 0.11));
  const top = c.y + words(ph, 0.11) + 4 * u;
  const y = Math.max(c.y + c.h * 0.46, top + ph / 2);
  const held = { x: c.x + c.w / 2 + cw * 1.4, y, h: ph };
  return {
    bands: R,
    home,
    panels,
    headerH,
    spots,
    stock: { x: c.x + c.w / 2 - cw * 1.9, y, h: ph },
    discard: { x: c.x + c.w / 2 - cw * 0.6, y, h: ph },
    held,
    heldCaption: { x: held.x, y: y - ph / 2 - 3 * u, size: captionSize },
  };
}

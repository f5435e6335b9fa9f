/**
 * The Trash table as a picture of the view: every card with its place and highlight, the spots'
 * labels and tap zones, the seats' header facts, the held card's caption, the banner and its
 * buttons. The scene draws exactly this; tests read it without a browser.
 */
import type { TrashAction, TrashView } from '../../../shared/engine/trash/types';
import {
  type BannerPicture,
  type ButtonSpec,
  bannerPicture,
  type CardPic,
  cardRect,
  offersOf,
  type Rect,
  type Screen,
  type SeatFacts,
  type SeatInfo,
} from '../layout';
import { type Naming, nameOf, plainName, presenceWord } from '../naming';
import { type TrashLayout, trashLayout } from './layout';
import { bannerText, bannerTitle, controls, SPOT_NAMES } from './text';

export interface SpotZone {
  key: string;
  spot: number;
  rect: Rect;
  legal: boolean;
}

export interface TrashPicture {
  layout: TrashLayout;
  cards: Map<string, CardPic>;
  /** The viewer's spots as tap targets (face-down spots are not cards anyone may see). */
  zones: SpotZone[];
  /** Cards that place the held card when tapped: a jack lying on a spot it may take. */
  placeBy: Map<string, TrashAction>;
  labels: { x: number; y: number; size: number; text: string; legal: boolean }[];
  seats: Map<number, SeatFacts>;
  /** Over the held card: whose it is; null when nothing is held. */
  heldCaption: { text: string; seat: number | null } | null;
  banner: BannerPicture;
  buttons: ButtonSpec<TrashAction>[];
  stockLegal: boolean;
  discardLegal: boolean;
}

export function trashPicture(
  v: TrashView,
  screen: Screen,
  naming: Naming,
  info: readonly (SeatInfo | undefined)[],
  offered: readonly number[] = [],
): TrashPicture {
  const layout = trashLayout(v, screen);
  const cards = new Map<string, CardPic>();
  const zones: SpotZone[] = [];
  const placeBy = new Map<string, TrashAction>();
  const labels: TrashPicture['labels'] = [];
  const seats = new Map<number, SeatFacts>();
  for (const [seat, places] of layout.spots) {
    const lv = v.layouts[seat];
    const who = info[seat];
    seats.set(seat, {
      bits: [presenceWord(plainName(naming, seat), who), seat === v.dealer ? 'dealer' : '', `layout of ${lv.size}`, `${lv.faceDown} face down`].filter(Boolean),
      right: `${v.handsWon[seat]} won`,
      acting: v.turn === seat && v.step !== 'over',
    });
    lv.spots.forEach((spot, i) => {
      const p = places[i];
      const action = seat === v.seat ? v.legal.find((a) => a.type === 'place' && a.spot === spot.spot) : undefined;
      const key = spot.faceUp ? spot.card : `fd:${seat}:${spot.spot}`;
      cards.set(key, { x: p.x, y: p.y, h: p.h, faceUp: spot.faceUp, real: spot.faceUp, state: action ? 'legal' : 'plain', depth: 50 + i });
      if (action && spot.faceUp) placeBy.set(key, action);
      labels.push({ ...p.label, text: SPOT_NAMES[i], legal: action !== undefined });
      if (seat === v.seat) {
        zones.push({ key: `spot:${spot.spot}`, spot: spot.spot, rect: cardRect(p), legal: action !== undefined });
      }
    });
  }
  const h = layout.held;
  if (v.held) cards.set(v.held.card, { ...h, faceUp: true, real: true, state: 'plain', depth: 500 });
  const buttons = controls(v);
  return {
    layout,
    cards,
    zones,
    placeBy,
    labels,
    seats,
    heldCaption: v.held ? { text: v.turn === naming.me ? 'Your card' : `Held by ${v.turn === null ? '' : nameOf(naming, v.turn)}`, seat: v.turn } : null,
    banner: bannerPicture(
      bannerTitle(v, naming),
      bannerText(v, naming),
      v.seat !== null && v.legal.length > 0,
      layout.bands.banner,
      screen,
      buttons,
      offersOf(offered, (seat) => plainName(naming, seat)),
    ),
    buttons,
    stockLegal: v.legal.some((a) => a.type === 'draw'),
    discardLegal: v.legal.some((a) => a.type === 'take-discard' || a.type === 'discard'),
  };
}

/**
 * Where everything of the Trash Poker table goes for a canvas size: the bands (the others, the
 * scoring track, the centre with the joker stacks and the pot, the banner, your hand, your own
 * place), each seat's place inside its panel (piles, tile, tableau, hand and played cards), and
 * the large panel a choice of jokers fills. Pure: the scene and its animations draw from this.
 */
import { CARD_RATIO } from '../../art/cards';
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import {
  BAND_GAP,
  bands,
  besideBannerShare,
  type CardPic,
  type CardPlace,
  cardRect,
  growBand,
  othersAfter,
  pileWords,
  type Rect,
  type Screen,
  stackedBannerH,
  wordsBottom,
} from '../layout';
import { textWidth } from '../../ui/textWidth';
import { isUpright } from '../../ui/theme';

export type TrashPokerBand = 'opp' | 'track' | 'center' | 'banner' | 'hand' | 'mine';

/** The areas with a "?" that opens the rules at their section (client/reference/areas.ts). */
export const HELP_AREAS = ['track', 'pot', 'upgrades', 'trash'] as const;
export type HelpAreaKey = (typeof HELP_AREAS)[number];

/**
 * The width a "?" takes at the top-right corner of its area (client/objects/AreaHelp.ts draws
 * it 2u in, 18u across): what lies under it in an area is laid out left of this gutter.
 */
export const helpGutter = (u: number): number => 22 * u;

/** Where the "?" of an area with help sits: in the top-right corner of its area's box. */
export function helpMark(box: Rect, u: number): Rect {
  return { x: box.x + box.w - 20 * u, y: box.y + 2 * u, w: 18 * u, h: 18 * u };
}

/** One seat's place: its panel and where each of its parts sits in it (world coordinates). */
export interface SeatPlace {
  seat: number;
  box: Rect;
  /** The viewer's own (larger) place at the bottom. */
  home: boolean;
  /** A House of the solo rules. */
  house: boolean;
  headerH: number;
  /** The piles' card height. */
  cardH: number;
  /** The words under the piles, the others' hand and the tile. */
  words: RowWords;
  piles: { draw: CardPlace; discard: CardPlace; trash: CardPlace };
  /** The others' hand, as a fan of backs (empty at home). */
  hand: Rect;
  tile: { x: number; y: number; size: number };
  tableau: Rect;
  /** A House's personality card, where a player's tableau would be. */
  personality: Rect | null;
  /** The others' played cards (empty at home, where they sit in the hand band). */
  played: Rect;
  /** Where the round's result line starts, and how wide it may wrap. */
  result: { x: number; y: number; wrap: number };
  /** The result stays under the played cards (a narrow panel), not beside them. */
  resultBelow?: boolean;
}

export interface TrashPokerLayout {
  screen: Screen;
  bands: Record<TrashPokerBand, Rect> & { stacks: Rect; pot: Rect };
  /** The seat drawn at the bottom: the viewer's, or seat 0 for a spectator. */
  home: number;
  /** Every seat's place (the Houses' among the others). */
  seats: Map<number, SeatPlace>;
  /** The panel a choice of jokers fills: from the top of the others to the bottom of the centre. */
  choice: Rect;
  /** The height of a card in your hand. */
  handCardH: number;
  /** The centre's usual height: what its titles and the joker stacks are sized by while it grows for the pot. */
  centreH: number;
  /** Each area with a "?", as the box whose top-right corner holds it. */
  help: Record<HelpAreaKey, Rect>;
}

/**
 * What a seat's piles are called under them (a House keeps the pot cards nobody took and the
 * cards it removed), and the shorter names a cramped row falls back to before its words shrink.
 */
export const PILE_NAMES = {
  player: { draw: 'Draw', discard: 'Discard', trash: 'Trash' },
  house: { draw: 'Draw', discard: 'Unclaimed', trash: 'Removed' },
  short: { draw: 'Draw', discard: 'Disc.', trash: 'Trash' },
} as const;
export type PileNames = (typeof PILE_NAMES)[keyof typeof PILE_NAMES];
/** The count under another seat's hand (as wide as most: a hand holds fewer than 10 cards but rarely), and the tile's word. */
export const HAND_WORDS = (n: number): string => `${n} in hand`;
export const TILE_WORD = 'Shuffle';

type RowThing = 'draw' | 'discard' | 'trash' | 'hand' | 'tile';

/** The words under a seat's row: their size (the pile counts'; the words are drawn at 0.85 of it), the piles' names, how wide each word may be. */
export interface RowWords {
  size: number;
  names: PileNames;
  room: Record<RowThing, number>;
  /** Whether a note has room under the piles' names ("+2 hidden"); where the played row would cover it, the count says it alone. */
  notes: boolean;
}

/** How far down a pile's name and its note end (where PileView draws them, `pileWords`). */
export function pileWordsBottom(p: CardPlace, size: number, least: number) {
  const words = pileWords(p.h, size, least);
  return { name: p.y + wordsBottom(words.name), note: p.y + wordsBottom(words.note) };
}

/** The size of a row's words: never under 0.85 of the least font. */
const wordSize = (cardH: number, least: number): number => Math.max(least, Math.round(cardH * 0.16));
/** Below a pile of card height `h` on a seat's row, the room its name takes (from the card's bottom). */
const namesUnder = (h: number, u: number, least: number): number => 2 * u + wordsBottom(pileWords(h, wordSize(h, least), least).name) - h / 2;
/** Your own panel's header line, as a share of the panel. */
const HOME_HEADER = 0.2;
/** Your own panel's height (with its band's gap) for piles of card height `cardH` and their names (seatPlace's home row). */
const homeBandH = (cardH: number, u: number, least: number): number => (cardH + namesUnder(cardH, u, least) + 8 * u) / (1 - HOME_HEADER) + BAND_GAP * u;
/** How wide a row's word is drawn. */
const wordW = (text: string, size: number): number => textWidth(text, size * 0.85, false);

/**
 * A seat's row, left to right from `x`: the three piles, the others' hand, the shuffle tile, each
 * as wide as its card or the word under it, whichever is wider. Gives each thing's centre and
 * where the row ends (after the gap before the tableau).
 */
function rowOf(x: number, cw: number, tile: number, gap: number, afterTrash: number, names: PileNames, size: number, who: 'home' | 'other' | 'house') {
  const things: { key: RowThing; w: number; after: number }[] = [
    { key: 'draw', w: Math.max(cw, wordW(names.draw, size)), after: gap },
    { key: 'discard', w: Math.max(cw, wordW(names.discard, size)), after: gap },
    { key: 'trash', w: Math.max(cw, wordW(names.trash, size)), after: afterTrash },
    ...(who === 'other' ? [{ key: 'hand' as const, w: Math.max(cw * 1.6, wordW(HAND_WORDS(7), size)), after: gap }] : []),
    // A House never shuffles: no tile, no word.
    { key: 'tile', w: who === 'house' ? tile : Math.max(tile, wordW(TILE_WORD, size)), after: gap * 2 },
  ];
  const at = {} as Record<RowThing, number>;
  const room: Record<RowThing, number> = { draw: 0, discard: 0, trash: 0, hand: 0, tile: 0 };
  for (const t of things) {
    at[t.key] = x + t.w / 2;
    room[t.key] = t.w + gap;
    x += t.w + t.after;
  }
  return { at, room, end: x };
}

/**
 * The parts of a seat's panel, laid out for its box. `upright`: on an upright screen, where the
 * others' panels are narrow and tall (see narrowPlace) and your own tableau takes the whole height
 * of its row (its areas are pressed by a finger). `least`: the least font (device pixels), which the
 * words under the piles keep to (the row widens for them before they shrink).
 */
export function seatPlace(seat: number, r: Rect, u: number, home: boolean, house: boolean, least: number, upright = false): SeatPlace {
  if (upright && !home && r.w < r.h * 1.2) return narrowPlace(seat, r, u, house, least);
  // A lone other upright has a tall panel: its header keeps to a line's height.
  const headerH = home ? r.h * HOME_HEADER : upright ? Math.min(r.h * 0.19, 40 * u) : r.h * 0.19;
  // Piles and tile on one row; the tableau beside them (home) or down the right side (others).
  const rowTop = r.y + headerH + (home ? 2 : 4) * u;
  const rowH = home ? r.h - headerH - 8 * u : r.h * 0.43;
  const labelRoom = 0.3;
  const gap = 6 * u;
  const tableauW = home ? r.w * 0.5 : Math.min(r.w * 0.3, 150 * u);
  const leftW = r.w - tableauW - 22 * u;
  const perCard = CARD_RATIO * (3 + (home ? 0 : 1.6)) + 0.62;
  const roomy = Math.min(rowH / (1 + labelRoom), (leftW - gap * 6) / perCard);
  // Your own piles' names end inside your panel: where they keep the least font (a phone held
  // sideways), they need more than the row's usual share, and the cards give it up.
  const cardH = home ? Math.min(roomy, rowH - namesUnder(roomy, u, least)) : roomy;
  const cw = cardH * CARD_RATIO;
  const cy = rowTop + cardH / 2 + 2 * u;
  const size = Math.min(cardH * 0.55, cw * 0.9);
  const words = wordSize(cardH, least);
  const row = (names: PileNames, g = gap) =>
    rowOf(r.x + 14 * u, cw, size, g, home ? helpGutter(u) : g, names, words, home ? 'home' : house ? 'house' : 'other');
  // The others' tableau gives the row's words the width they need, down to a quarter of the
  // panel; past that the piles take their short names.
  const full = house ? PILE_NAMES.house : PILE_NAMES.player;
  const names = home || row(full).end <= r.x + r.w * 0.76 - 6 * u ? full : PILE_NAMES.short;
  // Room left before another player's tableau widens the row's gaps (up to three times), so that
  // the words under its piles and hand read apart rather than as one line.
  const tight = row(names);
  const spare = home || house ? 0 : r.x + r.w - 6 * u - tableauW - tight.end;
  const { at, room, end: x } = spare > 0 ? row(names, gap + Math.min(2 * gap, spare / 6)) : tight;
  const [draw, discard, trash] = (['draw', 'discard', 'trash'] as const).map((k) => ({ x: at[k], y: cy, h: cardH }));
  const hand = home ? { x: 0, y: 0, w: 0, h: 0 } : { x: at.hand - cw * 0.8, y: rowTop, w: cw * 1.6, h: cardH };
  const tile = { x: at.tile, y: cy, size };
  const othersTableauW = Math.max(Math.min(tableauW, r.x + r.w - 6 * u - x), Math.min(tableauW, r.w * 0.24));
  // Your own tableau leaves room at its right for its "?" (helpGutter).
  const tableau = home
    ? { x, y: rowTop + 2 * u, w: r.x + r.w - 8 * u - helpGutter(u) - x, h: upright ? rowH - 4 * u : Math.min(rowH - 4 * u, cardH * 1.1) }
    : { x: r.x + r.w - othersTableauW - 6 * u, y: r.y + headerH + 2 * u, w: othersTableauW, h: r.h - headerH - 8 * u };
  // Another's played row under the piles' names (on a phone held sideways they need its top: the
  // row gives way, and the notes, which it would cover, are left to the counts).
  const under = pileWordsBottom(discard, words, least);
  const playedY = Math.max(r.y + r.h * 0.66, under.name + 1 * u);
  const played = { x: r.x + 14 * u, y: playedY, w: leftW - 8 * u, h: r.y + r.h * 0.97 - playedY };
  // Right of the piles, above the row its round result takes at the left.
  const left = Math.max(x - gap, r.x + r.w * 0.34);
  const place: SeatPlace = {
    seat,
    box: r,
    home,
    house,
    headerH,
    cardH,
    piles: { draw, discard, trash },
    words: { size: words, names, room, notes: home || under.note <= playedY },
    hand,
    tile,
    tableau,
    personality: house ? { x: left, y: rowTop, w: r.x + r.w - 14 * u - left, h: r.y + r.h - 6 * u - rowTop } : null,
    played: home ? { x: 0, y: 0, w: 0, h: 0 } : played,
    result: home ? { x: r.x + r.w * 0.3, y: r.y + headerH * 0.55, wrap: r.w * 0.5 } : { x: r.x + 14 * u, y: played.y + played.h / 2, wrap: leftW - 14 * u },
  };
  return upright && house ? uprightHouse(place, u) : place;
}

/**
 * A lone House on an upright screen has a panel as wide as the screen and taller than its piles:
 * its round's result goes beside the piles, and its personality card takes the whole width under
 * them, where the tiles of its 15 lines are wide enough to read.
 */
function uprightHouse(p: SeatPlace, u: number): SeatPlace {
  const r = p.box;
  const { trash } = p.piles;
  const besideX = trash.x + (trash.h * CARD_RATIO) / 2 + 14 * u;
  const under = trash.y + trash.h / 2 + p.words.size * 1.3 + 4 * u;
  return {
    ...p,
    personality: { x: r.x + 14 * u, y: under, w: r.w - 28 * u, h: r.y + r.h - 6 * u - under },
    played: { x: besideX, y: trash.y - trash.h / 2, w: r.x + r.w - 14 * u - besideX, h: trash.h },
    result: { x: besideX, y: trash.y, wrap: r.x + r.w - 14 * u - besideX },
  };
}

/**
 * Another seat's place in a narrow, tall panel (several others side by side on an upright
 * screen): under the header line, the piles in a row, then the hand and the shuffle tile, then
 * the played cards with the round's result under them; the tableau (or a House's personality
 * card) down the right side.
 */
function narrowPlace(seat: number, r: Rect, u: number, house: boolean, least: number): SeatPlace {
  const headerH = Math.min(r.h * 0.12, 30 * u);
  const gap = 5 * u;
  const left = r.x + 12 * u;
  const top = r.y + headerH + 4 * u;
  // The piles' names keep the least font (after taking their short names): each pile is as wide
  // as its card or its name, and the tableau gives them its width down to a quarter of the panel.
  const ws = wordSize(r.h * 0.2, least);
  const widest = (n: PileNames) => Math.max(...(['draw', 'discard', 'trash'] as const).map((k) => wordW(n[k], ws)));
  const full = house ? PILE_NAMES.house : PILE_NAMES.player;
  const leftOf = (tableauW: number) => r.x + r.w - tableauW - 10 * u - left;
  const fits = (n: PileNames) => 3 * (widest(n) + gap * 0.3) <= leftOf(Math.min(r.w * 0.32, 150 * u));
  const names = fits(full) ? full : PILE_NAMES.short;
  const tableauW = Math.max(r.w * 0.25, Math.min(r.w * 0.32, 150 * u, r.x + r.w - 10 * u - left - 3 * (widest(names) + gap * 0.3)));
  const leftW = leftOf(tableauW);
  const cw = Math.min(r.h * 0.2 * CARD_RATIO, leftW / 3 - gap);
  const cardH = cw / CARD_RATIO;
  const pitch = leftW / 3;
  const cy = top + cardH / 2 + 2 * u;
  const pile = (i: number) => ({ x: left + pitch / 2 + i * pitch, y: cy, h: cardH });
  // Under the piles: their labels and a note ("+3 hidden"); under the hand: its count.
  const words = Math.max(cardH * 0.3, 28 * u);
  const row2 = cy + cardH / 2 + words + gap;
  // The hand's count is centred under it: the hand stands far enough in for the count to clear
  // the panel's edge (at 360x640 "2 in hand" ran into the seat's colour bar).
  const handW = cw * 1.6;
  const hand = { x: Math.max(left, r.x + 6 * u + wordW(HAND_WORDS(10), ws) / 2 - handW / 2), y: row2, w: handW, h: cardH };
  const size = Math.min(cardH * 0.55, cw * 0.9);
  // The tile at the row's right end, its word clear of the hand's count.
  const tileW = Math.max(size, wordW(TILE_WORD, ws));
  const tile = { x: Math.max(left + leftW - tileW / 2, hand.x + hand.w + gap + size / 2), y: row2 + cardH / 2, size };
  const playedY = row2 + cardH + words * 0.6 + gap;
  // The played cards take under half of what is left: the round's result (a line or three) the rest.
  const playedH = Math.min(cardH * 1.2, (r.y + r.h - playedY) * 0.42);
  const tableau = { x: r.x + r.w - tableauW - 6 * u, y: r.y + headerH + 2 * u, w: tableauW, h: r.h - headerH - 8 * u };
  return {
    seat,
    box: r,
    home: false,
    house,
    headerH,
    cardH,
    piles: { draw: pile(0), discard: pile(1), trash: pile(2) },
    words: {
      size: ws,
      names,
      room: { draw: pitch, discard: pitch, trash: pitch, hand: 2 * (tile.x - tileW / 2 - hand.x - hand.w / 2), tile: tileW + gap },
      notes: true,
    },
    hand,
    tile,
    tableau,
    personality: house ? tableau : null,
    played: { x: left, y: playedY, w: leftW, h: playedH },
    result: { x: left, y: playedY + playedH + (r.y + r.h - playedY - playedH) / 2, wrap: leftW },
    resultBelow: true,
  };
}

/** Where played card `i` of `n` sits in another seat's played row. */
export function playedSlot(p: SeatPlace, i: number, n: number, u: number): CardPlace {
  const r = p.played;
  const h = r.h * 0.92;
  const cw = h * CARD_RATIO;
  const step = Math.min(cw + 4 * u, (r.w * 0.55 - cw) / Math.max(1, n - 1));
  return { x: r.x + cw / 2 + i * step, y: r.y + r.h / 2, h };
}

/** Where card `i` of `n` of another seat's hand (a fan of backs) sits. */
export function handSlot(p: SeatPlace, i: number, n: number): CardPlace {
  const h = p.cardH * 0.85;
  const r = p.hand;
  const step = Math.min(h * CARD_RATIO * 0.3, (r.w - h * CARD_RATIO) / Math.max(1, n - 1));
  return { x: r.x + h * CARD_RATIO * 0.5 + i * step, y: r.y + p.cardH / 2, h };
}

/** The others around the table in play order after the home seat, then the Houses (solo rules). */
export function othersOf(v: TrashPokerView, home: number): number[] {
  return [...othersAfter(home, v.players), ...(v.solo?.houses ?? []).map((h) => h.seat)];
}

/**
 * Collecting the pot, or cleaning up after it, with nothing in the hand band: the pots' cards and
 * your discard pile are what the viewer chooses from, so the centre takes the band's height (on a
 * phone they were ~42 CSS px tall beside an empty band), leaving the band one line for what the
 * empty hand means.
 */
export function potTakesHandBand(v: TrashPokerView, home: number): boolean {
  const s = v.seats[home];
  return (v.phase === 'collect' || v.phase === 'cleanup') && (s.hand?.length ?? s.handCount) === 0 && (s.played?.length ?? s.playedCount) === 0;
}

/** The hand band's share while the pot takes its room: one line of words. */
const HINT_SHARE = 0.06;

/**
 * Upright, the scoring track's two rows of spaces under a line of words need this many of the
 * least font's heights to keep every number readable (ScoringTrack draws them).
 */
const UPRIGHT_TRACK_FONTS = 6.8;
/** Sideways on a phone, its one row of spaces under the tiers' chips, both at the least font. */
const SIDEWAYS_TRACK_FONTS = 3;
/**
 * Sideways on a phone, your own piles' cards are at least this many least fonts tall, their names
 * under them: the finger-high banner took their room, and the names ran over the panel's edge.
 */
const SIDEWAYS_PILE_FONTS = 2.4;

/** The band shares for `screen`; upright the banner is taller (its buttons go under its words) and the hand gets more height. */
function bandShares(screen: Screen, compact: boolean): Record<TrashPokerBand, number> {
  if (isUpright(screen)) {
    const shares = growBand<TrashPokerBand>(
      { opp: 0.27, track: 0.07, center: 0.165, banner: 0.125, hand: 0.205, mine: 0.165 },
      'banner',
      stackedBannerH(screen) / screen.main.h,
      ['opp', 'hand'],
    );
    return growBand<TrashPokerBand>(shares, 'track', (UPRIGHT_TRACK_FONTS * screen.minFont) / screen.main.h, ['opp']);
  }
  // Sideways on a phone the banner grows to hold a finger-high button, from the centre and your
  // panel alike (from the centre alone its cards would shrink by a third; the others' panels have
  // no line to spare; the hand's cards are pressed too). The scoring track grows to its tier
  // chips over its numbers at the least font, from the centre and the hand.
  if (!compact) return { opp: 0.245, track: 0.085, center: 0.2, banner: 0.08, hand: 0.215, mine: 0.175 };
  const shares = growBand<TrashPokerBand>(
    { opp: 0.255, track: 0.075, center: 0.19, banner: 0.095, hand: 0.215, mine: 0.17 },
    'banner',
    besideBannerShare(screen),
    ['center', 'mine'],
  );
  const tracked = growBand<TrashPokerBand>(shares, 'track', (SIDEWAYS_TRACK_FONTS * screen.minFont) / screen.main.h, ['center', 'hand']);
  const { u, minFont } = screen;
  return growBand<TrashPokerBand>(tracked, 'mine', homeBandH(SIDEWAYS_PILE_FONTS * minFont, u, minFont) / screen.main.h, ['hand']);
}

/** The table's layout for a view (its seat count and viewer) on `screen`; `compact` on a phone. */
export function trashPokerLayout(v: TrashPokerView, screen: Screen, compact: boolean): TrashPokerLayout {
  const { u } = screen;
  const gap = 6 * u;
  const upright = isUpright(screen);
  const home = v.seat ?? 0;
  const shares = bandShares(screen, compact);
  const potRoom = potTakesHandBand(v, home);
  const R = bands<TrashPokerBand>(screen.main, u, potRoom ? { ...shares, center: shares.center + shares.hand - HINT_SHARE, hand: HINT_SHARE } : shares);
  // A card in the hand keeps its size while the band lends its room (the animator sizes by it).
  const handCardH = (screen.main.h * shares.hand - gap) * 0.84;
  const c = R.center;
  const centreH = screen.main.h * shares.center - gap;
  // The stacks keep their width when the centre grows, so the pots beside them do not shift.
  const stacksW = Math.min(c.w * 0.2, centreH * 1.6);
  const others = othersOf(v, home);
  const seats = new Map<number, SeatPlace>();
  const pw = (R.opp.w - gap * (others.length - 1)) / Math.max(1, others.length);
  others.forEach((seat, i) => {
    seats.set(seat, seatPlace(seat, { x: R.opp.x + i * (pw + gap), y: R.opp.y, w: pw, h: R.opp.h }, u, false, seat >= v.players, screen.minFont, upright));
  });
  const mine = seatPlace(home, R.mine, u, true, false, screen.minFont, upright);
  seats.set(home, mine);
  const G = helpGutter(u);
  // The scoring track's cells stop short of the band's end, where its "?" goes.
  const track = { ...R.track, w: R.track.w - G };
  const pot = { x: c.x + stacksW + gap, y: c.y, w: c.w - stacksW - gap, h: c.h };
  const trashCard = cardRect(mine.piles.trash);
  return {
    screen,
    bands: { ...R, track, stacks: { x: c.x, y: c.y, w: stacksW, h: c.h }, pot },
    home,
    seats,
    choice: { x: R.opp.x, y: R.opp.y, w: R.opp.w, h: c.y + c.h - R.opp.y },
    handCardH,
    centreH,
    help: { track: R.track, pot, upgrades: { ...mine.tableau, w: mine.tableau.w + G }, trash: { ...trashCard, w: trashCard.w + G } },
  };
}

/** A card as the Trash Poker picture shows it (a played card is drawn a little transparent). */
export interface TrashPokerCard extends CardPic {
  alpha?: number;
}

/** A line of text the picture places: `maxW` is the width it is shrunk to fit, when set. */
export interface Label {
  text: string;
  x: number;
  y: number;
  size: number;
  /** Wider than this, the text shrinks to it. */
  maxW?: number;
  /** Wider than this, the text breaks into lines at its spaces. */
  wrap?: number;
}

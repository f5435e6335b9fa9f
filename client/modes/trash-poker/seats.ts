/**
 * What each seat's panel shows, as data: its header (name, badges, whether it may act), chips,
 * piles (counts, top cards, which are live), the shuffle tile, the tableau's counts and live
 * areas, the hand as a count, and the round's result line; for a House of the solo rules, its
 * personality card and this round's die instead.
 */
import { housesToRemove, removalCandidates } from '../../../shared/engine/trash-poker/personality-odds';
import type { UpgradeArea } from '../../../shared/engine/trash-poker/types';
import type { HouseView, TrashPokerView } from '../../../shared/engine/trash-poker/view';
import type { HouseFacts } from '../../objects/PersonalityPanel';
import type { Controls } from './controls';
import { withoutBotSuffix } from '../naming';
import { houseFacts } from './houseFacts';
import { othersPlayedShown, resultLine } from './picture';
import { ordinal } from './text';

/** A seat's header line. */
export interface SeatHeader {
  name: string;
  bot: boolean;
  connected: boolean;
  autoplay: boolean;
  acting: boolean;
  isYou: boolean;
  /** A House of the solo rules (no connection to show). */
  house?: boolean;
}

/**
 * A seat's plain name: a House of the solo rules is "The House" ("House 2" when there are two), a
 * player the room's name for it (`roomName`), or its number when the room has none.
 */
export function plainSeatName(v: Pick<TrashPokerView, 'players' | 'solo'>, seat: number, roomName: string | undefined): string {
  if (seat >= v.players) return (v.solo?.houses.length ?? 1) > 1 ? `House ${seat - v.players + 1}` : 'The House';
  return roomName || `Seat ${seat + 1}`;
}

/** Public facts of a seat the view does not hold (the room's seat list). */
export interface SeatPresence {
  name: string;
  bot: boolean;
  connected: boolean;
  autoplay: boolean;
}

export interface SeatPanel {
  header: SeatHeader;
  chips: number;
  draw: { count: number; legal: boolean };
  /** The top card's id (null: none, or face down). */
  discard: { count: number; top: string | null; note: string };
  trash: { count: number; top: string | null };
  /** The shuffle tile's side (null for a House, which has none). */
  tile: boolean | null;
  tableau: { counts: Record<UpgradeArea, number>; live: UpgradeArea[] } | null;
  handCount: number;
  /** This round's result in words, longest first: the panel shows the first that keeps its size. */
  result: string[];
  /** Face-down played cards shown in the panel. */
  playedShown: number;
  house: HouseFacts | null;
}

const last = (cards: readonly string[]) => cards[cards.length - 1] ?? null;

/**
 * The note under a discard pile of how many of its cards lie face down. The bottom seat's piles
 * stand on the table's bottom edge with no room under their labels (a spectator saw it cut off):
 * there the pile's count, which includes them, has to say it.
 */
const hiddenNote = (hidden: number, bottom: boolean): string => (hidden && !bottom ? `+${hidden} hidden` : '');

/** A seat's name on its header line, where a bot's BOT badge already says what the room's " (bot)" says. */
const headerName = (info: SeatPresence | undefined, seat: number): string => (info?.bot ? withoutBotSuffix(info.name) : info?.name) || `Seat ${seat + 1}`;

/**
 * Each seat's panel for the viewer: `home` is the seat at the bottom, `lastPlayed` each seat's
 * hand as revealed this round, `nameOf` a seat's name for the Houses.
 */
export function seatPanels(
  v: TrashPokerView,
  home: number,
  presence: readonly (SeatPresence | undefined)[],
  controls: Controls,
  lastPlayed: ReadonlyMap<number, string[]>,
  nameOf: (seat: number) => string,
): Map<number, SeatPanel> {
  const out = new Map<number, SeatPanel>();
  v.seats.forEach((s, seat) => {
    const info = presence[seat];
    const mine = seat === v.seat;
    out.set(seat, {
      header: {
        name: mine ? 'You' : headerName(info, seat),
        bot: info?.bot ?? false,
        connected: info?.connected ?? false,
        autoplay: info?.autoplay ?? false,
        acting: v.actors.includes(seat),
        isYou: false,
      },
      chips: s.chips,
      draw: { count: s.drawCount, legal: (mine && controls.takeTop !== null) || controls.raid.has(seat) },
      discard: { count: s.discard.length + s.hiddenDiscards, top: last(s.discard), note: hiddenNote(s.hiddenDiscards, seat === home) },
      trash: { count: s.trash.length, top: last(s.trash) },
      tile: s.shuffleActive,
      tableau: { counts: s.upgrades, live: mine ? [...controls.areas.keys()] : [] },
      handCount: seat === home ? 0 : s.handCount,
      result: resultLine(v, s, lastPlayed),
      playedShown: seat === home ? 0 : othersPlayedShown(v, s),
      house: null,
    });
  });
  const solo = v.solo;
  for (const h of solo?.houses ?? []) {
    const r = h.round;
    out.set(h.seat, {
      header: { name: nameOf(h.seat), bot: false, connected: true, autoplay: false, acting: false, isYou: false, house: true },
      chips: h.chips,
      draw: { count: h.drawCount, legal: false },
      discard: { count: h.discard.length, top: last(h.discard), note: '' },
      trash: { count: h.removedCount ?? h.removed.length, top: last(h.removed) },
      tile: null,
      tableau: null,
      handCount: 0,
      result: r ? houseResult(r) : ['The House skips drawing.'],
      playedShown: 0,
      house: solo ? houseFacts(solo, h, housesToRemove(v).includes(h.seat) ? removalCandidates(v) : null) : null,
    });
  }
  return out;
}

/** A House's round in words, longest first: its die roll added up, then its RP alone. */
function houseResult(r: NonNullable<HouseView['round']>): string[] {
  const rp = `${r.rp} RP${r.place ? ` · ${ordinal(r.place)}` : ''}${r.chips ? ` · +${r.chips}` : ''}`;
  return [`Die ${r.die} + ${r.rp - r.die} = ${rp}`, rp];
}

/** Each participant's rank marker on the scoring track (null: not placed this round). */
export function trackMarks(v: TrashPokerView): { seat: number; rp: number | null }[] {
  const marks = v.seats.map((s) => ({ seat: s.seat, rp: s.result ? s.result.rp : null }));
  for (const h of v.solo?.houses ?? []) marks.push({ seat: h.seat, rp: h.round && v.placement.length ? h.round.rp : null });
  return marks;
}

/**
 * The Trash Poker table as one picture of the view: the layout, every card with its place and
 * highlight (centre, choice, hand, the others' face-down played cards), the live controls, the
 * banner, the hand band, the joker stacks, each seat's panel and the scoring track's markers.
 * The scene draws exactly this and its animations move between two of them; tests read it
 * without a browser.
 */
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';
import { isUpright } from '../../ui/theme';
import { offersOf, type Screen } from '../layout';
import { type BannerPicture, bannerPicture } from './banner';
import { type CentrePicture, centrePicture } from './centre';
import { type Controls, controlsOf } from './controls';
import { type HandPicture, handPicture } from './hand';
import { HELP_AREAS, type HelpAreaKey, playedSlot, type TrashPokerCard, type TrashPokerLayout, trashPokerLayout } from './layout';
import { othersPlayedShown } from './picture';
import type { HandSort } from './preview';
import { type SeatPanel, type SeatPresence, seatPanels, trackMarks } from './seats';
import { type StacksPicture, stacksPicture } from './stacks';

/** What the picture needs besides the view: the screen, the viewer's choices and the seats' names. */
export interface PictureInput {
  screen: Screen;
  /** A phone-sized window (the bands share the height differently). */
  compact: boolean;
  sort: HandSort;
  presence: readonly (SeatPresence | undefined)[];
  /** Each seat's hand as revealed this round (from the events). */
  lastPlayed: ReadonlyMap<number, string[]>;
  /** A seat's plain name ("Ann"). */
  names: (seat: number) => string;
  /** A seat's name as the table says it ("You", "The House"). */
  nameOf: (seat: number) => string;
  /** The bots' seats a spectator may take. */
  offered?: readonly number[];
}

export interface TrashPokerPicture {
  layout: TrashPokerLayout;
  cards: Map<string, TrashPokerCard>;
  controls: Controls;
  centre: CentrePicture;
  hand: HandPicture;
  banner: BannerPicture;
  stacks: StacksPicture;
  seats: Map<number, SeatPanel>;
  marks: { seat: number; rp: number | null }[];
  /** The cards the number keys pick, in order: your hand first when you pick from it. */
  pickOrder: string[];
  /** The areas whose "?" shows: not those a choice of jokers covers (they would float over it). */
  help: HelpAreaKey[];
}

/** The areas a choice of jokers covers: the others, the track and the centre (layout.choice). */
const UNDER_A_CHOICE: ReadonlySet<HelpAreaKey> = new Set(['track', 'pot']);

export function trashPokerPicture(v: TrashPokerView, input: PictureInput): TrashPokerPicture {
  const { screen } = input;
  const layout = trashPokerLayout(v, screen, input.compact);
  const controls = controlsOf(v, input.names);
  const centre = centrePicture(v, layout, controls, input.names, input.nameOf);
  const hand = handPicture(v, layout, controls, input.sort, input.names);
  const cards = new Map<string, TrashPokerCard>([...centre.rows.cards, ...hand.cards]);
  // The others' played cards, face down until they are revealed.
  for (const [seat, place] of layout.seats) {
    if (seat === layout.home || seat >= v.players) continue;
    const n = othersPlayedShown(v, v.seats[seat]);
    for (let i = 0; i < n; i++)
      cards.set(`back:${seat}:played:${i}`, { ...playedSlot(place, i, n, screen.u), faceUp: false, real: false, state: 'plain', depth: 50 + i });
  }
  const choosing = new Set(hand.order);
  return {
    layout,
    cards,
    controls,
    centre,
    hand,
    banner: bannerPicture(
      v,
      controls.buttons,
      layout.bands.banner,
      screen.u,
      screen.minFont,
      input.nameOf,
      screen.finger ?? 0,
      isUpright(screen),
      offersOf(input.offered ?? [], input.names),
    ),
    stacks: stacksPicture(v, layout.bands.stacks, layout.centreH, screen.u, screen.minFont),
    seats: seatPanels(v, layout.home, input.presence, controls, input.lastPlayed, input.nameOf),
    marks: trackMarks(v),
    pickOrder: [...hand.order, ...centre.rows.order.filter((id) => !choosing.has(id))],
    help: centre.choice ? HELP_AREAS.filter((a) => !UNDER_A_CHOICE.has(a)) : [...HELP_AREAS],
  };
}

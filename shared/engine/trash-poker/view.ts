/**
 * What a seat may know ("view"), the single place hidden information is removed: other players'
 * hands, face-down played cards, every draw pile (the Houses' too), upgrade cards of others,
 * jokers still in the stacks or the box, the Houses' face-down personality cards, the order of
 * the unlockable jokers, and discards made while drawing until the cards are played. Discard
 * piles, the Trash, revealed pots, the middle, the Houses' removed cards and revealed
 * personalities, drafted personal jokers, achievement jokers and unlock offers are public.
 * Events are filtered by `eventsFor` (../events.ts): moves of hidden cards carry `visibleTo`.
 */
import { freezeShared } from '../freeze.js';
import type { GameResult, ViewOverlay } from '../types.js';
import { lineChips } from './house.js';
import { legalActionsOf, stepOf, todoOf, actorsOf } from './rules.js';
import { participantCount, roundsOf } from './state.js';
import type {
  AchievementLogEntry,
  CardId,
  Difficulty,
  DraftState,
  HouseRound,
  HouseScoreCategory,
  PendingEffect,
  Phase,
  RoundResult,
  ScoreCategory,
  SeatState,
  SoloAdjustment,
  Step,
  TrashPokerAction,
  TrashPokerVariants,
  TrashPokerState,
  UnlockRecord,
  UpgradeArea,
} from './types.js';
import { UPGRADE_AREAS } from './types.js';

export interface SeatView {
  seat: number;
  chips: number;
  score: Record<ScoreCategory, number>;
  drawCount: number;
  /** Public discard pile (without cards discarded unseen this round). */
  discard: CardId[];
  /** Cards discarded while drawing that the viewer cannot see yet. */
  hiddenDiscards: number;
  /** The cards, for the viewer's own seat only; otherwise null. */
  hand: CardId[] | null;
  handCount: number;
  played: CardId[] | null;
  playedCount: number;
  pot: CardId[];
  trash: CardId[];
  /** Upgrade cards per area: counts for everyone... */
  upgrades: Record<UpgradeArea, number>;
  /** ...and the cards for their owner. */
  upgradeCards: Record<UpgradeArea, CardId[]> | null;
  offer: CardId[] | null;
  offerCount: number;
  shuffleActive: boolean;
  step: Step;
  /** The current selection, for the viewer's own seat only. */
  picked: CardId[] | null;
  pickedCount: number;
  result: RoundResult | null;
  exhaustions: number;
}

/** A House as everyone sees it: its draw pile and face-down personality cards are counts only. */
export interface HouseView {
  /** Participant number (placement, collect order, events). */
  seat: number;
  chips: number;
  score: Record<HouseScoreCategory, number>;
  drawCount: number;
  pot: CardId[];
  discard: CardId[];
  removed: CardId[];
  removedCount: number;
  /** Revealed personality cards since the last reshuffle; the last is the current one. */
  personalities: string[];
  faceDownPersonalities: number;
  /** Every personality card of this House seen so far, first seen first (see `nextPersonalityOdds`). */
  seen: string[];
  round: HouseRound | null;
}

export interface SoloView {
  difficulty: Difficulty;
  adjustments: SoloAdjustment[];
  scoringCard: string;
  side: Difficulty;
  /** Chips per personality line on the scoring card side in use. */
  lineChips: readonly number[];
  /** The House's rank marker (with several Houses, the base points). */
  marker: number;
  houses: HouseView[];
}

export interface AchievementsView {
  open: string[];
  stack: CardId[];
  fulfilled: (string | null)[];
  broken: string[][];
  log: AchievementLogEntry[];
}

export interface UnlockView {
  lid: number[];
  /** Unlockable jokers left to draw (their order is hidden). */
  stackCount: number;
  queue: { seat: number; reason: 'checkmark' | 'house' }[];
  offer: CardId[];
  records: UnlockRecord[];
}

export interface TrashPokerView {
  mode: 'trash-poker';
  players: number;
  /** Seats plus Houses: the scoring track's row. Participant numbers >= players are Houses. */
  participants: number;
  /** The viewer, null for a spectator. */
  seat: number | null;
  round: number;
  roundsLeft: number;
  phase: Phase;
  variants: TrashPokerVariants;
  /** How many jokers are in this game (the ids stay out of views: most are face down). */
  jokerPoolSize: number;
  seats: SeatView[];
  /** This round's jokers on the scoring track. */
  middle: CardId[];
  /** Sizes of the face-down joker stacks, next round first. */
  stacks: number[];
  boxCount: number;
  removed: CardId[];
  draft: DraftState | null;
  placement: number[];
  collect: { order: number[]; turn: number; collector: number | null; effects: PendingEffect[] } | null;
  actors: number[];
  /** The viewer's legal actions (empty for spectators). */
  legal: TrashPokerAction[];
  /** What the viewer should do now. */
  todo: string;
  /** Solo mode (null without a House). */
  solo: SoloView | null;
  /** Per seat: drafted personal jokers. */
  personal: CardId[][];
  achievements: AchievementsView | null;
  unlock: UnlockView | null;
  result: GameResult | null;
}

export function viewOf(s: TrashPokerState, viewer: number | null): TrashPokerView {
  const me = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.players ? viewer : null;
  const open = publicViewOf(s);
  return me === null ? open : seatViewOf(open, privateViewOf(s, me), me);
}

/**
 * `withOverlay(open, overlay)` for the overlays `privateViewOf` builds, without parsing their
 * pointers: the bots build a seat's view for every decision of every rollout, and walking the
 * pointers was a quarter of it. The engines' contract test holds the two to the same view.
 */
function seatViewOf(open: TrashPokerView, overlay: ViewOverlay, seat: number): TrashPokerView {
  const at = seatPointers(seat);
  const own = { ...open.seats[seat] } as Record<string, unknown>;
  for (const field of OWN_FIELDS) if (at[field] in overlay) own[field] = overlay[at[field]];
  const seats = open.seats.slice();
  seats[seat] = own as unknown as SeatView;
  return { ...open, seat, legal: overlay['/legal'] as TrashPokerAction[], todo: overlay['/todo'] as string, seats };
}

/**
 * What a seat sees beyond the public view: its own cards (hand, played, upgrade cards, offer,
 * picks, the discards it made unseen), its legal actions and its prompt.
 */
export function privateViewOf(s: TrashPokerState, seat: number): ViewOverlay {
  const p = s.seats[seat];
  if (!p) return {};
  const step = stepOf(s, seat);
  const own = OWN_STEPS.has(step);
  const memo = memoOf(p);
  if (own && memo.overlay?.step === step) return memo.overlay.overlay;
  const at = seatPointers(seat);
  // The state's own arrays, shown as they are: a state is never written after `apply` returns
  // it (every action copies what it writes), and freezing (on in the engines' tests) proves no
  // reader writes to them either.
  const overlay: ViewOverlay = {
    '/seat': seat,
    '/legal': legalActionsOf(s, seat),
    '/todo': todoOf(step),
    [at.hand]: p.hand,
    [at.played]: p.played,
    [at.upgradeCards]: p.upgrades,
    [at.offer]: p.offer,
    [at.picked]: picksOf(s, seat, step),
  };
  // Discards made unseen while drawing are only this seat's to see until the cards are played.
  if (p.secretDiscards.length) {
    overlay[at.discard] = p.discard;
    overlay[at.hiddenDiscards] = 0;
  }
  freezeShared(overlay);
  if (own) memo.overlay = { step, overlay };
  return overlay;
}

/**
 * Steps whose private view follows from the seat's own state alone (and the game's fixed
 * options): legal actions, prompt and picks. Most moves change one seat; the others then hand
 * the room the very same overlay, which it recognises without reading it again.
 */
const OWN_STEPS = new Set<Step>([
  'idle',
  'activate-shuffle',
  'redraw',
  'threes',
  'select',
  'pot-trash',
  'cleanup-trash',
  'choose-joker',
  'final-shuffle',
  'cleanup-shuffle',
]);

/** The pointers of a seat's own fields, built once per seat number (this runs for every seat after every move). */
const OWN_FIELDS = ['hand', 'played', 'upgradeCards', 'offer', 'picked', 'discard', 'hiddenDiscards'] as const;
const pointersBySeat: Record<(typeof OWN_FIELDS)[number], string>[] = [];
function seatPointers(seat: number) {
  return (pointersBySeat[seat] ??= Object.fromEntries(OWN_FIELDS.map((field) => [field, `/seats/${seat}/${field}`])) as Record<
    (typeof OWN_FIELDS)[number],
    string
  >);
}

type PublicSeat = Omit<SeatView, 'seat' | 'hand' | 'played' | 'upgradeCards' | 'offer' | 'step' | 'picked' | 'pickedCount'>;

/**
 * What the views have built from one seat state, kept with it. An action copies only the seats
 * it writes to (`seatW`), so every other seat hands the same parts to the next view, and the
 * server's view diff skips them by reference. One map for all of it: each lookup in a large
 * WeakMap is a likely cache miss on a busy server.
 */
interface SeatMemo {
  /** The public part that depends on the seat state alone. */
  part?: PublicSeat;
  /** The whole public entry, for as long as the seat's step and pick count stay the same too. */
  view?: SeatView;
  /** The private overlay, in a step whose view follows from the seat alone (`OWN_STEPS`). */
  overlay?: { step: Step; overlay: ViewOverlay };
}
const memos = new WeakMap<SeatState, SeatMemo>();
function memoOf(p: SeatState): SeatMemo {
  let memo = memos.get(p);
  if (!memo) memos.set(p, (memo = {}));
  return memo;
}

function publicSeatOf(p: SeatState): PublicSeat {
  const upgrades = {} as Record<UpgradeArea, number>;
  for (const area of UPGRADE_AREAS) upgrades[area] = p.upgrades[area].length;
  const secret = p.secretDiscards;
  return freezeShared({
    chips: p.chips,
    score: p.score,
    drawCount: p.draw.length,
    discard: secret.length ? p.discard.filter((c) => !secret.includes(c)) : p.discard,
    hiddenDiscards: secret.length,
    handCount: p.hand.length,
    playedCount: p.played.length,
    pot: p.pot,
    trash: p.trash,
    upgrades,
    offerCount: p.offer.length,
    shuffleActive: p.shuffleActive,
    result: p.result,
    exhaustions: p.exhaustions,
  });
}

function publicSeatViewOf(s: TrashPokerState, p: SeatState, seat: number): SeatView {
  const step = stepOf(s, seat);
  const pickedCount = pickedCountOf(s, seat, step);
  const memo = memoOf(p);
  const last = memo.view;
  if (last && last.seat === seat && last.step === step && last.pickedCount === pickedCount) return last;
  memo.part ??= publicSeatOf(p);
  return (memo.view = freezeShared({ seat, ...memo.part, hand: null, played: null, upgradeCards: null, offer: null, step, picked: null, pickedCount }));
}

/** What everyone may know, spectators included. Arrays and records the view shows as they are are the state's own (see privateViewOf). */
function publicViewOf(s: TrashPokerState): TrashPokerView {
  const seats = s.seats.map((p, seat) => publicSeatViewOf(s, p, seat));
  const c = s.collect;
  const a = s.achievements;
  const u = s.unlock;
  return {
    mode: 'trash-poker',
    players: s.players,
    participants: participantCount(s),
    seat: null,
    round: s.round,
    roundsLeft: Math.max(0, roundsOf(s) - s.round),
    phase: s.phase,
    variants: freezeShared(s.options.variants),
    jokerPoolSize: s.options.jokerPool.length,
    seats,
    middle: freezeShared(s.middle),
    stacks: s.stacks.map((x) => x.length),
    boxCount: s.box.length,
    removed: freezeShared(s.removed),
    draft: s.draft && { revealed: freezeShared(s.draft.revealed), keep: s.draft.keep, turn: s.draft.turn },
    placement: freezeShared(s.placement),
    collect: c && {
      order: freezeShared(c.order),
      turn: c.turn,
      collector: c.order[c.turn] ?? null,
      effects: freezeShared(c.effects),
    },
    actors: actorsOf(s),
    legal: [],
    todo: '',
    solo: soloView(s),
    personal: freezeShared(s.personal),
    achievements: a && {
      open: freezeShared(a.open),
      stack: freezeShared(a.stack),
      fulfilled: freezeShared(a.fulfilled),
      broken: freezeShared(a.broken),
      log: freezeShared(a.log),
    },
    unlock: u && {
      lid: freezeShared(u.lid),
      stackCount: u.stack.length,
      queue: freezeShared(u.queue),
      offer: freezeShared(u.offer),
      records: freezeShared(u.records),
    },
    result: s.result,
  };
}

function soloView(s: TrashPokerState): SoloView | null {
  const solo = s.solo;
  if (!solo) return null;
  return {
    difficulty: solo.difficulty,
    adjustments: freezeShared(solo.adjustments),
    scoringCard: solo.scoringCard,
    side: solo.side,
    lineChips: freezeShared(lineChips(s)),
    marker: solo.marker,
    houses: solo.houses.map((h, i) => ({
      seat: s.players + i,
      chips: h.chips,
      score: freezeShared(h.score),
      drawCount: h.draw.length,
      pot: freezeShared(h.pot),
      discard: freezeShared(h.discard),
      removed: freezeShared(h.removed),
      removedCount: h.removed.length,
      personalities: freezeShared(h.revealed),
      faceDownPersonalities: h.personalities.length,
      seen: freezeShared(h.seen),
      round: freezeShared(h.round),
    })),
  };
}

/**
 * The seat's picks in its current step, the same cards its `unpick` actions name: a simultaneous
 * selection, a trash effect's picks, or the card chosen for an upgrade. The draw pile's top card
 * chosen for an upgrade is not listed: it goes under the tableau unseen (`pickedCount` counts it).
 */
function picksOf(s: TrashPokerState, seat: number, step: Step): readonly CardId[] {
  if (step === 'trash') return (s.collect!.effects[0] as Extract<PendingEffect, { kind: 'trash' }>).picked;
  if (step === 'upgrade') {
    const source = (s.collect!.effects[0] as Extract<PendingEffect, { kind: 'upgrade' }>).source;
    return source === null || source === 'top' ? [] : [source];
  }
  return s.seats[seat].picked;
}

/** How many cards the seat has picked in `step` (the draw pile's top card chosen for an upgrade counts). */
function pickedCountOf(s: TrashPokerState, seat: number, step: Step): number {
  if (step === 'upgrade') return (s.collect!.effects[0] as Extract<PendingEffect, { kind: 'upgrade' }>).source === null ? 0 : 1;
  return picksOf(s, seat, step).length;
}

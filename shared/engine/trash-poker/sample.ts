/**
 * Draws a whole Trash Poker state from what one seat (or a spectator) sees, plus the table's setup
 * options, which the lobby shows everyone (they say which jokers are in the game; the view only
 * counts them). Public piles, revealed pots, Trashes, the middle, the draft, the Houses' revealed
 * personality cards and their public memory (`seen`) are kept; every card the view only counts is
 * dealt again from the cards nobody shows, within what the rules allow each hidden place to hold
 * (docs/rules/trash-poker.md, "What a seat can know").
 */
import type { RngState } from '../rng';
import { shuffleInPlace } from '../rng';
import { forkRng, takeCards, unseenShuffled } from '../sample';
import type { SetupOptions } from '../types';
import { createAchievements } from './achievements';
import { isJoker, startingDeck } from './cards';
import { PERSONALITY_CARDS, PERSONALITIES_PER_HOUSE } from './house-data';
import { parseOptions } from './options';
import { createUnlocks } from './unlocks';
import type { CardId, HouseState, SeatState, Step, TrashPokerOptions, TrashPokerState, UnlockState, UpgradeArea } from './types';
import { UPGRADE_AREAS } from './types';
import type { HouseView, SeatView, TrashPokerView, UnlockView } from './view';

/** Phases whose seat steps the state keeps per seat (the others derive them: see `stepOf`). */
const STEPS_FROM_SEAT: ReadonlySet<string> = new Set(['choose-joker', 'draw', 'retrieve', 'cleanup']);

/** Steps whose picks are kept in the seat's `picked`, and where the picked cards lie. */
const PICK_ZONES: Partial<Record<Step, 'hand' | 'pot' | 'discard' | 'trashes' | 'personal'>> = {
  redraw: 'hand',
  threes: 'hand',
  select: 'hand',
  'pot-trash': 'pot',
  'cleanup-trash': 'discard',
  retrieve: 'trashes',
  'personal-joker': 'personal',
};

interface Table {
  options: TrashPokerOptions;
  /**
   * Every card id of the game: the seats' and Houses' starting decks, the jokers in play and the
   * achievement jokers kept apart (an achievement during the game puts its joker into play).
   */
  cards: CardId[];
}

/** A bot samples many times from one table: its options are read and its cards listed once. */
const tables = new WeakMap<SetupOptions, Table>();

function tableOf(view: TrashPokerView, table: SetupOptions): Table {
  let known = tables.get(table);
  if (!known) {
    const parsed = parseOptions(table.options, view.players);
    if (!parsed.ok) throw new Error(`sample: the table's options are not valid: ${parsed.error}`);
    const options = parsed.options;
    const decks = Array.from({ length: view.participants }, (_, i) => startingDeck(i)).flat();
    const kept = createAchievements(options, view.players)?.stack ?? [];
    known = { options, cards: [...decks, ...options.jokerPool, ...kept] };
    tables.set(table, known);
  }
  if (known.options.jokerPool.length !== view.jokerPoolSize) throw new Error('sample: the table options name another joker pool than the view counts');
  return known;
}

/** Cards the view names where they lie. */
function seenCards(view: TrashPokerView): CardId[] {
  const seen = [...view.middle, ...view.removed, ...view.personal.flat(), ...(view.draft?.revealed ?? []), ...(view.achievements?.stack ?? [])];
  for (const p of view.seats) {
    seen.push(...p.discard, ...p.pot, ...p.trash, ...(p.hand ?? []), ...(p.played ?? []), ...(p.offer ?? []));
    if (p.upgradeCards) for (const area of UPGRADE_AREAS) seen.push(...p.upgradeCards[area]);
  }
  for (const h of view.solo?.houses ?? []) seen.push(...h.pot, ...h.discard, ...h.removed);
  return seen;
}

/** Hidden cards of one seat, by place: what the view only counts. */
interface SeatHoles {
  draw: number;
  hand: number;
  played: number;
  upgrades: Record<UpgradeArea, number>;
  secretDiscards: number;
}

function holesOf(p: SeatView, own: boolean): SeatHoles {
  const upgrades = {} as Record<UpgradeArea, number>;
  for (const area of UPGRADE_AREAS) upgrades[area] = own ? 0 : p.upgrades[area];
  return { draw: p.drawCount, hand: own ? 0 : p.handCount, played: own ? 0 : p.playedCount, upgrades, secretDiscards: p.hiddenDiscards };
}

function seatHoleCount(h: SeatHoles): number {
  return h.draw + h.hand + h.played + h.secretDiscards + UPGRADE_AREAS.reduce((n, a) => n + h.upgrades[a], 0);
}

/**
 * A House's face-down personality cards: its three cards are the ones it has shown (`seen`,
 * public memory) and, until it has shown three, cards no House has shown; minus those face up now.
 */
function personalitiesOf(rng: RngState, h: HouseView, spare: string[]): string[] {
  const own = [...h.seen, ...takeCards(spare, PERSONALITIES_PER_HOUSE - h.seen.length)];
  const down = shuffleInPlace(
    rng,
    own.filter((id) => !h.personalities.includes(id)),
  );
  if (down.length !== h.faceDownPersonalities)
    throw new Error(`sample: House ${h.seat} hides ${h.faceDownPersonalities} personality cards, not ${down.length}`);
  return down;
}

function housesOf(rng: RngState, view: TrashPokerView, pool: CardId[]): HouseState[] {
  const houses = view.solo?.houses ?? [];
  const shown = new Set(houses.flatMap((h) => h.seen));
  const spare = shuffleInPlace(
    rng,
    PERSONALITY_CARDS.map((p) => p.id).filter((id) => !shown.has(id)),
  );
  return houses.map((h) => {
    // A House's draw pile is never shuffled and takes no card in: it holds only its own deck's cards.
    const own = new Set(startingDeck(h.seat));
    const mine = pool.filter((c) => own.has(c)).slice(0, h.drawCount);
    if (mine.length !== h.drawCount) throw new Error(`sample: House ${h.seat} draws from more cards than it has unseen`);
    for (const c of mine) pool.splice(pool.indexOf(c), 1);
    return {
      draw: mine,
      pot: [...h.pot],
      discard: [...h.discard],
      removed: [...h.removed],
      chips: h.chips,
      score: { ...h.score },
      personalities: personalitiesOf(rng, h, spare),
      revealed: [...h.personalities],
      seen: [...h.seen],
      round: h.round && { ...h.round },
    };
  });
}

/** The unlockable jokers still to draw: those the table started with minus the ones offered or taken since. */
function unlockOf(rng: RngState, u: UnlockView | null, options: TrashPokerOptions): UnlockState | null {
  if (!u) return null;
  const gone = new Set([...u.offer, ...u.records.filter((r) => r.kind === 'joker').map((r) => r.item)]);
  const stack = shuffleInPlace(
    rng,
    (createUnlocks(options)?.stack ?? []).filter((id) => !gone.has(id)),
  );
  if (stack.length !== u.stackCount) throw new Error('sample: the unlock stack does not add up');
  return { lid: [...u.lid], stack, queue: u.queue.map((q) => ({ ...q })), offer: [...u.offer], records: structuredClone(u.records) };
}

/** The seat's picks: its own as it sees them; another seat's drawn from the zone that step picks from. */
function picksFor(rng: RngState, p: SeatView, seat: SeatState, view: TrashPokerView, trashes: CardId[]): CardId[] {
  if (p.picked) return PICK_ZONES[p.step] ? [...p.picked] : [];
  const zone = PICK_ZONES[p.step];
  if (!zone || p.pickedCount === 0) return [];
  const from = zone === 'trashes' ? trashes : zone === 'personal' ? view.personal[p.seat] : seat[zone];
  return shuffleInPlace(rng, [...from]).slice(0, p.pickedCount);
}

/**
 * Achievement jokers the view does not show, by seat: an achievement during the game put its
 * joker on the achiever's discard pile (the log says whose), so out of sight it lies among that
 * seat's hidden cards. One that seat has no room for is left to the other jokers (it could only
 * have moved on by a rule that shows it, so this does not happen in a consistent view).
 */
function achievementJokers(view: TrashPokerView, unseen: CardId[], holes: SeatHoles[]): CardId[][] {
  const owned: CardId[][] = view.seats.map(() => []);
  for (const entry of view.achievements?.log ?? []) {
    const at = entry.joker === null ? -1 : unseen.indexOf(entry.joker);
    if (at < 0 || owned[entry.seat].length >= seatHoleCount(holes[entry.seat])) continue;
    owned[entry.seat].push(entry.joker!);
    unseen.splice(at, 1);
  }
  return owned;
}

/**
 * Deals the hidden cards. Standard cards lie only in seats' and Houses' piles; the box, the joker
 * stacks, the joker deck and other seats' joker offers hold only jokers. So every unseen standard
 * card goes to a seat's hidden place, seats' remaining hidden places take jokers, and the jokers
 * left fill the jokers-only places, the joker deck last (the view does not count it).
 */
export function sample(view: TrashPokerView, rng: RngState, table: SetupOptions): TrashPokerState {
  const { options, cards } = tableOf(view, table);
  const pool = unseenShuffled(rng, cards, seenCards(view));
  const houses = housesOf(rng, view, pool);
  const holes = view.seats.map((p) => holesOf(p, p.seat === view.seat));
  const owned = achievementJokers(view, pool, holes);
  const seatSlots = holes.reduce((n, h, i) => n + seatHoleCount(h) - owned[i].length, 0);
  const standard = pool.filter((c) => !isJoker(c));
  const jokers = pool.filter(isJoker);
  if (standard.length > seatSlots) throw new Error('sample: the view shows fewer hidden places than unseen cards');
  const forSeats = shuffleInPlace(rng, [...standard, ...takeCards(jokers, seatSlots - standard.length)]);
  const seats: SeatState[] = view.seats.map((p, i) => {
    const h = holes[i];
    const own = p.seat === view.seat;
    // this seat's hidden cards: its own achievement jokers and its share of the rest, in any place
    const hidden = shuffleInPlace(rng, [...owned[i], ...takeCards(forSeats, seatHoleCount(h) - owned[i].length)]);
    const upgrades = {} as Record<UpgradeArea, CardId[]>;
    for (const area of UPGRADE_AREAS) upgrades[area] = own ? [...p.upgradeCards![area]] : takeCards(hidden, h.upgrades[area]);
    const secretDiscards = takeCards(hidden, h.secretDiscards);
    const seat: SeatState = {
      draw: takeCards(hidden, h.draw),
      // cards discarded unseen this round lie on top: they were discarded while drawing
      discard: [...p.discard, ...secretDiscards],
      hand: own ? [...p.hand!] : takeCards(hidden, h.hand),
      played: own ? [...p.played!] : takeCards(hidden, h.played),
      pot: [...p.pot],
      trash: [...p.trash],
      upgrades,
      offer: own ? [...p.offer!] : takeCards(jokers, p.offerCount),
      chips: p.chips,
      score: { ...p.score },
      shuffleActive: p.shuffleActive,
      step: STEPS_FROM_SEAT.has(view.phase) ? p.step : 'idle',
      picked: [],
      // a seat's own unseen discards are not marked in its view; they only hide cards from others
      secretDiscards,
      result: p.result && structuredClone(p.result),
      exhaustions: p.exhaustions,
    };
    return seat;
  });
  const trashes = seats.flatMap((s) => s.trash);
  view.seats.forEach((p, i) => {
    seats[i].picked = picksFor(rng, p, seats[i], view, trashes);
  });
  const stacks = view.stacks.map((n) => takeCards(jokers, n));
  const box = takeCards(jokers, view.boxCount);
  const solo = view.solo && {
    difficulty: view.solo.difficulty,
    adjustments: [...view.solo.adjustments],
    scoringCard: view.solo.scoringCard,
    side: view.solo.side,
    marker: view.solo.marker,
    houses,
  };
  return {
    mode: 'trash-poker',
    players: view.players,
    // shared like the engine shares it between states (cloneState): options are never written
    options,
    rng: forkRng(rng),
    round: view.round,
    phase: view.phase,
    seats,
    jokerDeck: jokers.splice(0),
    draft: view.draft && { revealed: [...view.draft.revealed], keep: view.draft.keep, turn: view.draft.turn },
    stacks,
    middle: [...view.middle],
    box,
    removed: [...view.removed],
    placement: [...view.placement],
    collect: view.collect && { order: [...view.collect.order], turn: view.collect.turn, effects: structuredClone(view.collect.effects) },
    solo,
    personal: view.personal.map((p) => [...p]),
    achievements: view.achievements && structuredClone(view.achievements),
    unlock: unlockOf(rng, view.unlock, options),
    result: view.result && structuredClone(view.result),
  };
}

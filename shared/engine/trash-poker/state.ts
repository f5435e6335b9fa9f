/**
 * State plumbing shared by the rule modules: cloning, the mutation context of one `apply`,
 * moving cards between zones with their events, chips, and small lookups.
 */
import type { GameEvent } from '../types.js';
import type { Upgrades } from './hand.js';
import type {
  CardId,
  Phase,
  ScoreCategory,
  SeatState,
  SeatZone,
  TrashPokerState,
  UpgradeArea,
  Zone,
} from './types.js';
import { SCORE_CATEGORIES, UPGRADE_AREAS } from './types.js';

/**
 * One `apply` (or setup) in progress: `s` is a private copy that rule functions mutate, and
 * `events` collects what happened, in order.
 */
export interface Ctx {
  s: TrashPokerState;
  events: GameEvent[];
}

/** A place a card moves from or to. */
export interface Loc {
  zone: Zone;
  seat?: number;
  area?: UpgradeArea;
}

/** A deep copy of the state, written out by hand: it runs on every action, so it must be quick. */
export function cloneState(s: TrashPokerState): TrashPokerState {
  return {
    mode: s.mode,
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    phase: s.phase,
    seats: s.seats.map(cloneSeat),
    jokerDeck: s.jokerDeck.slice(),
    draft: s.draft && { revealed: s.draft.revealed.slice(), keep: s.draft.keep, turn: s.draft.turn },
    stacks: s.stacks.map((x) => x.slice()),
    middle: s.middle.slice(),
    box: s.box.slice(),
    removed: s.removed.slice(),
    placement: s.placement.slice(),
    collect: s.collect && {
      order: s.collect.order.slice(),
      turn: s.collect.turn,
      effects: s.collect.effects.map((e) => (e.kind === 'trash' ? { ...e, picked: e.picked.slice() } : { ...e })),
    },
    // The options object and a finished result are never mutated, so they are shared.
    result: s.result,
  };
}

function cloneSeat(p: SeatState): SeatState {
  const upgrades = {} as Record<UpgradeArea, CardId[]>;
  for (const area of UPGRADE_AREAS) upgrades[area] = p.upgrades[area].slice();
  return {
    draw: p.draw.slice(),
    discard: p.discard.slice(),
    hand: p.hand.slice(),
    played: p.played.slice(),
    pot: p.pot.slice(),
    trash: p.trash.slice(),
    upgrades,
    offer: p.offer.slice(),
    chips: p.chips,
    score: { ...p.score },
    shuffleActive: p.shuffleActive,
    step: p.step,
    picked: p.picked.slice(),
    secretDiscards: p.secretDiscards.slice(),
    result: p.result && { ...p.result, wilds: p.result.wilds.slice() },
    exhaustions: p.exhaustions,
  };
}

export function emptyScore(): Record<ScoreCategory, number> {
  const score = {} as Record<ScoreCategory, number>;
  for (const c of SCORE_CATEGORIES) score[c] = 0;
  return score;
}

export function emptyUpgrades(): Record<UpgradeArea, CardId[]> {
  const upgrades = {} as Record<UpgradeArea, CardId[]>;
  for (const area of UPGRADE_AREAS) upgrades[area] = [];
  return upgrades;
}

/** Upgrade counts per area, as the hand evaluator reads them. */
export function upgradeCounts(p: SeatState): Upgrades {
  return {
    heartsDiamonds: p.upgrades.heartsDiamonds.length,
    spadesClubs: p.upgrades.spadesClubs.length,
    drawMore: p.upgrades.drawMore.length,
    trashMore: p.upgrades.trashMore.length,
    fiveFour: p.upgrades.fiveFour.length,
    fullHouseStraight: p.upgrades.fullHouseStraight.length,
    lower: p.upgrades.lower.length,
  };
}

function zoneArray(s: TrashPokerState, loc: Loc): CardId[] {
  switch (loc.zone) {
    case 'middle':
      return s.middle;
    case 'box':
      return s.box;
    case 'removed':
      return s.removed;
    case 'joker-deck':
      return s.jokerDeck;
    case 'draft':
      if (!s.draft) throw new Error('no draft in progress');
      return s.draft.revealed;
    case 'stack':
      return s.stacks[0];
    case 'upgrade':
      return s.seats[loc.seat!].upgrades[loc.area!];
    case 'offer':
      return s.seats[loc.seat!].offer;
    default:
      return s.seats[loc.seat!][loc.zone as SeatZone];
  }
}

/**
 * Moves `card` from one zone to another (to the end = the top of a pile) and records a
 * `card-moved` event. `visibleTo` lists the seats that may see which card moved; omitted, the
 * move is public (the card was face up at one end).
 */
export function moveCard(ctx: Ctx, card: CardId, from: Loc, to: Loc, visibleTo?: number[]): void {
  const source = zoneArray(ctx.s, from);
  const i = source.lastIndexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in ${from.zone}`);
  source.splice(i, 1);
  zoneArray(ctx.s, to).push(card);
  const event: GameEvent = { kind: 'card-moved', card, from: { ...from }, to: { ...to } };
  if (visibleTo) event.visibleTo = visibleTo;
  ctx.events.push(event);
}

export function seatLoc(seat: number, zone: SeatZone): Loc {
  return { zone, seat };
}

export function awardChips(ctx: Ctx, seat: number, chips: number, category: ScoreCategory, reason: string): void {
  if (chips === 0) return;
  const p = ctx.s.seats[seat];
  p.chips += chips;
  p.score[category] += chips;
  ctx.events.push({ kind: 'chips-won', seat, chips, category, reason });
}

export function setPhase(ctx: Ctx, phase: Phase): void {
  ctx.s.phase = phase;
  ctx.events.push({ kind: 'phase-changed', phase, round: ctx.s.round });
}

export function setShuffleTile(ctx: Ctx, seat: number, active: boolean, reason: string): void {
  const p = ctx.s.seats[seat];
  if (p.shuffleActive === active) return;
  p.shuffleActive = active;
  ctx.events.push({ kind: 'shuffle-tile', seat, active, reason });
}

/** Removes one occurrence of `x` from `list` in place; false when absent. */
export function removeFrom<T>(list: T[], x: T): boolean {
  const i = list.indexOf(x);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Seats 0..players-1. */
export function seatNumbers(s: TrashPokerState): number[] {
  return s.seats.map((_, i) => i);
}

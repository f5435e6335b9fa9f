/**
 * State plumbing shared by the rule modules: cloning, the mutation context of one `apply`,
 * moving cards between zones with their events, chips, and small lookups.
 */
import type { GameEvent } from '../types.js';
import type { Upgrades } from './hand.js';
import type { CardId, HouseState, Phase, ScoreCategory, SeatState, SeatZone, SoloState, TrashPokerState, UpgradeArea, Zone } from './types.js';
import { SCORE_CATEGORIES, UPGRADE_AREAS } from './types.js';

/**
 * One `apply` (or setup) in progress: `s` is a private copy that rule functions mutate, and
 * `events` collects what happened, in order.
 */
export interface Ctx {
  s: TrashPokerState;
  events: GameEvent[];
  /**
   * Seats already copied for this `apply`: seats are shared with the input state until a rule
   * asks for a writable one (`seatW`), since most actions change one seat at most.
   */
  owned: boolean[];
}

/** Rounds this game lasts (`variants.rounds`); the last of them is the Final Joker's round. */
export function roundsOf(s: TrashPokerState): number {
  return s.options.variants.rounds;
}

/** A context that owns every seat of `s` (a state nobody else holds, as in setup). */
export function ownCtx(s: TrashPokerState): Ctx {
  return { s, events: [], owned: s.seats.map(() => true) };
}

/** A context over a copy of `s` that shares the seats until they are written. */
export function draftCtx(s: TrashPokerState): Ctx {
  return { s: cloneState(s, false), events: [], owned: s.seats.map(() => false) };
}

/** The seat, copied first if this `apply` has not written to it yet. Write only through this. */
export function seatW(ctx: Ctx, seat: number): SeatState {
  if (!ctx.owned[seat]) {
    ctx.s.seats[seat] = cloneSeat(ctx.s.seats[seat]);
    ctx.owned[seat] = true;
  }
  return ctx.s.seats[seat];
}

/** A place a card moves from or to. */
export interface Loc {
  zone: Zone;
  seat?: number;
  area?: UpgradeArea;
}

/**
 * A copy of the state, written out by hand since it runs on every action. With `deep` false the
 * seats are shared (see `draftCtx`).
 */
export function cloneState(s: TrashPokerState, deep = true): TrashPokerState {
  return {
    mode: s.mode,
    players: s.players,
    options: s.options,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    round: s.round,
    phase: s.phase,
    seats: deep ? s.seats.map(cloneSeat) : s.seats.slice(),
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
    solo: s.solo && cloneSolo(s.solo),
    personal: s.personal.map((x) => x.slice()),
    achievements: s.achievements && {
      open: s.achievements.open.slice(),
      stack: s.achievements.stack.slice(),
      fulfilled: s.achievements.fulfilled.slice(),
      broken: s.achievements.broken.map((x) => x.slice()),
      log: s.achievements.log.slice(),
    },
    unlock: s.unlock && {
      lid: s.unlock.lid.slice(),
      stack: s.unlock.stack.slice(),
      queue: s.unlock.queue.slice(),
      offer: s.unlock.offer.slice(),
      records: s.unlock.records.slice(),
    },
    // The options object and a finished result are never mutated, so they are shared.
    result: s.result,
  };
}

function cloneSolo(solo: SoloState): SoloState {
  return { ...solo, adjustments: solo.adjustments, houses: solo.houses.map(cloneHouse) };
}

function cloneHouse(h: HouseState): HouseState {
  return {
    draw: h.draw.slice(),
    pot: h.pot.slice(),
    discard: h.discard.slice(),
    removed: h.removed.slice(),
    chips: h.chips,
    // Replaced, never changed in place (see `awardChips`).
    score: h.score,
    personalities: h.personalities.slice(),
    revealed: h.revealed.slice(),
    // Replaced, never changed in place (see `revealPersonality`).
    seen: h.seen,
    round: h.round && { ...h.round },
  };
}

/**
 * Copies a seat for writing. `upgrades`, `offer`, `score` and `result` are shared: rules replace
 * them instead of changing them in place (see `zoneArray` and `awardChips`).
 */
export function cloneSeat(p: SeatState): SeatState {
  return {
    draw: p.draw.slice(),
    discard: p.discard.slice(),
    hand: p.hand.slice(),
    played: p.played.slice(),
    pot: p.pot.slice(),
    trash: p.trash.slice(),
    upgrades: p.upgrades,
    offer: p.offer,
    chips: p.chips,
    score: p.score,
    shuffleActive: p.shuffleActive,
    step: p.step,
    picked: p.picked.slice(),
    secretDiscards: p.secretDiscards.slice(),
    result: p.result,
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

function zoneArray(ctx: Ctx, loc: Loc): CardId[] {
  const s = ctx.s;
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
    case 'personal':
      return s.personal[loc.seat!];
    case 'achievements':
      if (!s.achievements) throw new Error('no achievements in this game');
      return s.achievements.stack;
    case 'house-removed':
      return houseAt(s, loc.seat!).removed;
    case 'upgrade': {
      const p = seatW(ctx, loc.seat!);
      p.upgrades = { ...p.upgrades, [loc.area!]: p.upgrades[loc.area!].slice() };
      return p.upgrades[loc.area!];
    }
    case 'offer': {
      const p = seatW(ctx, loc.seat!);
      p.offer = p.offer.slice();
      return p.offer;
    }
    default:
      if (loc.seat! >= s.players) {
        const h = houseAt(s, loc.seat!);
        if (loc.zone === 'draw' || loc.zone === 'pot' || loc.zone === 'discard') return h[loc.zone];
        throw new Error(`a House has no ${loc.zone}`);
      }
      return seatW(ctx, loc.seat!)[loc.zone as SeatZone];
  }
}

/**
 * Moves `card` from one zone to another (to the end = the top of a pile) and records a
 * `card-moved` event. `visibleTo` lists the seats that may see which card moved; omitted, the
 * move is public (the card was face up at one end).
 */
export function moveCard(ctx: Ctx, card: CardId, from: Loc, to: Loc, visibleTo?: number[]): void {
  const source = zoneArray(ctx, from);
  const i = source.lastIndexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in ${from.zone}`);
  source.splice(i, 1);
  zoneArray(ctx, to).push(card);
  const event: GameEvent = { kind: 'card-moved', card, from: { ...from }, to: { ...to } };
  if (visibleTo) event.visibleTo = visibleTo;
  ctx.events.push(event);
}

export function seatLoc(seat: number, zone: SeatZone): Loc {
  return { zone, seat };
}

export function awardChips(ctx: Ctx, seat: number, chips: number, category: ScoreCategory, reason: string): void {
  if (chips === 0) return;
  const p = seatW(ctx, seat);
  p.chips += chips;
  p.score = { ...p.score, [category]: p.score[category] + chips };
  ctx.events.push({ kind: 'chips-won', seat, chips, category, reason });
}

export function setPhase(ctx: Ctx, phase: Phase): void {
  ctx.s.phase = phase;
  ctx.events.push({ kind: 'phase-changed', phase, round: ctx.s.round });
}

export function setShuffleTile(ctx: Ctx, seat: number, active: boolean, reason: string): void {
  if (ctx.s.seats[seat].shuffleActive === active) return;
  const p = seatW(ctx, seat);
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

// ---------------------------------------------------------------------------------------------
// Participants: the seats 0..players-1, then the Houses (solo mode) players..players+houses-1.

/** How many take part in a round: seats and Houses (the scoring track's row). */
export function participantCount(s: TrashPokerState): number {
  return s.players + (s.solo ? s.solo.houses.length : 0);
}

/** Every participant number, seats first. */
export function participants(s: TrashPokerState): number[] {
  return Array.from({ length: participantCount(s) }, (_, i) => i);
}

export function isHouse(s: TrashPokerState, participant: number): boolean {
  return participant >= s.players;
}

/** The House with this participant number (in a context's copy it is writable). */
export function houseAt(s: TrashPokerState, participant: number): HouseState {
  const h = s.solo?.houses[participant - s.players];
  if (!h) throw new Error(`no House ${participant}`);
  return h;
}

/** A participant's draw pile (read only). */
export function drawPileOf(s: TrashPokerState, participant: number): readonly CardId[] {
  return isHouse(s, participant) ? houseAt(s, participant).draw : s.seats[participant].draw;
}

/** A participant's pot (read only). */
export function potOf(s: TrashPokerState, participant: number): readonly CardId[] {
  return isHouse(s, participant) ? houseAt(s, participant).pot : s.seats[participant].pot;
}

/** A participant's chips. */
export function chipsOf(s: TrashPokerState, participant: number): number {
  return isHouse(s, participant) ? houseAt(s, participant).chips : s.seats[participant].chips;
}

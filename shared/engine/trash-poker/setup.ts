/**
 * "Setup": a shuffled 52-card deck per player, the House(s) in solo mode (steps 14-17), 17 jokers
 * drawn from the joker pool ("Unlocking Stuff") or drafted (pro variants), two jokers dealt to
 * each player of which they keep one on their discard pile (a joker earned by an achievement
 * may be kept instead), and the joker stacks that mark rounds 1-7 (round 8 has the Final Joker).
 */
import { seedRng, shuffleInPlace } from '../rng.js';
import type { SetupOptions } from '../types.js';
import { createAchievements } from './achievements.js';
import { startingDeck } from './cards.js';
import { createSolo } from './house.js';
import { parseOptions } from './options.js';
import { emptyScore, emptyUpgrades, moveCard, ownCtx, roundsOf, seatW, setPhase, type Ctx } from './state.js';
import { DRAFT_REVEAL, DRAFT_KEEP, JOKER_STACKS, JOKERS_DEALT, JOKERS_PER_GAME, ROUNDS } from './tables.js';
import type { CardId, SeatState, TrashPokerState } from './types.js';
import { createUnlocks } from './unlocks.js';

/** Builds the starting state; throws a RangeError with a readable message on invalid options. */
export function createGame(opts: SetupOptions): TrashPokerState {
  const players = opts.players;
  const parsed = parseOptions(opts.options, players);
  if (!parsed.ok) throw new RangeError(parsed.error);
  const options = parsed.options;
  const rng = seedRng(String(opts.seed));
  const seats: SeatState[] = [];
  for (let i = 0; i < players; i++) seats.push(newSeat(shuffleInPlace(rng, startingDeck(i))));
  const solo = options.solo && createSolo(rng, players, options.solo);
  // Jokers promised to a seat by an achievement are not shuffled in: they are offered at the deal.
  const promised = options.rewardJokers.filter((j): j is CardId => j !== null);
  const pool = shuffleInPlace(
    rng,
    options.jokerPool.filter((j) => !promised.includes(j)),
  );
  const s: TrashPokerState = {
    mode: 'trash-poker',
    players,
    options: parsed.options,
    rng,
    round: 0,
    phase: 'choose-joker',
    seats,
    jokerDeck: [],
    draft: null,
    stacks: [],
    middle: [],
    box: [],
    removed: [],
    placement: [],
    collect: null,
    solo,
    personal: seats.map(() => []),
    achievements: createAchievements(options, players),
    unlock: createUnlocks(options),
    result: null,
  };
  const ctx = ownCtx(s);
  if (options.variants.draftJokers) {
    // Options guarantee more than DRAFT_KEEP jokers, so at least one is removed.
    s.draft = { revealed: pool.slice(0, DRAFT_REVEAL), keep: DRAFT_KEEP, turn: options.lastLoser };
    s.box = pool.slice(DRAFT_REVEAL).concat(promised);
    s.phase = 'draft';
  } else {
    // "Shuffle the joker stack at the start of every future game and draw 17 cards."
    s.jokerDeck = pool.slice(0, JOKERS_PER_GAME);
    s.box = pool.slice(JOKERS_PER_GAME).concat(promised);
    dealJokers(ctx);
  }
  return s;
}

/** A seat before the first deal: `draw` is its shuffled deck, everything else empty. */
export function newSeat(draw: CardId[]): SeatState {
  return {
    draw,
    discard: [],
    hand: [],
    played: [],
    pot: [],
    trash: [],
    upgrades: emptyUpgrades(),
    offer: [],
    chips: 0,
    score: emptyScore(),
    shuffleActive: false,
    step: 'idle',
    picked: [],
    secretDiscards: [],
    result: null,
    exhaustions: 0,
  };
}

/**
 * "Drafting jokers": the seat in turn puts a revealed joker back in the box ("Drafting personal
 * jokers": keeps it, face up).
 */
export function removeDraftJoker(ctx: Ctx, seat: number, card: CardId): void {
  const s = ctx.s;
  const draft = s.draft!;
  const to = s.options.variants.personalJokers ? { zone: 'personal' as const, seat } : { zone: 'box' as const };
  moveCard(ctx, card, { zone: 'draft' }, to);
  draft.turn = (seat + 1) % s.players;
  if (draft.revealed.length > draft.keep) return;
  s.jokerDeck = shuffleInPlace(s.rng, draft.revealed.slice());
  s.draft = null;
  ctx.events.push({ kind: 'draft-ended', count: s.jokerDeck.length });
}

/**
 * Setup step 8: deal 2 jokers to everyone; each keeps one. A seat that fulfilled an achievement
 * at the end of the last game may keep that joker instead ("Achievements": it is offered too).
 */
export function dealJokers(ctx: Ctx): void {
  const s = ctx.s;
  for (let seat = 0; seat < s.players; seat++) {
    for (let i = 0; i < JOKERS_DEALT && s.jokerDeck.length > 0; i++) {
      const card = s.jokerDeck[s.jokerDeck.length - 1];
      moveCard(ctx, card, { zone: 'joker-deck' }, { zone: 'offer', seat }, [seat]);
    }
    const reward = s.options.rewardJokers[seat];
    if (reward) moveCard(ctx, reward, { zone: 'box' }, { zone: 'offer', seat }, [seat]);
    seatW(ctx, seat).step = 'choose-joker';
  }
  setPhase(ctx, 'choose-joker');
}

/** Setup steps 8-9: the chosen joker goes face up on the discard pile, the other back in the box. */
export function keepJoker(ctx: Ctx, seat: number, card: CardId): void {
  const p = seatW(ctx, seat);
  moveCard(ctx, card, { zone: 'offer', seat }, { zone: 'discard', seat });
  for (const other of p.offer.slice()) moveCard(ctx, other, { zone: 'offer', seat }, { zone: 'box' }, [seat]);
  p.step = 'idle';
}

/**
 * Jokers per round for every round but the last (rounds 1-7 of the usual 8) from `available`
 * jokers: the rulebook's table for the usual 17-joker pool and 8 rounds, otherwise the same rule
 * (one stack of 1-2 per round, rounds with 2 first; too few jokers leave the last rounds without
 * one). A shorter game's leftover jokers go back in the box unseen (`formStacks`).
 */
export function jokerStackSizes(players: number, available: number, gameRounds = ROUNDS): number[] {
  const table = JOKER_STACKS[players];
  if (gameRounds === ROUNDS && table && table.reduce((a, b) => a + b, 0) === available) return [...table];
  const rounds = gameRounds - 1;
  if (available < rounds) return Array.from({ length: rounds }, (_, i) => (i < available ? 1 : 0));
  const twos = Math.min(rounds, available - rounds);
  return Array.from({ length: rounds }, (_, i) => (i < twos ? 2 : 1));
}

/** Setup step 9: the remaining jokers form face-down stacks (7 in the usual game) of 1-2, one per round (rounds 1-7). */
export function formStacks(ctx: Ctx): void {
  const s = ctx.s;
  const sizes = jokerStackSizes(s.players, s.jokerDeck.length, roundsOf(s));
  s.stacks = sizes.map((n) => s.jokerDeck.splice(s.jokerDeck.length - n, n));
  // Leftovers (pools above 21 jokers, shorter games) go back in the box unseen.
  s.box.push(...s.jokerDeck.splice(0));
  ctx.events.push({ kind: 'stacks-formed', sizes });
}

/**
 * "3. iii) Discard/Trash the Pot" and "4. Cleaning Up", done by everyone at once: each card left
 * in your pot is discarded or trashed (at most 2 trashed with the pro variant); then trash 1
 * card from the discard pile (+1 per "trash more" upgrade); then, with an active shuffle tile,
 * shuffle the deck or keep the tile for later ("Drafting personal jokers": first choose one of
 * your drafted jokers to shuffle in). Houses clean up on their own.
 */
import { breakRule } from './achievements.js';
import { shuffleDeck } from './deck.js';
import { cleanUpHouses } from './house.js';
import { moveCard, roundsOf, seatW, setPhase, setShuffleTile, type Ctx } from './state.js';
import { CLEANUP_TRASH, POT_TRASH_LIMIT_VARIANT } from './tables.js';
import type { SeatState, TrashPokerState } from './types.js';

/** How many pot cards the seat may trash. */
export function potTrashLimit(s: TrashPokerState, p: SeatState): number {
  return s.options.variants.trashTwoFromPot ? Math.min(POT_TRASH_LIMIT_VARIANT, p.pot.length) : p.pot.length;
}

/** How many discard-pile cards the seat may trash when cleaning up. */
export function cleanupTrashLimit(p: SeatState): number {
  return Math.min(CLEANUP_TRASH + p.upgrades.trashMore.length, p.discard.length);
}

export function beginCleanup(ctx: Ctx): void {
  const s = ctx.s;
  setPhase(ctx, 'cleanup');
  cleanUpHouses(ctx);
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    p.picked = [];
    if (p.pot.length > 0) p.step = 'pot-trash';
    else toCleanupTrash(ctx, seat);
  }
}

/** The picked pot cards go to the Trash, the others onto the discard pile. */
export function confirmPotTrash(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  for (const card of p.picked) moveCard(ctx, card, { zone: 'pot', seat }, { zone: 'trash', seat });
  for (const card of p.pot.slice()) moveCard(ctx, card, { zone: 'pot', seat }, { zone: 'discard', seat });
  p.picked = [];
  toCleanupTrash(ctx, seat);
}

function toCleanupTrash(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  if (cleanupTrashLimit(p) > 0) p.step = 'cleanup-trash';
  else toShuffle(ctx, seat);
}

export function confirmCleanupTrash(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  for (const card of p.picked) moveCard(ctx, card, { zone: 'discard', seat }, { zone: 'trash', seat });
  p.picked = [];
  toShuffle(ctx, seat);
}

function toShuffle(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  // After the last round a shuffle changes nothing, so the tile is not offered.
  p.step = p.shuffleActive && ctx.s.round < roundsOf(ctx.s) ? 'cleanup-shuffle' : 'idle';
}

/**
 * Use the shuffle tile (turn it back to gray and shuffle) or keep it active for a later round.
 * With drafted personal jokers, the seat first chooses one to shuffle in.
 */
export function useShuffleTile(ctx: Ctx, seat: number, use: boolean): void {
  if (use) {
    setShuffleTile(ctx, seat, false, 'used');
    breakRule(ctx, seat, 'shuffle');
    if (ctx.s.personal[seat]?.length > 0) {
      const p = seatW(ctx, seat);
      p.step = 'personal-joker';
      p.picked = [];
      return;
    }
    shuffleDeck(ctx, seat, 'shuffle-tile');
  }
  seatW(ctx, seat).step = 'idle';
}

/** "Drafting personal jokers": show the chosen joker (if any), add it to the deck, then shuffle. */
export function confirmPersonalJoker(ctx: Ctx, seat: number): void {
  const p = seatW(ctx, seat);
  for (const card of p.picked) {
    moveCard(ctx, card, { zone: 'personal', seat }, { zone: 'draw', seat });
    ctx.events.push({ kind: 'personal-joker', seat, card });
  }
  p.picked = [];
  shuffleDeck(ctx, seat, 'shuffle-tile');
  p.step = 'idle';
}

/**
 * "Unlocking Stuff", after final scoring: a score of 90 or more makes a checkmark in an empty box
 * of a box-lid row whose value it reached; each checkmark lets its player draw 3 unlockable
 * jokers and keep 1 (the others are shuffled back). In solo mode a player who beat the House
 * unlocks one more if the House's score would make a checkmark too ("Final Scoring and
 * Unlocking Cards"). The choices are actions (`choose-unlock`), one player at a time, so the
 * game is over only once they are made, and replays reproduce them.
 */
import { shuffleInPlace } from '../rng.js';
import { achievementUnlocks } from './achievements.js';
import { ACHIEVEMENT_JOKERS } from './achievement-data.js';
import { HOUSE_INITIALS } from './house-data.js';
import { houseNumbers } from './house.js';
import { UNLOCKABLE_JOKER_IDS } from './jokers.js';
import { houseAt, setPhase, type Ctx } from './state.js';
import { BOX_LID_ROWS, UNLOCK_DRAW } from './tables.js';
import type { CardId, TrashPokerOptions, TrashPokerState, UnlockState } from './types.js';

/**
 * Setup: the box lid as it was, and the unlockable jokers that may be drawn: the ones not
 * unlocked yet, without those kept apart for achievements. Null when playing without unlocks.
 */
export function createUnlocks(options: TrashPokerOptions): UnlockState | null {
  if (!options.unlocks) return null;
  const apart = options.achievements ? ACHIEVEMENT_JOKERS : [];
  const stack = UNLOCKABLE_JOKER_IDS.filter((id) => !options.jokerPool.includes(id) && !options.unlockedJokers.includes(id) && !apart.includes(id));
  return { lid: options.boxLid.slice(), stack, queue: [], offer: [], records: [] };
}

/**
 * The row (index into `BOX_LID_ROWS`) a score makes its checkmark in, or null: the highest row
 * whose value the score reached that still has an empty box. The highest is never worse for
 * later games: the lower rows stay open for lower scores.
 */
export function checkmarkRow(lid: readonly number[], score: number): number | null {
  for (let row = BOX_LID_ROWS.length - 1; row >= 0; row--) {
    if (score >= BOX_LID_ROWS[row].points && (lid[row] ?? 0) < BOX_LID_ROWS[row].boxes) return row;
  }
  return null;
}

/** Makes the checkmark: returns the record's item (`<row points>-<box number>`). */
function checkmark(ctx: Ctx, seat: number, score: number, by: 'player' | 'house', house?: number): boolean {
  const u = ctx.s.unlock!;
  const row = checkmarkRow(u.lid, score);
  if (row === null) return false;
  u.lid[row]++;
  const points = BOX_LID_ROWS[row].points;
  const data: Record<string, unknown> = { row: points, box: u.lid[row], score, by };
  if (by === 'house') Object.assign(data, { house, initials: HOUSE_INITIALS });
  u.records.push({ seat, kind: 'checkmark', item: `${points}-${u.lid[row]}`, data });
  ctx.events.push({ kind: 'checkmark', seat, row: points, box: u.lid[row], score, by, ...(by === 'house' ? { house } : {}) });
  return true;
}

/**
 * After final scoring (`s.result` holds the standings): checkmarks for the players, best placed
 * first, then the House's for the player who beat it; then the first choice, if any.
 */
export function startUnlocks(ctx: Ctx): void {
  const s = ctx.s;
  const u = s.unlock;
  if (!u) return;
  for (const st of s.result!.standings) {
    if (checkmark(ctx, st.seat, st.score, 'player')) u.queue.push({ seat: st.seat, reason: 'checkmark' });
  }
  const winner = s.result!.winners[0];
  if (s.solo && winner !== undefined) {
    const houses = houseNumbers(s).sort((a, b) => houseAt(s, b).chips - houseAt(s, a).chips || a - b);
    for (const who of houses) {
      if (checkmark(ctx, winner, houseAt(s, who).chips, 'house', who)) u.queue.push({ seat: winner, reason: 'house' });
    }
  }
  nextUnlock(ctx);
}

/** Draws the offer for the next player in the queue, if anybody is left. */
function nextUnlock(ctx: Ctx): void {
  const s = ctx.s;
  const u = s.unlock!;
  while (u.queue.length > 0) {
    const { seat } = u.queue[0];
    if (u.stack.length === 0) {
      // Every joker is unlocked: the checkmark stays, there is nothing left to draw.
      ctx.events.push({ kind: 'unlock-none', seat });
      u.queue.shift();
      continue;
    }
    shuffleInPlace(s.rng, u.stack);
    u.offer = u.stack.splice(Math.max(0, u.stack.length - UNLOCK_DRAW));
    if (s.phase !== 'unlock') setPhase(ctx, 'unlock');
    ctx.events.push({ kind: 'unlock-offered', seat, cards: u.offer.slice() });
    return;
  }
}

/** Nobody is left to choose an unlock. */
export function unlocksDone(s: TrashPokerState): boolean {
  return !s.unlock || s.unlock.queue.length === 0;
}

/** "Choose 1 of them and add it to the joker stack. Shuffle the other 2 jokers back into the stack." */
export function chooseUnlock(ctx: Ctx, seat: number, card: CardId): void {
  const u = ctx.s.unlock!;
  const { reason } = u.queue.shift()!;
  u.stack.push(...u.offer.filter((x) => x !== card));
  u.offer = [];
  u.records.push({ seat, kind: 'joker', item: card, data: { via: reason } });
  ctx.events.push({ kind: 'unlocked', seat, card, via: reason });
  nextUnlock(ctx);
}

/** The seat choosing an unlock now, or null. */
export function unlockChooser(s: TrashPokerState): number | null {
  return s.phase === 'unlock' && s.unlock && s.unlock.queue.length > 0 ? s.unlock.queue[0].seat : null;
}

/** The game is over: the result gets everything unlocked and achieved. */
export function closeGame(ctx: Ctx): void {
  const s = ctx.s;
  const result = s.result!;
  s.result = {
    ...result,
    extra: {
      ...result.extra,
      unlocksPending: false,
      unlocks: [...achievementUnlocks(s), ...(s.unlock?.records ?? [])],
      achievements: (s.achievements?.log ?? []).map((e) => ({ ...e })),
      boxLid: s.unlock ? s.unlock.lid.slice() : s.options.boxLid.slice(),
    },
  };
  setPhase(ctx, 'over');
  ctx.events.push({ kind: 'game-over', winners: s.result.winners, standings: s.result.standings });
}

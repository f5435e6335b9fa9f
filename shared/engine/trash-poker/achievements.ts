/**
 * "Achievements": setup (the achievement jokers are kept apart; achievements whose setup the
 * game does not have cannot be fulfilled), special rules (breaking one ends the attempt),
 * detection "during the game" (checked after every action: the joker goes on the achiever's
 * discard pile at once) and "at the end of the game" (the joker is unlocked). Everyone fulfils
 * at most 1 achievement per game; the House never does.
 */
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type Achievement, type AchievementRule } from './achievement-data.js';
import { countRank } from './cards.js';
import { deckOf } from './deck.js';
import { moveCard, type Ctx } from './state.js';
import { upgradeTotal } from './upgrades.js';
import type { AchievementState, TrashPokerOptions, TrashPokerState, UnlockRecord } from './types.js';

/** Whether the game's setup allows the achievement. */
function setupAllows(a: Achievement, options: TrashPokerOptions): boolean {
  if (!a.setup) return true;
  if (a.setup.needs === 'variant') return options.variants[a.setup.variant];
  return options.solo !== null && a.setup.difficulties.includes(options.solo.difficulty);
}

/**
 * Setup: the achievements that can be fulfilled in this game (not done before, setup met) and
 * their jokers kept apart (those still locked). Null when playing without achievements.
 */
export function createAchievements(options: TrashPokerOptions, players: number): AchievementState | null {
  if (!options.achievements) return null;
  const open = ACHIEVEMENTS.filter((a) => !options.achievementsDone.includes(a.id) && setupAllows(a, options));
  const stack = open.map((a) => a.joker).filter((j) => !options.jokerPool.includes(j) && !options.unlockedJokers.includes(j));
  return {
    open: open.map((a) => a.id),
    stack,
    fulfilled: Array.from({ length: players }, () => null),
    broken: Array.from({ length: players }, () => []),
    log: [],
  };
}

/** A special rule was broken by `seat`: the achievements with that rule are off for it. */
export function breakRule(ctx: Ctx, seat: number, what: AchievementRule['never']): void {
  const a = ctx.s.achievements;
  if (!a) return;
  for (const id of a.open) {
    if (ACHIEVEMENTS_BY_ID[id].rule?.never === what && !a.broken[seat].includes(id)) {
      a.broken[seat].push(id);
      ctx.events.push({ kind: 'achievement-lost', seat, id });
    }
  }
}

function fulfilled(s: TrashPokerState, seat: number, a: Achievement): boolean {
  const p = s.seats[seat];
  const t = a.trigger;
  switch (t.check) {
    case 'hand':
      return p.result !== null && p.result.handRank === t.hand && (!t.flush || p.result.flush);
    case 'upgrades':
      return upgradeTotal(p) >= t.atLeast;
    case 'exhaustion':
      return p.exhaustions > 0;
    case 'deck-rank':
      return countRank(deckOf(p), t.rank) >= t.atLeast;
    case 'trash-rank':
      return countRank(p.trash, t.rank) >= t.atLeast;
    case 'win':
      return s.result?.winners.includes(seat) ?? false;
  }
}

/** Checks the achievements of `when` for every seat without one yet, in seat order. */
function check(ctx: Ctx, when: 'during' | 'end'): void {
  const s = ctx.s;
  const state = s.achievements;
  if (!state) return;
  for (let seat = 0; seat < s.players; seat++) {
    if (state.fulfilled[seat] !== null) continue;
    for (const id of state.open) {
      const a = ACHIEVEMENTS_BY_ID[id];
      if (a.trigger.when !== when || state.broken[seat].includes(id) || !fulfilled(s, seat, a)) continue;
      fulfil(ctx, seat, a);
      break;
    }
  }
}

function fulfil(ctx: Ctx, seat: number, a: Achievement): void {
  const state = ctx.s.achievements!;
  state.fulfilled[seat] = a.id;
  state.open = state.open.filter((id) => id !== a.id);
  const joker = state.stack.includes(a.joker) ? a.joker : null;
  state.log.push({ seat, id: a.id, round: ctx.s.round, joker });
  ctx.events.push({ kind: 'achievement', seat, id: a.id, name: a.name, joker, when: a.trigger.when });
  // "During the game": the joker goes on the achiever's discard pile at once. At the end it is
  // only unlocked; it stays with the achievement cards.
  if (joker && a.trigger.when === 'during') moveCard(ctx, joker, { zone: 'achievements' }, { zone: 'discard', seat });
}

/** "During the game" achievements; run after every action while the game is played. */
export function checkDuringAchievements(ctx: Ctx): void {
  const phase = ctx.s.phase;
  if (phase === 'over' || phase === 'unlock') return;
  check(ctx, 'during');
}

/** "At the end of the game" achievements, after final scoring. */
export function checkEndAchievements(ctx: Ctx): void {
  check(ctx, 'during');
  check(ctx, 'end');
}

/** What the achievements unlocked, as `result().extra.unlocks` lines. */
export function achievementUnlocks(s: TrashPokerState): UnlockRecord[] {
  const out: UnlockRecord[] = [];
  for (const entry of s.achievements?.log ?? []) {
    const a = ACHIEVEMENTS_BY_ID[entry.id];
    out.push({ seat: entry.seat, kind: 'achievement', item: a.id, data: { name: a.name, when: a.trigger.when, round: entry.round } });
    if (entry.joker) out.push({ seat: entry.seat, kind: 'joker', item: entry.joker, data: { via: 'achievement', achievement: a.id } });
  }
  return out;
}

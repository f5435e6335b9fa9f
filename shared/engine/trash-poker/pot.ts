/**
 * "3. Collecting the Pot": ii) from the lowest placed up, everyone takes one card that someone
 * else put in (or a joker) onto their discard pile and carries out its "collect" effect at once;
 * iii) the cards left in your own pot are discarded or trashed, one by one (see cleanup.ts), and
 * jokers left in the middle leave the game.
 */
import { cardInfo } from './cards.js';
import { queueCollectEffects, runEffects } from './effects.js';
import { beginCleanup } from './cleanup.js';
import { moveCard, setPhase, type Ctx } from './state.js';
import { ROUNDS } from './tables.js';
import type { CardId, TrashPokerState } from './types.js';

/** Cards `seat` may collect: cards in the others' pots, and the jokers in the middle. */
export function collectable(s: TrashPokerState, seat: number): CardId[] {
  const cards: CardId[] = [];
  s.seats.forEach((p, i) => {
    if (i !== seat) cards.push(...p.pot);
  });
  cards.push(...s.middle);
  return cards;
}

/** The seat collecting now, or null outside the collect phase. */
export function collector(s: TrashPokerState): number | null {
  if (s.phase !== 'collect' || !s.collect) return null;
  return s.collect.order[s.collect.turn] ?? null;
}

export function startCollect(ctx: Ctx): void {
  const s = ctx.s;
  s.collect = { order: s.placement.slice().reverse(), turn: -1, effects: [] };
  setPhase(ctx, 'collect');
  nextCollector(ctx);
}

/** Hands over to the next-higher placed seat that has something to collect, or ends collecting. */
export function nextCollector(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.collect!;
  c.effects = [];
  for (c.turn++; c.turn < c.order.length; c.turn++) {
    const seat = c.order[c.turn];
    if (collectable(s, seat).length > 0) {
      ctx.events.push({ kind: 'collect-turn', seat });
      return;
    }
    ctx.events.push({ kind: 'collect-skipped', seat });
  }
  endCollect(ctx);
}

/** Takes `card` onto the collector's discard pile and starts its "collect" effect. */
export function collectCard(ctx: Ctx, seat: number, card: CardId): void {
  const s = ctx.s;
  const fromSeat = s.seats.findIndex((p) => p.pot.includes(card));
  const from = fromSeat >= 0 ? { zone: 'pot' as const, seat: fromSeat } : { zone: 'middle' as const };
  moveCard(ctx, card, from, { zone: 'discard', seat });
  ctx.events.push({ kind: 'collected', seat, card, fromSeat: fromSeat >= 0 ? fromSeat : null });
  const c = s.collect!;
  if (s.round === ROUNDS) {
    // "Changes in the Last Round": trash it directly if you like, and the effect is optional.
    c.effects.push({ kind: 'place-collected', card });
    if (cardInfo(card).collect.length > 0) c.effects.push({ kind: 'confirm-effect', card });
  } else {
    queueCollectEffects(ctx, card);
  }
  runEffects(ctx);
}

function endCollect(ctx: Ctx): void {
  const s = ctx.s;
  s.collect = null;
  // "If joker cards are still in the pot, remove them from the game."
  for (const card of s.middle.slice()) moveCard(ctx, card, { zone: 'middle' }, { zone: 'removed' });
  beginCleanup(ctx);
}

/**
 * "3. Collecting the Pot": ii) from the lowest placed up, everyone takes one card that someone
 * else put in (or a joker) onto their discard pile and carries out its "collect" effect at once;
 * a House (solo mode) removes a card by its personality instead, without effects; iii) the
 * cards left in your own pot are discarded or trashed, one by one (see cleanup.ts), and jokers
 * left anywhere in the pot (the middle or anyone's own pot) leave the game.
 */
import { queueCollectEffects, runEffects } from './effects.js';
import { houseRemoves } from './house.js';
import { collectEffectsFor } from './lasting.js';
import { isJoker } from './cards.js';
import { isHouse, moveCard, participants, potOf, roundsOf, setPhase, type Ctx, type Loc } from './state.js';
import type { CardId, TrashPokerState } from './types.js';

/**
 * Cards a participant may collect: a seat takes from the others' pots (Houses' included) and
 * the jokers in the middle; a House only from the seats' pots and the middle ("a joker or a
 * card of yours"), never from another House.
 */
export function collectable(s: TrashPokerState, who: number): CardId[] {
  const cards: CardId[] = [];
  const from = isHouse(s, who) ? s.seats.map((_, i) => i) : participants(s);
  for (const other of from) if (other !== who) cards.push(...potOf(s, other));
  cards.push(...s.middle);
  return cards;
}

/** The participant whose pot holds `card`, or null (the middle). */
export function potOwner(s: TrashPokerState, card: CardId): number | null {
  for (const who of participants(s)) if (potOf(s, who).includes(card)) return who;
  return null;
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

/**
 * Hands over to the next-higher placed participant that has something to collect; a House
 * removes its card at once. After the best placed, everyone has collected.
 */
export function nextCollector(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.collect!;
  c.effects = [];
  for (c.turn++; c.turn < c.order.length; c.turn++) {
    const who = c.order[c.turn];
    const cards = collectable(s, who);
    if (cards.length === 0) {
      ctx.events.push({ kind: 'collect-skipped', seat: who });
      continue;
    }
    ctx.events.push({ kind: 'collect-turn', seat: who });
    if (isHouse(s, who)) {
      houseRemoves(ctx, who, cards);
      continue;
    }
    return;
  }
}

/** Everyone has had their turn to collect. */
export function collectDone(s: TrashPokerState): boolean {
  return s.collect !== null && s.collect.turn >= s.collect.order.length;
}

/** Takes `card` onto the collector's discard pile and starts its "collect" effect. */
export function collectCard(ctx: Ctx, seat: number, card: CardId): void {
  const s = ctx.s;
  const fromSeat = potOwner(s, card);
  const from: Loc = fromSeat !== null ? { zone: 'pot', seat: fromSeat } : { zone: 'middle' };
  moveCard(ctx, card, from, { zone: 'discard', seat });
  ctx.events.push({ kind: 'collected', seat, card, fromSeat });
  const c = s.collect!;
  if (s.round === roundsOf(s)) {
    // "Changes in the Last Round": trash it directly if you like, and the effect is optional.
    c.effects.push({ kind: 'place-collected', card });
    if (collectEffectsFor(s.seats[seat].trash, card).length > 0) c.effects.push({ kind: 'confirm-effect', card });
  } else {
    queueCollectEffects(ctx, card);
  }
  runEffects(ctx);
}

export function endCollect(ctx: Ctx): void {
  const s = ctx.s;
  s.collect = null;
  // "If joker cards are still in the pot, remove them from the game", where the pot is "all the
  // cards together (yours and the others', plus the joker card(s) on the scoring track)".
  for (const card of s.middle.slice()) moveCard(ctx, card, { zone: 'middle' }, { zone: 'removed' });
  for (const who of participants(s)) {
    for (const card of potOf(s, who).filter(isJoker)) moveCard(ctx, card, { zone: 'pot', seat: who }, { zone: 'removed' });
  }
}

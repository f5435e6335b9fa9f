/**
 * "'Collect' Effects of the Starting Cards" and the jokers' collect stickers, interpreted from
 * the card data: 7 reveals a foreign draw pile's top card to trash or discard and activates the
 * shuffle tile; 8/9/10 upgrade once; J/Q/K trash up to 3; jokers as printed. Effects run one
 * after another for the collecting seat; steps needing a choice wait for its actions.
 */
import { collectEffectsFor } from './lasting.js';
import { drawPileOf, moveCard, participants, seatW, setShuffleTile, type Ctx } from './state.js';
import { availableAreas } from './upgrades.js';
import type { CardId, PendingEffect, TrashPokerState, UpgradeArea } from './types.js';

/**
 * Queues the collect effects of `card` for the collector: those printed on it, then those the
 * collector's lasting effects add (Joker u03).
 */
export function queueCollectEffects(ctx: Ctx, card: CardId): void {
  const c = ctx.s.collect!;
  const queued: PendingEffect[] = [];
  for (const e of collectEffectsFor(ctx.s.seats[c.order[c.turn]].trash, card)) {
    switch (e.do) {
      case 'raid':
        queued.push({ kind: 'raid', left: e.times, revealed: null, from: null });
        break;
      case 'activate-shuffle':
        queued.push({ kind: 'activate-shuffle' });
        break;
      case 'upgrade':
        queued.push({ kind: 'upgrade', left: e.max, min: e.min, source: null });
        break;
      case 'trash':
        queued.push({ kind: 'trash', left: e.max, picked: [] });
        break;
    }
  }
  // After the effect being resolved now (the last round's place / confirm steps), in order.
  c.effects.splice(1, 0, ...queued);
}

/**
 * Foreign draw piles the seat can reveal from ("not the jokers'"): the other seats' and the
 * Houses' draw piles that have cards.
 */
export function raidTargets(s: TrashPokerState, seat: number): number[] {
  return participants(s).filter((i) => i !== seat && drawPileOf(s, i).length > 0);
}

/**
 * Resolves what needs no choice (shuffle tile, effects that cannot happen) until a choice is
 * needed or nothing is left (then the collector's turn is over).
 */
export function runEffects(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.collect!;
  const seat = c.order[c.turn];
  while (c.effects.length > 0) {
    const e = c.effects[0];
    const p = s.seats[seat];
    if (e.kind === 'activate-shuffle') {
      setShuffleTile(ctx, seat, true, 'collect-effect');
    } else if (e.kind === 'raid') {
      if (e.revealed !== null || (e.left > 0 && raidTargets(s, seat).length > 0)) return;
    } else if (e.kind === 'upgrade') {
      const hasSource = p.discard.length > 0 || p.draw.length > 0;
      if (e.left > 0 && hasSource && availableAreas(p).length > 0) return;
    } else if (e.kind === 'trash') {
      if (e.left > 0 && (p.discard.length > 0 || p.draw.length > 0)) return;
    } else {
      return;
    }
    c.effects.shift();
  }
}

function current<K extends PendingEffect['kind']>(ctx: Ctx, kind: K): Extract<PendingEffect, { kind: K }> {
  const e = ctx.s.collect!.effects[0];
  if (!e || e.kind !== kind) throw new Error(`no ${kind} effect pending`);
  return e as Extract<PendingEffect, { kind: K }>;
}

function collectorSeat(ctx: Ctx): number {
  const c = ctx.s.collect!;
  return c.order[c.turn];
}

/** Finishes the effect at the head of the queue and goes on. */
function finish(ctx: Ctx): void {
  ctx.s.collect!.effects.shift();
  runEffects(ctx);
}

// -- Last round --------------------------------------------------------------------------------

export function placeCollected(ctx: Ctx, to: 'discard' | 'trash'): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'place-collected');
  if (to === 'trash') moveCard(ctx, e.card, { zone: 'discard', seat }, { zone: 'trash', seat });
  finish(ctx);
}

export function confirmEffect(ctx: Ctx, use: boolean): void {
  const e = current(ctx, 'confirm-effect');
  if (use) queueCollectEffects(ctx, e.card);
  else ctx.events.push({ kind: 'effect-skipped', seat: collectorSeat(ctx), card: e.card });
  finish(ctx);
}

// -- 7: reveal a foreign draw pile's top card ------------------------------------------------

export function raid(ctx: Ctx, target: number): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'raid');
  const draw = drawPileOf(ctx.s, target);
  const card = draw[draw.length - 1]; // read only: moveCard copies the seat it writes
  // The revealed card waits on the collector's discard pile while they decide where it goes.
  moveCard(ctx, card, { zone: 'draw', seat: target }, { zone: 'discard', seat });
  ctx.events.push({ kind: 'raid-revealed', seat, target, card });
  e.revealed = card;
  e.from = target;
}

export function placeRaided(ctx: Ctx, to: 'discard' | 'trash'): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'raid');
  if (to === 'trash') moveCard(ctx, e.revealed!, { zone: 'discard', seat }, { zone: 'trash', seat });
  e.revealed = null;
  e.from = null;
  e.left--;
  runEffects(ctx);
}

// -- 8, 9, 10: upgrade ------------------------------------------------------------------------

export function chooseUpgradeSource(ctx: Ctx, source: CardId | 'top' | null): void {
  current(ctx, 'upgrade').source = source;
}

export function upgradeWith(ctx: Ctx, area: UpgradeArea): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'upgrade');
  const p = seatW(ctx, seat);
  const card = e.source === 'top' ? p.draw[p.draw.length - 1] : e.source!;
  const from = e.source === 'top' ? 'draw' : 'discard';
  moveCard(ctx, card, { zone: from, seat }, { zone: 'upgrade', seat, area }, [seat]);
  ctx.events.push({ kind: 'upgraded', seat, area, count: p.upgrades[area].length });
  e.source = null;
  e.left--;
  e.min = Math.max(0, e.min - 1);
  runEffects(ctx);
}

export function endUpgrades(ctx: Ctx): void {
  finish(ctx);
}

// -- J, Q, K: trash ---------------------------------------------------------------------------

/** Trashes the top card of the draw pile now, face up, so the next choice can take it into account. */
export function trashTop(ctx: Ctx): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'trash');
  const p = seatW(ctx, seat);
  moveCard(ctx, p.draw[p.draw.length - 1], { zone: 'draw', seat }, { zone: 'trash', seat });
  e.left--;
  runEffects(ctx);
}

export function pickTrash(ctx: Ctx, card: CardId, picked: boolean): void {
  const e = current(ctx, 'trash');
  if (picked) e.picked.push(card);
  else e.picked.splice(e.picked.indexOf(card), 1);
}

export function confirmTrash(ctx: Ctx): void {
  const seat = collectorSeat(ctx);
  const e = current(ctx, 'trash');
  for (const card of e.picked) moveCard(ctx, card, { zone: 'discard', seat }, { zone: 'trash', seat });
  e.picked = [];
  finish(ctx);
}

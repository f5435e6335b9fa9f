/**
 * Who acts, what they may do, and doing it. Every step has three views of the same rule:
 * `legalActions` lists the actions, `checkAction` explains why an action is refused (null =
 * allowed), `perform` carries it out. Tests check that the first two agree.
 */
import { cardLabel } from './cards.js';
import { cleanupTrashLimit, confirmCleanupTrash, confirmPersonalJoker, confirmPotTrash, potTrashLimit, useShuffleTile } from './cleanup.js';
import { confirmRedraw, confirmSelect, finalShuffle, playCount, redrawLimit, threesLimit } from './draw.js';
import {
  chooseUpgradeSource,
  confirmEffect,
  confirmTrash,
  endUpgrades,
  pickTrash,
  placeCollected,
  placeRaided,
  raid,
  raidTargets,
  trashTop,
  upgradeWith,
} from './effects.js';
import { confirmRetrieve } from './play.js';
import { collectable, collectCard } from './pot.js';
import { keepJoker, removeDraftJoker } from './setup.js';
import { chooseUnlock, unlockChooser } from './unlocks.js';
import { seatW, type Ctx } from './state.js';
import { availableAreas } from './upgrades.js';
import type { CardId, PendingEffect, Step, TrashPokerAction, TrashPokerState } from './types.js';

/** The step `seat` is in (derived for the sequential draft and collect phases). */
export function stepOf(s: TrashPokerState, seat: number): Step {
  if (s.phase === 'over') return 'idle';
  if (s.phase === 'draft') return s.draft && s.draft.turn === seat ? 'draft' : 'idle';
  if (s.phase === 'collect') {
    const c = s.collect;
    if (!c || c.order[c.turn] !== seat) return 'idle';
    return c.effects[0]?.kind ?? 'collect';
  }
  if (s.phase === 'unlock') return unlockChooser(s) === seat ? 'choose-unlock' : 'idle';
  return s.seats[seat]?.step ?? 'idle';
}

/** Seats that may act now. */
export function actorsOf(s: TrashPokerState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'draft') return s.draft ? [s.draft.turn] : [];
  if (s.phase === 'collect') {
    // Houses never act: the engine plays their turns as soon as they come up.
    const c = s.collect;
    return c && c.turn < c.order.length && c.order[c.turn] < s.players ? [c.order[c.turn]] : [];
  }
  if (s.phase === 'unlock') {
    const chooser = unlockChooser(s);
    return chooser === null ? [] : [chooser];
  }
  const out: number[] = [];
  s.seats.forEach((p, i) => p.step !== 'idle' && out.push(i));
  return out;
}

/** The collector's pending effect of `kind`. */
function pending<K extends PendingEffect['kind']>(s: TrashPokerState, _kind: K): Extract<PendingEffect, { kind: K }> {
  return s.collect!.effects[0] as Extract<PendingEffect, { kind: K }>;
}

// ---------------------------------------------------------------------------------------------
// Selections: steps where cards are picked one by one, then confirmed.

interface Selection {
  from: readonly CardId[];
  picked: readonly CardId[];
  min: number;
  max: number;
  /** Where the pickable cards are, for messages. */
  where: string;
}

export function selectionOf(s: TrashPokerState, seat: number, step: Step = stepOf(s, seat)): Selection | null {
  const p = s.seats[seat];
  switch (step) {
    case 'redraw':
      return { from: p.hand, picked: p.picked, min: 0, max: Math.min(redrawLimit(p), p.hand.length), where: 'in your hand' };
    case 'threes':
      return { from: p.hand, picked: p.picked, min: 0, max: Math.min(threesLimit(p), p.hand.length), where: 'in your hand' };
    case 'select': {
      const n = playCount(p);
      return { from: p.hand, picked: p.picked, min: n, max: n, where: 'in your hand' };
    }
    case 'pot-trash':
      return { from: p.pot, picked: p.picked, min: 0, max: potTrashLimit(s, p), where: 'in your pot' };
    case 'cleanup-trash':
      return { from: p.discard, picked: p.picked, min: 0, max: cleanupTrashLimit(p), where: 'on your discard pile' };
    case 'retrieve':
      return { from: s.seats.flatMap((x) => x.trash), picked: p.picked, min: 0, max: 1, where: 'in a Trash' };
    case 'personal-joker':
      return { from: s.personal[seat], picked: p.picked, min: 0, max: 1, where: 'among your drafted jokers' };
    case 'trash': {
      const e = pending(s, 'trash');
      return { from: p.discard, picked: e.picked, min: 0, max: e.left, where: 'on your discard pile' };
    }
    default:
      return null;
  }
}

const BOTH_PLACES: TrashPokerAction[] = [
  { type: 'place', to: 'discard' },
  { type: 'place', to: 'trash' },
];

/** Every legal action for `seat` now. */
export function legalActionsOf(s: TrashPokerState, seat: number): TrashPokerAction[] {
  const step = stepOf(s, seat);
  const p = s.seats[seat];
  switch (step) {
    case 'idle':
    case 'activate-shuffle':
      return [];
    case 'draft':
      return s.draft!.revealed.map((card) => ({ type: 'remove-joker', card }));
    case 'choose-joker':
      return p.offer.map((card) => ({ type: 'keep-joker', card }));
    case 'choose-unlock':
      return s.unlock!.offer.map((card) => ({ type: 'choose-unlock', card }));
    case 'final-shuffle':
    case 'cleanup-shuffle':
      return [
        { type: 'shuffle', use: true },
        { type: 'shuffle', use: false },
      ];
    case 'collect':
      return collectable(s, seat).map((card) => ({ type: 'collect', card }));
    case 'place-collected':
      return BOTH_PLACES.slice();
    case 'confirm-effect':
      return [
        { type: 'effect', use: true },
        { type: 'effect', use: false },
      ];
    case 'raid': {
      const e = pending(s, 'raid');
      if (e.revealed !== null) return BOTH_PLACES.slice();
      return raidTargets(s, seat).map((target) => ({ type: 'raid', target }));
    }
    case 'upgrade': {
      // One card at a time: choose it, then its area. Another card only after putting the chosen
      // one back (unpick), so every forward move brings the upgrade nearer.
      const e = pending(s, 'upgrade');
      const out: TrashPokerAction[] = [];
      if (e.source === null) {
        for (const card of p.discard) out.push({ type: 'pick', card });
        if (p.draw.length > 0) out.push({ type: 'take-top' });
      } else {
        if (e.source !== 'top') out.push({ type: 'unpick', card: e.source });
        for (const area of availableAreas(p)) out.push({ type: 'upgrade', area });
      }
      // "Up to": the seat may stop here (the chosen card, if any, stays where it is).
      if (e.min === 0) out.push({ type: 'confirm' });
      return out;
    }
    default: {
      const sel = selectionOf(s, seat, step)!;
      const out: TrashPokerAction[] = [];
      if (sel.picked.length < sel.max) {
        for (const card of sel.from) if (!sel.picked.includes(card)) out.push({ type: 'pick', card });
      }
      for (const card of sel.picked) out.push({ type: 'unpick', card });
      if (step === 'trash' && p.draw.length > 0 && sel.picked.length < sel.max) out.push({ type: 'take-top' });
      if (sel.picked.length >= sel.min) out.push({ type: 'confirm' });
      return out;
    }
  }
}

/** Which action types a step takes, and what the seat should do there (for refusals). */
const STEP_ACTIONS: Record<Step, { types: TrashPokerAction['type'][]; todo: string }> = {
  idle: { types: [], todo: 'wait for the others' },
  'activate-shuffle': { types: [], todo: 'wait for the others' },
  draft: { types: ['remove-joker'], todo: 'remove a joker from the draft' },
  'choose-joker': { types: ['keep-joker'], todo: 'choose which of your two jokers to keep' },
  'final-shuffle': { types: ['shuffle'], todo: 'decide whether to shuffle your deck before drawing' },
  redraw: { types: ['pick', 'unpick', 'confirm'], todo: 'pick the cards to redraw, then confirm' },
  threes: { types: ['pick', 'unpick', 'confirm'], todo: 'pick the cards to redraw with your "3"s, then confirm' },
  select: { types: ['pick', 'unpick', 'confirm'], todo: 'pick the 5 cards to play, then confirm' },
  collect: { types: ['collect'], todo: 'collect a card from the pot' },
  'place-collected': { types: ['place'], todo: 'put the collected card on your discard pile or in your Trash' },
  'confirm-effect': { types: ['effect'], todo: 'decide whether to carry out the collect effect' },
  raid: { types: ['raid', 'place'], todo: 'reveal the top card of another draw pile, then trash or discard it' },
  upgrade: { types: ['pick', 'unpick', 'take-top', 'upgrade', 'confirm'], todo: 'pick a card and an area to upgrade' },
  trash: { types: ['pick', 'unpick', 'take-top', 'confirm'], todo: 'pick the cards to trash, then confirm' },
  'pot-trash': { types: ['pick', 'unpick', 'confirm'], todo: 'pick the pot cards to trash (the rest are discarded), then confirm' },
  'cleanup-trash': { types: ['pick', 'unpick', 'confirm'], todo: 'pick the cards to trash from your discard pile, then confirm' },
  'cleanup-shuffle': { types: ['shuffle'], todo: 'decide whether to use your shuffle tile' },
  'personal-joker': { types: ['pick', 'unpick', 'confirm'], todo: 'pick one of your drafted jokers to shuffle in (or none), then confirm' },
  retrieve: { types: ['pick', 'unpick', 'confirm'], todo: 'pick a card from any Trash to put on your discard pile (or none), then confirm' },
  'choose-unlock': { types: ['choose-unlock'], todo: 'choose the joker you unlock' },
};

/** What the seat should do now, as a sentence fragment. */
export function todoOf(step: Step): string {
  return STEP_ACTIONS[step].todo;
}

function label(card: CardId): string {
  try {
    return cardLabel(card);
  } catch {
    return 'That card';
  }
}

/** The refusal for choosing a second upgrade card while one is chosen. */
function alreadyChosen(source: CardId | 'top'): string {
  if (source === 'top') return 'You chose the top card of your draw pile: choose the area to slide it under.';
  return `You chose ${label(source)}: choose its area, or put it back first.`;
}

/** Why `action` is not allowed for `seat` now, or null when it is. */
export function checkAction(s: TrashPokerState, seat: number, a: TrashPokerAction): string | null {
  const step = stepOf(s, seat);
  const rule = STEP_ACTIONS[step];
  if (!rule.types.includes(a.type)) return `You cannot do that now: ${rule.todo}.`;
  const p = s.seats[seat];
  switch (step) {
    case 'draft':
      return s.draft!.revealed.includes((a as { card: CardId }).card) ? null : 'That joker is not in the draft.';
    case 'choose-joker':
      return p.offer.includes((a as { card: CardId }).card) ? null : 'You can only keep one of the jokers dealt to you.';
    case 'choose-unlock':
      return s.unlock!.offer.includes((a as { card: CardId }).card) ? null : 'Choose one of the jokers you drew.';
    case 'final-shuffle':
    case 'cleanup-shuffle':
    case 'place-collected':
    case 'confirm-effect':
      return null;
    case 'collect': {
      const card = (a as { card: CardId }).card;
      if (collectable(s, seat).includes(card)) return null;
      if (p.pot.includes(card)) return 'You cannot collect a card you put into the pot yourself.';
      return "Collect a card from another player's pot or a joker from the middle.";
    }
    case 'raid': {
      const e = pending(s, 'raid');
      if (a.type === 'place') return e.revealed !== null ? null : "First reveal the top card of another player's draw pile.";
      if (e.revealed !== null) return `Put ${label(e.revealed)} in your Trash or on your discard pile first.`;
      const target = (a as { target: number }).target;
      return raidTargets(s, seat).includes(target) ? null : 'Choose another player whose draw pile has cards.';
    }
    case 'upgrade': {
      const e = pending(s, 'upgrade');
      switch (a.type) {
        case 'pick':
          if (!p.discard.includes(a.card)) return `${label(a.card)} is not on your discard pile.`;
          return e.source === null ? null : alreadyChosen(e.source);
        case 'unpick':
          return e.source === a.card ? null : 'That card is not chosen.';
        case 'take-top':
          if (p.draw.length === 0) return 'Your draw pile is empty.';
          return e.source === null ? null : alreadyChosen(e.source);
        case 'upgrade':
          if (e.source === null) return 'First choose the card to upgrade with.';
          return availableAreas(p).includes(a.area) ? null : 'That area cannot take another upgrade.';
        default:
          return e.min === 0 ? null : 'This upgrade is compulsory: choose a card and an area.';
      }
    }
    default: {
      const sel = selectionOf(s, seat, step)!;
      switch (a.type) {
        case 'pick':
          if (!sel.from.includes(a.card)) return `${label(a.card)} is not ${sel.where}.`;
          if (sel.picked.includes(a.card)) return `${label(a.card)} is already picked.`;
          return sel.picked.length < sel.max ? null : `You can pick at most ${sel.max} card${sel.max === 1 ? '' : 's'} here.`;
        case 'unpick':
          return sel.picked.includes(a.card) ? null : `${label(a.card)} is not picked.`;
        case 'take-top':
          if (p.draw.length === 0) return 'Your draw pile is empty.';
          return sel.picked.length < sel.max ? null : 'You cannot trash more cards with this effect.';
        default:
          if (sel.picked.length < sel.min) {
            return `Pick ${sel.min} card${sel.min === 1 ? '' : 's'} before confirming (${sel.picked.length} picked).`;
          }
          return null;
      }
    }
  }
}

/** Carries out an allowed action. */
export function perform(ctx: Ctx, seat: number, a: TrashPokerAction): void {
  const s = ctx.s;
  const step = stepOf(s, seat);
  switch (step) {
    case 'draft':
      return removeDraftJoker(ctx, seat, (a as { card: CardId }).card);
    case 'choose-joker':
      return keepJoker(ctx, seat, (a as { card: CardId }).card);
    case 'choose-unlock':
      return chooseUnlock(ctx, seat, (a as { card: CardId }).card);
    case 'final-shuffle':
      return finalShuffle(ctx, seat, (a as { use: boolean }).use);
    case 'cleanup-shuffle':
      return useShuffleTile(ctx, seat, (a as { use: boolean }).use);
    case 'collect':
      return collectCard(ctx, seat, (a as { card: CardId }).card);
    case 'place-collected':
      return placeCollected(ctx, (a as { to: 'discard' | 'trash' }).to);
    case 'confirm-effect':
      return confirmEffect(ctx, (a as { use: boolean }).use);
    case 'raid':
      if (a.type === 'raid') return raid(ctx, a.target);
      return placeRaided(ctx, (a as { to: 'discard' | 'trash' }).to);
    case 'upgrade':
      if (a.type === 'pick') return chooseUpgradeSource(ctx, a.card);
      if (a.type === 'unpick') return chooseUpgradeSource(ctx, null);
      if (a.type === 'take-top') return chooseUpgradeSource(ctx, 'top');
      if (a.type === 'upgrade') return upgradeWith(ctx, a.area);
      return endUpgrades(ctx);
    case 'trash':
      if (a.type === 'pick' || a.type === 'unpick') {
        pickTrash(ctx, a.card, a.type === 'pick');
        ctx.events.push({ kind: 'picked', seat, card: a.card, picked: a.type === 'pick' });
        return;
      }
      if (a.type === 'take-top') return trashTop(ctx);
      return confirmTrash(ctx);
    default:
      if (a.type === 'pick' || a.type === 'unpick') {
        const p = seatW(ctx, seat);
        if (a.type === 'pick') p.picked.push(a.card);
        else p.picked.splice(p.picked.indexOf(a.card), 1);
        ctx.events.push({ kind: 'picked', seat, card: a.card, picked: a.type === 'pick', visibleTo: [seat] });
        return;
      }
      if (step === 'redraw' || step === 'threes') return confirmRedraw(ctx, seat);
      if (step === 'select') return confirmSelect(ctx, seat);
      if (step === 'pot-trash') return confirmPotTrash(ctx, seat);
      if (step === 'retrieve') return confirmRetrieve(ctx, seat);
      if (step === 'personal-joker') return confirmPersonalJoker(ctx, seat);
      return confirmCleanupTrash(ctx, seat);
  }
}

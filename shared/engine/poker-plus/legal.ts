/**
 * Which actions the rules allow right now. One check serves both `apply` (with a reason when it
 * refuses) and `legalActions` (which lists the candidates the check accepts), and it runs on a
 * `TurnContext` that bots build from their view, so nobody's idea of "legal" can drift.
 *
 * Two choices are made over several actions, so that the list stays short: an Ace's split (choose
 * the hand, pick the cards that leave it one by one, confirm) and a Joker's play (pick the card,
 * then name its destination). `checkMove` judges such a choice whole, for the bot's planning.
 */
import { meetsRequirement } from './dice';
import { ROYAL_POWERS, type PlayPermission, type StepPermissions } from './royals';
import type { CardId, HandTarget, PokerPlusAction, PokerPlusActionType, PokerPlusMove, PokerPlusState, Selection, Source, TurnContext } from './types';

/**
 * "On your turn, you may take one of three actions": play from your hand or the reserve (dice
 * apply), or discard. After an exact die match a second card may follow, or the turn may end.
 */
export const TURN_STEPS: Readonly<Record<'act' | 'bonus', StepPermissions>> = {
  act: { play: { from: ['hand', 'reserve'], playfield: 'own', dice: 'colour-parity', pickFirst: false }, discard: true, reshape: false, pass: false },
  bonus: { play: { from: ['hand', 'reserve'], playfield: 'own', dice: 'colour-parity', pickFirst: false }, discard: false, reshape: false, pass: true },
};

/** While a choice is under way, only these actions continue it (passing still declines the royal). */
const SELECTION_ACTIONS: Readonly<Record<Selection['kind'], readonly PokerPlusActionType[]>> = {
  split: ['pick', 'unpick', 'confirm', 'cancel', 'pass'],
  joker: ['play', 'cancel', 'pass'],
};

const SELECTION_HINTS: Readonly<Record<Selection['kind'], string>> = {
  split: 'Pick the cards that leave the hand and confirm, or cancel the split.',
  joker: 'Choose where the picked card goes, or cancel to pick another.',
};

export function permissionsOf(ctx: Pick<TurnContext, 'step' | 'royal'>): StepPermissions {
  if (ctx.step === 'royal' && ctx.royal) return ROYAL_POWERS[ctx.royal];
  return TURN_STEPS[ctx.step === 'bonus' ? 'bonus' : 'act'];
}

/** The acting seat's context. */
export function contextOf(state: PokerPlusState): TurnContext {
  return {
    seat: state.turn,
    step: state.step,
    royal: state.royal,
    selection: state.selection,
    dice: state.dice,
    hand: state.players[state.turn].hand,
    reserve: state.reserve,
    playfields: state.players.map((p) => p.playfield),
  };
}

export interface Refusal {
  code: string;
  error: string;
}

const refuse = (code: string, error: string): Refusal => ({ code, error });

const DICE_REFUSALS = {
  'colour-parity': 'Play a card that is odd or even like the die of its colour (A, J, K odd; Q, joker even).',
  'die-number': 'A Jack plays a reserve card whose number shows on a die.',
  none: '',
} as const;

const NOTHING_SELECTED = refuse('nothing-selected', 'Nothing is being chosen now.');

/** Null when the rules allow `action` now; otherwise why not. */
export function checkAction(ctx: TurnContext, action: PokerPlusAction): Refusal | null {
  const sel = ctx.selection;
  if (sel && !SELECTION_ACTIONS[sel.kind].includes(action.type)) return refuse('selection-open', SELECTION_HINTS[sel.kind]);
  const allowed = permissionsOf(ctx);
  switch (action.type) {
    case 'play':
      if (allowed.play?.pickFirst) {
        if (!sel) return refuse('pick-first', 'Pick the card first, then choose where it goes.');
        if (sel.kind === 'joker' && (sel.card !== action.card || sel.from !== action.from)) {
          return refuse('not-picked', 'Play the card you picked, or cancel to pick another.');
        }
      }
      return checkMove(ctx, action);
    case 'discard':
    case 'merge':
    case 'pass':
      return checkMove(ctx, action);
    case 'split':
      return checkSplitStart(ctx, allowed, action.hand);
    case 'pick':
      return sel?.kind === 'split' ? checkSplitPick(ctx, sel, action.card) : checkJokerPick(ctx, allowed, action.card);
    case 'unpick':
      if (sel?.kind !== 'split') return NOTHING_SELECTED;
      return sel.cards.includes(action.card) ? null : refuse('not-picked', 'That card is not picked.');
    case 'confirm':
      return sel?.kind === 'split' ? checkSplit(ctx, allowed, sel.hand, sel.cards) : NOTHING_SELECTED;
    case 'cancel':
      return sel ? null : NOTHING_SELECTED;
  }
}

/** Null when the rules allow this whole decision now, whatever is selected at the moment. */
export function checkMove(ctx: TurnContext, move: PokerPlusMove): Refusal | null {
  const allowed = permissionsOf(ctx);
  switch (move.type) {
    case 'play':
      if (!allowed.play) return refuse('wrong-step', stepHint(ctx));
      return checkPlacement(ctx, allowed.play, move);
    case 'discard':
      if (!allowed.discard) return refuse('wrong-step', stepHint(ctx));
      if (!ctx.hand.includes(move.card)) return refuse('card-not-in-hand', 'That card is not in your hand.');
      return null;
    case 'split':
      return checkSplit(ctx, allowed, move.hand, move.cards);
    case 'merge':
      return checkMerge(ctx, allowed, move.hands);
    case 'pass':
      if (!allowed.pass) return refuse('must-act', 'Play a card or discard one: a turn cannot be skipped.');
      return null;
  }
}

type Placement = Pick<Extract<PokerPlusAction, { type: 'play' }>, 'from' | 'card' | 'playfield' | 'hand'>;

function checkPlacement(ctx: TurnContext, play: PlayPermission, a: Placement): Refusal | null {
  if (!play.from.includes(a.from)) {
    return refuse('wrong-source', `Now you play from ${play.from.map((f) => (f === 'hand' ? 'your hand' : 'the reserve')).join(' or ')}.`);
  }
  const pool = a.from === 'hand' ? ctx.hand : ctx.reserve;
  if (!pool.includes(a.card)) {
    return refuse('card-not-available', a.from === 'hand' ? 'That card is not in your hand.' : 'That card is not in the reserve.');
  }
  if (a.playfield >= ctx.playfields.length) return refuse('no-such-playfield', 'There is no playfield at that seat.');
  if (play.playfield === 'own' && a.playfield !== ctx.seat) {
    return refuse('not-your-playfield', 'Only a Joker lets you play into another player’s playfield.');
  }
  // The text caps neither hands per playfield nor cards per hand: a hand beyond every entry scores 0.
  if (a.hand !== 'new' && a.hand >= ctx.playfields[a.playfield].length) return refuse('no-such-hand', 'That playfield has no such hand.');
  if (!meetsRequirement(play.dice, ctx.dice, a.card)) return refuse('dice-mismatch', DICE_REFUSALS[play.dice]);
  return null;
}

/** Where the card a Joker picks lies: the first of the allowed sources that holds it. */
export function sourceOf(ctx: TurnContext, play: PlayPermission, card: CardId): Source | null {
  return play.from.find((from) => (from === 'hand' ? ctx.hand : ctx.reserve).includes(card)) ?? null;
}

function checkJokerPick(ctx: TurnContext, allowed: StepPermissions, card: CardId): Refusal | null {
  const play = allowed.play;
  if (!play?.pickFirst) return refuse('wrong-step', stepHint(ctx));
  const from = sourceOf(ctx, play, card);
  if (!from) return refuse('card-not-available', 'That card is not in your hand or the reserve.');
  // A new hand can always be started, so only the dice can leave a card nowhere to go.
  return meetsRequirement(play.dice, ctx.dice, card) ? null : refuse('dice-mismatch', DICE_REFUSALS[play.dice]);
}

function checkSplitStart(ctx: TurnContext, allowed: StepPermissions, hand: number): Refusal | null {
  if (!allowed.reshape) return refuse('wrong-step', stepHint(ctx));
  const own = ctx.playfields[ctx.seat];
  if (hand >= own.length) return refuse('no-such-hand', 'Your playfield has no such hand.');
  if (own[hand].length < 2) return refuse('bad-split', 'A hand of one card cannot be split.');
  return null;
}

function checkSplitPick(ctx: TurnContext, sel: Extract<Selection, { kind: 'split' }>, card: CardId): Refusal | null {
  const hand = ctx.playfields[ctx.seat][sel.hand] ?? [];
  if (!hand.includes(card)) return refuse('bad-split', 'Pick only cards of the hand being split.');
  if (sel.cards.includes(card)) return refuse('already-picked', 'That card is already picked.');
  if (sel.cards.length + 1 >= hand.length) return refuse('bad-split', 'At least one card must stay in the hand.');
  return null;
}

function checkSplit(ctx: TurnContext, allowed: StepPermissions, hand: number, cards: readonly CardId[]): Refusal | null {
  const start = checkSplitStart(ctx, allowed, hand);
  if (start) return start;
  const own = ctx.playfields[ctx.seat];
  if (!cards.every((id) => own[hand].includes(id))) return refuse('bad-split', 'Split only cards of that hand.');
  if (cards.length === 0 || cards.length >= own[hand].length) {
    return refuse('bad-split', 'Both halves of a split need at least one card.');
  }
  return null;
}

function checkMerge(ctx: TurnContext, allowed: StepPermissions, hands: readonly [number, number]): Refusal | null {
  if (!allowed.reshape) return refuse('wrong-step', stepHint(ctx));
  const own = ctx.playfields[ctx.seat];
  const [a, b] = hands;
  if (a === b || a >= own.length || b >= own.length) return refuse('no-such-hand', 'Merge two different hands of your playfield.');
  return null;
}

function stepHint(ctx: TurnContext): string {
  if (ctx.step === 'bonus') return 'Your exact match lets you play a second card, or pass.';
  if (ctx.step === 'royal' && ctx.royal) {
    const power = ROYAL_POWERS[ctx.royal];
    return `Take the ${power.name}’s action (${power.text}) or pass.`;
  }
  return 'Play a card from your hand or the reserve, or discard one.';
}

/** Every hand a step's play may go into, and a new hand in each playfield. */
function destinations(ctx: TurnContext, play: PlayPermission): { playfield: number; hand: HandTarget }[] {
  const seats = play.playfield === 'own' ? [ctx.seat] : ctx.playfields.map((_, seat) => seat);
  return seats.flatMap((playfield) => [...ctx.playfields[playfield].keys(), 'new' as const].map((hand) => ({ playfield, hand })));
}

type Play = Extract<PokerPlusAction, { type: 'play' }>;

function playsOf(ctx: TurnContext, play: PlayPermission, from: Source, card: CardId): Play[] {
  return destinations(ctx, play).map((d) => ({ type: 'play', from, card, ...d }));
}

/**
 * Every play of the step's own cards, to every destination. A card the dice refuse is left out
 * before its destinations are listed (the check would refuse each of them), and the destinations
 * are listed once: this is the bots' hottest loop.
 */
function playsFromOwnCards(ctx: TurnContext, play: PlayPermission, out: { push(play: Play): unknown }): void {
  const targets = destinations(ctx, play);
  for (const from of play.from) {
    for (const card of ownCards(ctx, from)) {
      if (!meetsRequirement(play.dice, ctx.dice, card)) continue;
      for (const d of targets) out.push({ type: 'play', from, card, ...d });
    }
  }
}

function ownCards(ctx: TurnContext, from: Source): readonly CardId[] {
  return from === 'hand' ? ctx.hand : ctx.reserve;
}

/** Candidates while a choice is under way: they continue it, drop it, or decline the royal. */
function selectionCandidates(ctx: TurnContext, sel: Selection, allowed: StepPermissions): PokerPlusAction[] {
  const out: PokerPlusAction[] = [];
  if (sel.kind === 'split') {
    for (const card of ctx.playfields[ctx.seat][sel.hand] ?? []) {
      out.push(sel.cards.includes(card) ? { type: 'unpick', card } : { type: 'pick', card });
    }
    out.push({ type: 'confirm' });
  } else if (allowed.play) {
    out.push(...playsOf(ctx, allowed.play, sel.from, sel.card));
  }
  out.push({ type: 'cancel' }, { type: 'pass' });
  return out;
}

/** Every candidate the step could allow, before the rules look at it. */
function candidates(ctx: TurnContext, allowed: StepPermissions): PokerPlusAction[] {
  if (ctx.selection) return selectionCandidates(ctx, ctx.selection, allowed);
  const out: PokerPlusAction[] = [];
  const play = allowed.play;
  if (play?.pickFirst) for (const from of play.from) for (const card of ownCards(ctx, from)) out.push({ type: 'pick', card });
  else if (play) playsFromOwnCards(ctx, play, out);
  if (allowed.discard) for (const card of ctx.hand) out.push({ type: 'discard', card });
  if (allowed.reshape) {
    const own = ctx.playfields[ctx.seat];
    for (const hand of own.keys()) out.push({ type: 'split', hand });
    for (let a = 0; a < own.length; a++) for (let b = a + 1; b < own.length; b++) out.push({ type: 'merge', hands: [a, b] });
  }
  if (allowed.pass) out.push({ type: 'pass' });
  return out;
}

/**
 * Every legal action in this context. Each merge is listed once, lower hand first (`apply`
 * accepts either order). A split is listed as the hand to split, then card by card.
 */
export function legalInContext(ctx: TurnContext): PokerPlusAction[] {
  const allowed = permissionsOf(ctx);
  return candidates(ctx, allowed).filter((a) => checkAction(ctx, a) === null);
}

function properSubsets(cards: readonly CardId[]): CardId[][] {
  const subsets: CardId[][] = [];
  const full = (1 << cards.length) - 1;
  for (let mask = 1; mask < full; mask++) subsets.push(cards.filter((_, i) => mask & (1 << i)));
  return subsets;
}

/**
 * Every whole decision the step allows, ignoring any choice under way: each split with its cards
 * (up to a thousand for a big hand, unless `splitsOf` names fewer) and each Joker play with its
 * destination. For planning only; `legalInContext` is what may be sent.
 */
export function movesInContext(ctx: TurnContext, splitsOf: (cards: readonly CardId[]) => CardId[][] = properSubsets): PokerPlusMove[] {
  const allowed = permissionsOf(ctx);
  const out: PokerPlusMove[] = [];
  if (allowed.play) playsFromOwnCards(ctx, allowed.play, out);
  if (allowed.discard) for (const card of ctx.hand) out.push({ type: 'discard', card });
  if (allowed.reshape) {
    const own = ctx.playfields[ctx.seat];
    own.forEach((cards, hand) => {
      for (const subset of splitsOf(cards)) out.push({ type: 'split', hand, cards: subset });
    });
    for (let a = 0; a < own.length; a++) for (let b = a + 1; b < own.length; b++) out.push({ type: 'merge', hands: [a, b] });
  }
  if (allowed.pass) out.push({ type: 'pass' });
  return out.filter((m) => checkMove(ctx, m) === null);
}

/** True when the step offers something besides passing (otherwise it resolves by itself). */
export function hasChoice(ctx: TurnContext): boolean {
  return legalInContext(ctx).some((a) => a.type !== 'pass');
}

/**
 * Which actions the rules allow right now. One check serves both `apply` (with a reason when it
 * refuses) and `legalActions` (which lists the candidates the check accepts), and it runs on a
 * `TurnContext` that bots build from their view, so nobody's idea of "legal" can drift.
 */
import { meetsRequirement } from './dice';
import { ROYAL_POWERS, type StepPermissions } from './royals';
import type { CardId, PokerPlusAction, PokerPlusState, TurnContext } from './types';

/**
 * "On your turn, you may take one of three actions": play from your hand or the reserve (dice
 * apply), or discard. After an exact die match a second card may follow, or the turn may end.
 */
export const TURN_STEPS: Readonly<Record<'act' | 'bonus', StepPermissions>> = {
  act: { play: { from: ['hand', 'reserve'], playfield: 'own', dice: 'colour-parity' }, discard: true, reshape: false, pass: false },
  bonus: { play: { from: ['hand', 'reserve'], playfield: 'own', dice: 'colour-parity' }, discard: false, reshape: false, pass: true },
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
    dice: state.dice,
    hand: state.players[state.turn].hand,
    reserve: state.reserve,
    playfields: state.players.map((p) => p.playfield),
    maxHands: state.config.maxHands,
    maxHandSize: state.config.maxHandSize,
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

/** Null when the rules allow `action` now; otherwise why not. */
export function checkAction(ctx: TurnContext, action: PokerPlusAction): Refusal | null {
  const allowed = permissionsOf(ctx);
  switch (action.type) {
    case 'play':
      return checkPlay(ctx, allowed, action);
    case 'discard':
      if (!allowed.discard) return refuse('wrong-step', stepHint(ctx));
      if (!ctx.hand.includes(action.card)) return refuse('card-not-in-hand', 'That card is not in your hand.');
      return null;
    case 'split':
      return checkSplit(ctx, allowed, action.hand, action.cards);
    case 'merge':
      return checkMerge(ctx, allowed, action.hands);
    case 'pass':
      if (!allowed.pass) return refuse('must-act', 'Play a card or discard one: a turn cannot be skipped.');
      return null;
  }
}

function checkPlay(ctx: TurnContext, allowed: StepPermissions, a: Extract<PokerPlusAction, { type: 'play' }>): Refusal | null {
  const play = allowed.play;
  if (!play) return refuse('wrong-step', stepHint(ctx));
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
  const target = ctx.playfields[a.playfield];
  if (a.hand === 'new') {
    if (target.length >= ctx.maxHands) return refuse('too-many-hands', `A playfield holds at most ${ctx.maxHands} hands.`);
  } else if (a.hand >= target.length) {
    return refuse('no-such-hand', 'That playfield has no such hand.');
  } else if (target[a.hand].length >= ctx.maxHandSize) {
    return refuse('hand-full', `A hand holds at most ${ctx.maxHandSize} cards.`);
  }
  if (!meetsRequirement(play.dice, ctx.dice, a.card)) return refuse('dice-mismatch', DICE_REFUSALS[play.dice]);
  return null;
}

function checkSplit(ctx: TurnContext, allowed: StepPermissions, hand: number, cards: readonly CardId[]): Refusal | null {
  if (!allowed.reshape) return refuse('wrong-step', stepHint(ctx));
  const own = ctx.playfields[ctx.seat];
  if (hand >= own.length) return refuse('no-such-hand', 'Your playfield has no such hand.');
  if (own.length >= ctx.maxHands) return refuse('too-many-hands', `A playfield holds at most ${ctx.maxHands} hands.`);
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
  if (own[a].length + own[b].length > ctx.maxHandSize) {
    return refuse('hand-full', `A hand holds at most ${ctx.maxHandSize} cards.`);
  }
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

/** Every candidate the step could allow, before the rules look at it. */
function candidates(ctx: TurnContext, allowed: StepPermissions): PokerPlusAction[] {
  const out: PokerPlusAction[] = [];
  if (allowed.play) {
    const seats = allowed.play.playfield === 'own' ? [ctx.seat] : ctx.playfields.map((_, seat) => seat);
    for (const from of allowed.play.from) {
      for (const id of from === 'hand' ? ctx.hand : ctx.reserve) {
        for (const seat of seats) {
          const targets = [...ctx.playfields[seat].keys(), 'new' as const];
          for (const hand of targets) out.push({ type: 'play', from, card: id, playfield: seat, hand });
        }
      }
    }
  }
  if (allowed.discard) for (const id of ctx.hand) out.push({ type: 'discard', card: id });
  if (allowed.reshape) {
    const own = ctx.playfields[ctx.seat];
    own.forEach((cards, hand) => {
      for (const subset of properSubsets(cards)) out.push({ type: 'split', hand, cards: subset });
    });
    for (let a = 0; a < own.length; a++) for (let b = a + 1; b < own.length; b++) out.push({ type: 'merge', hands: [a, b] });
  }
  if (allowed.pass) out.push({ type: 'pass' });
  return out;
}

function properSubsets(cards: readonly CardId[]): CardId[][] {
  const subsets: CardId[][] = [];
  const full = (1 << cards.length) - 1;
  for (let mask = 1; mask < full; mask++) subsets.push(cards.filter((_, i) => mask & (1 << i)));
  return subsets;
}

/**
 * Every legal action in this context. Each merge is listed once, lower hand first (`apply`
 * accepts either order); each split lists the cards that move to the new hand.
 */
export function legalInContext(ctx: TurnContext): PokerPlusAction[] {
  const allowed = permissionsOf(ctx);
  return candidates(ctx, allowed).filter((a) => checkAction(ctx, a) === null);
}

/** True when the step offers something besides passing (otherwise it resolves by itself). */
export function hasChoice(ctx: TurnContext): boolean {
  return legalInContext(ctx).some((a) => a.type !== 'pass');
}

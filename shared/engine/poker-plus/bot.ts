/**
 * A greedy bot: it takes the legal action that most raises the value of its playfield (or most
 * lowers an opponent's, with a Joker), looking one step ahead through an exact match's second
 * card and a royal's action. It sees only its view.
 */
import { isExactMatch } from './dice';
import { reachablePatterns, scoreHand } from './hands';
import { legalInContext } from './legal';
import { royalOf } from './royals';
import type { CardId, PokerPlusAction, PokerPlusView, TurnContext } from './types';
import { contextFromView } from './view';

/** How much an unfinished hand is worth per entry it could still become, per card it still lacks. */
const PROMISE_PER_MISSING_CARD = 0.15;
/** Throwing away a plain card only recycles the hand, so it ranks just below doing nothing useful. */
const PLAIN_DISCARD = -0.05;

/** What a playfield hand is worth to a player: its score, or what it may still become. */
export function handValue(cards: readonly CardId[]): number {
  const scored = scoreHand(cards).points;
  if (cards.length < 2) return scored;
  let promise = 0;
  for (const { pattern, missing } of reachablePatterns(cards)) {
    if (missing > 0) promise = Math.max(promise, pattern.points * PROMISE_PER_MISSING_CARD ** missing);
  }
  return Math.max(scored, promise);
}

const without = (cards: readonly CardId[], id: CardId) => cards.filter((c) => c !== id);

function valueOf(ctx: TurnContext, action: PokerPlusAction): number {
  switch (action.type) {
    case 'play': {
      const field = ctx.playfields[action.playfield];
      const before = action.hand === 'new' ? [] : field[action.hand];
      const gain = handValue([...before, action.card]) - handValue(before);
      const value = action.playfield === ctx.seat ? gain : -gain;
      if (ctx.step !== 'act' || !isExactMatch(ctx.dice, action.card)) return value;
      return value + Math.max(0, bestValue(afterPlay(ctx, action)));
    }
    case 'discard': {
      const royal = royalOf(action.card);
      if (!royal) return PLAIN_DISCARD;
      return Math.max(PLAIN_DISCARD, bestValue({ ...ctx, hand: without(ctx.hand, action.card), step: 'royal', royal }));
    }
    case 'split': {
      const hand = ctx.playfields[ctx.seat][action.hand];
      const moving = new Set(action.cards);
      const kept = hand.filter((id) => !moving.has(id));
      return handValue(kept) + handValue(action.cards) - handValue(hand);
    }
    case 'merge': {
      const [a, b] = action.hands.map((h) => ctx.playfields[ctx.seat][h]);
      return handValue([...a, ...b]) - handValue(a) - handValue(b);
    }
    case 'pass':
      return 0;
  }
}

/** The context after a play, for the second card (the reserve refill is unknown, so left out). */
function afterPlay(ctx: TurnContext, play: Extract<PokerPlusAction, { type: 'play' }>): TurnContext {
  const playfields = ctx.playfields.map((field, seat) => {
    if (seat !== play.playfield) return field;
    return play.hand === 'new' ? [...field, [play.card]] : field.map((h, i) => (i === play.hand ? [...h, play.card] : h));
  });
  return {
    ...ctx,
    step: 'bonus',
    hand: play.from === 'hand' ? without(ctx.hand, play.card) : ctx.hand,
    reserve: play.from === 'reserve' ? without(ctx.reserve, play.card) : ctx.reserve,
    playfields,
  };
}

function bestValue(ctx: TurnContext): number {
  let best = -Infinity;
  for (const a of legalInContext(ctx)) best = Math.max(best, valueOf(ctx, a));
  return best;
}

/** The bot's choice, one of `view.legal`; throws when the view's seat has nothing to do. */
export function chooseAction(view: PokerPlusView): PokerPlusAction {
  if (view.legal.length === 0) throw new Error('This seat has no action to take now.');
  const ctx = contextFromView(view);
  let best = view.legal[0];
  let bestScore = -Infinity;
  for (const action of view.legal) {
    const v = valueOf(ctx, action);
    if (v > bestScore) {
      best = action;
      bestScore = v;
    }
  }
  return best;
}

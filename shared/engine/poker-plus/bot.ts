/**
 * A greedy bot: it plans the whole move that most raises the value of its playfield (or most
 * lowers an opponent's, with a Joker), looking one step ahead through an exact match's second
 * card and a royal's action, then sends the next action towards it (a split or a Joker's play
 * takes several). It sees only its view.
 */
import { BoundedMemo } from '../memo';
import { isExactMatch, matchesColourParity } from './dice';
import { reachablePatterns, scoreHand } from './hands';
import { movesInContext, permissionsOf } from './legal';
import { ROYAL_POWERS, royalOf } from './royals';
import type { CardId, HandTarget, PokerPlusAction, PokerPlusMove, PokerPlusView, TurnContext } from './types';
import { contextFromView } from './view';

/** How much an unfinished hand is worth per entry it could still become, per card it still lacks. */
const PROMISE_PER_MISSING_CARD = 0.15;
/** Throwing away a plain card only recycles the hand, so it ranks just below doing nothing useful. */
const PLAIN_DISCARD = -0.05;
/**
 * Each card of a split is picked by its own action. Splitting off a part or keeping it leaves the
 * same two hands, so this tiny cost makes the bot pick the smaller part.
 */
const COST_PER_PICK = 1e-6;

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

type Worth = (cards: readonly CardId[]) => number;

/** Hand values `handWorth` keeps, up to 50,000 before it starts over (a worker lives long). */
const knownHands = new BoundedMemo<number>(50_000);

/**
 * `handValue` remembered across decisions: it depends on the cards alone, the part a split keeps
 * is the part its mirror split moves (a 10-card hand's 1,022 splits need 1,022 values rather than
 * 2,044), and the search bot's rollouts weigh the same hands decision after decision.
 */
export const handWorth: Worth = (cards) => knownHands.get(cards.join(), () => handValue(cards));

/** The splits of a hand `worthSplits` found, remembered by its cards. */
const knownSplits = new BoundedMemo<{ parts: CardId[][]; weighed: number }>(5_000);

/**
 * The splits of `cards` worth weighing, in `properSubsets`' order: those with a part worth
 * something. A split into two worthless parts gives up the hand's worth and pays for its picks,
 * and passing (worth 0, always allowed beside a split) beats that, so the plan never wants one.
 * Parts worth something are grown from pairs a card at a time: a part worth nothing never grows
 * into one worth something (any entry a hand can still become, it could with a card fewer), so a
 * 15-card hand's few hundred such parts are found without weighing its 32,766 splits. `weighed`:
 * the hand values asked for along the way and for each split kept, the plan's work.
 */
function worthSplits(cards: readonly CardId[]): { parts: CardId[][]; weighed: number } {
  return knownSplits.get(cards.join(), () => {
    const n = cards.length;
    const full = 2 ** n - 1;
    const part = (mask: number) => cards.filter((_, i) => mask & (1 << i));
    const masks = new Set<number>();
    let weighed = 0;
    const grow = (mask: number, last: number) => {
      for (let i = last + 1; i < n; i++) {
        const bigger = mask | (1 << i);
        weighed++;
        if (bigger === full || handWorth(part(bigger)) <= 0) continue;
        masks.add(bigger).add(full ^ bigger);
        grow(bigger, i);
      }
    };
    for (let i = 0; i < n; i++) grow(1 << i, i);
    const parts = [...masks].sort((a, b) => a - b).map(part);
    return { parts, weighed: weighed + 2 * parts.length };
  });
}

const splitsWorthWeighing = (cards: readonly CardId[]) => worthSplits(cards).parts;

function moveValue(ctx: TurnContext, action: PokerPlusMove, worth: Worth, seconds?: SecondPlays): number {
  switch (action.type) {
    case 'play': {
      const field = ctx.playfields[action.playfield];
      const before = action.hand === 'new' ? [] : field[action.hand];
      const gain = worth([...before, action.card]) - worth(before);
      const value = action.playfield === ctx.seat ? gain : -gain;
      if (ctx.step !== 'act' || !isExactMatch(ctx.dice, action.card)) return value;
      if (seconds && action.playfield === ctx.seat) return value + Math.max(0, seconds.bestAfter(action.card, action.hand));
      return value + Math.max(0, bestValue(afterPlay(ctx, action), worth));
    }
    case 'discard': {
      const royal = royalOf(action.card);
      if (!royal) return PLAIN_DISCARD;
      return Math.max(PLAIN_DISCARD, bestValue({ ...ctx, hand: without(ctx.hand, action.card), step: 'royal', royal, selection: null }, worth));
    }
    case 'split': {
      const hand = ctx.playfields[ctx.seat][action.hand];
      const moving = new Set(action.cards);
      const kept = hand.filter((id) => !moving.has(id));
      return worth(kept) + worth(action.cards) - worth(hand) - COST_PER_PICK * action.cards.length;
    }
    case 'merge': {
      const [a, b] = action.hands.map((h) => ctx.playfields[ctx.seat][h]);
      return worth([...a, ...b]) - worth(a) - worth(b);
    }
    case 'pass':
      return 0;
  }
}

/** The context after a play, for the second card (the reserve refill is unknown, so left out). */
function afterPlay(ctx: TurnContext, play: Extract<PokerPlusMove, { type: 'play' }>): TurnContext {
  const playfields = ctx.playfields.map((field, seat) => {
    if (seat !== play.playfield) return field;
    return play.hand === 'new' ? [...field, [play.card]] : field.map((h, i) => (i === play.hand ? [...h, play.card] : h));
  });
  return {
    ...ctx,
    step: 'bonus',
    selection: null,
    hand: play.from === 'hand' ? without(ctx.hand, play.card) : ctx.hand,
    reserve: play.from === 'reserve' ? without(ctx.reserve, play.card) : ctx.reserve,
    playfields,
  };
}

function bestValue(ctx: TurnContext, worth: Worth): number {
  let best = -Infinity;
  for (const m of movesInContext(ctx, splitsWorthWeighing)) best = Math.max(best, moveValue(ctx, m, worth));
  return best;
}

/** What the best second card after an exact match into one's own playfield adds. */
interface SecondPlays {
  bestAfter(first: CardId, into: HandTarget): number;
}

/**
 * `bestValue(afterPlay(ctx, first))` for every first card played into the seat's own playfield,
 * without listing and weighing the second step's moves again for each first card: the second
 * step's plays (`TURN_STEPS.bonus`: the seat's own cards but the first, into its own hands or a
 * new one, dice by colour and parity; or pass) gain what they gain now, except into the hand the
 * first card joined. Their gains are weighed once per plan: this was half of a greedy decision.
 */
function secondPlays(ctx: TurnContext, worth: Worth): SecondPlays {
  const own = ctx.playfields[ctx.seat];
  const cards = [...ctx.hand, ...ctx.reserve].filter((id) => matchesColourParity(ctx.dice, id));
  const targets: HandTarget[] = [...own.keys(), 'new'];
  const gains = cards.map((id) => targets.map((h) => (h === 'new' ? worth([id]) - worth([]) : worth([...own[h], id]) - worth(own[h]))));
  return {
    bestAfter(first, into) {
      // Passing is always allowed in the second step: it is worth 0.
      let best = 0;
      const joined = into === 'new' ? [first] : [...own[into], first];
      const worthJoined = worth(joined);
      cards.forEach((id, i) => {
        if (id === first) return;
        targets.forEach((h, j) => {
          if (h !== into || h === 'new') best = Math.max(best, gains[i][j]);
        });
        best = Math.max(best, worth([...joined, id]) - worthJoined);
      });
      return best;
    },
  };
}

/** The whole move the bot wants, ignoring any choice under way (the first of equals, as listed). */
function plan(ctx: TurnContext): PokerPlusMove {
  const seconds = ctx.step === 'act' && ctx.dice ? secondPlays(ctx, handWorth) : undefined;
  let best: PokerPlusMove = { type: 'pass' };
  let bestScore = -Infinity;
  for (const move of movesInContext(ctx, splitsWorthWeighing)) {
    const v = moveValue(ctx, move, handWorth, seconds);
    if (v > bestScore) {
      best = move;
      bestScore = v;
    }
  }
  return best;
}

/**
 * How much `plan` weighs for splits in `ctx`, by far the most of its work with a big hand: the
 * own hands' `worthSplits` where the step may reshape, and again for each card in hand whose
 * discard would (an Ace's royal step is weighed through `bestValue`).
 */
export function splitsWeighed(ctx: TurnContext): number {
  const allowed = permissionsOf(ctx);
  const reshapes = (id: CardId) => {
    const royal = royalOf(id);
    return royal !== null && ROYAL_POWERS[royal].reshape;
  };
  const times = (allowed.reshape ? 1 : 0) + (allowed.discard ? ctx.hand.filter(reshapes).length : 0);
  if (times === 0) return 0;
  return times * ctx.playfields[ctx.seat].reduce((n, hand) => n + worthSplits(hand).weighed, 0);
}

/** The next action towards `move`: open or adjust the selection it needs, or drop one it does not. */
function stepTowards(ctx: TurnContext, move: PokerPlusMove): PokerPlusAction {
  const sel = ctx.selection;
  if (move.type === 'split') {
    if (!sel) return { type: 'split', hand: move.hand };
    if (sel.kind !== 'split' || sel.hand !== move.hand) return { type: 'cancel' };
    const extra = sel.cards.find((id) => !move.cards.includes(id));
    if (extra) return { type: 'unpick', card: extra };
    const missing = move.cards.find((id) => !sel.cards.includes(id));
    return missing ? { type: 'pick', card: missing } : { type: 'confirm' };
  }
  if (move.type === 'play' && permissionsOf(ctx).play?.pickFirst) {
    if (!sel) return { type: 'pick', card: move.card };
    return sel.kind === 'joker' && sel.card === move.card ? move : { type: 'cancel' };
  }
  return sel && move.type !== 'pass' ? { type: 'cancel' } : move;
}

/** The bot's choice, one of `view.legal`; throws when the view's seat has nothing to do. */
export function chooseAction(view: PokerPlusView): PokerPlusAction {
  if (view.legal.length === 0) throw new Error('This seat has no action to take now.');
  const ctx = contextFromView(view);
  return stepTowards(ctx, plan(ctx));
}

/**
 * A greedy bot that decides from its own view only. It plays its best five cards, redraws the
 * useful cards it will not play (so they stay safe on its discard pile) and keeps junk in hand
 * (so the junk goes to the pot and then into the Trash), collects what helps most, trashes the
 * cards that score in the Trash or are worth little, and upgrades with the least useful card.
 */
import { cardInfo, countRank, FACE_RANKS, isFaceCard, isForeign } from './cards.js';
import { type BestFive, bestFive, type HandEvaluation } from './hand.js';
import { sameAction } from './actions.js';
import { BoundedMemo } from '../memo.js';
import { evalOptionsFor } from './play.js';
import { expectedRemovalChips, housesToRemove, nextPersonalityOdds, removalCandidates } from './personality-odds.js';
import { legalActionsOf } from './rules.js';
import type { CardId, PendingEffect, Rank, TrashPokerAction, TrashPokerState, UpgradeArea } from './types.js';
import { UPGRADE_AREAS } from './types.js';
import { viewOf, type SeatView, type TrashPokerView } from './view.js';

/** What a rank is worth kept in the deck (hands, aces' 5 chips). */
const DECK_VALUE: Readonly<Record<Rank, number>> = {
  '2': 0.5,
  '3': 0.5,
  '4': 0.5,
  '5': 0.5,
  '6': 0.5,
  '7': 1,
  '8': 1.5,
  '9': 1.5,
  '10': 2,
  J: 2.5,
  Q: 3,
  K: 3,
  A: 11,
};

/** What a rank is worth in the Trash ("2"s, "3"-fold drawing, 4-5 pairs, the "6" majority). */
const TRASH_VALUE: Readonly<Partial<Record<Rank, number>>> = { '2': 2.5, '3': 2.5, '4': 2.5, '5': 2.5, '6': 2 };

/** Upgrade areas in the order the bot fills them: [area, up to this many]. */
const UPGRADE_PLAN: readonly [UpgradeArea, number][] = [
  ['drawMore', 1],
  ['trashMore', 1],
  ['lower', 2],
  ['heartsDiamonds', 1],
  ['spadesClubs', 1],
  ['drawMore', 2],
  ['trashMore', 2],
  ['lower', 99],
];

/** What a lasting effect is worth to the bot once the card is in its Trash. */
const LASTING_VALUE = 4;
/** What an on-play effect is worth while the card stays in the deck. */
const PLAY_VALUE = 2;

function deckValue(card: CardId): number {
  const info = cardInfo(card);
  let v = info.anyRank ? 5 : 0;
  for (const r of info.ranks) v += DECK_VALUE[r];
  for (const e of info.final) {
    if (e.where === 'deck' && e.do === 'chips') v += e.chips;
    else if (e.do === 'chips-per-rank-in-deck') v += 4 * e.chips;
  }
  v += PLAY_VALUE * info.play.length;
  return v;
}

/** What the bot's Trash already holds, which makes more of the same worth trashing. */
export interface TrashContext {
  twos: number;
  foreignFaceRanks: number;
  foreignFaceCards: number;
  size: number;
}

const EMPTY_TRASH: TrashContext = { twos: 0, foreignFaceRanks: 0, foreignFaceCards: 0, size: 0 };

/**
 * A rollout asks the same questions over and over (a selection is made card by card, a seat's
 * Trash changes rarely), but a written seat copies all of its arrays, so the answers are kept by
 * the cards joined into a key rather than by the arrays.
 */
const contexts = new BoundedMemo<TrashContext>(4096);

export function trashContext(trash: readonly CardId[], seat: number): TrashContext {
  return contexts.get(`${seat}:${trash.join()}`, () => countTrash(trash, seat));
}

function countTrash(trash: readonly CardId[], seat: number): TrashContext {
  const foreign = trash.filter((c) => isForeign(c, seat));
  return {
    twos: trash.filter((c) => cardInfo(c).joker === null && cardInfo(c).ranks[0] === '2').length,
    foreignFaceRanks: FACE_RANKS.reduce((n, r) => n + countRank(foreign, r), 0),
    foreignFaceCards: foreign.filter(isFaceCard).length,
    size: trash.length,
  };
}

function trashValue(card: CardId, seat: number, t: TrashContext): number {
  const info = cardInfo(card);
  let v = 0;
  for (const r of info.ranks) {
    v += TRASH_VALUE[r] ?? 0;
    // Foreign face ranks score for every "2" in the Trash; "2"s for every foreign face rank there.
    if (isForeign(card, seat) && FACE_RANKS.includes(r)) v += 0.5 + 1.2 * t.twos;
  }
  if (info.joker === null && info.ranks[0] === '2') v += t.foreignFaceRanks;
  for (const e of info.final) {
    if (e.where !== 'trash') continue;
    if (e.do === 'chips') v += e.chips;
    else if (e.do === 'chips-per-foreign-face-card') v += e.chips * (t.foreignFaceCards + 1);
    else if (e.do === 'chips-per-trash-cards') v += e.chips * ((t.size + 10) / e.per);
    // Standard "2"s are valued above; a joker's "2" text (Joker u02) counts the same way.
    else if (e.do === 'chips-per-foreign-face-rank' && info.joker) v += e.chips * (t.foreignFaceRanks + 2);
    else if (e.do === 'fives-score-alone') v += e.chips;
  }
  v += LASTING_VALUE * info.lasting.length;
  return v;
}

/** Positive: the bot wants the card in its deck; negative: in its Trash. */
export function keepScore(card: CardId, seat: number, t: TrashContext = EMPTY_TRASH): number {
  return deckValue(card) - trashValue(card, seat, t);
}

/** What collecting a card is worth: the card itself plus its collect effect. */
function collectValue(card: CardId, seat: number, lastRound: boolean, t: TrashContext): number {
  const keep = keepScore(card, seat, t);
  let v = lastRound ? Math.abs(keep) : keep > 0 ? keep : -keep * 0.7;
  for (const e of cardInfo(card).collect) {
    if (e.do === 'trash') v += 1.3 * e.max;
    else if (e.do === 'upgrade') v += lastRound ? 0 : 3 * e.max;
    else if (e.do === 'raid') v += 2 * e.times;
    else v += lastRound ? 0 : 1;
  }
  return v;
}

function handKeepers(ev: HandEvaluation): Set<number> {
  const groupSize: Record<string, number> = {
    'five-of-a-kind': 5,
    'four-of-a-kind': 4,
    'full-house': 5,
    straight: 5,
    'three-of-a-kind': 3,
    'two-pair': 4,
    pair: 2,
    'high-card': 1,
  };
  const keep = new Set(ev.usedCards.slice(0, groupSize[ev.rank]));
  if (ev.flush) for (const i of ev.flushCards) keep.add(i);
  return keep;
}

/** Moves the current picks towards `target` one action at a time, then confirms. */
function pickTowards(me: SeatView, target: readonly CardId[]): TrashPokerAction {
  const picked = me.picked ?? [];
  const extra = picked.find((c) => !target.includes(c));
  if (extra) return { type: 'unpick', card: extra };
  const missing = target.find((c) => !picked.includes(c));
  if (missing) return { type: 'pick', card: missing };
  return { type: 'confirm' };
}

function mostNegative(cards: readonly CardId[], seat: number, max: number, t: TrashContext): CardId[] {
  return cards
    .map((c) => [c, keepScore(c, seat, t)] as const)
    .filter(([, k]) => k < 0)
    .sort((a, b) => a[1] - b[1])
    .slice(0, max)
    .map(([c]) => c);
}

const bestHands = new BoundedMemo<BestFive>(4096);

/** The best five of the seat's hand, with its Trash and upgrades (each pick of a selection asks again). */
function bestHandOf(me: SeatView): BestFive {
  const hand = me.hand!;
  const u = me.upgrades;
  const key = `${hand.join()}|${me.trash.join()}|${UPGRADE_AREAS.map((area) => u[area]).join()}`;
  return bestHands.get(key, () => bestFive(hand.map(cardInfo), u, evalOptionsFor(me.trash, hand, u)));
}

function decide(v: TrashPokerView, seat: number): TrashPokerAction {
  const me = v.seats[seat];
  const legal = v.legal;
  const has = (a: TrashPokerAction): boolean => legal.some((b) => sameAction(a, b));
  const lastRound = v.roundsLeft === 0;
  const t = trashContext(me.trash, seat);
  const keep = (c: CardId): number => keepScore(c, seat, t);
  // Ties go to the next seat clockwise, so that no seat is everyone's first choice.
  const after = (x: number): number => (x - seat + v.players) % v.players;
  switch (me.step) {
    case 'draft': {
      const worst = [...v.draft!.revealed].sort((a, b) => jokerWorth(a) - jokerWorth(b))[0];
      return { type: 'remove-joker', card: worst };
    }
    case 'choose-joker': {
      const best = [...me.offer!].sort((a, b) => jokerWorth(b) - jokerWorth(a))[0];
      return { type: 'keep-joker', card: best };
    }
    case 'final-shuffle':
      return { type: 'shuffle', use: me.discard.length > 0 };
    case 'cleanup-shuffle':
      return { type: 'shuffle', use: me.discard.length >= 5 };
    case 'redraw':
    case 'threes': {
      const hand = me.hand!;
      const max = maxPicks(legal, me);
      const scoring = handKeepers(bestHandOf(me).evaluation);
      // Redraw the useful cards that will not count (they stay in the deck); junk stays in hand for the pot.
      const target = hand
        .filter((c, i) => !scoring.has(i) && keep(c) > 0)
        .sort((a, b) => keep(b) - keep(a))
        .slice(0, max);
      return pickTowards(me, target);
    }
    case 'select': {
      const hand = me.hand!;
      const { indices } = bestHandOf(me);
      return pickTowards(
        me,
        indices.map((i) => hand[i]),
      );
    }
    case 'collect': {
      const options = legal.filter((a): a is { type: 'collect'; card: CardId } => a.type === 'collect');
      const from = (card: CardId): number => {
        const owner = v.seats.findIndex((x) => x.pot.includes(card));
        return owner < 0 ? v.participants : after(owner);
      };
      const denial = houseDenial(v);
      let best = options[0];
      let bestValue = -Infinity;
      for (const a of options) {
        const value = collectValue(a.card, seat, lastRound, t) + denial(a.card);
        if (value > bestValue || (value === bestValue && from(a.card) < from(best.card))) [best, bestValue] = [a, value];
      }
      return best;
    }
    case 'place-collected': {
      const effect = v.collect!.effects[0] as Extract<PendingEffect, { kind: 'place-collected' }>;
      return { type: 'place', to: keep(effect.card) < 0 ? 'trash' : 'discard' };
    }
    case 'confirm-effect':
      return { type: 'effect', use: true };
    case 'raid': {
      const effect = v.collect!.effects[0] as Extract<PendingEffect, { kind: 'raid' }>;
      if (effect.revealed !== null) return { type: 'place', to: keep(effect.revealed) < 0 ? 'trash' : 'discard' };
      // Take from the leader: it hurts the one to beat most.
      const targets = legal.filter((a): a is { type: 'raid'; target: number } => a.type === 'raid');
      const chips = (who: number): number => (who < v.players ? v.seats[who].chips : v.solo!.houses[who - v.players].chips);
      return targets.sort((a, b) => chips(b.target) - chips(a.target) || after(a.target) - after(b.target))[0];
    }
    case 'upgrade':
      return decideUpgrade(v, me, seat, has, t);
    case 'trash': {
      const effect = v.collect!.effects[0] as Extract<PendingEffect, { kind: 'trash' }>;
      return pickTowards(me, mostNegative(me.discard, seat, effect.left, t));
    }
    case 'pot-trash':
      return pickTowards(me, mostNegative(me.pot, seat, maxPicks(legal, me), t));
    case 'cleanup-trash':
      return pickTowards(me, mostNegative(me.discard, seat, maxPicks(legal, me), t));
    case 'retrieve': {
      // Back from any Trash: the card worth most in the deck, if it is worth more there.
      const candidates = legal.filter((a): a is { type: 'pick'; card: CardId } => a.type === 'pick').map((a) => a.card);
      const best = candidates.sort((a, b) => keep(b) - keep(a))[0];
      return pickTowards(me, me.picked?.length ? me.picked : best !== undefined && keep(best) > 2 ? [best] : []);
    }
    case 'personal-joker': {
      const best = [...v.personal[seat]].sort((a, b) => jokerWorth(b) - jokerWorth(a))[0];
      return pickTowards(me, me.picked?.length ? me.picked : best !== undefined ? [best] : []);
    }
    case 'choose-unlock': {
      const best = [...v.unlock!.offer].sort((a, b) => jokerWorth(b) - jokerWorth(a) || a.localeCompare(b))[0];
      return { type: 'choose-unlock', card: best };
    }
    default:
      return legal[0];
  }
}

/**
 * What taking a card now is worth in chips the Houses still to remove this round will not get:
 * each removes one of the seats' pot cards and the middle's jokers by its next personality card
 * (public odds) and earns that line's chips. A House's chip counts as much as the bot's own.
 */
function houseDenial(v: TrashPokerView): (card: CardId) => number {
  const solo = v.solo;
  const later = housesToRemove(v);
  if (!solo || later.length === 0) return () => 0;
  const candidates = removalCandidates(v);
  const odds = later.map((who) => nextPersonalityOdds(solo, solo.houses[who - v.players]));
  const expected = (cards: readonly CardId[]): number => odds.reduce((n, o) => n + expectedRemovalChips(o, solo.lineChips, cards), 0);
  const now = expected(candidates);
  return (card) => (candidates.includes(card) ? now - expected(candidates.filter((x) => x !== card)) : 0);
}

/** The selection size the step allows, read from the legal actions (picks left + picked). */
function maxPicks(legal: readonly TrashPokerAction[], me: SeatView): number {
  const picked = me.picked?.length ?? 0;
  const canPick = legal.some((a) => a.type === 'pick');
  if (!canPick) return picked;
  return picked + legal.filter((a) => a.type === 'pick').length;
}

function decideUpgrade(v: TrashPokerView, me: SeatView, seat: number, has: (a: TrashPokerAction) => boolean, t: TrashContext): TrashPokerAction {
  const effect = v.collect!.effects[0] as Extract<PendingEffect, { kind: 'upgrade' }>;
  if (effect.source !== null) {
    for (const [area, upTo] of UPGRADE_PLAN) {
      const a: TrashPokerAction = { type: 'upgrade', area };
      if (me.upgrades[area] < upTo && has(a)) return a;
    }
    return v.legal.find((a) => a.type === 'upgrade')!;
  }
  // The card to give up: the one least useful both in the deck and in the Trash.
  const usefulness = (c: CardId): number => Math.max(deckValue(c), trashValue(c, seat, t));
  const cheapest = [...me.discard].sort((a, b) => usefulness(a) - usefulness(b))[0];
  const compulsory = effect.min > 0;
  if (cheapest && (usefulness(cheapest) <= 2 || compulsory || !has({ type: 'take-top' }))) {
    if (usefulness(cheapest) <= 2.5 || compulsory) return { type: 'pick', card: cheapest };
  }
  if (has({ type: 'take-top' }) && (compulsory || v.roundsLeft > 0)) return { type: 'take-top' };
  if (has({ type: 'confirm' })) return { type: 'confirm' };
  return v.legal[0];
}

/** How much the bot likes a joker at setup or in the draft. */
function jokerWorth(card: CardId): number {
  return Math.max(deckValue(card), trashValue(card, -1, EMPTY_TRASH)) + collectValue(card, -1, false, EMPTY_TRASH) * 0.2;
}

/**
 * The greedy bot's choice from a seat's own view alone (what `botAction` plays for that seat), or
 * undefined when the view offers no move; a client can ask what the bot would do in its place.
 */
export function botActionFromView(v: TrashPokerView): TrashPokerAction | undefined {
  if (v.seat === null) return undefined;
  const choice = decide(v, v.seat);
  if (v.legal.some((a) => sameAction(a, choice))) return choice;
  // A heuristic gap must never make the bot stall: fall back to a legal action.
  return v.legal.find((a) => a.type === 'confirm') ?? v.legal[0];
}

/** The greedy bot's choice for `seat`, taken from `view(state, seat)` and always legal. */
export function botAction(s: TrashPokerState, seat: number): TrashPokerAction {
  return botActionFromView(viewOf(s, seat)) ?? legalActionsOf(s, seat)[0];
}

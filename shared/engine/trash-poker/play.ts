/**
 * "2. Playing Cards": α reveal, β compare ranks (ties broken by the hand, then by revealing
 * cards from the draw pile), γ score chips by place and player count plus bonus chips and the
 * shuffle tile, δ discard the played cards. Then the pot is revealed and collecting begins.
 */
import { nextInt } from '../rng.js';
import { cardInfo, tieValue } from './cards.js';
import { peekDrawable } from './deck.js';
import { evaluateHand, type EvalOptions, type HandEvaluation } from './hand.js';
import { startCollect } from './pot.js';
import { awardChips, moveCard, seatW, setShuffleTile, upgradeCounts, type Ctx } from './state.js';
import { FINAL_JOKER_FIRST_BONUS, HAND_BONUS_CHIPS, PLACE_CHIPS, ROUNDS, RP_BONUS_CHIPS } from './tables.js';
import type { CardId, SeatState } from './types.js';

/** On-play hook: RP and chips that played jokers add ("Unlockable Jokers: on-play effects"). */
export function playEffects(played: readonly CardId[]): { rp: number; chips: number } {
  let rp = 0;
  let chips = 0;
  for (const id of played) {
    for (const e of cardInfo(id).play) {
      if (e.do === 'rp') rp += e.amount;
      else chips += e.amount;
    }
  }
  return { rp, chips };
}

/**
 * Evaluator options from jokers: on-play RP of the played cards; lasting effects of cards in the
 * Trash (unlockable jokers) slot in here.
 */
export function evalOptionsFor(_trash: readonly CardId[], played: readonly CardId[]): EvalOptions | undefined {
  const { rp } = playEffects(played);
  return rp ? { extraRP: rp } : undefined;
}

/** The hand a seat's played cards score, with its upgrades and joker bonuses. */
export function evaluatePlayed(p: SeatState, played: readonly CardId[] = p.played): HandEvaluation {
  return evaluateHand(played.map(cardInfo), upgradeCounts(p), evalOptionsFor(p.trash, played));
}

/** Rank-point bonus chips from the scoring track: the highest tier reached. */
export function rpBonusChips(rp: number): number {
  let chips = 0;
  for (const tier of RP_BONUS_CHIPS) if (rp >= tier.minRp) chips = tier.chips;
  return chips;
}

export function resolvePlay(ctx: Ctx): void {
  const s = ctx.s;
  // α: reveal the played cards, and the discards made while drawing.
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    ctx.events.push({ kind: 'revealed', seat, zone: 'played', cards: p.played.slice() });
    if (p.secretDiscards.length > 0) {
      ctx.events.push({ kind: 'revealed', seat, zone: 'discard', cards: p.secretDiscards.slice() });
      p.secretDiscards = [];
    }
  }
  // β: rank points.
  const evals: HandEvaluation[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    const ev = evaluatePlayed(p);
    evals.push(ev);
    p.result = {
      handRank: ev.rank,
      baseRP: ev.baseRP,
      bonusRP: ev.bonusRP,
      flush: ev.flush,
      rp: ev.rp,
      key: ev.key,
      place: 0,
      chips: 0,
      wilds: ev.wilds.map((w) => ({ card: p.played[w.card], rank: w.rank, suit: w.suit })),
    };
    ctx.events.push({
      kind: 'hand-scored',
      seat,
      handRank: ev.rank,
      baseRP: ev.baseRP,
      bonusRP: ev.bonusRP,
      flush: ev.flush,
      rp: ev.rp,
      used: ev.usedCards.map((i) => p.played[i] ?? null),
      wilds: p.result.wilds,
    });
  }
  const bestFirst = [...Array(s.players).keys()].sort((a, b) => evals[b].key - evals[a].key);
  const placement: number[] = [];
  for (let i = 0; i < bestFirst.length; ) {
    let j = i + 1;
    while (j < bestFirst.length && evals[bestFirst[j]].key === evals[bestFirst[i]].key) j++;
    placement.push(...breakTie(ctx, bestFirst.slice(i, j)));
    i = j;
  }
  s.placement = placement;
  // γ: chips and the shuffle tile.
  const rewards = PLACE_CHIPS[s.players];
  placement.forEach((seat, index) => {
    const p = seatW(ctx, seat);
    const result = p.result!;
    const before = p.chips;
    result.place = index + 1;
    ctx.events.push({ kind: 'rp-placed', seat, rp: result.rp, place: result.place });
    const reward = rewards[index];
    awardChips(ctx, seat, reward.chips, 'places', `place-${index + 1}`);
    awardChips(ctx, seat, HAND_BONUS_CHIPS[result.handRank] ?? 0, 'handBonus', result.handRank);
    awardChips(ctx, seat, rpBonusChips(result.rp), 'rpBonus', 'rank-points');
    awardChips(ctx, seat, playEffects(p.played).chips, 'playEffects', 'on-play');
    if (s.round === ROUNDS && index === 0) awardChips(ctx, seat, FINAL_JOKER_FIRST_BONUS, 'finalJoker', 'final-joker');
    if (reward.shuffle) setShuffleTile(ctx, seat, true, `place-${index + 1}`);
    result.chips = p.chips - before;
  });
  // δ: discard the played cards; then "i) Reveal the pot!".
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    for (const card of p.played.slice()) moveCard(ctx, card, { zone: 'played', seat }, { zone: 'discard', seat });
    for (const card of p.hand.slice()) moveCard(ctx, card, { zone: 'hand', seat }, { zone: 'pot', seat });
  }
  startCollect(ctx);
}

/**
 * "Ties" after equal hands: the tied seats reveal the top card of their draw pile, higher card
 * first, again among those still tied; revealed cards are discarded. Seats that cannot reveal a
 * card count lowest; if nobody can reveal anything the order is drawn at random.
 */
function breakTie(ctx: Ctx, group: number[]): number[] {
  if (group.length < 2) return group;
  const s = ctx.s;
  const values = new Map<number, number>();
  for (const seat of group) {
    const card = peekDrawable(ctx, seat);
    if (card === null) {
      values.set(seat, -1);
      continue;
    }
    moveCard(ctx, card, { zone: 'draw', seat }, { zone: 'discard', seat });
    ctx.events.push({ kind: 'tie-draw', seat, card });
    values.set(seat, tieValue(card));
  }
  const distinct = [...new Set(values.values())].sort((a, b) => b - a);
  if (distinct.length === 1) {
    // Equal again: reveal again, unless the seats have run out of cards or keep cycling.
    const revealed = ctx.events.filter((e) => e.kind === 'tie-draw').length;
    const cards = group.reduce((n, seat) => n + s.seats[seat].draw.length + s.seats[seat].discard.length, 0);
    if (distinct[0] === -1 || revealed > cards + 2 * group.length) return shuffledOrder(ctx, group);
    return breakTie(ctx, group);
  }
  const ordered: number[] = [];
  for (const v of distinct) ordered.push(...breakTie(ctx, group.filter((seat) => values.get(seat) === v)));
  return ordered;
}

function shuffledOrder(ctx: Ctx, group: number[]): number[] {
  const rest = group.slice();
  const out: number[] = [];
  while (rest.length > 0) out.push(rest.splice(nextInt(ctx.s.rng, rest.length), 1)[0]);
  ctx.events.push({ kind: 'tie-random', seats: out.slice() });
  return out;
}

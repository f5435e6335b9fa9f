/**
 * "2. Playing Cards": α reveal, β compare ranks (ties broken by the hand, then by revealing
 * cards from the draw pile; Houses roll the die), γ score chips by place and number of
 * participants plus bonus chips and the shuffle tile, δ discard the played cards. Then the pot
 * is revealed (Houses place theirs) and collecting begins. Joker effects: on-play effects and the
 * lasting effects that change how hands score are turned into the evaluator's options here.
 */
import { nextInt } from '../rng.js';
import { cardInfo, pairs45, tieValue } from './cards.js';
import { peekDrawable } from './deck.js';
import { evaluateHand, type EvalOptions, type HandEvaluation, type Upgrades } from './hand.js';
import { awardHouseChips, hasAdjustment, placeHousePots, rollHouses } from './house.js';
import { lastingEffects, retrievesOnScore } from './lasting.js';
import {
  awardChips,
  houseAt,
  isHouse,
  moveCard,
  participantCount,
  participants,
  roundsOf,
  seatW,
  setPhase,
  setShuffleTile,
  upgradeCounts,
  type Ctx,
} from './state.js';
import { FINAL_JOKER_FIRST_BONUS, HAND_BONUS_CHIPS, PLACE_CHIPS, RP_BONUS_CHIPS } from './tables.js';
import type { CardId, SeatState, Suit, TrashPokerState } from './types.js';

/** What the played cards' on-play effects add ("Unlockable Jokers: on-play effects"). */
export interface PlayBonus {
  rp: number;
  chips: number;
  sameSuits: (readonly [Suit, Suit])[];
}

/** On-play hook: RP, chips and suit rules that played jokers add; some count the Trash. */
export function playEffects(played: readonly CardId[], trash: readonly CardId[] = []): PlayBonus {
  const out: PlayBonus = { rp: 0, chips: 0, sameSuits: [] };
  for (const id of played) {
    for (const e of cardInfo(id).play) {
      if (e.do === 'rp') out.rp += e.amount;
      else if (e.do === 'chips') out.chips += e.amount;
      else if (e.do === 'rp-per-trash-pair45') out.rp += e.amount * pairs45(trash);
      else out.sameSuits.push(e.suits);
    }
  }
  return out;
}

/** Hand-rank upgrades, counted together (Joker u10). */
function handRankUpgrades(upgrades: Partial<Upgrades>): number {
  return (upgrades.fiveFour ?? 0) + (upgrades.fullHouseStraight ?? 0) + (upgrades.lower ?? 0);
}

/**
 * Evaluator options from jokers: on-play effects of the played cards and lasting effects of the
 * cards in the Trash (exact hand-rank bonuses, 4-card straights, upgrades as flat RP).
 */
export function evalOptionsFor(trash: readonly CardId[], played: readonly CardId[], upgrades: Partial<Upgrades> = {}): EvalOptions | undefined {
  const bonus = playEffects(played, trash);
  const options: EvalOptions = {};
  if (bonus.rp) options.extraRP = bonus.rp;
  if (bonus.sameSuits.length > 0) options.sameSuits = bonus.sameSuits;
  for (const e of lastingEffects(trash)) {
    if (e.do === 'hand-bonus') options.rankBonus = { ...options.rankBonus, [e.hand]: (options.rankBonus?.[e.hand] ?? 0) + e.rp };
    else if (e.do === 'rank-in-hand-bonus') {
      // "Only if the card rank shown is contained in your scored hand rank": the evaluator names stars with it in mind.
      options.rankInHandBonus = { ...options.rankInHandBonus, [e.rank]: (options.rankInHandBonus?.[e.rank] ?? 0) + e.rp };
    } else if (e.do === 'straight-length') options.straightLength = e.length;
    else if (e.do === 'upgrades-as-flat-rp') options.flatBonus = handRankUpgrades(upgrades);
  }
  return Object.keys(options).length > 0 ? options : undefined;
}

/** The hand a seat's played cards score, with its upgrades and joker bonuses. */
export function evaluatePlayed(p: SeatState, played: readonly CardId[] = p.played): HandEvaluation {
  const upgrades = upgradeCounts(p);
  return evaluateHand(played.map(cardInfo), upgrades, evalOptionsFor(p.trash, played, upgrades));
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
  // Solo mode: the Houses roll for their RP.
  rollHouses(ctx);
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
  const placement = placeParticipants(ctx, evals);
  s.placement = placement;
  // γ: chips and the shuffle tile.
  const rewards = PLACE_CHIPS[participantCount(s)];
  placement.forEach((who, index) => {
    const reward = rewards[index];
    const firstInLastRound = s.round === roundsOf(s) && index === 0;
    if (isHouse(s, who)) {
      // The House gets the place chips, the RP bonus only with the harder adjustment, and never shuffles.
      const round = houseAt(s, who).round!;
      const before = houseAt(s, who).chips;
      round.place = index + 1;
      ctx.events.push({ kind: 'rp-placed', seat: who, rp: round.rp, place: round.place });
      awardHouseChips(ctx, who, reward.chips, 'places', `place-${index + 1}`);
      if (hasAdjustment(s, 'house-rp-bonus')) awardHouseChips(ctx, who, rpBonusChips(round.rp), 'rpBonus', 'rank-points');
      if (firstInLastRound) awardHouseChips(ctx, who, FINAL_JOKER_FIRST_BONUS, 'finalJoker', 'final-joker');
      round.chips = houseAt(s, who).chips - before;
      return;
    }
    const p = seatW(ctx, who);
    const result = p.result!;
    const before = p.chips;
    result.place = index + 1;
    ctx.events.push({ kind: 'rp-placed', seat: who, rp: result.rp, place: result.place });
    awardChips(ctx, who, reward.chips, 'places', `place-${index + 1}`);
    awardChips(ctx, who, HAND_BONUS_CHIPS[result.handRank] ?? 0, 'handBonus', result.handRank);
    awardChips(ctx, who, rpBonusChips(result.rp), 'rpBonus', 'rank-points');
    awardChips(ctx, who, playEffects(p.played, p.trash).chips, 'playEffects', 'on-play');
    if (firstInLastRound) awardChips(ctx, who, FINAL_JOKER_FIRST_BONUS, 'finalJoker', 'final-joker');
    if (reward.shuffle) setShuffleTile(ctx, who, true, `place-${index + 1}`);
    result.chips = p.chips - before;
  });
  // δ: discard the played cards; then "i) Reveal the pot!" (the Houses place theirs).
  for (let seat = 0; seat < s.players; seat++) {
    const p = seatW(ctx, seat);
    for (const card of p.played.slice()) moveCard(ctx, card, { zone: 'played', seat }, { zone: 'discard', seat });
    for (const card of p.hand.slice()) moveCard(ctx, card, { zone: 'hand', seat }, { zone: 'pot', seat });
  }
  placeHousePots(ctx);
}

/**
 * Placement of seats and Houses: more RP first. Among equal RP the Houses come first ("the house
 * always wins"; after the seats with the easier adjustment), seats are ordered by their hands
 * and the draw from the pile ("Ties"), and Houses among themselves by the die.
 */
function placeParticipants(ctx: Ctx, evals: readonly HandEvaluation[]): number[] {
  const s = ctx.s;
  const rpOf = (who: number): number => (isHouse(s, who) ? houseAt(s, who).round!.rp : evals[who].rp);
  const all = participants(s).sort((a, b) => rpOf(b) - rpOf(a));
  const playerWinsTies = hasAdjustment(s, 'player-wins-ties');
  const placement: number[] = [];
  for (let i = 0; i < all.length; ) {
    let j = i + 1;
    while (j < all.length && rpOf(all[j]) === rpOf(all[i])) j++;
    const group = all.slice(i, j);
    const seats = orderSeats(
      ctx,
      group.filter((who) => !isHouse(s, who)),
      evals,
    );
    const houses = group.filter((who) => isHouse(s, who));
    const housesOrdered = houses.length > 1 ? shuffledOrder(ctx, houses) : houses;
    placement.push(...(playerWinsTies ? [...seats, ...housesOrdered] : [...housesOrdered, ...seats]));
    i = j;
  }
  return placement;
}

/** Seats with equal RP: by hand (the evaluator's key), then by the draw from the pile. */
function orderSeats(ctx: Ctx, seats: number[], evals: readonly HandEvaluation[]): number[] {
  const bestFirst = seats.slice().sort((a, b) => evals[b].key - evals[a].key);
  const out: number[] = [];
  for (let i = 0; i < bestFirst.length; ) {
    let j = i + 1;
    while (j < bestFirst.length && evals[bestFirst[j]].key === evals[bestFirst[i]].key) j++;
    out.push(...breakTie(ctx, bestFirst.slice(i, j)));
    i = j;
  }
  return out;
}

/**
 * Joker u04: seats that scored the hand its lasting effect names may take 1 card from any Trash
 * before the pot is collected.
 */
export function retrievers(s: TrashPokerState): number[] {
  if (!s.seats.some((p) => p.trash.length > 0)) return [];
  return s.seats.flatMap((p, seat) => (p.result && retrievesOnScore(p.trash, p.result.handRank) ? [seat] : []));
}

/** Joker u04: the seats that may retrieve choose a card (or none). */
export function beginRetrieve(ctx: Ctx): void {
  for (const seat of retrievers(ctx.s)) {
    const w = seatW(ctx, seat);
    w.step = 'retrieve';
    w.picked = [];
  }
  setPhase(ctx, 'retrieve');
}

/** Joker u04: the picked card (if any) moves from its Trash to the seat's discard pile. */
export function confirmRetrieve(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  const p = seatW(ctx, seat);
  for (const card of p.picked) {
    const owner = s.seats.findIndex((x) => x.trash.includes(card));
    moveCard(ctx, card, { zone: 'trash', seat: owner }, { zone: 'discard', seat });
    ctx.events.push({ kind: 'retrieved', seat, card, fromSeat: owner });
  }
  p.picked = [];
  p.step = 'idle';
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
  for (const v of distinct)
    ordered.push(
      ...breakTie(
        ctx,
        group.filter((seat) => values.get(seat) === v),
      ),
    );
  return ordered;
}

function shuffledOrder(ctx: Ctx, group: number[]): number[] {
  const rest = group.slice();
  const out: number[] = [];
  while (rest.length > 0) out.push(rest.splice(nextInt(ctx.s.rng, rest.length), 1)[0]);
  ctx.events.push({ kind: 'tie-random', seats: out.slice() });
  return out;
}

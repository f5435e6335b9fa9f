/**
 * "Final Scoring": "6" majorities in the deck and in the Trash, aces in the deck, pairs of a "4"
 * and a "5" in the Trash, "2"s for foreign face ranks in the Trash, and every joker's scoring
 * text; then the winner (most chips; tie: fewer cards in the deck; still tied: all of them lose).
 * Solo mode: the House counts 4 "6"s for each majority but scores nothing here, and wins ties.
 * Then achievements at the end of the game and the unlocks.
 */
import type { GameResult, Standing } from '../types.js';
import { checkEndAchievements } from './achievements.js';
import { cardInfo, countRank, FACE_RANKS, isFaceCard, isForeign, pairs45 } from './cards.js';
import { deckOf } from './deck.js';
import { HOUSE_SIXES } from './house-data.js';
import { houseNumbers } from './house.js';
import { awardChips, houseAt, seatW, type Ctx } from './state.js';
import { FINAL_SCORING } from './tables.js';
import type { CardId, FinalEffect, ScoreCategory, TrashPokerState } from './types.js';

export { deckOf };

/** Chips a seat gets in final scoring, by category. */
export type FinalBreakdown = Partial<Record<ScoreCategory, number>>;

/**
 * "6" majority among `counts` (one per seat): 15 for the most, 10 for the second with 3+ players;
 * tied 1st: 10 each and nobody else scores; tied 2nd: nobody scores 2nd. A seat needs at least
 * one "6" to take part.
 */
export function sixMajority(counts: readonly number[]): number[] {
  const chips = counts.map(() => 0);
  const top = Math.max(0, ...counts);
  if (top === 0) return chips;
  const first = counts.flatMap((c, i) => (c === top ? [i] : []));
  if (first.length > 1) {
    for (const i of first) chips[i] = FINAL_SCORING.sixTiedFirst;
    return chips;
  }
  chips[first[0]] = FINAL_SCORING.sixFirst;
  if (counts.length < FINAL_SCORING.sixSecondMinPlayers) return chips;
  const second = Math.max(0, ...counts.filter((c) => c < top));
  const seconds = counts.flatMap((c, i) => (c === second && c < top ? [i] : []));
  if (second > 0 && seconds.length === 1) chips[seconds[0]] = FINAL_SCORING.sixSecond;
  return chips;
}

/** Of the standard cards, only the "2"s carry a final effect of their own ("Trash Scoring Cards"). */
function effectCategory(card: CardId): ScoreCategory {
  return cardInfo(card).joker ? 'jokers' : 'twos';
}

interface ScoringCtx {
  seat: number;
  deck: readonly CardId[];
  trash: readonly CardId[];
}

/** Chips one final effect of a card gives its seat. */
function effectChips(e: FinalEffect, x: ScoringCtx): number {
  switch (e.do) {
    case 'chips':
      return e.chips;
    case 'chips-per-foreign-face-card':
      return e.chips * x.trash.filter((c) => isForeign(c, x.seat) && isFaceCard(c)).length;
    case 'chips-per-foreign-face-rank': {
      let ranks = 0;
      for (const c of x.trash) if (isForeign(c, x.seat)) for (const r of FACE_RANKS) ranks += countRank([c], r);
      return e.chips * ranks;
    }
    case 'chips-per-trash-cards':
      return e.chips * Math.floor(x.trash.length / e.per);
    case 'chips-per-rank-in-deck':
      return e.chips * countRank(x.deck, e.rank);
    case 'fives-score-alone':
      // "Each of your '5's gives you 5 chips, whether or not it's paired with a '4'": every "5"
      // pays, and 4-5 pairs still score as pairs (unclear texts favour the joker's owner).
      return e.chips * countRank(x.trash, '5');
  }
}

/** Every seat's final-scoring chips, by category (Houses score nothing here). */
export function finalScores(s: TrashPokerState): FinalBreakdown[] {
  const decks = s.seats.map(deckOf);
  // Solo mode: "assume the house has 4 "6"s", for each of the two majorities.
  const houseSixes = houseNumbers(s).map(() => HOUSE_SIXES);
  const sixesDeck = sixMajority([...decks.map((d) => countRank(d, '6')), ...houseSixes]);
  const sixesTrash = sixMajority([...s.seats.map((p) => countRank(p.trash, '6')), ...houseSixes]);
  return s.seats.map((p, seat) => {
    const out: FinalBreakdown = {};
    const add = (category: ScoreCategory, chips: number): void => {
      if (chips) out[category] = (out[category] ?? 0) + chips;
    };
    const x: ScoringCtx = { seat, deck: decks[seat], trash: p.trash };
    add('sixesDeck', sixesDeck[seat]);
    add('sixesTrash', sixesTrash[seat]);
    // "Aces: 5 chips each", per printed "A" like the other rank categories: "If another card
    // refers to a joker's rank, it still counts" (Jokers u01 "A A" and u03 "A").
    add('aces', FINAL_SCORING.acePerSymbol * countRank(decks[seat], 'A'));
    for (const card of decks[seat]) {
      for (const e of cardInfo(card).final) if (e.where === 'deck' || e.where === 'deck-or-trash') add(effectCategory(card), effectChips(e, x));
    }
    for (const card of p.trash) {
      for (const e of cardInfo(card).final) if (e.where === 'trash' || e.where === 'deck-or-trash') add(effectCategory(card), effectChips(e, x));
    }
    add('pairs45', FINAL_SCORING.pair45 * pairs45(p.trash));
    return out;
  });
}

/**
 * Winners: the most chips; among several, fewer cards in the deck; if still tied, everyone
 * involved loses and whoever then has the most chips wins; if that is a tie too, everyone lost.
 */
export function winnersOf(chips: readonly number[], deckSizes: readonly number[]): number[] {
  const seats = chips.map((_, i) => i);
  const top = Math.max(...chips);
  const tied = seats.filter((i) => chips[i] === top);
  if (tied.length === 1) return tied;
  const fewest = Math.min(...tied.map((i) => deckSizes[i]));
  const stillTied = tied.filter((i) => deckSizes[i] === fewest);
  if (stillTied.length === 1) return stillTied;
  const rest = seats.filter((i) => !stillTied.includes(i));
  if (rest.length === 0) return [];
  const next = Math.max(...rest.map((i) => chips[i]));
  const nextTied = rest.filter((i) => chips[i] === next);
  return nextTied.length === 1 ? nextTied : [];
}

/**
 * Solo mode winners among seats and Houses: whoever has most chips; "in a tie, the house wins
 * as always"; seats tied among themselves as usual. A House's win leaves `winners` empty (only
 * seats are listed there) and is reported as `houseWon`.
 */
export function winnersWithHouses(
  chips: readonly number[],
  deckSizes: readonly number[],
  houseChips: readonly number[],
): { winners: number[]; houseWon: boolean } {
  const best = (xs: readonly number[]): number => Math.max(-Infinity, ...xs);
  const topHouse = best(houseChips);
  if (topHouse >= best(chips)) return { winners: [], houseWon: true };
  const tied = chips.flatMap((c, i) => (c === best(chips) ? [i] : []));
  if (tied.length === 1) return { winners: tied, houseWon: false };
  const fewest = Math.min(...tied.map((i) => deckSizes[i]));
  const stillTied = tied.filter((i) => deckSizes[i] === fewest);
  if (stillTied.length === 1) return { winners: stillTied, houseWon: false };
  // Everyone involved loses; whoever then has the most chips wins (a House on a tie).
  const rest = chips.flatMap((c, i) => (stillTied.includes(i) ? [] : [c]));
  const restSeats = chips.flatMap((_, i) => (stillTied.includes(i) ? [] : [i]));
  const next = best([...rest, ...houseChips]);
  if (next === -Infinity) return { winners: [], houseWon: false };
  if (houseChips.includes(next)) return { winners: [], houseWon: true };
  const nextTied = restSeats.filter((i) => chips[i] === next);
  return { winners: nextTied.length === 1 ? nextTied : [], houseWon: false };
}

export function buildResult(s: TrashPokerState): GameResult {
  const chips = s.seats.map((p) => p.chips);
  const deckSizes = s.seats.map((p) => deckOf(p).length);
  const houses = houseNumbers(s);
  const houseChips = houses.map((who) => houseAt(s, who).chips);
  const { winners, houseWon } = s.solo ? winnersWithHouses(chips, deckSizes, houseChips) : { winners: winnersOf(chips, deckSizes), houseWon: false };
  // Order: winners, then most chips, then fewer deck cards; equal lines share a place. A House
  // is better than a seat with as many chips or fewer ("the house always wins").
  const better = (a: number, b: number): number =>
    Number(winners.includes(b)) - Number(winners.includes(a)) || chips[b] - chips[a] || deckSizes[a] - deckSizes[b];
  const housesAbove = (seat: number): number => (winners.includes(seat) ? 0 : houseChips.filter((h) => h >= chips[seat]).length);
  const offset = winners.length === 0 && !houseWon ? 1 : 0;
  const standings: Standing[] = s.seats.map((p, seat) => ({
    seat,
    place: 1 + offset + housesAbove(seat) + s.seats.filter((_, other) => better(other, seat) < 0).length,
    score: p.chips,
    breakdown: { ...p.score },
  }));
  standings.sort((a, b) => a.place - b.place || a.seat - b.seat);
  const extra: Record<string, unknown> = { deckSizes };
  if (s.solo) {
    extra.houseWon = houseWon;
    extra.houses = houses.map((who, h) => ({
      seat: who,
      place: 1 + houseChips.filter((x) => x > houseChips[h]).length + chips.filter((c, seat) => winners.includes(seat) || c > houseChips[h]).length,
      score: houseChips[h],
      breakdown: { ...houseAt(s, who).score },
    }));
  }
  return { standings, winners, extra };
}

/** Final scoring, then the end-of-game achievements; the unlocks follow. */
export function finishGame(ctx: Ctx): void {
  const s = ctx.s;
  const scores = finalScores(s);
  scores.forEach((breakdown, seat) => {
    for (const [category, chips] of Object.entries(breakdown)) {
      awardChips(ctx, seat, chips!, category as ScoreCategory, 'final-scoring');
    }
  });
  for (let seat = 0; seat < s.players; seat++) seatW(ctx, seat).step = 'idle';
  const result = buildResult(s);
  s.result = { ...result, extra: { ...result.extra, unlocksPending: true } };
  ctx.events.push({ kind: 'game-scored', winners: result.winners, standings: result.standings, houses: result.extra?.houses ?? null });
  checkEndAchievements(ctx);
}

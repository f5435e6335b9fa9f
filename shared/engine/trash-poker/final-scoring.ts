/**
 * "Final Scoring": "6" majorities in the deck and in the Trash, aces in the deck, pairs of a "4"
 * and a "5" in the Trash, "2"s for foreign face ranks in the Trash, and every joker's scoring
 * text; then the winner (most chips; tie: fewer cards in the deck; still tied: all of them lose).
 */
import type { GameResult, Standing } from '../types.js';
import { cardInfo, countRank, FACE_RANKS, isFaceCard, isForeign } from './cards.js';
import { awardChips, seatW, setPhase, type Ctx } from './state.js';
import { FINAL_SCORING } from './tables.js';
import type { CardId, FinalEffect, ScoreCategory, SeatState, TrashPokerState } from './types.js';

/** Chips a seat gets in final scoring, by category. */
export type FinalBreakdown = Partial<Record<ScoreCategory, number>>;

/** The deck at the end: draw pile and discard pile together. */
export function deckOf(p: SeatState): CardId[] {
  return p.draw.concat(p.discard, p.hand, p.played, p.pot);
}

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

function effectCategory(card: CardId): ScoreCategory {
  const info = cardInfo(card);
  if (info.joker) return 'jokers';
  return info.ranks[0] === 'A' ? 'aces' : 'twos';
}

/** Chips one final effect of a card gives to `seat`, whose Trash is `trash`. */
function effectChips(e: FinalEffect, seat: number, trash: readonly CardId[]): number {
  switch (e.do) {
    case 'chips':
      return e.chips;
    case 'chips-per-foreign-face-card':
      return e.chips * trash.filter((c) => isForeign(c, seat) && isFaceCard(c)).length;
    case 'chips-per-foreign-face-rank': {
      let ranks = 0;
      for (const c of trash) if (isForeign(c, seat)) for (const r of FACE_RANKS) ranks += countRank([c], r);
      return e.chips * ranks;
    }
    case 'chips-per-trash-cards':
      return e.chips * Math.floor(trash.length / e.per);
  }
}

/** Every seat's final-scoring chips, by category. */
export function finalScores(s: TrashPokerState): FinalBreakdown[] {
  const decks = s.seats.map(deckOf);
  const sixesDeck = sixMajority(decks.map((d) => countRank(d, '6')));
  const sixesTrash = sixMajority(s.seats.map((p) => countRank(p.trash, '6')));
  return s.seats.map((p, seat) => {
    const out: FinalBreakdown = {};
    const add = (category: ScoreCategory, chips: number): void => {
      if (chips) out[category] = (out[category] ?? 0) + chips;
    };
    add('sixesDeck', sixesDeck[seat]);
    add('sixesTrash', sixesTrash[seat]);
    for (const card of decks[seat]) {
      for (const e of cardInfo(card).final) if (e.where === 'deck') add(effectCategory(card), effectChips(e, seat, p.trash));
    }
    for (const card of p.trash) {
      for (const e of cardInfo(card).final) if (e.where === 'trash') add(effectCategory(card), effectChips(e, seat, p.trash));
    }
    add('pairs45', FINAL_SCORING.pair45 * Math.min(countRank(p.trash, '4'), countRank(p.trash, '5')));
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

export function buildResult(s: TrashPokerState): GameResult {
  const chips = s.seats.map((p) => p.chips);
  const deckSizes = s.seats.map((p) => deckOf(p).length);
  const winners = winnersOf(chips, deckSizes);
  // Order: winners, then most chips, then fewer deck cards; equal lines share a place.
  const better = (a: number, b: number): number =>
    Number(winners.includes(b)) - Number(winners.includes(a)) || chips[b] - chips[a] || deckSizes[a] - deckSizes[b];
  const offset = winners.length === 0 ? 1 : 0;
  const standings: Standing[] = s.seats.map((p, seat) => ({
    seat,
    place: 1 + offset + s.seats.filter((_, other) => better(other, seat) < 0).length,
    score: p.chips,
    breakdown: { ...p.score },
  }));
  standings.sort((a, b) => a.place - b.place || a.seat - b.seat);
  return { standings, winners, extra: { deckSizes } };
}

export function finishGame(ctx: Ctx): void {
  const s = ctx.s;
  const scores = finalScores(s);
  scores.forEach((breakdown, seat) => {
    for (const [category, chips] of Object.entries(breakdown)) {
      awardChips(ctx, seat, chips!, category as ScoreCategory, 'final-scoring');
    }
  });
  s.result = buildResult(s);
  setPhase(ctx, 'over');
  for (let seat = 0; seat < s.players; seat++) seatW(ctx, seat).step = 'idle';
  ctx.events.push({ kind: 'game-over', winners: s.result.winners, standings: s.result.standings });
}

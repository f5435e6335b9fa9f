/**
 * "Solo Mode": the House, played by the engine. It skips drawing; its RP are a die roll plus its
 * rank marker; its pot is the top cards of its draw pile; when its turn to collect comes it
 * removes one card chosen by its revealed personality card and earns the chips the scoring card
 * shows for that line; its marker moves on at cleanup; it never shuffles. Houses are never
 * actors: everything here runs inside the human actions that reach it, with events for each
 * step so that clients can animate them.
 */
import { nextInt, shuffleInPlace, type RngState } from '../rng.js';
import { cardInfo, isJoker, startingDeck } from './cards.js';
import {
  DIE_SIDES,
  HOUSE_MARKER_START,
  HOUSE_POT,
  HOUSE_POT_EASIER,
  HOUSE_POT_HARDER,
  PERSONALITIES,
  PERSONALITIES_PER_HOUSE,
  PERSONALITY_CARDS,
  SCORING_CARDS_BY_ID,
  scoringCardFor,
  type PersonalityLine,
} from './house-data.js';
import { houseAt, moveCard, participants, potOf, roundsOf, type Ctx, type Loc } from './state.js';
import type { CardId, HouseScoreCategory, SoloAdjustment, SoloOptions, SoloState, TrashPokerState } from './types.js';
import { HOUSE_SCORE_CATEGORIES } from './types.js';

/** Setup steps 14-17: a deck per House, the marker on space 1, 3 face-down personality cards each, the scoring card. */
export function createSolo(rng: RngState, players: number, options: SoloOptions): SoloState {
  const { card, side } = scoringCardFor(options.difficulty, players + options.houses);
  const personalities = shuffleInPlace(
    rng,
    PERSONALITY_CARDS.map((p) => p.id),
  );
  const houses = Array.from({ length: options.houses }, (_, h) => ({
    draw: shuffleInPlace(rng, startingDeck(players + h)),
    pot: [],
    discard: [],
    removed: [],
    chips: 0,
    score: emptyHouseScore(),
    personalities: personalities.splice(personalities.length - PERSONALITIES_PER_HOUSE, PERSONALITIES_PER_HOUSE),
    revealed: [],
    seen: [],
    round: null,
  }));
  return {
    difficulty: options.difficulty,
    adjustments: options.adjustments.slice(),
    scoringCard: card.id,
    side: side.difficulty,
    marker: HOUSE_MARKER_START,
    houses,
  };
}

function emptyHouseScore(): Record<HouseScoreCategory, number> {
  const score = {} as Record<HouseScoreCategory, number>;
  for (const c of HOUSE_SCORE_CATEGORIES) score[c] = 0;
  return score;
}

/** Gives chips to a House (by participant number), with the same event as a seat's chips. */
export function awardHouseChips(ctx: Ctx, who: number, chips: number, category: HouseScoreCategory, reason: string): void {
  if (chips === 0) return;
  const h = houseAt(ctx.s, who);
  h.chips += chips;
  h.score = { ...h.score, [category]: h.score[category] + chips };
  ctx.events.push({ kind: 'chips-won', seat: who, chips, category, reason });
}

export function hasAdjustment(s: TrashPokerState, adjustment: SoloAdjustment): boolean {
  return s.solo?.adjustments.includes(adjustment) ?? false;
}

/** Participant numbers of the Houses. */
export function houseNumbers(s: TrashPokerState): number[] {
  return s.solo ? s.solo.houses.map((_, h) => s.players + h) : [];
}

/** Chips per personality line on the scoring card side in use. */
export function lineChips(s: TrashPokerState): readonly number[] {
  const card = SCORING_CARDS_BY_ID[s.solo!.scoringCard];
  return card.sides.find((x) => x.difficulty === s.solo!.side)!.chips;
}

/** "2. Playing Cards": each House rolls the die; its RP are the roll plus the marker's space. */
export function rollHouses(ctx: Ctx): void {
  const s = ctx.s;
  for (const who of houseNumbers(s)) {
    const die = 1 + nextInt(s.rng, DIE_SIDES);
    const rp = die + s.solo!.marker;
    houseAt(s, who).round = { die, rp, place: 0, chips: 0 };
    ctx.events.push({ kind: 'house-rp', seat: who, die, marker: s.solo!.marker, rp });
  }
}

/** Pot size: 3 cards, or 4 / 2 with the easier / harder adjustment. */
export function housePotSize(s: TrashPokerState): number {
  if (hasAdjustment(s, 'house-pot-4')) return HOUSE_POT_EASIER;
  if (hasAdjustment(s, 'house-pot-2')) return HOUSE_POT_HARDER;
  return HOUSE_POT;
}

/** "3. i)": each House places the top cards of its draw pile face up as its pot (fewer when it runs out). */
export function placeHousePots(ctx: Ctx): void {
  const s = ctx.s;
  const n = housePotSize(s);
  for (const who of houseNumbers(s)) {
    const h = houseAt(s, who);
    for (let i = 0; i < n && h.draw.length > 0; i++) {
      moveCard(ctx, h.draw[h.draw.length - 1], { zone: 'draw', seat: who }, { zone: 'pot', seat: who });
    }
    ctx.events.push({ kind: 'house-pot', seat: who, cards: h.pot.slice() });
  }
}

/** Whether a personality line matches a card: a rank printed on it, or that star symbol. */
export function lineMatches(line: PersonalityLine, card: CardId): boolean {
  const info = cardInfo(card);
  if (line === 'wild') return info.anyRank === true;
  if (line === 'wild-suit') return info.anySuit === true && info.anyRank !== true;
  return info.ranks.includes(line);
}

/** `lineFor` by personality card and card id: both are fixed data, and the bot asks often. */
const lineCache = new Map<string, number>();

/** The first line of personality card `id` that matches `card`; -1 when none does. */
export function lineFor(id: string, card: CardId): number {
  const key = `${id}|${card}`;
  let line = lineCache.get(key);
  if (line === undefined) {
    line = PERSONALITIES[id].lines.findIndex((l) => lineMatches(l, card));
    lineCache.set(key, line);
  }
  return line;
}

/** A card's best suit priority on a personality card (0 = highest); a star suit can be any suit. */
function suitPriority(card: CardId, suits: readonly string[]): number {
  const info = cardInfo(card);
  if (info.anySuit) return 0;
  let best = suits.length;
  for (const suit of info.suits) best = Math.min(best, suits.indexOf(suit));
  return best;
}

/** Reveals the House's next personality card, reshuffling the revealed ones when none is left. */
function revealPersonality(ctx: Ctx, who: number): string {
  const h = houseAt(ctx.s, who);
  if (h.personalities.length === 0) {
    h.personalities = shuffleInPlace(ctx.s.rng, h.revealed.splice(0));
    ctx.events.push({ kind: 'personalities-shuffled', seat: who, count: h.personalities.length });
  }
  const id = h.personalities.pop()!;
  h.revealed.push(id);
  if (!h.seen.includes(id)) h.seen = [...h.seen, id];
  ctx.events.push({ kind: 'personality-revealed', seat: who, card: id });
  return id;
}

/**
 * What personality card `id` would remove from `candidates`: the line (the first one that matches
 * a card) and the cards the die chooses between (among that line's cards a joker, then the highest
 * suit priority). Null when nothing matches.
 */
export function removalChoice(id: string, candidates: readonly CardId[]): { line: number; pool: CardId[] } | null {
  const personality = PERSONALITIES[id];
  const lines = candidates.map((card) => lineFor(id, card)).filter((line) => line >= 0);
  if (lines.length === 0) return null;
  const line = Math.min(...lines);
  const matches = candidates.filter((card) => lineMatches(personality.lines[line], card));
  const jokers = matches.filter(isJoker);
  let pool = jokers.length > 0 ? jokers : matches;
  if (pool.length > 1) {
    const best = Math.min(...pool.map((card) => suitPriority(card, personality.suits)));
    pool = pool.filter((card) => suitPriority(card, personality.suits) === best);
  }
  return { line, pool };
}

/**
 * "3. ii)": the House removes 1 of `candidates` (cards of others and jokers) by its revealed
 * personality card (`removalChoice`; the die decides a tie). It earns the line's chips; no collect
 * effect is carried out.
 */
export function houseRemoves(ctx: Ctx, who: number, candidates: readonly CardId[]): void {
  const s = ctx.s;
  const personality = PERSONALITIES[revealPersonality(ctx, who)];
  const choice = removalChoice(personality.id, candidates);
  if (!choice) {
    ctx.events.push({ kind: 'collect-skipped', seat: who });
    return;
  }
  const { line, pool } = choice;
  let card = pool[0];
  if (pool.length > 1) {
    const roll = nextInt(s.rng, pool.length);
    card = pool[roll];
    ctx.events.push({ kind: 'die-rolled', seat: who, purpose: 'house-tie', among: pool.slice(), card });
  }
  const fromSeat = participants(s).find((p) => potOf(s, p).includes(card)) ?? null;
  const from: Loc = fromSeat === null ? { zone: 'middle' } : { zone: 'pot', seat: fromSeat };
  moveCard(ctx, card, from, { zone: 'house-removed', seat: who });
  const chips = lineChips(s)[line];
  ctx.events.push({ kind: 'house-removed', seat: who, card, fromSeat, personality: personality.id, line, symbol: personality.lines[line], chips });
  awardHouseChips(ctx, who, chips, 'removals', 'house-removed');
}

/**
 * "4. Cleaning Up": the House's pot cards nobody took go on its discard pile; the marker moves
 * 1 space (not when a House won the round with the easier adjustment; 1 more when a player won
 * with the harder one). Nothing moves after the last round.
 */
export function cleanUpHouses(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.solo) return;
  for (const who of houseNumbers(s)) {
    const h = houseAt(s, who);
    for (const card of h.pot.slice()) moveCard(ctx, card, { zone: 'pot', seat: who }, { zone: 'discard', seat: who });
  }
  if (s.round >= roundsOf(s)) return;
  const houseWon = s.placement.length > 0 && s.placement[0] >= s.players;
  let move = 1;
  if (houseWon && hasAdjustment(s, 'no-advance-on-loss')) move = 0;
  if (!houseWon && hasAdjustment(s, 'advance-on-win')) move++;
  s.solo.marker += move;
  ctx.events.push({ kind: 'house-marker', marker: s.solo.marker, moved: move });
}

/** Clears the Houses' round results when a round starts. */
export function startHouseRound(ctx: Ctx): void {
  for (const h of ctx.s.solo?.houses ?? []) h.round = null;
}

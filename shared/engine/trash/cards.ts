/** Card ids, decks and what each rank does in a layout. */
import { RANKS, SUITS, type CardId, type Rank, type Suit } from './types';

/** The layout spot a natural card belongs to; jacks are wild, queens and kings never fit. */
const SPOT_OF_RANK: Record<Rank, number | null> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: null,
  Q: null,
  K: null,
};

const CARD_ID = /^(A|[2-9]|10|J|Q|K)([SHDC])\.(\d{1,2})$/;

export interface ParsedCard {
  rank: Rank;
  suit: Suit;
  deck: number;
}

export function makeCard(rank: Rank, suit: Suit, deck: number): CardId {
  return `${rank}${suit}.${deck}`;
}

/** Reads a card id; `null` when it is not one. */
export function parseCard(id: CardId): ParsedCard | null {
  const m = CARD_ID.exec(id);
  return m ? { rank: m[1] as Rank, suit: m[2] as Suit, deck: Number(m[3]) } : null;
}

export function rankOf(id: CardId): Rank {
  const parsed = parseCard(id);
  if (!parsed) throw new Error(`not a card id: ${id}`);
  return parsed.rank;
}

export function isJack(id: CardId): boolean {
  return rankOf(id) === 'J';
}

/** The spot (1-10) a natural card belongs to, or null for jacks, queens and kings. */
export function naturalSpot(id: CardId): number | null {
  return SPOT_OF_RANK[rankOf(id)];
}

/** "Setup": one deck for two players, two for three or four, three for five or six, and so on. */
export function decksFor(players: number): number {
  return Math.ceil(players / 2);
}

/** Every card of `decks` standard 52-card decks, in a fixed order. */
export function allCards(decks: number): CardId[] {
  const cards: CardId[] = [];
  for (let deck = 0; deck < decks; deck++) for (const suit of SUITS) for (const rank of RANKS) cards.push(makeCard(rank, suit, deck));
  return cards;
}

/** Copies of one rank across all decks. */
export function copiesPerRank(decks: number): number {
  return SUITS.length * decks;
}

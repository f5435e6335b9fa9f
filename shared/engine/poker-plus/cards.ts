/**
 * Card ids and the shoe. An id names its face and its deck (`'7H0'`, `'XR1'`), so ids are unique
 * when decks are shuffled together and a card's meaning never needs a lookup in the state.
 */
import { SUITS, type Card, type CardId, type Colour, type Suit } from './types';

/** Rank letters in number order: A = 1 ... K = 13. Jokers are `X` = 14. */
export const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const JOKER_NUMBER = 14;

export const SUIT_COLOUR: Record<Suit, Colour> = { S: 'black', C: 'black', H: 'red', D: 'red' };

/** The most decks any table uses; ids carry a single deck digit. */
const MAX_DECKS = 4;

function deckIds(deck: number): CardId[] {
  const ids: CardId[] = [];
  for (const suit of SUITS) for (const rank of RANK_LETTERS) ids.push(`${rank}${suit}${deck}`);
  ids.push(`XB${deck}`, `XR${deck}`);
  return ids;
}

function describe(id: CardId): Card {
  const [rank, suitLetter, deckDigit] = id;
  const deck = Number(deckDigit);
  if (rank === 'X') {
    const colour: Colour = suitLetter === 'B' ? 'black' : 'red';
    return { id, number: JOKER_NUMBER, suit: null, colour, joker: true, deck };
  }
  const suit = suitLetter as Suit;
  const number = RANK_LETTERS.indexOf(rank as (typeof RANK_LETTERS)[number]) + 1;
  return { id, number, suit, colour: SUIT_COLOUR[suit], joker: false, deck };
}

const CARDS: ReadonlyMap<CardId, Card> = new Map(
  Array.from({ length: MAX_DECKS }, (_, d) => deckIds(d))
    .flat()
    .map((id) => [id, describe(id)]),
);

/** True for any id a Poker+ shoe can hold (untrusted input goes through this). */
export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && CARDS.has(value);
}

/** The meaning of a card id; throws on an id no shoe holds (engine bug, not player input). */
export function card(id: CardId): Card {
  const c = CARDS.get(id);
  if (!c) throw new Error(`Unknown Poker+ card id ${JSON.stringify(id)}`);
  return c;
}

/** Every card of `decks` standard decks with both jokers each, unshuffled. */
export function shoe(decks: number): CardId[] {
  return Array.from({ length: decks }, (_, d) => deckIds(d)).flat();
}

/**
 * A short face for logs, buttons and tooltips: `7♥`, `10♠`, `black Joker`. The rule text's
 * `Joker⚫` is emoji, which a canvas without an emoji font draws as an empty box.
 */
export function faceLabel(id: CardId): string {
  const c = card(id);
  if (c.joker) return `${c.colour} Joker`;
  const rank = c.number === 10 ? '10' : RANK_LETTERS[c.number - 1];
  return `${rank}${{ S: '♠', C: '♣', H: '♥', D: '♦' }[c.suit!]}`;
}

/**
 * Reads the rule text's notation (`'4♠ 5♠ 8♠ 10♠ Q♠ Joker⚫'`, emoji variation selectors and
 * stray spaces allowed) as card ids. Repeated faces take the next deck, so `7♦ 7♦` is two cards.
 */
export function parseFaces(text: string): CardId[] {
  const tokens = text
    .replace(/\uFE0F/g, '')
    .replace(/(\d|[AJQK]) +(?=[♠♣♥♦❤])/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
  const used = new Map<string, number>();
  return tokens.map((token) => {
    const face = faceIdOf(token);
    const deck = used.get(face) ?? 0;
    used.set(face, deck + 1);
    return `${face}${deck}`;
  });
}

function faceIdOf(token: string): string {
  const joker = /^Joker([⚫🔴])$/u.exec(token);
  if (joker) return joker[1] === '⚫' ? 'XB' : 'XR';
  const m = /^(10|[2-9AJQK])([♠♣♥♦❤])$/u.exec(token);
  if (!m) throw new Error(`Cannot read card ${JSON.stringify(token)}`);
  const rank = m[1] === '10' ? 'T' : m[1];
  const suit = { '♠': 'S', '♣': 'C', '♥': 'H', '❤': 'H', '♦': 'D' }[m[2]]!;
  return `${rank}${suit}`;
}

/**
 * The cards: each player's 52-card starting deck, card ids, and what each card carries
 * (printed symbols, owner, effects). Effects of the standard ranks are data
 * ("'Collect' Effects of the Starting Cards", "Scoring Effects").
 */
import { JOKERS, type JokerDef } from './jokers.js';
import { RANKS, SUITS, type CardFace } from './hand.js';
import type { CardId, CollectEffect, FinalEffect, LastingEffect, PlayEffect, Rank, Suit } from './types.js';

/** Ranks that are face ranks ("J", "Q", "K"). */
export const FACE_RANKS: readonly Rank[] = ['J', 'Q', 'K'];

/** Effects printed on standard cards, by rank. */
export const RANK_EFFECTS: Readonly<Partial<Record<Rank, { collect?: CollectEffect[]; final?: FinalEffect[] }>>> = {
  '2': { final: [{ do: 'chips-per-foreign-face-rank', where: 'trash', chips: 1 }] },
  '7': { collect: [{ do: 'raid', times: 1 }, { do: 'activate-shuffle' }] },
  '8': { collect: [{ do: 'upgrade', max: 1, min: 1 }] },
  '9': { collect: [{ do: 'upgrade', max: 1, min: 1 }] },
  '10': { collect: [{ do: 'upgrade', max: 1, min: 1 }] },
  J: { collect: [{ do: 'trash', max: 3 }] },
  Q: { collect: [{ do: 'trash', max: 3 }] },
  K: { collect: [{ do: 'trash', max: 3 }] },
};

/** Everything the rules need to know about one card. */
export interface CardInfo extends CardFace {
  id: CardId;
  ranks: Rank[];
  suits: Suit[];
  /** Seat whose starting deck the card comes from; null for jokers (foreign to everyone). */
  owner: number | null;
  joker: JokerDef | null;
  collect: readonly CollectEffect[];
  play: readonly PlayEffect[];
  lasting: readonly LastingEffect[];
  final: readonly FinalEffect[];
}

const STANDARD_ID = /^([0-9])-(10|[2-9JQKA])([SHDC])$/;
const infoCache = new Map<CardId, CardInfo>();

export function standardCardId(owner: number, rank: Rank, suit: Suit): CardId {
  return `${owner}-${rank}${suit}`;
}

/** The 52 cards of a seat's starting deck, in a fixed order. */
export function startingDeck(owner: number): CardId[] {
  const deck: CardId[] = [];
  for (const suit of SUITS) for (const rank of RANKS) deck.push(standardCardId(owner, rank, suit));
  return deck;
}

/** Whether `id` names a card that exists in a game (a standard card or a known joker). */
export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && id.length <= 8 && (STANDARD_ID.test(id) || Object.hasOwn(JOKERS, id));
}

/** What card `id` carries; throws on an unknown id (rules only ask about ids from the state). */
export function cardInfo(id: CardId): CardInfo {
  const cached = infoCache.get(id);
  if (cached) return cached;
  const info = makeInfo(id);
  infoCache.set(id, info);
  return info;
}

function makeInfo(id: CardId): CardInfo {
  const joker = Object.hasOwn(JOKERS, id) ? JOKERS[id] : undefined;
  if (joker) {
    return {
      id,
      ranks: joker.ranks,
      suits: joker.suits,
      anyRank: joker.anyRank,
      anySuit: joker.anySuit,
      owner: null,
      joker,
      collect: joker.collect ?? [],
      play: joker.play ?? [],
      lasting: joker.lasting ?? [],
      final: joker.final ?? [],
    };
  }
  const m = STANDARD_ID.exec(id);
  if (!m) throw new RangeError(`Unknown card "${id}".`);
  const rank = m[2] as Rank;
  const effects = RANK_EFFECTS[rank];
  return {
    id,
    ranks: [rank],
    suits: [m[3] as Suit],
    owner: Number(m[1]),
    joker: null,
    collect: effects?.collect ?? [],
    play: [],
    lasting: [],
    final: effects?.final ?? [],
  };
}

export function isJoker(id: CardId): boolean {
  return cardInfo(id).joker !== null;
}

/** Foreign to `seat`: a joker or a card from another player's starting deck ("Glossary"). */
export function isForeign(id: CardId, seat: number): boolean {
  return cardInfo(id).owner !== seat;
}

/** How many times `rank` is printed on the card (stars never count: "Any Rank and Any Suit"). */
export function rankCount(id: CardId, rank: Rank): number {
  let n = 0;
  for (const r of cardInfo(id).ranks) if (r === rank) n++;
  return n;
}

/** Sum of `rankCount` over cards. */
export function countRank(cards: readonly CardId[], rank: Rank): number {
  let n = 0;
  for (const id of cards) n += rankCount(id, rank);
  return n;
}

/** 4-5 pairs in a Trash: each "4" pairs with one "5" ("Trash Scoring Cards"). */
export function pairs45(trash: readonly CardId[]): number {
  return Math.min(countRank(trash, '4'), countRank(trash, '5'));
}

export function isFaceCard(id: CardId): boolean {
  return cardInfo(id).ranks.some((r) => FACE_RANKS.includes(r));
}

/**
 * Value of a card revealed to break a tie ("Ties": whoever reveals the higher card): its highest
 * printed rank, an ace high; a star counts as an ace (see docs: tie draws).
 */
export function tieValue(id: CardId): number {
  const info = cardInfo(id);
  if (info.anyRank) return RANKS.length - 1;
  let best = -1;
  for (const r of info.ranks) best = Math.max(best, RANKS.indexOf(r));
  return best;
}

/** A short name for logs: "A♠", "10♥", "Joker 7". */
export function cardLabel(id: CardId): string {
  const info = cardInfo(id);
  if (info.joker) return `Joker ${info.joker.number}`;
  const suit = { S: '♠', H: '♥', D: '♦', C: '♣' }[info.suits[0]];
  return `${info.ranks[0]}${suit}`;
}

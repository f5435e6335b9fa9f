/**
 * Trash Poker hand evaluation (rulebook: "Card Ranks, Hand Ranks, and Rank Points", "Ties",
 * "Flushes", "Jokers", "Upgrades").
 *
 * A played hand is a set of cards whose printed symbols form a pool: the player picks up to 5
 * rank symbols and 5 suit symbols from it. Ranks and suits are picked independently, so the
 * flush is decided from the suit symbols alone and the hand rank from the rank symbols alone.
 *
 * Speed comes from one lookup table: every multiset of at most 5 ranks gets a distinct sum of
 * per-rank keys (RANK_KEYS), and the table maps that sum to the best hand those ranks form.
 * Pools with more than 5 rank symbols (multi-jokers) fall back to `bestOfCounts`, the same
 * function the table is built from, so both paths agree by construction.
 */

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Card ranks, lowest first ("A" also plays low in a straight). */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** Suits; they have no order. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Hand ranks, best first. */
export const HAND_RANKS = [
  'five-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'pair',
  'high-card',
] as const;
export type HandRank = (typeof HAND_RANKS)[number];

/** Base rank points printed on the tableau; they also order the hand ranks. */
export const BASE_RP: Readonly<Record<HandRank, number>> = {
  'five-of-a-kind': 9,
  'four-of-a-kind': 8,
  'full-house': 7,
  straight: 6,
  'three-of-a-kind': 4,
  'two-pair': 3,
  pair: 2,
  'high-card': 1,
};

/** RP a flush adds on top of the hand rank ("Flushes"). */
export const FLUSH_RP = 4;

/**
 * A card's printed symbols. A standard card has one rank and one suit; a joker may repeat or
 * mix ranks and suits, and may carry a star symbol. Game cards may carry more fields (id,
 * owner, effects); they are read, never copied or rejected.
 */
export interface CardFace {
  ranks: Rank[];
  suits: Suit[];
  /** One extra rank symbol, named by the player when the card is played ("Any Rank and Any Suit"). */
  anyRank?: boolean;
  /** One extra suit symbol, named by the player when the card is played ("Any Suit"). */
  anySuit?: boolean;
}

/** Upgrade counts per tableau area ("Upgrades"). */
export interface Upgrades {
  /** Flush suits, vertical: hearts and diamonds are the same suit when > 0. */
  heartsDiamonds: number;
  /** Flush suits, horizontal: spades and clubs are the same suit when > 0. */
  spadesClubs: number;
  /** Draw more cards (not used by evaluation). */
  drawMore: number;
  /** Trash more cards during cleanup (not used by evaluation). */
  trashMore: number;
  /** Five / four of a kind: +2 RP each. */
  fiveFour: number;
  /** Full house +2 RP each, straight +3 RP each. */
  fullHouseStraight: number;
  /** Three of a kind, two pair, pair, high card: +2 RP each. */
  lower: number;
}

/** Which upgrade area raises each hand rank, and by how much per upgrade ("Upgrades"). */
export const UPGRADE_BONUS: Readonly<Record<HandRank, { area: keyof Upgrades; rp: number }>> = {
  'five-of-a-kind': { area: 'fiveFour', rp: 2 },
  'four-of-a-kind': { area: 'fiveFour', rp: 2 },
  'full-house': { area: 'fullHouseStraight', rp: 2 },
  straight: { area: 'fullHouseStraight', rp: 3 },
  'three-of-a-kind': { area: 'lower', rp: 2 },
  'two-pair': { area: 'lower', rp: 2 },
  pair: { area: 'lower', rp: 2 },
  'high-card': { area: 'lower', rp: 2 },
};

/** Rule changes brought by unlockable jokers ("Unlockable Jokers"); every field is optional. */
export interface EvalOptions {
  /** Joker 11 (in Trash): a straight needs only 4 consecutive ranks; the 5th symbol is a kicker. */
  straightLength?: 4 | 5;
  /** On-play effect: each pair of suits counts as one suit for the flush, e.g. `[['H', 'C']]`. */
  sameSuits?: ReadonlyArray<readonly [Suit, Suit]>;
  /**
   * Joker 10 (in Trash): the caller's sum of hand-rank upgrades, added to every hand; the
   * hand-rank upgrades (fiveFour, fullHouseStraight, lower) then lose their normal effect.
   */
  flatBonus?: number;
  /** Lasting effects that add RP only when that exact hand rank is scored. Wild symbols are named with these in mind. */
  rankBonus?: Partial<Record<HandRank, number>>;
  /** On-play effects: RP added to the hand whatever it is. */
  extraRP?: number;
}

/** What a star symbol was named when played; `card` indexes the evaluated cards. */
export interface WildName {
  card: number;
  rank?: Rank;
  suit?: Suit;
}

/** The scored hand, with what the UI needs to show it. */
export interface HandEvaluation {
  rank: HandRank;
  baseRP: number;
  /** RP from upgrades (or `flatBonus`) and joker bonuses; `rp = baseRP + bonusRP + (flush ? FLUSH_RP : 0)`. */
  bonusRP: number;
  flush: boolean;
  rp: number;
  /** The flush suit (with merged suits: the one holding most symbols), or null. */
  flushSuit: Suit | null;
  /** The rank symbols used, hand-rank symbols first, then kickers from the highest (5 or fewer). */
  used: Rank[];
  /** For each entry of `used`, the index of the card that gives it. */
  usedCards: number[];
  /** With a flush, the index of the card giving each of the 5 suit symbols; else empty. */
  flushCards: number[];
  /** The names chosen for star symbols. */
  wilds: WildName[];
  /** Ranks compared on a tie, in order (e.g. full house: the triple, then the pair). */
  tiebreak: Rank[];
  /** Placement key: a larger key is placed better, equal keys tie (then the draw-from-pile tie-break). */
  key: number;
}

// ---------------------------------------------------------------------------------------------
// Keys and tables

/**
 * Per-rank keys (2 .. A) chosen so that every multiset of at most 5 ranks has a distinct sum:
 * a greedy search over sums of 5 symbols where a "no symbol" entry has key 0. The sum indexes
 * the lookup table directly, so duplicate cards and five of a kind need no special case.
 */
const RANK_KEYS = [1, 6, 31, 108, 366, 926, 2286, 5733, 12905, 27316, 44676, 94545, 147031] as const;
const TABLE_SIZE = 5 * RANK_KEYS[12] + 1;

/** RP are counted in units of 2^24 in a key; below them sit the base RP and 5 rank nibbles. */
const RP_UNIT = 0x1000000;
const BASE_SHIFT = 20;

/** Hand rank by base RP (the 4-bit category stored in keys). */
const RANK_BY_BASE: readonly (HandRank | undefined)[] = (() => {
  const out: (HandRank | undefined)[] = [];
  for (const r of HAND_RANKS) out[BASE_RP[r]] = r;
  return out;
})();

/** How many symbols each tie-break rank stands for, by base RP (straights are runs, see `expandUsed`). */
const GROUP_SIZES: Readonly<Record<number, readonly number[]>> = {
  9: [5],
  8: [4, 1],
  7: [3, 2],
  4: [3, 1, 1],
  3: [2, 2, 1],
  2: [2, 1, 1, 1],
  1: [1, 1, 1, 1, 1],
};

/** Working copy of the counts for `bestOfCounts` (it never re-enters, so one copy will do). */
const WORK = new Int32Array(13);

/**
 * The best hand (forced best hand rank, then best tie-break) that rank symbol counts can form,
 * as a plain key: `base * 2^24 + base * 2^20 + nibbles`, five nibbles of rank index + 1 (0 = no
 * symbol), most significant first. Counts may total more or fewer than 5.
 */
function bestOfCounts(counts: ArrayLike<number>, straightLength: number): number {
  const c = WORK;
  let five = -1;
  let four = -1;
  let trip = -1;
  let pair1 = -1;
  let pair2 = -1;
  for (let r = 12; r >= 0; r--) {
    const n = (c[r] = counts[r]);
    if (n >= 5 && five < 0) five = r;
    if (n >= 4 && four < 0) four = r;
    if (n >= 3 && trip < 0) trip = r;
    if (n >= 2) {
      if (pair1 < 0) pair1 = r;
      else if (pair2 < 0) pair2 = r;
    }
  }
  const houseTrip = trip;
  const housePair = trip < 0 ? -1 : pair1 !== trip ? pair1 : pair2;
  const top = straightTop(c, straightLength);
  let base: number;
  let key = 0;
  let slots = 0;
  let used = 0;
  const group = (r: number, size: number): void => {
    key = key * 16 + r + 1;
    slots++;
    c[r] -= size;
    used += size;
  };
  if (five >= 0) {
    base = 9;
    group(five, 5);
  } else if (four >= 0) {
    base = 8;
    group(four, 4);
  } else if (housePair >= 0) {
    base = 7;
    group(houseTrip, 3);
    group(housePair, 2);
  } else if (top >= 0) {
    base = 6;
    key = top + 1;
    slots = 1;
    for (let i = 0; i < straightLength; i++) c[(top - i + 13) % 13]--;
    used = straightLength;
  } else if (trip >= 0) {
    base = 4;
    group(trip, 3);
  } else if (pair2 >= 0) {
    base = 3;
    group(pair1, 2);
    group(pair2, 2);
  } else if (pair1 >= 0) {
    base = 2;
    group(pair1, 2);
  } else {
    base = 1;
  }
  // Kickers: the highest remaining symbols, one at a time, until 5 symbols are used.
  for (let r = 12; r >= 0 && used < 5; r--) {
    while (c[r] > 0 && used < 5) {
      key = key * 16 + r + 1;
      slots++;
      c[r]--;
      used++;
    }
  }
  for (; slots < 5; slots++) key *= 16;
  return base * RP_UNIT + base * 0x100000 + key;
}

/**
 * Index of the top rank of the highest straight of `length` consecutive ranks, or -1. The ace
 * plays high (after K) or low (before 2) but never both, so runs do not wrap around.
 */
function straightTop(c: ArrayLike<number>, length: number): number {
  for (let top = 12; top >= length - 1; top--) {
    let ok = true;
    for (let i = 0; i < length && ok; i++) ok = c[top - i] > 0;
    if (ok) return top;
  }
  // The wheel: A low, then 2 .. up to the run's top (a "5" for a 5-card straight).
  const wheelTop = length - 2;
  if (c[12] <= 0) return -1;
  for (let r = 0; r <= wheelTop; r++) if (c[r] <= 0) return -1;
  return wheelTop;
}

/** Builds a lookup table: rank-key sum of every multiset of 0..5 ranks -> plain key. */
function buildTable(straightLength: number): Int32Array {
  const table = new Int32Array(TABLE_SIZE);
  const counts = new Array<number>(13).fill(0);
  const visit = (start: number, left: number, sum: number): void => {
    const plain = bestOfCounts(counts, straightLength);
    // A collision would mean two different pools share a sum: the keys above rule that out.
    if (table[sum] !== 0 && table[sum] !== plain) throw new Error('hand table: rank key collision');
    table[sum] = plain;
    if (left === 0) return;
    for (let r = start; r < 13; r++) {
      counts[r]++;
      visit(r, left - 1, sum + RANK_KEYS[r]);
      counts[r]--;
    }
  };
  visit(0, 5, 0);
  return table;
}

const TABLE5 = buildTable(5);
let table4: Int32Array | undefined;
function tableFor(straightLength: number): Int32Array {
  if (straightLength === 5) return TABLE5;
  table4 ??= buildTable(4);
  return table4;
}

// ---------------------------------------------------------------------------------------------
// Standard cards as integers: the fast path

/** Integer code of a standard card: rank index * 4 + suit index (0 .. 51, as phe numbers them). */
export function cardCode(rank: Rank, suit: Suit): number {
  return RANKS.indexOf(rank) * 4 + SUITS.indexOf(suit);
}

/** The code of a plain one-rank-one-suit card, or -1 for anything else (jokers). */
export function cardCodeOf(card: CardFace): number {
  if (card.ranks.length !== 1 || card.suits.length !== 1 || card.anyRank || card.anySuit) return -1;
  return rankIndex(card.ranks[0]) * 4 + suitIndex(card.suits[0]);
}

const CODE_RANK_KEY = Int32Array.from({ length: 52 }, (_, code) => RANK_KEYS[code >> 2]);
const CODE_SUIT_BIT = Int32Array.from({ length: 52 }, (_, code) => 1 << (code & 3));
const PLAIN_FLUSH = FLUSH_RP * RP_UNIT;

/**
 * Placement key of 5 standard cards given as codes (see `cardCode`), without upgrades or joker
 * rules: larger is placed better, equal ties. Equals `evaluateHand(...).key` for the same cards
 * with no upgrades. Codes are not checked; duplicates (several decks) are fine.
 */
export function scoreCodes(a: number, b: number, c: number, d: number, e: number): number {
  const plain = TABLE5[CODE_RANK_KEY[a] + CODE_RANK_KEY[b] + CODE_RANK_KEY[c] + CODE_RANK_KEY[d] + CODE_RANK_KEY[e]];
  return (CODE_SUIT_BIT[a] & CODE_SUIT_BIT[b] & CODE_SUIT_BIT[c] & CODE_SUIT_BIT[d] & CODE_SUIT_BIT[e]) === 0
    ? plain
    : plain + PLAIN_FLUSH;
}

// ---------------------------------------------------------------------------------------------
// Scoring context: upgrades and joker rules folded into small tables once per call

interface Context {
  table: Int32Array;
  straightLength: number;
  /** RP added per base RP (upgrades or flat bonus, rank bonuses, extra RP), in key units. */
  bonusUnits: number[];
  /** Flush group of each suit index (suits merged by upgrades or `sameSuits`). */
  groupOf: number[];
}

const NO_UPGRADES: Readonly<Upgrades> = {
  heartsDiamonds: 0,
  spadesClubs: 0,
  drawMore: 0,
  trashMore: 0,
  fiveFour: 0,
  fullHouseStraight: 0,
  lower: 0,
};

function makeContext(upgrades: Partial<Upgrades> | undefined, options: EvalOptions | undefined): Context {
  const up = { ...NO_UPGRADES, ...upgrades };
  const flat = options?.flatBonus;
  const bonusUnits: number[] = new Array(10).fill(0);
  for (const hand of HAND_RANKS) {
    const { area, rp } = UPGRADE_BONUS[hand];
    const upgradeRP = flat !== undefined ? flat : (Number(up[area]) || 0) * rp;
    const rp2 = upgradeRP + (options?.rankBonus?.[hand] ?? 0) + (options?.extraRP ?? 0);
    bonusUnits[BASE_RP[hand]] = rp2 * RP_UNIT;
  }
  // Union of merged suits: each suit points at the lowest suit index of its group.
  const groupOf = [0, 1, 2, 3];
  const merge = (x: number, y: number): void => {
    const gx = groupOf[x];
    const gy = groupOf[y];
    const to = Math.min(gx, gy);
    for (let s = 0; s < 4; s++) if (groupOf[s] === gx || groupOf[s] === gy) groupOf[s] = to;
  };
  if ((Number(up.heartsDiamonds) || 0) > 0) merge(1, 2);
  if ((Number(up.spadesClubs) || 0) > 0) merge(0, 3);
  for (const [x, y] of options?.sameSuits ?? []) merge(suitIndex(x), suitIndex(y));
  const straightLength = options?.straightLength === 4 ? 4 : 5;
  return { table: tableFor(straightLength), straightLength, bonusUnits, groupOf };
}

const DEFAULT_CONTEXT = makeContext(undefined, undefined);

function contextFor(upgrades?: Partial<Upgrades>, options?: EvalOptions): Context {
  return upgrades === undefined && options === undefined ? DEFAULT_CONTEXT : makeContext(upgrades, options);
}

/** Full key of a plain key (rp = base) once the context's bonuses and the flush are added. */
function withBonus(ctx: Context, plain: number, flushUnits: number): number {
  return plain + ctx.bonusUnits[(plain >>> BASE_SHIFT) & 15] + flushUnits;
}

// ---------------------------------------------------------------------------------------------
// Symbol parsing

const RANK_BY_CHAR = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_BY_CHAR[r.charCodeAt(0)] = i));
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
SUITS.forEach((s, i) => (SUIT_BY_CHAR[s.charCodeAt(0)] = i));

function rankIndex(rank: string): number {
  const i = rank.length === 1 ? RANK_BY_CHAR[rank.charCodeAt(0)] : rank === '10' ? 8 : -1;
  if (!(i >= 0) || i === 8 && rank !== '10') throw new RangeError(`Unknown card rank "${rank}".`);
  return i;
}

function suitIndex(suit: string): number {
  const i = suit.length === 1 ? SUIT_BY_CHAR[suit.charCodeAt(0)] : -1;
  if (!(i >= 0)) throw new RangeError(`Unknown card suit "${suit}".`);
  return i;
}

// ---------------------------------------------------------------------------------------------
// The pool of symbols offered by the played cards

interface Pool {
  /** Printed rank symbols. */
  n: number;
  /** Sum of RANK_KEYS over printed rank symbols: the lookup-table index while n <= 5. */
  keySum: number;
  /** Star rank symbols (cards with anyRank). */
  wildRanks: number;
  /** Printed suit symbols per flush group, and per suit. */
  groupCounts: number[];
  suitCounts: number[];
  /** Star suit symbols (cards with anySuit). */
  wildSuits: number;
}

function poolOf(cards: readonly CardFace[], ctx: Context): Pool {
  const groupCounts = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let n = 0;
  let keySum = 0;
  let wildRanks = 0;
  let wildSuits = 0;
  for (const card of cards) {
    for (const r of card.ranks) {
      keySum += RANK_KEYS[rankIndex(r)];
      n++;
    }
    for (const s of card.suits) {
      const i = suitIndex(s);
      suitCounts[i]++;
      groupCounts[ctx.groupOf[i]]++;
    }
    if (card.anyRank) wildRanks++;
    if (card.anySuit) wildSuits++;
  }
  return { n, keySum, wildRanks, groupCounts, suitCounts, wildSuits };
}

function rankCounts(cards: readonly CardFace[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) for (const r of card.ranks) counts[rankIndex(r)]++;
  return counts;
}

/** The flush group with the most printed symbols (star suits join it): the flush if it reaches 5. */
function fullestGroup(pool: Pool): number {
  let best = 0;
  for (let g = 1; g < 4; g++) if (pool.groupCounts[g] > pool.groupCounts[best]) best = g;
  return best;
}

function flushGroup(pool: Pool): number {
  const best = fullestGroup(pool);
  return pool.groupCounts[best] + pool.wildSuits >= 5 ? best : -1;
}

/**
 * Names the star rank symbols to earn the most RP, then the best placement; for each naming the
 * hand is the best hand rank the symbols form. Returns the full key and writes the names (rank
 * indices) into `named` (an empty array, or null when not needed). With at most 5 rank symbols every naming is one table lookup.
 */
function bestNaming(
  cards: readonly CardFace[],
  pool: Pool,
  ctx: Context,
  flushUnits: number,
  named: number[] | null,
): number {
  const w = pool.wildRanks;
  const viaTable = pool.n + w <= 5;
  if (viaTable && w === 0) return withBonus(ctx, ctx.table[pool.keySum], flushUnits);
  let best = -Infinity;
  if (viaTable && w === 1) {
    // Highest names first, so that on equal keys the star keeps the more natural, higher name.
    let bestName = 12;
    for (let r = 12; r >= 0; r--) {
      const key = withBonus(ctx, ctx.table[pool.keySum + RANK_KEYS[r]], flushUnits);
      if (key > best) {
        best = key;
        bestName = r;
      }
    }
    if (named) named.push(bestName);
    return best;
  }
  // Several stars, or more than 5 rank symbols: every multiset of names, in non-increasing order.
  const counts = viaTable ? null : rankCounts(cards);
  const current = new Array<number>(w).fill(0);
  const visit = (depth: number, from: number, keySum: number): void => {
    if (depth === w) {
      const plain = counts ? bestOfCounts(counts, ctx.straightLength) : ctx.table[keySum];
      const key = withBonus(ctx, plain, flushUnits);
      if (key > best) {
        best = key;
        if (named) for (let i = 0; i < w; i++) named[i] = current[i];
      }
      return;
    }
    for (let r = from; r >= 0; r--) {
      current[depth] = r;
      if (counts) counts[r]++;
      visit(depth + 1, r, keySum + RANK_KEYS[r]);
      if (counts) counts[r]--;
    }
  };
  visit(0, 12, pool.keySum);
  return best;
}

// ---------------------------------------------------------------------------------------------
// Public entry points

/**
 * Placement key of the played cards, the cheapest way to compare hands: larger is placed
 * better, equal ties. Same number as `evaluateHand(...).key`.
 */
export function scoreHand(cards: readonly CardFace[], upgrades?: Partial<Upgrades>, options?: EvalOptions): number {
  const ctx = contextFor(upgrades, options);
  const pool = poolOf(cards, ctx);
  const flushUnits = flushGroup(pool) >= 0 ? PLAIN_FLUSH : 0;
  return bestNaming(cards, pool, ctx, flushUnits, null);
}

/**
 * Scores played cards: the best hand rank their rank symbols form (star symbols named to earn
 * the most RP, then the best placement), the flush, upgrades and joker rules. Usually 5 cards;
 * any number is read as a pool of symbols.
 */
export function evaluateHand(
  cards: readonly CardFace[],
  upgrades?: Partial<Upgrades>,
  options?: EvalOptions,
): HandEvaluation {
  const ctx = contextFor(upgrades, options);
  const pool = poolOf(cards, ctx);
  const group = flushGroup(pool);
  const flushUnits = group >= 0 ? PLAIN_FLUSH : 0;
  const named: number[] = [];
  const key = bestNaming(cards, pool, ctx, flushUnits, named);
  return describe(cards, pool, ctx, key, group, named);
}

/**
 * Compares two played hands: > 0 when `a` is placed better, < 0 when `b` is, 0 on a tie (the
 * engine then runs the draw-from-pile tie-break, "Ties").
 */
export function compareHands(
  a: readonly CardFace[],
  b: readonly CardFace[],
  ua?: Partial<Upgrades>,
  ub?: Partial<Upgrades>,
  oa?: EvalOptions,
  ob?: EvalOptions,
): number {
  return Math.sign(scoreHand(a, ua, oa) - scoreHand(b, ub, ob));
}

/** The best 5 of a player's cards and how they score. */
export interface BestFive {
  /** Indices into the given cards, ascending. */
  indices: number[];
  /** The evaluation; its card indices (`usedCards`, `flushCards`, `wilds`) refer to the given cards. */
  evaluation: HandEvaluation;
}

/**
 * Chooses the 5 cards to play from a hand (fewer if the hand is smaller) that place best, the
 * bots' question. Ties between choices keep the first in index order.
 */
export function bestFive(cards: readonly CardFace[], upgrades?: Partial<Upgrades>, options?: EvalOptions): BestFive {
  const ctx = contextFor(upgrades, options);
  const total = cards.length;
  let indices: number[];
  if (total <= 5) {
    indices = cards.map((_, i) => i);
  } else {
    indices = bestFiveIndices(cards, ctx);
  }
  const chosen = indices.map((i) => cards[i]);
  const evaluation = evaluateHand(chosen, upgrades, options);
  const back = (i: number): number => indices[i];
  evaluation.usedCards = evaluation.usedCards.map(back);
  evaluation.flushCards = evaluation.flushCards.map(back);
  evaluation.wilds = evaluation.wilds.map((w) => ({ ...w, card: back(w.card) }));
  return { indices, evaluation };
}

/**
 * Each card is summarised by numbers that add up over a 5-card choice: printed rank symbols
 * (count and key sum, a table index while at most 5), star symbols, and suit symbols per flush
 * group packed 8 bits per group. Choices with one star rank try its 13 names by table lookup;
 * only unusual choices (several star ranks, more than 5 rank symbols) take the general path.
 */
function bestFiveIndices(cards: readonly CardFace[], ctx: Context): number[] {
  const total = cards.length;
  const keySum = new Float64Array(total);
  const nRanks = new Int32Array(total);
  const stars = new Int32Array(total);
  const suitPack = new Float64Array(total);
  const starSuits = new Int32Array(total);
  cards.forEach((card, i) => {
    for (const r of card.ranks) keySum[i] += RANK_KEYS[rankIndex(r)];
    nRanks[i] = card.ranks.length;
    stars[i] = card.anyRank ? 1 : 0;
    for (const s of card.suits) suitPack[i] += 2 ** (8 * ctx.groupOf[suitIndex(s)]);
    starSuits[i] = card.anySuit ? 1 : 0;
  });
  const { table, bonusUnits } = ctx;
  const flushUnitsOf = (pack: number, ws: number): number =>
    (pack & 255) + ws >= 5 || ((pack >>> 8) & 255) + ws >= 5 || ((pack >>> 16) & 255) + ws >= 5 || (pack >>> 24) + ws >= 5
      ? PLAIN_FLUSH
      : 0;
  let best = -Infinity;
  let bestIdx = [0, 1, 2, 3, 4];
  const pick = [0, 0, 0, 0, 0];
  for (let a = 0; a < total - 4; a++) {
    for (let b = a + 1; b < total - 3; b++) {
      for (let c = b + 1; c < total - 2; c++) {
        const ks3 = keySum[a] + keySum[b] + keySum[c];
        const n3 = nRanks[a] + nRanks[b] + nRanks[c];
        const w3 = stars[a] + stars[b] + stars[c];
        const p3 = suitPack[a] + suitPack[b] + suitPack[c];
        const ws3 = starSuits[a] + starSuits[b] + starSuits[c];
        for (let d = c + 1; d < total - 1; d++) {
          for (let e = d + 1; e < total; e++) {
            const n = n3 + nRanks[d] + nRanks[e];
            const w = w3 + stars[d] + stars[e];
            const flushUnits = flushUnitsOf(p3 + suitPack[d] + suitPack[e], ws3 + starSuits[d] + starSuits[e]);
            const ks = ks3 + keySum[d] + keySum[e];
            let key: number;
            if (n + w > 5 || w > 1) {
              pick[0] = a; pick[1] = b; pick[2] = c; pick[3] = d; pick[4] = e;
              const chosen = pick.map((i) => cards[i]);
              key = bestNaming(chosen, poolOf(chosen, ctx), ctx, flushUnits, null);
            } else if (w === 0) {
              const plain = table[ks];
              key = plain + bonusUnits[(plain >>> BASE_SHIFT) & 15] + flushUnits;
            } else {
              key = -Infinity;
              for (let r = 12; r >= 0; r--) {
                const plain = table[ks + RANK_KEYS[r]];
                const k = plain + bonusUnits[(plain >>> BASE_SHIFT) & 15] + flushUnits;
                if (k > key) key = k;
              }
            }
            if (key > best) {
              best = key;
              bestIdx = [a, b, c, d, e];
            }
          }
        }
      }
    }
  }
  return bestIdx;
}

// ---------------------------------------------------------------------------------------------
// Describing a key for people

/** Rank indices of the tie-break nibbles (rank index + 1, 0 = none), most significant first. */
function nibblesOf(low: number): number[] {
  const out: number[] = [];
  for (let shift = 16; shift >= 0; shift -= 4) {
    const x = (low >>> shift) & 15;
    if (x > 0) out.push(x - 1);
  }
  return out;
}

/** The rank symbols (indices) a hand stands for, hand-rank symbols first. */
function expandUsed(base: number, ranks: readonly number[], straightLength: number): number[] {
  const used: number[] = [];
  if (base === 6) {
    for (let i = 0; i < straightLength; i++) used.push((ranks[0] - i + 13) % 13);
    for (let k = 1; k < ranks.length; k++) used.push(ranks[k]);
    return used;
  }
  const sizes = GROUP_SIZES[base];
  for (let k = 0; k < ranks.length; k++) for (let j = 0; j < sizes[k]; j++) used.push(ranks[k]);
  return used;
}

function describe(
  cards: readonly CardFace[],
  pool: Pool,
  ctx: Context,
  key: number,
  group: number,
  named: readonly number[],
): HandEvaluation {
  const rp = Math.floor(key / RP_UNIT);
  const low = key - rp * RP_UNIT;
  const base = low >>> BASE_SHIFT;
  const ranks = nibblesOf(low);
  const used = expandUsed(base, ranks, ctx.straightLength);
  const flush = group >= 0;

  // Star suits complete the flush, or else join the most common suit (harmless and natural).
  const suitGroup = flush ? group : fullestGroup(pool);
  let starSuit = ctx.groupOf.indexOf(suitGroup);
  for (let s = 0; s < 4; s++) {
    if (ctx.groupOf[s] === suitGroup && pool.suitCounts[s] > pool.suitCounts[starSuit]) starSuit = s;
  }

  // Star ranks take the names in order. Every rank symbol on offer, as (card, rank) pairs,
  // printed symbols first so that stars are only credited when the printed ones run out.
  const wilds: WildName[] = [];
  const offerCard: number[] = [];
  const offerRank: number[] = [];
  let nextName = 0;
  for (let i = 0; i < cards.length; i++) {
    const ranks = cards[i].ranks;
    for (let k = 0; k < ranks.length; k++) {
      offerCard.push(i);
      offerRank.push(rankIndex(ranks[k]));
    }
  }
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i];
    if (!card.anyRank && !card.anySuit) continue;
    const w: WildName = card.anyRank ? { card: i, rank: RANKS[named[nextName] ?? 12] } : { card: i };
    if (card.anyRank) {
      offerCard.push(i);
      offerRank.push(named[nextName++] ?? 12);
    }
    if (card.anySuit) w.suit = SUITS[starSuit];
    wilds.push(w);
  }
  const usedCards: number[] = [];
  const usedNames: Rank[] = [];
  for (let u = 0; u < used.length; u++) {
    const r = used[u];
    const j = offerRank.indexOf(r);
    usedCards.push(offerCard[j]);
    offerRank[j] = -1;
    usedNames.push(RANKS[r]);
  }

  const flushCards: number[] = [];
  if (flush) {
    for (let i = 0; i < cards.length; i++) {
      const suits = cards[i].suits;
      for (let k = 0; k < suits.length && flushCards.length < 5; k++) {
        if (ctx.groupOf[suitIndex(suits[k])] === group) flushCards.push(i);
      }
    }
    for (let i = 0; i < cards.length && flushCards.length < 5; i++) if (cards[i].anySuit) flushCards.push(i);
  }

  const hand = RANK_BY_BASE[base] as HandRank;
  return {
    rank: hand,
    baseRP: base,
    bonusRP: rp - base - (flush ? FLUSH_RP : 0),
    flush,
    rp,
    flushSuit: flush ? SUITS[starSuit] : null,
    used: usedNames,
    usedCards,
    flushCards,
    wilds,
    tiebreak: ranks.map((r) => RANKS[r]),
    key,
  };
}

// ---------------------------------------------------------------------------------------------
// Text notation: parseCards / formatCards

/**
 * Parses cards written one per token: a standard card is rank then suit ("10H", "AS", "7c");
 * `*` is a star card (any rank and any suit); a joker is `[ranks|suits]` with comma-separated
 * symbols where `*` in a part is a star symbol, e.g. `[A,A|S,S]`, `[2,2|]`, `[|*]`.
 * Throws a RangeError naming the first token it cannot read.
 */
export function parseCards(text: string): CardFace[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map(parseToken);
}

function parseToken(token: string): CardFace {
  const t = token.toUpperCase();
  if (t === '*') return { ranks: [], suits: [], anyRank: true, anySuit: true };
  const joker = /^\[([^|\]]*)\|([^|\]]*)\]$/.exec(t);
  try {
    if (joker) {
      const card: CardFace & { ranks: Rank[]; suits: Suit[] } = { ranks: [], suits: [] };
      for (const r of splitList(joker[1])) {
        if (r === '*') card.anyRank = true;
        else card.ranks.push(RANKS[rankIndex(r === 'T' ? '10' : r)]);
      }
      for (const s of splitList(joker[2])) {
        if (s === '*') card.anySuit = true;
        else card.suits.push(SUITS[suitIndex(s)]);
      }
      return card;
    }
    const rank = t.slice(0, -1);
    return { ranks: [RANKS[rankIndex(rank === 'T' ? '10' : rank)]], suits: [SUITS[suitIndex(t.slice(-1))]] };
  } catch {
    throw new RangeError(`Cannot read card "${token}".`);
  }
}

function splitList(part: string): string[] {
  return part
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);
}

/** Writes cards in the notation `parseCards` reads. */
export function formatCards(cards: readonly CardFace[]): string {
  return cards
    .map((c) => {
      if (cardCodeOf(c) >= 0) return `${c.ranks[0]}${c.suits[0]}`;
      if (c.ranks.length === 0 && c.suits.length === 0 && c.anyRank && c.anySuit) return '*';
      const ranks = [...c.ranks, ...(c.anyRank ? ['*'] : [])].join(',');
      const suits = [...c.suits, ...(c.anySuit ? ['*'] : [])].join(',');
      return `[${ranks}|${suits}]`;
    })
    .join(' ');
}

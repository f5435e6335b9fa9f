/**
 * Trash Poker hand evaluation (rulebook: "Card Ranks, Hand Ranks, and Rank Points", "Ties",
 * "Flushes", "Jokers", "Upgrades").
 *
 * A played hand is a set of cards whose printed symbols form a pool: the player picks up to 5
 * rank symbols and 5 suit symbols from it. Ranks and suits are picked independently, so the
 * flush is decided from the suit symbols alone and the hand rank from the rank symbols alone.
 *
 * Speed comes from lookup tables: every multiset of at most 5 ranks gets a distinct sum of
 * per-rank keys (RANK_KEYS), folded into a small slot range, and the table maps it to the best
 * hand those ranks form. Star tables do the same for "these ranks plus k stars". Pools with more
 * than 5 rank symbols (multi-jokers) fall back to `bestOfCounts`, the function the tables are
 * built from, so every path agrees by construction.
 *
 * A key packs a placement into one number: RP * 2^24 + base RP * 2^20 + five 4-bit tie-break
 * ranks, so comparing keys compares RP, then hand rank, then the tie-break ranks ("Ties").
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
export const HAND_RANKS = ['five-of-a-kind', 'four-of-a-kind', 'full-house', 'straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card'] as const;
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
  /**
   * Lasting effects that add RP when a card rank is part of the scored hand rank (kickers left
   * out), once per rank, e.g. Joker 6's `{ K: 2 }`. Wild symbols are named with these in mind.
   */
  rankInHandBonus?: Partial<Record<Rank, number>>;
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
 * a greedy search over sums of 5 symbols where a "no symbol" entry has key 0. The sum of a
 * pool's keys identifies its ranks, so duplicate cards and five of a kind need no special case.
 */
const RANK_KEYS = [1, 6, 31, 108, 366, 926, 2286, 5733, 12905, 27316, 44676, 94545, 147031] as const;

/** Every rank-key sum of 0 to 5 ranks, once each (8568 sums between 0 and 5 * 147031). */
function allSums(): number[] {
  const sums: number[] = [];
  const visit = (start: number, left: number, sum: number): void => {
    sums.push(sum);
    if (left > 0) for (let r = start; r < 13; r++) visit(r, left - 1, sum + RANK_KEYS[r]);
  };
  visit(0, 5, 0);
  return sums;
}

/**
 * The sums are sparse, so a displacement table folds them into 2^14 slots and the lookup tables
 * stay small enough to live in the CPU cache (hash and displace): a sum's slot is
 * `(sum + SLOT_DISP[sum >>> 7]) & SLOT_MASK`. Sums sharing a bucket differ in their low 7 bits,
 * so each bucket only needs one displacement that lands all its sums on free slots.
 */
const SLOT_COUNT = 1 << 14;
const SLOT_MASK = SLOT_COUNT - 1;
const BUCKET_SHIFT = 7;
const SLOT_DISP = buildSlotDisplacements();

function buildSlotDisplacements(): Uint16Array {
  const buckets = new Map<number, number[]>();
  for (const sum of allSums()) {
    const b = sum >>> BUCKET_SHIFT;
    const list = buckets.get(b);
    if (list) list.push(sum);
    else buckets.set(b, [sum]);
  }
  const disp = new Uint16Array(((5 * RANK_KEYS[12]) >>> BUCKET_SHIFT) + 1);
  const taken = new Uint8Array(SLOT_COUNT);
  const order = [...buckets.entries()].sort((x, y) => y[1].length - x[1].length || x[0] - y[0]);
  for (const [b, sums] of order) {
    let d = 0;
    while (d < SLOT_COUNT && sums.some((sum) => taken[(sum + d) & SLOT_MASK])) d++;
    if (d === SLOT_COUNT) throw new Error('hand table: no free slots');
    for (const sum of sums) taken[(sum + d) & SLOT_MASK] = 1;
    disp[b] = d;
  }
  return disp;
}

function slotOf(sum: number): number {
  return (sum + SLOT_DISP[sum >>> BUCKET_SHIFT]) & SLOT_MASK;
}

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
  const housePair = trip < 0 ? -1 : pair1 !== trip ? pair1 : pair2;
  const top = straightTop(c, straightLength);
  // The hand rank and its groups of equal ranks (rank, size), best first.
  let base = 1;
  let g1 = -1;
  let s1 = 0;
  let g2 = -1;
  let s2 = 0;
  if (five >= 0) [base, g1, s1] = [9, five, 5];
  else if (four >= 0) [base, g1, s1] = [8, four, 4];
  else if (housePair >= 0) [base, g1, s1, g2, s2] = [7, trip, 3, housePair, 2];
  else if (top >= 0) base = 6;
  else if (trip >= 0) [base, g1, s1] = [4, trip, 3];
  else if (pair2 >= 0) [base, g1, s1, g2, s2] = [3, pair1, 2, pair2, 2];
  else if (pair1 >= 0) [base, g1, s1] = [2, pair1, 2];
  let key = 0;
  let slots = 0;
  let used = 0;
  if (base === 6) {
    key = top + 1;
    slots = 1;
    for (let i = 0; i < straightLength; i++) c[(top - i + 13) % 13]--;
    used = straightLength;
  }
  if (g1 >= 0) {
    key = g1 + 1;
    slots = 1;
    c[g1] -= s1;
    used = s1;
  }
  if (g2 >= 0) {
    key = key * 16 + g2 + 1;
    slots = 2;
    c[g2] -= s2;
    used += s2;
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

/** Builds a lookup table: slot of the rank-key sum of every multiset of 0..5 ranks -> plain key. */
function buildTable(straightLength: number): Int32Array {
  const table = new Int32Array(SLOT_COUNT);
  const counts = new Array<number>(13).fill(0);
  const visit = (start: number, left: number, sum: number): void => {
    const plain = bestOfCounts(counts, straightLength);
    // A collision would mean two pools share a slot: the keys and displacements rule that out.
    const slot = slotOf(sum);
    if (table[slot] !== 0 && table[slot] !== plain) throw new Error('hand table: rank key collision');
    table[slot] = plain;
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

/**
 * Star tables answer "printed ranks S plus k star ranks" in one lookup instead of 13^k. RP
 * depend only on the hand rank, so for each S and k it keeps, per hand rank, the best plain key
 * any naming reaches (and those names); the caller adds its bonuses and takes the best.
 * Lists are stored flat: `index[keySum(S)] - 1 + (k - 1)` points into `header`, which gives
 * the start of a list in `plain`/`names` that ends at a 0.
 */
interface StarTable {
  index: Uint16Array;
  header: Int32Array;
  plain: Int32Array;
  /** The names of each entry, 4 bits each, the first star in the highest bits. */
  names: Int32Array;
}

function buildStarTable(table: Int32Array): StarTable {
  const index = new Uint16Array(SLOT_COUNT);
  const header: number[] = [];
  const plain: number[] = [0];
  const names: number[] = [0];
  const bestPlain = new Array<number>(10);
  const bestNames = new Array<number>(10);
  const nameAll = (from: number, left: number, sum: number, packed: number): void => {
    if (left === 0) {
      const p = table[slotOf(sum)];
      const base = (p >>> BASE_SHIFT) & 15;
      if (p > bestPlain[base]) {
        bestPlain[base] = p;
        bestNames[base] = packed;
      }
      return;
    }
    // Highest names first: on equal keys the stars keep the more natural, higher names.
    for (let r = from; r >= 0; r--) nameAll(r, left - 1, sum + RANK_KEYS[r], packed * 16 + r);
  };
  const printed = (from: number, size: number, sum: number): void => {
    index[slotOf(sum)] = header.length + 1;
    const first = header.length;
    for (let k = 1; k <= 5 - size; k++) header.push(0);
    for (let k = 1; k <= 5 - size; k++) {
      bestPlain.fill(0);
      nameAll(12, k, sum, 0);
      header[first + k - 1] = plain.length;
      for (let base = 9; base >= 1; base--) {
        if (bestPlain[base] > 0) {
          plain.push(bestPlain[base]);
          names.push(bestNames[base]);
        }
      }
      plain.push(0);
      names.push(0);
    }
    if (size < 4) for (let r = from; r < 13; r++) printed(r, size + 1, sum + RANK_KEYS[r]);
  };
  printed(0, 0, 0);
  return { index, header: Int32Array.from(header), plain: Int32Array.from(plain), names: Int32Array.from(names) };
}

// Built on the first star, per straight length.
let stars5: StarTable | undefined;
let stars4: StarTable | undefined;
function starTableFor(ctx: Context): StarTable {
  if (ctx.straightLength === 5) return (stars5 ??= buildStarTable(ctx.table));
  return (stars4 ??= buildStarTable(ctx.table));
}

/** Best full key for printed ranks with key sum `keySum` plus `k` star ranks (at most 5 in all). */
function bestWithStars(ctx: Context, keySum: number, k: number, flushUnits: number, named: number[] | null): number {
  const stars = starTableFor(ctx);
  let best = -Infinity;
  let bestNames = 0;
  for (let j = stars.header[stars.index[slotOf(keySum)] - 1 + k - 1]; stars.plain[j] !== 0; j++) {
    const key = withBonus(ctx, stars.plain[j], flushUnits);
    if (key > best) {
      best = key;
      bestNames = stars.names[j];
    }
  }
  if (named) for (let i = k - 1; i >= 0; i--) named.push((bestNames >>> (4 * i)) & 15);
  return best;
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
  const sum = CODE_RANK_KEY[a] + CODE_RANK_KEY[b] + CODE_RANK_KEY[c] + CODE_RANK_KEY[d] + CODE_RANK_KEY[e];
  const plain = TABLE5[(sum + SLOT_DISP[sum >>> BUCKET_SHIFT]) & SLOT_MASK];
  return (CODE_SUIT_BIT[a] & CODE_SUIT_BIT[b] & CODE_SUIT_BIT[c] & CODE_SUIT_BIT[d] & CODE_SUIT_BIT[e]) === 0 ? plain : plain + PLAIN_FLUSH;
}

// ---------------------------------------------------------------------------------------------
// Scoring context: upgrades and joker rules folded into small tables once per call

interface Context {
  table: Int32Array;
  straightLength: number;
  /** RP added per base RP (upgrades or flat bonus, rank bonuses, extra RP), in key units. */
  bonusUnits: number[];
  /** RP added per card rank index in the hand rank, in key units; null when no effect adds any. */
  rankInHandUnits: number[] | null;
  /** Flush group of each suit index (suits merged by upgrades or `sameSuits`). */
  groupOf: number[];
  /** Whether any suits are merged. */
  merged: boolean;
}

/** UPGRADE_BONUS as rows by base RP, read once so that building a context stays cheap. */
const BONUS_ROWS = HAND_RANKS.map((hand) => ({ hand, base: BASE_RP[hand], ...UPGRADE_BONUS[hand] }));

function count(x: unknown): number {
  return typeof x === 'number' && x > 0 ? x : 0;
}

/** Puts suits x and y in one flush group; says whether that changed anything. */
function mergeSuits(groupOf: number[], x: number, y: number): boolean {
  const gx = groupOf[x];
  const gy = groupOf[y];
  if (gx === gy) return false;
  const to = Math.min(gx, gy);
  for (let s = 0; s < 4; s++) if (groupOf[s] === gx || groupOf[s] === gy) groupOf[s] = to;
  return true;
}

// Runs on every call that passes upgrades or options: each field is read once and no closures
// are made (tsx, which runs the server, names every closure it creates).
function makeContext(upgrades: Partial<Upgrades> | undefined, options: EvalOptions | undefined): Context {
  const areas: Record<keyof Upgrades, number> = {
    heartsDiamonds: count(upgrades?.heartsDiamonds),
    spadesClubs: count(upgrades?.spadesClubs),
    drawMore: 0,
    trashMore: 0,
    fiveFour: count(upgrades?.fiveFour),
    fullHouseStraight: count(upgrades?.fullHouseStraight),
    lower: count(upgrades?.lower),
  };
  const flat = options?.flatBonus;
  const rankBonus = options?.rankBonus;
  const extra = options?.extraRP ?? 0;
  const bonusUnits = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const row of BONUS_ROWS) {
    const upgradeRP = flat ?? areas[row.area] * row.rp;
    bonusUnits[row.base] = (upgradeRP + (rankBonus?.[row.hand] ?? 0) + extra) * RP_UNIT;
  }
  // Merged suits: each suit points at the lowest suit index of its group.
  const groupOf = [0, 1, 2, 3];
  let merged = false;
  if (areas.heartsDiamonds > 0) merged = mergeSuits(groupOf, 1, 2) || merged;
  if (areas.spadesClubs > 0) merged = mergeSuits(groupOf, 0, 3) || merged;
  if (options?.sameSuits) {
    for (const [x, y] of options.sameSuits) merged = mergeSuits(groupOf, suitIndex(x), suitIndex(y)) || merged;
  }
  const straightLength = options?.straightLength === 4 ? 4 : 5;
  return { table: tableFor(straightLength), straightLength, bonusUnits, rankInHandUnits: rankInHandUnitsOf(options?.rankInHandBonus), groupOf, merged };
}

function rankInHandUnitsOf(bonus: Partial<Record<Rank, number>> | undefined): number[] | null {
  if (!bonus) return null;
  let any = false;
  const units = RANKS.map((r) => {
    const rp = bonus[r] ?? 0;
    if (rp !== 0) any = true;
    return rp * RP_UNIT;
  });
  return any ? units : null;
}

const DEFAULT_CONTEXT = makeContext(undefined, undefined);

function contextFor(upgrades?: Partial<Upgrades>, options?: EvalOptions): Context {
  return upgrades === undefined && options === undefined ? DEFAULT_CONTEXT : makeContext(upgrades, options);
}

/** Full key of a plain key (rp = base) once the context's bonuses and the flush are added. */
function withBonus(ctx: Context, plain: number, flushUnits: number): number {
  const key = plain + ctx.bonusUnits[(plain >>> BASE_SHIFT) & 15] + flushUnits;
  return ctx.rankInHandUnits === null ? key : key + handRankRankUnits(ctx.rankInHandUnits, plain, ctx.straightLength);
}

/** How many tie-break ranks of a plain key form the hand rank itself, by base RP; the rest are kickers. */
const HAND_RANK_GROUPS: Readonly<Record<number, number>> = { 9: 1, 8: 1, 7: 2, 4: 1, 3: 2, 2: 1, 1: 1 };

/** Rank-in-hand bonuses of a plain key: each rank forming the hand rank (a straight: its whole run) counts once. */
function handRankRankUnits(units: readonly number[], plain: number, straightLength: number): number {
  const base = (plain >>> BASE_SHIFT) & 15;
  const top = ((plain >>> 16) & 15) - 1;
  // A hand without rank symbols (jokers showing suits only) has no rank in it.
  if (top < 0) return 0;
  if (base === 6) {
    let sum = 0;
    for (let i = 0; i < straightLength; i++) sum += units[(top - i + 13) % 13];
    return sum;
  }
  return HAND_RANK_GROUPS[base] === 2 ? units[top] + units[((plain >>> 12) & 15) - 1] : units[top];
}

// ---------------------------------------------------------------------------------------------
// Symbol parsing

const RANK_BY_CHAR = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_BY_CHAR[r.charCodeAt(0)] = i));
const SUIT_BY_CHAR = new Int8Array(128).fill(-1);
SUITS.forEach((s, i) => (SUIT_BY_CHAR[s.charCodeAt(0)] = i));

function rankIndex(rank: string): number {
  const i = rank.length === 1 ? RANK_BY_CHAR[rank.charCodeAt(0)] : rank === '10' ? 8 : -1;
  if (!(i >= 0) || (i === 8 && rank !== '10')) throw new RangeError(`Unknown card rank "${rank}".`);
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
  /** Printed suit symbols per suit, 8 bits each (suit index s at bits 8s .. 8s + 7). */
  suitPack: number;
  /** Star suit symbols (cards with anySuit). */
  wildSuits: number;
}

const SUIT_UNIT = [1, 0x100, 0x10000, 0x1000000];

// Plain index loops and no arrays: this runs for every hand scored.
function poolOf(cards: readonly CardFace[]): Pool {
  let n = 0;
  let keySum = 0;
  let wildRanks = 0;
  let wildSuits = 0;
  let suitPack = 0;
  for (let c = 0; c < cards.length; c++) {
    const card = cards[c];
    const ranks = card.ranks;
    for (let k = 0; k < ranks.length; k++) keySum += RANK_KEYS[rankIndex(ranks[k])];
    n += ranks.length;
    const suits = card.suits;
    for (let k = 0; k < suits.length; k++) suitPack += SUIT_UNIT[suitIndex(suits[k])];
    if (card.anyRank) wildRanks++;
    if (card.anySuit) wildSuits++;
  }
  return { n, keySum, wildRanks, suitPack, wildSuits };
}

const suitCount = (pool: Pool, suit: number): number => (pool.suitPack >>> (8 * suit)) & 255;

/** The flush group with the most printed symbols (star suits join it), and its count. */
function fullestGroup(pool: Pool, ctx: Context): { group: number; count: number } {
  const counts = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) counts[ctx.groupOf[s]] += suitCount(pool, s);
  let group = 0;
  for (let g = 1; g < 4; g++) if (counts[g] > counts[group]) group = g;
  return { group, count: counts[group] };
}

/** The flush group, or -1 without a flush. */
function flushGroup(pool: Pool, ctx: Context): number {
  if (ctx.merged) {
    const { group, count } = fullestGroup(pool, ctx);
    return count + pool.wildSuits >= 5 ? group : -1;
  }
  // No merged suits: each suit is its own group.
  const need = 5 - pool.wildSuits;
  for (let s = 0; s < 4; s++) if (suitCount(pool, s) >= need) return s;
  return -1;
}

function rankCounts(cards: readonly CardFace[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) for (const r of card.ranks) counts[rankIndex(r)]++;
  return counts;
}

/**
 * Names the star rank symbols to earn the most RP, then the best placement; for each naming the
 * hand is the best hand rank the symbols form. Returns the full key and writes the names (rank
 * indices) into `named` (an empty array, or null when not needed). Pools of at most 5 rank
 * symbols take one lookup (for standard cards, the same lookup as `scoreCodes`).
 */
function bestNaming(cards: readonly CardFace[], pool: Pool, ctx: Context, flushUnits: number, named: number[] | null): number {
  const w = pool.wildRanks;
  const viaTable = pool.n + w <= 5;
  if (viaTable && w === 0) return withBonus(ctx, ctx.table[slotOf(pool.keySum)], flushUnits);
  // Star tables keep one naming per hand rank, which is enough unless a bonus depends on the ranks named.
  if (viaTable && ctx.rankInHandUnits === null) return bestWithStars(ctx, pool.keySum, w, flushUnits, named);
  let best = -Infinity;
  // Every multiset of names, in non-increasing order (highest names first on equal keys).
  const counts = rankCounts(cards);
  const current = new Array<number>(w).fill(0);
  const visit = (depth: number, from: number): void => {
    if (depth === w) {
      const plain = bestOfCounts(counts, ctx.straightLength);
      const key = withBonus(ctx, plain, flushUnits);
      if (key > best) {
        best = key;
        if (named) for (let i = 0; i < w; i++) named[i] = current[i];
      }
      return;
    }
    for (let r = from; r >= 0; r--) {
      current[depth] = r;
      counts[r]++;
      visit(depth + 1, r);
      counts[r]--;
    }
  };
  visit(0, 12);
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
  const pool = poolOf(cards);
  const flushUnits = flushGroup(pool, ctx) >= 0 ? PLAIN_FLUSH : 0;
  return bestNaming(cards, pool, ctx, flushUnits, null);
}

/**
 * Scores played cards: the best hand rank their rank symbols form (star symbols named to earn
 * the most RP, then the best placement), the flush, upgrades and joker rules. Usually 5 cards;
 * any number is read as a pool of symbols.
 */
export function evaluateHand(cards: readonly CardFace[], upgrades?: Partial<Upgrades>, options?: EvalOptions): HandEvaluation {
  const ctx = contextFor(upgrades, options);
  const pool = poolOf(cards);
  const group = flushGroup(pool, ctx);
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
  evaluation.usedCards = evaluation.usedCards.map((i) => indices[i]);
  evaluation.flushCards = evaluation.flushCards.map((i) => indices[i]);
  evaluation.wilds = evaluation.wilds.map((w) => ({ ...w, card: indices[w.card] }));
  return { indices, evaluation };
}

/** Flush RP (in key units) of suit counts packed 8 bits per flush group, plus star suits. */
function packedFlushUnits(pack: number, starSuits: number): number {
  const need = 5 - starSuits;
  return (pack & 255) >= need || ((pack >>> 8) & 255) >= need || ((pack >>> 16) & 255) >= need || pack >>> 24 >= need ? PLAIN_FLUSH : 0;
}

/**
 * Each card is summarised by numbers that add up over a 5-card choice: printed rank symbols
 * (count and key sum, a table index while at most 5), star symbols, and suit symbols per flush
 * group packed 8 bits per group. Choices with stars take one star-table lookup; only choices
 * with more than 5 rank symbols (multi-jokers) take the general path.
 */
function bestFiveIndices(cards: readonly CardFace[], ctx: Context): number[] {
  const total = cards.length;
  const keySum: number[] = new Array<number>(total).fill(0);
  const nRanks: number[] = new Array<number>(total).fill(0);
  const stars: number[] = new Array<number>(total).fill(0);
  const suitPack: number[] = new Array<number>(total).fill(0);
  const starSuits: number[] = new Array<number>(total).fill(0);
  cards.forEach((card, i) => {
    for (const r of card.ranks) keySum[i] += RANK_KEYS[rankIndex(r)];
    nRanks[i] = card.ranks.length;
    stars[i] = card.anyRank ? 1 : 0;
    for (const s of card.suits) suitPack[i] += SUIT_UNIT[ctx.groupOf[suitIndex(s)]];
    starSuits[i] = card.anySuit ? 1 : 0;
  });
  const { table } = ctx;
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
            const flushUnits = packedFlushUnits(p3 + suitPack[d] + suitPack[e], ws3 + starSuits[d] + starSuits[e]);
            const ks = ks3 + keySum[d] + keySum[e];
            let key: number;
            if (n + w > 5 || (w > 0 && ctx.rankInHandUnits !== null)) {
              pick[0] = a;
              pick[1] = b;
              pick[2] = c;
              pick[3] = d;
              pick[4] = e;
              const chosen = pick.map((i) => cards[i]);
              key = bestNaming(chosen, poolOf(chosen), ctx, flushUnits, null);
            } else if (w === 0) {
              key = withBonus(ctx, table[slotOf(ks)], flushUnits);
            } else {
              key = bestWithStars(ctx, ks, w, flushUnits, null);
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

function describe(cards: readonly CardFace[], pool: Pool, ctx: Context, key: number, group: number, named: readonly number[]): HandEvaluation {
  const rp = Math.floor(key / RP_UNIT);
  const low = key - rp * RP_UNIT;
  const base = low >>> BASE_SHIFT;
  const ranks = nibblesOf(low);
  const used = expandUsed(base, ranks, ctx.straightLength);
  const flush = group >= 0;

  // Star suits complete the flush, or else join the most common suit (harmless and natural).
  const suitGroup = flush ? group : fullestGroup(pool, ctx).group;
  let starSuit = ctx.groupOf.indexOf(suitGroup);
  for (let s = 0; s < 4; s++) {
    if (ctx.groupOf[s] === suitGroup && suitCount(pool, s) > suitCount(pool, starSuit)) starSuit = s;
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
    let j = 0;
    while (j < offerRank.length && offerRank[j] !== r) j++;
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

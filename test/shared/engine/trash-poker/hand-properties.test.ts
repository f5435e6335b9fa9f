import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_RP,
  FLUSH_RP,
  HAND_RANKS,
  RANKS,
  SUITS,
  UPGRADE_BONUS,
  bestFive,
  cardCode,
  compareHands,
  evaluateHand,
  scoreCodes,
  scoreHand,
  type CardFace,
  type EvalOptions,
  type HandRank,
  type Rank,
  type Suit,
  type Upgrades,
} from '../../../../shared/engine/trash-poker/hand';

// ---------------------------------------------------------------------------------------------
// An independent, slow oracle written straight from the rulebook: name the stars every way,
// try every choice of 5 rank symbols, classify each by sorting and grouping, keep the best hand
// rank for each naming, then keep the naming with the most RP, then the best placement.

type Score = number[]; // [rp, base, ...tie-break rank indices]

function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** [base, ...tie-break] of exactly the given rank symbols (5 or fewer). */
function classify(ranks: number[], straightLength: number): number[] {
  const count = new Map<number, number>();
  for (const r of ranks) count.set(r, (count.get(r) ?? 0) + 1);
  const groups = [...count.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const shape = groups.map((g) => g[1]).join('');
  const byGroups = groups.map((g) => g[0]);
  if (shape.startsWith('5')) return [9, ...byGroups];
  if (shape.startsWith('4')) return [8, ...byGroups];
  if (shape === '32') return [7, ...byGroups];
  // Runs: the ace is either 13 (high) or 0 (low), never both.
  let bestRun: number[] | null = null;
  for (const aceLow of [false, true]) {
    const values = ranks.map((r) => (r === 12 && aceLow ? -1 : r));
    const distinct = new Set(values);
    for (let top = 12; top >= -1 + straightLength - 1; top--) {
      const run = Array.from({ length: straightLength }, (_, i) => top - i);
      if (!run.every((v) => distinct.has(v))) continue;
      const rest = [...values];
      for (const v of run) rest.splice(rest.indexOf(v), 1);
      const kickers = rest.map((v) => (v === -1 ? 12 : v)).sort((x, y) => y - x);
      const candidate = [6, top, ...kickers];
      if (!bestRun || lexCompare(candidate, bestRun) > 0) bestRun = candidate;
      break;
    }
  }
  if (bestRun) return bestRun;
  if (shape.startsWith('3')) return [4, ...byGroups];
  if (shape.startsWith('22')) return [3, ...byGroups];
  if (shape.startsWith('2')) return [2, ...byGroups];
  return [1, ...byGroups];
}

/** The distinct ranks forming the hand rank of a classified hand (a straight's whole run; no kickers). */
function handRankRanks([base, ...ranks]: number[], straightLength: number): number[] {
  if (base === 6) return Array.from({ length: straightLength }, (_, i) => (ranks[0] - i + 13) % 13);
  return ranks.slice(0, base === 7 || base === 3 ? 2 : 1);
}

function choose<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choose(rest, k - 1).map((c) => [first, ...c]), ...choose(rest, k)];
}

function oracle(cards: CardFace[], upgrades: Partial<Upgrades> = {}, options: EvalOptions = {}): Score {
  const straightLength = options.straightLength ?? 5;
  // Flush: suits that count as one, closed transitively.
  const same = (a: Suit, b: Suit): boolean => {
    const pairs: [Suit, Suit][] = [...(options.sameSuits ?? [])].map((p) => [p[0], p[1]]);
    if ((upgrades.heartsDiamonds ?? 0) > 0) pairs.push(['H', 'D']);
    if ((upgrades.spadesClubs ?? 0) > 0) pairs.push(['S', 'C']);
    const reach = new Set<Suit>([a]);
    for (let i = 0; i < 4; i++) for (const [x, y] of pairs) if (reach.has(x) || reach.has(y)) reach.add(x), reach.add(y);
    return reach.has(b);
  };
  const suitSymbols = cards.flatMap((c) => c.suits);
  const starSuits = cards.filter((c) => c.anySuit).length;
  const flush = SUITS.some((s) => suitSymbols.filter((x) => same(s, x)).length + starSuits >= 5);

  const fixed = cards.flatMap((c) => c.ranks.map((r) => RANKS.indexOf(r)));
  const stars = cards.filter((c) => c.anyRank).length;
  // Every way to name the stars; their order does not matter, so names never decrease.
  let namings: number[][] = [[]];
  for (let i = 0; i < stars; i++) {
    namings = namings.flatMap((n) =>
      RANKS.map((_, r) => r)
        .filter((r) => r >= (n.at(-1) ?? 0))
        .map((r) => [...n, r]),
    );
  }

  let best: Score | null = null;
  for (const names of namings) {
    const symbols = [...fixed, ...names];
    const indices = symbols.map((_, i) => i);
    let hand: number[] | null = null;
    for (const pick of choose(indices, Math.min(5, symbols.length))) {
      const h = classify(
        pick.map((i) => symbols[i]),
        straightLength,
      );
      if (!hand || lexCompare(h, hand) > 0) hand = h;
    }
    const base = hand![0];
    const rank = HAND_RANKS.find((h) => BASE_RP[h] === base)!;
    const { area, rp } = UPGRADE_BONUS[rank];
    const inHand = handRankRanks(hand!, straightLength);
    const rankInHand = inHand.reduce((sum, r) => sum + (options.rankInHandBonus?.[RANKS[r]] ?? 0), 0);
    const bonus = (options.flatBonus ?? (upgrades[area] ?? 0) * rp) + (options.rankBonus?.[rank] ?? 0) + (options.extraRP ?? 0) + rankInHand;
    const score = [base + bonus + (flush ? FLUSH_RP : 0), ...hand!];
    if (!best || lexCompare(score, best) > 0) best = score;
  }
  return best!;
}

// ---------------------------------------------------------------------------------------------
// Generators

const rank = fc.constantFrom(...RANKS);
const suit = fc.constantFrom(...SUITS);
const standard: fc.Arbitrary<CardFace> = fc.record({ ranks: fc.tuple(rank), suits: fc.tuple(suit) });
const star: fc.Arbitrary<CardFace> = fc.constant({ ranks: [], suits: [], anyRank: true, anySuit: true });
const joker: fc.Arbitrary<CardFace> = fc.record(
  {
    ranks: fc.array(rank, { maxLength: 2 }),
    suits: fc.array(suit, { maxLength: 2 }),
    anyRank: fc.boolean(),
    anySuit: fc.boolean(),
  },
  { requiredKeys: ['ranks', 'suits'] },
);
const anyCard = fc.oneof({ weight: 6, arbitrary: standard }, { weight: 1, arbitrary: star }, { weight: 3, arbitrary: joker });
const starRanks = (cards: CardFace[]) => cards.filter((c) => c.anyRank).length;
/** Five cards with at most 2 star ranks (keeps the oracle quick). */
const hand5 = fc.array(anyCard, { minLength: 5, maxLength: 5 }).filter((h) => starRanks(h) <= 2);
const upgrades: fc.Arbitrary<Partial<Upgrades>> = fc.record({
  heartsDiamonds: fc.nat(1),
  spadesClubs: fc.nat(1),
  fiveFour: fc.nat(3),
  fullHouseStraight: fc.nat(3),
  lower: fc.nat(3),
});
const options: fc.Arbitrary<EvalOptions> = fc.record(
  {
    straightLength: fc.constantFrom(4 as const, 5 as const),
    sameSuits: fc.array(fc.tuple(suit, suit), { maxLength: 1 }),
    flatBonus: fc.nat(5),
    rankBonus: fc.dictionary(fc.constantFrom(...HAND_RANKS), fc.nat(4), { maxKeys: 2 }) as fc.Arbitrary<Partial<Record<HandRank, number>>>,
    extraRP: fc.nat(3),
    rankInHandBonus: fc.dictionary(rank, fc.nat(3), { maxKeys: 2 }) as fc.Arbitrary<Partial<Record<Rank, number>>>,
  },
  { requiredKeys: [] },
);

const scoreOf = (cards: CardFace[], u?: Partial<Upgrades>, o?: EvalOptions): Score => {
  const e = evaluateHand(cards, u, o);
  return [e.rp, e.baseRP, ...e.tiebreak.map((r) => RANKS.indexOf(r))];
};

// ---------------------------------------------------------------------------------------------

describe('properties (fast-check)', () => {
  it('agrees with a brute-force oracle on rank, RP and tie-break (rulebook "Jokers", "Ties", "Upgrades")', () => {
    fc.assert(
      fc.property(hand5, upgrades, options, (cards, u, o) => {
        expect(scoreOf(cards, u, o)).toEqual(oracle(cards, u, o));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the oracle with 3 or 4 star cards (several wild symbols named together)', () => {
    const stars = fc.integer({ min: 3, max: 4 }).chain((k) => fc.tuple(fc.array(standard, { minLength: 5 - k, maxLength: 5 - k }), fc.constant(k)));
    fc.assert(
      fc.property(stars, upgrades, options, ([fixed, k], u, o) => {
        const cards = [...fixed, ...Array.from({ length: k }, () => ({ ranks: [], suits: [], anyRank: true, anySuit: true }))];
        expect(scoreOf(cards, u, o)).toEqual(oracle(cards, u, o));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with the oracle on plain standard hands', () => {
    fc.assert(
      fc.property(fc.array(standard, { minLength: 5, maxLength: 5 }), (cards) => {
        expect(scoreOf(cards)).toEqual(oracle(cards));
      }),
      { numRuns: 500 },
    );
  });

  it('scoreHand, evaluateHand().key and compareHands tell the same story', () => {
    fc.assert(
      fc.property(hand5, hand5, upgrades, upgrades, (a, b, ua, ub) => {
        const ka = evaluateHand(a, ua).key;
        const kb = evaluateHand(b, ub).key;
        expect(scoreHand(a, ua)).toBe(ka);
        expect(compareHands(a, b, ua, ub)).toBe(Math.sign(ka - kb));
        // The key orders exactly like the oracle's (rp, base, tie-break) scores.
        expect(Math.sign(ka - kb)).toBe(Math.sign(lexCompare(oracle(a, ua), oracle(b, ub))));
      }),
      { numRuns: 200 },
    );
  });

  it('antisymmetry: compareHands(a, b) = -compareHands(b, a)', () => {
    fc.assert(
      fc.property(hand5, hand5, upgrades, upgrades, options, (a, b, ua, ub, o) => {
        expect(compareHands(a, b, ua, ub, o, o)).toBe(-compareHands(b, a, ub, ua, o, o) || 0);
      }),
    );
  });

  it('transitivity: a >= b and b >= c imply a >= c', () => {
    fc.assert(
      fc.property(fc.array(hand5, { minLength: 3, maxLength: 3 }), ([a, b, c]) => {
        const ab = compareHands(a, b);
        const bc = compareHands(b, c);
        if (ab >= 0 && bc >= 0) expect(compareHands(a, c)).toBeGreaterThanOrEqual(0);
        if (ab > 0 && bc >= 0) expect(compareHands(a, c)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('the order of the played cards does not matter', () => {
    fc.assert(
      fc.property(hand5, fc.array(fc.nat(), { minLength: 5, maxLength: 5 }), upgrades, options, (cards, keys, u, o) => {
        const shuffled = cards
          .map((c, i) => [keys[i], c] as const)
          .sort((x, y) => x[0] - y[0])
          .map((x) => x[1]);
        const a = evaluateHand(cards, u, o);
        const b = evaluateHand(shuffled, u, o);
        expect([b.key, b.rank, b.flush, b.used]).toEqual([a.key, a.rank, a.flush, a.used]);
      }),
    );
  });

  it('a star card never scores worse than any standard card in its place ("Any Rank and Any Suit")', () => {
    fc.assert(
      fc.property(hand5, fc.nat(4), standard, upgrades, options, (cards, i, fixed, u, o) => {
        const withFixed = cards.map((c, j) => (j === i ? fixed : c));
        const withStar = cards.map((c, j) => (j === i ? { ranks: [], suits: [], anyRank: true, anySuit: true } : c));
        fc.pre(starRanks(withStar) <= 3);
        expect(scoreHand(withStar, u, o)).toBeGreaterThanOrEqual(scoreHand(withFixed, u, o));
      }),
      { numRuns: 300 },
    );
  });

  it('the description is consistent: rp adds up, used symbols come from the named cards, flush cards give the suit', () => {
    fc.assert(
      fc.property(hand5, upgrades, options, (cards, u, o) => {
        const e = evaluateHand(cards, u, o);
        expect(e.rp).toBe(e.baseRP + e.bonusRP + (e.flush ? FLUSH_RP : 0));
        const symbols = cards.reduce((n, c) => n + c.ranks.length + (c.anyRank ? 1 : 0), 0);
        expect(e.used).toHaveLength(Math.min(5, symbols));
        expect(e.usedCards).toHaveLength(e.used.length);
        const named = new Map(e.wilds.map((w) => [w.card, w]));
        const left = cards.map((c) => [...c.ranks] as Rank[]);
        const starUsed = new Set<number>();
        e.used.forEach((r, k) => {
          const card = e.usedCards[k];
          const at = left[card].indexOf(r);
          if (at >= 0) left[card].splice(at, 1);
          else {
            expect(named.get(card)?.rank).toBe(r);
            expect(starUsed.has(card)).toBe(false);
            starUsed.add(card);
          }
        });
        expect(e.wilds.map((w) => w.card)).toEqual(cards.flatMap((c, k) => (c.anyRank || c.anySuit ? [k] : [])));
        if (e.flush) {
          expect(e.flushCards).toHaveLength(5);
          expect(e.flushSuit).not.toBeNull();
        } else expect([e.flushCards, e.flushSuit]).toEqual([[], null]);
      }),
      { numRuns: 300 },
    );
  });

  it('scoreCodes equals evaluateHand().key on standard cards, duplicates from several decks included', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(51), { minLength: 5, maxLength: 5 }), (codes) => {
        const cards = codes.map((c) => ({ ranks: [RANKS[c >> 2]], suits: [SUITS[c & 3]] }));
        expect(scoreCodes(codes[0], codes[1], codes[2], codes[3], codes[4])).toBe(evaluateHand(cards).key);
        expect(cards.map((c) => cardCode(c.ranks[0], c.suits[0]))).toEqual(codes);
      }),
      { numRuns: 500 },
    );
  });

  it('bestFive finds the best 5 of 6..9 cards (brute force over every choice)', () => {
    fc.assert(
      fc.property(fc.array(anyCard, { minLength: 6, maxLength: 9 }), upgrades, options, (cards, u, o) => {
        fc.pre(starRanks(cards) <= 3);
        const { indices, evaluation } = bestFive(cards, u, o);
        const all = choose(
          cards.map((_, i) => i),
          5,
        );
        const best = Math.max(
          ...all.map((pick) =>
            scoreHand(
              pick.map((i) => cards[i]),
              u,
              o,
            ),
          ),
        );
        expect(evaluation.key).toBe(best);
        expect(
          scoreHand(
            indices.map((i) => cards[i]),
            u,
            o,
          ),
        ).toBe(best);
        expect(new Set(indices).size).toBe(5);
      }),
      { numRuns: 200 },
    );
  });
});

describe('completeness over one 52-card deck (perft-style)', () => {
  it('counts every 5-card hand by hand rank and flush, and finds 7462 distinct placements', () => {
    const byBase = new Map<number, number>();
    let flushes = 0;
    const keys = new Set<number>();
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const key = scoreCodes(a, b, c, d, e);
              const rp = Math.floor(key / 2 ** 24);
              const base = Math.floor(key / 2 ** 20) & 15;
              byBase.set(base, (byBase.get(base) ?? 0) + 1);
              if (rp - base === FLUSH_RP) flushes++;
              keys.add(key);
            }
    // Standard poker counts, with flushes folded into their rank (straight flush = straight,
    // flush = high card) as Trash Poker's "Flushes" section says.
    expect(Object.fromEntries(HAND_RANKS.map((h) => [h, byBase.get(BASE_RP[h]) ?? 0]))).toEqual({
      'five-of-a-kind': 0,
      'four-of-a-kind': 624,
      'full-house': 3744,
      straight: 10240,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540 + 5108,
    });
    expect(flushes).toBe(5148);
    expect(keys.size).toBe(7462);
  });
});

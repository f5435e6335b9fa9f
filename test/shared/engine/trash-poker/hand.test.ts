import { describe, expect, it } from 'vitest';
import {
  BASE_RP,
  HAND_RANKS,
  RANKS,
  SUITS,
  bestFive,
  cardCode,
  compareHands,
  evaluateHand,
  formatCards,
  parseCards,
  scoreCodes,
  scoreHand,
  type CardFace,
  type EvalOptions,
  type HandRank,
  type Upgrades,
} from '../../../../shared/engine/trash-poker/hand';

const ev = (text: string, upgrades?: Partial<Upgrades>, options?: EvalOptions) => evaluateHand(parseCards(text), upgrades, options);
const cmp = (a: string, b: string) => compareHands(parseCards(a), parseCards(b));

describe('vocabulary', () => {
  it('lists ranks low to high, suits, and hand ranks best first with their base RP', () => {
    expect(RANKS).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
    expect(SUITS).toEqual(['S', 'H', 'D', 'C']);
    expect(HAND_RANKS.map((h) => BASE_RP[h])).toEqual([9, 8, 7, 6, 4, 3, 2, 1]);
  });

  it.each([
    [
      '10H AS 7C',
      [
        { ranks: ['10'], suits: ['H'] },
        { ranks: ['A'], suits: ['S'] },
        { ranks: ['7'], suits: ['C'] },
      ],
    ],
    [
      'th 2d',
      [
        { ranks: ['10'], suits: ['H'] },
        { ranks: ['2'], suits: ['D'] },
      ],
    ],
    ['*', [{ ranks: [], suits: [], anyRank: true, anySuit: true }]],
    ['[A,A|S,S]', [{ ranks: ['A', 'A'], suits: ['S', 'S'] }]],
    ['[4,5|]', [{ ranks: ['4', '5'], suits: [] }]],
    ['[|*]', [{ ranks: [], suits: [], anySuit: true }]],
    ['[9,*|H]', [{ ranks: ['9'], suits: ['H'], anyRank: true }]],
  ])('parseCards reads %s', (text, cards) => {
    expect(parseCards(text)).toEqual(cards);
  });

  it.each(['1H', 'AX', '10', '[A|S', 'KK', '[Z|S]'])('parseCards refuses %s with a readable error', (text) => {
    expect(() => parseCards(text)).toThrow(/Cannot read card/);
  });

  it('formatCards writes what parseCards reads', () => {
    const text = '10H AS * [A,A|S,S] [2,2|] [|*] [9,*|H,D]';
    expect(formatCards(parseCards(text))).toBe(text);
  });

  it('refuses unknown symbols on a card with a RangeError', () => {
    const bad = [{ ranks: ['1'], suits: ['S'] }] as unknown as CardFace[];
    expect(() => evaluateHand(bad)).toThrow(RangeError);
    expect(() => evaluateHand([{ ranks: ['A'], suits: ['X'] }] as unknown as CardFace[])).toThrow(/suit "X"/);
  });

  it('ignores upgrade counts that are not positive numbers', () => {
    const odd = { lower: -2, fiveFour: Number.NaN, fullHouseStraight: '3' } as unknown as Partial<Upgrades>;
    expect(ev('9S 9H 2D 4C 3S', odd).rp).toBe(2);
  });

  it('accepts game cards with extra fields and leaves them untouched', () => {
    const cards = parseCards('7S 7H 7D 2C 2S').map((c, i) => ({ ...c, id: `c${i}`, owner: 1, effects: ['x'] }));
    const before = structuredClone(cards);
    expect(evaluateHand(cards).rank).toBe('full-house');
    expect(cards).toEqual(before);
  });
});

describe('rulebook "Card Ranks, Hand Ranks, and Rank Points"', () => {
  it.each<[string, HandRank, number]>([
    ['7S 7H 7D 7C 7S', 'five-of-a-kind', 9],
    ['7S 7H 7D 7C 2S', 'four-of-a-kind', 8],
    ['7S 7H 7D 2C 2S', 'full-house', 7],
    ['3S 4H 5D 6C 7S', 'straight', 6],
    ['7S 7H 7D 2C 3S', 'three-of-a-kind', 4],
    ['7S 7H 2D 2C 3S', 'two-pair', 3],
    ['7S 7H 2D 4C 3S', 'pair', 2],
    ['7S 9H 2D 4C 3S', 'high-card', 1],
  ])('%s is %s worth %i RP', (text, rank, rp) => {
    const e = ev(text);
    expect(e.rank).toBe(rank);
    expect(e.baseRP).toBe(rp);
    expect(e.rp).toBe(rp);
    expect(e.flush).toBe(false);
  });

  it.each<[string, HandRank, string]>([
    ['10S JH QD KC AS', 'straight', 'A'],
    ['AS 2H 3D 4C 5S', 'straight', '5'],
    ['KS AH 2D 3C 4S', 'high-card', 'A'],
    ['QS KH AD 2C 3S', 'high-card', 'A'],
    ['JS QH KD AC 2S', 'high-card', 'A'],
  ])('an A is high or low, never both: %s is %s topped by %s', (text, rank, top) => {
    const e = ev(text);
    expect(e.rank).toBe(rank);
    expect(e.tiebreak[0]).toBe(top);
  });

  it('"You can NEVER score a lower rank": five of a kind is not also four of a kind', () => {
    expect(ev('9S 9H 9D 9C 9S', { fiveFour: 0, fullHouseStraight: 5 }).rank).toBe('five-of-a-kind');
  });

  it('the used symbols read like the hand: hand-rank symbols first, then kickers high to low', () => {
    expect(ev('3S KH 3D 9C 3H').used).toEqual(['3', '3', '3', 'K', '9']);
    expect(ev('AS 2H 3D 4C 5S').used).toEqual(['5', '4', '3', '2', 'A']);
    expect(ev('4S 4H KD KC 9S').used).toEqual(['K', 'K', '4', '4', '9']);
  });
});

describe('rulebook "Ties"', () => {
  it.each([
    ['pair of 7s beats pair of 4s, other cards irrelevant', '7S 7H 2D 3C 4S', '4S 4H JD QC KS'],
    ['the straight ending higher wins', '2S 3H 4D 5C 6S', 'AS 2H 3D 4C 5S'],
    ['full houses: the higher triple wins', '8S 8H 8D 9C 9S', '7S 7H 7D AC AS'],
    ['full houses: same triple, the higher pair wins', '8S 8H 8D 9C 9S', '8S 8H 8D 7C 7S'],
    ['same three of a kind: compare the kickers', '2S 2H 2D 6C 5S', '2S 2H 2D 6C 4S'],
    ['different hand ranks: the higher hand rank wins', '2S 2H 3D 3C 4S', 'AS AH KD QC JS'],
  ])('%s', (_name, better, worse) => {
    expect(cmp(better, worse)).toBeGreaterThan(0);
    expect(cmp(worse, better)).toBeLessThan(0);
  });

  it('the chain [8,8,8,9,9] beats [8,8,8,7,7] beats [7,7,7,A,A]', () => {
    const chain = ['8S 8H 8D 9C 9S', '8S 8H 8D 7C 7S', '7S 7H 7D AC AS'];
    expect(cmp(chain[0], chain[1])).toBe(1);
    expect(cmp(chain[1], chain[2])).toBe(1);
    expect(cmp(chain[0], chain[2])).toBe(1);
  });

  it("equal hands, suits aside, tie (the draw-from-pile tie-break is the engine's)", () => {
    expect(cmp('KS KH 9D 5C 2S', 'KD KC 9H 5S 2D')).toBe(0);
    expect(cmp('AS 2H 3D 4C 5S', 'AD 2C 3H 4S 5D')).toBe(0);
  });

  it('equal RP: the higher hand rank (base RP) is placed better', () => {
    // Pair + flush = 2 + 4 = 6 RP, straight = 6 RP.
    const pairFlush = '7S 7S 2S 3S 9S';
    expect(ev(pairFlush).rp).toBe(6);
    expect(cmp('2S 3H 4D 5C 6S', pairFlush)).toBe(1);
  });

  it('more RP beats a higher hand rank: a lower hand with upgrades places above', () => {
    const pair = parseCards('7S 7H 2D 3C 4S');
    const straight = parseCards('2S 3H 4D 5C 6S');
    expect(compareHands(pair, straight, { lower: 3 }, {})).toBe(1); // 8 vs 6
    expect(compareHands(pair, straight, { lower: 2 }, {})).toBe(-1); // 6 vs 6: straight is higher
  });
});

describe('table: tie-breaks inside each hand rank', () => {
  it.each([
    ['five of a kind: higher rank', '9S 9H 9D 9C 9S', '8S 8H 8D 8C 8S'],
    ['four of a kind: higher quad', '9S 9H 9D 9C 2S', '8S 8H 8D 8C AS'],
    ['four of a kind: kicker', '9S 9H 9D 9C 3S', '9S 9H 9D 9C 2S'],
    ['straight: 6-high over the wheel', '2S 3H 4D 5C 6S', 'AS 2H 3D 4C 5S'],
    ['straight: ace-high over king-high', '10S JH QD KC AS', '9S 10H JD QC KS'],
    ['three of a kind: higher triple', '5S 5H 5D 2C 3S', '4S 4H 4D AC KS'],
    ['three of a kind: second kicker', '5S 5H 5D KC 3S', '5S 5H 5D KC 2S'],
    ['two pair: higher top pair', 'KS KH 2D 2C 3S', 'QS QH JD JC AS'],
    ['two pair: higher low pair', 'KS KH 3D 3C 2S', 'KS KH 2D 2C AS'],
    ['two pair: kicker', 'KS KH 3D 3C 5S', 'KS KH 3D 3C 4S'],
    ['pair: third kicker', 'AS AH 9D 8C 3S', 'AS AH 9D 8C 2S'],
    ['high card: fifth card', 'AS KH 9D 8C 3S', 'AS KH 9D 8C 2S'],
  ])('%s', (_name, better, worse) => {
    expect(cmp(better, worse)).toBe(1);
    expect(cmp(worse, better)).toBe(-1);
  });

  it('keys order exactly like compareHands', () => {
    const a = parseCards('KS KH 3D 3C 2S');
    const b = parseCards('KS KH 2D 2C AS');
    expect(Math.sign(evaluateHand(a).key - evaluateHand(b).key)).toBe(compareHands(a, b));
    expect(scoreHand(a)).toBe(evaluateHand(a).key);
  });
});

describe('rulebook "Flushes"', () => {
  it('5 symbols of one suit add 4 RP on top of the hand rank ("flush high card")', () => {
    const e = ev('2H 5H 9H JH KH');
    expect([e.rank, e.flush, e.flushSuit, e.rp]).toEqual(['high-card', true, 'H', 5]);
    expect(e.flushCards).toEqual([0, 1, 2, 3, 4]);
  });

  it('example: full house of Ks and 2s with the hearts=diamonds upgrade is 7 + 4 = 11 RP', () => {
    const e = ev('KH KD KH 2D 2H', { heartsDiamonds: 1 });
    expect([e.rank, e.flush, e.rp]).toEqual(['full-house', true, 11]);
    expect(ev('KH KD KH 2D 2H').flush).toBe(false);
  });

  it.each<[string, Partial<Upgrades>, boolean]>([
    ['2S 5C 9S JC KS', { spadesClubs: 1 }, true],
    ['2S 5C 9S JC KS', { heartsDiamonds: 1 }, false],
    ['2S 5C 9H JC KS', { spadesClubs: 1, heartsDiamonds: 1 }, false],
    ['2H 5D 9H JD KD', { heartsDiamonds: 2 }, true],
  ])('merged suits: %s with %o is a flush: %s', (text, upgrades, flush) => {
    expect(ev(text, upgrades).flush).toBe(flush);
  });

  it('two flush-suit upgrades still give only +4 RP', () => {
    expect(ev('2H 5D 9H JD KD', { heartsDiamonds: 1, spadesClubs: 1 }).rp).toBe(5);
  });

  it('all played cards count, even ones not used in the hand rank, and a card may give several suits', () => {
    // The [|H,H] joker gives no rank but two hearts.
    const e = ev('7H 7H 2H 9C [|H,H]');
    expect([e.rank, e.flush, e.rp]).toEqual(['pair', true, 6]);
    expect(e.flushCards).toEqual([0, 1, 2, 4, 4]);
  });

  it('4 suit symbols are no flush', () => {
    expect(ev('2H 5H 9H JH KS').flush).toBe(false);
  });
});

describe('rulebook "Jokers": Multi-Jokers', () => {
  it('example "Flush Five of a Kind": five 2s and five spades score 9 + 4 = 13 RP, not the full house', () => {
    // Two normal 2s of spades, the "A A" double card with two spades, a "2 2" joker, and a star.
    const cards = '2S 2S [A,A|S,S] [2,2|] *';
    const e = ev(cards, { fullHouseStraight: 3 });
    expect([e.rank, e.flush, e.rp]).toEqual(['five-of-a-kind', true, 13]);
    expect(e.wilds).toEqual([{ card: 4, rank: '2', suit: 'S' }]);
  });

  it('printed symbols: the full house would earn more through upgrades, five of a kind is still scored', () => {
    const e = ev('2S 2S [A,A|S,S] [2,2|] [2|S]', { fullHouseStraight: 3 });
    expect([e.rank, e.rp]).toEqual(['five-of-a-kind', 13]);
  });

  it('choose 5 ranks among all symbols; a card may give none of its symbols', () => {
    // Symbols 7 7 7 K K A A: the best is 7-7-7 over A-A; the K K joker is not used.
    const e = ev('7S 7H 7D [K,K|] [A,A|]');
    expect([e.rank, e.tiebreak]).toEqual(['full-house', ['7', 'A']]);
    expect(e.usedCards).toEqual([0, 1, 2, 4, 4]);
  });

  it.each<[string, HandRank, string[]]>([
    ['[2,3|S] [4,5|S] 6H 9C KD', 'straight', ['6']],
    ['[A,A|S,S] [A,A|] AH 2C 3D', 'five-of-a-kind', ['A']],
    ['[4,5|] [4,5|] 4H 5C 9D', 'full-house', ['5', '4']],
    ['[|] [|] [|] 7S 7H', 'pair', ['7']],
    ['[|] [|] [|] [|] [|]', 'high-card', []],
    ['[10,J|] [Q,K|] [A,2|] 3S 4S', 'straight', ['A']],
  ])('%s is %s (%j)', (text, rank, tiebreak) => {
    const e = ev(text);
    expect(e.rank).toBe(rank);
    expect(e.tiebreak).toEqual(tiebreak);
  });

  it('fewer than 5 rank symbols: score what is there, a missing kicker counts below any card', () => {
    expect(ev('[|] 7S 7H 7D 7C').used).toEqual(['7', '7', '7', '7']);
    expect(cmp('2S 7S 7H 7D 7C', '[|] 7S 7H 7D 7C')).toBe(1);
  });
});

describe('rulebook "Jokers": Any Rank and Any Suit, Any Suit', () => {
  it('stars are named for the most RP: 9 9 9 4 + star with 3 full-house upgrades is a full house (13 RP)', () => {
    const e = ev('9H 9D 9C 4S *', { fullHouseStraight: 3 });
    expect([e.rank, e.rp]).toEqual(['full-house', 13]);
    expect(e.wilds[0].rank).toBe('4');
  });

  it('without upgrades the same star makes four of a kind (8 RP)', () => {
    const e = ev('9H 9D 9C 4S *');
    expect([e.rank, e.rp, e.wilds[0].rank]).toEqual(['four-of-a-kind', 8, '9']);
  });

  it.each<[string, Partial<Upgrades>, HandRank, number]>([
    ['5S 6H 7D 8C *', {}, 'straight', 6],
    ['5S 6H 7D 9C *', {}, 'straight', 6],
    ['5S 6H 7D 7C *', {}, 'three-of-a-kind', 4],
    ['5S 6H 7D 7C *', { lower: 2 }, 'three-of-a-kind', 8],
    ['KS KH 2D 2C *', {}, 'full-house', 7],
    ['KS KH 2D 2C *', { lower: 1 }, 'full-house', 7],
    ['KS KH 2D 2C *', { lower: 2 }, 'full-house', 7], // 7 vs 7: the higher hand rank
    ['KS KH 2D 2C *', { lower: 3 }, 'two-pair', 9],
    ['KS KH KD 2C *', { fiveFour: 1 }, 'four-of-a-kind', 10],
    ['* * * * *', {}, 'five-of-a-kind', 13],
    ['* * [|] [|] [|]', { lower: 1 }, 'pair', 4],
  ])('%s with %o names the star as %s (%i RP)', (text, upgrades, rank, rp) => {
    const e = ev(text, upgrades);
    expect([e.rank, e.rp]).toEqual([rank, rp]);
  });

  it('on equal RP the stars are named for the best placement (the highest straight it can complete)', () => {
    expect(ev('10S JH QD KC *').tiebreak).toEqual(['A']);
    expect(ev('AS 2H 3D 4C *').tiebreak).toEqual(['5']);
    expect(ev('2S 3H 4D 5C *').tiebreak).toEqual(['6']);
  });

  it('an any-suit symbol completes a flush in the suit most symbols share', () => {
    const e = ev('2H 5H 9H JH [K|*]');
    expect([e.flush, e.flushSuit, e.rp]).toEqual([true, 'H', 5]);
    expect(e.wilds).toEqual([{ card: 4, suit: 'H' }]);
    expect(e.flushCards).toEqual([0, 1, 2, 3, 4]);
  });

  it('any-suit symbols also join merged suits', () => {
    expect(ev('2H 5D 9H [J|*] [K|*]', { heartsDiamonds: 1 }).flush).toBe(true);
    expect(ev('2H 5D 9H [J|*] KS').flush).toBe(false);
  });

  it('a star gives both its rank (pairing the J) and its suit (completing the flush)', () => {
    const e = ev('2S 5S 9S JS *');
    expect([e.rank, e.flush, e.rp]).toEqual(['pair', true, 6]);
    expect(e.wilds).toEqual([{ card: 4, rank: 'J', suit: 'S' }]);
  });
});

describe('rulebook "Upgrades"', () => {
  it.each<[string, keyof Upgrades, number, number]>([
    ['9S 9H 9D 9C 9S', 'fiveFour', 2, 13],
    ['9S 9H 9D 9C 2S', 'fiveFour', 1, 10],
    ['9S 9H 9D 2C 2S', 'fullHouseStraight', 2, 11],
    ['5S 6H 7D 8C 9S', 'fullHouseStraight', 2, 12],
    ['9S 9H 9D 2C 3S', 'lower', 1, 6],
    ['9S 9H 2D 2C 3S', 'lower', 3, 9],
    ['9S 9H 2D 4C 3S', 'lower', 1, 4],
    ['9S JH 2D 4C 3S', 'lower', 2, 5],
  ])('%s with %s x%i is %i RP', (text, area, count, rp) => {
    expect(ev(text, { [area]: count }).rp).toBe(rp);
  });

  it.each<[string, keyof Upgrades]>([
    ['9S 9H 9D 9C 2S', 'lower'],
    ['9S 9H 9D 2C 2S', 'fiveFour'],
    ['9S 9H 2D 4C 3S', 'fullHouseStraight'],
    ['9S 9H 2D 4C 3S', 'drawMore'],
    ['9S 9H 2D 4C 3S', 'trashMore'],
  ])('%s is not raised by %s', (text, area) => {
    expect(ev(text, { [area]: 3 }).rp).toBe(ev(text).rp);
  });

  it('reports the upgrade RP as bonusRP', () => {
    const e = ev('5H 6H 7H 8H 9H', { fullHouseStraight: 1 });
    expect([e.baseRP, e.bonusRP, e.flush, e.rp]).toEqual([6, 3, true, 13]);
  });
});

describe('rulebook "Unlockable Jokers": EvalOptions', () => {
  it.each<[string, HandRank, string[]]>([
    ['5S 6H 7D 8C KS', 'straight', ['8', 'K']],
    ['AS 2H 3D 4C KS', 'straight', ['4', 'K']],
    ['KS AH 2D 3C 9S', 'high-card', ['A', 'K', '9', '3', '2']],
    ['5S 6H 7D 8C 8S', 'straight', ['8', '8']],
    ['8S 8H 8D 7C 7S', 'full-house', ['8', '7']],
  ])('joker 11: a straight needs only 4 consecutive ranks: %s is %s (%j)', (text, rank, tiebreak) => {
    const e = ev(text, {}, { straightLength: 4 });
    expect(e.rank).toBe(rank);
    expect(e.tiebreak).toEqual(tiebreak);
  });

  it('joker 11: a 4-card straight is placed by its top card, then the kicker', () => {
    const o: EvalOptions = { straightLength: 4 };
    const a = parseCards('6S 7H 8D 9C KS');
    const b = parseCards('5S 6H 7D 8C 9S');
    expect(compareHands(a, b, {}, {}, o, o)).toBe(1);
    expect(ev('5S 6H 7D 8C KS', {}, o).used).toEqual(['8', '7', '6', '5', 'K']);
  });

  it('on-play: hearts and clubs count as the same suit', () => {
    expect(ev('2H 5C 9H JC KH', {}, { sameSuits: [['H', 'C']] }).flush).toBe(true);
    expect(ev('2H 5C 9H JC KH').flush).toBe(false);
    // Chained with the hearts=diamonds upgrade: H, D and C are one suit.
    expect(ev('2H 5C 9D JC KH', { heartsDiamonds: 1 }, { sameSuits: [['H', 'C']] }).flush).toBe(true);
  });

  it('joker 10: all hand-rank upgrades summed are added to every hand; upgrades lose their normal effect', () => {
    const upgrades = { fiveFour: 1, fullHouseStraight: 2, lower: 0 };
    expect(ev('9S 9H 2D 4C 3S', upgrades, { flatBonus: 3 }).rp).toBe(5);
    expect(ev('5S 6H 7D 8C 9S', upgrades, { flatBonus: 3 }).rp).toBe(9);
    expect(ev('5S 6H 7D 8C 9S', upgrades).rp).toBe(12);
  });

  it('rankBonus and extraRP add RP; stars are named with them in mind', () => {
    expect(ev('9S 9H 2D 4C 3S', {}, { extraRP: 2 }).rp).toBe(4);
    const e = ev('9H 9D 9C 4S *', {}, { rankBonus: { 'full-house': 5 } });
    expect([e.rank, e.rp]).toEqual(['full-house', 12]);
  });
});

describe('fast path for standard cards', () => {
  const codes = (text: string) => parseCards(text).map((c) => cardCode(c.ranks[0], c.suits[0]));

  it('cardCode numbers cards rank * 4 + suit', () => {
    expect(cardCode('2', 'S')).toBe(0);
    expect(cardCode('A', 'C')).toBe(51);
    expect(cardCode('10', 'H')).toBe(33);
  });

  it.each(['10H AS 7C 2D 3D', 'AS 2S 3S 4S 5S', '7S 7S 7S 7S 7S', 'KH KD KH 2D 2H', '9S 9H 2D 2C 3S'])(
    'scoreCodes(%s) equals evaluateHand key without upgrades',
    (text) => {
      const [a, b, c, d, e] = codes(text);
      expect(scoreCodes(a, b, c, d, e)).toBe(evaluateHand(parseCards(text)).key);
    },
  );
});

describe('bestFive', () => {
  it('picks the full house from 8 cards with a star and upgrades', () => {
    const { indices, evaluation } = bestFive(parseCards('2S 9H 9D KC 3S * 9C 4H'), { fullHouseStraight: 3 });
    expect(evaluation.rank).toBe('full-house');
    expect(evaluation.rp).toBe(13);
    expect(indices).toHaveLength(5);
    expect(indices).toContain(5);
    // Card indices in the evaluation refer to the full hand.
    expect(evaluation.wilds[0].card).toBe(5);
    for (const i of evaluation.usedCards) expect(indices).toContain(i);
  });

  it('takes the flush over a bigger rank when it earns more', () => {
    const { evaluation } = bestFive(parseCards('2H 5H 9H JH KH AS AD'));
    expect([evaluation.rank, evaluation.flush, evaluation.rp]).toEqual(['high-card', true, 5]);
  });

  it('with 5 or fewer cards plays them all', () => {
    expect(bestFive(parseCards('2S 3S 9H')).indices).toEqual([0, 1, 2]);
  });

  it('handles multi-symbol jokers and several stars', () => {
    const hand: CardFace[] = parseCards('[A,A|S,S] * * 2C 3D KH [K,K|H]');
    const { indices, evaluation } = bestFive(hand);
    expect(evaluation.rank).toBe('five-of-a-kind');
    expect(scoreHand(indices.map((i) => hand[i]))).toBe(evaluation.key);
  });
});

import { describe, expect, it } from 'vitest';
import { c, kinds, playAll, selectState } from './helpers';
import { rpBonusChips } from '../../../../shared/engine/trash-poker/play';
import type { CardId } from '../../../../shared/engine/trash-poker/types';

/** Places (1 = best) of seats playing these 5-card hands. */
function places(hands: CardId[][], extra: Parameters<typeof selectState>[1] = {}) {
  const r = playAll(selectState(hands, extra));
  return { ...r, places: r.s.seats.map((p) => p.result!.place) };
}

describe('2. Playing Cards', () => {
  it('α Play: the played cards are revealed for everyone', () => {
    const hands = [c(0, '2S 4H 6D 8C 10S'), c(1, '3S 5H 7D 9C JS')];
    const { events } = places(hands);
    expect(kinds(events, 'revealed')).toEqual([
      { kind: 'revealed', seat: 0, zone: 'played', cards: hands[0] },
      { kind: 'revealed', seat: 1, zone: 'played', cards: hands[1] },
    ]);
  });

  it.each([
    ['pair beats high card', '2S 4H 6D 8C 10S', '2H 2D 5S 7C 9H'],
    ['three of a kind beats two pair', '4S 4H 6D 6C AS', '2H 2D 2S 7C 9H'],
    ['straight beats three of a kind', 'AS AH AD 6C 9S', '5H 6D 7S 8C 9H'],
    ['full house beats straight', '5H 6D 7S 8C 9H', '3H 3D 3S 7C 7H'],
    ['four of a kind beats full house', '3H 3D 3S 7C 7H', '4H 4D 4S 4C 7H'],
    ['a flush adds 4 RP: flush high card (5 RP) beats three of a kind (4 RP)', 'KS KH KD 2C 9S', '2H 5H 9H JH 7H'],
  ])('β Compare ranks: %s', (_name, weaker, stronger) => {
    const { places: p } = places([c(0, weaker), c(1, stronger)]);
    expect(p).toEqual([2, 1]);
  });

  it.each([
    ['a pair of "7"s beats a pair of "4"s, whatever the other cards', '4S 4H JD QC KS', '7S 7H 2D 3C 4D'],
    ['two straights: the one ending higher wins', 'AS 2H 3D 4C 5S', '2S 3H 4D 5C 6S'],
    ['two full houses: the higher three of a kind wins', '7S 7H 7D AC AS', '8S 8H 8D 7C 7S'],
    ['two full houses with the same triple: the higher pair wins', '8S 8H 8D 7C 7S', '8S 8H 8D 9C 9S'],
    ['same three of a kind: compare the remaining cards', '2S 2H 2D 6C 4S', '2S 2H 2D 6C 5S'],
  ])('Ties (rulebook examples): %s', (_name, weaker, stronger) => {
    // Seat 1 plays the weaker hand so that seat order cannot explain the result.
    const { places: p } = places([c(0, stronger), c(1, weaker)]);
    expect(p).toEqual([1, 2]);
  });

  it('Ties: different hand ranks with the same RP: the higher hand rank wins (upgrades do not count)', () => {
    // A pair with one lower-hands upgrade is 4 RP, like three of a kind.
    const { s, places: p } = places([c(0, '9S 9H 2D 4C 6S'), c(1, '3S 3H 3D 8C JS')], {
      seatSpecs: [{ upgrades: { lower: c(0, '5C') } }, {}],
    });
    expect(s.seats.map((x) => x.result!.rp)).toEqual([4, 4]);
    expect(p).toEqual([2, 1]);
  });

  it('Ties: still tied, the higher card revealed from the draw pile wins; revealed cards are discarded', () => {
    const hands = [c(0, '9S 9H 2D 4C 6S'), c(1, '9D 9C 2H 4S 6H')];
    const { s, events, places: p } = places(hands, { draws: [c(0, 'AS KH'), c(1, '3C QH')] });
    // Top cards are the last: seat 0 reveals KH, seat 1 reveals QH.
    expect(kinds(events, 'tie-draw')).toEqual([
      { kind: 'tie-draw', seat: 0, card: '0-KH' },
      { kind: 'tie-draw', seat: 1, card: '1-QH' },
    ]);
    expect(p).toEqual([1, 2]);
    expect(s.seats[0].discard).toContain('0-KH');
    expect(s.seats[1].discard).toContain('1-QH');
  });

  it('Ties: "if needed, reveal several cards"', () => {
    const hands = [c(0, '9S 9H 2D 4C 6S'), c(1, '9D 9C 2H 4S 6H')];
    const { events, places: p } = places(hands, { draws: [c(0, '4S 7D'), c(1, '8C 7H')] });
    expect(kinds(events, 'tie-draw').map((e) => e.card)).toEqual(['0-7D', '1-7H', '0-4S', '1-8C']);
    expect(p).toEqual([2, 1]);
  });

  it('Ties: three seats tied; the draw orders all of them', () => {
    const hands = [c(0, '9S 9H 2D 4C 6S'), c(1, '9D 9C 2H 4S 6H'), c(2, '9S 9H 2D 4C 6D')];
    const { places: p } = places(hands, { draws: [c(0, '5C'), c(1, 'AC'), c(2, '10C')] });
    expect(p).toEqual([3, 1, 2]);
  });

  it.each([
    [2, [5, 0], [true, false]],
    [3, [7, 5, 0], [true, false, false]],
    [4, [10, 7, 5, 0], [true, true, false, false]],
  ])('γ Score cards: %i players get %j chips by place; shuffle tile for %j', (players, chips, shuffle) => {
    // Seat i plays the i-th best hand: four of a kind would add bonus chips, so stay below it.
    const all = [c(0, 'AS AH AD 3C 3S'), c(1, '5H 6D 7S 8C 9H'), c(2, '2S 2H 2D 7C 9H'), c(3, '2S 3H 5D 8C JS')];
    const { s } = places(all.slice(0, players).map((h, i) => h.map((x) => x.replace(/^0/, String(i)))));
    expect(s.seats.map((p) => p.result!.chips)).toEqual(chips);
    expect(s.seats.map((p) => p.shuffleActive)).toEqual(shuffle);
  });

  it.each([
    ['Five of a Kind: 3 bonus chips', '7S 7H 7D 7C', 1, '7S', 9, 5 + 3],
    ['Four of a Kind: 2 bonus chips', '7S 7H 7D 7C', 0, '2S', 8, 5 + 2],
  ])('Bonus Chips: %s', (_name, mine, foreignOwner, fifth, rp, chips) => {
    const hand = [...c(0, mine), ...c(foreignOwner, fifth)];
    const { s } = places([hand, c(1, '2S 4H 6D 8C 10S')]);
    expect(s.seats[0].result!.rp).toBe(rp);
    expect(s.seats[0].result!.chips).toBe(chips);
    expect(s.seats[0].score.handBonus).toBe(chips - 5);
  });

  it('Flushes example: a full house with a Hearts/Diamonds flush upgrade is 7 + 4 = 11 RP', () => {
    const { s } = places([c(0, 'KH KD 2H 2D').concat('1-KH'), c(1, '2S 4H 6D 8C 10S')], {
      seatSpecs: [{ upgrades: { heartsDiamonds: c(0, '5C') } }, {}],
    });
    expect(s.seats[0].result).toMatchObject({ handRank: 'full-house', flush: true, rp: 11 });
    // Bonus chips for reaching 11 RP on the scoring track (docs: the track's tiers).
    expect(s.seats[0].score.rpBonus).toBe(rpBonusChips(11));
    expect(rpBonusChips(11)).toBe(1);
  });

  it('Multi-Jokers example: a flush Five of a Kind with star symbols is 9 + 4 = 13 RP', () => {
    // Five "2"s: three printed spades "2", Joker 13 (a "2" with any suit) and Joker 14 (any rank and suit).
    const hand = ['0-2S', '1-2S', '2-2S', 'j13', 'j14'];
    const { s } = places([hand, c(1, '3S 4H 6D 8C 10S'), c(2, '3S 4H 6D 8C 10S')]);
    expect(s.seats[0].result).toMatchObject({ handRank: 'five-of-a-kind', flush: true, rp: 13 });
    expect(s.seats[0].result!.wilds).toEqual([
      { card: 'j13', suit: 'S' },
      { card: 'j14', rank: '2', suit: 'S' },
    ]);
    expect(s.seats[0].score).toMatchObject({ places: 7, handBonus: 3, rpBonus: rpBonusChips(13) });
  });

  it.each([
    [9, 0],
    [10, 1],
    [12, 1],
    [13, 2],
    [16, 3],
    [19, 4],
    [22, 5],
    [30, 5],
  ])('Bonus Chips: %i RP on the scoring track give %i chips', (rp, chips) => {
    expect(rpBonusChips(rp)).toBe(chips);
  });

  it('Upgrades add RP: a straight gets +3 per full house / straight upgrade', () => {
    const { s } = places([c(0, '5H 6D 7S 8C 9H'), c(1, '2S 4H 6D 8C 10S')], {
      seatSpecs: [{ upgrades: { fullHouseStraight: c(0, '2C 3C') } }, {}],
    });
    expect(s.seats[0].result!.rp).toBe(6 + 6);
  });

  it('Final Joker: 1st place gets 5 more chips in the last round', () => {
    const { s } = places([c(0, 'AS AH 3D 4C 6S'), c(1, '2S 4H 6D 8C 10S')], { round: 8 });
    expect(s.seats[0].result!.chips).toBe(5 + 5);
    expect(s.seats[0].score.finalJoker).toBe(5);
    expect(s.seats[1].score.finalJoker).toBe(0);
  });

  it('δ Discard: played cards go onto the discard pile; the hand becomes the pot, face up', () => {
    const hands = [c(0, 'AS AH 3D 4C 6S 9C 10C'), c(1, '2S 4H 6D 8C 10S JC QC')];
    const { s, events } = playAll(selectState(hands));
    expect(s.seats[0].discard).toEqual(hands[0].slice(0, 5));
    expect(s.seats[0].pot).toEqual(hands[0].slice(5));
    expect(s.phase).toBe('collect');
    const moves = kinds(events, 'card-moved').filter((e) => (e.to as { zone: string }).zone === 'pot');
    expect(moves.every((e) => e.visibleTo === undefined)).toBe(true);
  });
});

describe('Upgrades: rank points per area', () => {
  it.each([
    ['Five / Four of a Kind: +2 per upgrade', '7S 7H 7D 7C 2S', { fiveFour: 2 }, 8 + 4],
    ['Full House: +2 per upgrade', '7S 7H 7D 2C 2S', { fullHouseStraight: 1 }, 7 + 2],
    ['Straight: +3 per upgrade', '3S 4H 5D 6C 7S', { fullHouseStraight: 1 }, 6 + 3],
    ['Three of a Kind: +2 per upgrade', '7S 7H 7D 2C 4S', { lower: 1 }, 4 + 2],
    ['Two Pair: +2 per upgrade', '7S 7H 2D 2C 4S', { lower: 1 }, 3 + 2],
    ['Pair: +2 per upgrade', '7S 7H 2D 3C 4S', { lower: 3 }, 2 + 6],
    ['High Card: +2 per upgrade', '7S 9H 2D 3C 4S', { lower: 1 }, 1 + 2],
    ['an upgrade of another area adds nothing', '7S 7H 2D 3C 4S', { fiveFour: 2, fullHouseStraight: 1 }, 2],
    ['Flush suits: Spades = Clubs makes a flush (+4, never more)', '2S 5S 9C JC KS', { spadesClubs: 1 }, 1 + 4],
    ['Flush suits: Hearts = Diamonds', '2H 5D 9H JD KH', { heartsDiamonds: 1 }, 1 + 4],
    ['without the flush-suits upgrade, mixed suits are no flush', '2S 5S 9C JC KS', {}, 1],
  ])('%s', (_name, hand, counts, rp) => {
    const upgrades = Object.fromEntries(Object.entries(counts).map(([area, n]) => [area, Array.from({ length: n }, (_, i) => `0-${i + 2}H`)]));
    const { s } = places([c(0, hand), c(1, '2S 4H 6D 8C 10S')], { seatSpecs: [{ upgrades }, {}] });
    expect(s.seats[0].result!.rp).toBe(rp);
  });
});

describe('Card Ranks, Hand Ranks, and Rank Points', () => {
  it('an "A" is high after "K" or low before "2", not both: "K A 2 3 4" is no straight', () => {
    const { s, places: p } = places([c(0, 'KS AH 2D 3C 4S'), c(1, '2S 2H 6D 8C 10S')]);
    expect(s.seats[0].result!.handRank).toBe('high-card');
    expect(p).toEqual([2, 1]);
  });

  it('"A 2 3 4 5" and "10 J Q K A" are straights', () => {
    const { s } = places([c(0, 'AS 2H 3D 4C 5S'), c(1, '10S JH QD KC AS')]);
    expect(s.seats.map((x) => x.result!.handRank)).toEqual(['straight', 'straight']);
    expect(s.seats.map((x) => x.result!.place)).toEqual([2, 1]);
  });
});

describe('Events of a play, in order', () => {
  it('reveal, score, place, chips, shuffle tile, discard, pot, collecting', () => {
    const hands = [c(0, 'AS AH 3D 4C 6S 9C'), c(1, '2S 4H 6D 8C 10S JC')];
    const { events } = playAll(selectState(hands));
    const sequence = events.filter((e) => e.kind !== 'picked' && e.kind !== 'selected').map((e) => e.kind);
    const afterSelect = sequence.slice(sequence.indexOf('revealed'));
    expect(afterSelect).toEqual([
      'revealed',
      'revealed',
      'hand-scored',
      'hand-scored',
      'rp-placed',
      'chips-won',
      'shuffle-tile',
      'rp-placed',
      ...Array(5).fill('card-moved'),
      'card-moved',
      ...Array(5).fill('card-moved'),
      'card-moved',
      'phase-changed',
      'collect-turn',
    ]);
  });
});

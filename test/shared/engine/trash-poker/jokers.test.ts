import { describe, expect, it } from 'vitest';
import { FINAL_JOKER, JOKERS, STARTING_JOKERS } from '../../../../shared/engine/trash-poker/jokers';
import { cardInfo, countRank } from '../../../../shared/engine/trash-poker/cards';

const joker = (n: number) => STARTING_JOKERS.find((j) => j.number === n)!;

describe('Card Overview: Starting Jokers', () => {
  it('17 starting jokers numbered 1-17, plus the Final Joker which is not a playable card', () => {
    expect(STARTING_JOKERS.map((j) => j.number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(Object.keys(JOKERS)).not.toContain(FINAL_JOKER.id);
  });

  it('a joker has one suit kind, printed once per rank on double cards ("Anatomy of a Joker Card")', () => {
    for (const j of STARTING_JOKERS) {
      expect(new Set(j.suits).size).toBeLessThanOrEqual(1);
      if (j.suits.length > 0) expect(j.suits.length).toBe(j.ranks.length);
    }
  });

  it.each([
    [2, 'trash up to 6: two face ranks (J, Q, K trash up to 3 each)', ['J', 'Q']],
    [3, 'trash up to 6', ['Q', 'K']],
    [4, 'trash up to 6', ['J', 'K']],
    [5, 'upgrade up to 2 times: two upgrade ranks (8, 9, 10)', ['8', '9']],
    [6, 'upgrade up to 2 times', ['9', '10']],
    [7, 'counts double for "3"-fold drawing: two "3"s', ['3', '3']],
    [8, 'can form pairs with 2 "5"s: two "4"s', ['4', '4']],
    [9, 'can form pairs with 2 "4"s: two "5"s', ['5', '5']],
    [10, 'upgrade up to 2 times', ['8', '10']],
    [11, 'reveal a foreign pile twice: two "7"s', ['7', '7']],
    [12, 'counts twice for the "6" majority: two "6"s', ['6', '6']],
    [15, 'counts for "3"-fold drawing, pairs with 1 "5": a "3" and a "4"', ['3', '4']],
    [16, 'upgrade up to 2 times', ['10', '10']],
    [17, 'paired with a "4", counts for the "6" majority: a "5" and a "6"', ['5', '6']],
  ])('Joker %i: %s', (n, _why, ranks) => {
    expect(joker(n).ranks).toEqual(ranks);
  });

  it('each rank of the upgrade jokers is one upgrade; the trash jokers trash 3 per face rank', () => {
    for (const n of [5, 6, 10, 16]) expect(joker(n).collect).toEqual([{ do: 'upgrade', max: joker(n).ranks.length, min: 0 }]);
    for (const n of [2, 3, 4]) expect(joker(n).collect).toEqual([{ do: 'trash', max: 3 * joker(n).ranks.length }]);
  });

  it('Jokers 1 and 14 carry a star (any rank and any suit); Joker 13 is a "2" of any suit', () => {
    expect(cardInfo('j01')).toMatchObject({ anyRank: true, anySuit: true, ranks: [] });
    expect(cardInfo('j14')).toMatchObject({ anyRank: true, anySuit: true, ranks: [] });
    expect(cardInfo('j13')).toMatchObject({ anySuit: true, ranks: ['2'] });
  });

  it('jokers belong to no starting deck, so they are foreign to everyone', () => {
    for (const j of STARTING_JOKERS) expect(cardInfo(j.id).owner).toBeNull();
  });

  it('star symbols never count as a rank outside play ("The symbols only count for their value when played")', () => {
    expect(countRank(['j01', 'j14'], '6')).toBe(0);
  });
});

describe('Cards', () => {
  it('standard cards know their owner, rank and suit; effects come from the rank table', () => {
    expect(cardInfo('2-10H')).toMatchObject({ owner: 2, ranks: ['10'], suits: ['H'], collect: [{ do: 'upgrade', max: 1, min: 1 }] });
    expect(cardInfo('0-7C').collect).toEqual([{ do: 'raid', times: 1 }, { do: 'activate-shuffle' }]);
    expect(cardInfo('1-KD').collect).toEqual([{ do: 'trash', max: 3 }]);
    expect(cardInfo('1-2D').final).toEqual([{ do: 'chips-per-foreign-face-rank', where: 'trash', chips: 1 }]);
    // "Aces: 5 chips each" is a final-scoring category that counts printed "A"s (jokers' too), not an effect of the card.
    expect(cardInfo('1-AD').final).toEqual([]);
    expect(() => cardInfo('9-ZZ')).toThrow(/Unknown card/);
  });
});

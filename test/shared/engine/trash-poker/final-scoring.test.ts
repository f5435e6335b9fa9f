import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { finalScores, sixMajority, winnersOf } from '../../../../shared/engine/trash-poker/final-scoring';
import { c, run, state, type SeatSpec } from './helpers';

/** Final-scoring chips of seat 0 with these zones (other seats empty). */
function score(seat0: SeatSpec, others: SeatSpec[] = [{}]) {
  return finalScores(state({ phase: 'cleanup', round: 8, seats: [seat0, ...others] }))[0];
}

describe('Final Scoring', () => {
  it.each([
    ['2 players: most "6"s get 15', [3, 1], [15, 0]],
    ['2 players: no 2nd place', [3, 2], [15, 0]],
    ['tie for 1st: 10 each, nobody else', [3, 3], [10, 10]],
    ['3 players: 2nd place gets 10', [3, 2, 1], [15, 10, 0]],
    ['tie for 2nd place: nobody gets chips for 2nd', [3, 2, 2], [15, 0, 0]],
    ['3 players tie for 1st: 10 each and nothing for the rest', [3, 3, 1], [10, 10, 0]],
    ['4 players', [2, 1, 0, 0], [15, 10, 0, 0]],
    ['4 players, everyone tied for 1st', [2, 2, 2, 2], [10, 10, 10, 10]],
    ['nobody has a "6": nobody scores', [0, 0, 0], [0, 0, 0]],
    ['a 2nd place needs at least one "6"', [2, 0, 0], [15, 0, 0]],
  ])('"6" majority: %s (%j -> %j)', (_name, counts, chips) => {
    expect(sixMajority(counts)).toEqual(chips);
  });

  it('"6" majority in the deck counts draw and discard pile; in the Trash separately', () => {
    const s = state({
      phase: 'cleanup',
      round: 8,
      seats: [
        { draw: c(0, '6S 6H'), discard: c(0, '6D'), trash: c(0, '6C') },
        { draw: c(1, '6S'), trash: c(1, '6H 6D') },
      ],
    });
    const [a, b] = finalScores(s);
    expect(a).toMatchObject({ sixesDeck: 15 });
    expect(a.sixesTrash).toBeUndefined();
    expect(b).toMatchObject({ sixesTrash: 15 });
  });

  it('Joker 12 counts twice and Joker 17 once for the "6" majority; a star symbol never counts', () => {
    const s = state({
      phase: 'cleanup',
      round: 8,
      seats: [{ trash: ['j12'] }, { trash: c(1, '6S').concat('j17') }, { trash: ['j14', 'j01'] }],
    });
    expect(finalScores(s).map((x) => x.sixesTrash ?? 0)).toEqual([10, 10, 0]);
  });

  it('Aces: 5 chips per "A" in the deck (own or foreign), none in the Trash', () => {
    expect(score({ draw: c(0, 'AS AH'), discard: c(1, 'AD'), trash: c(0, 'AC') }).aces).toBe(15);
  });

  it.each([
    ['a "4" and a "5"', c(0, '4S 5H'), 5],
    ['each "4" pairs with only one "5"', c(0, '4S 4H 5H'), 5],
    ['two pairs, any suits and owners', [...c(0, '4S 5H'), ...c(1, '4D 5C')], 10],
    ['Joker 8 pairs with 2 "5"s', ['j08', ...c(0, '5S 5H')], 10],
    ['Joker 9 pairs with 2 "4"s', ['j09', ...c(0, '4S 4H')], 10],
    ['Joker 15 pairs with 1 "5"', ['j15', ...c(0, '5S 5H')], 5],
    ['Joker 17: 5 chips if paired with a "4"', ['j17', ...c(0, '4S')], 5],
    ['Joker 17 unpaired', ['j17', ...c(0, '5S')], 0],
    ['"4"s in the deck do not count', c(0, '5S'), 0],
  ])('Pairs of "4"s and "5"s in the Trash: %s', (_name, trash, chips) => {
    expect(score({ trash, draw: c(0, '4C') }).pairs45 ?? 0).toBe(chips);
  });

  it.each([
    ['one "2" and one foreign face card', c(0, '2S').concat(c(1, 'KS')), 1],
    ['own face cards are not foreign', c(0, '2S KS QS'), 0],
    ['two "2"s score each foreign face rank twice', c(0, '2S 2H').concat(c(1, 'JS QD')), 4],
    ['a foreign "2" counts as a "2" too', c(1, '2S JD'), 1],
    ['jokers are foreign; Joker 2 shows two face ranks', c(0, '2S').concat('j02'), 2],
    ['no "2": no chips', c(1, 'KS QS'), 0],
  ])('"2"s: 1 chip per foreign face rank in the Trash for each "2" (%s)', (_name, trash, chips) => {
    expect(score({ trash }).twos ?? 0).toBe(chips);
  });

  it('Joker 1: 10 chips if in your deck, nothing in the Trash', () => {
    expect(score({ discard: ['j01'] }).jokers).toBe(10);
    expect(score({ trash: ['j01'] }).jokers).toBeUndefined();
  });

  it('Joker 13: 2 chips per foreign face card in your Trash (a card, however many face ranks it shows)', () => {
    const trash = ['j13', 'j02', ...c(1, 'KS 2S'), ...c(0, 'QS')];
    const s = score({ trash });
    expect(s.jokers).toBe(4);
    // Its own "2" symbol does not carry the "2"'s effect; the foreign "2" does (3 foreign face ranks).
    expect(s.twos).toBe(3);
  });

  it('Joker 14: 1 chip per 3 cards in your Trash, itself included', () => {
    expect(score({ trash: ['j14', ...c(0, '2C 3C 4C 5C 7C')] }).jokers).toBe(2);
    expect(score({ trash: ['j14', ...c(0, '2C 3C 4C 5C 7C 8C 9C')] }).jokers).toBe(2);
    expect(score({ trash: ['j14', ...c(0, '2C 3C 4C 5C 7C 8C 9C 10C')] }).jokers).toBe(3);
  });

  it.each([
    ['most chips wins', [50, 40, 30], [9, 9, 9], [0]],
    ['tie: fewer cards in the deck wins', [50, 50, 30], [12, 9, 9], [1]],
    ['still tied: both lose, the next most chips wins', [50, 50, 30], [9, 9, 20], [2]],
    ['still tied and the rest tied too: everyone has lost', [50, 50, 30, 30], [9, 9, 5, 5], []],
    ['everyone tied: everyone has lost', [40, 40], [10, 10], []],
    ['a 3-way chip tie with a unique fewest deck', [50, 50, 50], [12, 8, 10], [1]],
    ['3-way tie, 2 with fewest deck: the third one wins', [50, 50, 50], [8, 8, 10], [2]],
  ])('Winner: %s', (_name, chips, decks, winners) => {
    expect(winnersOf(chips, decks)).toEqual(winners);
  });

  it('final scoring adds up: each standing breakdown sums to the score', () => {
    const s = state({
      phase: 'cleanup',
      round: 8,
      seats: [
        {
          step: 'cleanup-trash',
          discard: c(0, 'AS 6S 6H'),
          trash: c(0, '4S 5S 2S').concat(c(1, 'KD')),
          chips: 30,
          score: {
            places: 25,
            handBonus: 0,
            rpBonus: 0,
            finalJoker: 5,
            exhaustion: 0,
            playEffects: 0,
            sixesDeck: 0,
            sixesTrash: 0,
            aces: 0,
            pairs45: 0,
            twos: 0,
            jokers: 0,
          },
        },
        { step: 'cleanup-trash', discard: c(1, '6C'), trash: c(1, '3S') },
      ],
    });
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    const result = trashPoker.result(r.s);
    expect(result.winners).toEqual([0]);
    const first = result.standings[0];
    expect(first).toMatchObject({ seat: 0, place: 1 });
    expect(first.breakdown).toMatchObject({ places: 25, finalJoker: 5, sixesDeck: 15, aces: 5, pairs45: 5, twos: 1 });
    for (const st of result.standings) {
      expect(Object.values(st.breakdown).reduce((a, b) => a + b, 0)).toBe(st.score);
    }
    expect(first.score).toBe(30 + 15 + 5 + 5 + 1);
  });
});

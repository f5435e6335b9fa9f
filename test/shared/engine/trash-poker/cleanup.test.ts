import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { c, kinds, pickAll, refusal, run, state } from './helpers';

const deck = (owner: number) => c(owner, '2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS');

function cleaning(round: number, seats: Parameters<typeof state>[0]['seats'], stacks: string[][] = [['j07']]) {
  return state({
    round,
    phase: 'cleanup',
    stacks,
    seats: seats.map((x) => ({ step: 'cleanup-trash', draw: deck(0), ...x })),
  });
}

describe('4. Cleaning Up', () => {
  it('trash 1 card of your choice from your discard pile', () => {
    const s = cleaning(1, [{ discard: c(0, '2C 3C 4C') }, { discard: c(1, '2C') }]);
    const r = run(s, [0, { type: 'pick', card: '0-3C' }]);
    expect(refusal(r.s, 0, { type: 'pick', card: '0-2C' }).error).toMatch(/at most 1 card/);
    const done = run(r.s, [0, { type: 'confirm' }]);
    expect(done.s.seats[0].trash).toEqual(['0-3C']);
    expect(done.s.seats[0].step).toBe('idle');
  });

  it('with "trash more" upgrades: 1 more card per upgrade, usable the round you got it', () => {
    const s = cleaning(1, [{ discard: c(0, '2C 3C 4C'), upgrades: { trashMore: c(0, '9H') } }, { discard: c(1, '2C') }]);
    const r = run(s, ...pickAll(0, c(0, '2C 3C')));
    expect(r.s.seats[0].trash).toEqual(c(0, '2C 3C'));
  });

  it('only cards from the discard pile', () => {
    const s = cleaning(1, [{ discard: c(0, '2C'), draw: c(0, '5D') }, { discard: c(1, '2C') }]);
    expect(refusal(s, 0, { type: 'pick', card: '0-5D' }).error).toMatch(/not on your discard pile/);
  });

  it('an active shuffle tile may be turned over to shuffle draw and discard pile together', () => {
    const s = cleaning(1, [{ discard: c(0, '2C 3C'), draw: c(0, '4C'), shuffleActive: true }, { discard: c(1, '2C') }]);
    const r = run(s, [0, { type: 'confirm' }]);
    expect(r.s.seats[0].step).toBe('cleanup-shuffle');
    const used = run(r.s, [0, { type: 'shuffle', use: true }]);
    expect(used.s.seats[0].shuffleActive).toBe(false);
    expect(used.s.seats[0].discard).toEqual([]);
    expect([...used.s.seats[0].draw].sort()).toEqual(c(0, '2C 3C 4C').sort());
    expect(kinds(used.events, 'shuffled')).toEqual([{ kind: 'shuffled', seat: 0, count: 3, reason: 'shuffle-tile' }]);
  });

  it('or kept active for a later round', () => {
    const s = cleaning(1, [{ discard: c(0, '2C 3C'), shuffleActive: true }, { discard: c(1, '2C') }]);
    const r = run(s, [0, { type: 'confirm' }], [0, { type: 'shuffle', use: false }]);
    expect(r.s.seats[0].shuffleActive).toBe(true);
    expect(r.s.seats[0].discard).toEqual(c(0, '2C 3C'));
  });

  it("once everyone is done, next round's jokers go face up and the round starts", () => {
    const s = cleaning(3, [{ discard: c(0, '2C') }, { discard: c(1, '2C') }], [['j07', 'j08'], ['j09']]);
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    expect(r.s.round).toBe(4);
    expect(r.s.middle).toEqual(['j07', 'j08']);
    expect(r.s.stacks).toEqual([['j09']]);
    expect(r.s.phase).toBe('draw');
    expect(r.s.seats.map((p) => p.hand.length)).toEqual([7, 7]);
    expect(kinds(r.events, 'jokers-revealed')).toEqual([{ kind: 'jokers-revealed', round: 4, cards: ['j07', 'j08'] }]);
  });
});

describe('Changes in the Last Round', () => {
  it('round 8 has the Final Joker and no joker in the pot; everyone may shuffle before drawing', () => {
    const s = cleaning(
      7,
      [
        { discard: c(0, '2C 3C'), draw: deck(0) },
        { discard: c(1, '2C'), draw: deck(1) },
      ],
      [],
    );
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    expect(r.s.round).toBe(8);
    expect(r.s.middle).toEqual([]);
    expect(kinds(r.events, 'final-joker')).toHaveLength(1);
    expect(trashPoker.legalActions(r.s, 0)).toEqual([
      { type: 'shuffle', use: true },
      { type: 'shuffle', use: false },
    ]);
    expect(r.s.seats[0].hand).toEqual([]);
    const shuffled = run(r.s, [0, { type: 'shuffle', use: true }], [1, { type: 'shuffle', use: false }]);
    expect(shuffled.s.seats.map((p) => p.hand.length)).toEqual([7, 7]);
    expect(shuffled.s.seats[0].discard).toEqual([]);
    expect(shuffled.s.seats[1].discard).toEqual(['1-2C']);
  });

  it('after the 8th round the game ends with final scoring; the shuffle tile is not offered any more', () => {
    const s = cleaning(8, [{ discard: c(0, '2C 3C'), shuffleActive: true }, { discard: c(1, '2C') }], []);
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    expect(trashPoker.isOver(r.s)).toBe(true);
    expect(r.s.phase).toBe('over');
    expect(kinds(r.events, 'game-over')).toHaveLength(1);
    expect(refusal(r.s, 0, { type: 'confirm' }).code).toBe('game-over');
  });
});

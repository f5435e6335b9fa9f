import { describe, expect, it } from 'vitest';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { play, scenario } from './fixtures';

describe('End of the round: "when all players run out of cards"', () => {
  it('the last card leaving the last hand ends the round, scores it and deals the next', () => {
    const s = scenario({
      hands: [['8S0'], []],
      playfields: [
        [
          ['7D0', '7D1'],
          ['2S0', '6S0', '7S0', 'JS0', 'KS0'],
        ],
        [['4H0', '4S0', '4D0', '9S0', '9H0'], ['3C0']],
      ],
    });
    const { state, events } = play(s, { type: 'discard', card: '8S0' });
    const scored = events.find((e) => e.kind === 'round-scored')!;
    expect(scored).toMatchObject({ round: 1, endedBy: 'out-of-cards', points: [11, 4], winners: [0] });
    expect(scored.hands).toEqual([
      [
        { cards: ['7D0', '7D1'], name: 'Matched Pair', points: 8 },
        { cards: ['2S0', '6S0', '7S0', 'JS0', 'KS0'], name: 'Flush', points: 3 },
      ],
      [
        { cards: ['4H0', '4S0', '4D0', '9S0', '9H0'], name: 'Full House', points: 4 },
        { cards: ['3C0'], name: null, points: 0 },
      ],
    ]);
    expect(state.round).toBe(2);
    expect(state.history).toHaveLength(1);
    expect(events.map((e) => e.kind)).toEqual(['card-discarded', 'round-scored', 'round-started', 'cards-drawn', 'cards-drawn', 'dice-rolled']);
  });

  it('a new round reshuffles every card: fresh decks, reserve and hands, empty playfields', () => {
    const s = scenario({ hands: [['8S0'], []], playfields: [[['7D0']], []] });
    const { state } = play(s, { type: 'discard', card: '8S0' });
    for (const p of state.players) {
      expect(p.hand).toHaveLength(3);
      expect(p.drawPile).toHaveLength(11);
      expect(p.playfield).toEqual([]);
    }
    expect(state.reserve).toHaveLength(2);
    expect(state.discard).toEqual([]);
    expect(state.stock).toHaveLength(108 - 28 - 2);
  });

  it('the lead passes to the left each round', () => {
    const s = scenario({ players: 3, hands: [['8S0'], [], []] });
    const { state } = play(s, { type: 'discard', card: '8S0' });
    expect(state.lead).toBe(1);
    expect(state.turn).toBe(1);
  });
});

describe('End of the round: "once all four jokers are on the playfield"', () => {
  it('ends at once when the last joker lands, even mid-turn', () => {
    const s = scenario({
      dice: { black: 7, red: 14 },
      hands: [['XR1', '2C0', '3C0']],
      playfields: [[['XB0'], ['XR0']], [['XB1']]],
    });
    // XR1 is an exact match (red 14) but the round ends before any second card.
    const { state, events } = play(s, { type: 'play', from: 'hand', card: 'XR1', playfield: 0, hand: 1 });
    expect(events.find((e) => e.kind === 'round-scored')).toMatchObject({ endedBy: 'jokers', round: 1 });
    expect(state.round).toBe(2);
    expect(state.step).toBe('act');
  });

  it('with four decks all eight jokers must be out', () => {
    const s = scenario({
      players: 5,
      dice: { black: 7, red: 14 },
      hands: [['XR1', '2C0']],
      playfields: [[['XB0'], ['XR0']], [['XB1']]],
    });
    const { state } = play(s, { type: 'play', from: 'hand', card: 'XR1', playfield: 0, hand: 1 });
    expect(state.round).toBe(1);
  });
});

describe('Rounds: "play as many rounds as you want" (an option, default 3), points tallied across rounds', () => {
  it('defaults to three rounds and accepts 1-20', () => {
    expect(pokerPlus.setup({ players: 2, seed: 'a' }).config.rounds).toBe(3);
    expect(pokerPlus.setup({ players: 2, seed: 'a', options: { rounds: 5 } }).config.rounds).toBe(5);
    expect(() => pokerPlus.setup({ players: 2, seed: 'a', options: { rounds: 0 } })).toThrow(RangeError);
    expect(() => pokerPlus.setup({ players: 2, seed: 'a', options: { rounds: 2.5 } })).toThrow(RangeError);
  });

  it('the last round ends the game; standings add up every round, ties share a place', () => {
    const s = scenario({ rounds: 2, round: 2, hands: [['8S0'], [], []], players: 3, playfields: [[['7D0', '7D1']], [['2S0', '2H0']], [['5C0', '5H0']]] });
    s.history = [{ round: 1, lead: 0, endedBy: 'out-of-cards', points: [0, 7, 0], hands: [[], [], []], winners: [1] }];
    const { state, events } = play(s, { type: 'discard', card: '8S0' });
    expect(pokerPlus.isOver(state)).toBe(true);
    expect(pokerPlus.actors(state)).toEqual([]);
    expect(events.at(-1)!.kind).toBe('game-over');
    const result = pokerPlus.result(state);
    expect(result.winners).toEqual([0, 1]);
    expect(result.standings).toEqual([
      { seat: 0, place: 1, score: 8, breakdown: { round1: 0, round2: 8 } },
      { seat: 1, place: 1, score: 8, breakdown: { round1: 7, round2: 1 } },
      { seat: 2, place: 3, score: 1, breakdown: { round1: 0, round2: 1 } },
    ]);
    expect(result.extra).toEqual({ roundWins: [1, 1, 0], roundsPlayed: 2 });
    const after = pokerPlus.apply(state, state.turn, { type: 'pass' });
    expect(after).toMatchObject({ ok: false, code: 'game-over' });
  });
});

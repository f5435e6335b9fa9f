import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../../shared/engine/rng';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { handValue } from '../../../../shared/engine/poker-plus/bot';
import type { PokerPlusState } from '../../../../shared/engine/poker-plus/types';
import { play, scenario } from './fixtures';

describe('botAction: greedy, legal, and blind to hidden cards', () => {
  it('completes a Matched Pair when the dice allow it', () => {
    const s = scenario({ hands: [['7D1', '3C0', '2H0']], playfields: [[['7D0'], ['3H0']]], dice: { black: 7, red: 5 } });
    expect(pokerPlus.botAction(s, 0)).toEqual({ type: 'play', from: 'hand', card: '7D1', playfield: 0, hand: 0 });
  });

  it('discards a King to place a card the dice forbid, when that scores', () => {
    const s = scenario({ hands: [['KH0', '8S0']], playfields: [[['8S1']]], dice: { black: 7, red: 5 } });
    expect(pokerPlus.botAction(s, 0)).toEqual({ type: 'discard', card: 'KH0' });
  });

  it('uses a Joker to spoil an opponent’s full house', () => {
    const s = scenario({
      step: 'royal',
      royal: 'X',
      hands: [['2C0']],
      playfields: [[['9D0']], [['4H0', '4S0', '4D0', '9S0', '9H0']]],
    });
    expect(pokerPlus.botAction(s, 0)).toMatchObject({ type: 'play', playfield: 1, hand: 0 });
  });

  it('splits a spoiled flush back out with an Ace', () => {
    const s = scenario({ step: 'royal', royal: 'A', playfields: [[['2D0', '6D0', '7D0', 'JD0', 'KD0', '3C0']]] });
    const action = pokerPlus.botAction(s, 0);
    expect(action.type).toBe('split');
    const after = play(s, action).state.players[0].playfield.map((h) => [...h].sort());
    expect(after).toEqual(expect.arrayContaining([['3C0'], ['2D0', '6D0', '7D0', 'JD0', 'KD0']]));
  });

  it('values unfinished hands by what they may become, finished ones by their score', () => {
    expect(handValue(['7D0', '7D1'])).toBe(8);
    expect(handValue(['7D0'])).toBe(0);
    expect(handValue(['4D0', '5D0', '6D0', '7D0'])).toBeGreaterThan(handValue(['4D0', '5D0']));
    expect(handValue(['4D0', '5D0', '6D0', '7D0'])).toBeLessThan(1);
  });

  it('decides the same when only hidden cards differ (it sees only its view)', () => {
    const s = pokerPlus.setup({ players: 3, seed: 'blind' });
    const seat = s.turn;
    const other = (seat + 1) % 3;
    const twin: PokerPlusState = structuredClone(s);
    // Swap an opponent's hand with the top of the stock and reverse everyone's draw piles.
    const theirs = twin.players[other].hand;
    twin.players[other].hand = twin.stock.splice(0, theirs.length, ...theirs);
    for (const p of twin.players) p.drawPile.reverse();
    expect(pokerPlus.view(twin, seat)).toEqual(pokerPlus.view(s, seat));
    expect(twin).not.toEqual(s);
    expect(pokerPlus.botAction(twin, seat)).toEqual(pokerPlus.botAction(s, seat));
  });

  it('beats a player choosing legal actions at random', () => {
    let botWins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      let s = pokerPlus.setup({ players: 2, seed: `duel-${g}`, options: { rounds: 1 } });
      const rng = seedRng(`random-${g}`);
      while (!pokerPlus.isOver(s)) {
        const seat = s.turn;
        const legal = pokerPlus.legalActions(s, seat);
        const action = seat === 0 ? pokerPlus.botAction(s, seat) : legal[nextInt(rng, legal.length)];
        const r = pokerPlus.apply(s, seat, action);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      if (pokerPlus.result(s).winners.includes(0)) botWins++;
    }
    expect(botWins).toBeGreaterThanOrEqual(18);
  });
});

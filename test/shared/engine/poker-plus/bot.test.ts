import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../../shared/engine/rng';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { handValue, handWorth, splitsWeighed } from '../../../../shared/engine/poker-plus/bot';
import { contextOf } from '../../../../shared/engine/poker-plus/legal';
import type { PokerPlusAction, PokerPlusState } from '../../../../shared/engine/poker-plus/types';
import { play, scenario } from './fixtures';

/** The bot's actions until its turn is over, each checked against the legal list. */
function botTurn(start: PokerPlusState) {
  const actions: PokerPlusAction[] = [];
  let state = start;
  while (state.turn === start.turn && state.turns === start.turns && actions.length < 20) {
    const action = pokerPlus.botAction(state, state.turn);
    expect(pokerPlus.legalActions(state, state.turn)).toContainEqual(action);
    actions.push(action);
    state = play(state, action).state;
  }
  return { actions, state };
}

describe('botAction: greedy, legal, and blind to hidden cards', () => {
  it('completes a Matched Pair when the dice allow it', () => {
    const s = scenario({ hands: [['7D1', '3C0', '2H0']], playfields: [[['7D0'], ['3H0']]], dice: { black: 7, red: 5 } });
    expect(pokerPlus.botAction(s, 0)).toEqual({ type: 'play', from: 'hand', card: '7D1', playfield: 0, hand: 0 });
  });

  it('discards a King to place a card the dice forbid, when that scores', () => {
    const s = scenario({ hands: [['KH0', '8S0']], playfields: [[['8S1']]], dice: { black: 7, red: 5 } });
    expect(pokerPlus.botAction(s, 0)).toEqual({ type: 'discard', card: 'KH0' });
  });

  it('uses a Joker to spoil an opponent’s full house: picks the card, then plays it there', () => {
    const s = scenario({
      step: 'royal',
      royal: 'X',
      hands: [['2C0']],
      playfields: [[['9D0']], [['4H0', '4S0', '4D0', '9S0', '9H0']]],
    });
    const { actions, state } = botTurn(s);
    expect(actions).toEqual([
      { type: 'pick', card: '2C0' },
      { type: 'play', from: 'hand', card: '2C0', playfield: 1, hand: 0 },
    ]);
    expect(state.players[1].playfield).toEqual([['4H0', '4S0', '4D0', '9S0', '9H0', '2C0']]);
  });

  it('splits a spoiled flush back out with an Ace, card by card', () => {
    const s = scenario({ step: 'royal', royal: 'A', playfields: [[['2D0', '6D0', '7D0', 'JD0', 'KD0', '3C0']]] });
    const { actions, state } = botTurn(s);
    expect(actions).toEqual([{ type: 'split', hand: 0 }, { type: 'pick', card: '3C0' }, { type: 'confirm' }]);
    expect(state.players[0].playfield).toEqual([['2D0', '6D0', '7D0', 'JD0', 'KD0'], ['3C0']]);
  });

  it('takes over a split someone else began: unpicks what it does not want, then finishes its own', () => {
    const s = scenario({
      step: 'royal',
      royal: 'A',
      playfields: [[['2D0', '6D0', '7D0', 'JD0', 'KD0', '3C0']]],
      selection: { kind: 'split', hand: 0, cards: ['6D0'] },
    });
    const { actions } = botTurn(s);
    expect(actions).toEqual([{ type: 'unpick', card: '6D0' }, { type: 'pick', card: '3C0' }, { type: 'confirm' }]);
  });

  it('cancels a choice it does not want (a split of the wrong hand, a Joker’s other card)', () => {
    const split = scenario({
      step: 'royal',
      royal: 'A',
      playfields: [
        [
          ['2S0', '2H0'],
          ['2D0', '6D0', '7D0', 'JD0', 'KD0', '3C0'],
        ],
      ],
      selection: { kind: 'split', hand: 0, cards: [] },
    });
    expect(pokerPlus.botAction(split, 0)).toEqual({ type: 'cancel' });
    const joker = scenario({
      step: 'royal',
      royal: 'X',
      hands: [['2C0', '8H0']],
      playfields: [[['9D0']], [['4H0', '4S0', '4D0', '9S0', '9H0']]],
      selection: { kind: 'joker', card: '8H0', from: 'hand' },
    });
    expect(botTurn(joker).actions).toEqual([
      { type: 'cancel' },
      { type: 'pick', card: '2C0' },
      { type: 'play', from: 'hand', card: '2C0', playfield: 1, hand: 0 },
    ]);
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

describe("splitsWeighed: the greedy plan's work with big hands", () => {
  it('counts the split values weighed for the own hands where the step may reshape, again per Ace whose discard would', () => {
    const own = [['2C0', '3C0', '4C0', '9C1'], ['9D0']];
    const after = scenario({ step: 'royal', royal: 'A', hands: [['5H0']], playfields: [own] });
    const once = splitsWeighed(contextOf(after));
    expect(once).toBeGreaterThan(0);
    const aces = scenario({ hands: [['AH0', 'AS1', '7D0']], playfields: [own], dice: { black: 7, red: 5 } });
    expect(splitsWeighed(contextOf(aces))).toBe(2 * once);
    const none = scenario({ hands: [['KH0', '7D0']], playfields: [own], dice: { black: 7, red: 5 } });
    expect(splitsWeighed(contextOf(none))).toBe(0);
  });

  it('weighs far fewer than all the splits of a big hand, and still splits off the part worth most', () => {
    const big = ['2C0', '5D0', '7H0', '9S0', 'JC0', 'KD0', '3H1', '6S1', '8C1', 'TD1', 'QH1', '4S0', '4S1', '4D1'];
    const s = scenario({ step: 'royal', royal: 'A', hands: [['5H0']], playfields: [[big]] });
    expect(splitsWeighed(contextOf(s))).toBeLessThan(2 ** big.length / 4);
    // Every split weighed, as the plan weighs one (the first of equals in mask order).
    let best: { value: number; part: string[] } = { value: 0, part: [] };
    for (let mask = 1; mask < 2 ** big.length - 1; mask++) {
      const part = big.filter((_, i) => mask & (1 << i));
      const kept = big.filter((_, i) => !(mask & (1 << i)));
      const value = handWorth(kept) + handWorth(part) - handWorth(big) - 1e-6 * part.length;
      if (value > best.value) best = { value, part };
    }
    expect(best.value).toBeGreaterThan(0);
    const { actions } = botTurn(s);
    expect(actions[0]).toEqual({ type: 'split', hand: 0 });
    expect(actions.filter((a) => a.type === 'pick').map((a) => (a as { card: string }).card)).toEqual(best.part);
  });
});

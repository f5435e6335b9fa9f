import { describe, expect, it } from 'vitest';
import { pokerPlus, scoreHand } from '../../../../shared/engine/poker-plus';
import type { PokerPlusState } from '../../../../shared/engine/poker-plus/types';
import { play, scenario, type Scenario } from './fixtures';

/** Ultra Flush, "Five pairs of the same suit": a completed ten-card hand. */
const ULTRA_FLUSH = ['2S0', '2S1', '5S0', '5S1', '6S0', '6S1', 'TS0', 'TS1', 'AS0', 'AS1'];

/** Dice in every case unless told: black 7 (odd), red 4 (even). Seat 0 acts. */
interface RuleCase {
  rule: string;
  given: Scenario;
  action: unknown;
  /** A refusal code, or what the state looks like afterwards. */
  expect: string | ((after: PokerPlusState) => void);
}

const cases: RuleCase[] = [
  // Play
  {
    rule: 'Play 1: play from your hand into a hand on your playfield (matching card starts a new hand)',
    given: { hands: [['3C0', '9H0']] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 'new' },
    expect: (s) => {
      expect(s.players[0].playfield).toEqual([['3C0']]);
      expect(s.turn).toBe(1);
    },
  },
  {
    rule: 'Play 1: into an existing hand',
    given: { hands: [['3C0']], playfields: [[['3H0'], ['9S0']]] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 0 },
    expect: (s) => expect(s.players[0].playfield).toEqual([['3H0', '3C0'], ['9S0']]),
  },
  {
    rule: 'Play: only a card whose chirality matches its colour’s die',
    given: { hands: [['8S0']] },
    action: { type: 'play', from: 'hand', card: '8S0', playfield: 0, hand: 'new' },
    expect: 'dice-mismatch',
  },
  {
    rule: 'Play 2: play from the reserve; replace that card from the reserve deck',
    given: { hands: [['9H0']], reserve: ['2H0', '9S0'], stock: ['KD0', '4C0'] },
    action: { type: 'play', from: 'reserve', card: '2H0', playfield: 0, hand: 'new' },
    expect: (s) => {
      expect(s.players[0].playfield).toEqual([['2H0']]);
      expect(s.reserve).toEqual(['KD0', '9S0']);
      expect(s.stock).toEqual(['4C0']);
    },
  },
  {
    rule: 'Play 2: an empty reserve deck leaves a gap',
    given: { hands: [['9H0']], reserve: ['2H0', '9S0'], stock: [] },
    action: { type: 'play', from: 'reserve', card: '2H0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.reserve).toEqual(['9S0']),
  },
  {
    rule: 'Play: a card not in your hand cannot be played from it',
    given: { hands: [['9H0']], reserve: ['2H0'] },
    action: { type: 'play', from: 'hand', card: '2H0', playfield: 0, hand: 'new' },
    expect: 'card-not-available',
  },
  {
    rule: 'Play: only your own playfield without a Joker',
    given: { hands: [['3C0']] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 1, hand: 'new' },
    expect: 'not-your-playfield',
  },
  {
    rule: 'No invented limits: a playfield takes a fifth hand',
    given: { hands: [['3C0']], playfields: [[['2S0'], ['4S0'], ['6S0'], ['8S0']]] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.players[0].playfield).toEqual([['2S0'], ['4S0'], ['6S0'], ['8S0'], ['3C0']]),
  },
  {
    rule: 'No invented limits: an eleventh card joins a hand, which then matches no entry and scores 0',
    given: { hands: [['3C0']], playfields: [[['2S0', '2S1', '3S0', '3S1', '4S0', '4S1', '5S0', '5S1', '6S0', '6S1']]] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 0 },
    expect: (s) => {
      expect(s.players[0].playfield[0]).toHaveLength(11);
      expect(scoreHand(s.players[0].playfield[0])).toEqual({ name: null, points: 0 });
    },
  },
  {
    rule: 'Play: a hand that does not exist',
    given: { hands: [['3C0']], playfields: [[['2S0']]] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 1 },
    expect: 'no-such-hand',
  },
  {
    rule: 'Turns: you may not skip the turn’s action',
    given: {},
    action: { type: 'pass' },
    expect: 'must-act',
  },
  // Exact match
  {
    rule: 'Play: an exact colour+number match lets you play a second card',
    given: { hands: [['7S0', '3C0', '9H0']] },
    action: { type: 'play', from: 'hand', card: '7S0', playfield: 0, hand: 'new' },
    expect: (s) => {
      expect(s.turn).toBe(0);
      expect(s.step).toBe('bonus');
    },
  },
  {
    rule: 'Play: an exact match from the reserve also earns the second card',
    given: { hands: [['3C0']], reserve: ['4D0'], stock: ['2C0'] },
    action: { type: 'play', from: 'reserve', card: '4D0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.step).toBe('bonus'),
  },
  {
    rule: 'Play: the second card must still match colour and chirality',
    given: { step: 'bonus', hands: [['8S0', '3C0']], playfields: [[['7S0']]] },
    action: { type: 'play', from: 'hand', card: '8S0', playfield: 0, hand: 0 },
    expect: 'dice-mismatch',
  },
  {
    rule: 'Play: the second card, matching, ends the turn (no third card even if exact)',
    given: { step: 'bonus', hands: [['7C0', '3C0']], playfields: [[['7S0']]] },
    action: { type: 'play', from: 'hand', card: '7C0', playfield: 0, hand: 0 },
    expect: (s) => {
      expect(s.players[0].playfield).toEqual([['7S0', '7C0']]);
      expect(s.turn).toBe(1);
    },
  },
  {
    rule: 'Play: the second card may be declined',
    given: { step: 'bonus', hands: [['3C0']], playfields: [[['7S0']]] },
    action: { type: 'pass' },
    expect: (s) => expect(s.turn).toBe(1),
  },
  {
    rule: 'Play: no discarding in place of the second card',
    given: { step: 'bonus', hands: [['3C0']], playfields: [[['7S0']]] },
    action: { type: 'discard', card: '3C0' },
    expect: 'wrong-step',
  },
  {
    rule: 'Play: the second card is offered while you hold a card, even one that cannot follow (only passing is legal)',
    given: { hands: [['7S0', '8S0']], reserve: [] },
    action: { type: 'play', from: 'hand', card: '7S0', playfield: 0, hand: 'new' },
    expect: (s) => {
      expect(s.step).toBe('bonus');
      expect(pokerPlus.legalActions(s, 0)).toEqual([{ type: 'pass' }]);
      expect(pokerPlus.botAction(s, 0)).toEqual({ type: 'pass' });
    },
  },
  {
    rule: 'Play: with an empty hand and no reserve card that fits, the turn ends at once',
    given: { hands: [['7S0']], reserve: ['8S0'] },
    action: { type: 'play', from: 'hand', card: '7S0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.turn).toBe(1),
  },
  // Discard and royals
  {
    rule: 'Play 3: discard any one of your cards (a plain card does nothing more)',
    given: { hands: [['8S0', '9H0']] },
    action: { type: 'discard', card: '8S0' },
    expect: (s) => {
      expect(s.discard).toEqual(['8S0']);
      expect(s.turn).toBe(1);
    },
  },
  {
    rule: 'Play 3: only cards in your hand can be discarded',
    given: { hands: [['8S0']], reserve: ['9H0'] },
    action: { type: 'discard', card: '9H0' },
    expect: 'card-not-in-hand',
  },
  {
    rule: 'Ace: split one of your hands in two (choose the hand first)',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]] },
    action: { type: 'split', hand: 0 },
    expect: (s) => {
      expect(s.selection).toEqual({ kind: 'split', hand: 0, cards: [] });
      expect(s.players[0].playfield).toEqual([['2S0', '2H0', '9C0']]);
      expect(s.turn).toBe(0);
    },
  },
  {
    rule: 'Ace: split, then pick the cards that leave the hand one by one',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: [] } },
    action: { type: 'pick', card: '9C0' },
    expect: (s) => {
      expect(s.selection).toEqual({ kind: 'split', hand: 0, cards: ['9C0'] });
      expect(s.turn).toBe(0);
    },
  },
  {
    rule: 'Ace: a picked card can be unpicked',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: ['2H0', '9C0'] } },
    action: { type: 'unpick', card: '2H0' },
    expect: (s) => expect(s.selection).toEqual({ kind: 'split', hand: 0, cards: ['9C0'] }),
  },
  {
    rule: 'Ace: confirming the split moves the picked cards to a new hand right after it',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0'], ['5D0']]], selection: { kind: 'split', hand: 0, cards: ['9C0'] } },
    action: { type: 'confirm' },
    expect: (s) => {
      expect(s.players[0].playfield).toEqual([['2S0', '2H0'], ['9C0'], ['5D0']]);
      expect(s.selection).toBeNull();
      expect(s.turn).toBe(1);
    },
  },
  {
    rule: 'Ace: cancelling the split goes back to choosing the action',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: ['9C0'] } },
    action: { type: 'cancel' },
    expect: (s) => {
      expect(s).toMatchObject({ turn: 0, step: 'royal', royal: 'A', selection: null });
      expect(s.players[0].playfield).toEqual([['2S0', '2H0', '9C0']]);
    },
  },
  {
    rule: 'Ace: the action may still be declined in the middle of a split',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: ['9C0'] } },
    action: { type: 'pass' },
    expect: (s) => {
      expect(s.turn).toBe(1);
      expect(s.selection).toBeNull();
      expect(s.players[0].playfield).toEqual([['2S0', '2H0', '9C0']]);
    },
  },
  {
    rule: 'No invented limits: an Ace splits a hand of a playfield that already has four',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0'], ['4S0'], ['6S0'], ['8S0']]], selection: { kind: 'split', hand: 0, cards: ['2H0'] } },
    action: { type: 'confirm' },
    expect: (s) => expect(s.players[0].playfield).toEqual([['2S0'], ['2H0'], ['4S0'], ['6S0'], ['8S0']]),
  },
  {
    rule: 'Ace: a hand of one card cannot be split',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0'], ['4S0']]] },
    action: { type: 'split', hand: 1 },
    expect: 'bad-split',
  },
  {
    rule: 'Ace: both halves of a split keep a card (the last card cannot be picked)',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0']]], selection: { kind: 'split', hand: 0, cards: ['2S0'] } },
    action: { type: 'pick', card: '2H0' },
    expect: 'bad-split',
  },
  {
    rule: 'Ace: both halves of a split keep a card (nothing picked, nothing to confirm)',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0']]], selection: { kind: 'split', hand: 0, cards: [] } },
    action: { type: 'confirm' },
    expect: 'bad-split',
  },
  {
    rule: 'Ace: only cards of the hand being split can be picked',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0'], ['5D0']]], selection: { kind: 'split', hand: 0, cards: [] } },
    action: { type: 'pick', card: '5D0' },
    expect: 'bad-split',
  },
  {
    rule: 'Ace: a card is picked once',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: ['9C0'] } },
    action: { type: 'pick', card: '9C0' },
    expect: 'already-picked',
  },
  {
    rule: 'Ace: only a picked card can be unpicked',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]], selection: { kind: 'split', hand: 0, cards: ['9C0'] } },
    action: { type: 'unpick', card: '2S0' },
    expect: 'not-picked',
  },
  {
    rule: 'Ace: no merging in the middle of a split (cancel it first)',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0'], ['5D0']]], selection: { kind: 'split', hand: 0, cards: [] } },
    action: { type: 'merge', hands: [0, 1] },
    expect: 'selection-open',
  },
  {
    rule: 'Ace: picking, confirming and cancelling need a split under way',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]] },
    action: { type: 'confirm' },
    expect: 'nothing-selected',
  },
  {
    rule: 'Ace: nothing to cancel outside a choice',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0']]] },
    action: { type: 'cancel' },
    expect: 'nothing-selected',
  },
  {
    rule: 'Play: picking a card is not how a plain turn plays it',
    given: { hands: [['3C0']] },
    action: { type: 'pick', card: '3C0' },
    expect: 'wrong-step',
  },
  {
    rule: 'Ace: merge two of your hands',
    given: { step: 'royal', royal: 'A', playfields: [[['2S0'], ['5D0'], ['2H0']]] },
    action: { type: 'merge', hands: [2, 0] },
    expect: (s) => expect(s.players[0].playfield).toEqual([['2S0', '2H0'], ['5D0']]),
  },
  {
    rule: 'No invented limits: an Ace merges two hands into one of eleven cards',
    given: {
      step: 'royal',
      royal: 'A',
      playfields: [
        [
          ['2S0', '2S1', '3S0', '3S1', '4S0', '4S1'],
          ['5S0', '5S1', '6S0', '6S1', '7S0'],
        ],
      ],
    },
    action: { type: 'merge', hands: [0, 1] },
    expect: (s) => expect(s.players[0].playfield).toEqual([['2S0', '2S1', '3S0', '3S1', '4S0', '4S1', '5S0', '5S1', '6S0', '6S1', '7S0']]),
  },
  {
    rule: 'Ace: only your own playfield (no playing cards)',
    given: { step: 'royal', royal: 'A', hands: [['3C0']], playfields: [[['2S0'], ['5D0']]] },
    action: { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 0 },
    expect: 'wrong-step',
  },
  {
    rule: 'Jacks: play a reserve card matching a die value, of either colour',
    given: { step: 'royal', royal: 'J', reserve: ['7H0', '5H0'], stock: ['2C0'] },
    action: { type: 'play', from: 'reserve', card: '7H0', playfield: 0, hand: 'new' },
    expect: (s) => {
      expect(s.players[0].playfield).toEqual([['7H0']]);
      expect(s.reserve).toEqual(['2C0', '5H0']);
    },
  },
  {
    rule: 'Jacks: the reserve card must match a die value',
    given: { step: 'royal', royal: 'J', reserve: ['7H0', '5H0'] },
    action: { type: 'play', from: 'reserve', card: '5H0', playfield: 0, hand: 'new' },
    expect: 'dice-mismatch',
  },
  {
    rule: 'Jacks: from the reserve only',
    given: { step: 'royal', royal: 'J', hands: [['7C0']], reserve: ['7H0'] },
    action: { type: 'play', from: 'hand', card: '7C0', playfield: 0, hand: 'new' },
    expect: 'wrong-source',
  },
  {
    rule: 'Queens: any reserve card; dice values don’t apply',
    given: { step: 'royal', royal: 'Q', reserve: ['5H0'] },
    action: { type: 'play', from: 'reserve', card: '5H0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.players[0].playfield).toEqual([['5H0']]),
  },
  {
    rule: 'Queens: not from your hand',
    given: { step: 'royal', royal: 'Q', hands: [['5H1']], reserve: ['5H0'] },
    action: { type: 'play', from: 'hand', card: '5H1', playfield: 0, hand: 'new' },
    expect: 'wrong-source',
  },
  {
    rule: 'Kings: any card from your hand; dice values don’t apply',
    given: { step: 'royal', royal: 'K', hands: [['8S0']] },
    action: { type: 'play', from: 'hand', card: '8S0', playfield: 0, hand: 'new' },
    expect: (s) => expect(s.players[0].playfield).toEqual([['8S0']]),
  },
  {
    rule: 'Kings: not from the reserve',
    given: { step: 'royal', royal: 'K', hands: [['8S0']], reserve: ['5H0'] },
    action: { type: 'play', from: 'reserve', card: '5H0', playfield: 0, hand: 'new' },
    expect: 'wrong-source',
  },
  {
    rule: 'Joker: pick the card first (from your hand or the reserve)',
    given: { step: 'royal', royal: 'X', hands: [['XB1']], reserve: ['8S0'], playfields: [[], [['4S0']]] },
    action: { type: 'pick', card: 'XB1' },
    expect: (s) => {
      expect(s.selection).toEqual({ kind: 'joker', card: 'XB1', from: 'hand' });
      expect(s.turn).toBe(0);
    },
  },
  {
    rule: 'Joker: a reserve card can be picked too',
    given: { step: 'royal', royal: 'X', reserve: ['8S0'] },
    action: { type: 'pick', card: '8S0' },
    expect: (s) => expect(s.selection).toEqual({ kind: 'joker', card: '8S0', from: 'reserve' }),
  },
  {
    rule: 'Joker: any card from your hand into another player’s playfield',
    given: {
      step: 'royal',
      royal: 'X',
      hands: [['XB1']],
      playfields: [[], [['4S0', '5S0', '8S0', 'TS0', 'QS0']]],
      selection: { kind: 'joker', card: 'XB1', from: 'hand' },
    },
    action: { type: 'play', from: 'hand', card: 'XB1', playfield: 1, hand: 0 },
    expect: (s) => {
      expect(s.players[1].playfield).toEqual([['4S0', '5S0', '8S0', 'TS0', 'QS0', 'XB1']]);
      expect(s.selection).toBeNull();
    },
  },
  {
    rule: 'Joker: any card from the reserve into any playfield',
    given: { step: 'royal', royal: 'X', reserve: ['8S0'], playfields: [[], []], selection: { kind: 'joker', card: '8S0', from: 'reserve' } },
    action: { type: 'play', from: 'reserve', card: '8S0', playfield: 1, hand: 'new' },
    expect: (s) => expect(s.players[1].playfield).toEqual([['8S0']]),
  },
  {
    rule: 'Joker: the card must be picked before its destination is named',
    given: { step: 'royal', royal: 'X', reserve: ['8S0'], playfields: [[], []] },
    action: { type: 'play', from: 'reserve', card: '8S0', playfield: 1, hand: 'new' },
    expect: 'pick-first',
  },
  {
    rule: 'Joker: only the picked card is played',
    given: { step: 'royal', royal: 'X', hands: [['2C0']], reserve: ['8S0'], selection: { kind: 'joker', card: '8S0', from: 'reserve' } },
    action: { type: 'play', from: 'hand', card: '2C0', playfield: 1, hand: 'new' },
    expect: 'not-picked',
  },
  {
    rule: 'Joker: a second card cannot be picked (cancel first)',
    given: { step: 'royal', royal: 'X', hands: [['2C0']], reserve: ['8S0'], selection: { kind: 'joker', card: '8S0', from: 'reserve' } },
    action: { type: 'pick', card: '2C0' },
    expect: 'selection-open',
  },
  {
    rule: 'Joker: cancelling the pick goes back to choosing the card',
    given: { step: 'royal', royal: 'X', hands: [['2C0']], reserve: ['8S0'], selection: { kind: 'joker', card: '8S0', from: 'reserve' } },
    action: { type: 'cancel' },
    expect: (s) => expect(s).toMatchObject({ turn: 0, step: 'royal', royal: 'X', selection: null }),
  },
  {
    rule: 'Joker: only a card in your hand or the reserve',
    given: { step: 'royal', royal: 'X', hands: [['2C0']], playfields: [[['8S0']]] },
    action: { type: 'pick', card: '8S0' },
    expect: 'card-not-available',
  },
  {
    rule: 'No invented limits: a Joker spoils an opponent’s completed Ultra Flush as it spoils a Royal Flush',
    given: {
      step: 'royal',
      royal: 'X',
      hands: [['2C0']],
      playfields: [[], [ULTRA_FLUSH]],
      selection: { kind: 'joker', card: '2C0', from: 'hand' },
    },
    action: { type: 'play', from: 'hand', card: '2C0', playfield: 1, hand: 0 },
    expect: (s) => {
      expect(scoreHand(ULTRA_FLUSH)).toEqual({ name: 'Ultra Flush', points: 16 });
      expect(s.players[1].playfield[0]).toHaveLength(11);
      expect(scoreHand(s.players[1].playfield[0]).points).toBe(0);
    },
  },
  {
    rule: 'Royals: the action may be declined',
    given: { step: 'royal', royal: 'Q', reserve: ['5H0'] },
    action: { type: 'pass' },
    expect: (s) => {
      expect(s.turn).toBe(1);
      expect(s.players[0].playfield).toEqual([]);
    },
  },
];

describe('Poker+ rules, case by case (quoting the rule text)', () => {
  it.each(cases.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
    const state = scenario(c.given);
    const before = JSON.stringify(state);
    const r = pokerPlus.apply(state, state.turn, c.action);
    expect(JSON.stringify(state)).toBe(before);
    if (typeof c.expect === 'string') {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe(c.expect);
        expect(r.error.length).toBeGreaterThan(10);
      }
      expect(pokerPlus.legalActions(state, state.turn)).not.toContainEqual(c.action);
    } else {
      if (!r.ok) throw new Error(`refused: ${r.code} ${r.error}`);
      c.expect(r.state);
    }
  });
});

const pick = (card: string) => ({ type: 'pick', card });
const unpick = (card: string) => ({ type: 'unpick', card });
const CONFIRM = { type: 'confirm' };
const CANCEL = { type: 'cancel' };
const PASS = { type: 'pass' };

describe('Turn sequence: roll, play, draw back', () => {
  it('draws back to three from the personal deck, then the next player rolls', () => {
    const s = scenario({ hands: [['8S0']], drawPiles: [['2C0', '3C0', '4C0', '5C0']] });
    const { state, events } = play(s, { type: 'discard', card: '8S0' });
    expect(state.players[0].hand).toEqual(['2C0', '3C0', '4C0']);
    expect(state.players[0].drawPile).toEqual(['5C0']);
    expect(events.map((e) => e.kind)).toEqual(['card-discarded', 'cards-drawn', 'dice-rolled']);
    expect(events[2]).toMatchObject({ seat: 1 });
    expect(state.turns).toBe(s.turns + 1);
  });

  it('a reserve play is announced before its refill', () => {
    const s = scenario({ hands: [['9H0']], reserve: ['9S0', '2H0'], stock: ['KD0'] });
    const { events } = play(s, { type: 'play', from: 'reserve', card: '2H0', playfield: 0, hand: 'new' });
    expect(events.slice(0, 2)).toEqual([
      { kind: 'card-played', seat: 0, from: 'reserve', card: '2H0', playfield: 0, hand: 0, via: 'act' },
      { kind: 'reserve-refilled', slot: 1, card: 'KD0', stockCount: 0 },
    ]);
  });

  it('a short personal deck leaves a short hand', () => {
    const s = scenario({ hands: [['8S0']], drawPiles: [['2C0']] });
    expect(play(s, { type: 'discard', card: '8S0' }).state.players[0].hand).toEqual(['2C0']);
  });

  it('a discarded royal waits for its action, announcing it', () => {
    const s = scenario({ hands: [['QH0', '2C0']], reserve: ['5H0'] });
    const { state, events } = play(s, { type: 'discard', card: 'QH0' });
    expect(state).toMatchObject({ turn: 0, step: 'royal', royal: 'Q' });
    expect(events.map((e) => e.kind)).toEqual(['card-discarded']);
    const next = play(state, { type: 'play', from: 'reserve', card: '5H0', playfield: 0, hand: 'new' });
    expect(next.events.map((e) => e.kind).slice(0, 2)).toEqual(['royal-action', 'card-played']);
    expect(next.events[1]).toMatchObject({ via: 'Q' });
  });

  it('a royal with nothing to do resolves by itself (a Queen with an empty reserve)', () => {
    const s = scenario({ hands: [['QH0', '2C0']], reserve: [] });
    const { state, events } = play(s, { type: 'discard', card: 'QH0' });
    expect(state.turn).toBe(1);
    expect(events.find((e) => e.kind === 'royal-action')).toMatchObject({ royal: 'Q', action: 'none' });
  });

  it('an Ace offers to split each hand of two or more cards, every merge, and passing', () => {
    const s = scenario({ step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0'], ['5D0']]] });
    expect(pokerPlus.legalActions(s, 0)).toEqual([{ type: 'split', hand: 0 }, { type: 'merge', hands: [0, 1] }, { type: 'pass' }]);
  });

  it('an Ace’s split, card by card: the list offers what keeps both halves non-empty', () => {
    let s = scenario({ step: 'royal', royal: 'A', playfields: [[['2S0', '2H0', '9C0'], ['5D0']]] });
    const steps: [unknown, unknown[]][] = [
      [{ type: 'split', hand: 0 }, [pick('2S0'), pick('2H0'), pick('9C0'), CANCEL, PASS]],
      [pick('9C0'), [pick('2S0'), pick('2H0'), unpick('9C0'), CONFIRM, CANCEL, PASS]],
      [pick('2S0'), [unpick('2S0'), unpick('9C0'), CONFIRM, CANCEL, PASS]],
      [unpick('9C0'), [unpick('2S0'), pick('2H0'), pick('9C0'), CONFIRM, CANCEL, PASS]],
    ];
    const kinds: string[] = [];
    for (const [action, offered] of steps) {
      const r = play(s, action);
      kinds.push(...r.events.map((e) => e.kind));
      s = r.state;
      expect(pokerPlus.legalActions(s, 0)).toEqual(offered);
    }
    const done = play(s, CONFIRM);
    expect(done.state.players[0].playfield).toEqual([['2H0', '9C0'], ['2S0'], ['5D0']]);
    expect(kinds).toEqual(['split-started', 'picked', 'picked', 'picked']);
    expect(done.events.slice(0, 2)).toEqual([
      { kind: 'royal-action', seat: 0, royal: 'A', name: 'Ace', action: 'split' },
      { kind: 'hands-split', seat: 0, hand: 0, newHand: 1, cards: ['2S0'] },
    ]);
  });

  it('a Joker offers each card first, then every playfield for the picked card', () => {
    const s = scenario({ players: 3, step: 'royal', royal: 'X', hands: [['8S0', '2C0']], reserve: ['KD0'], playfields: [[['3H0']], [], []] });
    expect(pokerPlus.legalActions(s, 0)).toEqual([pick('8S0'), pick('2C0'), pick('KD0'), PASS]);
    const picked = play(s, pick('KD0')).state;
    const legal = pokerPlus.legalActions(picked, 0);
    expect(legal.filter((a) => a.type === 'play').map((a) => a.type === 'play' && [a.card, a.playfield, a.hand])).toEqual([
      ['KD0', 0, 0],
      ['KD0', 0, 'new'],
      ['KD0', 1, 'new'],
      ['KD0', 2, 'new'],
    ]);
    expect(legal.slice(-2)).toEqual([CANCEL, PASS]);
  });

  it('declining the second card does not reveal the hand: opponents see the same whether a hand card fits or not', () => {
    const exactMatch = { type: 'play', from: 'hand', card: '7S0', playfield: 0, hand: 'new' };
    const seenBy = (hand: string[], seat: number | null) => {
      const { state, events } = play(scenario({ hands: [hand], reserve: ['8S0'] }), exactMatch);
      return { view: pokerPlus.view(state, seat), events: pokerPlus.viewEvents(events, seat) };
    };
    const fits = ['7S0', '3C0', '9H0'];
    const fitsNot = ['7S0', '8C0', '9H0'];
    for (const seat of [1, null]) expect(seenBy(fitsNot, seat)).toEqual(seenBy(fits, seat));
    expect(seenBy(fitsNot, 0).view).toMatchObject({ step: 'bonus', legal: [{ type: 'pass' }] });
  });

  it('seats that are out of cards are skipped', () => {
    const s = scenario({ players: 3, hands: [['8S0'], [], ['9C0']] });
    expect(play(s, { type: 'discard', card: '8S0' }).state.turn).toBe(2);
  });
});

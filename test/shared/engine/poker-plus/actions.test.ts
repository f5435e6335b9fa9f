import { describe, expect, it } from 'vitest';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { scenario } from './fixtures';

describe('apply: untrusted input is refused in order, never thrown, never mutating', () => {
  const state = scenario({ hands: [['3C0', '8S0']], reserve: ['2H0'] });
  const valid = { type: 'play', from: 'hand', card: '3C0', playfield: 0, hand: 'new' };

  it.each<[string, number, unknown, string]>([
    ['another seat', 1, valid, 'not-your-turn'],
    ['a seat that does not exist', 9, valid, 'not-your-turn'],
    ['a non-integer seat', 0.5, valid, 'not-your-turn'],
    ['null', 0, null, 'bad-action'],
    ['a string', 0, 'play', 'bad-action'],
    ['an array', 0, [valid], 'bad-action'],
    ['an unknown type', 0, { type: 'cheat' }, 'bad-action'],
    ['a type that is not a string', 0, { type: 7 }, 'bad-action'],
    ['an inherited key as type', 0, { type: 'toString' }, 'bad-action'],
    ['an extra field', 0, { ...valid, extra: 1 }, 'bad-action'],
    ['a bad source', 0, { ...valid, from: 'deck' }, 'bad-action'],
    ['a made-up card', 0, { ...valid, card: '1X9' }, 'bad-action'],
    ['a card as a number', 0, { ...valid, card: 3 }, 'bad-action'],
    ['a negative playfield', 0, { ...valid, playfield: -1 }, 'bad-action'],
    ['a fractional hand', 0, { ...valid, hand: 0.5 }, 'bad-action'],
    [
      'a huge split (cards are picked one by one, not listed)',
      0,
      { type: 'split', hand: 0, cards: Array.from({ length: 100_000 }, () => '3C0') },
      'bad-action',
    ],
    ['a split without a hand', 0, { type: 'split' }, 'bad-action'],
    ['a huge card id in a pick', 0, { type: 'pick', card: '3C0'.repeat(100_000) }, 'bad-action'],
    ['a pick of a list of cards', 0, { type: 'pick', card: ['3C0'] }, 'bad-action'],
    ['an unpick without a card', 0, { type: 'unpick' }, 'bad-action'],
    ['a confirm with a payload', 0, { type: 'confirm', cards: ['3C0'] }, 'bad-action'],
    ['a cancel with a payload', 0, { type: 'cancel', hand: 0 }, 'bad-action'],
    ['a merge of one hand', 0, { type: 'merge', hands: [1, 1] }, 'bad-action'],
    ['a merge of three hands', 0, { type: 'merge', hands: [0, 1, 2] }, 'bad-action'],
    ['a well-formed play of a card not held', 0, { ...valid, card: '4C0' }, 'card-not-available'],
    ['a play into a seat beyond the table', 0, { ...valid, playfield: 5 }, 'no-such-playfield'],
    ['a split outside an Ace', 0, { type: 'split', hand: 0 }, 'wrong-step'],
    ['a pick outside a choice', 0, { type: 'pick', card: '3C0' }, 'wrong-step'],
    ['an unpick outside a choice', 0, { type: 'unpick', card: '3C0' }, 'nothing-selected'],
    ['a confirm outside a choice', 0, { type: 'confirm' }, 'nothing-selected'],
    ['a cancel outside a choice', 0, { type: 'cancel' }, 'nothing-selected'],
  ])('%s', (_label, seat, action, code) => {
    const before = JSON.stringify(state);
    const r = pokerPlus.apply(state, seat, action);
    expect(r).toMatchObject({ ok: false, code });
    if (!r.ok) expect(r.error).toMatch(/^[A-Z].*\.$/);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a legal action returns a new state and leaves the old one as it was', () => {
    const before = JSON.stringify(state);
    const r = pokerPlus.apply(state, 0, valid);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  });
});

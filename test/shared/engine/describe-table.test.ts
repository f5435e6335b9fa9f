import { describe, expect, it } from 'vitest';
import { modes } from '../../../shared/engine/index';

/** The lobby's words for a table of `mode` set up with `options`. */
function words(mode: keyof typeof modes, players: number, options: object = {}): string {
  const m = modes[mode];
  return m.describeTable!(m.setup({ players, seed: 'describe', options }));
}

describe("what sets a table apart, in the lobby's words", () => {
  it('nothing for the default rules of every mode', () => {
    expect(words('trash-poker', 4)).toBe('');
    expect(words('poker-plus', 4)).toBe('');
    expect(words('trash', 4)).toBe('');
  });

  it('Trash Poker: the Houses and their difficulty, the variants, achievements', () => {
    expect(words('trash-poker', 1)).toBe('vs the House (Normal)');
    expect(words('trash-poker', 2, { solo: { difficulty: 'expert', houses: 2 } })).toBe('vs 2 Houses (Expert)');
    expect(words('trash-poker', 3, { variants: { trashTwoFromPot: true }, achievements: true })).toBe('trash 2 from the pot · achievements');
  });

  it('Poker+: a number of rounds other than 3; Trash: a layout smaller than 10', () => {
    expect(words('poker-plus', 2, { rounds: 1 })).toBe('1 round');
    expect(words('poker-plus', 2, { rounds: 5 })).toBe('5 rounds');
    expect(words('trash', 2, { layoutSize: 4 })).toBe('layout of 4');
  });
});

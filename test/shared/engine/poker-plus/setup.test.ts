import { describe, expect, it } from 'vitest';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { card } from '../../../../shared/engine/poker-plus/cards';
import { allCards } from './fixtures';

describe('Setup', () => {
  it.each([
    [2, 2],
    [4, 2],
    [5, 4],
    [8, 4],
  ])('"Two decks for up to 4 players; four decks for up to eight", jokers kept: %i players use %i decks', (players, decks) => {
    const s = pokerPlus.setup({ players, seed: `setup-${players}` });
    const cards = allCards(s);
    expect(cards).toHaveLength(decks * 54);
    expect(new Set(cards).size).toBe(cards.length);
    expect(cards.filter((id) => card(id).joker)).toHaveLength(decks * 2);
    expect(s.config.decks).toBe(decks);
  });

  it('"Deal each player a deck of fourteen cards", two face up to the reserve, each draws three', () => {
    const s = pokerPlus.setup({ players: 3, seed: 'deal' });
    for (const p of s.players) {
      expect(p.hand.length + p.drawPile.length).toBe(14);
      expect(p.hand).toHaveLength(3);
      expect(p.playfield).toEqual([]);
    }
    expect(s.reserve).toHaveLength(2);
    expect(s.stock).toHaveLength(108 - 42 - 2);
  });

  it('the first lead is drawn at random from the seed, takes the first turn with dice rolled', () => {
    const leads = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = pokerPlus.setup({ players: 4, seed: `lead-${i}` });
      expect(s.turn).toBe(s.lead);
      expect(s.step).toBe('act');
      expect(s.dice.black).toBeGreaterThanOrEqual(1);
      expect(s.dice.red).toBeLessThanOrEqual(14);
      leads.add(s.lead);
    }
    expect(leads.size).toBe(4);
  });

  it('is deterministic per seed and plain JSON', () => {
    const a = pokerPlus.setup({ players: 5, seed: 'same' });
    expect(pokerPlus.setup({ players: 5, seed: 'same' })).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(pokerPlus.setup({ players: 5, seed: 'other' })).not.toEqual(a);
  });

  it.each([1, 9, 2.5, Number.NaN])('refuses %s players', (players) => {
    expect(() => pokerPlus.setup({ players, seed: 'x' })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import type { PokerPlusView } from '../../../../shared/engine/poker-plus/types';
import { cardTokens, hiddenFrom, play, scenario } from './fixtures';

describe('View: what each seat may know', () => {
  const state = pokerPlus.setup({ players: 3, seed: 'view' });

  it.each([0, 1, 2, null])('seat %s sees no card hidden from it', (seat) => {
    const view = pokerPlus.view(state, seat) as PokerPlusView;
    const hidden = hiddenFrom(state, seat);
    expect(cardTokens(view).filter((id) => hidden.has(id))).toEqual([]);
    expect(view.hand).toEqual(seat === null ? null : state.players[seat].hand);
    expect(view.stockCount).toBe(state.stock.length);
    expect(view.seats.map((s) => [s.handCount, s.drawCount])).toEqual(state.players.map((_p) => [3, 11]));
  });

  it('shows playfields, reserve, discard pile and dice to everyone', () => {
    const s = scenario({ hands: [['8S0'], ['9C0']], playfields: [[['7D0']], [['2S0', '2H0']]], reserve: ['KD0'], discard: ['4C0'] });
    const v = pokerPlus.view(s, null) as PokerPlusView;
    expect(v.seats.map((x) => x.playfield)).toEqual([[['7D0']], [['2S0', '2H0']]]);
    expect(v).toMatchObject({ reserve: ['KD0'], discard: ['4C0'], dice: { black: 7, red: 4 }, hand: null, legal: [] });
  });

  it('lists legal actions only for the seat whose turn it is', () => {
    const turn = state.turn;
    const mine = pokerPlus.view(state, turn) as PokerPlusView;
    expect(mine.legal).toEqual(pokerPlus.legalActions(state, turn));
    expect(mine.legal.length).toBeGreaterThan(0);
    const other = pokerPlus.view(state, (turn + 1) % 3) as PokerPlusView;
    expect(other.legal).toEqual([]);
    expect(pokerPlus.legalActions(state, (turn + 1) % 3)).toEqual([]);
  });

  it('an unknown seat is treated as a spectator', () => {
    expect((pokerPlus.view(state, 7) as PokerPlusView).hand).toBeNull();
  });

  it('past rounds show names and points, not card ids (ids are reused after the reshuffle)', () => {
    const s = scenario({ hands: [['8S0'], []], playfields: [[['7D0', '7D1']], []] });
    const { state: next } = play(s, { type: 'discard', card: '8S0' });
    const v = pokerPlus.view(next, 1) as PokerPlusView;
    expect(v.history).toEqual([
      { round: 1, lead: 0, endedBy: 'out-of-cards', points: [8, 0], hands: [[{ name: 'Matched Pair', points: 8, size: 2 }], []], winners: [0] },
    ]);
    expect(v.seats.map((x) => x.total)).toEqual([8, 0]);
  });
});

describe('Events: drawn cards reach only their owner', () => {
  const s = scenario({ hands: [['8S0'], ['9C0']], drawPiles: [['2C0', '3C0', '4C0']] });
  const { events } = play(s, { type: 'discard', card: '8S0' });

  it('the drawer sees the cards', () => {
    const drawn = pokerPlus.viewEvents(events, 0).find((e) => e.kind === 'cards-drawn')!;
    expect(drawn).toEqual({ kind: 'cards-drawn', seat: 0, cards: ['2C0', '3C0', '4C0'], count: 3 });
  });

  it.each([1, null])('seat %s sees only how many', (seat) => {
    const seen = pokerPlus.viewEvents(events, seat);
    const drawn = seen.find((e) => e.kind === 'cards-drawn')!;
    expect(drawn).toEqual({ kind: 'cards-drawn', seat: 0, count: 3, cards: [null, null, null] });
    expect(cardTokens(seen)).toEqual(['8S0']);
    expect(events.find((e) => e.kind === 'cards-drawn')!.cards).toEqual(['2C0', '3C0', '4C0']);
  });

  it('every animation event a client needs is emitted', () => {
    expect(events.map((e) => e.kind)).toEqual(['card-discarded', 'cards-drawn', 'dice-rolled']);
  });
});

describe('Selections under way (an Ace’s split, a Joker’s card)', () => {
  const splitting = scenario({
    step: 'royal',
    royal: 'A',
    hands: [['8S0'], ['9C0']],
    playfields: [[['2S0', '2H0', '9D0']], []],
    selection: { kind: 'split', hand: 0, cards: ['9D0'] },
  });

  it.each([0, 1, null])('a split is of a public playfield: seat %s sees its picks', (seat) => {
    const v = pokerPlus.view(splitting, seat) as PokerPlusView;
    expect(v.selection).toEqual({ kind: 'split', hand: 0, cards: ['9D0'] });
  });

  it('the acting seat’s legal list continues the split', () => {
    const v = pokerPlus.view(splitting, 0) as PokerPlusView;
    expect(v.legal).toEqual([
      { type: 'pick', card: '2S0' },
      { type: 'pick', card: '2H0' },
      { type: 'unpick', card: '9D0' },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'pass' },
    ]);
  });

  const jokerFromHand = scenario({
    step: 'royal',
    royal: 'X',
    hands: [['8S0', '2C0'], ['9C0']],
    reserve: ['KD0'],
    selection: { kind: 'joker', card: '8S0', from: 'hand' },
  });

  it('a Joker’s card from the hand is named only to its owner', () => {
    expect((pokerPlus.view(jokerFromHand, 0) as PokerPlusView).selection).toEqual({ kind: 'joker', card: '8S0', from: 'hand' });
    for (const seat of [1, null]) {
      const v = pokerPlus.view(jokerFromHand, seat) as PokerPlusView;
      expect(v.selection).toEqual({ kind: 'joker', card: null, from: 'hand' });
      expect(cardTokens(v)).not.toContain('8S0');
    }
  });

  it('a Joker’s card from the reserve is public', () => {
    const s = { ...jokerFromHand, selection: { kind: 'joker' as const, card: 'KD0', from: 'reserve' as const } };
    for (const seat of [0, 1, null]) expect((pokerPlus.view(s, seat) as PokerPlusView).selection).toEqual({ kind: 'joker', card: 'KD0', from: 'reserve' });
  });

  it('picking a Joker’s card from the hand is told to the others as a card back', () => {
    const s = { ...jokerFromHand, selection: null };
    const { events } = play(s, { type: 'pick', card: '8S0' });
    expect(pokerPlus.viewEvents(events, 0)).toEqual([{ kind: 'picked', seat: 0, card: '8S0', from: 'hand', picked: true }]);
    for (const seat of [1, null]) {
      expect(pokerPlus.viewEvents(events, seat)).toEqual([{ kind: 'picked', seat: 0, card: null, from: 'hand', picked: true }]);
    }
  });

  it('there is no selection outside a royal’s choice', () => {
    const fresh = pokerPlus.setup({ players: 3, seed: 'view' });
    expect(fresh.selection).toBeNull();
    expect((pokerPlus.view(fresh, null) as PokerPlusView).selection).toBeNull();
  });
});

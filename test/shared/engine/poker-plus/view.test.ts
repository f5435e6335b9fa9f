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
    expect(view.seats.map((s) => [s.handCount, s.drawCount])).toEqual(state.players.map((p) => [3, 11]));
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

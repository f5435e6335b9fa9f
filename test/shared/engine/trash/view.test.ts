import { describe, expect, it } from 'vitest';
import { trash } from '../../../../shared/engine/trash/index';
import { view } from '../../../../shared/engine/trash/view';
import { literalState, play } from './fixtures';

const OTHER = '2C 3C 4C 5C 6C 7C 8C 9C 10C QC';

describe('Trash view', () => {
  const state = literalState({
    layouts: ['AS 2S +3H 4S 5S 6S 7S 8S 9S 10S', OTHER],
    discard: ['KD', 'QH'],
    held: { card: 'JH', from: 'stock' },
  });

  it('Setup: "Players may not look at their cards": face-down cards are hidden from their owner too', () => {
    const v = view(state, 0);
    expect(v.layouts[0].spots[0]).toEqual({ spot: 1, faceUp: false, card: null });
    expect(v.layouts[0].spots[2]).toEqual({ spot: 3, faceUp: true, card: '3H.0' });
    expect(v.layouts[0]).toMatchObject({ seat: 0, size: 10, faceDown: 9 });
    expect(v.layouts[1].spots.every((s) => s.card === null)).toBe(true);
  });

  it('shows the stock as a count, the whole face-up discard pile and the card being played', () => {
    const v = view(state, 1);
    expect(v.stockCount).toBe(state.stock.length);
    expect(v).not.toHaveProperty('stock');
    expect(v.discard).toEqual(['KD.0', 'QH.0']);
    expect(v.held).toEqual({ card: 'JH.0', from: 'stock' });
    expect(v).not.toHaveProperty('rng');
  });

  it.each([
    { seat: 0, expectedSeat: 0, legal: 9 },
    { seat: 1, expectedSeat: 1, legal: 0 },
    { seat: null, expectedSeat: null, legal: 0 },
    { seat: 7, expectedSeat: null, legal: 0 },
    { seat: -1, expectedSeat: null, legal: 0 },
  ])('seat $seat sees itself as $expectedSeat with $legal legal actions', ({ seat, expectedSeat, legal }) => {
    const v = view(state, seat);
    expect(v.seat).toBe(expectedSeat);
    expect(v.legal).toHaveLength(legal);
    if (legal) expect(v.legal).toEqual(trash.legalActions(state, 0));
  });

  it('a finished game has no seat to act', () => {
    const done = play(literalState({ layouts: ['5S', OTHER], stock: ['AH'], handsWon: [9, 0] }), 0, { type: 'draw' }).state;
    const over = play(done, 0, { type: 'place', spot: 1 }).state;
    expect(view(over, 0)).toMatchObject({ step: 'over', turn: null, winner: 0, legal: [] });
  });
});

describe('Trash viewEvents', () => {
  it('passes public events through as they are', () => {
    const events = play(literalState({ layouts: ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S', OTHER], stock: ['7H'] }), 0, { type: 'draw' }).events;
    for (const seat of [null, 0, 1]) {
      const seen = trash.viewEvents(events, seat);
      expect(seen).toEqual(events);
      expect(seen[0]).toBe(events[0]);
    }
  });

  it('blanks the cards of an event for seats outside its visibleTo', () => {
    const events = [{ kind: 'peeked', seat: 0, card: 'AS.0', visibleTo: [0] }];
    expect(trash.viewEvents(events, 0)).toEqual([{ kind: 'peeked', seat: 0, card: 'AS.0' }]);
    expect(trash.viewEvents(events, 1)).toEqual([{ kind: 'peeked', seat: 0, card: null }]);
    expect(trash.viewEvents(events, null)).toEqual([{ kind: 'peeked', seat: 0, card: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import { handPreview, selectBestActions, sortHand } from '../../../../client/modes/trash-poker/preview';
import { cardInfo } from '../../../../shared/engine/trash-poker/cards';
import { bestFive } from '../../../../shared/engine/trash-poker/hand';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';

const HAND = ['0-2S', '0-9H', '0-9D', '0-KC', '0-9S', '0-KH', '0-4C'];

/** A view of seat 0 choosing its 5 cards, with `picked` already raised. */
function selecting(picked: string[]): TrashPokerView {
  const legal = HAND.map((card) => (picked.includes(card) ? { type: 'unpick', card } : { type: 'pick', card }));
  const me = { seat: 0, step: 'select', hand: HAND, picked, trash: [], upgrades: {} };
  return { seat: 0, seats: [me], legal } as unknown as TrashPokerView;
}

describe('handPreview (issue 11.6: the preview tells the cards, not only the value)', () => {
  it('names the best 5 the engine finds, and says what they make', () => {
    const p = handPreview(selecting([]));
    const engine = bestFive(HAND.map(cardInfo), {}).indices.map((i) => HAND[i]);
    expect(p.best).toEqual(engine);
    expect(p.best).toEqual(expect.arrayContaining(['0-9H', '0-9D', '0-9S', '0-KC', '0-KH']));
    expect(p.text).toMatch(/^Best 5 now: Full House · \d+ RP$/);
  });

  it('shows nothing outside a choice of cards', () => {
    const v = selecting([]);
    (v.seats[0] as { step: string }).step = 'idle';
    expect(handPreview(v)).toEqual({ text: '', best: [] });
  });
});

describe('selectBestActions', () => {
  it('unpicks what is not in the best 5 and picks the rest of it', () => {
    const actions = selectBestActions(selecting(['0-2S', '0-9H']));
    expect(actions[0]).toEqual({ type: 'unpick', card: '0-2S' });
    expect(
      actions
        .slice(1)
        .map((a) => ('card' in a ? a.card : ''))
        .sort(),
    ).toEqual(['0-9D', '0-9S', '0-KC', '0-KH']);
  });

  it('is nothing once the best 5 are selected', () => {
    expect(selectBestActions(selecting(['0-9H', '0-9D', '0-KC', '0-9S', '0-KH']))).toEqual([]);
  });
});

describe('sortHand', () => {
  it('keeps the dealt order, or sorts by rank (aces high) or by suit', () => {
    expect(sortHand(HAND, 'dealt')).toEqual(HAND);
    expect(sortHand(HAND, 'rank')).toEqual(['0-2S', '0-4C', '0-9S', '0-9H', '0-9D', '0-KH', '0-KC']);
    expect(sortHand(HAND, 'suit')).toEqual(['0-2S', '0-9S', '0-9H', '0-KH', '0-9D', '0-4C', '0-KC']);
  });
});

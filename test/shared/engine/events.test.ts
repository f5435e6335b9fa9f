import { describe, expect, it } from 'vitest';
import { blankCards, eventsFor, namedSeats } from '../../../shared/engine/events';
import type { GameEvent } from '../../../shared/engine/types';

const events: GameEvent[] = [
  { kind: 'card-moved', card: '0-AS', from: { zone: 'draw', seat: 0 }, to: { zone: 'hand', seat: 0 }, visibleTo: [0] },
  { kind: 'revealed', seat: 1, cards: ['1-2S', '1-3S'] },
  { kind: 'dealt', cards: ['2-4H', '2-5H', '2-6H'], visibleTo: [2, 3] },
];

describe('eventsFor', () => {
  it('hands public events on as they are, to everyone', () => {
    for (const viewer of [null, 0, 1, 2]) expect(eventsFor(events, viewer)[1]).toBe(events[1]);
  });

  it('shows a limited event to the seats it names, without the list', () => {
    expect(eventsFor(events, 0)[0]).toEqual({ kind: 'card-moved', card: '0-AS', from: { zone: 'draw', seat: 0 }, to: { zone: 'hand', seat: 0 } });
    expect(eventsFor(events, 3)[2]).toEqual({ kind: 'dealt', cards: ['2-4H', '2-5H', '2-6H'] });
  });

  it('blanks its cards for everyone else, spectators included, keeping counts and movements', () => {
    for (const viewer of [null, 1]) {
      const seen = eventsFor(events, viewer);
      expect(seen[0]).toEqual({ kind: 'card-moved', card: null, from: { zone: 'draw', seat: 0 }, to: { zone: 'hand', seat: 0 } });
      expect(seen[2]).toEqual({ kind: 'dealt', cards: [null, null, null] });
    }
  });

  it('never writes to the events it was given', () => {
    const before = JSON.stringify(events);
    eventsFor(events, null);
    eventsFor(events, 1, (e) => {
      blankCards(e);
      e.extra = 'x';
    });
    expect(JSON.stringify(events)).toBe(before);
  });

  it('takes a mode its own way of blanking', () => {
    const seen = eventsFor([{ kind: 'reshuffled', kept: '7H', visibleTo: [0] }], 1, (e) => void (e.kept = null));
    expect(seen).toEqual([{ kind: 'reshuffled', kept: null }]);
  });
});

describe('namedSeats', () => {
  it('lists every seat any event names, once', () => {
    expect([...namedSeats(events)].sort()).toEqual([0, 2, 3]);
    expect(namedSeats([events[1]]).size).toBe(0);
  });
});

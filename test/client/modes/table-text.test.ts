import { describe, expect, it } from 'vitest';
import { countdownWarning, tableLine } from '../../../client/modes/tableText';
import type { GameEvent } from '../../../shared/engine/types';

const names = (seat: number) => ['Ann', 'Bob'][seat];

describe('tableLine (issue 11.2: a timed-out turn is told before the move a bot played)', () => {
  it('names the seat, or says "you" to its player', () => {
    const e = { kind: 'turn-timed-out', seat: 0, by: 'bot' } as GameEvent;
    expect(tableLine(e, names, 1)?.text).toBe('Time ran out for Ann: a bot played for them.');
    expect(tableLine(e, names, 0)?.text).toBe('Time ran out for you: a bot played this move for you.');
  });

  it('leaves every other event to the mode', () => {
    expect(tableLine({ kind: 'selected', seat: 0 } as GameEvent, names, 0)).toBeUndefined();
  });
});

describe('countdownWarning', () => {
  it('warns only in the last 10 seconds, louder for the player whose turn it is', () => {
    expect(countdownWarning(null, true)).toBeNull();
    expect(countdownWarning(11, true)).toBeNull();
    expect(countdownWarning(10, false)).toBe('10 s left');
    expect(countdownWarning(4, true)).toBe('4 s left: then a bot plays this move for you');
  });
});

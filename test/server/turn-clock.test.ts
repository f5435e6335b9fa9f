import { describe, expect, it } from 'vitest';
import { animationAllowance, TurnClock } from '../../server/rooms/turn-clock';

describe('animationAllowance', () => {
  it('gives each event its time and each card it moves more, capped per batch', () => {
    expect(animationAllowance([])).toBe(0);
    const one = animationAllowance([{ kind: 'turn' }]);
    expect(one).toBeGreaterThan(0);
    expect(animationAllowance([{ kind: 'card-moved', card: 'AS' }])).toBeGreaterThan(one);
    expect(animationAllowance([{ kind: 'revealed', cards: ['AS', 'KS', 'QS'] }])).toBeGreaterThan(animationAllowance([{ kind: 'revealed', cards: ['AS'] }]));
    // Hidden cards fly too: a blanked card counts like a shown one.
    expect(animationAllowance([{ kind: 'drawn', cards: [null, null] }])).toBe(animationAllowance([{ kind: 'drawn', cards: ['AS', 'KS'] }]));
    const flood = Array.from({ length: 500 }, () => ({ kind: 'revealed', cards: ['AS', 'KS'] }));
    expect(animationAllowance(flood)).toBe(10_000);
  });
});

describe('TurnClock', () => {
  it("starts a decision's time once the clients have shown the events that led to it", () => {
    let now = 1000;
    const clock = new TurnClock(() => now);
    expect(clock.deadline(60)).toBe(61_000);
    const batch = [{ kind: 'revealed', cards: ['AS', 'KS'] }];
    clock.sent(batch);
    clock.sent(batch); // queued behind the first
    expect(clock.deadline(60)).toBe(1000 + 2 * animationAllowance(batch) + 60_000);
    now += 60_000; // long after: the clients are idle again
    expect(clock.deadline(5)).toBe(now + 5000);
  });

  it('never lets the allowance grow past what a hurrying client can fall behind', () => {
    const now = 0;
    const clock = new TurnClock(() => now);
    for (let i = 0; i < 100; i++) clock.sent([{ kind: 'revealed', cards: ['AS', 'KS', 'QS'] }]);
    expect(clock.deadline(60)).toBe(20_000 + 60_000);
  });

  it('counts timeouts in a row until the player acts', () => {
    const clock = new TurnClock();
    expect(clock.timedOut(2)).toBe(1);
    expect(clock.timedOut(2)).toBe(2);
    expect(clock.timedOut(0)).toBe(1);
    clock.acted(2);
    expect(clock.timedOut(2)).toBe(1);
  });
});

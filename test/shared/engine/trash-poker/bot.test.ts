import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { keepScore } from '../../../../shared/engine/trash-poker/bot';
import { c, playAll, run, selectState, state } from './helpers';

describe('greedy bot', () => {
  it('plays its best five cards', () => {
    const s = selectState([c(0, '2S 9H 9D 9C KS KH 4D'), c(1, '2H 3H 4H 5S 7C 9S JD')]);
    let cur = s;
    for (let i = 0; i < 6; i++) cur = run(cur, [0, trashPoker.botAction(cur, 0)]).s;
    expect([...cur.seats[0].played].sort()).toEqual(c(0, '9H 9D 9C KS KH').sort());
  });

  it('redraws useful cards it will not play and keeps junk in hand for the pot', () => {
    const s = state({ seats: [{ step: 'redraw', hand: c(0, '7S 7H 7D AS 2C 3C 9D'), draw: c(0, '4H 4S 5S 5H 6D 8C 10C') }, {}] });
    const picks: string[] = [];
    let cur = s;
    for (;;) {
      const a = trashPoker.botAction(cur, 0);
      cur = run(cur, [0, a]).s;
      if (a.type !== 'pick') break;
      picks.push(a.card);
    }
    expect(picks).toContain('0-AS');
    expect(picks).not.toContain('0-2C');
    expect(picks).not.toContain('0-7S');
  });

  it('trashes cards that score in the Trash before anything else', () => {
    expect(keepScore('0-2S', 0)).toBeLessThan(0);
    expect(keepScore('0-AS', 0)).toBeGreaterThan(0);
    expect(keepScore('j14', 0)).toBeLessThan(keepScore('j01', 0));
    const s = state({ phase: 'cleanup', seats: [{ step: 'cleanup-trash', discard: c(0, 'AS KD 4C 9H') }, {}] });
    expect(trashPoker.botAction(s, 0)).toEqual({ type: 'pick', card: '0-4C' });
  });

  it('collects the most useful card', () => {
    // Seat 1 placed last collects first: a "K" (trash 3) beats a "7" of clubs without targets and a "9".
    const r = playAll(selectState([c(0, 'AS AH AD 3C 3S 9D KD 8C'), c(1, '2S 4H 6D 8C 10S 4C')]));
    expect(trashPoker.botAction(r.s, 1)).toEqual({ type: 'collect', card: '0-KD' });
  });

  it('decides from its own view only: hidden cards elsewhere do not change its choice', () => {
    const base = {
      seats: [
        { step: 'redraw' as const, hand: c(0, '7S 7H 7D AS 2C 3C 9D'), draw: c(0, '4H 4S') },
        { step: 'redraw' as const, hand: c(1, 'AS AH AD AC KS KH KD'), draw: c(1, '2S 2H') },
      ],
    };
    const a = state(base);
    const b = state({ ...base, seats: [base.seats[0], { ...base.seats[1], hand: c(1, '2S 3H 4D 5C 6S 7H 8D'), draw: c(1, 'QS QH') }] });
    expect(trashPoker.botAction(b, 0)).toEqual(trashPoker.botAction(a, 0));
  });
});

import { describe, expect, it } from 'vitest';
import { winOdds } from '../../../shared/bots/odds';
import { MODE_IDS } from '../../../shared/engine/types';
import { hiddenCardsPermuted, positionAt } from './cases';

describe.each(MODE_IDS)('win odds (%s)', (id) => {
  it('are chances that sum to at most 1, one per seat', () => {
    const p = positionAt(id, 20);
    const odds = winOdds(p.mode, p.mode.view(p.real, null), p.table, 'sum', { samples: 8 });
    expect(odds).toHaveLength(p.table.players);
    for (const o of odds) expect(o).toBeGreaterThanOrEqual(0);
    expect(odds.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('are identical when the hidden cards are permuted', () => {
    const p = positionAt(id, 30);
    const twin = hiddenCardsPermuted(p, null, 'odds-twin');
    expect(twin).not.toEqual(p.real);
    const real = winOdds(p.mode, p.mode.view(p.real, null), p.table, 'same', { samples: 8 });
    expect(winOdds(p.mode, p.mode.view(twin, null), p.table, 'same', { samples: 8 })).toEqual(real);
  });

  it('know the winner of a finished game', () => {
    const p = positionAt(id, Number.POSITIVE_INFINITY);
    const { winners } = p.mode.result(p.real);
    const odds = winOdds(p.mode, p.mode.view(p.real, null), p.table, 'over', { samples: 2 });
    odds.forEach((o, seat) => expect(o).toBeCloseTo(winners.includes(seat) ? 1 / winners.length : 0));
  });
});

import { describe, expect, it } from 'vitest';
import { HORIZONS } from '../../../shared/bots/horizon';
import { rollout } from '../../../shared/bots/rollout';
import { SEARCH_POLICY, searchAction } from '../../../shared/bots/search';
import { finalScores } from '../../../shared/engine/trash-poker/final-scoring';
import type { TrashPokerState } from '../../../shared/engine/trash-poker/types';
import { gameResult } from '../../../shared/engine/poker-plus/round-end';
import type { PokerPlusState } from '../../../shared/engine/poker-plus/types';
import type { TrashState } from '../../../shared/engine/trash/types';
import { seedRng } from '../../../shared/engine/rng';
import { positionAt } from './cases';

const horizon = HORIZONS['trash-poker']!;

describe('a truncated rollout (Trash Poker)', () => {
  it('stops at the start of the round asked for, with each seat scored as if the game ended there', () => {
    const p = positionAt('trash-poker', 40);
    const at = horizon.round(p.real) + 1;
    const cut = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon, at })!;
    const whole = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 })!;
    expect(cut.work).toBeGreaterThan(0);
    expect(cut.work).toBeLessThan(whole.work);
    const scores = cut.result.standings.map((s) => s.score);
    const top = Math.max(...scores);
    expect(cut.result.winners.every((w) => scores[w] === top)).toBe(true);
    expect(cut.result.standings.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
  });

  it('projects chips plus final scoring', () => {
    const s = positionAt('trash-poker', 120).real as TrashPokerState;
    const final = finalScores(s).map((f) => Object.values(f).reduce((a, b) => a + (b ?? 0), 0));
    expect(horizon.projected(s).standings.map((x) => x.score)).toEqual(s.seats.map((p, i) => p.chips + final[i]));
  });
});

describe('a rollout cut at the end of its round (Poker+) or hand (Trash)', () => {
  it('Poker+: stops as the next round is dealt, scored by the rounds played, as the game scores them', () => {
    const p = positionAt('poker-plus', 30);
    const h = HORIZONS['poker-plus']!;
    const at = h.round(p.real) + h.rounds!;
    const cut = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon: h, at })!;
    const whole = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 })!;
    expect(cut.work).toBeLessThan(whole.work);
    // Greedy play is the same up to the cut, so the round played out is the whole game's round.
    const firstRound = (whole.result.standings.map((s) => [s.seat, s.breakdown.round1]) as [number, number][]).sort((a, b) => a[0] - b[0]);
    expect(cut.result.standings.map((s) => [s.seat, s.score]).sort((a, b) => a[0] - b[0])).toEqual(firstRound);
    const s = p.real as PokerPlusState;
    expect(h.projected(s)).toEqual(gameResult(s));
  });

  it("Trash: stops as the next hand is dealt; that hand's winner wins, hands won are the scores", () => {
    const p = positionAt('trash', 5);
    const h = HORIZONS.trash!;
    const before = (p.real as TrashState).handsWon;
    const cut = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon: h, at: h.round(p.real) + 1 })!;
    const after = [...cut.result.standings].sort((a, b) => a.seat - b.seat).map((s) => s.score);
    const gained = after.flatMap((won, seat) => (won > before[seat] ? [seat] : []));
    expect(gained).toHaveLength(1);
    expect(cut.result.winners).toEqual(gained);
  });
});

describe('the search bot with a horizon', () => {
  it('plays more rollouts for the same work early in a game, and stays deterministic', () => {
    const p = positionAt('trash-poker', 9);
    const view = p.mode.view(p.real, p.seat);
    const budget = { iterations: 1e6, work: 6000 };
    const whole = searchAction(p.mode, view, p.seat, p.table, 'h', { ...budget, policy: { ...SEARCH_POLICY, horizon: null } });
    const cut = searchAction(p.mode, view, p.seat, p.table, 'h', { ...budget, policy: { ...SEARCH_POLICY, horizon: 1 } });
    expect(cut.iterations).toBeGreaterThan(2 * whole.iterations);
    expect(searchAction(p.mode, structuredClone(view), p.seat, p.table, 'h', { ...budget, policy: { ...SEARCH_POLICY, horizon: 1 } })).toEqual(cut);
  });
});

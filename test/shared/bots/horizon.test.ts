import { describe, expect, it } from 'vitest';
import { HORIZONS } from '../../../shared/bots/horizon';
import { GREEDY_WORK, rollout } from '../../../shared/bots/rollout';
import { handWorth } from '../../../shared/engine/poker-plus/bot';
import { SEARCH_POLICY, searchAction } from '../../../shared/bots/search';
import { finalScores } from '../../../shared/engine/trash-poker/final-scoring';
import type { TrashPokerState } from '../../../shared/engine/trash-poker/types';
import { gameResult } from '../../../shared/engine/poker-plus/round-end';
import type { PokerPlusState } from '../../../shared/engine/poker-plus/types';
import type { TrashState } from '../../../shared/engine/trash/types';
import { seedRng } from '../../../shared/engine/rng';
import { modes } from '../../../shared/engine/index';
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

  it("stops as soon as its work passes the cut's, scored where it stopped", () => {
    const p = positionAt('trash-poker', 40);
    const at = horizon.round(p.real) + 1;
    const capped = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon, at, work: 50 })!;
    expect(capped.work).toBeGreaterThan(50);
    expect(capped.work).toBeLessThanOrEqual(50 + GREEDY_WORK['trash-poker']);
    // The same greedy play, stopped by hand where the work first passed 50.
    let there = p.real;
    for (let work = 0; work <= 50; ) {
      const seat = p.mode.actors(there)[0];
      const legal = p.mode.legalActions(there, seat);
      const action = legal.length === 1 ? legal[0] : p.mode.botAction(there, seat);
      work += legal.length === 1 ? 1 : GREEDY_WORK['trash-poker'];
      const r = p.mode.apply(there, seat, action);
      if (!r.ok) throw new Error(r.error);
      there = r.state;
    }
    expect(capped.result).toEqual(horizon.projected(there));
  });

  it('looks one round ahead at a table of four, two at a table of two (whose rounds are half as long)', () => {
    const setup = (players: number) => modes['trash-poker'].setup({ players, seed: 'rounds' });
    expect(horizon.rounds!(setup(4))).toBe(1);
    expect(horizon.rounds!(setup(2))).toBe(2);
  });

  const extra = (s: TrashPokerState): number[] => {
    const final = finalScores(s).map((f) => Object.values(f).reduce((a, b) => a + (b ?? 0), 0));
    return horizon.projected(s).standings.map((x, seat) => x.score - s.seats[seat].chips - final[seat]);
  };

  it('projects chips plus final scoring, plus what each deck should earn in the rounds left', () => {
    const s = positionAt('trash-poker', 120).real as TrashPokerState;
    const future = extra(s);
    expect(future.every((x) => x > 0)).toBe(true);
    // Each round pays 10 + 7 + 5 + 0 place chips, some bonus chips on top; about that much a round left.
    const left = 8 - s.round + (s.phase === 'draw' ? 1 : 0);
    const perRound = future.reduce((a, b) => a + b, 0) / left;
    expect(perRound).toBeGreaterThan(15);
    expect(perRound).toBeLessThan(40);
    expect(horizon.projected(structuredClone(s))).toEqual(horizon.projected(s));
  });

  it('counts an upgrade for the rounds left, and nothing once the last round is played', () => {
    let s = positionAt('trash-poker', 120).real as TrashPokerState;
    const lower = structuredClone(s);
    lower.seats[0].upgrades.lower.push(...lower.seats[0].discard.splice(0, 2));
    expect(extra(lower)[0]).toBeGreaterThan(extra(s)[0]);
    const mode = modes['trash-poker'];
    while (!(s.round === 8 && s.phase !== 'draw')) {
      const seat = mode.actors(s)[0];
      const r = mode.apply(s, seat, mode.botAction(s, seat));
      if (!r.ok) throw new Error(r.error);
      s = r.state as TrashPokerState;
    }
    expect(extra(s)).toEqual([0, 0, 0, 0]);
  });

  it('adds nothing at a table of two, whose rollouts look two rounds ahead', () => {
    const mode = modes['trash-poker'];
    let s = mode.setup({ players: 2, seed: 'two' }) as TrashPokerState;
    for (let n = 0; n < 80; n++) {
      const seat = mode.actors(s)[0];
      const r = mode.apply(s, seat, mode.botAction(s, seat));
      if (!r.ok) throw new Error(r.error);
      s = r.state as TrashPokerState;
    }
    expect(s.round).toBeLessThan(8);
    expect(extra(s)).toEqual([0, 0]);
  });
});

describe('a rollout cut at the end of its round (Poker+) or hand (Trash)', () => {
  it('Poker+: stops as the next round is dealt, scored by the rounds played, as the game scores them', () => {
    const p = positionAt('poker-plus', 30);
    const h = HORIZONS['poker-plus']!;
    const at = h.round(p.real) + h.rounds!(p.real);
    const cut = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon: h, at })!;
    const whole = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 })!;
    expect(cut.work).toBeLessThan(whole.work);
    // Greedy play is the same up to the cut, so the round played out is the whole game's round.
    const firstRound = (whole.result.standings.map((s) => [s.seat, s.breakdown.round1]) as [number, number][]).sort((a, b) => a[0] - b[0]);
    expect(cut.result.standings.map((s) => [s.seat, s.score]).sort((a, b) => a[0] - b[0])).toEqual(firstRound);
  });

  it('Poker+: cut mid-round after so many turns, each seat scores its rounds plus what its hands are worth now', () => {
    const p = positionAt('poker-plus', 30);
    const h = HORIZONS['poker-plus']!;
    const s = p.real as PokerPlusState;
    const totals = gameResult(s)
      .standings.sort((a, b) => a.seat - b.seat)
      .map((x) => x.score);
    const worth = s.players.map((pl) => pl.playfield.reduce((sum, hand) => sum + handWorth(hand), 0));
    expect(worth.some((w) => w > 0)).toBe(true);
    const projected = h.projected(s);
    expect(projected.standings.map((x) => x.score)).toEqual(totals.map((t, seat) => t + worth[seat]));
    const best = Math.max(...projected.standings.map((x) => x.score));
    expect(projected.winners).toEqual(projected.standings.filter((x) => x.score === best).map((x) => x.seat));

    const at = h.round(s) + 1;
    const cut = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon: h, at, turns: { seat: p.seat, turns: 3 } })!;
    const round = rollout(p.mode, p.real, seedRng('cut'), { greedy: 1 }, undefined, { horizon: h, at })!;
    expect(cut.work).toBeLessThan(round.work);
    // Greedy play from here to the start of the third turn after this seat's: where the cut is.
    let there: unknown = s;
    for (let mover = p.seat, turns = 0; ; ) {
      const seat = p.mode.actors(there)[0];
      if (seat !== mover && ++turns === 3) break;
      mover = seat;
      const r = p.mode.apply(there, seat, p.mode.botAction(there, seat));
      if (!r.ok) throw new Error(r.error);
      there = r.state;
    }
    expect(h.round(there)).toBeLessThan(at);
    expect(cut.result).toEqual(h.projected(there));
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

  it('Poker+: plays more rollouts for the same work when they stop a few turns on, and stays deterministic', () => {
    const p = positionAt('poker-plus', 12);
    const view = p.mode.view(p.real, p.seat);
    const budget = { iterations: 1e6, work: 6000 };
    const round = searchAction(p.mode, view, p.seat, p.table, 'd', { ...budget, policy: { ...SEARCH_POLICY, depth: 1000 } });
    const short = searchAction(p.mode, view, p.seat, p.table, 'd', { ...budget, policy: { ...SEARCH_POLICY, depth: 8 } });
    expect(short.iterations).toBeGreaterThan(2 * round.iterations);
    expect(searchAction(p.mode, structuredClone(view), p.seat, p.table, 'd', { ...budget, policy: { ...SEARCH_POLICY, depth: 8 } })).toEqual(short);
  });
});

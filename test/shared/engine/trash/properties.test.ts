import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffleInPlace } from '../../../../shared/engine/rng';
import type { GameEvent } from '../../../../shared/engine/types';
import { trash } from '../../../../shared/engine/trash/index';
import { isUsable } from '../../../../shared/engine/trash/layout';
import type { TrashAction, TrashState } from '../../../../shared/engine/trash/types';
import { cardIdsIn, cardsInPlay, hiddenCards } from './fixtures';
import { allCards } from '../../../../shared/engine/trash/cards';

type Chooser = (state: TrashState, seat: number) => TrashAction;

/** Any legal action, picked by a seeded generator: declines replacements and optional takes too. */
function randomChooser(seed: string): Chooser {
  const rng = seedRng(seed);
  return (state, seat) => {
    const legal = trash.legalActions(state, seat);
    return legal[nextInt(rng, legal.length)];
  };
}

const botChooser: Chooser = (state, seat) => trash.botAction(state, seat);

/** The deck count makes this hold at every turn start: some card in circulation fits someone. */
function someCirculatingCardFits(state: TrashState): boolean {
  const circulating = [...state.stock, ...state.discard];
  return state.layouts.some((layout) => circulating.some((c) => isUsable(c, layout)));
}

const FULL_DECKS = [1, 2, 3, 4].map((decks) => JSON.stringify(allCards(decks).sort()));

function checkState(state: TrashState): void {
  const conserved = JSON.stringify(cardsInPlay(state)) === FULL_DECKS[state.decks - 1];
  if (!conserved) expect(cardsInPlay(state)).toEqual(allCards(state.decks).sort());
  if (trash.isOver(state)) {
    expect(state.handsWon[state.winner!]).toBe(state.layoutSize);
    // "the first player to fill in a one-card layout": never a stuck hand's award.
    expect(state.history.at(-1)).toMatchObject({ winner: state.winner, reason: 'filled' });
    expect(state.layouts[state.winner!]).toEqual([expect.objectContaining({ faceUp: true })]);
    return;
  }
  expect(trash.actors(state)).toEqual([state.turn]);
  expect(state.held === null).toBe(state.step === 'start');
  state.layouts.forEach((layout, seat) => {
    expect(layout).toHaveLength(state.layoutSize - state.handsWon[seat]);
    expect(layout.some((s) => !s.faceUp)).toBe(true);
  });
  if (state.step === 'start') expect(someCirculatingCardFits(state)).toBe(true);
}

/** Card ids named by events, which must all have been face up when they happened. */
function checkEvents(events: GameEvent[], after: TrashState): void {
  const dealtNewHand = events.some((e) => e.kind === 'dealt');
  for (const e of events) {
    expect(e.visibleTo).toBeUndefined();
    if (['dealt', 'hand-won', 'layout-shrunk', 'game-won', 'turn-started'].includes(e.kind)) expect(cardIdsIn(JSON.stringify(e))).toEqual([]);
  }
  if (dealtNewHand) return; // the named cards were collected and dealt face down again
  const hidden = new Set(hiddenCards(after));
  for (const seat of [null, ...after.layouts.keys()]) {
    const seen = cardIdsIn(JSON.stringify(trash.viewEvents(events, seat)));
    expect(seen.filter((id) => hidden.has(id))).toEqual([]);
  }
}

/** Serialises each seat's view and looks for any card id that is face down or in the stock. */
function checkViews(state: TrashState): void {
  const hidden = new Set(hiddenCards(state));
  for (const seat of [null, ...state.layouts.keys()]) {
    const json = JSON.stringify(trash.view(state, seat));
    expect(cardIdsIn(json).filter((id) => hidden.has(id))).toEqual([]);
    expect(json).not.toContain('rng');
  }
}

interface Playout {
  final: TrashState;
  steps: number;
  states: TrashState[];
}

/** Plays to the end, checking every step; `keepEvery` samples states for later properties. */
function playout(start: TrashState, choose: Chooser, opts: { checks?: boolean; keepEvery?: number } = {}): Playout {
  let state = start;
  let steps = 0;
  const states: TrashState[] = [];
  if (opts.checks) checkState(state);
  while (!trash.isOver(state)) {
    const seat = trash.actors(state)[0];
    const action = choose(state, seat);
    const before = JSON.stringify(state);
    const r = trash.apply(state, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error}`);
    expect(JSON.stringify(state)).toBe(before);
    if (opts.checks) {
      checkState(r.state);
      checkEvents(r.events, r.state);
      checkViews(r.state);
    }
    state = r.state;
    steps++;
    if (opts.keepEvery && steps % opts.keepEvery === 0) states.push(state);
    if (steps > 200_000) throw new Error('game did not end');
  }
  return { final: state, steps, states };
}

const smallGame = fc.record({
  players: fc.integer({ min: 2, max: 8 }),
  layoutSize: fc.integer({ min: 1, max: 3 }),
  seed: fc.string({ maxLength: 12 }),
  choices: fc.string({ maxLength: 12 }),
});

describe('Trash random playouts', () => {
  it('conserve cards, never leak face-down cards in views or events, and always end', () => {
    fc.assert(
      fc.property(smallGame, ({ players, layoutSize, seed, choices }) => {
        const start = trash.setup({ players, seed, options: { layoutSize } });
        const { final } = playout(start, randomChooser(choices), { checks: true });
        // At most (layoutSize - 1) wins per loser plus the last; only a stuck hand can have no winner.
        const won = final.history.filter((h) => h.winner !== null);
        expect(won.length).toBeLessThanOrEqual(players * (layoutSize - 1) + 1);
        expect(won.length).toBe(final.handsWon.reduce((a, b) => a + b, 0));
        for (const h of final.history) if (h.winner === null) expect(h.reason).toBe('stuck');
        final.history.forEach((h, i) => expect(h.dealer).toBe((final.history[0].dealer + i) % players));
        const { standings, winners } = trash.result(final);
        expect(winners).toEqual([final.winner]);
        expect(standings.filter((s) => s.place === 1).map((s) => s.seat)).toEqual(winners);
      }),
      { numRuns: 60 },
    );
    // Up to eight players, checked at every step: about 10 s alone, several times that on a busy machine.
  }, 120_000);

  it.each([2, 3, 4, 5, 6, 7, 8])('full-size games of %i players end with the bot and with random play', (players) => {
    for (const [i, choose] of [botChooser, randomChooser(`r${players}`)].entries()) {
      const { final, steps } = playout(trash.setup({ players, seed: `full-${players}-${i}` }), choose, { checks: players <= 3 && i === 0 });
      expect(trash.isOver(final)).toBe(true);
      expect(final.handsWon[final.winner!]).toBe(10);
      expect(steps).toBeGreaterThan(0);
    }
  });

  it('replays identically from the seed and the action list', () => {
    fc.assert(
      fc.property(smallGame, ({ players, layoutSize, seed, choices }) => {
        const actions: [number, TrashAction][] = [];
        const choose = randomChooser(choices);
        const recorder: Chooser = (state, seat) => {
          const a = choose(state, seat);
          actions.push([seat, a]);
          return a;
        };
        const { final } = playout(trash.setup({ players, seed, options: { layoutSize } }), recorder);
        let replay = trash.setup({ players, seed, options: { layoutSize } });
        for (const [seat, action] of actions) {
          const r = trash.apply(replay, seat, action);
          if (!r.ok) throw new Error(r.error);
          replay = r.state;
        }
        expect(replay).toEqual(final);
      }),
      { numRuns: 25 },
    );
  });
});

/** States from the middle of games, for the input and hiding properties. */
const SAMPLES: TrashState[] = [2, 3, 6, 8].flatMap(
  (players) => playout(trash.setup({ players, seed: `sample-${players}` }), randomChooser(`s${players}`), { keepEvery: 37 }).states,
);
const sampleState = fc.integer({ min: 0, max: SAMPLES.length - 1 }).map((i) => SAMPLES[i]);

describe('Trash apply on untrusted input', () => {
  const junk = fc.oneof(
    fc.anything(),
    fc.record({ type: fc.constantFrom('draw', 'take-discard', 'place', 'discard', 'pass', ''), spot: fc.anything() }, { requiredKeys: ['type'] }),
    fc.record({ type: fc.constant('place'), spot: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN)) }),
  );

  it('never throws, never mutates, and accepts only legal actions', () => {
    fc.assert(
      fc.property(sampleState, fc.oneof(fc.integer({ min: -2, max: 7 }), fc.double()), junk, (state, seat, action) => {
        const before = JSON.stringify(state);
        const r = trash.apply(state, seat, action);
        expect(JSON.stringify(state)).toBe(before);
        if (r.ok) expect(trash.legalActions(state, seat)).toContainEqual(action);
        else {
          expect(typeof r.code).toBe('string');
          expect(r.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses huge inputs cheaply', () => {
    const state = SAMPLES[0];
    const seat = state.turn;
    const huge = Array.from({ length: 1_000_000 }, () => 0);
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    expect(trash.apply(state, seat, huge)).toMatchObject({ ok: false, code: 'malformed-action' });
    expect(trash.apply(state, seat, { ...wide, type: 'draw' })).toMatchObject({ ok: false, code: 'malformed-action' });
    expect(trash.apply(state, seat, { type: 'x'.repeat(1_000_000) })).toMatchObject({ ok: false, code: 'unknown-action' });
  });
});

/** The same table with the hidden cards (face-down spots and stock) dealt differently. */
function rearrangeHidden(state: TrashState, seed: string): TrashState {
  const copy = structuredClone(state);
  const hidden = shuffleInPlace(seedRng(seed), hiddenCards(copy));
  copy.stock = hidden.splice(0, copy.stock.length);
  for (const layout of copy.layouts) for (const spot of layout) if (!spot.faceUp) spot.card = hidden.pop()!;
  return copy;
}

describe('Trash hiding', () => {
  it('a view does not change when hidden cards are rearranged (own face-down cards included)', () => {
    fc.assert(
      fc.property(sampleState, fc.string(), (state, seed) => {
        const other = rearrangeHidden(state, seed);
        const hidden = hiddenCards(state);
        for (const seat of [null, ...state.layouts.keys()]) {
          const json = JSON.stringify(trash.view(state, seat));
          expect(hidden.filter((id) => json.includes(id))).toEqual([]);
          expect(trash.view(other, seat)).toEqual(trash.view(state, seat));
          if (seat !== null && seat === state.turn) expect(trash.botAction(other, seat)).toEqual(trash.botAction(state, seat));
        }
      }),
      { numRuns: 200 },
    );
  });
});

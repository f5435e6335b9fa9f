/**
 * The properties every mode's sampler must have, checked on positions reached by random and greedy
 * play: the sample looks the same to the seat it was drawn for, it ignores the real hidden cards,
 * it holds exactly the game's cards, and the game plays on from it to the end.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { nextInt, type RngState, seedRng } from '../../../shared/engine/rng';
import type { GameMode, SetupOptions } from '../../../shared/engine/types';

export interface SamplerCase<S> {
  mode: GameMode<S, unknown>;
  /** Every card of the state, in any order (the test sorts). */
  cardsOf(state: S): string[];
  /** The same state with the cards hidden from `seat` shuffled among their places (its view unchanged). */
  permuteHidden(state: S, seat: number | null, rng: RngState): S;
  options: fc.Arbitrary<SetupOptions>;
  /** Positions are drawn up to this many actions in: past a typical game's end, so finished games are sampled too. */
  maxSteps: number;
}

/** Far beyond any mode's longest game (Trash Poker's bound is under 4000 actions). */
const MAX_GAME_ACTIONS = 100_000;

/** Plays `steps` actions (or to the end): each a random legal action or the greedy bot's, by a coin. */
export function playFor<S>(mode: GameMode<S, unknown>, start: S, steps: number, rng: RngState): S {
  let state = start;
  for (let i = 0; i < steps && !mode.isOver(state); i++) {
    if (i === MAX_GAME_ACTIONS) throw new Error(`no end after ${MAX_GAME_ACTIONS} actions`);
    const seat = mode.actors(state)[0];
    const legal = mode.legalActions(state, seat);
    const action = nextInt(rng, 2) === 0 ? legal[nextInt(rng, legal.length)] : mode.botAction(state, seat);
    const r = mode.apply(state, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error}`);
    state = r.state;
  }
  return state;
}

/** The spectator and every seat: each mode's view lists its seats or counts its players. */
function viewers<S>(mode: GameMode<S, unknown>, state: S): (number | null)[] {
  const open = mode.view(state, null) as { seats?: unknown[]; players: number };
  return [null, ...Array.from({ length: open.seats?.length ?? open.players }, (_, s) => s)];
}

/** Runs the four sampler properties over `runs` random positions. */
export function checkSampler<S>(c: SamplerCase<S>, runs: number): void {
  const sample = c.mode.sample;
  if (!sample) throw new Error(`${c.mode.id} has no sampler`);
  const position = fc.record({ setup: c.options, steps: fc.integer({ min: 0, max: c.maxSteps }), seed: fc.string({ maxLength: 8 }) });
  fc.assert(
    fc.property(position, ({ setup, steps, seed }) => {
      const real = playFor(c.mode, c.mode.setup(setup), steps, seedRng(`play:${seed}`));
      const cards = c.cardsOf(real).sort();
      for (const seat of viewers(c.mode, real)) {
        const seen = c.mode.view(real, seat);
        const twin = c.permuteHidden(real, seat, seedRng(`permute:${seed}`));
        expect(c.cardsOf(twin).sort()).toEqual(cards);
        expect(c.mode.view(twin, seat)).toEqual(seen);
        const sampled = sample(seen, seedRng(`sample:${seed}:${seat}`), setup);
        // (a) the seat cannot tell the sample from the real game
        expect(c.mode.view(sampled, seat)).toEqual(seen);
        // (b) the real hidden cards play no part: the permuted twin samples identically
        expect(sample(c.mode.view(twin, seat), seedRng(`sample:${seed}:${seat}`), setup)).toEqual(sampled);
        // (c) exactly the game's cards
        expect(c.cardsOf(sampled).sort()).toEqual(cards);
        // (d) the game plays on to its end from the sample
        const end = playFor(c.mode, sampled, Number.POSITIVE_INFINITY, seedRng(`continue:${seed}:${seat}`));
        expect(c.mode.isOver(end)).toBe(true);
        expect(
          c.mode
            .result(end)
            .standings.map((st) => st.seat)
            .sort(),
        ).toEqual(viewers(c.mode, end).slice(1));
      }
    }),
    { numRuns: runs },
  );
}

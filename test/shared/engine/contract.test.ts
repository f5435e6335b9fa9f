/**
 * The engine contract, checked the same way for every registered mode: a seat's view is the
 * public view with its private overlay written in, the overlay only points at places the
 * public view has (the server sends the public view once and each seat its overlay), a view
 * depends on the state's contents alone, and events hide only from seats `visibleTo` leaves out.
 */
import { describe, expect, it } from 'vitest';
import { namedSeats } from '../../../shared/engine/events';
import { modes } from '../../../shared/engine/index';
import { pointerKeys, withOverlay } from '../../../shared/engine/overlay';
import { nextInt, seedRng } from '../../../shared/engine/rng';
import type { ModeId } from '../../../shared/engine/types';

const CASES: { mode: ModeId; players: number; options: object }[] = [
  { mode: 'trash-poker', players: 4, options: {} },
  { mode: 'trash-poker', players: 1, options: { solo: { houses: 1, difficulty: 'hard' } } },
  { mode: 'poker-plus', players: 3, options: { rounds: 1 } },
  { mode: 'trash', players: 3, options: { layoutSize: 4 } },
];

const json = (value: unknown) => JSON.parse(JSON.stringify(value));

/** The value at a JSON Pointer, or undefined when the path does not exist. */
function at(value: unknown, pointer: string): unknown {
  let node = value as Record<string, unknown> | undefined;
  for (const key of pointerKeys(pointer)) node = node?.[key] as Record<string, unknown> | undefined;
  return node;
}

describe.each(CASES)('$mode ($players players): views are the public view plus an overlay', ({ mode, players, options }) => {
  it('at every step of random games, for every seat', () => {
    const engine = modes[mode];
    for (const seed of ['a', 'b']) {
      const rng = seedRng(`contract-${seed}`);
      let state = engine.setup({ players, seed, options });
      for (let step = 0; step < 10_000 && !engine.isOver(state); step++) {
        // Every step early on, then a sample: random games run long and views are not cheap.
        const open = step < 200 || step % 7 === 0 ? json(engine.view(state, null)) : null;
        for (let seat = 0; open && seat < players; seat++) {
          const overlay = engine.privateView(state, seat);
          const pointers = Object.keys(overlay);
          for (const p of pointers) {
            expect(
              pointers.some((q) => p.startsWith(`${q}/`)),
              `${p} nests in another overlay pointer`,
            ).toBe(false);
            expect(at(open, p.slice(0, p.lastIndexOf('/'))), `${p}'s parent is in the public view`).toBeTypeOf('object');
          }
          expect(withOverlay(json(open), json(overlay))).toEqual(json(engine.view(state, seat)));
        }
        // A view depends on the state's contents only (engines may reuse parts built for an
        // earlier state object): a deep copy of the state shows the same.
        for (let seat = 0; open && seat < players; seat++) expect(json(engine.view(structuredClone(state), seat))).toEqual(json(engine.view(state, seat)));
        const actors = engine.actors(state);
        const seat = actors[nextInt(rng, actors.length)];
        const legal = engine.legalActions(state, seat);
        const result = engine.apply(state, seat, legal[nextInt(rng, legal.length)]);
        if (!result.ok) throw new Error(result.error);
        // A seat no event names in `visibleTo` sees exactly the public events (the server sends
        // a seat its own version of an action's events only when it is named).
        const publicEvents = json(engine.viewEvents(result.events, null));
        const named = namedSeats(result.events);
        for (let s = 0; s < players; s++) if (!named.has(s)) expect(json(engine.viewEvents(result.events, s))).toEqual(publicEvents);
        state = result.state;
      }
      expect(engine.isOver(state)).toBe(true);
    }
  }, 60_000);
});

/**
 * Random games (fast-check): rules that must hold after every action of every game.
 * Chips never decrease, every card is somewhere exactly once, nothing hidden leaks into a view
 * or an event, `apply` never changes its input, refusals leave the state alone, games end, and
 * the same seed and actions replay the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { nextInt, seedRng, type RngState } from '../../../../shared/engine/rng';
import type { GameEvent } from '../../../../shared/engine/types';
import type { CardId, TrashPokerAction, TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import { allCards } from './helpers';

/** Card ids `viewer` must not see (null = spectator). */
function hiddenFrom(s: TrashPokerState, viewer: number | null): Set<CardId> {
  const out = new Set<CardId>([...s.jokerDeck, ...s.stacks.flat(), ...s.box]);
  s.seats.forEach((p, seat) => {
    for (const card of p.draw) out.add(card);
    if (seat === viewer) return;
    for (const card of [...p.hand, ...p.played, ...p.offer, ...p.secretDiscards, ...Object.values(p.upgrades).flat()]) out.add(card);
  });
  // Star cards played face up this round stay named in the round's results after a shuffle: public knowledge.
  for (const p of s.seats) for (const w of p.result?.wilds ?? []) out.delete(w.card);
  return out;
}

/** Hidden ids among the strings of a serialised value. */
function leaks(json: string, hidden: Set<CardId>): CardId[] {
  const out: CardId[] = [];
  // Whole JSON strings, escapes included, so matching never falls out of step with the quotes.
  for (const m of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) if (hidden.has(m[1])) out.push(m[1]);
  return out;
}

/** A random legal action; unpicks are rare so that selections finish. */
function randomAction(rng: RngState, legal: TrashPokerAction[]): TrashPokerAction {
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

/** Actions a careless or hostile client might send now. */
function junkActions(s: TrashPokerState, rng: RngState): unknown[] {
  const cards = allCards(s);
  const card = cards[nextInt(rng, cards.length)];
  return [
    { type: 'pick', card },
    { type: 'collect', card },
    { type: 'unpick', card },
    { type: 'confirm' },
    { type: 'take-top' },
    { type: 'raid', target: nextInt(rng, 5) },
    { type: 'upgrade', area: 'lower' },
    { type: 'shuffle', use: true },
    { type: 'place', to: 'trash' },
  ];
}

interface Played {
  log: [number, TrashPokerAction][];
  final: TrashPokerState;
}

function playRandomGame(players: number, seed: string, botSeed: string, options: object, check: boolean): Played {
  let s = trashPoker.setup({ players, seed, options });
  const rng = seedRng(botSeed);
  const everyCard = allCards(s).sort();
  const log: [number, TrashPokerAction][] = [];
  for (let steps = 0; !trashPoker.isOver(s); steps++) {
    if (steps > 5000) throw new Error('the game did not end');
    const actors = trashPoker.actors(s);
    expect(actors.length).toBeGreaterThan(0);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = trashPoker.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = randomAction(rng, legal);
    const before = JSON.stringify(s);
    if (check && steps % 3 === 0) {
      // Junk is refused exactly when it is not legal, and a refusal leaves the state alone.
      for (const junk of junkActions(s, rng)) {
        const r = trashPoker.apply(s, seat, junk);
        const isLegal = legal.some((a) => JSON.stringify(a) === JSON.stringify(junk));
        expect(r.ok, JSON.stringify(junk)).toBe(isLegal);
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(s)).toBe(before);
    }
    const r = trashPoker.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)}: ${r.error}`);
    expect(JSON.stringify(s)).toBe(before);
    if (check) checkStep(s, r.state, r.events);
    log.push([seat, action]);
    s = r.state;
    if (check) expect(allCards(s).sort()).toEqual(everyCard);
  }
  return { log, final: s };
}

function checkStep(prev: TrashPokerState, next: TrashPokerState, events: GameEvent[]): void {
  next.seats.forEach((p, seat) => expect(p.chips).toBeGreaterThanOrEqual(prev.seats[seat].chips));
  const viewers: (number | null)[] = [null, ...next.seats.map((_, i) => i)];
  for (const viewer of viewers) {
    const hidden = hiddenFrom(next, viewer);
    const json = JSON.stringify(trashPoker.view(next, viewer));
    const leakedIds = leaks(json, hidden);
    const where = leakedIds.map((id) => json.slice(Math.max(0, json.indexOf(`"${id}"`) - 120), json.indexOf(`"${id}"`) + 20));
    expect(leakedIds, `view of ${viewer}: ${where.join(' | ')}`).toEqual([]);
    // Cards hidden before and after may not appear in the events this viewer receives.
    const hiddenBefore = hiddenFrom(prev, viewer);
    const stillHidden = new Set([...hidden].filter((c) => hiddenBefore.has(c)));
    const seen = trashPoker.viewEvents(events, viewer);
    const leaked = seen.filter((e) => leaks(JSON.stringify(e), stillHidden).length > 0);
    expect(leaked, `viewer ${viewer} in ${prev.phase}`).toEqual([]);
  }
}

describe('random games (properties)', () => {
  it('chips never decrease, cards are conserved, views and events hide what they must, games end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 8 }),
        fc.boolean(),
        (players, seed, trashTwo) => {
          const { final } = playRandomGame(players, seed, `bot-${seed}`, { variants: { trashTwoFromPot: trashTwo } }, true);
          expect(final.round).toBe(8);
          const result = trashPoker.result(final);
          expect(result.standings).toHaveLength(players);
          for (const st of result.standings) {
            expect(Object.values(st.breakdown).reduce((a, b) => a + b, 0)).toBe(st.score);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the same seed and action log replay the same game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), (players, seed) => {
        const { log, final } = playRandomGame(players, seed, `replay-${seed}`, {}, false);
        let s = trashPoker.setup({ players, seed });
        for (const [seat, action] of log) {
          const r = trashPoker.apply(JSON.parse(JSON.stringify(s)), seat, action);
          if (!r.ok) throw new Error(r.error);
          s = r.state;
        }
        expect(s).toEqual(final);
      }),
      { numRuns: 10 },
    );
  });

  it('greedy bots always choose a legal action and finish their games', () => {
    for (const players of [2, 3, 4]) {
      let s = trashPoker.setup({ players, seed: `greedy-${players}` });
      let steps = 0;
      while (!trashPoker.isOver(s)) {
        const seat = trashPoker.actors(s)[0];
        const action = trashPoker.botAction(s, seat);
        expect(trashPoker.legalActions(s, seat)).toContainEqual(action);
        const r = trashPoker.apply(s, seat, action);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
        expect(++steps).toBeLessThan(5000);
      }
    }
  });
});

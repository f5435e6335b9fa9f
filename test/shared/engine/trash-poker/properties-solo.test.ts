/**
 * Random games (fast-check) in solo mode (1-3 Houses, every difficulty and adjustment, Houses at
 * bigger tables) and with unlockable jokers in the pool, achievements and the drafting variants:
 * after every action chips never decrease, every card is somewhere exactly once, nothing hidden
 * (the Houses' draw piles and face-down personality cards, the unlockable stack included) leaks
 * into a view or an event, refusals leave the state alone, games end through the unlock step,
 * and the same seed and actions replay the same game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../../shared/engine/rng';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import type { GameEvent } from '../../../../shared/engine/types';
import { DIFFICULTIES, SOLO_ADJUSTMENTS, type TrashPokerAction, type TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import { allCards } from './helpers';

/** Ids `viewer` must not see (null = spectator). */
function hiddenFrom(s: TrashPokerState, viewer: number | null): Set<string> {
  const out = new Set<string>([...s.jokerDeck, ...s.stacks.flat(), ...s.box, ...(s.unlock?.stack ?? [])]);
  s.seats.forEach((p, seat) => {
    for (const card of p.draw) out.add(card);
    if (seat === viewer) return;
    for (const card of [...p.hand, ...p.played, ...p.offer, ...p.secretDiscards, ...Object.values(p.upgrades).flat()]) out.add(card);
  });
  for (const h of s.solo?.houses ?? []) for (const x of [...h.draw, ...h.personalities]) out.add(x);
  for (const p of s.seats) for (const w of p.result?.wilds ?? []) out.delete(w.card);
  return out;
}

function leaks(json: string, hidden: Set<string>): string[] {
  const out: string[] = [];
  for (const m of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) if (hidden.has(m[1])) out.push(m[1]);
  return out;
}

function randomAction(rng: RngState, legal: TrashPokerAction[]): TrashPokerAction {
  const forward = legal.filter((a) => a.type !== 'unpick');
  const pool = forward.length > 0 && nextInt(rng, 10) > 0 ? forward : legal;
  return pool[nextInt(rng, pool.length)];
}

function junkActions(s: TrashPokerState, rng: RngState): unknown[] {
  const cards = allCards(s);
  const card = cards[nextInt(rng, cards.length)];
  return [
    { type: 'pick', card },
    { type: 'collect', card },
    { type: 'choose-unlock', card: UNLOCKABLE_JOKER_IDS[nextInt(rng, 13)] },
    { type: 'confirm' },
    { type: 'raid', target: nextInt(rng, 5) },
    { type: 'shuffle', use: true },
  ];
}

/** Chips of every participant, seats then Houses. */
function chipsOf(s: TrashPokerState): number[] {
  return [...s.seats.map((p) => p.chips), ...(s.solo?.houses ?? []).map((h) => h.chips)];
}

function checkStep(prev: TrashPokerState, next: TrashPokerState, events: GameEvent[]): void {
  const before = chipsOf(prev);
  chipsOf(next).forEach((chips, i) => expect(chips).toBeGreaterThanOrEqual(before[i]));
  for (const viewer of [null, ...next.seats.map((_, i) => i)]) {
    const hidden = hiddenFrom(next, viewer);
    const json = JSON.stringify(trashPoker.view(next, viewer));
    expect(leaks(json, hidden), `view of ${viewer}`).toEqual([]);
    const hiddenBefore = hiddenFrom(prev, viewer);
    const stillHidden = new Set([...hidden].filter((x) => hiddenBefore.has(x)));
    const seen = trashPoker.viewEvents(events, viewer).filter((e) => leaks(JSON.stringify(e), stillHidden).length > 0);
    expect(seen, `viewer ${viewer} in ${prev.phase}`).toEqual([]);
  }
}

interface Played {
  log: [number, TrashPokerAction][];
  final: TrashPokerState;
}

function playRandomGame(players: number, seed: string, options: object, check: boolean): Played {
  let s = trashPoker.setup({ players, seed, options });
  const rng = seedRng(`bots-${seed}`);
  const everyCard = allCards(s).sort();
  const log: [number, TrashPokerAction][] = [];
  for (let steps = 0; !trashPoker.isOver(s); steps++) {
    if (steps > 8000) throw new Error('the game did not end');
    const actors = trashPoker.actors(s);
    expect(actors.length).toBeGreaterThan(0);
    for (const a of actors) expect(a).toBeLessThan(players);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = trashPoker.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const action = randomAction(rng, legal);
    const before = JSON.stringify(s);
    if (check && steps % 4 === 0) {
      for (const junk of junkActions(s, rng)) {
        const r = trashPoker.apply(s, seat, junk);
        expect(r.ok, JSON.stringify(junk)).toBe(legal.some((a) => JSON.stringify(a) === JSON.stringify(junk)));
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

const soloOptions = fc.record({
  difficulty: fc.constantFrom(...DIFFICULTIES),
  adjustments: fc.subarray([...SOLO_ADJUSTMENTS]).map((xs) => xs.filter((x) => x !== 'house-pot-2' || !xs.includes('house-pot-4'))),
  houses: fc.integer({ min: 1, max: 3 }),
});

const unlocked = fc.subarray([...UNLOCKABLE_JOKER_IDS]);

function checkResult(final: TrashPokerState, players: number): void {
  expect(final.round).toBe(8);
  const result = trashPoker.result(final);
  expect(result.standings).toHaveLength(players);
  for (const st of result.standings) expect(Object.values(st.breakdown).reduce((a, b) => a + b, 0)).toBe(st.score);
  const extra = result.extra as { unlocks: { seat: number; kind: string; item: string }[]; houses?: { score: number }[] };
  for (const u of extra.unlocks) {
    expect(u.seat).toBeLessThan(players);
    expect(['checkmark', 'joker', 'achievement']).toContain(u.kind);
  }
  // Each earned checkmark by a player (not the House's) comes from a score of 90+.
  if (final.solo) expect(extra.houses).toHaveLength(final.solo.houses.length);
}

describe('random games with the House and unlockable jokers (properties)', () => {
  it('solo against 1-3 Houses: chips never decrease, cards are conserved, nothing hidden leaks, games end', () => {
    fc.assert(
      fc.property(soloOptions, fc.string({ maxLength: 6 }), unlocked, fc.boolean(), (solo, seed, unlockedJokers, achievements) => {
        const options = { solo, unlockedJokers, achievements };
        const { final } = playRandomGame(1, seed, options, true);
        checkResult(final, 1);
      }),
      { numRuns: 8 },
    );
  });

  it('a House at a table of 2-3 players, with unlocked jokers, achievements and the pro variants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 3 }), fc.string({ maxLength: 6 }), unlocked, fc.boolean(), fc.boolean(), (players, seed, unlockedJokers, trashTwo, draft) => {
        const variants = {
          trashTwoFromPot: trashTwo,
          draftJokers: draft && unlockedJokers.length >= 6,
          personalJokers: draft && unlockedJokers.length >= 10,
        };
        const options = { solo: true, unlockedJokers, achievements: true, variants, lastLoser: players - 1 };
        const { final } = playRandomGame(players, seed, options, true);
        checkResult(final, players);
      }),
      { numRuns: 6 },
    );
  });

  it('the same seed and action log replay the same solo game, unlock choices included', () => {
    fc.assert(
      fc.property(soloOptions, fc.string({ maxLength: 6 }), (solo, seed) => {
        const options = { solo, unlockedJokers: UNLOCKABLE_JOKER_IDS.slice(0, 4), achievements: true };
        const { log, final } = playRandomGame(1, seed, options, false);
        let s = trashPoker.setup({ players: 1, seed, options });
        for (const [seat, action] of log) {
          const r = trashPoker.apply(JSON.parse(JSON.stringify(s)), seat, action);
          if (!r.ok) throw new Error(r.error);
          s = r.state;
        }
        expect(s).toEqual(final);
      }),
      { numRuns: 6 },
    );
  });

  it('greedy bots finish solo games and games with every unlockable joker, choosing legal actions only', () => {
    const games: [number, object][] = [
      [1, {}],
      [1, { solo: { houses: 3, difficulty: 'easy' } }],
      [1, { solo: { difficulty: 'expert', adjustments: ['house-rp-bonus', 'advance-on-win', 'house-pot-2'] }, achievements: true }],
      [2, { unlockedJokers: [...UNLOCKABLE_JOKER_IDS], variants: { draftJokers: true, personalJokers: true }, achievements: true }],
      [3, { unlockedJokers: [...UNLOCKABLE_JOKER_IDS], solo: true }],
    ];
    for (const [players, options] of games) {
      let s = trashPoker.setup({ players, seed: `greedy-${players}`, options });
      let steps = 0;
      while (!trashPoker.isOver(s)) {
        const seat = trashPoker.actors(s)[0];
        const action = trashPoker.botAction(s, seat);
        expect(trashPoker.legalActions(s, seat)).toContainEqual(action);
        const r = trashPoker.apply(s, seat, action);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
        expect(++steps).toBeLessThan(8000);
      }
      checkResult(s, players);
    }
  });
});

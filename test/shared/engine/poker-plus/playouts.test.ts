import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../../shared/engine/rng';
import { pokerPlus } from '../../../../shared/engine/poker-plus';
import { shoe } from '../../../../shared/engine/poker-plus/cards';
import type { GameEvent } from '../../../../shared/engine/types';
import type { PokerPlusAction, PokerPlusState } from '../../../../shared/engine/poker-plus/types';
import { allCards, cardTokens, hiddenFrom, scenario } from './fixtures';

/** Far more than a game needs: each action spends a card from a finite pile. */
const STEP_LIMIT = 5000;
/** The engine contract wants lists short enough to send with every view. */
const LEGAL_LIST_LIMIT = 100;

/** A merge has two spellings (either hand first); compare actions in one spelling. */
function canonical(a: PokerPlusAction): string {
  if (typeof a !== 'object' || a === null) return `junk:${String(a)}`;
  if (a.type === 'merge' && Array.isArray(a.hands)) return JSON.stringify({ type: 'merge', hands: [...a.hands].sort((x, y) => x - y) });
  return JSON.stringify(a);
}

function checkNoLeaks(state: PokerPlusState, events: GameEvent[]) {
  const newRound = events.findIndex((e) => e.kind === 'round-started');
  for (const seat of [null, ...state.players.keys()]) {
    const hidden = hiddenFrom(state, seat);
    expect(cardTokens(pokerPlus.view(state, seat)).filter((id) => hidden.has(id))).toEqual([]);
    const seen = pokerPlus.viewEvents(events, seat);
    // Events before a reshuffle name cards of the finished round, public then; the rest must hide today's secrets.
    const current = newRound < 0 ? seen : seen.slice(newRound);
    expect(cardTokens(current).filter((id) => hidden.has(id))).toEqual([]);
    events.forEach((e, i) => {
      if (e.visibleTo && (seat === null || !e.visibleTo.includes(seat))) expect(cardTokens(seen[i])).toEqual([]);
    });
  }
}

/** A legal action with one field swapped for a plausible neighbour: often illegal, sometimes still legal. */
function mutate(state: PokerPlusState, action: PokerPlusAction, rng: ReturnType<typeof seedRng>): unknown {
  const keys = Object.keys(action).filter((k) => k !== 'type');
  if (keys.length === 0) return { type: 'discard', card: state.reserve[0] ?? 'AS0' };
  const key = keys[nextInt(rng, keys.length)];
  const me = state.players[state.turn];
  const nearby: unknown[] = [
    0,
    1,
    2,
    3,
    -1,
    'new',
    'hand',
    'reserve',
    [0, 1],
    [1, 0],
    ...me.hand,
    ...state.reserve,
    ...me.playfield.flat(),
    me.playfield[0] ?? [],
  ];
  return { ...action, [key]: nearby[nextInt(rng, nearby.length)] };
}

const cardish = fc.oneof(fc.constantFrom(...shoe(4)), fc.string({ maxLength: 4 }));
const nearlyValid = fc.oneof(
  fc.record({
    type: fc.constant('play'),
    from: fc.constantFrom('hand', 'reserve', 'stock'),
    card: cardish,
    playfield: fc.integer({ min: -1, max: 8 }),
    hand: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant('new')),
  }),
  fc.record({ type: fc.constant('discard'), card: cardish }),
  fc.record({ type: fc.constant('split'), hand: fc.integer({ min: -1, max: 4 }) }),
  fc.record({ type: fc.constant('split'), hand: fc.integer({ min: 0, max: 4 }), cards: fc.array(cardish, { maxLength: 11 }) }),
  fc.record({ type: fc.constant('merge'), hands: fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }) }),
  fc.record({ type: fc.constantFrom('pick', 'unpick'), card: cardish }),
  fc.constantFrom({ type: 'pass' }, { type: 'confirm' }, { type: 'cancel' }),
);
const junk = fc.oneof(fc.anything(), nearlyValid);

describe('Random playouts (fast-check)', () => {
  it('conserve cards, never leak hidden cards, accept exactly the legal actions, and end', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 2 }),
        fc.array(junk, { minLength: 20, maxLength: 20 }),
        (seed, players, rounds, junkPool) => {
          let state = pokerPlus.setup({ players, seed, options: { rounds } });
          const full = shoe(state.config.decks).sort();
          const choose = seedRng(`choices-${seed}`);
          let steps = 0;
          while (!pokerPlus.isOver(state)) {
            expect(++steps).toBeLessThan(STEP_LIMIT);
            const [seat] = pokerPlus.actors(state);
            const legal = pokerPlus.legalActions(state, seat);
            expect(legal.length).toBeGreaterThan(0);
            expect(legal.length).toBeLessThanOrEqual(LEGAL_LIST_LIMIT);

            // Junk and near-misses: refused without change unless they are in fact legal.
            const probe = steps % 3 === 0 ? mutate(state, legal[nextInt(choose, legal.length)], choose) : junkPool[steps % junkPool.length];
            const before = JSON.stringify(state);
            const tried = pokerPlus.apply(state, seat, probe);
            expect(JSON.stringify(state)).toBe(before);
            const isLegal = legal.some((a) => canonical(a) === canonical(probe as PokerPlusAction));
            expect(tried.ok).toBe(isLegal);
            if (!tried.ok) expect(typeof tried.code).toBe('string');
            expect(pokerPlus.apply(state, (seat + 1) % players, legal[0])).toMatchObject({ ok: false, code: 'not-your-turn' });

            const bot = steps % 2 === 0;
            const action = bot ? pokerPlus.botAction(state, seat) : legal[nextInt(choose, legal.length)];
            if (bot) expect(legal).toContainEqual(action);
            const r = pokerPlus.apply(state, seat, action);
            if (!r.ok) throw new Error(`legal action refused: ${r.code}`);
            expect(JSON.stringify(state)).toBe(before);
            state = r.state;

            expect(allCards(state).sort()).toEqual(full);
            for (const p of state.players) expect(p.hand.length).toBeLessThanOrEqual(state.config.handSize);
            checkNoLeaks(state, r.events);
          }
          const result = pokerPlus.result(state);
          expect(state.history).toHaveLength(rounds);
          expect(result.standings).toHaveLength(players);
          for (const st of result.standings) {
            expect(Object.values(st.breakdown).reduce((a, b) => a + b, 0)).toBe(st.score);
          }
          expect(result.winners.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 25, seed: 20240501 },
    );
    // Up to eight players with every view and event checked: about 8 s alone, several times that on a busy machine.
  }, 120_000);

  it.each([2, 3, 4, 5, 6, 7, 8])('%i players: no legal list over 100 entries in random playouts', (players) => {
    let longest = 0;
    let reachedChoices = 0;
    for (let game = 0; game < 8; game++) {
      let state = pokerPlus.setup({ players, seed: `short-lists-${players}-${game}`, options: { rounds: 2 } });
      const choose = seedRng(`short-lists-choice-${players}-${game}`);
      for (let steps = 0; !pokerPlus.isOver(state); steps++) {
        expect(steps).toBeLessThan(STEP_LIMIT);
        const legal = pokerPlus.legalActions(state, state.turn);
        longest = Math.max(longest, legal.length);
        if (state.selection) reachedChoices++;
        const action = steps % 4 === 0 ? pokerPlus.botAction(state, state.turn) : legal[nextInt(choose, legal.length)];
        const r = pokerPlus.apply(state, state.turn, action);
        if (!r.ok) throw new Error(`legal action refused: ${r.code}`);
        state = r.state;
      }
    }
    expect(reachedChoices).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(LEGAL_LIST_LIMIT);
  });

  it('a Joker’s picked card lists every hand of every playfield and a new one in each (8 playfields × 4 places, cancel, pass)', () => {
    const threeHands = (seat: number) => ['S', 'C', 'H'].map((suit) => [`2${suit}${seat % 4}`]);
    const state = scenario({
      players: 8,
      step: 'royal',
      royal: 'X',
      hands: [['8S0', '2D0', '3D0']],
      reserve: ['KD0', 'QD0'],
      playfields: Array.from({ length: 8 }, (_, seat) => threeHands(seat)),
      selection: { kind: 'joker', card: '8S0', from: 'hand' },
    });
    expect(pokerPlus.legalActions(state, 0)).toHaveLength(8 * 4 + 2);
  });

  it('replays identically from the seed and the action log', () => {
    const run = () => {
      let s = pokerPlus.setup({ players: 4, seed: 'replay', options: { rounds: 2 } });
      const log: unknown[] = [];
      while (!pokerPlus.isOver(s)) {
        const a = pokerPlus.botAction(s, s.turn);
        log.push(a);
        const r = pokerPlus.apply(s, s.turn, a);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
      }
      return { s, log };
    };
    const a = run();
    const b = run();
    expect(b.s).toEqual(a.s);
    expect(b.log).toEqual(a.log);
  });
});

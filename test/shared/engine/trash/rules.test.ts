import { describe, expect, it } from 'vitest';
import { trash } from '../../../../shared/engine/trash/index';
import type { TrashAction } from '../../../../shared/engine/trash/types';
import { expectConserved, literalState, type LiteralSpec } from './fixtures';

/** Seat 1 of the two-player tables below: all face down, clubs only, never touched. */
const OTHER = '2C 3C 4C 5C 6C 7C 8C 9C 10C QC';
const ALL_DOWN = 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S';

const place = (spot: number): TrashAction => ({ type: 'place', spot });
const DRAW: TrashAction = { type: 'draw' };
const TAKE: TrashAction = { type: 'take-discard' };
const DISCARD: TrashAction = { type: 'discard' };

describe('Trash setup', () => {
  it.each([
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
  ])('Setup: %i players shuffle %i deck(s) together and deal ten face-down cards each', (players, decks) => {
    const state = trash.setup({ players, seed: `setup-${players}` });
    expect(state.decks).toBe(decks);
    expect(state.layouts).toHaveLength(players);
    for (const layout of state.layouts) {
      expect(layout).toHaveLength(10);
      expect(layout.every((s) => !s.faceUp)).toBe(true);
    }
    expect(state.stock).toHaveLength(52 * decks - 10 * players);
    expect(state.discard).toEqual([]);
    expectConserved(state);
  });

  it.each([1, 9, 0, 2.5, Number.NaN])('Setup: "two or more players", at most eight here (like Poker+): %s players is refused', (players) => {
    expect(() => trash.setup({ players, seed: 'x' })).toThrow(RangeError);
  });

  it('Game play: "the player to the dealer\'s left goes first"', () => {
    for (let i = 0; i < 12; i++) {
      const state = trash.setup({ players: 2 + (i % 5), seed: `dealer-${i}` });
      expect(trash.actors(state)).toEqual([(state.dealer + 1) % state.players]);
    }
  });

  it('Setup: the first deal is a seeded shuffle, replayed exactly from the seed', () => {
    expect(trash.setup({ players: 4, seed: 's' })).toEqual(trash.setup({ players: 4, seed: 's' }));
    expect(trash.setup({ players: 4, seed: 's' }).stock).not.toEqual(trash.setup({ players: 4, seed: 't' }).stock);
  });

  it.each([
    [{ layoutSize: 5 }, 5],
    [{ layoutSize: 1 }, 1],
    [{}, 10],
  ])('option %j deals layouts of %i cards (quick-game variant, not in the text)', (options, size) => {
    const state = trash.setup({ players: 3, seed: 'q', options });
    expect(state.layouts.every((l) => l.length === size)).toBe(true);
  });

  it.each([0, 11, 2.5, '7'])('option layoutSize %j is refused', (layoutSize) => {
    expect(() => trash.setup({ players: 2, seed: 'q', options: { layoutSize } })).toThrow(RangeError);
  });
});

interface LegalCase {
  rule: string;
  spec: LiteralSpec;
  legal: TrashAction[];
}

const holding = (layout0: string, card: string, from: 'stock' | 'discard' | 'layout' = 'stock'): LiteralSpec => ({
  layouts: [layout0, OTHER],
  held: { card, from },
});
const starting = (layout0: string, discard: string[]): LiteralSpec => ({ layouts: [layout0, OTHER], discard });

const HOLDING_CASES: LegalCase[] = [
  { rule: 'Game play: "If the card drawn is an ace through 10, they place it in the appropriate spot"', spec: holding(ALL_DOWN, '7H'), legal: [place(7)] },
  { rule: 'Game play: an ace goes in the first spot', spec: holding(ALL_DOWN, 'AH'), legal: [place(1)] },
  {
    rule: 'Game play: "Jacks are wild and may be placed anywhere" (any face-down spot)',
    spec: holding('+AH 2S +3H 4S +5H +6H +7H +8H 9S +10H', 'JH'),
    legal: [place(2), place(4), place(9)],
  },
  { rule: 'Game play: "a queen" ends the turn', spec: holding(ALL_DOWN, 'QH'), legal: [DISCARD] },
  { rule: 'Game play: "a king" ends the turn', spec: holding(ALL_DOWN, 'KH'), legal: [DISCARD] },
  {
    rule: 'Game play: "a card they cannot place" (its spot is filled) ends the turn',
    spec: holding('AS 2S 3S 4S 5S 6S +7H 8S 9S 10S', '7D'),
    legal: [DISCARD],
  },
  {
    rule: 'Game play: a natural card "may" replace a jack in its spot, or be discarded',
    spec: holding('AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', '7D'),
    legal: [place(7), DISCARD],
  },
  {
    rule: 'Game play: "at any point": a flipped natural card may replace a jack too',
    spec: holding('AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', '7D', 'layout'),
    legal: [place(7), DISCARD],
  },
  {
    rule: 'Game play: a discard taken to replace a jack must be played ("begin their turn by playing it")',
    spec: holding('AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', '7D', 'discard'),
    legal: [place(7)],
  },
  {
    rule: 'Game play: "The jack is then free to be played to any other space" (face-down spaces)',
    spec: holding('AS +2H 3S +4H +5H +6H +7H +8H 9S +10H', 'JH', 'layout'),
    legal: [place(1), place(3), place(9)],
  },
  { rule: 'Later hands: "exposing a 10 will end their turn" in a nine-card layout', spec: holding('AS 2S 3S 4S 5S 6S 7S 8S 9S', '10H'), legal: [DISCARD] },
  { rule: 'Later hands: a 9 ends the turn in an eight-card layout', spec: holding('AS 2S 3S 4S 5S 6S 7S 8S', '9H'), legal: [DISCARD] },
  { rule: 'Later hands: an 8 still fits an eight-card layout', spec: holding('AS 2S 3S 4S 5S 6S 7S 8S', '8H'), legal: [place(8)] },
  { rule: 'Later hands: "a one-card layout" takes an ace', spec: holding('AS', 'AH'), legal: [place(1)] },
  { rule: 'Later hands: "a one-card layout" takes a jack', spec: holding('AS', 'JH'), legal: [place(1)] },
  { rule: 'Later hands: a 2 ends the turn in a one-card layout', spec: holding('AS', '2H'), legal: [DISCARD] },
];

const START_CASES: LegalCase[] = [
  { rule: 'Game play: "They begin their turn by drawing one card from the stock" (no discard yet)', spec: starting(ALL_DOWN, []), legal: [DRAW] },
  { rule: 'Game play: "If the previous player\'s discard fits into their layout, they draw it"', spec: starting(ALL_DOWN, ['7H']), legal: [TAKE] },
  {
    rule: 'Game play: "Otherwise, they begin the turn by drawing a card from the stock" (spot filled)',
    spec: starting('AS 2S 3S 4S 5S 6S +7D 8S 9S 10S', ['7H']),
    legal: [DRAW],
  },
  { rule: 'Game play: a discarded queen never fits', spec: starting(ALL_DOWN, ['QH']), legal: [DRAW] },
  { rule: 'Game play: only the previous discard (the top) may be taken', spec: starting(ALL_DOWN, ['7H', 'QH']), legal: [DRAW] },
  {
    rule: 'Game play: a discard that could only replace a jack may be taken or not ("may")',
    spec: starting('AS 2S 3S 4S 5S 6S +JD 8S 9S 10S', ['7H']),
    legal: [TAKE, DRAW],
  },
  { rule: 'Later hands: a discarded 10 does not fit a nine-card layout', spec: starting('AS 2S 3S 4S 5S 6S 7S 8S 9S', ['10H']), legal: [DRAW] },
];

describe('Trash legal actions', () => {
  it.each([...HOLDING_CASES, ...START_CASES])('$rule', ({ spec, legal }) => {
    const state = literalState(spec);
    expect(trash.legalActions(state, 0)).toEqual(legal);
    expect(trash.legalActions(state, 1)).toEqual([]);
    expect(trash.actors(state)).toEqual([0]);
    for (const action of legal) expect(trash.apply(state, 0, action).ok).toBe(true);
  });
});

interface RefusalCase {
  name: string;
  spec: LiteralSpec;
  seat?: number;
  action: unknown;
  code: string;
}

const REFUSALS: RefusalCase[] = [
  { name: 'placing before drawing', spec: starting(ALL_DOWN, []), action: place(3), code: 'nothing-held' },
  { name: 'discarding before drawing', spec: starting(ALL_DOWN, []), action: DISCARD, code: 'nothing-held' },
  {
    name: 'drawing from the stock when the discard fits (the text says "they draw it")',
    spec: starting(ALL_DOWN, ['7H']),
    action: DRAW,
    code: 'must-take-discard',
  },
  { name: 'taking from an empty discard pile', spec: starting(ALL_DOWN, []), action: TAKE, code: 'discard-empty' },
  { name: 'taking a discard that does not fit', spec: starting(ALL_DOWN, ['QH']), action: TAKE, code: 'discard-does-not-fit' },
  { name: 'drawing while holding a card', spec: holding(ALL_DOWN, '7H'), action: DRAW, code: 'already-holding' },
  { name: 'taking the discard while holding a card', spec: { ...holding(ALL_DOWN, '7H'), discard: ['3H'] }, action: TAKE, code: 'already-holding' },
  { name: 'discarding a card that fits ("they place it")', spec: holding(ALL_DOWN, '7H'), action: DISCARD, code: 'must-place' },
  { name: 'discarding a jack (jacks are wild)', spec: holding(ALL_DOWN, 'JH'), action: DISCARD, code: 'must-place' },
  {
    name: 'discarding a card taken from the discard pile',
    spec: holding('AS 2S 3S 4S 5S 6S +JH 8S 9S 10S', '7D', 'discard'),
    action: DISCARD,
    code: 'must-place',
  },
  { name: 'placing a natural card in another spot', spec: holding(ALL_DOWN, '7H'), action: place(3), code: 'wrong-spot' },
  { name: 'placing a queen', spec: holding(ALL_DOWN, 'QH'), action: place(3), code: 'cannot-place' },
  { name: 'placing a 10 in a nine-card layout', spec: holding('AS 2S 3S 4S 5S 6S 7S 8S 9S', '10H'), action: place(10), code: 'no-such-spot' },
  { name: 'placing a jack on a filled spot', spec: holding('+AH 2S 3S 4S 5S 6S 7S 8S 9S 10S', 'JH'), action: place(1), code: 'spot-filled' },
  { name: 'placing a natural card on its own filled spot', spec: holding('AS 2S 3S 4S 5S 6S +7H 8S 9S 10S', '7D'), action: place(7), code: 'spot-filled' },
  { name: 'acting out of turn', spec: holding(ALL_DOWN, '7H'), seat: 1, action: place(7), code: 'not-your-turn' },
  { name: 'a seat that does not exist', spec: holding(ALL_DOWN, '7H'), seat: 5, action: place(7), code: 'no-such-seat' },
  { name: 'a fractional seat', spec: holding(ALL_DOWN, '7H'), seat: 0.5, action: place(7), code: 'no-such-seat' },
  { name: 'an unknown action type', spec: holding(ALL_DOWN, '7H'), action: { type: 'pass' }, code: 'unknown-action' },
  { name: 'a place without a spot', spec: holding(ALL_DOWN, '7H'), action: { type: 'place' }, code: 'malformed-action' },
  { name: 'a place at spot 11', spec: holding(ALL_DOWN, '7H'), action: { type: 'place', spot: 11 }, code: 'malformed-action' },
  { name: 'a place at spot "7"', spec: holding(ALL_DOWN, '7H'), action: { type: 'place', spot: '7' }, code: 'malformed-action' },
  { name: 'extra fields', spec: holding(ALL_DOWN, '7H'), action: { type: 'place', spot: 7, card: 'AS.0' }, code: 'malformed-action' },
  { name: 'null', spec: holding(ALL_DOWN, '7H'), action: null, code: 'malformed-action' },
  { name: 'an array', spec: holding(ALL_DOWN, '7H'), action: [{ type: 'draw' }], code: 'malformed-action' },
];

describe('Trash refusals', () => {
  it.each(REFUSALS)('refuses $name with $code, leaving the state untouched', ({ spec, seat, action, code }) => {
    const state = literalState(spec);
    const before = JSON.stringify(state);
    const r = trash.apply(state, seat ?? 0, action);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(r.error).toMatch(/^[A-Z].*\.$/);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('checks game over before anything else', () => {
    const state = { ...literalState(holding(ALL_DOWN, '7H')), step: 'over' as const, winner: 0 };
    expect(trash.apply(state, 99, null)).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('checks the seat before the action', () => {
    expect(trash.apply(literalState(holding(ALL_DOWN, '7H')), 1, 'junk')).toMatchObject({ ok: false, code: 'not-your-turn' });
  });
});

import { describe, expect, it } from 'vitest';
import { trash } from '../../../../shared/engine/trash/index';
import { MAX_IDLE_RESHUFFLES, type TrashAction, type TrashState } from '../../../../shared/engine/trash/types';
import { card, expectConserved, kinds, literalState, play } from './fixtures';

const OTHER = '2C 3C 4C 5C 6C 7C 8C 9C 10C QC';
const ALL_DOWN = 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S';
const place = (spot: number): TrashAction => ({ type: 'place', spot });
const DRAW: TrashAction = { type: 'draw' };
const TAKE: TrashAction = { type: 'take-discard' };
const DISCARD: TrashAction = { type: 'discard' };

/** Plays a list of actions by one seat, checking conservation after each. */
function playAll(state: TrashState, seat: number, actions: TrashAction[]) {
  let current = state;
  const events = [];
  for (const action of actions) {
    const r = play(current, seat, action);
    expectConserved(r.state);
    current = r.state;
    events.push(...r.events);
  }
  return { state: current, events };
}

describe('Trash scenarios: a turn', () => {
  it('Game play: place the drawn card, flip the card that was there, place it, and so on; an unplaceable card ends the turn', () => {
    const start = literalState({ layouts: ['AS 2S 7D 4S 5S 6S 3H 8S 9S 10S', OTHER], stock: ['7H'] });
    const { state, events } = playAll(start, 0, [DRAW, place(7), place(3), DISCARD]);
    expect(events).toEqual([
      { kind: 'drawn', seat: 0, card: '7H.0', from: 'stock' },
      { kind: 'placed', seat: 0, card: '7H.0', spot: 7 },
      { kind: 'flipped', seat: 0, card: '3H.0', spot: 7 },
      { kind: 'placed', seat: 0, card: '3H.0', spot: 3 },
      { kind: 'flipped', seat: 0, card: '7D.0', spot: 3 },
      { kind: 'discarded', seat: 0, card: '7D.0' },
      { kind: 'turn-started', seat: 1 },
    ]);
    expect(state.layouts[0].slice(2, 7)).toEqual([
      { card: '3H.0', faceUp: true },
      { card: '4S.0', faceUp: false },
      { card: '5S.0', faceUp: false },
      { card: '6S.0', faceUp: false },
      { card: '7H.0', faceUp: true },
    ]);
    expect(state.discard).toEqual(['7D.0']);
    expect(trash.actors(state)).toEqual([1]);
  });

  it('Game play: "If the previous player\'s discard fits into their layout, they draw it and begin their turn by playing it"', () => {
    const start = literalState({
      layouts: ['AS 2S 3S 4S 5S 6S +7H 8S 9S 10S', 'AC 2C 3C 4C 5C 6C QC 8C 9C 10C'],
      held: { card: '7D', from: 'stock' },
    });
    const afterDiscard = play(start, 0, DISCARD).state;
    expect(trash.legalActions(afterDiscard, 1)).toEqual([TAKE]);
    const taken = play(afterDiscard, 1, TAKE);
    expect(taken.events).toEqual([{ kind: 'drawn', seat: 1, card: '7D.0', from: 'discard' }]);
    expect(taken.state.discard).toEqual([]);
    const { state } = playAll(taken.state, 1, [place(7), DISCARD]);
    expect(state.layouts[1][6]).toEqual({ card: '7D.0', faceUp: true });
    // The queen flipped from seat 1's 7 spot ends their turn; it fits nobody, so seat 0 draws.
    expect(state.discard).toEqual(['QC.0']);
    expect(trash.legalActions(state, 0)).toEqual([DRAW]);
  });

  it('Game play: a natural card replaces a jack, and the jack is "free to be played to any other space"', () => {
    const start = literalState({ layouts: ['AS 2S 3S 4S 5S 6S +JH 8S 9S QS', OTHER], stock: ['7H'] });
    const drawn = play(start, 0, DRAW).state;
    expect(trash.legalActions(drawn, 0)).toEqual([place(7), DISCARD]);
    const replaced = play(drawn, 0, place(7));
    expect(replaced.events).toEqual([
      { kind: 'placed', seat: 0, card: '7H.0', spot: 7 },
      { kind: 'jack-displaced', seat: 0, card: 'JH.0', spot: 7 },
    ]);
    expect(replaced.state.held).toEqual({ card: 'JH.0', from: 'layout' });
    expect(trash.legalActions(replaced.state, 0)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10].map(place));
    const { state, events } = playAll(replaced.state, 0, [place(10), DISCARD]);
    expect(kinds(events)).toEqual(['placed', 'flipped', 'discarded', 'turn-started']);
    expect(state.layouts[0][6]).toEqual({ card: '7H.0', faceUp: true });
    expect(state.layouts[0][9]).toEqual({ card: 'JH.0', faceUp: true });
    expect(state.discard).toEqual(['QS.0']);
  });

  it('Game play: the replacement is optional ("may"): declining leaves the jack and ends the turn', () => {
    const start = literalState({ layouts: ['AS 2S 3S 4S 5S 6S +JH 8S 9S QS', OTHER], stock: ['7H'] });
    const { state } = playAll(start, 0, [DRAW, DISCARD]);
    expect(state.layouts[0][6]).toEqual({ card: 'JH.0', faceUp: true });
    expect(state.discard).toEqual(['7H.0']);
    // The next player's 7 spot is still face down, so the 7 fits there and must be taken.
    expect(trash.legalActions(state, 1)).toEqual([TAKE]);
  });

  it('Game play: a discard that would only replace a jack may be taken, and once taken must be played', () => {
    const start = literalState({ layouts: ['AS 2S 3S 4S 5S 6S +JD 8S 9S 10S', OTHER], discard: ['7H'] });
    expect(trash.legalActions(start, 0)).toEqual([TAKE, DRAW]);
    const taken = play(start, 0, TAKE).state;
    expect(trash.legalActions(taken, 0)).toEqual([place(7)]);
    const drawn = play(start, 0, DRAW).state;
    expect(drawn.discard).toEqual(['7H.0']);
  });

  it('Later hands: in a nine-card layout "exposing a 10 will end their turn"', () => {
    const start = literalState({ layouts: ['AS 2S 3S 4S 5S 6S 7S 8S 9S', OTHER], stock: ['10H'], handsWon: [1, 0], hand: 2 });
    const { state, events } = playAll(start, 0, [DRAW, DISCARD]);
    expect(kinds(events)).toEqual(['drawn', 'discarded', 'turn-started']);
    expect(state.layouts[0].every((s) => !s.faceUp)).toBe(true);
  });
});

describe('Trash scenarios: the stock', () => {
  it('Game play: "Should the stock be depleted... set aside the top card of the discard pile. Shuffle the rest"', () => {
    const start = literalState({ layouts: [ALL_DOWN, OTHER], stock: [], rest: 'discard', discard: ['KH'] });
    expect(start.stock).toEqual([]);
    const pile = start.discard.slice(0, -1);
    const { state, events } = play(start, 0, DRAW);
    expect(events[0]).toEqual({ kind: 'stock-reshuffled', seat: 0, count: pile.length, kept: 'KH.0', idleReshuffles: 1 });
    expect(events[1]).toMatchObject({ kind: 'drawn', seat: 0, from: 'stock' });
    expect(state.discard).toEqual(['KH.0']);
    expect([...state.stock, state.held!.card].sort()).toEqual([...pile].sort());
    expect(state.stock).not.toEqual(pile.slice(0, -1));
    expectConserved(state);
    expect(play(start, 0, DRAW).state).toEqual(state); // seeded: the same shuffle every time
  });

  it('Length guard: a placed card resets the count of idle reshuffles', () => {
    const start = literalState({ layouts: [ALL_DOWN, OTHER], stock: ['5H'], idleReshuffles: 2 });
    const { state } = playAll(start, 0, [DRAW, place(5)]);
    expect(state.idleReshuffles).toBe(0);
  });

  it.each([
    { name: 'fewest face-down cards wins', layouts: ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S', 'AC +2C +3C 4C 5C 6C 7C 8C 9C 10C'], dealer: 1, winner: 1 },
    { name: "a tie goes to the first player from the dealer's left (dealer 1)", layouts: [ALL_DOWN, OTHER], dealer: 1, winner: 0 },
    { name: "a tie goes to the first player from the dealer's left (dealer 0)", layouts: [ALL_DOWN, OTHER], dealer: 0, winner: 1 },
  ])(`Length guard: after ${MAX_IDLE_RESHUFFLES} idle reshuffles the next rebuild ends the hand; $name`, ({ layouts, dealer, winner }) => {
    const start = literalState({ layouts, dealer, stock: [], rest: 'discard', idleReshuffles: MAX_IDLE_RESHUFFLES });
    const { state, events } = play(start, 0, DRAW);
    expect(kinds(events)).toEqual(['hand-won', 'layout-shrunk', 'dealt', 'turn-started']);
    expect(events[0]).toMatchObject({ kind: 'hand-won', seat: winner, reason: 'stuck' });
    expect(state.history).toEqual([{ hand: 1, dealer, winner, reason: 'stuck' }]);
    expect(state.layouts[winner]).toHaveLength(9);
    expectConserved(state);
  });

  it('Length guard: a stuck hand never wins the game for an unfilled layout; with the closest player on one card, nobody wins it and it is dealt again', () => {
    const start = literalState({
      layouts: ['5S', OTHER],
      dealer: 1,
      stock: [],
      rest: 'discard',
      idleReshuffles: MAX_IDLE_RESHUFFLES,
      handsWon: [9, 0],
      hand: 12,
    });
    const { state, events } = play(start, 0, DRAW);
    expect(kinds(events)).toEqual(['hand-void', 'dealt', 'turn-started']);
    expect(events[0]).toEqual({ kind: 'hand-void', hand: 12, reason: 'stuck', faceDown: [1, 10] });
    expect(trash.isOver(state)).toBe(false);
    expect(state.winner).toBeNull();
    expect(state.handsWon).toEqual([9, 0]);
    expect(state.history).toEqual([{ hand: 12, dealer: 1, winner: null, reason: 'stuck' }]);
    expect(state.layouts.map((l) => l.length)).toEqual([1, 10]);
    expect(events[1]).toMatchObject({ kind: 'dealt', hand: 13, dealer: 0, sizes: [1, 10] });
    expect(trash.result(state)).toMatchObject({ winners: [], extra: { stuckHands: [12], handWinners: [null] } });
    expectConserved(state);
  });

  it('Length guard: a stuck hand still goes to the closest player when it only shrinks a layout (two cards to one)', () => {
    const start = literalState({ layouts: ['5S 6S', OTHER], dealer: 1, stock: [], rest: 'discard', idleReshuffles: MAX_IDLE_RESHUFFLES });
    const { state, events } = play(start, 0, DRAW);
    expect(events[0]).toMatchObject({ kind: 'hand-won', seat: 0, reason: 'stuck' });
    expect(state.layouts.map((l) => l.length)).toEqual([1, 10]);
    expect(trash.isOver(state)).toBe(false);
  });
});

describe('Trash scenarios: hands and the game', () => {
  const NEARLY_FULL = '+AH +2H +3H +4H +5H +6H +7H +8H +9H 10S';

  it.each([
    { name: 'a natural 10', layout: NEARLY_FULL, stock: '10H', actions: [DRAW, place(10)] },
    { name: 'a jack', layout: NEARLY_FULL, stock: 'JD', actions: [DRAW, place(10)] },
    { name: 'a jack freed by a natural card', layout: '+AH +2H +3H +4H +5H +6H +JH +8H +9H 10S', stock: '7D', actions: [DRAW, place(7), place(10)] },
  ])('Game play: filling all ten spots with $name wins the hand; Later hands: the winner gets nine, the deal passes left', ({ layout, stock, actions }) => {
    const start = literalState({ layouts: [layout, OTHER], stock: [stock], dealer: 1 });
    const { state, events } = playAll(start, 0, actions);
    expect(kinds(events).slice(-6)).toEqual(['flipped', 'discarded', 'hand-won', 'layout-shrunk', 'dealt', 'turn-started']);
    expect(events.find((e) => e.kind === 'hand-won')).toEqual({ kind: 'hand-won', seat: 0, hand: 1, reason: 'filled', faceDown: [0, 10] });
    expect(events.find((e) => e.kind === 'layout-shrunk')).toEqual({ kind: 'layout-shrunk', seat: 0, size: 9 });
    expect(events.find((e) => e.kind === 'dealt')).toEqual({ kind: 'dealt', hand: 2, dealer: 0, sizes: [9, 10], stockCount: 52 - 19 });
    expect(state.hand).toBe(2);
    expect(state.dealer).toBe(0);
    expect(trash.actors(state)).toEqual([1]);
    expect(state.handsWon).toEqual([1, 0]);
    expect(state.history).toEqual([{ hand: 1, dealer: 1, winner: 0, reason: 'filled' }]);
    expect(state.layouts.map((l) => l.length)).toEqual([9, 10]);
    expect(state.layouts.flat().every((s) => !s.faceUp)).toBe(true);
    expect(state.discard).toEqual([]);
    expect(state.idleReshuffles).toBe(0);
  });

  it.each(['AH', 'JH'])('Later hands: "wins the entire game by being the first player to fill in a one-card layout" (%s)', (winning) => {
    const start = literalState({ layouts: ['5S', OTHER], stock: [winning], handsWon: [9, 4], hand: 14 });
    const { state, events } = playAll(start, 0, [DRAW, place(1)]);
    expect(kinds(events)).toEqual(['drawn', 'placed', 'flipped', 'discarded', 'hand-won', 'game-won']);
    expect(events.at(-1)).toEqual({ kind: 'game-won', seat: 0, hands: 14 });
    expect(trash.isOver(state)).toBe(true);
    expect(trash.actors(state)).toEqual([]);
    expect(trash.legalActions(state, 0)).toEqual([]);
    expect(state.layouts[0]).toEqual([{ card: card(winning), faceUp: true }]);
    expect(trash.result(state)).toEqual({
      standings: [
        { seat: 0, place: 1, score: 10, breakdown: { handsWon: 10 } },
        { seat: 1, place: 2, score: 4, breakdown: { handsWon: 4 } },
      ],
      winners: [0],
      extra: { hands: 1, layoutSizes: [1, 10], stuckHands: [], handWinners: [0] },
    });
    expect(trash.apply(state, 0, DRAW)).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('result: equal hands won share a place; no winner before the game is over', () => {
    const state = literalState({ layouts: ['AS 2S 3S 4S 5S 6S 7S 8S', 'AC 2C 3C 4C 5C 6C 7C 8C', 'AD 2D 3D 4D 5D 6D 7D 8D 9D'], handsWon: [2, 2, 1] });
    const { standings, winners } = trash.result(state);
    expect(standings.map((s) => [s.seat, s.place, s.score])).toEqual([
      [0, 1, 2],
      [1, 1, 2],
      [2, 3, 1],
    ]);
    expect(winners).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { enterStage } from '../../../../shared/engine/trash-poker/flow';
import { ownCtx } from '../../../../shared/engine/trash-poker/state';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { c, kinds, pickAll, refusal, run, state } from './helpers';

const deck52 = (owner: number) => c(owner, '2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH');

/** Starts round `round` from a literal state in which seat decks are given. */
function startFrom(spec: Parameters<typeof state>[0]) {
  const s = state({ ...spec, round: (spec.round ?? 1) - 1, phase: 'cleanup' });
  const ctx = ownCtx(s);
  enterStage(ctx, 'round');
  return ctx;
}

describe('1. Drawing Cards', () => {
  it('A) Draw: everyone draws 7 cards from their draw pile at the same time', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0) }, { draw: deck52(1) }] });
    expect(s.seats.map((p) => p.hand.length)).toEqual([7, 7]);
    expect(s.seats[0].hand).toEqual(deck52(0).slice(-7).reverse());
    expect(trashPoker.actors(s)).toEqual([0, 1]);
  });

  it('A) with "draw more" upgrades: 1 more card per upgrade', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0), upgrades: { drawMore: c(0, '2C 3C') } }, { draw: deck52(1) }] });
    expect(s.seats.map((p) => p.hand.length)).toEqual([9, 7]);
  });

  it('B) Redraw: discard up to 5 cards and draw as many', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0) }, { draw: deck52(1) }] });
    const hand = s.seats[0].hand;
    const { s: after } = run(s, ...pickAll(0, hand.slice(0, 5)));
    expect(after.seats[0].discard).toEqual(hand.slice(0, 5));
    expect(after.seats[0].hand).toHaveLength(7);
    expect(after.seats[0].hand.slice(0, 2)).toEqual(hand.slice(5));
    expect(after.seats[0].step).toBe('select');
    const sixth = run(s, ...pickAll(0, hand.slice(0, 5)).slice(0, 5));
    expect(refusal(sixth.s, 0, { type: 'pick', card: hand[5] }).error).toMatch(/at most 5 cards/);
  });

  it('B) with a "draw more" upgrade: redraw up to 6', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0), upgrades: { drawMore: c(0, '2C') } }, { draw: deck52(1) }] });
    const hand = s.seats[0].hand;
    const { s: after } = run(s, ...pickAll(0, hand.slice(0, 6)));
    expect(after.seats[0].discard).toHaveLength(6);
    expect(after.seats[0].hand).toHaveLength(8);
  });

  it('B) the others do not watch your discards until the cards are played', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0) }, { draw: deck52(1) }] });
    const hand = s.seats[0].hand;
    const r = run(s, ...pickAll(0, hand.slice(0, 2)));
    const other = trashPoker.view(r.s, 1) as TrashPokerView;
    expect(other.seats[0].discard).toEqual([]);
    expect(other.seats[0].hiddenDiscards).toBe(2);
    const own = trashPoker.view(r.s, 0) as TrashPokerView;
    expect(own.seats[0].discard).toEqual(hand.slice(0, 2));
    const seen = JSON.stringify(trashPoker.viewEvents(r.events, 1));
    for (const card of hand) expect(seen).not.toContain(`"${card}"`);
    // Once everyone has played, the discards are revealed.
    const r2 = run(r.s, ...pickAll(0, r.s.seats[0].hand.slice(0, 5)), [1, { type: 'confirm' }], ...pickAll(1, r.s.seats[1].hand.slice(0, 5)));
    expect(kinds(r2.events, 'revealed').filter((e) => e.zone === 'discard')).toEqual([{ kind: 'revealed', seat: 0, zone: 'discard', cards: hand.slice(0, 2) }]);
  });

  it('C) Draw "3"s example: with 2 "3"s in the Trash you may redraw up to 2 cards', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0), trash: c(1, '3C 3D') }, { draw: deck52(1) }] });
    const hand = s.seats[0].hand;
    const r = run(s, [0, { type: 'confirm' }]);
    expect(r.s.seats[0].step).toBe('threes');
    const r2 = run(r.s, [0, { type: 'pick', card: hand[0] }], [0, { type: 'pick', card: hand[1] }]);
    expect(refusal(r2.s, 0, { type: 'pick', card: hand[2] }).error).toMatch(/at most 2 cards/);
    const r3 = run(r2.s, [0, { type: 'confirm' }]);
    expect(r3.s.seats[0].discard).toEqual(hand.slice(0, 2));
    expect(r3.s.seats[0].hand).toHaveLength(7);
    expect(r3.s.seats[0].step).toBe('select');
  });

  it('C) only with at least one "3" in the Trash; the step may also be skipped', () => {
    const { s } = startFrom({
      seats: [
        { draw: deck52(0), trash: c(0, '4C') },
        { draw: deck52(1), trash: c(1, '3C') },
      ],
    });
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    expect(r.s.seats[0].step).toBe('select');
    expect(r.s.seats[1].step).toBe('threes');
    const skipped = run(r.s, [1, { type: 'confirm' }]);
    expect(skipped.s.seats[1].step).toBe('select');
    expect(skipped.s.seats[1].discard).toEqual([]);
  });

  it.each([
    ['Joker 7 counts double for "3"-fold drawing', ['j07'], 2],
    ['Joker 15 counts for "3"-fold drawing', ['j15'], 1],
    ['Joker 7, Joker 15 and a "3"', ['j07', 'j15', '1-3H'], 4],
  ])('C) %s', (_name, trash, allowed) => {
    const { s } = startFrom({ seats: [{ draw: deck52(0), trash }, { draw: deck52(1) }] });
    const r = run(s, [0, { type: 'confirm' }]);
    const legal = trashPoker.legalActions(r.s, 0);
    expect(legal.filter((a) => a.type === 'pick')).toHaveLength(7);
    const hand = r.s.seats[0].hand;
    const filled = run(r.s, ...hand.slice(0, allowed).map((card) => [0, { type: 'pick', card }] as [number, { type: 'pick'; card: string }]));
    expect(trashPoker.legalActions(filled.s, 0).some((a) => a.type === 'pick')).toBe(false);
  });

  it('D) Select: exactly 5 cards, face down; the rest of the hand is the pot', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0) }, { draw: deck52(1) }] });
    const r = run(s, [0, { type: 'confirm' }], [1, { type: 'confirm' }]);
    const hand = r.s.seats[0].hand;
    const four = run(r.s, ...hand.slice(0, 4).map((card) => [0, { type: 'pick', card }] as [number, { type: 'pick'; card: string }]));
    expect(refusal(four.s, 0, { type: 'confirm' }).error).toMatch(/Pick 5 cards/);
    const done = run(four.s, [0, { type: 'pick', card: hand[4] }], [0, { type: 'confirm' }]);
    expect(done.s.seats[0].played).toEqual(hand.slice(0, 5));
    expect(done.s.seats[0].hand).toEqual(hand.slice(5));
    // Seat 0 is done; only seat 1 still acts. Its view does not show seat 0's played cards or pot.
    expect(trashPoker.actors(done.s)).toEqual([1]);
    const other = JSON.stringify(trashPoker.view(done.s, 1));
    for (const card of hand) expect(other).not.toContain(`"${card}"`);
    expect((trashPoker.view(done.s, 1) as TrashPokerView).seats[0].playedCount).toBe(5);
  });

  it('unpick takes a card back out of the selection', () => {
    const { s } = startFrom({ seats: [{ draw: deck52(0) }, { draw: deck52(1) }] });
    const hand = s.seats[0].hand;
    const r = run(s, [0, { type: 'pick', card: hand[0] }], [0, { type: 'unpick', card: hand[0] }], [0, { type: 'confirm' }]);
    expect(r.s.seats[0].discard).toEqual([]);
    expect(refusal(s, 0, { type: 'unpick', card: hand[0] }).error).toMatch(/not picked/);
  });
});

describe('4. Cleaning Up: shuffle when you need to draw but cannot', () => {
  it('an empty draw pile takes the shuffled discard pile', () => {
    const { s, events } = startFrom({ seats: [{ draw: c(0, '2S 3S 4S'), discard: c(0, '5S 6S 7S 8S 9S 10S') }, { draw: deck52(1) }] });
    expect(s.seats[0].hand).toHaveLength(7);
    expect(s.seats[0].draw.length + s.seats[0].discard.length).toBe(2);
    expect(kinds(events, 'shuffled')).toEqual([{ kind: 'shuffled', seat: 0, count: 6, reason: 'draw-pile-empty' }]);
  });
});

describe("I Can't Draw Enough Cards Anymore", () => {
  it('66 chips, then the shuffled Trash becomes the draw pile and drawing continues', () => {
    const { s, events } = startFrom({
      seats: [{ draw: c(0, '2S 3S'), discard: c(0, '4S'), trash: c(0, '5S 6S 7S 8S 9S 10S') }, { draw: deck52(1) }],
    });
    const p = s.seats[0];
    expect(p.hand).toHaveLength(7);
    expect(p.chips).toBe(66);
    expect(p.score.exhaustion).toBe(66);
    expect(p.trash).toEqual([]);
    expect(p.draw).toHaveLength(2);
    expect(kinds(events, 'deck-exhausted')).toHaveLength(1);
  });

  it('with an empty Trash too, the seat simply draws what there is', () => {
    const { s } = startFrom({ seats: [{ draw: c(0, '2S 3S'), discard: c(0, '4S') }, { draw: deck52(1) }] });
    expect(s.seats[0].hand).toHaveLength(3);
    expect(s.seats[0].chips).toBe(0);
    // With fewer than 5 cards the seat plays all it has.
    const r = run(s, [0, { type: 'confirm' }], ...pickAll(0, s.seats[0].hand));
    expect(r.s.seats[0].played).toHaveLength(3);
  });
});

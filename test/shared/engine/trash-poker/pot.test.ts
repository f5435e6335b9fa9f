import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import type { TrashPokerAction } from '../../../../shared/engine/trash-poker/types';
import { c, kinds, playAll, refusal, run, selectState, type SeatSpec } from './helpers';

const WIN = 'AS AH AD 3C 3S'; // full house: 1st
const LOSE = '2S 4H 6D 8C 10S'; // high card: last

/**
 * Two players after the play: seat 0 placed 1st, seat 1 last (collects first). Each seat's pot
 * holds the cards after its 5 played ones.
 */
function collecting(pot0: string, pot1: string, extra: { middle?: string[]; round?: number; seats?: SeatSpec[]; trashTwo?: boolean } = {}) {
  const s = selectState(
    [
      [...c(0, WIN), ...c(0, pot0)],
      [...c(1, LOSE), ...c(1, pot1)],
    ],
    {
      middle: extra.middle,
      round: extra.round,
      seatSpecs: extra.seats,
      variants: { trashTwoFromPot: extra.trashTwo ?? false },
    },
  );
  return playAll(s).s;
}

const collect = (card: string): TrashPokerAction => ({ type: 'collect', card });

describe('3. Collecting the Pot', () => {
  it('i) the pot is every kept card plus the jokers on the scoring track', () => {
    const s = collecting('5C 9D', '7C KD', { middle: ['j07'] });
    expect(s.seats[0].pot).toEqual(c(0, '5C 9D'));
    expect(s.seats[1].pot).toEqual(c(1, '7C KD'));
    expect(s.middle).toEqual(['j07']);
  });

  it('ii) the lowest placed collects first, then the next higher', () => {
    const three = playAll(
      selectState([
        [...c(0, LOSE), ...c(0, '5C')],
        [...c(1, WIN), ...c(1, '5C')],
        [...c(2, '9S 9H 2D 4C 6S'), ...c(2, '5C')],
      ]),
    ).s;
    expect(three.collect!.order).toEqual([0, 2, 1]);
    expect(trashPoker.actors(three)).toEqual([0]);
  });

  it('ii) only cards from others or jokers, never your own', () => {
    const s = collecting('5C 9D', '4C 5D', { middle: ['j07'] });
    expect(trashPoker.legalActions(s, 1)).toEqual([collect('0-5C'), collect('0-9D'), collect('j07')]);
    expect(refusal(s, 1, collect('1-4C')).error).toMatch(/put into the pot yourself/);
    expect(refusal(s, 0, collect('1-4C')).code).toBe('not-your-turn');
  });

  it('ii) the collected card goes onto your discard pile; then the next seat collects', () => {
    const s = collecting('5C 9D', '4C 5D', { middle: ['j07'] });
    const r = run(s, [1, collect('j07')]);
    expect(r.s.seats[1].discard).toContain('j07');
    expect(r.s.middle).toEqual([]);
    expect(trashPoker.actors(r.s)).toEqual([0]);
    expect(trashPoker.legalActions(r.s, 0)).toEqual([collect('1-4C'), collect('1-5D')]);
  });

  it('ii) a seat with nothing left to collect is skipped', () => {
    // Seat 0 has an empty pot: seat 1 has nothing to collect.
    const s = collecting('', '4C 5D');
    expect(s.collect!.turn).toBe(1);
    expect(trashPoker.actors(s)).toEqual([0]);
  });

  describe('"Collect" effects of the starting cards', () => {
    it('7: reveal the top card of a foreign draw pile, trash or discard it, and activate the shuffle tile', () => {
      const s = collecting('7C 9D', '4C 5D', { seats: [{ draw: c(0, '2H JH') }, {}] });
      const r = run(s, [1, collect('0-7C')]);
      expect(r.s.collect!.effects[0]).toMatchObject({ kind: 'raid', revealed: null });
      // Only other players' draw piles (here seat 0's).
      expect(trashPoker.legalActions(r.s, 1)).toEqual([{ type: 'raid', target: 0 }]);
      expect(refusal(r.s, 1, { type: 'raid', target: 1 }).error).toMatch(/another player/);
      const revealed = run(r.s, [1, { type: 'raid', target: 0 }]);
      expect(kinds(revealed.events, 'raid-revealed')).toEqual([{ kind: 'raid-revealed', seat: 1, target: 0, card: '0-JH' }]);
      const placed = run(revealed.s, [1, { type: 'place', to: 'trash' }]);
      expect(placed.s.seats[1].trash).toEqual(['0-JH']);
      expect(placed.s.seats[0].draw).toEqual(['0-2H']);
      expect(placed.s.seats[1].shuffleActive).toBe(true);
      // The revealed "J" does not trash anything: its collect effect is not carried out.
      expect(trashPoker.actors(placed.s)).toEqual([0]);
      expect(placed.s.collect!.effects).toEqual([]);
    });

    it('7: the revealed card may go onto your discard pile instead', () => {
      const s = collecting('7C 9D', '4C 5D', { seats: [{ draw: c(0, 'AH') }, {}] });
      const r = run(s, [1, collect('0-7C')], [1, { type: 'raid', target: 0 }], [1, { type: 'place', to: 'discard' }]);
      expect(r.s.seats[1].discard).toEqual(expect.arrayContaining(['0-AH', '0-7C']));
    });

    it('7: with no foreign draw pile to reveal from, only the shuffle tile is activated', () => {
      const s = collecting('7C 9D', '4C 5D');
      const r = run(s, [1, collect('0-7C')]);
      expect(r.s.seats[1].shuffleActive).toBe(true);
      expect(trashPoker.actors(r.s)).toEqual([0]);
    });

    it('8, 9, 10: one compulsory upgrade with a discard-pile card (the collected one too)', () => {
      const s = collecting('8C 9D', '4C 5D');
      const r = run(s, [1, collect('0-8C')]);
      const legal = trashPoker.legalActions(r.s, 1);
      expect(legal).toContainEqual({ type: 'pick', card: '0-8C' });
      expect(legal).not.toContainEqual({ type: 'confirm' });
      expect(refusal(r.s, 1, { type: 'confirm' }).error).toMatch(/compulsory/);
      expect(refusal(r.s, 1, { type: 'upgrade', area: 'lower' }).error).toMatch(/First choose the card/);
      const done = run(r.s, [1, { type: 'pick', card: '0-8C' }], [1, { type: 'upgrade', area: 'drawMore' }]);
      expect(done.s.seats[1].upgrades.drawMore).toEqual(['0-8C']);
      expect(done.s.seats[1].discard).not.toContain('0-8C');
      expect(trashPoker.actors(done.s)).toEqual([0]);
      // The upgrade card is face down: others learn the area and count, not the card.
      const seen = trashPoker.viewEvents(done.events, 0).filter((e) => e.kind === 'card-moved' && (e.to as { zone: string }).zone === 'upgrade');
      expect(seen).toEqual([{ kind: 'card-moved', card: null, from: { zone: 'discard', seat: 1 }, to: { zone: 'upgrade', seat: 1, area: 'drawMore' } }]);
    });

    it('8, 9, 10: or with the top card of the draw pile, unseen', () => {
      const s = collecting('10C 9D', '4C 5D', { seats: [{}, { draw: c(1, 'QS KS') }] });
      const r = run(s, [1, collect('0-10C')], [1, { type: 'take-top' }], [1, { type: 'upgrade', area: 'lower' }]);
      expect(r.s.seats[1].upgrades.lower).toEqual(['1-KS']);
      expect(r.s.seats[1].draw).toEqual(['1-QS']);
    });

    it('Upgrades: the flush-suits area takes each of its two effects once', () => {
      const s = collecting('9C 9D', '4C 5D', { seats: [{}, { upgrades: { heartsDiamonds: c(1, '2C') } }] });
      const r = run(s, [1, collect('0-9C')], [1, { type: 'pick', card: '0-9C' }]);
      const areas = trashPoker.legalActions(r.s, 1).flatMap((a) => (a.type === 'upgrade' ? [a.area] : []));
      expect(areas).toEqual(['spadesClubs', 'drawMore', 'trashMore', 'fiveFour', 'fullHouseStraight', 'lower']);
      expect(refusal(r.s, 1, { type: 'upgrade', area: 'heartsDiamonds' }).error).toMatch(/cannot take another/);
    });

    it('J, Q, K: trash up to 3 cards from your discard pile and/or the top of your draw pile', () => {
      const s = collecting('JC 9D', '4C 5D', { seats: [{}, { draw: c(1, 'AS 3S'), discard: c(1, '2C 2D') }] });
      const r = run(s, [1, collect('0-JC')]);
      expect(r.s.collect!.effects[0]).toEqual({ kind: 'trash', left: 3, picked: [] });
      // The top card is trashed at once, face up.
      const top = run(r.s, [1, { type: 'take-top' }]);
      expect(top.s.seats[1].trash).toEqual(['1-3S']);
      const picks = run(top.s, [1, { type: 'pick', card: '1-2C' }], [1, { type: 'pick', card: '0-JC' }]);
      // One of the 3 is used by the top card: 2 picks left.
      expect(refusal(picks.s, 1, { type: 'pick', card: '1-2D' }).error).toMatch(/at most 2/);
      expect(refusal(picks.s, 1, { type: 'take-top' }).error).toMatch(/cannot trash more/);
      const done = run(picks.s, [1, { type: 'confirm' }]);
      expect(done.s.seats[1].trash).toEqual(['1-3S', '1-2C', '0-JC']);
      expect(trashPoker.actors(done.s)).toEqual([0]);
    });

    it('J, Q, K: trashing nothing is allowed ("up to")', () => {
      const s = collecting('QC 9D', '4C 5D');
      const r = run(s, [1, collect('0-QC')], [1, { type: 'confirm' }]);
      expect(r.s.seats[1].trash).toEqual([]);
      expect(r.s.seats[1].discard).toContain('0-QC');
    });

    it('cards without a collect effect do nothing', () => {
      const s = collecting('AC 9D', '4C 5D');
      const r = run(s, [1, collect('0-AC')]);
      expect(trashPoker.actors(r.s)).toEqual([0]);
    });
  });

  describe("Jokers' collect effects", () => {
    it('Jokers 2-4: trash up to 6 cards', () => {
      const s = collecting('9D', '4C', { middle: ['j02'], seats: [{}, { discard: c(1, '2C 2D 3C 3D 4S 5S 6S') }] });
      const r = run(s, [1, collect('j02')]);
      expect(r.s.collect!.effects[0]).toEqual({ kind: 'trash', left: 6, picked: [] });
    });

    it('Jokers 5, 6, 10, 16: upgrade up to 2 times, optional', () => {
      const s = collecting('9D', '4C', { middle: ['j05'], seats: [{}, { discard: c(1, '2C 2D') }] });
      const r = run(s, [1, collect('j05')]);
      expect(trashPoker.legalActions(r.s, 1)).toContainEqual({ type: 'confirm' });
      const twice = run(
        r.s,
        [1, { type: 'pick', card: '1-2C' }],
        [1, { type: 'upgrade', area: 'lower' }],
        [1, { type: 'pick', card: '1-2D' }],
        [1, { type: 'upgrade', area: 'lower' }],
      );
      expect(twice.s.seats[1].upgrades.lower).toEqual(['1-2C', '1-2D']);
      expect(trashPoker.actors(twice.s)).toEqual([0]);
      const once = run(r.s, [1, { type: 'pick', card: 'j05' }], [1, { type: 'upgrade', area: 'fiveFour' }], [1, { type: 'confirm' }]);
      expect(once.s.seats[1].upgrades.fiveFour).toEqual(['j05']);
      expect(trashPoker.actors(once.s)).toEqual([0]);
    });

    it('Joker 11: reveal a foreign top card twice (same pile allowed), then activate the shuffle tile', () => {
      const s = collecting('9D', '4C', { middle: ['j11'], seats: [{ draw: c(0, '2H 3H') }, {}] });
      const r = run(
        s,
        [1, collect('j11')],
        [1, { type: 'raid', target: 0 }],
        [1, { type: 'place', to: 'trash' }],
        [1, { type: 'raid', target: 0 }],
        [1, { type: 'place', to: 'discard' }],
      );
      expect(r.s.seats[1].trash).toEqual(['0-3H']);
      expect(r.s.seats[1].discard).toContain('0-2H');
      expect(r.s.seats[1].shuffleActive).toBe(true);
      expect(trashPoker.actors(r.s)).toEqual([0]);
    });
  });

  describe('iii) Discard/Trash the pot', () => {
    it('each card left in your pot is discarded or trashed, as you choose per card', () => {
      const s = collecting('2C 6D KD', '4C 5D');
      const r = run(s, [1, collect('0-2C')], [0, collect('1-4C')]);
      expect(r.s.phase).toBe('cleanup');
      expect(r.s.seats[0].step).toBe('pot-trash');
      const done = run(r.s, [0, { type: 'pick', card: '0-6D' }], [0, { type: 'confirm' }]);
      expect(done.s.seats[0].trash).toEqual(['0-6D']);
      expect(done.s.seats[0].discard).toContain('0-KD');
      expect(done.s.seats[0].pot).toEqual([]);
    });

    it('any number may be trashed by default', () => {
      const s = collecting('5C 2D KD QD', '4C 5D');
      const r = run(s, [1, collect('0-2D')], [0, collect('1-4C')], [0, { type: 'pick', card: '0-5C' }], [0, { type: 'pick', card: '0-KD' }]);
      expect(trashPoker.legalActions(r.s, 0)).toContainEqual({ type: 'pick', card: '0-QD' });
    });

    it('Variants for Pros: only 2 pot cards may be trashed', () => {
      const s = collecting('5C 2D KD QD', '4C 5D', { trashTwo: true });
      const r = run(s, [1, collect('0-2D')], [0, collect('1-4C')], [0, { type: 'pick', card: '0-5C' }], [0, { type: 'pick', card: '0-KD' }]);
      expect(refusal(r.s, 0, { type: 'pick', card: '0-QD' }).error).toMatch(/at most 2/);
    });

    it('jokers still in the middle are removed from the game', () => {
      const s = collecting('5C', '4C', { middle: ['j07', 'j08'] });
      const r = run(s, [1, collect('j07')], [0, collect('1-4C')]);
      expect(r.s.removed).toEqual(['j08']);
      expect(r.s.middle).toEqual([]);
    });

    it('"If joker cards are still in the pot, remove them from the game": a joker nobody collected from its owner’s own pot leaves the game', () => {
      const s = selectState([
        [...c(0, WIN), 'j13', ...c(0, '5C')],
        [...c(1, LOSE), ...c(1, '4C')],
      ]);
      const collecting = playAll(s).s;
      expect(collecting.seats[0].pot).toEqual(['j13', '0-5C']);
      const r = run(collecting, [1, collect('0-5C')], [0, collect('1-4C')]);
      expect(r.s.removed).toEqual(['j13']);
      expect(r.s.seats[0].pot).toEqual([]);
      expect(r.s.seats[0].step).not.toBe('pot-trash');
      expect(r.s.seats[0].trash).not.toContain('j13');
      expect(r.events).toContainEqual({ kind: 'card-moved', card: 'j13', from: { zone: 'pot', seat: 0 }, to: { zone: 'removed' } });
    });
  });

  describe('Changes in the Last Round', () => {
    it('you may trash the collected card directly', () => {
      const s = collecting('5C 2D', '4C 5D', { round: 8 });
      const r = run(s, [1, collect('0-5C')]);
      expect(trashPoker.legalActions(r.s, 1)).toEqual([
        { type: 'place', to: 'discard' },
        { type: 'place', to: 'trash' },
      ]);
      const done = run(r.s, [1, { type: 'place', to: 'trash' }]);
      expect(done.s.seats[1].trash).toEqual(['0-5C']);
    });

    it('you may decide whether to carry out the collect effect, even after trashing the card', () => {
      const s = collecting('KC 2D', '4C 5D', { round: 8, seats: [{}, { discard: c(1, '3C') }] });
      const r = run(s, [1, collect('0-KC')], [1, { type: 'place', to: 'trash' }]);
      expect(trashPoker.legalActions(r.s, 1)).toEqual([
        { type: 'effect', use: true },
        { type: 'effect', use: false },
      ]);
      const skipped = run(r.s, [1, { type: 'effect', use: false }]);
      expect(trashPoker.actors(skipped.s)).toEqual([0]);
      const used = run(r.s, [1, { type: 'effect', use: true }]);
      expect(used.s.collect!.effects[0]).toEqual({ kind: 'trash', left: 3, picked: [] });
    });
  });
});

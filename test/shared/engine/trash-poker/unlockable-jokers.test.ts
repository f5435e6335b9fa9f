import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { cardInfo } from '../../../../shared/engine/trash-poker/cards';
import { finalScores } from '../../../../shared/engine/trash-poker/final-scoring';
import { JOKERS, STARTING_JOKER_IDS, UNLOCKABLE_JOKERS, UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { evaluatePlayed } from '../../../../shared/engine/trash-poker/play';
import type { CardId, TrashPokerAction } from '../../../../shared/engine/trash-poker/types';
import { allCards, c, kinds, playAll, refusal, run, seat, selectState, state, type SeatSpec } from './helpers';

const WIN = 'AS AH AD 3C 3S'; // full house: 1st
const LOSE = '2S 4H 6D 8C 10S'; // high card: last
const collect = (card: string): TrashPokerAction => ({ type: 'collect', card });

/** Two players after the play: seat 1 placed last collects first; pots are the cards after the 5 played. */
function collecting(pot0: CardId[], pot1: CardId[], seats: SeatSpec[] = [{}, {}], round = 1) {
  return playAll(
    selectState(
      [
        [...c(0, WIN), ...pot0],
        [...c(1, LOSE), ...pot1],
      ],
      { seatSpecs: seats, round },
    ),
  ).s;
}

/** RP of these played cards with this Trash and these upgrades. */
function rp(played: CardId[], trash: CardId[] = [], upgrades: SeatSpec['upgrades'] = {}) {
  return evaluatePlayed(seat({ played, trash, upgrades }));
}

/** Final-scoring chips of seat 0 (the other seat empty). */
function score(seat0: SeatSpec) {
  return finalScores(state({ phase: 'cleanup', round: 8, seats: [seat0, {}] }))[0];
}

describe('Card Overview: Unlockable Jokers (data)', () => {
  it('13 unlockable jokers u01..u13, numbered 1-13, each with a name and a text', () => {
    expect(UNLOCKABLE_JOKERS.map((j) => j.id)).toEqual(Array.from({ length: 13 }, (_, i) => `u${String(i + 1).padStart(2, '0')}`));
    expect(UNLOCKABLE_JOKERS.map((j) => j.number)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    for (const j of UNLOCKABLE_JOKERS) {
      expect(j.name).toBeTruthy();
      expect(j.text.length).toBeGreaterThan(10);
      expect(JOKERS[j.id]).toBe(j);
    }
  });

  it('"Anatomy of a Joker Card": one suit kind, printed once per rank (star cards name theirs)', () => {
    for (const j of UNLOCKABLE_JOKERS) {
      expect(new Set(j.suits).size).toBeLessThanOrEqual(1);
      if (j.suits.length > 0) expect(j.suits.length).toBe(j.ranks.length);
      else expect(j.anySuit || j.anyRank).toBe(true);
    }
  });

  it('no rank promises an effect the card lacks: a 7-K rank only on jokers with a collect sticker', () => {
    for (const j of UNLOCKABLE_JOKERS) {
      if (j.ranks.some((r) => ['7', '8', '9', '10', 'J', 'Q', 'K'].includes(r))) expect(j.collect?.length).toBeGreaterThan(0);
    }
  });

  it.each([
    [8, 'contains both a "4" and a "5"'],
    [9, 'contains both a "4" and a "5"'],
    [10, 'contains a "4" and a "5"'],
  ])('Joker %i %s', (n) => {
    expect(UNLOCKABLE_JOKERS[n - 1].ranks).toEqual(['4', '5']);
  });

  it('unlockable jokers are foreign to everyone and their stars never count outside play', () => {
    for (const id of UNLOCKABLE_JOKER_IDS) expect(cardInfo(id).owner).toBeNull();
    expect(cardInfo('u04').ranks).toEqual([]);
  });
});

describe('Unlocking Stuff: unlocked jokers join the pool', () => {
  it('"Shuffle the joker stack at the start of every future game and draw 17 cards"', () => {
    const s = trashPoker.setup({ players: 2, seed: 'pool', options: { unlockedJokers: [...UNLOCKABLE_JOKER_IDS] } });
    expect(s.options.jokerPool).toHaveLength(30);
    const inGame = [...s.jokerDeck, ...s.seats.flatMap((p) => p.offer)];
    expect(inGame).toHaveLength(17);
    expect(s.box).toHaveLength(13);
    expect(
      allCards(s)
        .filter((x) => /^[ju]/.test(x))
        .sort(),
    ).toEqual([...STARTING_JOKER_IDS, ...UNLOCKABLE_JOKER_IDS].sort());
    let g = s;
    for (let seatNo = 0; seatNo < 2; seatNo++) g = run(g, [seatNo, { type: 'keep-joker', card: g.seats[seatNo].offer[0] }]).s;
    // The 2-player table of joker stacks applies to the 17 drawn.
    expect([g.middle.length, ...g.stacks.map((x) => x.length)]).toEqual([2, 2, 2, 2, 2, 2, 1]);
  });

  it('the Final Joker is never in the pool; unknown unlocked jokers are refused', () => {
    expect(() => trashPoker.setup({ players: 2, seed: 'x', options: { unlockedJokers: ['jF'] } })).toThrow(/Unknown id "jF"/);
    expect(() => trashPoker.setup({ players: 2, seed: 'x', options: { unlockedJokers: ['j01'] } })).toThrow(/Unknown id/);
  });
});

describe('Unlockable Jokers: on-play effects ("Carry out these effects as soon as you play the card")', () => {
  it('Joker 1 (A A): when played, get 2 chips; it is a pair of aces by itself', () => {
    const r = playAll(selectState([['u01', ...c(0, '2S 5H 7D 9C')], c(1, LOSE)]));
    expect(r.s.seats[0].result!.handRank).toBe('pair');
    expect(r.s.seats[0].score.playEffects).toBe(2);
    expect(kinds(r.events, 'chips-won')).toContainEqual({ kind: 'chips-won', seat: 0, chips: 2, category: 'playEffects', reason: 'on-play' });
  });

  it('Joker 9: when played, +1 RP per pair of "4" and "5" in your Trash', () => {
    const played = ['u09', ...c(0, '2S 7H 9D KC')];
    expect(rp(played).rp).toBe(1);
    expect(rp(played, c(0, '4S 5H 4D 5C 5S')).rp - rp(played).rp).toBe(2);
  });

  it('Joker 13: when played, Hearts and Clubs count as the same suit in this hand', () => {
    const hearts = c(0, '2H 5H 9C JC');
    expect(rp([...hearts, 'u13']).flush).toBe(true);
    // Joker 13 of the starting set is also any suit, but merges nothing: no flush.
    expect(rp([...hearts, 'j13']).flush).toBe(false);
    // Only in the hand it is played in: in the Trash it does nothing.
    expect(rp([...hearts, ...c(0, '3H')], ['u13']).flush).toBe(false);
  });
});

describe('Unlockable Jokers: lasting effects ("active as long as the card is in your Trash")', () => {
  it('Joker 3: when you collect an "A", you may upgrade and activate your shuffle tile', () => {
    const s = collecting(c(0, 'AC 4D'), c(1, '5C'), [{}, { trash: ['u03'], discard: c(1, '2H') }]);
    const r = run(s, [1, collect('0-AC')]);
    expect(r.s.collect!.effects).toEqual([{ kind: 'upgrade', left: 1, min: 0, source: null }, { kind: 'activate-shuffle' }]);
    // "may": the upgrade can be declined; the tile is activated either way.
    expect(trashPoker.legalActions(r.s, 1)).toContainEqual({ type: 'confirm' });
    expect(run(r.s, [1, { type: 'confirm' }]).s.seats[1].shuffleActive).toBe(true);
    const up = run(r.s, [1, { type: 'pick', card: '1-2H' }], [1, { type: 'upgrade', area: 'lower' }]);
    expect(up.s.seats[1].upgrades.lower).toEqual(['1-2H']);
    expect(up.s.seats[1].shuffleActive).toBe(true);
    expect(trashPoker.actors(up.s)).toEqual([0]);
  });

  it('Joker 3: not for other ranks, and not while it is in the deck', () => {
    const other = run(collecting(c(0, 'AC 4D'), c(1, '5C'), [{}, { trash: ['u03'] }]), [1, collect('0-4D')]);
    expect(other.s.seats[1].shuffleActive).toBe(false);
    const inDeck = run(collecting(c(0, 'AC 4D'), c(1, '5C'), [{}, { discard: ['u03'] }]), [1, collect('0-AC')]);
    expect(inDeck.s.seats[1].shuffleActive).toBe(false);
  });

  it('Joker 3: in the last round its effect is offered like a collect effect (optional)', () => {
    const s = collecting(c(0, 'AC 4D'), c(1, '5C'), [{}, { trash: ['u03'] }], 8);
    const r = run(s, [1, collect('0-AC')], [1, { type: 'place', to: 'discard' }]);
    expect(trashPoker.legalActions(r.s, 1)).toEqual([
      { type: 'effect', use: true },
      { type: 'effect', use: false },
    ]);
  });

  it('Joker 4: when you score a Five of a Kind, you may place 1 card from any Trash into your discard pile', () => {
    const s = selectState([[...c(0, '2S 2H 2D 2C'), 'j01'], c(1, `${LOSE} 3C`)], {
      seatSpecs: [{ trash: ['u04', ...c(0, '3S')] }, { trash: c(1, 'AS KD') }],
    });
    const r = playAll(s);
    expect(r.s.phase).toBe('retrieve');
    expect(trashPoker.actors(r.s)).toEqual([0]);
    const legal = trashPoker.legalActions(r.s, 0);
    expect(legal).toContainEqual({ type: 'pick', card: '1-AS' });
    expect(legal).toContainEqual({ type: 'confirm' });
    expect(refusal(r.s, 0, { type: 'pick', card: '1-2S' }).error).toMatch(/not in a Trash/);
    const took = run(r.s, [0, { type: 'pick', card: '1-AS' }], [0, { type: 'confirm' }]);
    expect(took.s.seats[1].trash).toEqual(c(1, 'KD'));
    expect(took.s.seats[0].discard).toContain('1-AS');
    expect(kinds(took.events, 'retrieved')).toEqual([{ kind: 'retrieved', seat: 0, card: '1-AS', fromSeat: 1 }]);
    expect(took.s.phase).toBe('collect');
  });

  it('Joker 4: only 1 card, the choice may be skipped, and nothing happens without a Five of a Kind', () => {
    const s = selectState([[...c(0, '2S 2H 2D 2C'), 'j01'], c(1, `${LOSE} 3C`)], { seatSpecs: [{ trash: ['u04'] }, { trash: c(1, 'AS KD') }] });
    const picked = run(playAll(s).s, [0, { type: 'pick', card: '1-AS' }]);
    expect(refusal(picked.s, 0, { type: 'pick', card: '1-KD' }).error).toMatch(/at most 1 card/);
    expect(run(playAll(s).s, [0, { type: 'confirm' }]).s.phase).toBe('collect');
    const four = playAll(selectState([c(0, '2S 2H 2D 2C 9H'), c(1, `${LOSE} 3C`)], { seatSpecs: [{ trash: ['u04'] }, { trash: c(1, 'AS') }] }));
    expect(four.s.phase).toBe('collect');
  });

  it('Joker 5: +3 RP when you score exactly Two Pair, not when a higher hand contains two pairs', () => {
    expect(rp(c(0, '9S 9H 4D 4C KS'), ['u05']).rp).toBe(3 + 3);
    expect(rp(c(0, '9S 9H 9D 4C 4S'), ['u05']).rp).toBe(7);
    expect(rp(c(0, '9S 9H 4D 4C KS'), []).rp).toBe(3);
  });

  it.each([
    ['Joker 1 "A A" counts twice', ['u01'], 10],
    ['Joker 3 "A" counts once', ['u03'], 5],
    ['with a standard ace', ['u01', '0-AS'], 15],
  ])('An "A" printed on a joker counts as an Ace at final scoring ("Aces: 5 chips each"): %s', (_name, draw, aces) => {
    expect(score({ draw: draw as string[] }).aces).toBe(aces);
    // Only in the deck, as for standard aces.
    expect(score({ trash: draw as string[] }).aces ?? 0).toBe(0);
  });

  it('Joker 6: +2 RP when a "K" is part of your scored hand rank, not as a kicker', () => {
    expect(rp(c(0, 'KS KH 4D 7C 9S'), ['u06']).rp).toBe(2 + 2);
    expect(rp(c(0, '4S 4H KD 7C 9S'), ['u06']).rp).toBe(2);
    expect(rp(c(0, '9S 10H JD QC KS'), ['u06']).rp).toBe(6 + 2);
    // Its collect sticker trashes like a "K".
    expect(cardInfo('u06').collect).toEqual([{ do: 'trash', max: 3 }]);
  });

  it('Naming a star must see every RP bonus: Q Q K 5 + Joker 1 with Joker 6 in the Trash names the star K (two pair K/Q, 3 + 2 RP), not Q (three queens, 4 RP)', () => {
    const played = [...c(0, 'QS QH KD 5C'), 'j01'];
    const withSix = rp(played, ['u06']);
    expect(withSix).toMatchObject({ rank: 'two-pair', baseRP: 3, bonusRP: 2, rp: 5 });
    expect(withSix.wilds).toEqual([{ card: 4, rank: 'K', suit: expect.any(String) }]);
    expect(rp(played)).toMatchObject({ rank: 'three-of-a-kind', rp: 4 });
    // The table's preview reads the same options, so it shows the same naming before the play.
    const r = playAll(selectState([played, c(1, LOSE)], { seatSpecs: [{ trash: ['u06'] }, {}] }));
    expect(r.s.seats[0].result).toMatchObject({ handRank: 'two-pair', rp: 5, wilds: [{ card: 'j01', rank: 'K' }] });
  });

  it('Joker 10: all hand-rank upgrades counted together raise EVERY hand; they lose their normal effect', () => {
    const upgrades = { lower: c(0, '2C 3C'), fiveFour: c(0, '4C') };
    expect(rp(c(0, '9S 9H 4D 7C KS'), [], upgrades).rp).toBe(2 + 4);
    expect(rp(c(0, '9S 9H 4D 7C KS'), ['u10'], upgrades).rp).toBe(2 + 3);
    expect(rp(c(0, '5S 6H 7D 8C 9S'), ['u10'], upgrades).rp).toBe(6 + 3);
    // Flush-suit and draw upgrades are not hand-rank upgrades.
    expect(rp(c(0, '9S 9H 4D 7C KS'), ['u10'], { drawMore: c(0, '2C'), heartsDiamonds: c(0, '3C') }).rp).toBe(2);
  });

  it('Joker 11: "Collect": you may upgrade exactly once (whatever its three upgrade ranks suggest)', () => {
    const s = collecting(['u11', ...c(0, '4D')], c(1, '5C'), [{}, { discard: c(1, '2H 3H') }]);
    const r = run(s, [1, collect('u11')]);
    expect(r.s.collect!.effects).toEqual([{ kind: 'upgrade', left: 1, min: 0, source: null }]);
    const up = run(r.s, [1, { type: 'pick', card: '1-2H' }], [1, { type: 'upgrade', area: 'lower' }]);
    expect(trashPoker.actors(up.s)).toEqual([0]);
  });

  it('Joker 11: while in your Trash, a straight needs only 4 consecutive ranks', () => {
    expect(rp(c(0, '5S 6H 7D 8C KS'), ['u11']).rank).toBe('straight');
    expect(rp(c(0, '5S 6H 7D 8C KS')).rank).toBe('high-card');
  });

  it('lasting effects only work from the Trash: Joker 5 in the deck does nothing', () => {
    expect(rp(c(0, '9S 9H 4D 4C KS')).rp).toBe(3);
    const s = selectState([c(0, '9S 9H 4D 4C KS'), c(1, LOSE)], { seatSpecs: [{ discard: ['u05'] }, {}] });
    expect(playAll(s).s.seats[0].result!.rp).toBe(3);
  });
});

describe('Unlockable Jokers: end-of-game effects', () => {
  it('Joker 2 (2 2): counts as two "2"s in your Trash: 1 chip per foreign face rank, twice', () => {
    expect(score({ trash: ['u02', ...c(1, 'KS QH')] }).jokers).toBe(4);
    expect(score({ trash: ['u02', ...c(0, 'KS')] }).jokers ?? 0).toBe(0);
  });

  it('Joker 7: in your Trash or deck, 1 chip per "Q" in your deck (itself included when in the deck)', () => {
    expect(score({ trash: ['u07'], draw: c(0, 'QS QH 2C'), discard: c(1, 'QD') }).jokers).toBe(3);
    expect(score({ draw: ['u07', ...c(0, 'QS')] }).jokers).toBe(2);
    // Under the tableau its effects are ignored ("Upgrades").
    expect(score({ draw: c(0, 'QS'), upgrades: { lower: ['u07'] } }).jokers ?? 0).toBe(0);
  });

  it.each([
    ['alone', ['u08'], 5],
    ['with one more "5": still one pair', ['u08', '0-5S'], 5],
    ['with a "4" and a "5": two pairs', ['u08', '0-4S', '0-5S'], 10],
  ])('Joker 8 is always worth 5 chips in the Trash (it contains a "4" and a "5"): %s', (_name, trash, chips) => {
    expect(score({ trash: trash as string[] }).pairs45).toBe(chips);
  });

  it('Joker 12: every "5" pays ("whether or not it\'s paired with a \'4\'"): 4 + 5 + Joker 12 in the Trash score the pair 5 + 10', () => {
    const s = score({ trash: ['u12', ...c(0, '5S 4D')] });
    // Two "5"s (Joker 12 is one): 5 chips each, and the 4-5 pair still scores as a pair.
    expect(s.pairs45).toBe(5);
    expect(s.jokers).toBe(10);
    expect(score({ trash: ['u12', ...c(0, '5S 5H 4D')] })).toMatchObject({ pairs45: 5, jokers: 15 });
    // Not in the deck.
    expect(score({ draw: ['u12'], trash: c(0, '5S 5H') }).jokers ?? 0).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../shared/engine/rng';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { buildResult, finalScores } from '../../../../shared/engine/trash-poker/final-scoring';
import { PERSONALITY_CARDS, SCORING_CARDS, scoringCardFor } from '../../../../shared/engine/trash-poker/house-data';
import { parseOptions } from '../../../../shared/engine/trash-poker/options';
import { rpBonusChips } from '../../../../shared/engine/trash-poker/play';
import { RANKS } from '../../../../shared/engine/trash-poker/hand';
import type { SoloAdjustment, TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { allCards, c, kinds, playAll, refusal, run, selectState, state, type SeatSpec } from './helpers';
import { house, nextRolls, solo } from './solo-helpers';

const FIVE_TWOS = '2S 2H 2D 2C j01'; // five of a kind: 9 RP, more than the House can roll on space 1
const PAIR = '9S 9H 2D 4C 6S'; // 2 RP

interface SoloPlay {
  hand: string;
  pot?: string;
  marker?: number;
  houseDraw?: string;
  personalities?: string[];
  middle?: string[];
  adjustments?: SoloAdjustment[];
  round?: number;
  seat?: SeatSpec;
  houses?: number;
}

/** One seat against the House(s), in the select step; Houses' cards are owned by 1, 2, 3. */
function soloState(o: SoloPlay): TrashPokerState {
  const houses = Array.from({ length: o.houses ?? 1 }, (_, h) =>
    house({ draw: c(1 + h, o.houseDraw ?? '2C 3D 4H 5S 6C 7D 8H'), personalities: o.personalities ?? ['p02', 'p03', 'p01'] }),
  );
  const scoring = (o.houses ?? 1) > 1 ? { scoringCard: 'multi-easy-normal' } : {};
  return selectState([c(0, `${o.hand} ${o.pot ?? ''}`)], {
    round: o.round,
    middle: o.middle,
    seatSpecs: [o.seat ?? {}],
    solo: solo(houses, { marker: o.marker ?? 1, adjustments: o.adjustments ?? [], ...scoring }),
  });
}

function soloPlay(o: SoloPlay) {
  return playAll(soloState(o));
}

/** A literal state where the House rolls exactly `rp` RP on its marker. */
function tieState(o: SoloPlay, rp: number): TrashPokerState {
  const s = soloState(o);
  const [die] = nextRolls(s.rng, 1);
  s.solo!.marker = rp - die;
  return s;
}

describe('Solo Mode: Setup', () => {
  const s = trashPoker.setup({ players: 1, seed: 'solo-setup' });

  it('1 player plays against one House at normal difficulty; the House is participant 1 and never an actor', () => {
    expect(s.players).toBe(1);
    expect(s.solo!.houses).toHaveLength(1);
    expect(s.solo!.difficulty).toBe('normal');
    expect(trashPoker.actors(s)).toEqual([0]);
    expect((trashPoker.view(s, 0) as TrashPokerView).participants).toBe(2);
    expect(trashPoker.legalActions(s, 1)).toEqual([]);
    expect(trashPoker.apply(s, 1, { type: 'confirm' })).toMatchObject({ ok: false, code: 'no-such-seat' });
  });

  it('step 14: the House has a deck of its own (52 cards owned by its participant number), face down', () => {
    const h = s.solo!.houses[0];
    expect(h.draw).toHaveLength(52);
    expect(h.draw.every((card) => card.startsWith('1-'))).toBe(true);
    expect(new Set(h.draw).size).toBe(52);
    expect(allCards(s)).toHaveLength(2 * 52 + 17);
  });

  it("step 15: the House's rank marker starts on space 1", () => {
    expect(s.solo!.marker).toBe(1);
  });

  it('step 16: 3 personality cards drawn face down from the 14, hidden from the player', () => {
    const h = s.solo!.houses[0];
    expect(h.personalities).toHaveLength(3);
    expect(new Set(h.personalities).size).toBe(3);
    for (const id of h.personalities) expect(PERSONALITY_CARDS.map((p) => p.id)).toContain(id);
    const v = trashPoker.view(s, 0) as TrashPokerView;
    expect(v.solo!.houses[0]).toMatchObject({ personalities: [], faceDownPersonalities: 3, drawCount: 52 });
    const json = JSON.stringify(v);
    for (const id of h.personalities) expect(json).not.toContain(`"${id}"`);
    for (const card of h.draw) expect(json).not.toContain(`"${card}"`);
  });

  it.each([
    ['easy', 'solo-easy-normal'],
    ['normal', 'solo-easy-normal'],
    ['hard', 'solo-hard-expert'],
    ['expert', 'solo-hard-expert'],
  ] as const)('step 17: difficulty %s uses the %s scoring card, on that side', (difficulty, card) => {
    const g = trashPoker.setup({ players: 1, seed: 'x', options: { solo: { difficulty } } });
    expect(g.solo).toMatchObject({ scoringCard: card, side: difficulty });
  });

  it('"rounds 1-7 should each have 2 joker cards, and round 8 the Final Joker"', () => {
    const r = run(s, [0, { type: 'keep-joker', card: s.seats[0].offer[0] }]);
    expect(r.s.middle).toHaveLength(2);
    expect(r.s.stacks.map((x) => x.length)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('a House can join a bigger table "to simulate an additional player": participant numbers after the seats', () => {
    const g = trashPoker.setup({ players: 2, seed: 'x', options: { solo: true } });
    expect(g.solo!.houses).toHaveLength(1);
    expect(g.solo!.houses[0].draw.every((card) => card.startsWith('2-'))).toBe(true);
    expect(trashPoker.actors(g)).toEqual([0, 1]);
  });

  it.each([
    ['solo turned off for 1 player', 1, { solo: false }, /cannot be turned off/],
    ['too many Houses for the decks', 2, { solo: { houses: 3 } }, /at most 2 Houses/],
    ['a House at a full table', 4, { solo: true }, /no deck left/],
    ['an unknown difficulty', 1, { solo: { difficulty: 'insane' } }, /Choose a difficulty/],
    ['an unknown adjustment', 1, { solo: { adjustments: ['house-cheats'] } }, /Unknown id/],
    ['a pot of both 4 and 2 cards', 1, { solo: { adjustments: ['house-pot-4', 'house-pot-2'] } }, /both 4 and 2/],
    ['an unknown solo option', 1, { solo: { dice: 2 } }, /Unknown solo option/],
    ['0 Houses', 1, { solo: { houses: 0 } }, /1 to 3 Houses/],
  ])('refuses %s', (_name, players, options, message) => {
    const r = parseOptions(options, players);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('Solo Mode: Round Sequence', () => {
  it('1. Drawing Cards: the House skips this step (only the player draws and acts)', () => {
    let s = trashPoker.setup({ players: 1, seed: 'draw' });
    s = run(s, [0, { type: 'keep-joker', card: s.seats[0].offer[0] }]).s;
    expect(s.seats[0].hand).toHaveLength(7);
    expect(s.solo!.houses[0].draw).toHaveLength(52);
    expect(trashPoker.actors(s)).toEqual([0]);
  });

  it("2. Playing Cards: the House's RP are a die roll plus its marker's space; the marker does not move", () => {
    const s = soloState({ hand: PAIR, marker: 3 });
    const [die] = nextRolls(s.rng, 1);
    const r = playAll(s);
    expect(kinds(r.events, 'house-rp')).toEqual([{ kind: 'house-rp', seat: 1, die, marker: 3, rp: die + 3 }]);
    expect(r.s.solo!.marker).toBe(3);
    expect(r.s.solo!.houses[0].round).toMatchObject({ die, rp: die + 3 });
  });

  it('2. whoever has more RP gets 5 chips (2-player row) and the player activates the shuffle tile', () => {
    const win = soloPlay({ hand: FIVE_TWOS });
    expect(win.s.placement).toEqual([0, 1]);
    expect(win.s.seats[0].score.places).toBe(5);
    expect(win.s.seats[0].shuffleActive).toBe(true);
    expect(win.s.solo!.houses[0].chips).toBe(0);
    const lose = soloPlay({ hand: PAIR, marker: 10 });
    expect(lose.s.placement).toEqual([1, 0]);
    expect(lose.s.solo!.houses[0].score.places).toBe(5);
    expect(lose.s.seats[0].chips).toBe(0);
  });

  it('2. "In a tie, the house wins. Easy to remember: the house always wins!"', () => {
    const r = playAll(tieState({ hand: PAIR }, 2));
    expect(r.s.solo!.houses[0].round!.rp).toBe(r.s.seats[0].result!.rp);
    expect(r.s.placement).toEqual([1, 0]);
  });

  it('2. the House never receives the bonus chips for high rank points', () => {
    const r = soloPlay({ hand: PAIR, marker: 20 });
    expect(r.s.solo!.houses[0].round!.rp).toBeGreaterThanOrEqual(21);
    expect(r.s.solo!.houses[0].score).toMatchObject({ places: 5, rpBonus: 0, finalJoker: 0 });
  });

  it('Final Joker: a House placed 1st in the last round gets the 5 bonus chips like anyone in 1st place', () => {
    const r = soloPlay({ hand: PAIR, marker: 20, round: 8 });
    expect(r.s.solo!.houses[0].score.finalJoker).toBe(5);
  });

  it('3. i) the House places the top 3 cards of its draw pile face up as its pot', () => {
    const r = soloPlay({ hand: FIVE_TWOS, houseDraw: '2C 3D 4H 5S 6C 7D 8H' });
    expect(kinds(r.events, 'house-pot')).toEqual([{ kind: 'house-pot', seat: 1, cards: c(1, '8H 7D 6C') }]);
    expect(r.s.solo!.houses[0].pot).toEqual(c(1, '8H 7D 6C'));
    expect(r.s.solo!.houses[0].draw).toEqual(c(1, '2C 3D 4H 5S'));
    // Face up: in everyone's view.
    expect((trashPoker.view(r.s, null) as TrashPokerView).solo!.houses[0].pot).toEqual(c(1, '8H 7D 6C'));
  });

  it('3. i) a House that runs out of cards places what it has (it never shuffles)', () => {
    const r = soloPlay({ hand: FIVE_TWOS, houseDraw: '2C 3D' });
    expect(r.s.solo!.houses[0].pot).toEqual(c(1, '3D 2C'));
  });

  it("3. ii) the player may collect from the House's pot", () => {
    const r = soloPlay({ hand: FIVE_TWOS });
    // The player won: the House removed first (nothing of the player's to take), now the player collects.
    expect(trashPoker.actors(r.s)).toEqual([0]);
    expect(trashPoker.legalActions(r.s, 0)).toEqual(c(1, '8H 7D 6C').map((card) => ({ type: 'collect', card })));
  });

  it('3. ii) step 1: the top personality card is revealed, and the House removes by it from the top line down', () => {
    // The Ace Hoarder (p01) is on top: A, K, Q, ... The player's pot holds a "K" and a "4".
    const r = soloPlay({ hand: FIVE_TWOS, pot: '4D KD', personalities: ['p02', 'p03', 'p01'] });
    expect(kinds(r.events, 'personality-revealed')).toEqual([{ kind: 'personality-revealed', seat: 1, card: 'p01' }]);
    const removed = kinds(r.events, 'house-removed')[0];
    expect(removed).toMatchObject({ seat: 1, card: '0-KD', fromSeat: 0, personality: 'p01', line: 1, symbol: 'K' });
    expect(r.s.solo!.houses[0].removed).toEqual(['0-KD']);
    expect(r.s.solo!.houses[0].revealed).toEqual(['p01']);
    expect(r.s.solo!.houses[0].personalities).toEqual(['p02', 'p03']);
  });

  it('3. ii) step 4: the House gets the chips the scoring card shows next to that line, and carries out no collect effect', () => {
    const r = soloPlay({ hand: FIVE_TWOS, pot: '4D KD', personalities: ['p01'] });
    const normal = SCORING_CARDS[0].sides[1].chips;
    expect(r.s.solo!.houses[0].score.removals).toBe(normal[1]);
    expect(r.s.collect!.effects).toEqual([]);
    expect(trashPoker.legalActions(r.s, 0).every((a) => a.type === 'collect')).toBe(true);
  });

  it('3. ii) step 3a: among cards matching the same line, a joker first', () => {
    // Line "A" of the Ace Hoarder matches the player's A♠ and the joker u03 (an "A").
    const r = soloPlay({ hand: FIVE_TWOS, pot: 'AS 3D', middle: ['u03'], personalities: ['p01'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card: 'u03', line: 0 });
  });

  it('3. ii) step 3b: then the suit with the highest priority on the personality card', () => {
    // The Ace Hoarder's suits: ♠ ♥ ♦ ♣.
    const r = soloPlay({ hand: FIVE_TWOS, pot: 'AC AH', personalities: ['p01'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card: '0-AH' });
  });

  it('3. ii) step 3c: still tied, the die decides', () => {
    // The Tinkerer (p05) wants "10"s first; jokers 6 (9 10 ♥♥) and 16 (10 10 ♥♥) tie on line and suit.
    const r = soloPlay({ hand: FIVE_TWOS, middle: ['j06', 'j16'], personalities: ['p05'] });
    const roll = kinds(r.events, 'die-rolled')[0];
    expect(roll).toMatchObject({ seat: 1, purpose: 'house-tie', among: ['j06', 'j16'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card: roll.card, line: 0 });
  });

  it('3. ii) "the house removes a joker if at least 1 rank matches; it gets the chips for that one rank only once"', () => {
    // Joker 16 shows "10" twice: the Tinkerer's first line, chips once.
    const r = soloPlay({ hand: FIVE_TWOS, middle: ['j16'], personalities: ['p05'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card: 'j16', line: 0, chips: SCORING_CARDS[0].sides[1].chips[0] });
    expect(r.s.solo!.houses[0].chips).toBe(SCORING_CARDS[0].sides[1].chips[0]);
  });

  it.each([
    ['★ (any rank and suit) matches a card showing that star', ['j01', 'j13', 'j08'], 'j01', 0],
    ['★ (any suit) matches a card showing that star, not the any-rank star', ['j14', 'j13', 'j08'], 'j14', 0],
    ['without stars, jokers match by their ranks only ("not generally for jokers")', ['j08'], 'j08', 4],
  ])('3. ii) the star symbols: %s', (_name, middle, card, line) => {
    // The Joker Lover (p03): ★, ★ (any suit), 10, 5, 4, ...
    const r = soloPlay({ hand: FIVE_TWOS, middle: middle as string[], personalities: ['p03'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card, line });
  });

  it('3. ii) the any-suit star line takes a card with that star when no any-rank star is there', () => {
    const r = soloPlay({ hand: FIVE_TWOS, middle: ['j13', 'j08'], personalities: ['p03'] });
    expect(kinds(r.events, 'house-removed')[0]).toMatchObject({ card: 'j13', line: 1, symbol: 'wild-suit' });
  });

  it("3. ii) the House never takes its own pot cards: with nothing of the player's and no joker, it skips", () => {
    const r = soloPlay({ hand: FIVE_TWOS });
    expect(kinds(r.events, 'house-removed')).toEqual([]);
    expect(kinds(r.events, 'collect-skipped')).toEqual([{ kind: 'collect-skipped', seat: 1 }]);
    expect(kinds(r.events, 'personality-revealed')).toEqual([]);
  });

  it('3. ii) "If all personality cards are already revealed, shuffle them and form a face-down pile again"', () => {
    const s = soloState({ hand: FIVE_TWOS, middle: ['j08'] });
    s.solo!.houses[0].personalities = [];
    s.solo!.houses[0].revealed = ['p01', 'p02', 'p03'];
    const r = playAll(s);
    expect(kinds(r.events, 'personalities-shuffled')).toEqual([{ kind: 'personalities-shuffled', seat: 1, count: 3 }]);
    const h = r.s.solo!.houses[0];
    expect(h.revealed).toHaveLength(1);
    expect([...h.personalities, ...h.revealed].sort()).toEqual(['p01', 'p02', 'p03']);
  });

  it('everyone remembers the personality cards a House has shown, first seen first, across reshuffles', () => {
    const first = soloPlay({ hand: FIVE_TWOS, pot: '4D KD', personalities: ['p02', 'p03', 'p01'] });
    expect(first.s.solo!.houses[0].seen).toEqual(['p01']);
    const s = soloState({ hand: FIVE_TWOS, middle: ['j08'] });
    Object.assign(s.solo!.houses[0], { personalities: [], revealed: ['p01', 'p02', 'p03'], seen: ['p02', 'p01', 'p03'] });
    const h = playAll(s).s.solo!.houses[0];
    // Shuffled back and revealed again: nothing new to remember.
    expect(h.seen).toEqual(['p02', 'p01', 'p03']);
  });

  it('3. ii) in the play order: when the House placed 1st, the player collects first', () => {
    const r = soloPlay({ hand: PAIR, pot: 'KD 4C', marker: 10, personalities: ['p01'] });
    expect(r.s.collect!.order).toEqual([0, 1]);
    const after = run(r.s, [0, { type: 'collect', card: '1-6C' }]);
    expect(kinds(after.events, 'house-removed')[0]).toMatchObject({ seat: 1, card: '0-KD' });
  });

  it("4. Cleaning Up: the marker moves forward 1 space; the House's pot cards go on its discard pile, never shuffled", () => {
    const r = soloPlay({ hand: FIVE_TWOS });
    const done = run(r.s, [0, { type: 'collect', card: '1-6C' }]);
    expect(done.s.phase).toBe('cleanup');
    expect(done.s.solo!.marker).toBe(2);
    expect(kinds(done.events, 'house-marker')).toEqual([{ kind: 'house-marker', marker: 2, moved: 1 }]);
    expect(done.s.solo!.houses[0].pot).toEqual([]);
    expect(done.s.solo!.houses[0].discard).toEqual(c(1, '8H 7D'));
    expect(done.s.solo!.houses[0].draw).toEqual(c(1, '2C 3D 4H 5S'));
  });

  it('"7": the House\'s draw pile is a foreign draw pile the player may reveal from', () => {
    const r = soloPlay({ hand: FIVE_TWOS, houseDraw: '2C 3D 4H 5S 6C 8D 7H' });
    const raid = run(r.s, [0, { type: 'collect', card: '1-7H' }]);
    expect(trashPoker.legalActions(raid.s, 0)).toEqual([{ type: 'raid', target: 1 }]);
    const revealed = run(raid.s, [0, { type: 'raid', target: 1 }]);
    expect(kinds(revealed.events, 'raid-revealed')).toEqual([{ kind: 'raid-revealed', seat: 0, target: 1, card: '1-5S' }]);
  });
});

describe('Solo Mode: Final Scoring and Unlocking Cards', () => {
  const finalState = (seat: SeatSpec, houseChips = 0) =>
    state({ phase: 'cleanup', round: 8, seats: [{ step: 'cleanup-trash', ...seat }], solo: solo([house({ chips: houseChips })]) });

  it.each([
    ['4 "6"s tie with the House\'s 4: 10 chips', '6S 6H 6D 6C', 10],
    ['5 "6"s win the majority: 15 chips', '6S 6H 6D 6C j12', 15],
    ['3 "6"s: nothing', '6S 6H 6D', 0],
  ])('"assume the house has 4 "6"s": %s', (_name, cards, chips) => {
    const deck = c(0, cards);
    expect(finalScores(finalState({ draw: deck })).map((x) => x.sixesDeck ?? 0)).toEqual([chips]);
    expect(finalScores(finalState({ trash: deck })).map((x) => x.sixesTrash ?? 0)).toEqual([chips]);
  });

  it.each([
    ['more chips than the House: the player wins', 80, 79, [0], false],
    ['a tie goes to the House', 80, 80, [], true],
    ['fewer chips: the House wins', 70, 80, [], true],
  ])('%s', (_name, playerChips, houseChips, winners, houseWon) => {
    const r = buildResult(finalState({ chips: playerChips }, houseChips));
    expect(r.winners).toEqual(winners);
    expect(r.extra).toMatchObject({ houseWon, houses: [{ seat: 1, score: houseChips, place: houseWon ? 1 : 2 }] });
    expect(r.standings).toEqual([expect.objectContaining({ seat: 0, place: houseWon ? 2 : 1, score: playerChips })]);
  });

  it('the House gets no chips in final scoring ("only chips from taking cards from the pot")', () => {
    const s = finalState({ discard: c(0, '2C') }, 40);
    s.solo!.houses[0].draw = c(1, 'AS AH 6S 6H');
    const r = run(s, [0, { type: 'confirm' }]);
    expect(r.s.solo!.houses[0].chips).toBe(40);
  });

  function unlockEnd(playerChips: number, houseChips: number) {
    const s = finalState({ chips: playerChips, discard: c(0, '2C') }, houseChips);
    s.unlock = { lid: [0, 0, 0, 0, 0, 0, 0], stack: ['u01', 'u02', 'u03', 'u04', 'u05', 'u06'], queue: [], offer: [], records: [] };
    return run(s, [0, { type: 'confirm' }]);
  }

  it('"If you win, you may unlock an additional card if the house scored enough points to make a checkmark"', () => {
    const r = unlockEnd(120, 95);
    expect(kinds(r.events, 'checkmark')).toEqual([
      { kind: 'checkmark', seat: 0, row: 120, box: 1, score: 120, by: 'player' },
      { kind: 'checkmark', seat: 0, row: 90, box: 1, score: 95, by: 'house', house: 1 },
    ]);
    expect(r.s.unlock!.queue).toEqual([
      { seat: 0, reason: 'checkmark' },
      { seat: 0, reason: 'house' },
    ]);
    const first = run(r.s, [0, { type: 'choose-unlock', card: r.s.unlock!.offer[0] }]);
    const second = run(first.s, [0, { type: 'choose-unlock', card: first.s.unlock!.offer[0] }]);
    expect(trashPoker.isOver(second.s)).toBe(true);
    const unlocks = trashPoker.result(second.s).extra!.unlocks as { kind: string; data?: Record<string, unknown> }[];
    expect(unlocks.filter((u) => u.kind === 'joker').map((u) => u.data!.via)).toEqual(['checkmark', 'house']);
    expect(unlocks.find((u) => u.data?.by === 'house')).toMatchObject({ seat: 0, kind: 'checkmark', item: '90-1', data: { initials: 'Ace' } });
  });

  it.each([
    ['the House scored under 90', 120, 85, 1],
    ['the House won', 95, 100, 1],
    ['nobody reached 90', 80, 70, 0],
  ])('no extra unlock when %s', (_name, playerChips, houseChips, unlocks) => {
    const r = unlockEnd(playerChips, houseChips);
    expect(kinds(r.events, 'checkmark')).toHaveLength(unlocks);
    expect(r.s.unlock!.queue.length).toBe(unlocks);
  });

  it('"You unlock new joker cards as usual, even if you don\'t win"', () => {
    const r = unlockEnd(95, 100);
    expect(r.s.phase).toBe('unlock');
    expect(trashPoker.actors(r.s)).toEqual([0]);
  });
});

describe('Solo Mode: Adjusting Difficulty', () => {
  it('easier: "You win ties."', () => {
    const r = playAll(tieState({ hand: PAIR, adjustments: ['player-wins-ties'] }, 2));
    expect(r.s.placement).toEqual([0, 1]);
  });

  it.each([
    ['house-pot-4', 'easier: "Place 4 cards as the house\'s pot each round."', 4],
    ['house-pot-2', 'harder: "Place 2 cards as the house\'s pot each round."', 2],
  ] as const)('%s: %s', (adjustment, _text, n) => {
    const r = soloPlay({ hand: FIVE_TWOS, adjustments: [adjustment] });
    expect(r.s.solo!.houses[0].pot).toHaveLength(n);
  });

  it.each([
    ['no adjustment, player won', [], FIVE_TWOS, 1, 2],
    ['no adjustment, House won', [], PAIR, 10, 11],
    ["easier: don't move the marker if you lose", ['no-advance-on-loss'], PAIR, 10, 10],
    ['easier: still moves when you win', ['no-advance-on-loss'], FIVE_TWOS, 1, 2],
    ['harder: 1 additional space if you win', ['advance-on-win'], FIVE_TWOS, 1, 3],
    ['harder: only 1 when you lose', ['advance-on-win'], PAIR, 10, 11],
  ] as const)('the marker at cleanup: %s', (_name, adjustments, hand, marker, after) => {
    const r = soloPlay({ hand, marker, adjustments: [...adjustments], pot: '4D' });
    let s = r.s;
    while (s.phase === 'collect') s = run(s, [0, trashPoker.botAction(s, 0)]).s;
    expect(s.solo!.marker).toBe(after);
  });

  it('harder: "The house gets the bonus chips for high rank points according to the scoring track."', () => {
    const r = soloPlay({ hand: PAIR, marker: 12, adjustments: ['house-rp-bonus'] });
    const rp = r.s.solo!.houses[0].round!.rp;
    expect(r.s.solo!.houses[0].score.rpBonus).toBe(rpBonusChips(rp));
    expect(rpBonusChips(rp)).toBeGreaterThan(0);
  });
});

describe('Solo Mode: Multiple Houses', () => {
  it('with 2 or 3 Houses the multiplayer Easy/Normal card is used; Hard/Expert keep their card', () => {
    expect(trashPoker.setup({ players: 1, seed: 'm', options: { solo: { houses: 2, difficulty: 'easy' } } }).solo!.scoringCard).toBe('multi-easy-normal');
    expect(trashPoker.setup({ players: 1, seed: 'm', options: { solo: { houses: 3 } } }).solo!.scoringCard).toBe('multi-easy-normal');
    expect(trashPoker.setup({ players: 1, seed: 'm', options: { solo: { houses: 2, difficulty: 'hard' } } }).solo!.scoringCard).toBe('solo-hard-expert');
    expect(scoringCardFor('normal', 2).card.id).toBe('solo-easy-normal');
  });

  it('each House has its own deck and personality cards (9 of the 14 for 3 Houses)', () => {
    const s = trashPoker.setup({ players: 1, seed: 'm3', options: { solo: { houses: 3 } } });
    s.solo!.houses.forEach((h, i) => expect(h.draw.every((card) => card.startsWith(`${i + 1}-`))).toBe(true));
    expect(new Set(s.solo!.houses.flatMap((h) => h.personalities)).size).toBe(9);
    expect(allCards(s)).toHaveLength(4 * 52 + 17);
  });

  it('one point chip marks the base points; each House rolls its own die on it; the 3-participant row pays 7/5/0', () => {
    const s = soloState({ hand: FIVE_TWOS, houses: 2, marker: 4 });
    const rolls = nextRolls(s.rng, 2);
    const r = playAll(s);
    expect(kinds(r.events, 'house-rp').map((e) => e.rp)).toEqual([rolls[0] + 4, rolls[1] + 4]);
    expect(r.s.seats[0].score.places).toBe(7);
    const houses = r.s.solo!.houses.map((h) => h.score.places).sort();
    expect(houses).toEqual([0, 5]);
  });

  it('Houses tied with each other are ordered by the die', () => {
    let s = soloState({ hand: PAIR, houses: 2, marker: 10 });
    for (let i = 0; ; i++) {
      const rng = seedRng(`tie-${i}`);
      const [a, b] = nextRolls(rng, 2);
      if (a === b) {
        s = { ...s, rng };
        break;
      }
    }
    const r = playAll(s);
    expect(kinds(r.events, 'tie-random')).toEqual([{ kind: 'tie-random', seats: expect.arrayContaining([1, 2]) }]);
    expect(r.s.placement.slice(0, 2).sort()).toEqual([1, 2]);
  });

  it('a House never takes from another House\'s pot ("a joker or a card of yours")', () => {
    const r = soloPlay({ hand: FIVE_TWOS, houses: 2 });
    expect(kinds(r.events, 'house-removed')).toEqual([]);
    expect(
      kinds(r.events, 'collect-skipped')
        .map((e) => e.seat)
        .sort(),
    ).toEqual([1, 2]);
    // The player may take from both.
    expect(trashPoker.legalActions(r.s, 0)).toHaveLength(6);
  });
});

describe('Solo Mode: the cards (data)', () => {
  it('14 personality cards; each lists the 13 ranks and both stars once, and a suit priority of the 4 suits', () => {
    expect(PERSONALITY_CARDS).toHaveLength(14);
    for (const p of PERSONALITY_CARDS) {
      expect([...p.lines].sort()).toEqual([...RANKS, 'wild', 'wild-suit'].sort());
      expect([...p.suits].sort()).toEqual(['C', 'D', 'H', 'S']);
    }
  });

  it('each personality feels different: no two share their first three lines', () => {
    const tops = PERSONALITY_CARDS.map((p) => p.lines.slice(0, 3).join());
    expect(new Set(tops).size).toBe(14);
  });

  it('3 double-sided scoring cards: Easy/Normal, Hard/Expert, multiplayer Easy/Normal; chips fall line by line; harder pays more', () => {
    expect(SCORING_CARDS.map((card) => card.sides.map((x) => x.difficulty))).toEqual([
      ['easy', 'normal'],
      ['hard', 'expert'],
      ['easy', 'normal'],
    ]);
    for (const card of SCORING_CARDS) {
      for (const side of card.sides) {
        expect(side.chips).toHaveLength(15);
        for (let i = 1; i < 15; i++) expect(side.chips[i]).toBeLessThanOrEqual(side.chips[i - 1]);
      }
      for (let i = 0; i < 15; i++) expect(card.sides[1].chips[i]).toBeGreaterThanOrEqual(card.sides[0].chips[i]);
    }
    const [solo1, solo2, multi] = SCORING_CARDS;
    for (let i = 0; i < 15; i++) {
      expect(solo2.sides[0].chips[i]).toBeGreaterThanOrEqual(solo1.sides[1].chips[i]);
      expect(multi.sides[1].chips[i]).toBeLessThanOrEqual(solo1.sides[1].chips[i]);
    }
  });
});

describe('Solo Mode: views', () => {
  it('the House appears in the view: chips, marker, revealed personality cards, removed pile, draw pile count', () => {
    const r = soloPlay({ hand: FIVE_TWOS, pot: '4D KD', personalities: ['p02', 'p03', 'p01'] });
    const v = trashPoker.view(r.s, 0) as TrashPokerView;
    expect(v.solo).toMatchObject({
      difficulty: 'normal',
      marker: 1,
      lineChips: SCORING_CARDS[0].sides[1].chips,
      houses: [{ seat: 1, removed: ['0-KD'], removedCount: 1, personalities: ['p01'], faceDownPersonalities: 2, seen: ['p01'], drawCount: 4 }],
    });
    expect(v.solo!.houses[0].chips).toBe(r.s.solo!.houses[0].chips);
    expect(JSON.stringify(v)).not.toContain('"p02"');
    expect(JSON.stringify(trashPoker.viewEvents(r.events, 0))).not.toContain('"1-2C"');
  });

  it("refusals: the House's cards cannot be collected when it is not the player's turn, its seat cannot act", () => {
    const r = soloPlay({ hand: PAIR, marker: 10 });
    expect(refusal(r.s, 1, { type: 'collect', card: '1-8H' }).code).toBe('no-such-seat');
    expect(refusal(r.s, 0, { type: 'collect', card: '0-9S' }).code).toBe('illegal-action');
  });
});

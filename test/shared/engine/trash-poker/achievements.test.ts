import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { ACHIEVEMENTS, ACHIEVEMENT_JOKERS } from '../../../../shared/engine/trash-poker/achievement-data';
import { createAchievements } from '../../../../shared/engine/trash-poker/achievements';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { parseOptions } from '../../../../shared/engine/trash-poker/options';
import type { AchievementState, TrashPokerOptions, TrashPokerState, UnlockRecord } from '../../../../shared/engine/trash-poker/types';
import { createUnlocks } from '../../../../shared/engine/trash-poker/unlocks';
import { allCards, c, kinds, playAll, run, selectState, state, type SeatSpec } from './helpers';
import { house, solo } from './solo-helpers';

function options(raw: object, players = 2): TrashPokerOptions {
  const r = parseOptions(raw, players);
  if (!r.ok) throw new Error(r.error);
  return r.options;
}

/** Achievements without a setup open (or those given), their jokers kept apart. */
function achievements(players: number, open = ACHIEVEMENTS.filter((a) => !a.setup).map((a) => a.id)): AchievementState {
  return {
    open: open.slice(),
    stack: ACHIEVEMENTS.filter((a) => open.includes(a.id)).map((a) => a.joker),
    fulfilled: Array.from({ length: players }, () => null),
    broken: Array.from({ length: players }, () => []),
    log: [],
  };
}

const LOSE = '2S 4H 6D 8C 10S';

/** The last cleanup, with achievements; confirming ends the game. */
function lastCleanup(seats: SeatSpec[], extra: Partial<TrashPokerState> = {}): TrashPokerState {
  const s = state({ phase: 'cleanup', round: 8, seats: seats.map((x, seat) => ({ step: 'cleanup-trash' as const, discard: c(seat, '2C'), ...x })) });
  s.achievements = achievements(seats.length);
  return { ...s, ...extra };
}

function finish(s: TrashPokerState) {
  return run(s, ...s.seats.map((_, seat): [number, { type: 'confirm' }] => [seat, { type: 'confirm' }]));
}

describe('Achievements (data)', () => {
  it('9 achievements, each unlocking a different joker of the unlockable stack', () => {
    expect(ACHIEVEMENTS).toHaveLength(9);
    expect(new Set(ACHIEVEMENT_JOKERS).size).toBe(9);
    for (const j of ACHIEVEMENT_JOKERS) expect(UNLOCKABLE_JOKER_IDS).toContain(j);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(9);
  });

  it('some trigger during the game, some at the end; some need a setup or a special rule', () => {
    expect(ACHIEVEMENTS.filter((a) => a.trigger.when === 'during').length).toBeGreaterThan(0);
    expect(ACHIEVEMENTS.filter((a) => a.trigger.when === 'end').length).toBeGreaterThan(0);
    expect(ACHIEVEMENTS.some((a) => a.setup)).toBe(true);
    expect(ACHIEVEMENTS.some((a) => a.rule)).toBe(true);
  });
});

describe('Achievements: Setup', () => {
  it('"Sort the following cards out of the unlockable joker stack": they are never drawn as unlocks', () => {
    const o = options({ achievements: true });
    expect(createUnlocks(o)!.stack).toEqual(UNLOCKABLE_JOKER_IDS.filter((j) => !ACHIEVEMENT_JOKERS.includes(j)));
    expect(createUnlocks(options({}))!.stack).toEqual([...UNLOCKABLE_JOKER_IDS]);
  });

  it('achievements whose setup the game lacks, or done before, cannot be fulfilled; jokers already unlocked are not kept apart', () => {
    const a = createAchievements(options({ achievements: true, achievementsDone: ['five-alive'], unlockedJokers: ['u11'] }), 2)!;
    expect(a.open).not.toContain('five-alive');
    expect(a.open).not.toContain('steady-hand');
    expect(a.open).not.toContain('house-breaker');
    expect(a.open).toContain('steel-wheel');
    expect(a.stack).not.toContain('u11');
    expect(a.stack).toContain('u01');
    expect(createAchievements(options({ achievements: true, variants: { trashTwoFromPot: true } }), 2)!.open).toContain('steady-hand');
    expect(createAchievements(options({ achievements: true, solo: { difficulty: 'expert' } }, 1), 1)!.open).toContain('house-breaker');
    expect(createAchievements(options({ achievements: true, solo: { difficulty: 'normal' } }, 1), 1)!.open).not.toContain('house-breaker');
  });

  it('the jokers kept apart are cards of the game (counted, public), never in the pool', () => {
    const s = trashPoker.setup({ players: 2, seed: 'ach', options: { achievements: true } });
    expect(s.achievements!.stack.sort()).toEqual(['u01', 'u02', 'u04', 'u07', 'u10', 'u11', 'u12']);
    expect(allCards(s)).toHaveLength(2 * 52 + 17 + 7);
    expect((trashPoker.view(s, null) as { achievements: { stack: string[] } }).achievements.stack).toHaveLength(7);
  });

  it('"Whoever fulfilled the achievement may take the unlocked joker instead of the one drawn during setup in the next game"', () => {
    const s = trashPoker.setup({ players: 2, seed: 'reward', options: { unlockedJokers: ['u04'], rewardJokers: ['u04', null] } });
    expect(s.seats[0].offer).toHaveLength(3);
    expect(s.seats[0].offer).toContain('u04');
    expect(s.seats[1].offer).toHaveLength(2);
    const r = run(s, [0, { type: 'keep-joker', card: 'u04' }]);
    expect(r.s.seats[0].discard).toEqual(['u04']);
    expect(parseOptions({ rewardJokers: ['u04'] }, 2)).toMatchObject({ ok: false, error: expect.stringMatching(/not in the joker pool/) });
  });
});

describe('Achievements: During the game', () => {
  it('"immediately take the corresponding joker and place it on the discard pile of the person who fulfilled it"', () => {
    const s = selectState([[...c(0, '2S 2H 2D 2C'), 'j01'], c(1, LOSE)]);
    s.achievements = achievements(2);
    const r = playAll(s);
    expect(kinds(r.events, 'achievement')).toEqual([{ kind: 'achievement', seat: 0, id: 'five-alive', name: 'Five Alive', joker: 'u04', when: 'during' }]);
    expect(r.s.seats[0].discard).toContain('u04');
    expect(r.s.achievements!.stack).not.toContain('u04');
    expect(r.s.achievements!.fulfilled).toEqual(['five-alive', null]);
    expect(r.s.achievements!.open).not.toContain('five-alive');
  });

  it('Steel Wheel: a straight with a flush', () => {
    const s = selectState([c(0, '5H 6H 7H 8H 9H'), c(1, LOSE)]);
    s.achievements = achievements(2);
    expect(playAll(s).s.achievements!.fulfilled).toEqual(['steel-wheel', null]);
  });

  it('"Everyone gets only 1 achievement": a second condition in the same game counts for nothing', () => {
    const upgrades = { lower: c(0, '3C 4C 5C 6C 7C 8C') };
    const s = selectState([[...c(0, '2S 2H 2D 2C'), 'j01'], c(1, LOSE)], { seatSpecs: [{ upgrades }, {}] });
    s.achievements = achievements(2);
    const r = playAll(s);
    // The upgrades already count at the first action; the Five of a Kind then counts for nothing.
    expect(kinds(r.events, 'achievement')).toHaveLength(1);
    expect(r.s.achievements!.fulfilled[0]).toBe('skyscraper');
    expect(r.s.achievements!.open).toContain('five-alive');
    expect(r.s.seats[0].discard).not.toContain('u04');
  });

  it('each achievement is fulfilled once: if two players score it together, the first seat takes it', () => {
    const s = selectState([
      [...c(0, '2S 2H 2D 2C'), 'j01'],
      [...c(1, '3S 3H 3D 3C'), 'j14'],
    ]);
    s.achievements = achievements(2);
    const r = playAll(s);
    expect(r.s.achievements!.fulfilled).toEqual(['five-alive', null]);
  });

  it('Bottomless: drawing through the whole deck ("I Can\'t Draw Enough Cards Anymore")', () => {
    const s = state({
      phase: 'cleanup',
      round: 1,
      stacks: [['j07']],
      seats: [
        { step: 'cleanup-trash', discard: [], draw: [], trash: c(0, '2C 3C 4C 5C 6C 7C 8C 9C') },
        { step: 'idle', draw: c(1, '2S 3S 4S 5S 6S 7S 8S') },
      ],
    });
    s.achievements = achievements(2);
    const r = run(s, [0, { type: 'confirm' }]);
    expect(r.s.seats[0].exhaustions).toBe(1);
    expect(r.s.achievements!.fulfilled[0]).toBe('bottomless');
    expect(r.s.seats[0].discard).toContain('u02');
  });

  it('Skyscraper: 6 upgrade cards under the tableau', () => {
    const s = selectState([c(0, '9S 9H 2D 4C 6S'), c(1, LOSE)], { seatSpecs: [{ upgrades: { lower: c(0, '3C 4C 5C'), drawMore: c(0, '7C 8C 10C') } }, {}] });
    s.achievements = achievements(2);
    expect(playAll(s).s.achievements!.fulfilled).toEqual(['skyscraper', null]);
  });

  it('the House cannot achieve achievements', () => {
    const s = selectState([c(0, LOSE)], { solo: solo([house({ draw: c(1, '2C 3C 4C 5C') })], { marker: 30 }) });
    s.achievements = achievements(1);
    const r = playAll(s);
    expect(r.s.achievements!.fulfilled).toEqual([null]);
    expect(r.s.achievements!.log).toEqual([]);
  });
});

describe('Achievements: At the end of the game', () => {
  it.each([
    ['Ace Bank: 6 "A"s in the deck', { draw: [...c(0, 'AS AH AD AC'), 'u01', ...c(1, 'AS')] }, 'ace-bank'],
    ['Queen\'s Court: 5 "Q"s in the deck', { draw: [...c(0, 'QS QH QD QC'), ...c(1, 'QS')] }, 'queens-court'],
    ['High Fives: 6 "5"s in the Trash', { trash: ['j09', ...c(0, '5S 5H 5D 5C')] }, 'high-fives'],
  ])('%s', (_name, seat0, id) => {
    const r = finish(lastCleanup([seat0, {}]));
    expect(r.s.achievements!.fulfilled[0]).toBe(id);
    // At the end the joker is unlocked, not put into play.
    const joker = ACHIEVEMENTS.find((a) => a.id === id)!.joker;
    expect(r.s.achievements!.stack).toContain(joker);
    const unlocks = trashPoker.result(r.s).extra!.unlocks as UnlockRecord[];
    expect(unlocks).toContainEqual({ seat: 0, kind: 'achievement', item: id, data: expect.objectContaining({ when: 'end' }) });
    expect(unlocks).toContainEqual({ seat: 0, kind: 'joker', item: joker, data: { via: 'achievement', achievement: id } });
    expect(trashPoker.result(r.s).extra!.achievements).toEqual([{ seat: 0, id, round: 8, joker }]);
  });

  it('Steady Hand: setup "Trash only 2 cards from the pot", never shuffle by choice, win', () => {
    const base = (broken: string[]) => {
      const s = lastCleanup([{ chips: 50 }, { chips: 10 }]);
      s.achievements = { ...achievements(2, ['steady-hand']), broken: [broken, []] };
      return s;
    };
    expect(finish(base([])).s.achievements!.fulfilled).toEqual(['steady-hand', null]);
    expect(finish(base(['steady-hand'])).s.achievements!.fulfilled).toEqual([null, null]);
  });

  it('Steady Hand: using the shuffle tile breaks its special rule', () => {
    const s = state({
      phase: 'cleanup',
      round: 3,
      stacks: [['j07']],
      seats: [{ step: 'cleanup-shuffle', shuffleActive: true, draw: c(0, '2S 3S 4S 5S 6S 7S 8S') }, { draw: c(1, '2S 3S 4S 5S 6S 7S 8S') }],
    });
    s.achievements = achievements(2, ['steady-hand']);
    const r = run(s, [0, { type: 'shuffle', use: true }]);
    expect(r.s.achievements!.broken[0]).toEqual(['steady-hand']);
    expect(kinds(r.events, 'achievement-lost')).toEqual([{ kind: 'achievement-lost', seat: 0, id: 'steady-hand' }]);
  });

  it('House Breaker: solo on Hard or Expert, beat the House', () => {
    const s = lastCleanup([{ chips: 60 }]);
    s.solo = solo([house({ chips: 59 })], { difficulty: 'hard', scoringCard: 'solo-hard-expert', side: 'hard' });
    s.achievements = achievements(1, ['house-breaker']);
    expect(finish(s).s.achievements!.fulfilled).toEqual(['house-breaker']);
    const lost = lastCleanup([{ chips: 60 }]);
    lost.solo = solo([house({ chips: 60 })], { difficulty: 'hard', scoringCard: 'solo-hard-expert', side: 'hard' });
    lost.achievements = achievements(1, ['house-breaker']);
    expect(finish(lost).s.achievements!.fulfilled).toEqual([null]);
  });

  it('without achievements nothing is detected and the result lists none', () => {
    const r = finish(lastCleanup([{ draw: c(0, 'AS AH AD AC AS') }, {}], { achievements: null }));
    expect(trashPoker.result(r.s).extra).toMatchObject({ achievements: [], unlocks: [] });
  });
});

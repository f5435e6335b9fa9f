import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { parseOptions } from '../../../../shared/engine/trash-poker/options';
import { jokerStackSizes } from '../../../../shared/engine/trash-poker/setup';
import { STARTING_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { cardInfo } from '../../../../shared/engine/trash-poker/cards';
import { JOKER_STACKS } from '../../../../shared/engine/trash-poker/tables';
import { allCards, run, state, refusal } from './helpers';

describe('Setup', () => {
  it.each([2, 3, 4])('step 6: each of %i players has a shuffled 52-card deck of their own cards', (players) => {
    const s = trashPoker.setup({ players, seed: 'decks' });
    s.seats.forEach((p, seat) => {
      const deck = [...p.draw, ...p.discard, ...p.hand];
      expect(deck.filter((c) => !c.startsWith('j'))).toHaveLength(52);
      expect(p.draw.every((c) => cardInfo(c).owner === seat)).toBe(true);
    });
    expect(s.seats[0].draw).not.toEqual(s.seats.length > 1 ? s.seats[1].draw.map((c) => c.replace(/^1/, '0')) : []);
  });

  it('step 8: deals 2 jokers to everyone, hidden from the others', () => {
    const s = trashPoker.setup({ players: 3, seed: 'deal' });
    expect(s.phase).toBe('choose-joker');
    expect(trashPoker.actors(s)).toEqual([0, 1, 2]);
    for (const p of s.seats) expect(p.offer).toHaveLength(2);
    const spectator = JSON.stringify(trashPoker.view(s, null));
    for (const p of s.seats) for (const j of p.offer) expect(spectator).not.toContain(`"${j}"`);
    const own = trashPoker.view(s, 1) as { legal: unknown[] };
    expect(own.legal).toEqual(s.seats[1].offer.map((card) => ({ type: 'keep-joker', card })));
  });

  it('steps 8-9: the kept joker lies face up on the discard pile, the other goes back in the box', () => {
    const s0 = trashPoker.setup({ players: 2, seed: 'keep' });
    const [keep0, back0] = s0.seats[0].offer;
    const [keep1, back1] = s0.seats[1].offer;
    const { s } = run(s0, [0, { type: 'keep-joker', card: keep0 }], [1, { type: 'keep-joker', card: keep1 }]);
    expect(s.seats[0].discard).toContain(keep0);
    expect(s.seats[1].discard).toContain(keep1);
    expect(s.box).toEqual(expect.arrayContaining([back0, back1]));
    // Round 1 starts: 7 cards drawn, the round's jokers face up.
    expect(s.round).toBe(1);
    expect(s.phase).toBe('draw');
    for (const p of s.seats) expect(p.hand).toHaveLength(7);
    expect(s.middle).toHaveLength(2);
    expect(s.stacks.map((x) => x.length)).toEqual([2, 2, 2, 2, 2, 1]);
  });

  it('step 9: the 2-player row of the joker stack table (rounds 1-6 two jokers, round 7 one)', () => {
    expect(JOKER_STACKS[2]).toEqual([2, 2, 2, 2, 2, 2, 1]);
  });

  it.each([
    [2, 13, [2, 2, 2, 2, 2, 2, 1]],
    [3, 11, [2, 2, 2, 2, 1, 1, 1]],
    [4, 9, [2, 2, 1, 1, 1, 1, 1]],
    [2, 5, [1, 1, 1, 1, 1, 0, 0]],
    [4, 20, [2, 2, 2, 2, 2, 2, 2]],
  ])('step 9: %i players with %i jokers left form stacks %j (all jokers used, 2s first)', (players, left, sizes) => {
    expect(jokerStackSizes(players, left)).toEqual(sizes);
  });

  it.each([2, 3, 4])('step 9: with %i players every remaining joker is in a stack (none wasted)', (players) => {
    let s = trashPoker.setup({ players, seed: `stacks${players}` });
    for (let seat = 0; seat < players; seat++) s = run(s, [seat, { type: 'keep-joker', card: s.seats[seat].offer[0] }]).s;
    const inPlay = s.middle.length + s.stacks.flat().length;
    expect(inPlay).toBe(17 - 2 * players);
    expect(s.box).toHaveLength(players);
  });

  it('cards are conserved from the first state: 52 per seat plus the 17 jokers', () => {
    const s = trashPoker.setup({ players: 4, seed: 'count' });
    const cards = allCards(s);
    expect(cards).toHaveLength(4 * 52 + 17);
    expect(new Set(cards).size).toBe(cards.length);
  });

  it('the same seed gives the same game; another seed another', () => {
    const a = trashPoker.setup({ players: 3, seed: 'same' });
    expect(trashPoker.setup({ players: 3, seed: 'same' })).toEqual(a);
    expect(trashPoker.setup({ players: 3, seed: 'other' })).not.toEqual(a);
  });

  it('the state is plain JSON', () => {
    const s = trashPoker.setup({ players: 4, seed: 'json' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('Setup options', () => {
  it('defaults to the 17 starting jokers, no variants, no House, unlocks on and achievements off', () => {
    const r = parseOptions(undefined, 2);
    expect(r).toEqual({
      ok: true,
      options: {
        variants: { trashTwoFromPot: false, draftJokers: false, personalJokers: false, rounds: 8 },
        jokerPool: [...STARTING_JOKER_IDS],
        unlockedJokers: [],
        unlocks: true,
        boxLid: [0, 0, 0, 0, 0, 0, 0],
        achievements: false,
        achievementsDone: [],
        rewardJokers: [null, null],
        lastLoser: 0,
        solo: null,
      },
    });
  });

  it.each([
    ['not an object', 'x', /object/],
    ['unknown option', { colour: 'red' }, /Unknown option "colour"/],
    ['unknown variant', { variants: { easy: true } }, /Unknown variant/],
    ['variant not boolean', { variants: { trashTwoFromPot: 'yes' } }, /true or false/],
    ['pool not a list', { jokerPool: 'j01' }, /list/],
    ['unknown joker', { jokerPool: ['j01', 'j99', 'j02', 'j03'] }, /Unknown joker "j99"/],
    ['Final Joker in the pool', { jokerPool: ['jF', 'j02', 'j03', 'j04'] }, /Unknown joker/],
    ['duplicate joker', { jokerPool: ['j01', 'j01', 'j02', 'j03'] }, /twice/],
    ['pool too small', { jokerPool: ['j01', 'j02', 'j03'] }, /at least 4/],
    ['huge pool', { jokerPool: Array.from({ length: 1000 }, () => 'j01') }, /at most/],
    ['draft without enough jokers', { variants: { draftJokers: true } }, /at least 6 unlocked jokers/],
  ])('refuses %s with a readable message', (_name, options, message) => {
    const r = parseOptions(options, 2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
    expect(() => trashPoker.setup({ players: 2, seed: 'x', options: options as object })).toThrow(message);
  });

  it.each([0, 5, 2.5])('refuses %s players', (players) => {
    expect(() => trashPoker.setup({ players, seed: 'x' })).toThrow(/1 to 4 players/);
  });

  it('plays with a smaller joker pool: fewer jokers per round', () => {
    const pool = ['j01', 'j02', 'j03', 'j04', 'j05', 'j06'];
    let s = trashPoker.setup({ players: 2, seed: 'small', options: { jokerPool: pool } });
    s = run(s, [0, { type: 'keep-joker', card: s.seats[0].offer[0] }], [1, { type: 'keep-joker', card: s.seats[1].offer[0] }]).s;
    expect(s.middle.length + s.stacks.flat().length).toBe(2);
    expect(
      allCards(s)
        .filter((x) => x.startsWith('j'))
        .sort(),
    ).toEqual(pool);
  });
});

describe('Variants for Pros: drafting jokers', () => {
  // Only 17 jokers exist until the unlockable jokers are entered, so the draft starts from a literal state.
  const draftState = () => {
    const s = state({ phase: 'draft', round: 0, seats: [{}, {}, {}] });
    s.draft = { revealed: [...STARTING_JOKER_IDS], keep: 14, turn: 0 };
    return s;
  };

  it('removes one revealed joker per turn, clockwise, until the number to keep remains, then deals', () => {
    let s = draftState();
    expect(trashPoker.actors(s)).toEqual([0]);
    s = run(s, [0, { type: 'remove-joker', card: 'j01' }]).s;
    expect(trashPoker.actors(s)).toEqual([1]);
    expect(s.box).toEqual(['j01']);
    s = run(s, [1, { type: 'remove-joker', card: 'j02' }]).s;
    const last = run(s, [2, { type: 'remove-joker', card: 'j03' }]);
    s = last.s;
    expect(s.draft).toBeNull();
    expect(s.phase).toBe('choose-joker');
    expect(s.box).toEqual(['j01', 'j02', 'j03']);
    for (const p of s.seats) expect(p.offer).toHaveLength(2);
    expect(s.seats.flatMap((p) => p.offer).some((j) => ['j01', 'j02', 'j03'].includes(j))).toBe(false);
  });

  it('refuses removing out of turn or a joker not in the draft', () => {
    const s = draftState();
    expect(refusal(s, 1, { type: 'remove-joker', card: 'j01' }).code).toBe('not-your-turn');
    expect(refusal(s, 0, { type: 'remove-joker', card: 'jF' }).error).toMatch(/not in the draft/);
  });
});

import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { parseOptions } from '../../../../shared/engine/trash-poker/options';
import type { TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { allCards, c, kinds, refusal, run, state } from './helpers';
import { playGreedyGame } from './random-games';

const unlocked = (n: number) => UNLOCKABLE_JOKER_IDS.slice(0, n);

/** Removes the first revealed joker until the draft ends. */
function draftOut(s: TrashPokerState): TrashPokerState {
  while (s.phase === 'draft') {
    const seat = trashPoker.actors(s)[0];
    s = run(s, [seat, { type: 'remove-joker', card: s.draft!.revealed[0] }]).s;
  }
  return s;
}

describe('Variants for Pros: Drafting jokers', () => {
  it('"Once you have unlocked at least 6 new jokers": refused with 5, allowed with 6', () => {
    expect(parseOptions({ unlockedJokers: unlocked(5), variants: { draftJokers: true } }, 2)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/at least 6 unlocked jokers/),
    });
    expect(parseOptions({ unlockedJokers: unlocked(6), variants: { draftJokers: true } }, 2).ok).toBe(true);
  });

  it('"Reveal 23 jokers. Whoever lost the last game removes 1", then clockwise "until only 17 remain"', () => {
    const s = trashPoker.setup({ players: 3, seed: 'draft', options: { unlockedJokers: unlocked(8), variants: { draftJokers: true }, lastLoser: 2 } });
    expect(s.phase).toBe('draft');
    expect(s.draft!.revealed).toHaveLength(23);
    expect(s.box).toHaveLength(2);
    expect(trashPoker.actors(s)).toEqual([2]);
    const first = run(s, [2, { type: 'remove-joker', card: s.draft!.revealed[0] }]);
    expect(trashPoker.actors(first.s)).toEqual([0]);
    const done = draftOut(first.s);
    expect(done.phase).toBe('choose-joker');
    expect(done.box).toHaveLength(2 + 6);
    // 17 jokers are in the game: 2 dealt to each of 3 players, 11 for the stacks.
    expect(done.jokerDeck.length + done.seats.flatMap((p) => p.offer).length).toBe(17);
    expect(allCards(done)).toHaveLength(3 * 52 + 25);
  });

  it('the revealed draft is public; removing out of turn is refused', () => {
    const s = trashPoker.setup({ players: 2, seed: 'draft2', options: { unlockedJokers: unlocked(6), variants: { draftJokers: true } } });
    expect((trashPoker.view(s, 1) as TrashPokerView).draft!.revealed).toEqual(s.draft!.revealed);
    expect(refusal(s, 1, { type: 'remove-joker', card: s.draft!.revealed[0] }).code).toBe('not-your-turn');
  });

  it('solo: the player removes every joker the draft needs gone', () => {
    const s = trashPoker.setup({ players: 1, seed: 'draft-solo', options: { unlockedJokers: unlocked(6), variants: { draftJokers: true } } });
    expect(trashPoker.actors(s)).toEqual([0]);
    expect(draftOut(s).box).toHaveLength(6);
  });
});

describe('Variants for Pros: Drafting personal jokers', () => {
  it('"Once you have unlocked at least 10 new jokers and are playing with the Drafting jokers variant"', () => {
    expect(parseOptions({ unlockedJokers: unlocked(9), variants: { draftJokers: true, personalJokers: true } }, 2)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/at least 10 unlocked jokers/),
    });
    expect(parseOptions({ unlockedJokers: unlocked(10), variants: { personalJokers: true } }, 2)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/with the "Drafting jokers" variant/),
    });
    expect(parseOptions({ unlockedJokers: unlocked(10), variants: { draftJokers: true, personalJokers: true } }, 2).ok).toBe(true);
  });

  it('"each of you keeps the jokers you remove" (face up, for everyone to see)', () => {
    const s = trashPoker.setup({
      players: 2,
      seed: 'personal',
      options: { unlockedJokers: unlocked(10), variants: { draftJokers: true, personalJokers: true } },
    });
    const card = s.draft!.revealed[0];
    const r = run(s, [0, { type: 'remove-joker', card }]);
    expect(r.s.personal[0]).toEqual([card]);
    expect((trashPoker.view(r.s, 1) as TrashPokerView).personal[0]).toEqual([card]);
    const done = draftOut(r.s);
    expect(done.personal.map((x) => x.length)).toEqual([3, 3]);
  });

  function shuffling(personal: string[]) {
    return state({
      phase: 'cleanup',
      round: 3,
      stacks: [['j07']],
      variants: { draftJokers: true, personalJokers: true },
      personal: [personal, []],
      seats: [
        { step: 'cleanup-shuffle', shuffleActive: true, draw: c(0, '2S 3S 4S 5S 6S 7S 8S'), discard: c(0, '9S') },
        { draw: c(1, '2S 3S 4S 5S 6S 7S 8S') },
      ],
    });
  }

  it('"Whenever someone uses a shuffle tile, that person may choose 1 of their own jokers, show it to the others, and shuffle it in"', () => {
    const r = run(shuffling(['u05', 'u08']), [0, { type: 'shuffle', use: true }]);
    expect(r.s.seats[0].step).toBe('personal-joker');
    expect(trashPoker.legalActions(r.s, 0)).toEqual([{ type: 'pick', card: 'u05' }, { type: 'pick', card: 'u08' }, { type: 'confirm' }]);
    const done = run(r.s, [0, { type: 'pick', card: 'u08' }], [0, { type: 'confirm' }]);
    expect(done.s.personal[0]).toEqual(['u05']);
    // The next round has begun: the joker is in the deck, which was shuffled (7 cards are in hand).
    const deck = [...done.s.seats[0].draw, ...done.s.seats[0].hand];
    expect(deck).toContain('u08');
    expect(deck).toHaveLength(9);
    expect(kinds(done.events, 'personal-joker')).toEqual([{ kind: 'personal-joker', seat: 0, card: 'u08' }]);
    expect(kinds(done.events, 'shuffled')).toHaveLength(1);
  });

  it('the choice may be skipped; without personal jokers the tile shuffles at once', () => {
    const skip = run(shuffling(['u05']), [0, { type: 'shuffle', use: true }], [0, { type: 'confirm' }]);
    expect(skip.s.personal[0]).toEqual(['u05']);
    expect(kinds(skip.events, 'shuffled')).toHaveLength(1);
    const none = run(shuffling([]), [0, { type: 'shuffle', use: true }]);
    expect(kinds(none.events, 'shuffled')).toHaveLength(1);
    expect(none.s.seats[0].step).not.toBe('personal-joker');
    const keep = run(shuffling(['u05']), [0, { type: 'shuffle', use: false }]);
    expect(keep.s.personal[0]).toEqual(['u05']);
  });
});

describe('A shorter game (variants.rounds)', () => {
  it('accepts 2 to 8 rounds and refuses anything else', () => {
    expect(parseOptions({ variants: { rounds: 3 } }, 2)).toMatchObject({ ok: true, options: { variants: { rounds: 3 } } });
    for (const rounds of [1, 9, 2.5, '3']) {
      expect(parseOptions({ variants: { rounds } }, 2)).toMatchObject({ ok: false, error: 'A game lasts 2 to 8 rounds.' });
    }
  });

  it('makes one joker stack per round but the last; the other jokers go back in the box', () => {
    let s = trashPoker.setup({ players: 2, seed: 'short', options: { variants: { rounds: 3 } } });
    for (const seat of [0, 1]) s = run(s, [seat, { type: 'keep-joker', card: s.seats[seat].offer[0] }]).s;
    // Round 1 has begun: its stack is on the scoring track, round 2's is left; round 3 is the last.
    expect(s.middle).toHaveLength(2);
    expect(s.stacks.map((x) => x.length)).toEqual([2]);
    expect(allCards(s).sort()).toEqual(allCards(trashPoker.setup({ players: 2, seed: 'short' })).sort());
  });

  it('plays its last round with the Final Joker and ends after it, scored in every category', () => {
    const final = playGreedyGame(2, 5000, { variants: { rounds: 3 } });
    expect(final.round).toBe(3);
    expect(trashPoker.isOver(final)).toBe(true);
    const standings = trashPoker.result(final).standings;
    for (const line of standings) expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).toBe(line.score);
    expect(trashPoker.describeTable!(final)).toBe('3 rounds');
  });
});

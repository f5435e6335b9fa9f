import { describe, expect, it } from 'vitest';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { parseOptions } from '../../../../shared/engine/trash-poker/options';
import { BOX_LID_ROWS } from '../../../../shared/engine/trash-poker/tables';
import type { TrashPokerState, UnlockRecord } from '../../../../shared/engine/trash-poker/types';
import { checkmarkRow, createUnlocks } from '../../../../shared/engine/trash-poker/unlocks';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { c, kinds, refusal, run, state } from './helpers';

const EMPTY_LID = BOX_LID_ROWS.map(() => 0);

/** The last cleanup of a game whose seats have these chips; confirming ends the game. */
function lastCleanup(chips: number[], lid: number[] = EMPTY_LID, stack: string[] = [...UNLOCKABLE_JOKER_IDS]): TrashPokerState {
  const s = state({
    phase: 'cleanup',
    round: 8,
    seats: chips.map((n, seat) => ({ chips: n, step: 'cleanup-trash' as const, discard: c(seat, '2C') })),
  });
  s.unlock = { lid: lid.slice(), stack: stack.slice(), queue: [], offer: [], records: [] };
  s.seats.forEach((p) => (p.score = { ...p.score, places: p.chips }));
  return s;
}

function finish(s: TrashPokerState) {
  return run(s, ...s.seats.map((_, seat): [number, { type: 'confirm' }] => [seat, { type: 'confirm' }]));
}

describe('Unlocking Stuff: the box lid', () => {
  it('rows start at 90 points, rise by 10, have fewer boxes higher up, and hold more checkmarks than there are jokers', () => {
    expect(BOX_LID_ROWS[0].points).toBe(90);
    for (let i = 1; i < BOX_LID_ROWS.length; i++) {
      expect(BOX_LID_ROWS[i].points).toBe(BOX_LID_ROWS[i - 1].points + 10);
      expect(BOX_LID_ROWS[i].boxes).toBeLessThanOrEqual(BOX_LID_ROWS[i - 1].boxes);
    }
    expect(BOX_LID_ROWS.reduce((n, r) => n + r.boxes, 0)).toBeGreaterThan(UNLOCKABLE_JOKER_IDS.length);
  });

  it.each([
    ['89 points: no checkmark', EMPTY_LID, 89, null],
    ['exactly 90 ("90 or more points")', EMPTY_LID, 90, 90],
    ['105: the highest row whose value it reached', EMPTY_LID, 105, 100],
    ['160: the top row', EMPTY_LID, 160, 150],
    ['105 with the 100 row full: a lower row with an empty box', [0, 4, 0, 0, 0, 0, 0], 105, 90],
    ['105 with both reachable rows full: no checkmark ("you\'ll always need more chips")', [5, 4, 0, 0, 0, 0, 0], 105, null],
    ['125 with the 120 row full', [0, 0, 0, 3, 0, 0, 0], 125, 110],
  ])('%s', (_name, lid, score, row) => {
    const i = checkmarkRow(lid, score);
    expect(i === null ? null : BOX_LID_ROWS[i].points).toBe(row);
  });
});

describe('Unlocking Stuff: after the game', () => {
  it('"If you finish a game with 90 or more points, make a checkmark"; then "draw 3 of them. Choose 1"', () => {
    const r = finish(lastCleanup([95, 80]));
    expect(kinds(r.events, 'checkmark')).toEqual([{ kind: 'checkmark', seat: 0, row: 90, box: 1, score: 95, by: 'player' }]);
    expect(r.s.phase).toBe('unlock');
    expect(trashPoker.isOver(r.s)).toBe(false);
    expect(trashPoker.actors(r.s)).toEqual([0]);
    const offer = r.s.unlock!.offer;
    expect(offer).toHaveLength(3);
    expect(trashPoker.legalActions(r.s, 0)).toEqual(offer.map((card) => ({ type: 'choose-unlock', card })));
    expect(kinds(r.events, 'unlock-offered')).toEqual([{ kind: 'unlock-offered', seat: 0, cards: offer }]);
    expect(kinds(r.events, 'game-scored')).toHaveLength(1);
    expect(kinds(r.events, 'game-over')).toEqual([]);
  });

  it('"Shuffle the other 2 jokers back into the stack"; the chosen one is unlocked and the game is over', () => {
    const r = finish(lastCleanup([95, 80]));
    const [chosen, ...others] = r.s.unlock!.offer;
    const done = run(r.s, [0, { type: 'choose-unlock', card: chosen }]);
    expect(trashPoker.isOver(done.s)).toBe(true);
    expect(done.s.unlock!.stack).toHaveLength(12);
    expect(done.s.unlock!.stack).toEqual(expect.arrayContaining(others));
    expect(done.s.unlock!.stack).not.toContain(chosen);
    expect(kinds(done.events, 'game-over')).toHaveLength(1);
    const extra = trashPoker.result(done.s).extra!;
    expect(extra.unlocks).toEqual([
      { seat: 0, kind: 'checkmark', item: '90-1', data: { row: 90, box: 1, score: 95, by: 'player' } },
      { seat: 0, kind: 'joker', item: chosen, data: { via: 'checkmark' } },
    ] satisfies UnlockRecord[]);
    expect(extra.boxLid).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(extra.unlocksPending).toBe(false);
  });

  it('"Even if you lost, you may still unlock jokers": several players unlock, best placed first, from the shrinking stack', () => {
    const r = finish(lastCleanup([120, 95]));
    expect(kinds(r.events, 'checkmark').map((e) => [e.seat, e.row])).toEqual([
      [0, 120],
      [1, 90],
    ]);
    const first = r.s.unlock!.offer;
    const a = run(r.s, [0, { type: 'choose-unlock', card: first[1] }]);
    expect(trashPoker.actors(a.s)).toEqual([1]);
    expect(a.s.unlock!.offer).not.toContain(first[1]);
    expect(refusal(a.s, 0, { type: 'choose-unlock', card: a.s.unlock!.offer[0] }).code).toBe('not-your-turn');
    const b = run(a.s, [1, { type: 'choose-unlock', card: a.s.unlock!.offer[2] }]);
    expect(trashPoker.isOver(b.s)).toBe(true);
    const jokers = (trashPoker.result(b.s).extra!.unlocks as UnlockRecord[]).filter((u) => u.kind === 'joker');
    expect(jokers.map((u) => u.seat)).toEqual([0, 1]);
  });

  it('a checkmark goes in a row you reached with an empty box: filled rows need more chips', () => {
    const r = finish(lastCleanup([105, 104], [0, 3, 0, 0, 0, 0, 0]));
    expect(kinds(r.events, 'checkmark').map((e) => [e.seat, e.row, e.box])).toEqual([
      [0, 100, 4],
      [1, 90, 1],
    ]);
  });

  it('with fewer than 3 jokers left, draw what is left; with none, the checkmark stays and nothing is drawn', () => {
    const two = finish(lastCleanup([95, 10], EMPTY_LID, ['u05', 'u09']));
    expect([...two.s.unlock!.offer].sort()).toEqual(['u05', 'u09']);
    const none = finish(lastCleanup([95, 10], EMPTY_LID, []));
    expect(trashPoker.isOver(none.s)).toBe(true);
    expect(kinds(none.events, 'unlock-none')).toEqual([{ kind: 'unlock-none', seat: 0 }]);
    expect(trashPoker.result(none.s).extra!.unlocks).toEqual([
      { seat: 0, kind: 'checkmark', item: '90-1', data: { row: 90, box: 1, score: 95, by: 'player' } },
    ]);
  });

  it('the offer is public, the rest of the stack is a count; refusals name the offer', () => {
    const r = finish(lastCleanup([95, 80]));
    const v = trashPoker.view(r.s, 1) as TrashPokerView;
    expect(v.unlock).toMatchObject({ offer: r.s.unlock!.offer, stackCount: 10, queue: [{ seat: 0, reason: 'checkmark' }] });
    expect(JSON.stringify(v)).not.toContain(`"${r.s.unlock!.stack[0]}"`);
    expect(refusal(r.s, 0, { type: 'choose-unlock', card: r.s.unlock!.stack[0] }).error).toMatch(/one of the jokers you drew/);
    expect(refusal(r.s, 0, { type: 'choose-unlock' }).code).toBe('bad-action');
  });

  it('the draw is seeded: the same game offers the same jokers (replayable)', () => {
    expect(finish(lastCleanup([95, 80])).s.unlock!.offer).toEqual(finish(lastCleanup([95, 80])).s.unlock!.offer);
  });

  it('without unlocks (option unlocks: false) the game ends at final scoring', () => {
    const s = lastCleanup([95, 80]);
    s.unlock = null;
    const r = finish(s);
    expect(trashPoker.isOver(r.s)).toBe(true);
    expect(trashPoker.result(r.s).extra).toMatchObject({ unlocks: [], boxLid: [] });
  });

  it('a real game: unlocks on by default; 90+ scores earn a choice before the game is over', () => {
    let s = trashPoker.setup({ players: 2, seed: 'unlock-game' });
    while (s.phase !== 'unlock' && !trashPoker.isOver(s)) {
      const seat = trashPoker.actors(s)[0];
      s = run(s, [seat, trashPoker.botAction(s, seat)]).s;
    }
    const scores = s.result!.standings.map((x) => x.score);
    expect(s.phase === 'unlock').toBe(scores.some((x) => x >= 90));
  });
});

describe('Unlocking Stuff: options', () => {
  it('the unlockable stack is every joker not unlocked yet', () => {
    const ok = parseOptions({ unlockedJokers: ['u01', 'u02'] }, 2);
    if (!ok.ok) throw new Error(ok.error);
    expect(createUnlocks(ok.options)!.stack).toEqual(UNLOCKABLE_JOKER_IDS.filter((id) => id !== 'u01' && id !== 'u02'));
    expect(ok.options.jokerPool).toContain('u01');
  });

  it.each([
    ['a box lid that is not a list', { boxLid: 3 }, /checkmarks per row/],
    ['more checkmarks than boxes', { boxLid: [6] }, /Row 90 of the box lid has 5 boxes/],
    ['a negative count', { boxLid: [0, -1] }, /Row 100/],
    ['unlocks not a boolean', { unlocks: 'yes' }, /true or false/],
    ['a duplicate unlocked joker', { unlockedJokers: ['u01', 'u01'] }, /twice/],
  ])('refuses %s', (_name, options, message) => {
    const r = parseOptions(options, 2);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

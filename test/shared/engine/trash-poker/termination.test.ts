/**
 * Games end, whatever forward moves the players make ("Round Sequence": 8 rounds, each step a
 * finite choice). A forward move is any legal action but `unpick` (undoing a pick is the one
 * move that may lead back to an earlier situation). The bound, argued in docs/rules/trash-poker.md
 * ("Every game ends"): at most `MOVES_PER_SEAT_ROUND` moves per seat and round, so at most
 * `maxMoves(players)` moves per game. Checked with fast-check for 1-4 players, solo and Houses at
 * bigger tables, unlockable jokers, achievements, the pro variants and the unlock phase, under
 * several styles of forward play; after every move the legal actions, `apply` and the view agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../../shared/engine/rng';
import { trashPoker } from '../../../../shared/engine/trash-poker/index';
import { UNLOCKABLE_JOKER_IDS } from '../../../../shared/engine/trash-poker/jokers';
import { DIFFICULTIES, type TrashPokerAction, type TrashPokerState } from '../../../../shared/engine/trash-poker/types';
import type { TrashPokerView } from '../../../../shared/engine/trash-poker/view';
import { c, playAll, refusal, run, selectState } from './helpers';

/** Moves one seat makes in one round at most (see the docs: 3 × hand + trash-more + 25 ≤ 120). */
const MOVES_PER_SEAT_ROUND = 120;
/** Moves a whole game takes at most: 8 rounds, plus the joker draft (6), keeping a joker and unlocks. */
const maxMoves = (players: number): number => 8 * MOVES_PER_SEAT_ROUND * players + 6 + players + 4;

type Chooser = (rng: RngState, forward: TrashPokerAction[]) => TrashPokerAction;

/** Styles of forward play; `stall` and `picky` prefer moves that do not end the step. */
const STYLES: Record<string, Chooser> = {
  uniform: (rng, forward) => forward[nextInt(rng, forward.length)],
  stall: (rng, forward) => {
    const keepGoing = forward.filter((a) => a.type !== 'confirm' && !(a.type === 'shuffle' && !a.use));
    const pool = keepGoing.length > 0 ? keepGoing : forward;
    return pool[nextInt(rng, pool.length)];
  },
  picky: (rng, forward) => forward.find((a) => a.type === 'pick') ?? forward.find((a) => a.type === 'take-top') ?? forward[nextInt(rng, forward.length)],
  hasty: (rng, forward) => forward.find((a) => a.type === 'confirm') ?? forward[nextInt(rng, forward.length)],
};

/** The forward actions among the legal ones (all of them when only unpicks are left). */
function forwardOf(legal: TrashPokerAction[]): TrashPokerAction[] {
  const forward = legal.filter((a) => a.type !== 'unpick');
  return forward.length > 0 ? forward : legal;
}

/** Legal actions, `apply` and the view agree for `seat` in `s`. */
function checkAgreement(s: TrashPokerState, seat: number, legal: TrashPokerAction[]): void {
  expect((trashPoker.view(s, seat) as TrashPokerView).legal).toEqual(legal);
  // Every seat's selection in its view is exactly what it can unpick (nothing while it waits).
  for (let i = 0; i < s.players; i++) {
    const me = (trashPoker.view(s, i) as TrashPokerView).seats[i];
    const unpicks = trashPoker.legalActions(s, i).flatMap((a) => (a.type === 'unpick' ? [a.card] : []));
    expect([...(me.picked ?? [])].sort(), `seat ${i} in ${me.step}`).toEqual(unpicks.sort());
    expect(me.pickedCount).toBeGreaterThanOrEqual(unpicks.length);
  }
  // Every legal action is accepted (a sample keeps the test fast; over a game it covers each kind).
  for (const a of [legal[0], legal[legal.length - 1], legal[legal.length >> 1]]) {
    const r = trashPoker.apply(s, seat, a);
    expect(r.ok, `${JSON.stringify(a)} refused: ${r.ok ? '' : r.error}`).toBe(true);
  }
}

interface Outcome {
  moves: number;
  /** The most moves one seat made in one round (draft, keeping a joker and unlocks aside). */
  worstSeatRound: number;
  sawUnlock: boolean;
}

function playForward(players: number, seed: string, options: object, choose: Chooser, check: boolean): Outcome {
  let s = trashPoker.setup({ players, seed, options });
  const rng = seedRng(`forward-${seed}`);
  const perSeatRound = new Map<string, number>();
  let moves = 0;
  let sawUnlock = false;
  while (!trashPoker.isOver(s)) {
    if (moves >= maxMoves(players)) throw new Error(`no end after ${moves} moves (round ${s.round}, ${s.phase})`);
    const actors = trashPoker.actors(s);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = trashPoker.legalActions(s, seat);
    if (check) checkAgreement(s, seat, legal);
    if (s.phase !== 'draft' && s.phase !== 'choose-joker' && s.phase !== 'unlock') {
      const key = `${s.round}/${seat}`;
      perSeatRound.set(key, (perSeatRound.get(key) ?? 0) + 1);
    }
    sawUnlock ||= s.phase === 'unlock';
    const r = trashPoker.apply(s, seat, choose(rng, forwardOf(legal)));
    if (!r.ok) throw new Error(r.error);
    s = r.state;
    moves++;
  }
  return { moves, worstSeatRound: Math.max(0, ...perSeatRound.values()), sawUnlock };
}

/** Options for `players` seats: Houses, unlockable jokers, achievements, the pro variants. */
const gameOptions = (players: number) =>
  fc
    .record({
      unlockedJokers: fc.subarray([...UNLOCKABLE_JOKER_IDS]),
      achievements: fc.boolean(),
      trashTwo: fc.boolean(),
      draft: fc.boolean(),
      houses: fc.integer({ min: players === 1 ? 1 : 0, max: 4 - players }),
      difficulty: fc.constantFrom(...DIFFICULTIES),
    })
    .map(({ unlockedJokers, achievements, trashTwo, draft, houses, difficulty }) => ({
      unlockedJokers,
      achievements,
      variants: {
        trashTwoFromPot: trashTwo,
        draftJokers: draft && unlockedJokers.length >= 6,
        personalJokers: draft && unlockedJokers.length >= 10,
      },
      solo: houses > 0 ? { houses, difficulty } : null,
    }));

const game = fc.integer({ min: 1, max: 4 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    seed: fc.string({ maxLength: 8 }),
    options: gameOptions(players),
    style: fc.constantFrom(...Object.keys(STYLES)),
  }),
);

describe('Every game ends: forward moves (anything but unpick) finish the game within the bound', () => {
  it(`at most ${MOVES_PER_SEAT_ROUND} moves per seat and round, ${maxMoves(4)} per 4-player game; legal actions, apply and view agree`, () => {
    let unlockPhases = 0;
    fc.assert(
      fc.property(game, ({ players, seed, options, style }) => {
        const out = playForward(players, seed, options, STYLES[style], true);
        expect(out.moves).toBeLessThanOrEqual(maxMoves(players));
        expect(out.worstSeatRound).toBeLessThanOrEqual(MOVES_PER_SEAT_ROUND);
        if (out.sawUnlock) unlockPhases++;
      }),
      { numRuns: 80 },
    );
    // About 1 game in 5 earns an unlock: the unlock phase was played through too.
    expect(unlockPhases).toBeGreaterThan(0);
  });

  it.each(Object.keys(STYLES))('style "%s": 2-4 players, many seeds, without the per-move checks', (style) => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), (players, seed) => {
        const out = playForward(players, seed, {}, STYLES[style], false);
        expect(out.moves).toBeLessThanOrEqual(maxMoves(players));
        expect(out.worstSeatRound).toBeLessThanOrEqual(MOVES_PER_SEAT_ROUND);
      }),
      { numRuns: 40 },
    );
  });

  it('the server test clients\' generator (the reported livelock: stuck in "upgrade" picking cards) finishes every game', () => {
    // Their generator loses low bits in floating point, so it keeps choosing the same few
    // indices: before the fix those were other cards' `pick`s, replacing the chosen card forever.
    for (let g = 0; g < 40; g++) {
      let s = trashPoker.setup({ players: 4, seed: `s${g}` });
      let x = g + 1;
      let moves = 0;
      while (!trashPoker.isOver(s)) {
        expect(moves).toBeLessThan(maxMoves(4));
        const seat = trashPoker.actors(s)[0];
        const forward = forwardOf(trashPoker.legalActions(s, seat));
        x = (x * 1103515245 + 12345) % 2 ** 31;
        const r = trashPoker.apply(s, seat, forward[x % forward.length]);
        if (!r.ok) throw new Error(r.error);
        s = r.state;
        moves++;
      }
    }
  });
});

describe('Upgrades: one card at a time, then its area ("8, 9, 10", Jokers 5, 6, 10, 16)', () => {
  const WIN = 'AS AH AD 3C 3S';
  const LOSE = '2S 4H 6D 8C 10S';
  /** Seat 1 (last) collects `card` from seat 0's pot; `seat1` sets its piles. */
  function upgrading(card: string, seat1: { draw?: string[]; discard?: string[] } = {}, middle?: string[]) {
    const s = selectState(
      [
        [...c(0, WIN), ...c(0, card)],
        [...c(1, LOSE), ...c(1, '4C')],
      ],
      { middle, seatSpecs: [{}, seat1] },
    );
    const collected = middle?.[0] ?? c(0, card)[0];
    return run(playAll(s).s, [1, { type: 'collect', card: collected }]).s;
  }
  const types = (s: TrashPokerState) => [...new Set(trashPoker.legalActions(s, 1).map((a) => a.type))];
  const mine = (s: TrashPokerState) => (trashPoker.view(s, 1) as TrashPokerView).seats[1];

  it('before a card is chosen: pick a discard-pile card or take the top card; no area yet', () => {
    const s = upgrading('9C', { draw: c(1, 'QS'), discard: c(1, '2C') });
    expect(types(s)).toEqual(['pick', 'take-top']);
    expect(mine(s)).toMatchObject({ picked: [], pickedCount: 0 });
  });

  it('with a card chosen: only its areas, or putting it back; no second card (no endless switching)', () => {
    const s = upgrading('9C', { draw: c(1, 'QS'), discard: c(1, '2C') });
    const chosen = run(s, [1, { type: 'pick', card: '1-2C' }]).s;
    expect(types(chosen)).toEqual(['unpick', 'upgrade']);
    expect(refusal(chosen, 1, { type: 'pick', card: '0-9C' }).error).toMatch(/put it back first/);
    expect(refusal(chosen, 1, { type: 'take-top' }).error).toMatch(/put it back first/);
    // The view shows the chosen card as the seat's pick, as its `unpick` says.
    expect(mine(chosen)).toMatchObject({ picked: ['1-2C'], pickedCount: 1 });
    // Putting it back allows another choice.
    const back = run(chosen, [1, { type: 'unpick', card: '1-2C' }], [1, { type: 'pick', card: '0-9C' }]);
    expect(mine(back.s).picked).toEqual(['0-9C']);
  });

  it('the top card is chosen unseen: counted, not named, and it goes to the chosen area', () => {
    const s = upgrading('9C', { draw: c(1, 'QS KS'), discard: c(1, '2C') });
    const top = run(s, [1, { type: 'take-top' }]).s;
    expect(types(top)).toEqual(['upgrade']);
    expect(mine(top)).toMatchObject({ picked: [], pickedCount: 1 });
    expect(refusal(top, 1, { type: 'pick', card: '1-2C' }).error).toMatch(/top card of your draw pile/);
    expect(run(top, [1, { type: 'upgrade', area: 'drawMore' }]).s.seats[1].upgrades.drawMore).toEqual(['1-KS']);
  });

  it('"upgrade up to 2 times": stopping is offered before and after choosing a card, and after the first upgrade', () => {
    const s = upgrading('9D', { discard: c(1, '2C 2D') }, ['j05']);
    expect(trashPoker.legalActions(s, 1)).toContainEqual({ type: 'confirm' });
    const chosen = run(s, [1, { type: 'pick', card: '1-2C' }]).s;
    expect(trashPoker.legalActions(chosen, 1)).toContainEqual({ type: 'confirm' });
    // Stopping with a card chosen leaves it where it was.
    const stopped = run(chosen, [1, { type: 'confirm' }]).s;
    expect(stopped.seats[1].discard).toContain('1-2C');
    expect(trashPoker.actors(stopped)).toEqual([0]);
    const once = run(chosen, [1, { type: 'upgrade', area: 'lower' }]).s;
    expect(once.collect!.effects[0]).toMatchObject({ kind: 'upgrade', left: 1, min: 0, source: null });
    expect(trashPoker.legalActions(once, 1)).toContainEqual({ type: 'confirm' });
  });

  it('"8, 9, 10" (collect effects are NOT optional): no stop, before or after choosing the card', () => {
    const s = upgrading('8C', { discard: c(1, '2C') });
    expect(trashPoker.legalActions(s, 1)).not.toContainEqual({ type: 'confirm' });
    const chosen = run(s, [1, { type: 'pick', card: '1-2C' }]).s;
    expect(trashPoker.legalActions(chosen, 1)).not.toContainEqual({ type: 'confirm' });
    expect(refusal(chosen, 1, { type: 'confirm' }).error).toMatch(/compulsory/);
  });
});

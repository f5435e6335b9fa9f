/**
 * Truncated rollouts: a search rollout may stop a few rounds after the decision and score the
 * position as if the game ended there, so that an early decision, which affords only a handful
 * of whole-game rollouts, gets several times more of them. Only modes with a fair "if it ended
 * now" have one:
 * - Trash Poker: each seat's chips plus what final scoring would give its deck and Trash now (the
 *   part of the score the search's collect, trash and upgrade choices move), one round ahead
 *   with three seats or more, two with fewer: final scoring already weighs what a decision does
 *   to the deck, and one round of four seats affords about twice the rollouts of two (docs/bots.md).
 * - Poker+: the points of the rounds played, plus each playfield's hands at the greedy bot's
 *   worth, six turns on (each other seat's turn, the seat's own next one and the next seat's):
 *   a rollout to the round's end left an early decision ~25 rollouts over ~11 candidates, two
 *   each, so it kept greedy's choice. Over games 0-99 of seed r1000, six turns won 53 where four won 32, eight 39,
 *   twelve 43 and the round's end 38 (docs/bots.md).
 * - Trash (on request only, `SearchPolicy.horizon`): the hand's winner wins, with the hands won
 *   as scores. Every hand is dealt afresh too; a decision only changes who wins its hand.
 */
import { deckOf } from '../engine/trash-poker/deck';
import { finalScores, winnersOf, winnersWithHouses } from '../engine/trash-poker/final-scoring';
import { houseNumbers } from '../engine/trash-poker/house';
import { houseAt } from '../engine/trash-poker/state';
import type { TrashPokerState } from '../engine/trash-poker/types';
import { handWorth } from '../engine/poker-plus/bot';
import { gameResult } from '../engine/poker-plus/round-end';
import type { PokerPlusState } from '../engine/poker-plus/types';
import type { TrashState } from '../engine/trash/types';
import type { GameResult, ModeId } from '../engine/types';

/** Where a mode's rollouts may stop early, and how the position is scored there. */
export interface Horizon {
  /**
   * Rounds ahead a rollout stops by default, for a table like `state`'s (the search policy may
   * ask for others); whole games by default when absent.
   */
  rounds?(state: unknown): number;
  /**
   * Turns after the decision's a rollout stops by default, mid-round (`Cut.turns`; the search
   * policy's `depth` overrides); at the round `rounds` ahead when absent.
   */
  turns?: number;
  /** How far the game is, in rounds: public, so the same in every sampled world. */
  round(state: unknown): number;
  /** The result as if the game ended now (standings' scores are projected scores). */
  projected(state: unknown): GameResult;
}

const trashPokerHorizon: Horizon = {
  // A round of two seats has half the turns of one of four: two of them cost about what one of
  // four does. Over the same 1000 deals two seats won 71.5% two rounds ahead and 65.0% one.
  rounds: (state) => ((state as TrashPokerState).seats.length <= 2 ? 2 : 1),
  round: (state) => (state as TrashPokerState).round,
  projected(state) {
    const s = state as TrashPokerState;
    const final = finalScores(s);
    const chips = s.seats.map((p, seat) => p.chips + Object.values(final[seat]).reduce((a, b) => a + (b ?? 0), 0));
    const deckSizes = s.seats.map((p) => deckOf(p).length);
    const houseChips = houseNumbers(s).map((who) => houseAt(s, who).chips);
    const { winners } = s.solo ? winnersWithHouses(chips, deckSizes, houseChips) : { winners: winnersOf(chips, deckSizes) };
    return { standings: chips.map((score, seat) => ({ seat, place: 0, score, breakdown: {} })), winners };
  },
};

const pokerPlusHorizon: Horizon = {
  rounds: () => 1,
  turns: 6,
  round: (state) => (state as PokerPlusState).round,
  // The points of the rounds played, plus, cut mid-round (`SearchPolicy.depth`), what each
  // playfield's hands are worth now: their points, or what the greedy bot expects them to become.
  projected(state) {
    const s = state as PokerPlusState;
    if (s.over) return gameResult(s);
    const scores = s.players.map(
      (p, seat) => s.history.reduce((sum, r) => sum + r.points[seat], 0) + p.playfield.reduce((sum, hand) => sum + handWorth(hand), 0),
    );
    const best = Math.max(...scores);
    return {
      standings: scores.map((score, seat) => ({ seat, place: 0, score, breakdown: {} })),
      winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])),
    };
  },
};

/**
 * Not the default (no `rounds`): its ~330 rollouts a decision made the search leave greedy at ~7%
 * of the choices, about as often as its margin test's false alarms over several candidates, and
 * fair choices are worth ~0.05% of a hand each (docs/bots.md); whole games rarely leave greedy.
 */
const trashHorizon: Horizon = {
  round: (state) => (state as TrashState).hand,
  // The hand just played is what a decision changes, so its winner is the winner here: ranking by
  // hands won would tell a seat two hands behind nothing about winning this one.
  projected(state) {
    const s = state as TrashState;
    const last = s.history.at(-1)?.winner ?? null;
    return {
      standings: s.handsWon.map((won, seat) => ({ seat, place: 1 + s.handsWon.filter((w) => w > won).length, score: won, breakdown: {} })),
      winners: last === null ? [] : [last],
    };
  },
};

/** The modes whose rollouts can be cut short. */
export const HORIZONS: Partial<Record<ModeId, Horizon>> = { 'trash-poker': trashPokerHorizon, 'poker-plus': pokerPlusHorizon, trash: trashHorizon };

/** A rollout's stopping point: `rounds` rounds after `from`, scored by `horizon`. */
export interface Cut {
  horizon: Horizon;
  /** The round at which the rollout stops (the start of it). */
  at: number;
  /**
   * Stops the rollout earlier, mid-round, when given: at the start of the `turns`-th turn after
   * the one `seat` (the searching seat) is in. Counted in turns rather than actions, so that a
   * candidate which spends the seat's own actions (opening a selection, picking its cards) is
   * judged after as many of the others' turns as one that takes a single action.
   */
  turns?: { seat: number; turns: number };
  /**
   * Stops the rollout once its work passes this, wherever it is: a guard for the positions whose
   * every greedy decision is dear (a Poker+ seat left alone with a 15-card hand and an Ace weighs
   * 32,766 splits a decision, and one rollout took four times a decision's budget).
   */
  work?: number;
}

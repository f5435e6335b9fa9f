/**
 * Truncated rollouts: a search rollout may stop a few rounds after the decision and score the
 * position as if the game ended there, so that an early decision, which affords only a handful
 * of whole-game rollouts, gets several times more of them. Only modes with a fair "if it ended
 * now" have one: in Trash Poker that is each seat's chips plus what final scoring would give its
 * deck and Trash now (the part of the score the search's collect, trash and upgrade choices move).
 */
import { deckOf } from '../engine/trash-poker/deck';
import { finalScores, winnersOf, winnersWithHouses } from '../engine/trash-poker/final-scoring';
import { houseNumbers } from '../engine/trash-poker/house';
import { houseAt } from '../engine/trash-poker/state';
import type { TrashPokerState } from '../engine/trash-poker/types';
import type { GameResult, ModeId } from '../engine/types';

/** Where a mode's rollouts may stop early, and how the position is scored there. */
export interface Horizon {
  /** How far the game is, in rounds: public, so the same in every sampled world. */
  round(state: unknown): number;
  /** The result as if the game ended now (standings' scores are projected scores). */
  projected(state: unknown): GameResult;
}

const trashPokerHorizon: Horizon = {
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

/** The modes whose rollouts can be cut short. */
export const HORIZONS: Partial<Record<ModeId, Horizon>> = { 'trash-poker': trashPokerHorizon };

/** A rollout's stopping point: `rounds` rounds after `from`, scored by `horizon`. */
export interface Cut {
  horizon: Horizon;
  /** The round at which the rollout stops (the start of it). */
  at: number;
}

/** Standings: hands won decide the places (the same order as layout size, which shrinks per win). */
import type { GameResult, Standing } from '../types';
import type { TrashState } from './types';

export function result(state: TrashState): GameResult {
  const standings: Standing[] = state.handsWon.map((won, seat) => ({
    seat,
    place: 1 + state.handsWon.filter((other) => other > won).length,
    score: won,
    breakdown: { handsWon: won },
  }));
  standings.sort((a, b) => a.place - b.place || a.seat - b.seat);
  return {
    standings,
    winners: state.winner === null ? [] : [state.winner],
    extra: {
      hands: state.history.length,
      layoutSizes: state.layouts.map((layout) => layout.length),
      stuckHands: state.history.filter((h) => h.reason === 'stuck').map((h) => h.hand),
      handWinners: state.history.map((h) => h.winner),
    },
  };
}

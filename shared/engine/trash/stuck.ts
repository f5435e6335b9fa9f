/**
 * The length guard (not in the text; docs/rules/trash.md, "When nobody can play"). With the text's
 * deck count some card in circulation always fits someone, so the stock only cycles without progress
 * when players keep declining jack replacements or luck is extreme. After MAX_IDLE_RESHUFFLES
 * rebuilt stocks with nothing placed, the hand goes to the player closest to finishing.
 */
import { faceDownSpots } from './layout';
import type { TrashState } from './types';

/**
 * Winner of a stuck hand: fewest cards still face down; among equals, the first in this hand's
 * turn order (the dealer's left first).
 */
export function stuckWinner(state: TrashState): number {
  let best = -1;
  let bestCount = Infinity;
  for (let k = 1; k <= state.players; k++) {
    const seat = (state.dealer + k) % state.players;
    const count = faceDownSpots(state.layouts[seat]).length;
    if (count < bestCount) {
      best = seat;
      bestCount = count;
    }
  }
  return best;
}

/** The pots of a Trash Poker view, by owner: the players' seats, then the Houses of the solo rules. */
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';

/** Card ids in each non-empty pot, keyed by the owner's seat (as a string, for JSON). */
export function potsOf(v: TrashPokerView): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of v.seats) if (s.pot?.length) out[String(s.seat)] = s.pot.slice();
  for (const h of v.solo?.houses ?? []) if (h.pot?.length) out[String(h.seat)] = h.pot.slice();
  return out;
}

/**
 * The bot. Trash leaves almost no choice: it takes every card it can use, replaces jacks with
 * natural cards, and puts a jack on the open spot whose rank has the fewest copies it has not seen.
 * It decides from `view(state, seat)` alone.
 */
import { copiesPerRank, naturalSpot } from './cards';
import { view } from './view';
import type { CardId, TrashAction, TrashState, TrashView } from './types';

/** Cards of each spot rank (index 1-10) visible to the seat: placed, held and discarded. */
function seenPerSpot(v: TrashView): number[] {
  const seen = Array.from({ length: 11 }, () => 0);
  const count = (card: CardId) => {
    const spot = naturalSpot(card);
    if (spot !== null) seen[spot] += 1;
  };
  for (const layout of v.layouts) for (const s of layout.spots) if (s.card !== null) count(s.card);
  for (const card of v.discard) count(card);
  if (v.held) count(v.held.card);
  return seen;
}

/** Picks one of `v.legal`; throws when the seat has nothing to do (not its turn, game over). */
export function chooseFromView(v: TrashView): TrashAction {
  const legal = v.legal;
  if (legal.length === 0) throw new RangeError('Trash bot asked to act with no legal action');
  if (legal.length === 1) return legal[0];
  // Taking a card that can be played is always progress; a random stock card may not be.
  const take = legal.find((a) => a.type === 'take-discard');
  if (take) return take;
  const places = legal.filter((a): a is Extract<TrashAction, { type: 'place' }> => a.type === 'place');
  if (places.length === 1) return places[0]; // replacing a jack frees it for another spot: progress
  const seen = seenPerSpot(v);
  const unseen = (spot: number) => copiesPerRank(v.decks) - seen[spot];
  return places.reduce((best, a) => (unseen(a.spot) < unseen(best.spot) ? a : best));
}

export function botAction(state: TrashState, seat: number): TrashAction {
  return chooseFromView(view(state, seat));
}

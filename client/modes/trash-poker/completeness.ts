/**
 * Whether a Trash Poker view received over the wire has every part the table draws. A view is
 * rebuilt from many small patches; right after a (re)connection it can briefly lack some.
 */
import type { TrashPokerView } from '../../../shared/engine/trash-poker/view';

/**
 * The view with the parts the public table state also holds taken from there when it lacks them
 * (the seats that may act are the table's `acting` flags); plain lists default to empty.
 */
export function repairView(v: TrashPokerView, acting: readonly boolean[]): TrashPokerView {
  if (!v || typeof v !== 'object') return v;
  const fixed = { ...v };
  if (!Array.isArray(fixed.actors)) fixed.actors = acting.flatMap((a, i) => (a ? [i] : []));
  for (const key of ['middle', 'stacks', 'removed', 'placement'] as const) {
    if (!Array.isArray(fixed[key])) (fixed as Record<string, unknown>)[key] = [];
  }
  return fixed;
}

/** Whether every part the table draws is there. */
export function viewReady(v: TrashPokerView): boolean {
  const arr = Array.isArray;
  return (
    arr(v.seats) &&
    v.seats.length === v.players &&
    arr(v.actors) &&
    arr(v.legal) &&
    arr(v.middle) &&
    arr(v.stacks) &&
    v.seats.every((s) => s && arr(s.discard) && arr(s.trash) && arr(s.pot) && s.upgrades !== undefined && (s.seat !== v.seat || arr(s.hand)))
  );
}

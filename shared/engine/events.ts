/**
 * Filtering events per viewer, the same for every mode (`GameMode.viewEvents`), and which seats
 * an action's events name.
 */
import type { GameEvent } from './types';

/** The usual way to hide an event's cards: `card` becomes null, `cards` a list of nulls (counts stay visible). */
export function blankCards(event: GameEvent): void {
  if ('card' in event) event.card = null;
  if (Array.isArray(event.cards)) event.cards = event.cards.map(() => null);
}

/**
 * Events as `viewer` may see them: an event limited by `visibleTo` reaches the seats it names
 * without that list, and everyone else `blank`ed. A public event is handed on as it is, not
 * copied (an engine never writes an event once `apply` has returned it): most events are
 * public, and the server filters every action's events for the log and for each seat named.
 */
export function eventsFor(events: readonly GameEvent[], viewer: number | null, blank: (event: GameEvent) => void = blankCards): GameEvent[] {
  const out: GameEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const to = event.visibleTo;
    if (to === undefined) {
      out[i] = event;
      continue;
    }
    const copy = {} as GameEvent;
    for (const key in event) if (key !== 'visibleTo') copy[key] = event[key];
    if (viewer === null || !to.includes(viewer)) blank(copy);
    out[i] = copy;
  }
  return out;
}

/** The seats any of `events` names in `visibleTo`: only they can see more of them than a spectator. */
export function namedSeats(events: readonly GameEvent[]): Set<number> {
  const seats = new Set<number>();
  for (const event of events) if (event.visibleTo) for (const seat of event.visibleTo) seats.add(seat);
  return seats;
}

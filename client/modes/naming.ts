/**
 * How a table names seats to the person looking at it: "You" for their own seat (with the verb
 * agreeing), the seat's name otherwise. Shared by the Poker+ and Trash tables' texts.
 */

/** Who is looking (null for a spectator) and every seat's name. */
export interface Naming {
  me: number | null;
  names: readonly string[];
}

/** A seat's name as the viewer reads it: "You" for their own seat. */
export function nameOf(n: Naming, seat: number): string {
  if (seat === n.me) return 'You';
  return n.names[seat] || `Seat ${seat + 1}`;
}

/** A seat's name, never "You" (for titles: "Ann's turn"). */
export function plainName(n: Naming, seat: number): string {
  return n.names[seat] || `Seat ${seat + 1}`;
}

/** The verb for a seat: `you` form for the viewer ("You win"), `other` form for anyone else ("Ann wins"). */
export function verb(n: Naming, seat: number, you: string, other: string): string {
  return seat === n.me ? you : other;
}

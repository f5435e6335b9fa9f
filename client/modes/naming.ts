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

/** The room names its bots "Cleo (bot)". */
const BOT_SUFFIX = ' (bot)';

/** Whether a seat's name already says that a bot plays it. */
export function saysBot(name: string): boolean {
  return name.endsWith(BOT_SUFFIX);
}

/** A bot's name without the room's " (bot)", for a place where a BOT badge says it. */
export function withoutBotSuffix(name: string): string {
  return saysBot(name) ? name.slice(0, -BOT_SUFFIX.length) : name;
}

/**
 * The word a seat's facts start with: BOT when a bot plays it (unless its name says so already),
 * AWAY when its player lost the connection, else nothing.
 */
export function presenceWord(name: string, who: { bot: boolean; connected: boolean } | undefined): string {
  if (who?.bot) return saysBot(name) ? '' : 'BOT';
  return who && !who.connected ? 'AWAY' : '';
}

/** Log lines every table tells the same way, whatever the mode. */
import type { GameEvent } from '../../shared/engine/types';
import type { LogLine } from '../objects/GameLog';
import { seatCss } from '../ui/theme';

/**
 * The line for a server event every mode shares, or undefined when the event is the mode's to
 * tell. A turn that timed out is announced before the move a bot played for the seat.
 */
export function tableLine(e: GameEvent, names: (seat: number) => string, me: number | null): LogLine | undefined {
  if (e.kind !== 'turn-timed-out' || typeof e.seat !== 'number') return undefined;
  const mine = e.seat === me;
  return {
    text: mine ? 'Time ran out for you: a bot played this move for you.' : `Time ran out for ${names(e.seat)}: a bot played for them.`,
    color: seatCss(e.seat),
  };
}

/** The warning a seat's clock shows in its last seconds, or null while there is time. */
export function countdownWarning(secondsLeft: number | null, mine: boolean): string | null {
  if (secondsLeft === null || secondsLeft > COUNTDOWN_WARNING_S) return null;
  return mine ? `${secondsLeft} s left: then a bot plays this move for you` : `${secondsLeft} s left`;
}

/** The last seconds of a turn timer in which the table warns. */
export const COUNTDOWN_WARNING_S = 10;

/** A seat's clock as its header shows it: minutes and seconds, or the warning in the last seconds; empty without a timer. */
export function clockText(secondsLeft: number | null): { text: string; warn: boolean } {
  if (secondsLeft === null) return { text: '', warn: false };
  const warn = countdownWarning(secondsLeft, false);
  return warn ? { text: `⏱ ${warn}`, warn: true } : { text: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')} left`, warn: false };
}

/** What a player is told when their seat changes at a running table (they watch, or they took one). */
export function seatChangeNote(seat: number | null): string {
  return seat === null ? 'You are watching now: a bot plays your seat.' : `You took seat ${seat + 1}: you play from here on.`;
}

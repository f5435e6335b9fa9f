/**
 * When a human's turn timer runs out. A client shows each move as an animation, one batch after
 * another, so a decision can reach the screen seconds after the server asked for it; the clock
 * only starts once the table has had time to show the events that led to it.
 */
import type { GameEvent } from '../../shared/engine/types';

/** What one event takes to show at the client's default (Normal) speed, before its cards. */
const EVENT_MS = 350;
/** What each card an event moves or reveals adds (cards fly one after another). */
const CARD_MS = 120;
/** A client that falls behind hurries (shorter tweens, merged moves): no batch takes longer. */
const MAX_BATCH_MS = 10_000;
/** Nor does a client that hurries stay further behind the server than this. */
const MAX_BEHIND_MS = 20_000;

/** Milliseconds a client needs, at most, to show `events`: the allowance added to a deadline. */
export function animationAllowance(events: readonly GameEvent[]): number {
  let ms = 0;
  for (const event of events) {
    const cards = Array.isArray(event.cards) ? event.cards.length : 'card' in event ? 1 : 0;
    ms += EVENT_MS + cards * CARD_MS;
  }
  return Math.min(ms, MAX_BATCH_MS);
}

/**
 * The room's model of its clients' animation queue, and each seat's run of timed-out decisions.
 * `now` is injectable for tests.
 */
export class TurnClock {
  /** When the clients will have shown everything sent so far. */
  private shownBy = 0;
  private readonly missed = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A batch of public events went out: clients show it after whatever they are still showing. */
  sent(events: readonly GameEvent[]): void {
    if (events.length === 0) return;
    const now = this.now();
    this.shownBy = Math.min(Math.max(now, this.shownBy) + animationAllowance(events), now + MAX_BEHIND_MS);
  }

  /** Epoch ms when a decision of `seconds` asked for now runs out: its time starts once it is on screen. */
  deadline(seconds: number): number {
    return Math.max(this.now(), this.shownBy) + seconds * 1000;
  }

  /** The seat let another decision time out; returns how many in a row. */
  timedOut(seat: number): number {
    const n = (this.missed.get(seat) ?? 0) + 1;
    this.missed.set(seat, n);
    return n;
  }

  /** The seat's own player acted: their run of timeouts is over. */
  acted(seat: number): void {
    this.missed.delete(seat);
  }
}

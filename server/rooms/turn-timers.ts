/**
 * Human seats' turn timers: one per seat, each deadline mirrored to the seat's public
 * `deadline` (epoch ms, 0 = none) so clients can count down, and starting only once the table
 * has had time to show the events that led to the decision (`TurnClock`).
 */
import type { GameEvent } from '../../shared/engine/types';
import { SeatTimers } from './seat-timers';
import { TurnClock } from './turn-clock';

export class TurnTimers {
  private readonly timers: SeatTimers;
  private readonly clock = new TurnClock();

  constructor(
    settle: () => void,
    /** Where a seat's deadline is published (the seat's schema entry). */
    private readonly publish: (seat: number, deadline: number) => void,
    /** Called when a seat's time is up. */
    private readonly expired: (seat: number) => void,
  ) {
    this.timers = new SeatTimers('turn', settle);
  }

  /** Public events went out: a decision asked for after them starts once they are shown. */
  sent(events: readonly GameEvent[]): void {
    this.clock.sent(events);
  }

  /** Whether the seat's clock is running. */
  has(seat: number): boolean {
    return this.timers.has(seat);
  }

  /** Starts the seat's clock for a decision of `seconds`, publishing its deadline. */
  start(seat: number, seconds: number): void {
    const deadline = this.clock.deadline(seconds);
    this.publish(seat, deadline);
    this.timers.set(seat, deadline - Date.now(), () => {
      this.publish(seat, 0);
      this.expired(seat);
    });
  }

  /** Stops the seat's clock (it acted, or no longer has to), clearing its deadline. */
  clear(seat: number): void {
    if (!this.timers.has(seat)) return;
    this.timers.clear(seat);
    this.publish(seat, 0);
  }

  /** Stops every clock (the game is over); deadlines are left to the caller. */
  clearAll(): void {
    this.timers.clearAll();
  }

  /** The seat let its time run out again; returns how many decisions in a row. */
  timedOut(seat: number): number {
    return this.clock.timedOut(seat);
  }

  /** The seat's player acted: their run of timeouts is over. */
  acted(seat: number): void {
    this.clock.acted(seat);
  }
}

/**
 * A recorded match as a table source: the engine plays the record in the browser, and the table
 * scenes draw the view of the chosen viewer (a seat, or a spectator) at the current position.
 * Stepping forward hands the table that action's events, as a live room would, so it animates;
 * any other move (back, a jump, another viewer) restarts the table at the new position.
 */
import type { GameMode, GameResult, ModeId } from '../../shared/engine/types';
import type { TableMessage, Welcome } from '../../shared/protocol/messages';
import type { PlayedMatch } from '../../shared/replay/play';
import type { ReplayRecord } from '../../shared/replay/record';
import { TableConnection } from '../net/TableConnection';
import type { SceneStart, SeatState, TableHandlers, TableSnapshot, TableSource } from '../net/TableSource';

/** Log events kept for the table's game log, as a live room keeps them. */
const LOG_EVENTS = 300;

export class ReplaySource implements TableSource {
  readonly room: { readonly roomId: string };
  /** A replay never delivers a result message: the table would leave for the results screen. */
  readonly result: GameResult | null = null;
  /** Not a spectator of a live room: no seat to take, and leaving needs no goodbye. */
  readonly spectating = false;
  readonly playback: { readonly backTo: SceneStart };
  private handlers: TableHandlers = {};
  private at = 0;
  private viewer: number | null = null;

  constructor(
    readonly record: ReplayRecord,
    readonly mode: GameMode,
    readonly played: PlayedMatch,
    /** Where leaving the replay goes: where it was opened from. */
    backTo: SceneStart,
  ) {
    this.room = { roomId: record.matchId };
    this.playback = { backTo };
  }

  /** The last position: every action played (or as far as the log plays). */
  get end(): number {
    return this.played.states.length - 1;
  }

  /** How many actions have been played. */
  get position(): number {
    return this.at;
  }

  /** Whose view the table shows: a seat, or null for a spectator's. */
  get seat(): number | null {
    return this.viewer;
  }

  get welcome(): Welcome {
    return { mode: this.record.mode, seat: this.viewer, profileId: '', token: '', name: '', table: this.record.options };
  }

  /** The engine state at the current position. */
  get state(): unknown {
    return this.played.states[this.at];
  }

  /** Moves to `position` and shows it from `viewer`'s side; the table is restarted to draw it. */
  moveTo(position: number, viewer: number | null = this.viewer): void {
    this.at = Math.max(0, Math.min(this.end, Math.round(position)));
    this.viewer = viewer !== null && viewer >= 0 && viewer < this.record.seats.length ? viewer : null;
  }

  /** Plays the next action: its events as the viewer sees them, then the new state. False at the end. */
  step(): boolean {
    if (this.at >= this.end) return false;
    const events = this.mode.viewEvents(this.played.events[this.at], this.viewer);
    this.at++;
    if (events.length) this.handlers.events?.(events, this.at);
    this.emitState();
    return true;
  }

  snapshot(): TableSnapshot {
    const actors = this.at < this.end ? this.mode.actors(this.state) : [];
    const seats: SeatState[] = this.record.seats.map((s, i) => ({
      name: s.name,
      taken: true,
      bot: s.bot,
      connected: true,
      autoplay: false,
      deadline: 0,
      acting: actors.includes(i),
    }));
    // A replay takes no moves: the view offers none.
    const view = { ...(this.mode.view(this.state, this.viewer) as object), legal: [] };
    // 'playing' even at the end: the table stays on the final position instead of leaving for the results.
    return { mode: this.record.mode as ModeId, phase: 'playing', hostSeat: 0, seats, spectators: 0, log: this.log(), view };
  }

  /** The public events up to the current position, as the game log tells them. */
  private log() {
    const out = [];
    for (let i = this.at - 1; i >= 0 && out.length < LOG_EVENTS; i--) out.unshift(...this.mode.viewEvents(this.played.events[i], null));
    return out.slice(-LOG_EVENTS);
  }

  private emitState() {
    this.handlers.state?.(this.snapshot());
  }

  subscribe(handlers: TableHandlers): void {
    this.handlers = handlers;
    handlers.welcome?.(this.welcome);
    this.emitState();
    handlers.status?.('online', '');
  }

  unsubscribe(): void {
    this.handlers = {};
  }

  send(_action: object): void {
    // A replay is watched, not played: the table offers no moves (the view's legal list is empty).
  }

  table(_cmd: TableMessage): void {
    // Nobody takes or leaves a seat of a recorded match.
  }

  resync(): void {
    this.emitState();
  }

  async leave(): Promise<void> {
    this.handlers = {};
    if (TableConnection.current === this) TableConnection.current = null;
    history.replaceState(null, '', '/');
  }

  markOver(): void {
    // Nothing to remember: a reload opens the replay link again.
  }
}

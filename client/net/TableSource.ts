/**
 * What a table scene is driven by: a live room (`TableConnection`) or a recorded match played by
 * the engine in the browser (`ReplaySource`, client/replay). The table scenes use only these
 * members, so the same scenes show a live game, a replay, or any other source of views.
 */
import type { GameEvent, GameResult, ModeId } from '../../shared/engine/types';
import type { ErrorMessage, TableMessage, TablePhase, Welcome } from '../../shared/protocol/messages';
import type { OddsPoint } from '../../shared/protocol/messages';

export interface SeatState {
  name: string;
  taken: boolean;
  bot: boolean;
  connected: boolean;
  autoplay: boolean;
  deadline: number;
  acting: boolean;
}

export interface TableSnapshot {
  mode: ModeId;
  phase: TablePhase;
  hostSeat: number;
  seats: SeatState[];
  spectators: number;
  /** Public events, oldest first, for the game log. */
  log: GameEvent[];
  /** This client's engine view (its seat's, or the public one), null until it arrives. */
  view: unknown;
}

export type ConnectionStatus = 'online' | 'reconnecting' | 'lost';

export interface TableHandlers {
  welcome?(welcome: Welcome): void;
  events?(events: GameEvent[], n: number): void;
  error?(error: ErrorMessage): void;
  result?(result: GameResult): void;
  state?(snapshot: TableSnapshot): void;
  status?(status: ConnectionStatus, detail: string): void;
}

/** A scene to start, and what it is given. */
export interface SceneStart {
  scene: string;
  data?: object;
}

/** A table as the scenes see it. */
export interface TableSource {
  /** The win odds so far, where this source has them (a live table's `odds` message). */
  readonly odds?: OddsPoint[];
  /** The room (its id is the table code and the match id). */
  readonly room: { readonly roomId: string };
  /** Who this client is at the table, once known. */
  readonly welcome: Welcome | null;
  /** The final standings, once the game has ended. */
  readonly result: GameResult | null;
  /** This client's seat; null when watching. */
  readonly seat: number | null;
  readonly spectating: boolean;
  /**
   * A recorded match played back (client/replay): nothing is at stake and no seat is held, so
   * leaving asks nothing and goes back to where the replay was opened from.
   */
  readonly playback?: { readonly backTo: SceneStart };
  /** The table as it is now, or null before the first state. */
  snapshot(): TableSnapshot | null;
  /** Starts receiving; the current state is delivered at once (what happened before it is in its log). */
  subscribe(handlers: TableHandlers): void;
  unsubscribe(): void;
  /** An engine action for this seat. */
  send(action: object): void;
  /** Table management (start, bots, seats). */
  table(cmd: TableMessage): void;
  /** Asks for a fresh copy of the whole state. */
  resync(): void;
  /** Leaves the table for good. */
  leave(): Promise<void>;
  /** Notes that the game has ended and its results were shown. */
  markOver(): void;
}

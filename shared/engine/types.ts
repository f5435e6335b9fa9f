/**
 * The contract every game mode implements. The server, the bots, the client's previews and
 * replays all drive a mode only through this interface, so a mode is a plain object of pure
 * functions over plain-JSON state (see STYLE.md: boardgame.io's game object, chessops' Result).
 */
import type { RngState } from './rng';

/** Identifiers of the registered modes. */
export const MODE_IDS = ['trash-poker', 'poker-plus', 'trash'] as const;
export type ModeId = (typeof MODE_IDS)[number];

/**
 * Something that happened, in order, for animation and the game log.
 * `kind` names it (`'card-moved'`, `'revealed'`, `'chips-won'`...); the rest is its payload.
 * An event that carries hidden information lists the seats allowed to see it in `visibleTo`;
 * `viewEvents` replaces it for everyone else (usually by the same event with the cards blanked);
 * a seat no event names sees exactly what a spectator sees.
 */
export interface GameEvent {
  kind: string;
  seat?: number;
  visibleTo?: number[];
  [payload: string]: unknown;
}

/** One line of the final standings. */
export interface Standing {
  seat: number;
  /** 1 = winner; equal places share a number. */
  place: number;
  score: number;
  /** Score per category, e.g. `{ rounds: 31, sixesDeck: 15, aces: 10 }`; sums to `score`. */
  breakdown: Record<string, number>;
}

export interface GameResult {
  standings: Standing[];
  /** Seats that won; empty when everyone lost (Trash Poker's last tie rule). */
  winners: number[];
  /** Mode-specific extras: unlocks, achievements, the House's score... */
  extra?: Record<string, unknown>;
}

export interface SetupOptions {
  players: number;
  seed: string;
  /** Mode-specific options: variants, solo against the House, unlocked jokers... */
  options?: object;
}

/** JSON Pointer → the value found there in one seat's view (see `GameMode.privateView`). */
export type ViewOverlay = Record<string, unknown>;

/** A refusal: a stable code for programs and a sentence for players. */
export interface EngineError {
  code: string;
  message: string;
}

export type ApplyResult<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; error: string; code?: string };

export interface GameMode<S = unknown, A = unknown> {
  id: ModeId;
  name: string;
  /** One line for the lobby. */
  description: string;
  minPlayers: number;
  maxPlayers: number;
  setup(opts: SetupOptions): S;
  /** Seats that may act now (several at once in simultaneous steps). */
  actors(state: S): number[];
  /** Every legal action for that seat now; short enough to list. */
  legalActions(state: S, seat: number): A[];
  /** Validates untrusted input; never mutates `state`. */
  apply(state: S, seat: number, action: unknown): ApplyResult<S>;
  /** What that seat (null = spectator) may know, nothing more. */
  view(state: S, seat: number | null): unknown;
  /**
   * What `view(state, seat)` adds to the public `view(state, null)`: the seat's own cards, its
   * legal actions, its prompt. Keys are JSON Pointers (RFC 6901) into the public view, none
   * inside another; writing each value there gives exactly `view(state, seat)` (see
   * `withOverlay`). The server sends the public view once for everyone and each seat only this.
   */
  privateView(state: S, seat: number): ViewOverlay;
  /** The same filter for events: what that seat (null = spectator) may see of them. */
  viewEvents(events: GameEvent[], seat: number | null): GameEvent[];
  isOver(state: S): boolean;
  result(state: S): GameResult;
  /**
   * A sound greedy choice for a bot or a timed-out seat. It must decide only from what
   * `view(state, seat)` shows (bots never cheat) and return one of `legalActions(state, seat)`.
   */
  botAction(state: S, seat: number): A;
  /**
   * Draws a whole state consistent with `view` (what `view(state, seat)` returned, for a seat or a
   * spectator) and the table's setup options (public: the lobby shows them), and nothing else: the
   * cards the view hides are shuffled among the hidden places with `rng`, which it advances; the
   * same view and RNG give the same state, which plays on with `apply` like a real game. For the
   * search bots and the spectators' odds (docs/rules/<mode>.md, "What a seat can know").
   * Optional only so that small test modes need not sample.
   */
  sample?(view: unknown, rng: RngState, table: SetupOptions): S;
  /**
   * Optional: setup options for a new table, given what its owner unlocked in earlier games
   * (the `extra.unlocks` records of past results); options the creator set explicitly win.
   */
  carryOver?(unlocks: readonly { kind: string; item: string }[], options: Record<string, unknown>): Record<string, unknown>;
  /**
   * Optional: what sets this table's rules apart from the defaults, in a few words for the lobby
   * ("vs the House (Normal) · achievements"); empty when it plays the defaults.
   */
  describeTable?(state: S): string;
}

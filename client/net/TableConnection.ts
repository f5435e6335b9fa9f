/**
 * One game room from the client's side: decodes the table state and this client's engine view,
 * hands on the server's messages, and keeps the seat through drops and reloads: the reconnection
 * token lives in sessionStorage; a lost connection is retried, and if the server no longer knows
 * the token, joining by room id with the profile token reclaims the seat.
 */
import type { Room } from 'colyseus.js';
import type { GameResult, ModeId } from '../../shared/engine/types';
import { logRecords, tableView } from '../../shared/protocol/json-view';
import { EventFeed } from './EventFeed';
import type { ErrorMessage, JoinOptions, OddsMessage, OddsPoint, TableMessage, TablePhase, Welcome } from '../../shared/protocol/messages';
import { settings } from '../settings';
import { wake } from '../frameRate';
import { colyseus } from './endpoint';
import { identity } from './profile';
import type { ConnectionStatus, SeatState, TableHandlers, TableSnapshot, TableSource } from './TableSource';

export type { ConnectionStatus, SeatState, TableHandlers, TableSnapshot } from './TableSource';

interface Saved {
  roomId: string;
  token: string;
  mode: ModeId;
  /** The game had ended: the room keeps no reconnection for it, rejoining shows the results. */
  over?: boolean;
}

const SAVED_KEY = 'tp.table';
const RETRY_DELAYS = [300, 700, 1200, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 10000, 10000];

function loadSaved(): Saved | null {
  try {
    const raw = sessionStorage.getItem(SAVED_KEY);
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

function save(saved: Saved | null): void {
  try {
    if (saved) sessionStorage.setItem(SAVED_KEY, JSON.stringify(saved));
    else sessionStorage.removeItem(SAVED_KEY);
  } catch {
    // No session storage: a reload returns to the lobby.
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long leaving waits for the server to close the connection before going anyway. */
const LEAVE_WAIT_MS = 3000;

export class TableConnection implements TableSource {
  /** The table this page shows, if any: a live room, or a replay (client/replay). */
  static current: TableSource | null = null;

  room!: Room;
  welcome: Welcome | null = null;
  result: GameResult | null = null;
  /** The win odds so far (`odds` message): for spectators live, for players at the end or when the table shows them. */
  odds: OddsPoint[] = [];
  status: ConnectionStatus = 'online';
  private handlers: TableHandlers = {};
  private feed = new EventFeed();
  private leaving = false;
  private lastResync = -Infinity;

  private constructor(
    room: Room,
    readonly mode: ModeId,
  ) {
    this.attach(room);
    TableConnection.current = this;
  }

  /** Creates a room of `mode` and sits down in it. */
  static async create(mode: ModeId, options: JoinOptions): Promise<TableConnection> {
    const room = await colyseus().create(mode, { ...options, ...identity() });
    return new TableConnection(room, mode);
  }

  /** Joins a room by its id (the code of a private room), to play or to watch. */
  static async join(roomId: string, spectate = false): Promise<TableConnection> {
    const room = await colyseus().joinById(roomId, { ...identity(), ...(spectate ? { spectate: true } : {}) });
    return new TableConnection(room, room.name as ModeId);
  }

  /** After a reload: back to the table this tab was at, if it still exists. */
  static async resume(): Promise<TableConnection | null> {
    const saved = loadSaved();
    if (!saved) return null;
    try {
      if (saved.over) throw new Error('The game is over: join again for its results.');
      const room = await colyseus().reconnect(saved.token);
      return new TableConnection(room, saved.mode);
    } catch {
      try {
        const room = await colyseus().joinById(saved.roomId, identity());
        return new TableConnection(room, saved.mode);
      } catch {
        save(null);
        return null;
      }
    }
  }

  private attach(room: Room) {
    this.room = room;
    this.feed = new EventFeed();
    save({ roomId: room.roomId, token: room.reconnectionToken, mode: (room.name as ModeId) || this.mode });
    room.onMessage('welcome', (w: Welcome) => {
      this.welcome = w;
      if (w.token) settings.token = w.token;
      if (w.name && !settings.name) settings.name = w.name;
      this.handlers.welcome?.(w);
      this.emitState();
    });
    room.onMessage('error', (e: ErrorMessage) => {
      wake();
      this.handlers.error?.(e);
    });
    room.onMessage('result', (r: GameResult) => {
      wake();
      this.result = r;
      this.handlers.result?.(r);
    });
    room.onMessage('odds', (m: OddsMessage) => {
      this.odds = m.history;
      this.emitState();
    });
    room.onStateChange(() => this.emitState());
    room.onLeave((code) => {
      if (this.leaving || room !== this.room) return;
      void this.recover(code);
    });
    room.onError((code, message) => console.warn(`Room error ${code}: ${message ?? ''}`));
  }

  /** Starts receiving; the current state is delivered at once (what happened before it is in its log, not replayed). */
  subscribe(handlers: TableHandlers): void {
    this.handlers = handlers;
    this.feed.reset();
    if (this.welcome) handlers.welcome?.(this.welcome);
    this.emitState();
    handlers.status?.(this.status, '');
  }

  unsubscribe(): void {
    this.handlers = {};
  }

  get seat(): number | null {
    return this.welcome ? this.welcome.seat : null;
  }

  get spectating(): boolean {
    return this.welcome !== null && this.welcome.seat === null;
  }

  snapshot(): TableSnapshot | null {
    const s = this.room.state as Record<string, any> | undefined;
    if (!s?.seats) return null;
    const view = this.welcome ? tableView(s, this.welcome.seat) : null;
    const seats: SeatState[] = [];
    s.seats.forEach((x: SeatState) =>
      seats.push({ name: x.name, taken: x.taken, bot: x.bot, connected: x.connected, autoplay: x.autoplay, deadline: x.deadline, acting: x.acting }),
    );
    const log = logRecords(s).flatMap((record) => record.events);
    return { mode: (s.mode as ModeId) || this.mode, phase: s.phase as TablePhase, hostSeat: s.hostSeat, seats, spectators: s.spectators, log, view };
  }

  private emitState() {
    // News from the server is drawn at once, whatever the frame rate was.
    wake();
    let snap: TableSnapshot | null;
    try {
      snap = this.snapshot();
    } catch (error) {
      // A state that does not decode (a damaged patch): ask for a fresh copy rather than fail.
      if (performance.now() - this.lastResync > 3000) {
        this.lastResync = performance.now();
        console.warn('The table state could not be read; reconnecting for a fresh copy.', error);
        this.resync();
      }
      return;
    }
    if (!snap) return;
    for (const { n, events } of this.feed.take(this.room.state, this.seat)) this.handlers.events?.(events, n);
    this.handlers.state?.(snap);
  }

  /** An engine action for this seat. */
  send(action: object): void {
    if (this.status !== 'online') return;
    this.room.send('action', action);
  }

  table(cmd: TableMessage): void {
    if (this.status !== 'online') return;
    this.room.send('table', cmd);
  }

  /** Leaves for good (consented): a bot takes over a running seat. */
  async leave(): Promise<void> {
    this.leaving = true;
    save(null);
    if (TableConnection.current === this) TableConnection.current = null;
    try {
      // The server closes the connection when it has let the seat go; a player is never kept at
      // the table waiting for that (a half-open connection would never close).
      await Promise.race([this.room.leave(true), wait(LEAVE_WAIT_MS)]);
    } catch {
      // Already gone.
    }
  }

  /**
   * Drops the connection on purpose and reconnects, for a fresh copy of the state: used when the
   * decoded view has stayed incomplete (an entry lost in a patch), which a full state repairs.
   */
  resync(): void {
    if (this.status !== 'online' || this.leaving) return;
    try {
      this.room.connection.close();
    } catch {
      // Already closed: the reconnection is under way.
    }
  }

  /** Forgets this tab's saved seat (the game is over and its results are kept instead). */
  static forget(): void {
    save(null);
  }

  /** Notes that the game has ended, so a reload rejoins for the results instead of reconnecting. */
  markOver(): void {
    const saved = loadSaved();
    if (saved && saved.roomId === this.room.roomId) save({ ...saved, over: true });
  }

  private setStatus(status: ConnectionStatus, detail: string) {
    this.status = status;
    this.handlers.status?.(status, detail);
  }

  /** The connection dropped: retry the reconnection token, then the room id with the profile token. */
  private async recover(_code: number) {
    const roomId = this.room.roomId;
    const token = this.room.reconnectionToken;
    for (let attempt = 0; attempt < RETRY_DELAYS.length && !this.leaving; attempt++) {
      this.setStatus('reconnecting', `The connection to the table dropped. Reconnecting (attempt ${attempt + 1})…`);
      await wait(RETRY_DELAYS[attempt]);
      if (this.leaving) return;
      try {
        const room = await colyseus().reconnect(token);
        this.attach(room);
        this.setStatus('online', 'Reconnected.');
        return;
      } catch {
        try {
          const room = await colyseus().joinById(roomId, identity());
          this.attach(room);
          this.setStatus('online', 'Back at the table.');
          return;
        } catch (error) {
          const message = String((error as Error)?.message ?? error);
          // A game whose server process died resumes on another one within seconds, under the same
          // room id (docs/deploy.md): until then it is not found, which is worth more tries than
          // a full table or an expired seat.
          const giveUpAfter = /not found/i.test(message) ? 6 : 2;
          if (/not found|full|expired/i.test(message) && attempt >= giveUpAfter) break;
        }
      }
    }
    if (!this.leaving) {
      save(null);
      this.setStatus('lost', 'The connection to the table is lost.');
    }
  }
}

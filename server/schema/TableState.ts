import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { JsonView } from './JsonView';
import { OverlayView } from './OverlayView';

/** A seat at the table, public to everyone. */
export class SeatInfo extends Schema {
  @type('string') name = '';
  /** A human (or a bot) sits here. */
  @type('boolean') taken = false;
  @type('boolean') bot = false;
  /** The human's client is connected; false while their seat is held or played by a bot. */
  @type('boolean') connected = false;
  /** A bot plays for an absent human until they return. */
  @type('boolean') autoplay = false;
  /** Epoch milliseconds when the turn timer runs out for this seat; 0 when none runs. */
  @type('number') deadline = 0;
  /** This seat may act now. */
  @type('boolean') acting = false;
}

/**
 * The room's synchronised state. Everything at top level is public; the game itself travels as
 * engine views: `publicView` (the mode's view for a spectator) reaches everyone, and each seat's
 * entry in `privateViews` (what its own view adds: `GameMode.privateView`) reaches that seat
 * alone (StateView), so hidden cards never leave the server. Sharing the public part means it is
 * diffed and encoded once per change, not once per seat.
 */
export class TableState extends Schema {
  @type('string') mode = '';
  @type('string') phase = 'waiting';
  @type('number') hostSeat = 0;
  /** Actions applied so far: the `n` of the newest log record and `events` message. */
  @type('number') moves = 0;
  @type([SeatInfo]) seats = new ArraySchema<SeatInfo>();
  @type('number') spectators = 0;
  /**
   * The game log and the public events of each action, for every client to animate: the last
   * LOG_LENGTH records (`LogRecord`: an action's number and its public events) as JSON text, in a
   * ring, record i at key i % LOG_LENGTH (read them with `logRecords`). Not an array: shifting an
   * ArraySchema while pushing to it in the same patch corrupted patches (schema 3.0.76); and not
   * ever-new keys, which cost an addition and a deletion per record.
   */
  @type({ map: 'string' }) log = new MapSchema<string>();
  /** The number of the next record: the log holds records logNext - LOG_LENGTH to logNext - 1. */
  @type('number') logNext = 0;
  @type(JsonView) publicView = new JsonView();
  @view() @type({ map: OverlayView }) privateViews = new MapSchema<OverlayView>();
}

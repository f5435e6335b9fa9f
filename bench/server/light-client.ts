// A bench client that costs its load process little: a raw `ws` socket that speaks just enough of
// the Colyseus 0.16 protocol (a seat reservation over the matchmaking HTTP route, JOIN_ROOM and its
// acknowledgement, ROOM_DATA both ways) and decodes the state with @colyseus/schema's Decoder
// alone. Against colyseus.js in Node it skips a copy of every frame into an ArrayBuffer, the
// DOM-style event wrapping and the room's signals, and it reads strings natively (below). The
// server cannot tell it from colyseus.js: the same bytes go out, and every patch it is sent is
// received and decoded.
import { pack } from '@colyseus/msgpackr';
import { type Decoder, decode, encode, Reflection } from '@colyseus/schema';
import WebSocket from 'ws';

// Colyseus 0.16's protocol codes (colyseus.js Protocol).
const JOIN_ROOM = 10;
const ERROR = 11;
const LEAVE_ROOM = 12;
const ROOM_DATA = 13;
const ROOM_STATE = 14;
const PATCH = 15;

/**
 * @colyseus/schema's string decoding, with the text read natively: the library builds each string
 * a character at a time (`utf8Read`), and the view's JSON texts made that most of what a load
 * process allocated, and so most of its garbage collection. Same lengths and bounds as `string`.
 */
function nativeString(bytes: Buffer, it: { offset: number }): string {
  const prefix = bytes[it.offset++];
  let length = 0;
  if (prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) length = bytes[it.offset++];
  else if (prefix === 0xda) {
    length = bytes.readUInt16LE(it.offset);
    it.offset += 2;
  } else if (prefix === 0xdb) {
    length = bytes.readUInt32LE(it.offset);
    it.offset += 4;
  }
  length = Math.min(length, bytes.length - it.offset);
  const text = bytes.toString('utf8', it.offset, it.offset + length);
  it.offset += length;
  return text;
}
const libraryString = decode.string;

interface SeatReservation {
  room: { roomId: string; processId: string; publicAddress?: string };
  sessionId: string;
  error?: string;
  code?: number;
}

export class LightClient {
  /** Set once the state is decoded: the room's state, reflected from the server's handshake. */
  state: any = undefined;
  /** Called on every patch, before it is decoded. */
  onPatch: (bytes: Buffer) => void = () => {};
  /** Called on every ROOM_DATA message from the room, with its type. */
  onData: (type: string) => void = () => {};
  private decoder: Decoder | undefined;

  private constructor(
    readonly roomId: string,
    private readonly ws: WebSocket,
  ) {}

  /**
   * Reserves a seat through `http` (`http://host:port`) as colyseus.js does (`method` create or
   * joinById, `target` a room name or id) and joins it at the address the reservation names.
   */
  static async join(http: string, method: 'create' | 'joinById', target: string, options: object): Promise<LightClient> {
    const response = await fetch(`${http}/matchmake/${method}/${target}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(options),
    });
    const seat = (await response.json()) as SeatReservation;
    if (seat.error) throw new Error(`matchmaking ${method} ${target}: ${seat.code} ${seat.error}`);
    const host = seat.room.publicAddress ?? new URL(http).host;
    const ws = new WebSocket(`ws://${host}/${seat.room.processId}/${seat.room.roomId}?sessionId=${seat.sessionId}`);
    const client = new LightClient(seat.room.roomId, ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`closed before joining (${code})`)));
      ws.on('message', (data: Buffer) => {
        if (data[0] === JOIN_ROOM) {
          client.joined(data);
          ws.removeAllListeners('error').removeAllListeners('close');
          resolve();
        } else client.receive(data);
      });
    });
    return client;
  }

  /** JOIN_ROOM: the reconnection token, the serializer's id, then the schema handshake; acknowledged. */
  private joined(data: Buffer) {
    const it = { offset: 1 };
    it.offset += data[it.offset] + 1; // the reconnection token
    const serializerId = decode.utf8Read(data, it, data[it.offset++]);
    if (serializerId !== 'schema') throw new Error(`serializer ${serializerId}: the light client decodes schema only`);
    this.decoder = Reflection.decode(data, it);
    this.ws.send(Uint8Array.of(JOIN_ROOM));
  }

  private receive(data: Buffer) {
    const code = data[0];
    if (code === PATCH) {
      this.onPatch(data);
      this.decodeState(data);
    } else if (code === ROOM_STATE) {
      this.decodeState(data);
      this.state = this.decoder!.state;
    } else if (code === ROOM_DATA) {
      const it = { offset: 1 };
      this.onData(decode.stringCheck(data, it) ? decode.string(data, it) : `i${decode.number(data, it)}`);
    } else if (code === ERROR) {
      const it = { offset: 1 };
      this.onData(`protocol error ${decode.number(data, it)}: ${decode.string(data, it)}`);
    }
  }

  /**
   * Decodes a state or patch frame with native strings. The swap lasts only while this decode
   * runs (it is synchronous): the colyseus.js clients of the same process share the library and
   * keep its own decoding.
   */
  private decodeState(data: Buffer) {
    (decode as { string: unknown }).string = nativeString;
    try {
      this.decoder!.decode(data, { offset: 1 });
    } finally {
      decode.string = libraryString;
    }
  }

  /** A ROOM_DATA message, framed as colyseus.js frames it (type as a schema string, payload msgpack). */
  send(type: string, message: unknown) {
    const head = Buffer.alloc(64);
    head[0] = ROOM_DATA;
    const it = { offset: 1 };
    encode.string(head, type, it);
    this.ws.send(Buffer.concat([head.subarray(0, it.offset), pack(message)]));
  }

  /** Leaves on purpose (LEAVE_ROOM), as `room.leave()` does, and waits for the socket to close. */
  leave(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.send(Uint8Array.of(LEAVE_ROOM));
    });
  }
}

/**
 * The live room list: joins the server's `lobby` room, which sends the full list ('rooms') and
 * then every change ('+' [roomId, room], '-' roomId).
 */
import type { Room } from 'colyseus.js';
import type { RoomMetadata } from '../../shared/protocol/messages';
import { wake } from '../frameRate';
import { colyseus } from './endpoint';

const KNOWN_PHASES: ReadonlySet<string> = new Set(['waiting', 'playing', 'over']);

export interface RoomListing {
  roomId: string;
  name: string;
  clients: number;
  maxClients: number;
  locked?: boolean;
  /** When the server made the room: a Date, or its ISO text where the listing went through JSON. */
  createdAt?: Date | string;
  metadata?: RoomMetadata;
}

export class LobbyConnection {
  readonly rooms = new Map<string, RoomListing>();
  private room: Room | null = null;
  private closed = false;

  constructor(
    private readonly onChange: () => void,
    private readonly onStatus: (ok: boolean) => void,
  ) {}

  /** News from the server, drawn at once whatever the frame rate was. */
  private changed() {
    wake();
    this.onChange();
  }

  async open(): Promise<void> {
    try {
      const room = await colyseus().joinOrCreate('lobby');
      if (this.closed) {
        void room.leave();
        return;
      }
      this.room = room;
      room.onMessage('rooms', (list: RoomListing[]) => {
        this.rooms.clear();
        for (const r of list) this.rooms.set(r.roomId, r);
        this.changed();
      });
      room.onMessage('+', ([roomId, listing]: [string, RoomListing]) => {
        this.rooms.set(roomId, listing);
        this.changed();
      });
      room.onMessage('-', (roomId: string) => {
        this.rooms.delete(roomId);
        this.changed();
      });
      room.onLeave(() => {
        this.room = null;
        if (!this.closed) {
          this.onStatus(false);
          setTimeout(() => void this.open(), 2000);
        }
      });
      this.onStatus(true);
    } catch {
      this.onStatus(false);
      if (!this.closed) setTimeout(() => void this.open(), 2000);
    }
  }

  close(): void {
    this.closed = true;
    const room = this.room;
    this.room = null;
    if (room) void room.leave().catch(() => undefined);
  }

  /** Listed rooms of a phase this client knows, unordered (client/lobby/roomOrder.ts orders them). */
  list(): RoomListing[] {
    return [...this.rooms.values()].filter((r) => r.metadata && KNOWN_PHASES.has(r.metadata.phase));
  }
}

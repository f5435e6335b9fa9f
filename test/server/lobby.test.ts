import { afterEach, describe, expect, it } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

describe('lobby', () => {
  it('lists public rooms live with their metadata and never lists private ones', async () => {
    srv = await startServer({ modes: { trash: highCard } });
    const lobby = await srv.client().joinOrCreate('lobby');
    const rooms = new Map<string, any>();
    lobby.onMessage('rooms', (list: any[]) => list.forEach((r) => rooms.set(r.roomId, r)));
    lobby.onMessage('+', ([roomId, room]: [string, any]) => rooms.set(roomId, room));
    lobby.onMessage('-', (roomId: string) => rooms.delete(roomId));

    const host = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 3, bots: 1 }));
    const hidden = await srv.client().create('trash', { name: 'Pat', seats: 2, private: true });
    await waitFor(() => rooms.get(host.room.roomId), 3000, 'listed');
    expect(rooms.get(host.room.roomId).metadata).toMatchObject({ mode: 'trash', host: 'Ann', seats: 3, humans: 1, bots: 1, free: 1, phase: 'waiting' });

    host.room.send('table', { type: 'add-bot' });
    await waitFor(() => rooms.get(host.room.roomId)?.metadata.phase === 'playing' || undefined, 3000, 'started and updated');
    expect(rooms.get(host.room.roomId).metadata).toMatchObject({ bots: 2, free: 0 });

    await srv.client().joinById(host.room.roomId, { spectate: true, name: 'Eve' });
    await waitFor(() => rooms.get(host.room.roomId)?.metadata.spectators === 1 || undefined, 3000, 'spectator count');
    expect(rooms.has(hidden.roomId)).toBe(false);
    // The private room is joinable by its code.
    const friend = new Recorder(await srv.client().joinById(hidden.roomId, { name: 'Sam' }));
    await waitFor(() => friend.welcome, 3000, 'joined by code');
    expect(friend.welcome!.seat).toBe(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
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
    expect(rooms.get(host.room.roomId).metadata).toMatchObject({
      mode: 'trash',
      host: 'Ann',
      seats: 3,
      humans: 1,
      bots: 1,
      free: 1,
      phase: 'waiting',
      rules: '',
    });

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

  it("says what sets a table's rules apart: a solo game names the House and its difficulty", async () => {
    srv = await startServer({ modes });
    const lobby = await srv.client().joinOrCreate('lobby');
    const rooms = new Map<string, any>();
    lobby.onMessage('rooms', (list: any[]) => list.forEach((r) => rooms.set(r.roomId, r)));
    lobby.onMessage('+', ([roomId, room]: [string, any]) => rooms.set(roomId, room));
    const solo = await srv.client().create('trash-poker', { name: 'Ann', seats: 1, options: { solo: { difficulty: 'hard' }, achievements: true } });
    const quick = await srv.client().create('trash', { name: 'Bo', seats: 2, bots: 1, options: { layoutSize: 3 } });
    await waitFor(() => (rooms.get(solo.roomId) && rooms.get(quick.roomId)) || undefined, 3000, 'listed');
    expect(rooms.get(solo.roomId).metadata.rules).toBe('vs the House (Hard) · achievements');
    expect(rooms.get(quick.roomId).metadata.rules).toBe('layout of 3');
  });
});

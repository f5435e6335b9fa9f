import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import { ACHIEVEMENTS } from '../../shared/engine/trash-poker/achievement-data';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

describe('unlocks carry from one game to the next (Unlocking Stuff)', () => {
  it('starts a Trash Poker table with its host’s unlocked jokers and box lid, and records them for replay', async () => {
    srv = await startServer({ modes });
    const { profile, token } = await srv.server.store.createProfile('Ann');
    await srv.server.store.addUnlocks(profile.id, [
      { mode: 'trash-poker', kind: 'joker', item: 'u03', data: null, matchId: null },
      { mode: 'trash-poker', kind: 'checkmark', item: '90-1', data: null, matchId: null },
      { mode: 'trash-poker', kind: 'checkmark', item: '100-1', data: null, matchId: null },
      { mode: 'trash-poker', kind: 'achievement', item: ACHIEVEMENTS[0].id, data: null, matchId: null },
      { mode: 'trash-poker', kind: 'achievement', item: 'from-an-older-version', data: null, matchId: null },
    ]);
    const a = new Recorder(await srv.client().create('trash-poker', { token, seats: 2, bots: 1 }));
    await waitFor(() => a.room.state.phase === 'playing' || undefined, 5000, 'start');
    const record = (await srv.server.store.match(a.room.roomId))!;
    const options = record.options.options as Record<string, unknown>;
    expect(options.unlockedJokers).toEqual(['u03']);
    expect((options.boxLid as number[]).slice(0, 2)).toEqual([1, 1]);
    expect(options.achievementsDone).toEqual([ACHIEVEMENTS[0].id]);
  });
});

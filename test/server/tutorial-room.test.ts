/**
 * A tutorial table is a normal room: created with `tutorial: true`, it deals its script's seed
 * with bots in the other seats and no turn timer, and starts as soon as the player is seated.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { ModeId } from '../../shared/engine/types';
import type { Welcome } from '../../shared/protocol/messages';
import { TUTORIALS } from '../../shared/tutorial';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

describe.each(['trash-poker', 'poker-plus', 'trash'] as ModeId[])('a %s tutorial table', (mode) => {
  it("plays its script's deal against bots, without a timer, whatever else the options say", async () => {
    srv = await startServer({ modes });
    const script = TUTORIALS[mode];
    const player = new Recorder(await srv.client().create(mode, { name: 'Newcomer', tutorial: true, seats: 4, turnTimer: 30, options: { nonsense: 1 } }));
    const welcome = (await waitFor(() => player.welcome, 5000, 'welcome')) as unknown as Welcome;
    expect(welcome.seat).toBe(0);
    expect(welcome.table).toMatchObject({ seats: script.table.seats, turnTimer: 0, private: true, tutorial: true, options: script.table.options });
    await waitFor(() => player.room.state.phase === 'playing' || undefined, 5000, 'started');
    const seats = (player.room.state as unknown as { seats: { bot: boolean }[] }).seats.map((s) => s.bot);
    expect(seats).toEqual([false, ...Array(script.table.seats - 1).fill(true)]);
    // The deal is the script's: the player's first view is the engine's for that seed.
    const dealt = modes[mode].view(modes[mode].setup({ players: script.table.seats, seed: script.table.seed, options: script.table.options }), 0) as {
      seats?: unknown;
    };
    const view = await waitFor(() => player.view() as { seats?: unknown } | undefined, 5000, 'view');
    if (mode === 'trash-poker') expect((view.seats as { offer: unknown }[])[0].offer).toEqual((dealt.seats as { offer: unknown }[])[0].offer);
    else expect((view as { hand?: unknown }).hand ?? (view as { layouts?: unknown }).layouts).toBeDefined();
    expect(player.errors()).toEqual([]);
  });
});

/**
 * The turn timer over real websockets: when it runs out the table is told who timed out, a bot
 * makes only that decision, and the seat stays the player's; the clock waits for the table's
 * animations; with only bots to wait on, the default is no timer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import { logRecords } from '../../shared/protocol/json-view';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const seatsOf = (rec: Recorder) => (rec.room.state as any).seats as { acting: boolean; deadline: number; bot: boolean; autoplay: boolean }[];

describe('a turn that times out', () => {
  it('is announced before the move, played by a bot for that one decision only, and the next decision gets a fresh timer', { timeout: 40_000 }, async () => {
    srv = await startServer({ modes, defaults: { botDelay: 5 } });
    const ann = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2, bots: 1, turnTimer: 1, options: { layoutSize: 10 } }));
    await waitFor(() => seatsOf(ann)?.[0]?.acting || undefined, 10_000, "Ann's turn");
    const askedAt = Date.now();
    const deadline = await waitFor(() => seatsOf(ann)[0].deadline || undefined, 2000, 'a deadline');
    // The clock starts only once the events that led here have been shown (a second, plus them).
    expect(deadline - askedAt).toBeGreaterThan(1200);
    const before = ann.room.state.moves as number;
    const record = await waitFor(
      () => logRecords(ann.room.state as any).find((r) => r.events.some((e) => e.kind === 'turn-timed-out')),
      // The opening deal takes 8-9 s to show, so the deadline is that far out: wait from it, not
      // from now (a fixed 10 s left about a second to spare on a loaded machine).
      deadline - Date.now() + 5000,
      'the timeout notice',
    );
    expect(record.events[0]).toEqual({ kind: 'turn-timed-out', seat: 0, by: 'bot' });
    expect(record.events.length).toBeGreaterThan(1); // the move played for Ann, in the same batch
    // Exactly one action was played for Ann: her next decision (Trash's place after a draw) waits.
    const actions = (await srv.server.store.match(ann.room.roomId))!.actions;
    expect(actions.filter((a, i) => i >= before && a.seat === 0)).toHaveLength(1);
    expect(record.n).toBe(before + 1);
    const seat = seatsOf(ann)[0];
    expect(seat.bot).toBe(false);
    expect(seat.autoplay).toBe(false);
    if (seat.acting) expect(seat.deadline).toBeGreaterThan(Date.now());
  });

  it('lets a bot play on only after several in a row, until the player acts again', { timeout: 40_000 }, async () => {
    srv = await startServer({ modes, defaults: { botDelay: 5, timeoutsBeforeAutoplay: 2 } });
    const ann = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2, bots: 1, turnTimer: 1, options: { layoutSize: 10 } }));
    // Two decisions' show times (the opening deal's alone is 8-9 s) and their two seconds.
    await waitFor(() => seatsOf(ann)?.[0]?.autoplay || undefined, 25_000, 'autoplay after two timeouts');
    const notices = () => logRecords(ann.room.state as any).flatMap((r) => r.events.filter((e) => e.kind === 'turn-timed-out'));
    expect(notices()).toHaveLength(2);
    // Ann clicks (the bot may have beaten her to that decision): it stops playing for her, and her
    // next decision waits for her again, with a fresh timer.
    ann.room.send('action', ann.view()?.legal?.[0] ?? { type: 'draw' });
    await waitFor(() => seatsOf(ann)[0].autoplay === false || undefined, 5000, 'autoplay off');
    await waitFor(() => (seatsOf(ann)[0].acting && seatsOf(ann)[0].deadline) || undefined, 10_000, 'a timed decision of her own');
  });
});

describe.each([
  { mode: 'trash-poker', options: {} },
  { mode: 'poker-plus', options: { rounds: 1 } },
  { mode: 'trash', options: { layoutSize: 10 } },
] as const)('$mode: a timed-out decision', ({ mode, options }) => {
  it('is played whole (a selection up to its confirm) and nothing more for that seat', { timeout: 45_000 }, async () => {
    srv = await startServer({ modes, defaults: { botDelay: 5 } });
    const ann = new Recorder(await srv.client().create(mode, { name: 'Ann', seats: 2, bots: 1, turnTimer: 1, options }));
    // A decision's second starts once the clients have shown what led to it (server/rooms/turn-clock.ts:
    // up to 20 s behind): in Trash the first timeout came 2-9 s in, in eight local runs, and over 15 s in a CI run.
    const record = await waitFor(
      () => logRecords(ann.room.state as any).find((r) => r.events.some((e) => e.kind === 'turn-timed-out')),
      30_000,
      'the first timeout',
    );
    // Well before Ann's next decision could time out too (a second after it is shown).
    await new Promise((r) => setTimeout(r, 400));
    const played = (await srv.server.store.match(ann.room.roomId))!.actions
      .slice(record.n - 1)
      .filter((a) => a.seat === 0)
      .map((a) => (a.action as { type: string }).type);
    expect(played.length, `${mode}: ${played.join(', ')}`).toBeGreaterThan(0);
    expect(
      played.slice(0, -1).every((type) => type === 'pick' || type === 'unpick'),
      `${mode}: ${played.join(', ')}`,
    ).toBe(true);
    expect(['pick', 'unpick'], `${mode}: the decision ends with its choice`).not.toContain(played.at(-1));
    expect(seatsOf(ann)[0]).toMatchObject({ bot: false, autoplay: false });
  });
});

describe('the default timer', () => {
  it('is off when the only other seats are bots, and on with another human', async () => {
    srv = await startServer({ modes, defaults: { turnTimer: 30, botDelay: 5 } });
    const solo = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2, bots: 1 }));
    await waitFor(() => seatsOf(solo)?.[0]?.acting || undefined, 10_000, "Ann's turn");
    await new Promise((r) => setTimeout(r, 100));
    expect(seatsOf(solo)[0].deadline).toBe(0);
    expect((solo.welcome as any).table.turnTimer).toBeUndefined();

    const ann = new Recorder(await srv.client().create('trash', { name: 'Ann', seats: 2 }));
    await waitFor(() => ann.welcome, 5000, 'welcome');
    const bob = new Recorder(await srv.client().joinById(ann.room.roomId, { name: 'Bob' }));
    await waitFor(() => seatsOf(bob)?.some((s) => s.acting) || undefined, 5000, 'started');
    const acting = await waitFor(() => seatsOf(bob).find((s) => s.acting && s.deadline), 5000, 'a deadline');
    expect(acting.deadline - Date.now()).toBeGreaterThan(25_000);
  });
});

/**
 * Every registered mode through the real server and real clients: two humans (played by these
 * clients from their own legal actions), bots in the other seats, and a spectator, to the end.
 * Then the match is replayed from its record, and everything each client received is checked
 * against what the engine says that seat (or a spectator) may see at that moment.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import { nextInt, seedRng } from '../../shared/engine/rng';
import { isCardId as isPokerPlusCard } from '../../shared/engine/poker-plus/cards';
import { parseCard } from '../../shared/engine/trash/cards';
import { isCardId as isTrashPokerCard } from '../../shared/engine/trash-poker/cards';
import { JOKERS, UNLOCKABLE_JOKER_IDS } from '../../shared/engine/trash-poker/jokers';
import { visibleOptions } from '../../shared/protocol/table-options';
import type { GameEvent, GameMode, ModeId } from '../../shared/engine/types';
import { logRecords, ownRecords, tableView } from '../../shared/protocol/json-view';
import { Recorder, startServer, waitFor, type TestServer } from './harness';

const CASES: { mode: ModeId; seats: number; options: object; isCard: (s: string) => boolean }[] = [
  // Unlocked jokers join the pool, whose ids the game hides: the welcome must not name them.
  { mode: 'trash-poker', seats: 4, options: { unlockedJokers: UNLOCKABLE_JOKER_IDS.slice(0, 4) }, isCard: (s) => isTrashPokerCard(s) },
  { mode: 'poker-plus', seats: 4, options: { rounds: 1 }, isCard: (s) => isPokerPlusCard(s) },
  { mode: 'trash', seats: 4, options: { layoutSize: 3 }, isCard: (s) => parseCard(s) !== null },
];

let srv: TestServer | null = null;
afterEach(async () => {
  await srv?.close();
  srv = null;
});

/** Every string anywhere in `value`. */
function strings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** A value as JSON says it (undefined members gone). */
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

/** Every string in `value` that is a card id. */
function cardIds(value: unknown, isCard: (s: string) => boolean, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isCard(value)) into.add(value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) cardIds(v, isCard, into);
  }
  return into;
}

/**
 * A client that plays its seat by picking among its legal actions (a small seeded generator),
 * one at a time: it waits for its move to land (or be refused) before choosing again.
 */
function play(rec: Recorder, seed: number) {
  const rng = seedRng(`client-${seed}`);
  let waitingSince = -1;
  const tick = () => {
    const moves = rec.room.state.moves as number;
    if (waitingSince >= 0 && moves === waitingSince) return;
    waitingSince = -1;
    const offered = rec.view()?.legal as { type: string }[] | undefined;
    if (!offered?.length || rec.room.state.phase !== 'playing') return;
    // Undoing a pick is legal but never moves the game on: a random player that undoes would wander.
    const forward = offered.filter((a) => a.type !== 'unpick');
    const legal = forward.length ? forward : offered;
    waitingSince = moves;
    rec.room.send('action', legal[nextInt(rng, legal.length)]);
  };
  rec.room.onStateChange(tick);
  rec.room.onMessage('error', () => {
    waitingSince = -1;
    setTimeout(tick, 20);
  });
  tick();
}

describe.each(CASES)('$mode through the real server', ({ mode, seats, options, isCard }) => {
  it('plays 2 clients + bots to the final result, and nobody ever receives what they may not see', { timeout: 180_000 }, async () => {
    srv = await startServer({ modes, defaults: { botDelay: 0, messagesPerSecond: 1000 } });
    const a = new Recorder(await srv.client().create(mode, { name: 'Ann', seats, bots: seats - 2, options }));
    await waitFor(() => a.welcome, 5000, 'welcome');
    const spectator = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Eve', spectate: true }));
    const b = new Recorder(await srv.client().joinById(a.room.roomId, { name: 'Bob' }));
    await waitFor(() => b.welcome && spectator.welcome, 5000, 'welcomes');
    play(a, 1);
    play(b, 2);
    await waitFor(() => a.room.state.phase === 'over' || undefined, 120_000, 'the end of the game');
    const result = await waitFor(() => a.messages.find((m) => m.type === 'result')?.message as any, 5000, 'result');
    expect(result.standings).toHaveLength(seats);
    await new Promise((r) => setTimeout(r, 50));

    // Replay the record: the engine state after every action.
    const engine = modes[mode] as GameMode;
    const record = (await srv.server.store.match(a.room.roomId))!;
    expect(record.status).toBe('finished');
    const states = [engine.setup({ players: seats, seed: record.seed, options: record.options.options as object })];
    const eventsAt: GameEvent[][] = [[]];
    for (const { seat, action } of record.actions) {
      const r = engine.apply(states.at(-1), seat, action);
      if (!r.ok) throw new Error(r.error);
      states.push(r.state);
      eventsAt.push(r.events);
    }
    expect(engine.result(states.at(-1))).toEqual(record.result);

    const visible = (n: number, seat: number | null) => cardIds(engine.view(states[n], seat), isCard);
    for (const [rec, seat] of [
      [a, 0],
      [b, 1],
      [spectator, null],
    ] as [Recorder, number | null][]) {
      expect(rec.states.length).toBeGreaterThan(10);
      // The welcome tells the table's settings: only the options a client may know, and no joker
      // (pool ids are hidden) that this seat's view at the start does not show.
      const welcomes = rec.messages.filter((m) => m.type === 'welcome').map((m) => m.message as any);
      expect(welcomes.length).toBeGreaterThan(0);
      const shown = strings(engine.view(states[0], seat));
      for (const welcome of welcomes) {
        expect(welcome.table.options, `${mode}: options welcoming seat ${seat}`).toEqual(visibleOptions(mode, record.options.options));
        for (const text of strings(welcome))
          if (Object.hasOwn(JOKERS, text)) expect(shown.has(text), `${mode}: welcome of seat ${seat} names ${text}`).toBe(true);
      }
      const logged = new Map<number, GameEvent[]>();
      for (const raw of rec.states as any[]) {
        const n: number = raw.moves;
        // Only this client's own private view arrives; other seats' stay away.
        expect(Object.keys(raw.privateViews ?? {}).filter((k) => Number(k) !== seat)).toEqual([]);
        if (raw.phase === 'waiting') continue;
        const allowed = visible(n, seat);
        // Everything a client holds of the game, the public view and its own overlay, entry by entry.
        for (const part of [raw.publicView?.entries, seat === null ? undefined : raw.privateViews?.[seat]?.entries]) {
          for (const text of Object.values(part ?? {}) as string[])
            for (const id of cardIds(JSON.parse(text), isCard)) expect(allowed.has(id), `${mode}: seat ${seat} held ${id} at move ${n}`).toBe(true);
        }
        // Composed, they are exactly the engine's view for that seat at that move.
        expect(tableView(raw, seat), `${mode}: view of seat ${seat} at move ${n}`).toEqual(json(engine.view(states[n], seat)));
        // The log holds each action's public events (the room's own 'game-started' aside).
        for (const record of logRecords(raw)) {
          logged.set(record.n, record.events);
          if (record.n > 0) expect(record.events, `${mode}: log record of move ${record.n}`).toEqual(engine.viewEvents(eventsAt[record.n], null));
        }
      }
      // What the client plays for each action (its own version where its private part held one,
      // else the log's) is exactly what the engine's event filter allows that seat, nothing more.
      const own = new Map<number, GameEvent[]>();
      for (const raw of rec.states as any[]) for (const [n, events] of ownRecords(raw, seat)) own.set(n, events);
      // It was given its own version of exactly the actions it sees more of (none, watching).
      const differs =
        seat === null
          ? []
          : eventsAt.flatMap((events, n) =>
              n > 0 && !isDeepStrictEqual(json(engine.viewEvents(events, seat)), json(engine.viewEvents(events, null))) ? [n] : [],
            );
      expect(
        [...own.keys()].sort((x, y) => x - y),
        `${mode}: actions seat ${seat} got its own events for`,
      ).toEqual(differs);
      for (let n = 1; n < eventsAt.length; n++) {
        if (!eventsAt[n].length) continue;
        expect(own.get(n) ?? logged.get(n), `${mode}: events at move ${n} for seat ${seat}`).toEqual(engine.viewEvents(eventsAt[n], seat));
      }
    }
  });
});

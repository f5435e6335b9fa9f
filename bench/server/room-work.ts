/**
 * `npx tsx bench/server/room-work.ts`: the CPU a Trash Poker room spends per move apart from its
 * sockets, in one process: the engine's apply, the move's log record and each seat's own version
 * of it, the public and private view sync, and the patch encoded for four seated clients, done as
 * GameRoom does them (afterChange, syncViews, broadcastPatch). Many tables take turns, as on a
 * busy server (250, as `bench:server` runs), so caches and the garbage collector see a server's
 * spread of state rather than one hot table; each table replays a game of seeded random legal
 * moves, the same games for every run.
 *
 * Unlike `bench:server`, it leaves out sockets, the store and the clients, which the trivial room
 * pays too, so on a loaded machine it still tells two versions of the room's own work apart.
 * Run it with the server's Node flags (package.json config.serverNodeFlags) for figures like the
 * server's: `node --max-semi-space-size=64 --initial-old-space-size=512 --import tsx bench/server/room-work.ts`.
 * Env: ROOM_WORK_TABLES (250), ROOM_WORK_MOVES (100000), ROOM_WORK_REPEAT (3 runs after a warm-up, median),
 * ROOM_WORK_SERIALIZER=colyseus (Colyseus's own SchemaSerializer instead of the room's),
 * ROOM_WORK_SURVIVORS=file.heapprofile (the last run's sampled allocations that outlived a
 * scavenge, the ones the promoted bytes come from, for Chrome DevTools or speedscope; with
 * --expose-gc a last scavenge leaves out what the window's end had not collected yet).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { type Client, SchemaSerializer, type Serializer } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import type { OverlayView } from '../../server/schema/OverlayView';
import type { TableState } from '../../server/schema/TableState';
import { ViewPatchSerializer } from '../../server/schema/ViewPatchSerializer';
import { namedSeats } from '../../shared/engine/events';
import { setFreezeShared } from '../../shared/engine/freeze';
import { modes } from '../../shared/engine/index';
import { nextInt, seedRng } from '../../shared/engine/rng';
import type { GameMode } from '../../shared/engine/types';
import { asciiJson, LOG_LENGTH, sameJson } from '../../shared/protocol/json-view';
import { median } from '../../scripts/stats';
import { SEATS, seatedTable, turnsCpu } from './table-bench';

const TABLES = Number(process.env.ROOM_WORK_TABLES ?? 250);
const MOVES = Number(process.env.ROOM_WORK_MOVES ?? 100_000);
const REPEAT = Number(process.env.ROOM_WORK_REPEAT ?? 3);
const COLYSEUS = process.env.ROOM_WORK_SERIALIZER === 'colyseus';
const SURVIVORS = process.env.ROOM_WORK_SURVIVORS;
const GAMES = 20;

// As server/app.ts runs the rooms.
Encoder.BUFFER_SIZE = 256 * 1024;
setFreezeShared(false);
const mode = modes['trash-poker'] as GameMode;

type Move = [seat: number, action: unknown];

/** A whole game of seeded random legal moves. */
function playout(seed: string): Move[] {
  const rng = seedRng(`room-work:${seed}`);
  let game = mode.setup({ players: SEATS, seed });
  const moves: Move[] = [];
  while (!mode.isOver(game)) {
    const actors = mode.actors(game);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = mode.legalActions(game, seat);
    const action = legal[nextInt(rng, legal.length)];
    const result = mode.apply(game, seat, action);
    if (!result.ok) throw new Error(result.error);
    game = result.state;
    moves.push([seat, action]);
  }
  return moves;
}

/** One table: its state, serializer and four seated clients whose sends are counted. */
class Table {
  readonly serializer: Serializer<TableState> = COLYSEUS ? new SchemaSerializer<TableState>() : new ViewPatchSerializer<TableState>();
  readonly state: TableState;
  readonly nodes: OverlayView[];
  readonly clients: Client[];
  game: unknown;
  played = 0;

  constructor(
    readonly seed: string,
    readonly moves: Move[],
    sent: { bytes: number },
  ) {
    ({ state: this.state, nodes: this.nodes, clients: this.clients } = seatedTable(this.serializer, sent));
    this.game = mode.setup({ players: SEATS, seed });
  }

  get over() {
    return this.played >= this.moves.length;
  }

  /** The next move, as GameRoom handles an accepted action. */
  play() {
    const [seat, action] = this.moves[this.played++];
    const result = mode.apply(this.game, seat, action);
    if (!result.ok) throw new Error(result.error);
    this.game = result.state;
    const { state, nodes } = this;
    state.moves = this.played;
    const open = mode.viewEvents(result.events, null);
    if (open.length) {
      for (const named of namedSeats(result.events)) {
        const own = mode.viewEvents(result.events, named);
        if (!sameJson(own, open)) nodes[named].tell({ n: this.played, events: own });
      }
      state.log.set(String(state.logNext % LOG_LENGTH), asciiJson({ n: this.played, events: open }));
      state.logNext++;
    }
    state.publicView.sync(mode.view(this.game, null));
    nodes.forEach((node, i) => node.sync(mode.privateView(this.game, i)));
    const actors = mode.actors(this.game);
    state.seats.forEach((info, i) => {
      const acting = actors.includes(i);
      if (info.acting !== acting) info.acting = acting;
    });
    this.serializer.applyPatches(this.clients, state);
    for (const node of nodes) node.patched();
  }
}

const games = Array.from({ length: GAMES }, (_, g) => ({ seed: `game-${g}`, moves: playout(`game-${g}`) }));

function run() {
  let opened = 0;
  return turnsCpu(TABLES, MOVES, (sent) => {
    const { seed, moves } = games[opened++ % GAMES];
    return new Table(seed, moves, sent);
  });
}

run(); // warm-up: the first run also compiles, and would be the slowest every time
const runs = Array.from({ length: REPEAT - (SURVIVORS ? 1 : 0) }, run);
if (SURVIVORS) runs.push(await survivorsOf(run, SURVIVORS));

/** `work`'s result, its sampled allocations that outlived a scavenge written to `file`. */
async function survivorsOf<T>(work: () => T, file: string): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
  const result = work();
  // Else what the window allocated since its last scavenge counts as surviving (run with --expose-gc).
  (globalThis as { gc?: (o: { type: 'minor' }) => void }).gc?.({ type: 'minor' });
  const { profile } = await session.post('HeapProfiler.stopSampling');
  writeFileSync(file, JSON.stringify(profile));
  session.disconnect();
  return result;
}
const us = runs.map((r) => r.usPerMove);
console.log(
  `room work (${COLYSEUS ? "Colyseus's serializer" : 'ViewPatchSerializer'}), ${TABLES} tables, ${MOVES} moves a run: ` +
    `median ${median(us).toFixed(1)} µs CPU per move (${us.map((x) => x.toFixed(1)).join(', ')}), ${runs[0].bytesPerMove.toFixed(0)} B sent per move, ` +
    `${runs.map((r) => r.promotedPerMove.toFixed(0)).join(', ')} B promoted per move`,
);

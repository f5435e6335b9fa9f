/**
 * `node --max-semi-space-size=64 --initial-old-space-size=512 --import tsx bench/server/schema-work.ts`:
 * the CPU a Trash Poker room's schema side spends per move, with the engine left out. Seeded games
 * are played first and each move's engine output recorded (events, public and private views,
 * actors); the measured runs then only mirror them as GameRoom does (log record and each seat's
 * own version, public and private view sync, the patch encoded for four seated clients), 250
 * tables taking turns. The engine is about a quarter of `room-work.ts` and is not the server's to
 * change, so leaving it out shows the server's part with less noise.
 *
 * To compare two versions of server/schema in one process (alternating runs share the machine's
 * load), copy the old files beside these and give a second copy of `Mirror` their imports.
 * Env: SCHEMA_WORK_GAMES (8 recorded games), SCHEMA_WORK_MOVES (40000 a run), SCHEMA_WORK_REPEAT
 * (3 runs after a warm-up, median).
 */
import type { Client } from '@colyseus/core';
import { Encoder } from '@colyseus/schema';
import type { OverlayView } from '../../server/schema/OverlayView';
import type { TableState } from '../../server/schema/TableState';
import { ViewPatchSerializer } from '../../server/schema/ViewPatchSerializer';
import { namedSeats } from '../../shared/engine/events';
import { setFreezeShared } from '../../shared/engine/freeze';
import { modes } from '../../shared/engine/index';
import { nextInt, seedRng } from '../../shared/engine/rng';
import type { GameEvent, GameMode, ViewOverlay } from '../../shared/engine/types';
import { asciiJson, LOG_LENGTH, sameJson } from '../../shared/protocol/json-view';
import { median } from '../../scripts/stats';
import { SEATS, seatedTable, turnsCpu } from './table-bench';

const GAMES = Number(process.env.SCHEMA_WORK_GAMES ?? 8);
const MOVES = Number(process.env.SCHEMA_WORK_MOVES ?? 40_000);
const REPEAT = Number(process.env.SCHEMA_WORK_REPEAT ?? 3);
const TABLES = 250;

// As server/app.ts runs the rooms.
Encoder.BUFFER_SIZE = 256 * 1024;
setFreezeShared(false);
const mode = modes['trash-poker'] as GameMode;

/** What the engine hands the room after one move. */
interface Step {
  n: number;
  open: GameEvent[];
  own: [seat: number, events: GameEvent[]][];
  publicView: unknown;
  overlays: ViewOverlay[];
  actors: number[];
}

/** A whole game of seeded random legal moves, as the room receives it. */
function record(seed: string): Step[] {
  const rng = seedRng(`room-work:${seed}`);
  let game = mode.setup({ players: SEATS, seed });
  const steps: Step[] = [];
  while (!mode.isOver(game)) {
    const actors = mode.actors(game);
    const seat = actors[nextInt(rng, actors.length)];
    const legal = mode.legalActions(game, seat);
    const result = mode.apply(game, seat, legal[nextInt(rng, legal.length)]);
    if (!result.ok) throw new Error(result.error);
    game = result.state;
    const open = mode.viewEvents(result.events, null);
    const own: Step['own'] = [];
    for (const named of namedSeats(result.events)) {
      const events = mode.viewEvents(result.events, named);
      if (open.length && !sameJson(events, open)) own.push([named, events]);
    }
    const overlays = Array.from({ length: SEATS }, (_, i) => mode.privateView(game, i));
    steps.push({ n: steps.length + 1, open, own, publicView: mode.view(game, null), overlays, actors: mode.actors(game) });
  }
  return steps;
}

/** One table mirroring a recorded game, with four seated clients whose bytes are counted. */
class Mirror {
  readonly serializer = new ViewPatchSerializer<TableState>();
  readonly state: TableState;
  readonly nodes: OverlayView[];
  readonly clients: Client[];
  played = 0;

  constructor(
    readonly steps: Step[],
    sent: { bytes: number },
  ) {
    ({ state: this.state, nodes: this.nodes, clients: this.clients } = seatedTable(this.serializer, sent));
  }

  get over() {
    return this.played >= this.steps.length;
  }

  /** The next move, as GameRoom's afterChange, syncViews and patch do it. */
  play() {
    const step = this.steps[this.played++];
    const { state, nodes } = this;
    state.moves = step.n;
    if (step.open.length) {
      for (const [seat, events] of step.own) nodes[seat].tell({ n: step.n, events });
      state.log.set(String(state.logNext % LOG_LENGTH), asciiJson({ n: step.n, events: step.open }));
      state.logNext++;
    }
    state.publicView.sync(step.publicView);
    for (let seat = 0; seat < SEATS; seat++) nodes[seat].sync(step.overlays[seat]);
    state.seats.forEach((info, i) => {
      const acting = step.actors.includes(i);
      if (info.acting !== acting) info.acting = acting;
    });
    this.serializer.applyPatches(this.clients);
    for (const node of nodes) node.patched();
  }
}

const games = Array.from({ length: GAMES }, (_, g) => record(`game-${g}`));

function run() {
  let opened = 0;
  return turnsCpu(TABLES, MOVES, (sent) => new Mirror(games[opened++ % GAMES], sent));
}

run(); // warm-up
const runs = Array.from({ length: REPEAT }, run);
const us = runs.map((r) => r.usPerMove);
console.log(
  `schema work, ${TABLES} tables, ${MOVES} moves a run: median ${median(us).toFixed(1)} µs CPU per move ` +
    `(${us.map((x) => x.toFixed(1)).join(', ')}), ${runs[0].bytesPerMove.toFixed(0)} B sent per move, ` +
    `${runs.map((r) => r.promotedPerMove.toFixed(0)).join(', ')} B promoted per move`,
);

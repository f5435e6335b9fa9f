/** What the room benches (room-work.ts, schema-work.ts) share: a seated table and the turns they time. */
import { GCProfiler } from 'node:v8';
import { type Client, ClientState, type Serializer } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { OverlayView } from '../../server/schema/OverlayView';
import { SeatInfo, TableState } from '../../server/schema/TableState';

/** The seats of the benches' tables. */
export const SEATS = 4;

/** A table's schema state as GameRoom sets it up: four seated clients, each seeing its own private view, whose sent bytes add to `sent`. */
export function seatedTable(serializer: Serializer<TableState>, sent: { bytes: number }): { state: TableState; nodes: OverlayView[]; clients: Client[] } {
  const state = new TableState();
  const nodes: OverlayView[] = [];
  const clients: Client[] = [];
  for (let i = 0; i < SEATS; i++) state.seats.push(new SeatInfo());
  serializer.reset(state);
  for (let seat = 0; seat < SEATS; seat++) {
    const node = new OverlayView();
    state.privateViews.set(String(seat), node);
    nodes.push(node);
    const view = new StateView();
    view.add(node);
    const raw = (bytes: Buffer) => void (sent.bytes += bytes.length);
    clients.push({ state: ClientState.JOINED, view, raw } as unknown as Client);
  }
  return { state, nodes, clients };
}

/** A table a bench plays move by move. */
export interface PlayedTable {
  readonly over: boolean;
  play(): void;
}

type GcStats = ReturnType<GCProfiler['stop']>['statistics'][number];

/** What one scavenge promoted: the growth of the old generation (large objects included) across it. */
function promotedBy(gc: GcStats): number {
  const old = (side: GcStats['beforeGC']) =>
    side.heapSpaceStatistics.filter((s) => s.spaceName === 'old_space' || s.spaceName === 'large_object_space').reduce((n, s) => n + s.spaceUsedSize, 0);
  return gc.gcType === 'Scavenge' ? old(gc.afterGC) - old(gc.beforeGC) : 0;
}

/**
 * CPU per move of `tables` tables taking turns for `moves` moves, the bytes sent per move, and
 * the bytes per move the scavenges promoted to the old generation. On the server each promoted
 * byte costs a copy, fresh pages (page faults) and later a full collection.
 * `open` deals a table (a new one when one ends: dealing is inside the window, as a server starts
 * games too).
 */
export function turnsCpu(
  tables: number,
  moves: number,
  open: (sent: { bytes: number }) => PlayedTable,
): { usPerMove: number; bytesPerMove: number; promotedPerMove: number } {
  const sent = { bytes: 0 };
  const live = Array.from({ length: tables }, () => open(sent));
  const gcs = new GCProfiler();
  gcs.start();
  const start = process.cpuUsage();
  let played = 0;
  while (played < moves) {
    for (let i = 0; i < live.length && played < moves; i++) {
      if (live[i].over) live[i] = open(sent);
      live[i].play();
      played++;
    }
  }
  const cpu = process.cpuUsage(start);
  const promoted = gcs.stop().statistics.reduce((n, gc) => n + promotedBy(gc), 0);
  return { usPerMove: (cpu.user + cpu.system) / played, bytesPerMove: sent.bytes / played, promotedPerMove: promoted / played };
}

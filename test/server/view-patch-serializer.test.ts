import { type Client, ClientState, SchemaSerializer, type Serializer } from '@colyseus/core';
import { Encoder, StateView } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { JsonView } from '../../server/schema/JsonView';
import { OverlayView } from '../../server/schema/OverlayView';
import { SeatInfo, TableState } from '../../server/schema/TableState';
import { ViewPatchSerializer } from '../../server/schema/ViewPatchSerializer';
import { namedSeats } from '../../shared/engine/events';
import { modes } from '../../shared/engine/index';
import { nextInt, seedRng } from '../../shared/engine/rng';
import { asciiJson, LOG_LENGTH, sameJson } from '../../shared/protocol/json-view';

const SEATS = 4;
// As server/app.ts sets it: a whole table's first patch is larger than the default 8 KB.
Encoder.BUFFER_SIZE = 256 * 1024;

/** A table as GameRoom builds it, its clients (4 seats, 2 spectators sharing one view, 1 without a view) recording what they receive. */
function table(serializer: Serializer<TableState>) {
  const state = new TableState();
  for (let i = 0; i < SEATS; i++) state.seats.push(new SeatInfo());
  serializer.reset(state);
  const nodes: OverlayView[] = [];
  const received: Buffer[][] = [];
  /** The buffer each client was last handed (copied into `received`: Colyseus reuses its own). */
  const last: Buffer[] = [];
  const spectators = new StateView();
  const client = (view: StateView | undefined): Client => {
    const inbox: Buffer[] = [];
    const i = received.push(inbox) - 1;
    const raw = (bytes: Buffer) => {
      inbox.push(Buffer.from(bytes));
      last[i] = bytes;
    };
    return { state: ClientState.JOINED, view, raw } as unknown as Client;
  };
  const clients: Client[] = [];
  for (let seat = 0; seat < SEATS; seat++) {
    const node = new OverlayView();
    state.privateViews.set(String(seat), node);
    nodes.push(node);
    const view = new StateView();
    view.add(node);
    clients.push(client(view));
  }
  clients.push(client(spectators), client(spectators), client(undefined));
  return { state, serializer, nodes, clients, received, last, publicAside: undefined as JsonView | undefined };
}

/** A seat's private part replaced by a fresh node, and its client's view with it. */
function reshow(t: ReturnType<typeof table>, seat: number, overlay: Parameters<OverlayView['sync']>[0]) {
  const node = new OverlayView();
  node.sync(overlay);
  t.state.privateViews.set(String(seat), node);
  t.nodes[seat] = node;
  const view = new StateView();
  view.add(node);
  (t.clients[seat] as { view?: StateView }).view = view;
}

describe('ViewPatchSerializer', () => {
  it('sends every client of a whole Trash Poker game the same bytes as Colyseus’s serializer, sharing one buffer between clients with nothing private', () => {
    const mode = modes['trash-poker'];
    const ours = table(new ViewPatchSerializer<TableState>());
    const theirs = table(new SchemaSerializer<TableState>());
    // A pointer that the first sync drops: seat 3's entries then start at index 1, so when its node
    // is added back below, Colyseus's re-add lists them at positions that are not their indexes.
    for (const t of [ours, theirs]) t.nodes[3].sync({ '/aside': 0 });
    const rng = seedRng('view-patch');
    let game = mode.setup({ players: SEATS, seed: 'view-patch' });
    let moves = 0;
    let sharedSends = 0;
    const patch = (events: Parameters<typeof mode.viewEvents>[0]) => {
      for (const { state, serializer, nodes, clients } of [ours, theirs]) {
        state.moves = moves;
        const open = mode.viewEvents(events, null);
        for (const seat of namedSeats(events)) {
          const own = mode.viewEvents(events, seat);
          if (!sameJson(own, open)) nodes[seat].tell({ n: moves, events: own });
        }
        state.log.set(String(state.logNext % LOG_LENGTH), asciiJson({ n: moves, events: open }));
        state.logNext++;
        state.publicView.sync(mode.view(game, null));
        nodes.forEach((node, seat) => node.sync(mode.privateView(game, seat)));
        const actors = mode.actors(game);
        state.seats.forEach((info, seat) => (info.acting = actors.includes(seat)));
        serializer.applyPatches(clients, state);
        for (const node of nodes) node.patched();
      }
    };
    patch([{ kind: 'game-started', seats: SEATS }]);
    while (!mode.isOver(game)) {
      const actors = mode.actors(game);
      const seat = actors[nextInt(rng, actors.length)];
      const legal = mode.legalActions(game, seat);
      const result = mode.apply(game, seat, legal[nextInt(rng, legal.length)]);
      if (!result.ok) throw new Error(result.error);
      game = result.state;
      moves++;
      // Seats shown anew, as GameRoom does when a seat changes hands (a fresh node), and a node
      // taken away and put back (Colyseus re-adds its tree with all of its entries).
      if (moves === 40) for (const t of [ours, theirs]) reshow(t, 2, mode.privateView(game, 2));
      if (moves === 60) for (const t of [ours, theirs]) t.state.privateViews.delete('3');
      if (moves === 61) for (const t of [ours, theirs]) t.state.privateViews.set('3', t.nodes[3]);
      // The same with a public tree, whose entries (some deleted by now) Colyseus re-adds at
      // positions that are not their indexes.
      if (moves === 70) for (const t of [ours, theirs]) [t.publicAside, t.state.publicView] = [t.state.publicView, new JsonView()];
      if (moves === 71) for (const t of [ours, theirs]) t.state.publicView = t.publicAside as JsonView;
      patch(result.events);
      if (new Set(ours.last.slice(0, SEATS)).size < SEATS) sharedSends++;
    }
    expect(moves).toBeGreaterThan(100);
    ours.received.forEach((inbox, i) => {
      expect(inbox.length).toBe(theirs.received[i].length);
      inbox.forEach((bytes, k) => expect(bytes.equals(theirs.received[i][k]), `client ${i}, patch ${k}`).toBe(true));
    });
    // Most moves leave some seat's private part as it was: those seats got the shared bytes.
    expect(sharedSends).toBeGreaterThan(moves / 2);
  });
});

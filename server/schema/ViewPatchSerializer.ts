import { type Client, ClientState, Protocol, SchemaSerializer, type Serializer } from '@colyseus/core';
import type { Schema, StateView } from '@colyseus/schema';

/**
 * Colyseus's schema serializer (0.16), except for a client whose StateView sees none of a
 * patch's view-filtered changes: Colyseus encodes that client's view part anyway and copies the
 * shared part into a buffer of its own; here it gets the same bytes, one copy shared by every
 * such client. After a move at a 4-seat table usually one or two seats' private parts changed,
 * so most seated clients' patches are the public part alone.
 *
 * The check replays what Colyseus's encoder does for a view (its visibility bookkeeping included),
 * and a view that might see anything (a tree it sees with any operation, or an add of its own)
 * is encoded by Colyseus as before: what each client receives is byte for byte what it did.
 */
export class ViewPatchSerializer<T extends Schema> extends SchemaSerializer<T> {
  override applyPatches(clients: Client[]): boolean {
    if (!this.hasFilters || clients.length === 0 || !this.encoder.hasChanges) return super.applyPatches(clients);
    this.needFullEncode = true;
    const it = { offset: 1 };
    this.encoder.sharedBuffer[0] = Protocol.ROOM_STATE_PATCH;
    const encoded = this.encoder.encode(it);
    const sharedOffset = it.offset;
    // A copy: the encoder's buffer is written again by the next patch, maybe before a slow
    // socket has written this one.
    let shared: Buffer | undefined;
    const byView = this.encodedViews;
    // Last to first, as Colyseus sends.
    for (let i = clients.length - 1; i >= 0; i--) {
      const client = clients[i];
      if (client.state !== ClientState.JOINED) continue;
      const view = client.view;
      let bytes = view && byView.get(view);
      if (!bytes) {
        if (view && this.seesFilteredChanges(view)) bytes = this.encoder.encodeView(view, sharedOffset, it);
        else bytes = shared ??= Buffer.from(encoded);
        if (view) byView.set(view, bytes);
      }
      client.raw(bytes);
    }
    byView.clear();
    this.encoder.discardChanges();
    return true;
  }

  /**
   * Whether `view` sees any of this patch's filtered change trees with an operation to encode, or
   * has additions of its own. Marks each tree visible or invisible to it as Encoder.encode does
   * (a later `view.add` of a tree it did not see sends that tree whole).
   */
  private seesFilteredChanges(view: StateView): boolean {
    if (view.changes.size > 0) return true;
    let sees = false;
    for (let node = this.encoder.root.filteredChanges.next; node; node = node.next) {
      const tree = node.changeTree;
      if (!view.isChangeTreeVisible(tree)) {
        view.invisible.add(tree);
        continue;
      }
      view.invisible.delete(tree);
      if (tree.filteredChanges.operations.length > 0) sees = true;
    }
    return sees;
  }
}

/** The serializer a room with per-client views uses in place of Colyseus's default. */
export function viewPatchSerializer<T extends Schema>(given: Serializer<T>): Serializer<T> {
  return given instanceof SchemaSerializer && !(given instanceof ViewPatchSerializer) ? new ViewPatchSerializer<T>() : given;
}

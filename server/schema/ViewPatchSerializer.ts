import { type Client, ClientState, Protocol, SchemaSerializer, type Serializer } from '@colyseus/core';
import type { Encoder, Schema, StateView } from '@colyseus/schema';

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
 *
 * After a patch, the change sets are emptied in place (`discardInPlace`) rather than replaced.
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
    discardInPlace(this.encoder);
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

/**
 * The ChangeTree fields a patch uses (@colyseus/schema 3.0.76, whose types keep them internal).
 * Each maps a changed field or map entry's index to its operation or to its place in
 * `operations`.
 */
interface ChangeSet {
  indexes: Record<number, number | undefined>;
  operations: (number | undefined)[];
  queueRootNode?: unknown;
}
interface Tree {
  indexedOperations: Record<number, number | undefined>;
  changes: ChangeSet;
  filteredChanges?: ChangeSet;
  allChanges: ChangeSet;
  isNew: boolean;
  ref: Record<string, unknown>;
}
interface TreeList {
  next?: { changeTree: Tree; next?: TreeList['next'] };
  tail?: unknown;
}
type Root = { changes: TreeList; filteredChanges: TreeList };

/** MapSchema's and ArraySchema's end-of-patch hook (a string key in @colyseus/schema 3.0.76). */
const ON_ENCODE_END = '~onEncodeEnd';

/**
 * What `Encoder.discardChanges` does, without allocating. Colyseus gives every changed tree fresh
 * `indexedOperations` and change-set objects after each patch, and the first write of index i into
 * a fresh object makes V8 grow its elements in the runtime (0.3-1.5 µs, and ~1.5 i slots of
 * garbage: the public view's map reaches index ~285 in a game); a move changes 6-9 such indexes.
 * Here the same objects are kept and the slots of this patch's indexes set back to undefined,
 * which every reader takes as absent (`delete` would push V8 into dictionary elements, measured
 * no faster). A key of `indexedOperations` comes from this patch's operations, or from the tree's
 * `allChanges` when a removed tree is added back (Root.add), so clearing those leaves no
 * operation behind.
 */
export function discardInPlace(encoder: Encoder): void {
  const root = (encoder as unknown as { root: Root }).root;
  for (let node = root.changes.next; node; node = node.next) endEncode(node.changeTree, 'changes');
  root.changes = { next: undefined, tail: undefined };
  for (let node = root.filteredChanges.next; node; node = node.next) endEncode(node.changeTree, 'filteredChanges');
  root.filteredChanges = { next: undefined, tail: undefined };
}

/** ChangeTree.endEncode, emptying in place: every operation of the tree gone, `name`'s change set empty. */
function endEncode(tree: Tree, name: 'changes' | 'filteredChanges') {
  const operations = tree.indexedOperations;
  clear(operations, tree.changes.operations);
  if (tree.filteredChanges) clear(operations, tree.filteredChanges.operations);
  // Root.add writes `allChanges`' indexes when it adds a removed tree back, and lists as many
  // positions in `changes`: only then can `indexedOperations` hold keys that neither list above has.
  if (tree.changes.operations.length >= tree.allChanges.operations.length) clear(operations, tree.allChanges.operations);
  const set = tree[name] as ChangeSet;
  clear(set.indexes, set.operations);
  set.operations.length = 0;
  set.queueRootNode = undefined;
  (tree.ref[ON_ENCODE_END] as (() => void) | undefined)?.call(tree.ref);
  tree.isNew = false;
}

/** Sets `slots[i]` back to undefined for each index i listed (negative entries are operations without an index). */
function clear(slots: Record<number, number | undefined>, indexes: (number | undefined)[]) {
  for (let i = 0; i < indexes.length; i++) {
    const index = indexes[i];
    if (index !== undefined && index >= 0) slots[index] = undefined;
  }
}

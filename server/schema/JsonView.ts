import { MapSchema, Schema, type } from '@colyseus/schema';
import { asciiJson, escapeKey, isLeaf, sameJson } from '../../shared/protocol/json-view';

/**
 * An engine view mirrored into schema state as flat JSON Pointer entries (see
 * shared/protocol/json-view.ts): a change to one field of the view patches that entry alone,
 * and the whole view is one object to show or hide with a StateView.
 */
export class JsonView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();

  /**
   * The value the entries mirror now, kept outside the schema so diffing never reads it back.
   * Engine views are fresh values built from immutable states (parts that did not change may be
   * the very same objects), so holding on to one is safe, and walking it beside the next view
   * finds the changed leaves without stringifying anything that did not change.
   */
  private current: unknown = undefined;

  /**
   * The path from the root to the value being compared. The pointer string is joined only when
   * an entry is written: most of a view is unchanged, and building every pointer cost more than
   * the comparison itself.
   */
  private readonly path: (string | number)[] = [];

  /** Makes the entries mirror `value`, touching only those that changed. */
  sync(value: unknown): void {
    this.diff(this.current, value);
    this.current = value;
  }

  private pointer(): string {
    let pointer = '';
    for (const key of this.path) pointer += typeof key === 'number' ? `/${key}` : `/${escapeKey(key)}`;
    return pointer;
  }

  private diff(before: unknown, after: unknown) {
    if (before === after && before !== undefined) return; // the same object: nothing below changed
    if (isLeaf(after)) {
      // Engines build many small leaves afresh that say the same (the stacks' counts, the
      // actors): one comparison settles those, and a value that says the same as a leaf is one.
      if (before !== undefined && sameJson(before, after)) return;
      if (before !== undefined && isLeaf(before)) {
        this.entries.set(this.pointer(), asciiJson(after));
        return;
      }
      this.remove(before);
      this.entries.set(this.pointer(), asciiJson(after));
      return;
    }
    if (before === undefined || isLeaf(before) || Array.isArray(before) !== Array.isArray(after)) {
      this.remove(before);
      this.entries.set(this.pointer(), Array.isArray(after) ? '[]' : '{}');
      before = undefined; // every child below is new
    }
    if (Array.isArray(after)) this.diffArray(before as unknown[] | undefined, after);
    else this.diffObject(before as Record<string, unknown> | undefined, after as Record<string, unknown>);
  }

  private diffArray(before: unknown[] | undefined, after: unknown[]) {
    const path = this.path;
    for (let i = 0; i < after.length; i++) {
      if (after[i] === undefined) continue;
      path.push(i);
      this.diff(before?.[i], after[i]);
      path.pop();
    }
    if (!before) return;
    for (let i = 0; i < before.length; i++) {
      if (before[i] === undefined || after[i] !== undefined) continue;
      path.push(i);
      this.remove(before[i]);
      path.pop();
    }
  }

  private diffObject(before: Record<string, unknown> | undefined, after: Record<string, unknown>) {
    const path = this.path;
    for (const key in after) {
      if (after[key] === undefined) continue;
      path.push(key);
      this.diff(before && ownValue(before, key), after[key]);
      path.pop();
    }
    if (!before) return;
    for (const key in before) {
      if (before[key] === undefined || ownValue(after, key) !== undefined) continue;
      path.push(key);
      this.remove(before[key]);
      path.pop();
    }
  }

  /** Deletes the entries of `value` at the current path: its own and, for a container, all below. */
  private remove(value: unknown) {
    if (value === undefined) return;
    this.entries.delete(this.pointer());
    if (isLeaf(value)) return;
    const container = value as Record<string, unknown>;
    for (const key in container) {
      this.path.push(key);
      this.remove(container[key]);
      this.path.pop();
    }
  }
}

/** A key's own value: a JSON key named "__proto__" must not read the prototype. */
const ownValue = (object: Record<string, unknown>, key: string) => (key === '__proto__' && !Object.hasOwn(object, key) ? undefined : object[key]);

import { MapSchema, Schema, type } from '@colyseus/schema';
import { escapeKey, flatten, isLeaf } from '../../shared/protocol/json-view';

/**
 * What was last written under one pointer: its JSON text (for a part compared whole), its own
 * entries (the whole flattened value, or only the container's marker), and its parts.
 */
interface Written {
  text: string;
  entries: Map<string, string>;
  parts?: Map<string, Written>;
}

/**
 * How many levels of a view are compared part by part before a changed part is flattened whole.
 * A view is usually { ..., seats: [ {seat 0}, {seat 1}, ... ] }: two levels isolate one seat.
 */
const PART_DEPTH = 2;

/**
 * An engine view mirrored into schema state as flat JSON Pointer entries (see
 * shared/protocol/json-view.ts): a change to one field of the view patches that entry alone,
 * and the whole view is one object to show or hide with a StateView.
 */
export class JsonView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();

  /**
   * Kept outside the schema so diffing never reads it back. Comparing each part's JSON text
   * (one native stringify) skips the parts an action did not touch without flattening them.
   */
  private written: Written | undefined;

  /** Makes the entries mirror `value`, touching only those that changed. */
  sync(value: unknown): void {
    this.written = this.syncPart('', value, 0, this.written);
  }

  private syncPart(pointer: string, value: unknown, depth: number, before: Written | undefined): Written {
    if (depth >= PART_DEPTH || isLeaf(value)) {
      // Only here is a part compared as text: containers above always descend (a handful of keys),
      // so each changed byte of the view is stringified once, not once per level.
      const text = JSON.stringify(value);
      if (before?.text === text && !before.parts) return before;
      const entries = flatten(value, pointer);
      this.replace(before, entries);
      return { text, entries };
    }
    const own = new Map([[pointer, Array.isArray(value) ? '[]' : '{}']]);
    if (!before?.parts) this.replace(before, own); // it was flattened whole (or is new)
    else if (before.entries.get(pointer) !== own.get(pointer)) this.entries.set(pointer, own.get(pointer)!);
    const parts = new Map<string, Written>();
    const container = value as Record<string, unknown>;
    for (const key in container) {
      if (container[key] === undefined) continue;
      parts.set(key, this.syncPart(`${pointer}/${escapeKey(key)}`, container[key], depth + 1, before?.parts?.get(key)));
    }
    if (before?.parts) for (const [key, old] of before.parts) if (!parts.has(key)) this.replace(old, new Map());
    return { text: '', entries: own, parts };
  }

  /** Writes `next` where `before` had other entries, and deletes what `next` no longer has. */
  private replace(before: Written | undefined, next: Map<string, string>) {
    const old = new Map<string, string>();
    collect(before, old);
    for (const [pointer, text] of next) if (old.get(pointer) !== text) this.entries.set(pointer, text);
    for (const pointer of old.keys()) if (!next.has(pointer)) this.entries.delete(pointer);
  }
}

function collect(written: Written | undefined, into: Map<string, string>) {
  if (!written) return;
  for (const [k, v] of written.entries) into.set(k, v);
  if (written.parts) for (const part of written.parts.values()) collect(part, into);
}

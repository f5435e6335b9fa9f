import { MapSchema, Schema, type } from '@colyseus/schema';
import { flatten } from '../../shared/protocol/json-view';

/**
 * An engine view mirrored into schema state as flat JSON Pointer entries (see
 * shared/protocol/json-view.ts): a change to one field of the view patches that entry alone,
 * and the whole view is one object to show or hide with a StateView.
 */
export class JsonView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();

  /** The entries last written, kept outside the schema so diffing never reads it back. */
  private written = new Map<string, string>();

  /** Makes the entries mirror `value`, touching only those that changed. */
  sync(value: unknown): void {
    const next = flatten(value);
    for (const [pointer, text] of next) {
      if (this.written.get(pointer) !== text) this.entries.set(pointer, text);
    }
    for (const pointer of this.written.keys()) {
      if (!next.has(pointer)) this.entries.delete(pointer);
    }
    this.written = next;
  }
}

import { MapSchema, Schema, type } from '@colyseus/schema';
import type { ViewOverlay } from '../../shared/engine/types';
import { asciiJson, sameJson } from '../../shared/protocol/json-view';

/**
 * A seat's private view (`GameMode.privateView`) mirrored into schema state: one entry per
 * overlay pointer, holding that value's JSON text. Overlay values are small and change whole
 * (a hand, the legal actions), so comparing their text beats flattening them entry by entry.
 */
export class OverlayView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();

  /** The values and texts the entries hold now, kept outside the schema. */
  private values: ViewOverlay = {};
  private texts = new Map<string, string>();

  /**
   * Makes the entries mirror `overlay`, touching only the pointers whose value changed. A value
   * that says the same as last time (often the very same object: engines share unchanged parts)
   * keeps its text without being stringified again.
   */
  sync(overlay: ViewOverlay): void {
    if (overlay === this.values) return;
    for (const pointer of this.texts.keys()) {
      if (overlay[pointer] !== undefined) continue;
      this.entries.delete(pointer);
      this.texts.delete(pointer);
    }
    for (const pointer in overlay) {
      const value = overlay[pointer];
      if (value === undefined) continue;
      const before = this.texts.get(pointer);
      if (before !== undefined && sameJson(value, this.values[pointer])) continue;
      const text = asciiJson(value);
      this.texts.set(pointer, text);
      if (before !== text) this.entries.set(pointer, text);
    }
    this.values = overlay;
  }
}

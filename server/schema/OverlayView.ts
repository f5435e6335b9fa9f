import { MapSchema, Schema, type } from '@colyseus/schema';
import type { ViewOverlay } from '../../shared/engine/types';
import { asciiJson } from '../../shared/protocol/json-view';

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
   * that is the very object synced last time (engines share unchanged parts) is not re-read.
   */
  sync(overlay: ViewOverlay): void {
    for (const pointer of this.texts.keys()) if (overlay[pointer] === undefined) this.entries.delete(pointer);
    const texts = new Map<string, string>();
    for (const pointer in overlay) {
      const value = overlay[pointer];
      if (value === undefined) continue;
      const before = this.texts.get(pointer);
      const text = before !== undefined && value === this.values[pointer] && typeof value === 'object' ? before : asciiJson(value);
      texts.set(pointer, text);
      if (before !== text) this.entries.set(pointer, text);
    }
    this.values = overlay;
    this.texts = texts;
  }
}

import { MapSchema, Schema, type } from '@colyseus/schema';
import type { ViewOverlay } from '../../shared/engine/types';
import { overlayEntries } from '../../shared/protocol/json-view';

/**
 * A seat's private view (`GameMode.privateView`) mirrored into schema state: one entry per
 * overlay pointer, holding that value's JSON text. Overlay values are small and change whole
 * (a hand, the legal actions), so comparing their text beats flattening them entry by entry.
 */
export class OverlayView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();

  /** The texts the entries hold now, kept outside the schema so comparing never reads it back. */
  private texts = new Map<string, string>();

  /** Makes the entries mirror `overlay`, touching only the pointers whose value changed. */
  sync(overlay: ViewOverlay): void {
    const next = overlayEntries(overlay);
    for (const pointer of this.texts.keys()) if (!next.has(pointer)) this.entries.delete(pointer);
    for (const [pointer, text] of next) if (this.texts.get(pointer) !== text) this.entries.set(pointer, text);
    this.texts = next;
  }
}

import { MapSchema, Schema, type } from '@colyseus/schema';
import type { ViewOverlay } from '../../shared/engine/types';
import { asciiJson, LOG_LENGTH, sameJson, type LogRecord, wireText } from '../../shared/protocol/json-view';

/**
 * A seat's private part of the state: its view overlay (`GameMode.privateView`) as one entry per
 * overlay pointer holding that value's JSON text, and its own versions of the latest actions'
 * events. Overlay values are small and change whole (a hand, the legal actions), so comparing
 * their text beats flattening them entry by entry.
 */
export class OverlayView extends Schema {
  @type({ map: 'string' }) entries = new MapSchema<string>();
  /**
   * This seat's own version of each action in the current patch whose events it sees more of
   * than the public log record (its own cards), as JSON text of `LogRecord[]`; the client plays
   * these instead of the records of the same `n` (`ownRecords`). Older lists stay until the next
   * one replaces them: their `n` are no longer new, so they are never played twice.
   */
  @type('string') events = '';

  /** The values and texts the entries hold now, kept outside the schema. */
  private values: ViewOverlay = {};
  private texts = new Map<string, string>();
  /**
   * The records of the patch being built, each as its JSON text: a bot playing several moves in
   * one patch adds records one at a time, and each is stringified once, not once per later one.
   */
  private records: string[] = [];

  /**
   * Makes the entries mirror `overlay`, touching only the pointers whose value changed. A value
   * that says the same as last time (often the very same object: engines share unchanged parts)
   * keeps its text without being stringified again.
   */
  sync(overlay: ViewOverlay): void {
    if (overlay === this.values) return;
    const had = this.texts.size;
    let kept = 0;
    for (const pointer in overlay) {
      const value = overlay[pointer];
      if (value === undefined) continue;
      const before = this.texts.get(pointer);
      if (before !== undefined) {
        kept++;
        if (sameJson(value, this.values[pointer])) continue;
      }
      const text = asciiJson(value);
      if (before === text) continue;
      this.texts.set(pointer, text);
      this.entries.set(pointer, text);
    }
    // Overlays of one seat nearly always carry the same pointers: look for a dropped one only
    // when fewer of the old ones came back.
    if (kept < had) {
      for (const pointer of this.texts.keys()) {
        if (overlay[pointer] !== undefined) continue;
        this.entries.delete(pointer);
        this.texts.delete(pointer);
      }
    }
    this.values = overlay;
  }

  /**
   * Adds this seat's own version of an action to the patch being built. Only the last
   * LOG_LENGTH can matter (the log holds no older records), should a timed-out seat's bot make
   * many moves at once.
   */
  tell(record: LogRecord): void {
    this.records.push(asciiJson(record));
    if (this.records.length > LOG_LENGTH) this.records.shift();
    this.events = wireText(`[${this.records.join(',')}]`);
  }

  /** The patch went out: the next record starts a new list. */
  patched(): void {
    if (this.records.length) this.records = [];
  }
}

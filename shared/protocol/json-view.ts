/**
 * A JSON value carried as a flat map from JSON Pointer (RFC 6901) to JSON text, so that Colyseus
 * patches only the entries that changed and a StateView can hide a whole view with one tag.
 * Objects and arrays appear as markers ('{}' / '[]'); leaves (`isLeaf`: primitives, and arrays
 * or records holding only primitives and arrays of primitives) are single entries. The server
 * flattens (server/schema/JsonView.ts); clients rebuild with `unflatten`.
 */
import { escapeKey, pointerKeys, unescapeKey } from '../engine/overlay';
import type { GameEvent } from '../engine/types';

export { escapeKey };

/** How many records (one per action, its public events) the room state keeps for the game log. */
export const LOG_LENGTH = 80;

/**
 * JSON text with every non-ASCII character escaped (`"K♣"` becomes `"K\u2663"`). Views carry
 * text like suit symbols, and @colyseus/schema 3.0's string codec has been seen to corrupt a
 * patch with multi-byte characters; ASCII travels safely and JSON.parse restores the text.
 */
export function asciiJson(value: unknown): string {
  return wireText(asciiText(JSON.stringify(value)));
}

/** JSON text (or text joined from such) with every non-ASCII character escaped as `\\uXXXX`. */
function asciiText(json: string): string {
  return hasNonAscii(json) ? json.replace(NON_ASCII_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
}

/**
 * JSON text as it may travel in a schema string. @colyseus/schema 3.0.76 writes a string's length
 * as `length % 255` in its 1-byte form, so a string of exactly 255 bytes goes out with length 0
 * and every client misreads the rest of that patch. JSON ignores trailing whitespace: one space
 * makes it 256 bytes and the 2-byte form. Only for ASCII text, whose length is its byte count.
 */
export function wireText(ascii: string): string {
  return ascii.length === 255 ? `${ascii} ` : ascii;
}

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;
/**
 * Whether text holds a character past ASCII. Almost no view text does, so this runs for nothing
 * on nearly every value the server sends: on Node, the UTF-8 byte count (a vectorised scan) does
 * it about 4x faster than the regular expression, which browsers (that never send views) keep.
 */
const hasNonAscii: (text: string) => boolean =
  typeof Buffer === 'function' ? (text) => Buffer.byteLength(text, 'utf8') !== text.length : (text) => NON_ASCII.test(text);

/**
 * Two JSON values say the same (key order aside). Cheaper than stringifying either, and most
 * values a room re-reads after a move (another seat's legal actions, its prompt) did not change.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    keys++;
    if (!Object.hasOwn(y, key) || !sameJson(x[key], y[key])) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/**
 * A value stored as one entry: a primitive, or an array or object whose members are primitives
 * or arrays of primitives (a hand, a seat's score, a round's result). Small records change
 * together and are cheap to send whole; keeping them in one entry also keeps the entry count
 * low, and @colyseus/schema's per-patch bookkeeping grows with a map's entry count.
 */
export function isLeaf(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  // Arrays by index: `for...in` would turn every index into a string (hands and piles are
  // checked after every move).
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isFlatMember(value[i])) return false;
    return true;
  }
  const members = value as Record<string, unknown>;
  for (const key in members) if (!isFlatMember(members[key])) return false;
  return true;
}

/** A member a leaf may hold: a primitive, or an array of primitives. */
function isFlatMember(member: unknown): boolean {
  return member === null || typeof member !== 'object' || isFlatArray(member);
}

function isFlatArray(value: object): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (value[i] !== null && typeof value[i] === 'object') return false;
  return true;
}

/** JSON Pointer → JSON text for every container and leaf of `value`. */
export function flatten(value: unknown, pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (isLeaf(value)) {
    out.set(pointer, asciiJson(value));
    return out;
  }
  if (Array.isArray(value)) {
    out.set(pointer, '[]');
    for (let i = 0; i < value.length; i++) if (value[i] !== undefined) flatten(value[i], `${pointer}/${i}`, out);
    return out;
  }
  out.set(pointer, '{}');
  const entries = value as Record<string, unknown>;
  for (const key in entries) {
    if (entries[key] !== undefined) flatten(entries[key], `${pointer}/${escapeKey(key)}`, out);
  }
  return out;
}

/**
 * The entries of a view overlay (`GameMode.privateView`): each value as one JSON text under its
 * own pointer.
 */
export function overlayEntries(overlay: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  for (const pointer in overlay) if (overlay[pointer] !== undefined) out.set(pointer, asciiJson(overlay[pointer]));
  return out;
}

/**
 * A seat's whole view, rebuilt from the public view's entries and the seat's private overlay
 * entries (`overlayEntries`): each overlay value is written at its pointer, replacing whatever
 * the public view holds there (a pointer may reach into a value the public view keeps as one
 * entry, such as a seat's record).
 */
export function composeView(publicEntries: EntriesLike, privateEntries?: EntriesLike | null): unknown {
  const root = unflatten(publicEntries);
  privateEntries?.forEach((text, pointer) => {
    if (typeof pointer !== 'string' || typeof text !== 'string') return; // mid-patch: see unflatten
    const keys = pointerKeys(pointer);
    const last = keys.pop();
    let node: unknown = root;
    for (const key of keys) node = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined;
    if (last === undefined || node === null || typeof node !== 'object') return; // its place is not there yet (mid-patch)
    define(node as Record<string, unknown>, last, JSON.parse(text));
  });
  return root;
}

/** defineProperty, not assignment: a key named "__proto__" must stay a key. */
const define = (parent: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });

/** The shape of a decoded map on the client: anything with forEach(value, key). */
export interface EntriesLike {
  forEach(cb: (value: string, key: string) => void): void;
}

/** A view node as a client holds it: decoded (a MapSchema) or as plain JSON (`state.toJSON()`). */
type ViewNode = { entries?: EntriesLike | Record<string, string>; events?: string } | undefined;

/** What a client can read of the room state: decoded, or as plain JSON. */
export interface TableViews {
  publicView?: ViewNode;
  privateViews?: { get(key: string): ViewNode } | Record<string, ViewNode>;
}

const asEntries = (entries: EntriesLike | Record<string, string> | undefined): EntriesLike | null =>
  !entries ? null : typeof entries.forEach === 'function' ? (entries as EntriesLike) : new Map(Object.entries(entries as Record<string, string>));

/**
 * The engine view a client holds in the room state: the public view with its own seat's private
 * overlay on top (`seat` null: the public view alone). Null before the game has a view.
 */
export function tableView(state: TableViews | undefined, seat: number | null): unknown {
  const open = asEntries(state?.publicView?.entries);
  if (!open) return null;
  return composeView(open, asEntries(privateNode(state, seat)?.entries));
}

/** A seat's private part of the state, decoded or plain; undefined for a spectator. */
function privateNode(state: TableViews | undefined, seat: number | null): ViewNode {
  const privs = state?.privateViews;
  if (seat === null || !privs) return undefined;
  return typeof privs.get === 'function' ? (privs.get as (k: string) => ViewNode)(String(seat)) : (privs as Record<string, ViewNode>)[seat];
}

/** One entry of the game log: the public events of action number `n` (0: the room's own 'game-started'). */
export interface LogRecord {
  n: number;
  events: GameEvent[];
}

/** Whether parsed text has a record's shape (the log and a seat's own versions carry the same). */
const isLogRecord = (value: unknown): value is LogRecord => typeof (value as LogRecord | null)?.n === 'number' && Array.isArray((value as LogRecord).events);

/**
 * The game log a client holds, oldest first, each record with its place in the log (`index`).
 * The room keeps the last LOG_LENGTH records in `state.log` as a ring: record i sits at key
 * i % LOG_LENGTH, and `state.logNext` is the number of the next record (a ring rewrites the same
 * keys, where ever-new keys cost the schema an addition and a deletion per record). Records
 * before `from` are left out; a record that does not parse (mid-patch) is skipped.
 */
export function logRecords(
  state: { log?: { get(key: string): string | undefined } | Record<string, string>; logNext?: number } | undefined,
  from = 0,
): (LogRecord & { index: number })[] {
  const log = state?.log;
  const next = state?.logNext ?? 0;
  if (!log) return [];
  const read =
    typeof log.get === 'function'
      ? (key: string) => (log.get as (k: string) => string | undefined)(key)
      : (key: string) => (log as Record<string, string>)[key];
  const records: (LogRecord & { index: number })[] = [];
  for (let index = Math.max(0, from, next - LOG_LENGTH); index < next; index++) {
    const text = read(String(index % LOG_LENGTH));
    if (typeof text !== 'string') continue;
    try {
      const record: unknown = JSON.parse(text);
      if (isLogRecord(record)) records.push({ index, n: record.n, events: record.events });
    } catch {
      // half of a patch: the next state completes it
    }
  }
  return records;
}

/**
 * A seat's own versions of the latest actions' events (its private part's `events`: the actions
 * of the last patch whose events it sees more of than the public log record), by action number.
 * Empty for a spectator, or while the text is half a patch.
 */
export function ownRecords(state: TableViews | undefined, seat: number | null): Map<number, GameEvent[]> {
  const own = new Map<number, GameEvent[]>();
  const text = privateNode(state, seat)?.events;
  if (typeof text !== 'string' || !text) return own;
  try {
    for (const record of JSON.parse(text) as unknown[]) if (isLogRecord(record)) own.set(record.n, record.events);
  } catch {
    // half of a patch: the next state completes it
  }
  return own;
}

/** Rebuilds the JSON value from its flat entries (parents always sort before children). */
export function unflatten(entries: EntriesLike): unknown {
  const rows: { pointer: string; depth: number; text: string }[] = [];
  entries.forEach((text, pointer) => {
    if (typeof pointer !== 'string' || typeof text !== 'string') return; // mid-patch: the next one completes it
    let depth = 0;
    for (let i = 0; i < pointer.length; i++) if (pointer.charCodeAt(i) === 47) depth++;
    rows.push({ pointer, depth, text });
  });
  rows.sort((a, b) => a.depth - b.depth);
  let root: unknown = null;
  const containers = new Map<string, Record<string, unknown>>();
  for (const { pointer, text } of rows) {
    const isContainer = text === '[]' || text === '{}';
    const value = text === '[]' ? [] : text === '{}' ? {} : JSON.parse(text);
    if (pointer === '') root = value;
    else {
      const cut = pointer.lastIndexOf('/');
      const parent = containers.get(pointer.slice(0, cut));
      if (!parent) continue; // an orphan can only come from a half-applied patch; the next one fixes it
      define(parent, unescapeKey(pointer.slice(cut + 1)), value);
    }
    if (isContainer) containers.set(pointer, value);
  }
  return root;
}

/**
 * A JSON value carried as a flat map from JSON Pointer (RFC 6901) to JSON text, so that Colyseus
 * patches only the entries that changed and a StateView can hide a whole view with one tag.
 * Objects and arrays appear as markers ('{}' / '[]'); primitives and arrays holding only
 * primitives are single entries. The server flattens (server/schema/JsonView.ts); clients
 * rebuild with `unflatten`.
 */

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeKey = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** A value stored as one entry: a primitive or an array holding only primitives. */
export function isLeaf(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
}

/** JSON Pointer → JSON text for every container and leaf of `value`. */
export function flatten(value: unknown, pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (isLeaf(value)) {
    out.set(pointer, JSON.stringify(value));
    return out;
  }
  out.set(pointer, Array.isArray(value) ? '[]' : '{}');
  const entries = value as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    if (entries[key] !== undefined) flatten(entries[key], `${pointer}/${escapeKey(key)}`, out);
  }
  return out;
}

/** The shape of a decoded map on the client: anything with forEach(value, key). */
export interface EntriesLike {
  forEach(cb: (value: string, key: string) => void): void;
}

/** Rebuilds the JSON value from its flat entries (parents always sort before children). */
export function unflatten(entries: EntriesLike): unknown {
  const rows: [string[], string][] = [];
  entries.forEach((text, pointer) => {
    rows.push([pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeKey), text]);
  });
  rows.sort((a, b) => a[0].length - b[0].length);
  let root: unknown = null;
  const containers = new Map<string, Record<string, unknown>>();
  for (const [path, text] of rows) {
    const value = text === '[]' ? [] : text === '{}' ? {} : JSON.parse(text);
    if (path.length === 0) root = value;
    else {
      const parent = containers.get(path.slice(0, -1).join('/'));
      if (!parent) continue; // an orphan can only come from a half-applied patch; the next one fixes it
      parent[path[path.length - 1]] = value;
    }
    if (value !== null && typeof value === 'object' && (text === '[]' || text === '{}')) containers.set(path.join('/'), value as Record<string, unknown>);
  }
  return root;
}

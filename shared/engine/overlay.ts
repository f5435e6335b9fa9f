/**
 * A seat's view is the public view with a few values written over it (`GameMode.privateView`).
 * Engines build their seat views with `withOverlay`, so the two can never disagree.
 */
import type { ViewOverlay } from './types';

/** The keys a JSON Pointer (RFC 6901) walks through, unescaped: '/a~1b/0' -> ['a/b', '0']. */
export function pointerKeys(pointer: string): string[] {
  return pointer.split('/').slice(1).map(unescapeKey);
}

/** A key as one pointer segment. Keys almost never need escaping: testing first keeps it cheap. */
export const escapeKey = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** One pointer segment as the key it names ('~1' is '/', '~0' is '~'). */
export const unescapeKey = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * `base` with each overlay value written at its JSON Pointer. Copies the containers on each
 * pointer's path and leaves `base` alone: public views share (frozen) parts between states.
 */
export function withOverlay<T>(base: T, overlay: ViewOverlay): T {
  const copies = new Set<object>();
  const own = (value: unknown): Record<string, unknown> => {
    const node = value as Record<string, unknown>;
    if (copies.has(node)) return node;
    const copy = (Array.isArray(node) ? node.slice() : { ...node }) as Record<string, unknown>;
    copies.add(copy);
    return copy;
  };
  const root = own(base);
  for (const pointer in overlay) {
    const keys = pointerKeys(pointer);
    const last = keys.pop();
    if (last === undefined) throw new Error('An overlay cannot replace the whole view.');
    let node = root;
    for (const key of keys) node = node[key] = own(node[key]);
    node[last] = overlay[pointer];
  }
  return root as T;
}

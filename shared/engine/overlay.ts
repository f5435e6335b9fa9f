/**
 * A seat's view is the public view with a few values written over it (`GameMode.privateView`).
 * Engines build their seat views with `withOverlay`, so the two can never disagree.
 */
import type { ViewOverlay } from './types';

/** `base` with each overlay value written at its JSON Pointer. Mutates and returns `base`. */
export function withOverlay<T>(base: T, overlay: ViewOverlay): T {
  for (const pointer in overlay) {
    const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    if (last === undefined) throw new Error('An overlay cannot replace the whole view.');
    let node = base as Record<string, unknown>;
    for (const key of keys) node = node[key] as Record<string, unknown>;
    node[last] = overlay[pointer];
  }
  return base;
}

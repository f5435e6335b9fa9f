/**
 * Keyed reconciliation of a picture's controls: a control whose key is in both the old and the
 * new picture is kept (the same object, updated in place), so that a press started on it before
 * a redraw completes on it after; only controls that really left are removed. Pure: the caller
 * says how to make, update and remove one.
 */
export interface Reconciler<S, T> {
  make(spec: S): T;
  update(obj: T, spec: S): void;
  remove(obj: T): void;
}

/** Brings `live` (key → object) to exactly the keys of `specs`, in place; returns it. */
export function reconcile<S extends { key: string }, T>(live: Map<string, T>, specs: readonly S[], r: Reconciler<S, T>): Map<string, T> {
  const wanted = new Set(specs.map((s) => s.key));
  for (const [key, obj] of live) {
    if (wanted.has(key)) continue;
    live.delete(key);
    r.remove(obj);
  }
  for (const spec of specs) {
    const obj = live.get(spec.key);
    if (obj === undefined) live.set(spec.key, r.make(spec));
    else r.update(obj, spec);
  }
  return live;
}

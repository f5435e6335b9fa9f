/**
 * Engines hand the same objects to many views (parts memoised per state part, so the server's
 * view diff skips them by reference). A consumer that changed one in place would corrupt every
 * later view, so by default those parts are deep-frozen: the bug becomes a TypeError where it
 * happens. Freezing costs a few microseconds per move, so a server whose bots and rooms have
 * been tested this way may switch it off (Immer's autoFreeze makes the same trade).
 */
let freezing = true;

export function setFreezeShared(on: boolean): void {
  freezing = on;
}

/** `value`, deep-frozen unless freezing is off. */
export function freezeShared<T>(value: T): T {
  return freezing ? deepFreeze(value) : value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    const members = value as Record<string, unknown>;
    for (const key in members) {
      const child = members[key];
      if (child && typeof child === 'object') deepFreeze(child);
    }
    Object.freeze(value);
  }
  return value;
}

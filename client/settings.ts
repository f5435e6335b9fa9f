/**
 * Player preferences kept in localStorage: display name, profile token, animation speed,
 * four-colour suits, sound on or off. Reduced motion (the OS setting) makes animations instant unless the player
 * chose a speed themselves.
 */

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Duration multipliers: 0 = no animation at all. */
export const SPEED_FACTOR: Record<Speed, number> = { slow: 1.6, normal: 1, fast: 0.45, instant: 0 };
export const SPEED_LABEL: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

const KEYS = { name: 'tp.name', token: 'tp.token', speed: 'tp.speed', fourColour: 'tp.fourColour', muted: 'tp.muted' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: preferences last for this page only.
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

export const settings = {
  get name(): string {
    return read(KEYS.name) ?? '';
  },
  set name(value: string) {
    write(KEYS.name, value.trim().slice(0, 24) || null);
  },
  get token(): string | null {
    return read(KEYS.token);
  },
  set token(value: string | null) {
    write(KEYS.token, value);
  },
  get speed(): Speed {
    const chosen = read(KEYS.speed) as Speed | null;
    if (chosen && (SPEEDS as readonly string[]).includes(chosen)) return chosen;
    return prefersReducedMotion() ? 'instant' : 'normal';
  },
  set speed(value: Speed) {
    write(KEYS.speed, value);
    listeners.forEach((l) => l());
  },
  get fourColour(): boolean {
    return read(KEYS.fourColour) === '1';
  },
  set fourColour(value: boolean) {
    write(KEYS.fourColour, value ? '1' : '0');
    listeners.forEach((l) => l());
  },
  /** Sound effects off. */
  get muted(): boolean {
    return read(KEYS.muted) === '1';
  },
  set muted(value: boolean) {
    write(KEYS.muted, value ? '1' : '0');
    listeners.forEach((l) => l());
  },
  /** Called when speed or suit colours change; returns the unsubscribe function. */
  onChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The current duration multiplier. */
export function speedFactor(): number {
  return SPEED_FACTOR[settings.speed];
}

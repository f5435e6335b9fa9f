/**
 * The picture check: every difference between the cards a table has drawn and the cards its
 * latest picture wants. Pure (no Phaser), so that a test can read it, and a browser test can
 * fail on the first card left where an animation dropped it.
 */
import type { CardState } from './CardSprite';

/** Where and how the latest picture wants a card (a CardLayer want, or a mode's card picture). */
export interface WantedCard {
  x: number;
  y: number;
  h: number;
  faceUp: boolean;
  state: CardState;
  /** A real card id (its key) or a stand-in back. */
  real: boolean;
  /** The face to show; a card without one is drawn as a back whatever `faceUp` says. */
  face?: string | null;
}

/** A card as it is on screen. */
export interface DrawnCard {
  x: number;
  y: number;
  h: number;
  faceUp: boolean;
  state: CardState;
  /** The card id it shows, or null for a stand-in back. */
  cardId: string | null;
  visible: boolean;
  /** Still settling towards its place (a short tween after a redraw). */
  moving: boolean;
}

/** How far (in canvas pixels) a card may sit from its place and still count as there. */
const TOLERANCE = 2;

/** Every difference between `drawn` and `wants`, as sentences; empty when they agree. */
export function pictureMismatch(drawn: ReadonlyMap<string, DrawnCard>, wants: ReadonlyMap<string, WantedCard>): string[] {
  const out: string[] = [];
  for (const [key, w] of wants) {
    const d = drawn.get(key);
    if (!d) {
      out.push(`${key}: not drawn`);
      continue;
    }
    if (!d.visible) out.push(`${key}: hidden`);
    if (!d.moving && (Math.abs(d.x - w.x) > TOLERANCE || Math.abs(d.y - w.y) > TOLERANCE))
      out.push(`${key}: at ${Math.round(d.x)},${Math.round(d.y)} instead of ${Math.round(w.x)},${Math.round(w.y)}`);
    if (Math.abs(d.h - w.h) > TOLERANCE) out.push(`${key}: ${Math.round(d.h)} px tall instead of ${Math.round(w.h)}`);
    const faceUp = w.faceUp && w.face !== null;
    if (d.faceUp !== faceUp) out.push(`${key}: face ${d.faceUp ? 'up' : 'down'} instead of ${faceUp ? 'up' : 'down'}`);
    if (d.state !== w.state) out.push(`${key}: ${d.state} instead of ${w.state}`);
    if (d.cardId !== (w.real ? key : null)) out.push(`${key}: shows ${d.cardId ?? 'a back'}`);
  }
  for (const key of drawn.keys()) if (!wants.has(key)) out.push(`${key}: drawn but not in the picture`);
  return out;
}

/** Differences between two lists of named things (buttons, live zones, texts), one sentence each. */
export function listMismatches(what: string, drawn: readonly string[], want: readonly string[]): string[] {
  const a = [...drawn].sort().join(' | ');
  const b = [...want].sort().join(' | ');
  return a === b ? [] : [`${what}: drawn [${a}], the view says [${b}]`];
}

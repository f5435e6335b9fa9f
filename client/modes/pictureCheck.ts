/**
 * The picture check behind the tables' test info (`pictureMismatch`): every difference between
 * what is drawn and the picture of the latest view. Tables turn their sprites and texts into
 * these plain facts; the comparison stays pure.
 */
import type { CardState } from '../objects/CardSprite';
import type { CardPic } from './layout';

/** A card sprite as drawn. `moving`: a tween is carrying it to its place (its position is not final yet). */
export interface DrawnCard {
  x: number;
  y: number;
  h: number;
  faceUp: boolean;
  state: CardState;
  moving: boolean;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** Differences between drawn cards and the picture's, one sentence each. */
export function cardMismatches(drawn: ReadonlyMap<string, DrawnCard>, want: ReadonlyMap<string, CardPic>): string[] {
  const out: string[] = [];
  for (const [key, w] of want) {
    const d = drawn.get(key);
    if (!d) {
      out.push(`${key} is not drawn`);
      continue;
    }
    if (d.faceUp !== w.faceUp) out.push(`${key} is drawn face ${d.faceUp ? 'up' : 'down'}`);
    if (d.state !== w.state) out.push(`${key} is drawn ${d.state}, the view says ${w.state}`);
    if (!d.moving && (!near(d.x, w.x) || !near(d.y, w.y) || !near(d.h, w.h)))
      out.push(
        `${key} is drawn at ${Math.round(d.x)},${Math.round(d.y)} h${Math.round(d.h)}, the view says ${Math.round(w.x)},${Math.round(w.y)} h${Math.round(w.h)}`,
      );
  }
  for (const key of drawn.keys()) if (!want.has(key)) out.push(`${key} is drawn but not in the view`);
  return out;
}

/** Differences between two lists of named things (buttons, live zones, texts), one sentence each. */
export function listMismatches(what: string, drawn: readonly string[], want: readonly string[]): string[] {
  const a = [...drawn].sort().join(' | ');
  const b = [...want].sort().join(' | ');
  return a === b ? [] : [`${what}: drawn [${a}], the view says [${b}]`];
}

/**
 * The canvases the layout tests draw on, and the check they share: every box on screen and inside
 * its container, and no two boxes of a group on top of each other.
 */
import { inside, overlapping, type Rect, type Screen } from '../../../client/modes/layout';

/** The screen TableScene computes for a W×H window at device pixel ratio 1 (see its layoutAll). */
export function screenOf(W: number, H: number): Screen {
  const u = Math.max(Math.min(W / 1280, H / 760), 0.62);
  const m = Math.round(8 * u);
  const finger = 44;
  const barH = Math.round(Math.max(34 * u, H * 0.052, H > W ? finger / 0.78 : 0));
  const wide = W / H > 1.45 && H >= 520;
  const logW = wide ? Math.round(Math.min(W * 0.2, 330 * u)) : 0;
  return { W, H, u, minFont: 10, finger, main: { x: m, y: barH + m, w: W - logW - 2 * m - (logW ? m : 0), h: H - barH - 2 * m } };
}

/** Phones held upright: the tall one and the small one. */
export const UPRIGHT_SCREENS = [screenOf(390, 844), screenOf(360, 640)];

/** A desktop window and a landscape phone. */
export const SCREENS = [screenOf(1280, 800), screenOf(844, 390)];

/** A named box that must lie inside `within` and overlap no other box of its group. */
export interface Box {
  name: string;
  rect: Rect;
  within: Rect;
  group: string;
}

/** Every problem with a set of boxes: outside its container, or on top of another of its group. */
export function layoutProblems(boxes: readonly Box[]): string[] {
  const out: string[] = [];
  for (const b of boxes) {
    if (!(b.rect.w > 0 && b.rect.h > 0)) out.push(`${b.name} has no size`);
    if (!inside(b.rect, b.within)) out.push(`${b.name} ${JSON.stringify(b.rect)} is outside ${JSON.stringify(b.within)}`);
  }
  const groups = new Map<string, Box[]>();
  for (const b of boxes) groups.set(b.group, [...(groups.get(b.group) ?? []), b]);
  for (const list of groups.values()) out.push(...overlapping(list).map((pair) => `overlap: ${pair}`));
  return out;
}

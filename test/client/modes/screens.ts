/**
 * The canvases the layout tests draw on, and the check they share: every box on screen and inside
 * its container, and no two boxes of a group on top of each other.
 */
import { inside, overlapping, type Rect, type Screen } from '../../../client/modes/layout';
import { shellLayout } from '../../../client/modes/tableShell';

/**
 * The screen TableScene computes for a W×H window at device pixel ratio 1 (see its layoutAll): a
 * phone's (upright, or sideways: shorter than 520) is pressed by a finger of 44 px, a roomy one by a mouse.
 */
export function screenOf(W: number, H: number): Screen {
  const u = Math.max(Math.min(W / 1280, H / 760), 0.62);
  const compact = H < 520;
  const finger = H > W || compact ? 44 : 0;
  return { W, H, u, minFont: 10, finger, main: shellLayout(W, H, u, compact, finger).main };
}

/** Phones held upright: the tall one and the small one. */
export const UPRIGHT_SCREENS = [screenOf(390, 844), screenOf(360, 640)];

/** A desktop window and landscape phones: a large one and a small one. */
export const SCREENS = [screenOf(1280, 800), screenOf(844, 390), screenOf(667, 375)];

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

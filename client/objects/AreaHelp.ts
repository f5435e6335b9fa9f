/**
 * A "?" at a corner of each table area that opens the rules reference at the section about it
 * (issue 15.4). Each area is also a target `region:<key>` (never clickable itself), so the
 * tutorial coach can point at a whole area the way it points at a card.
 */
import type Phaser from 'phaser';
import { registerTarget } from '../testHook';
import { COLORS, FONT, fontPx } from '../ui/theme';

export interface HelpArea {
  /** Names the target: `help:<key>` for the "?", `region:<key>` for the area. */
  key: string;
  box: { x: number; y: number; width: number; height: number } | { x: number; y: number; w: number; h: number };
  /** The rules reference's section id (a heading's slug, client/reference/markdown.ts). */
  section: string;
}

const sizeOf = (b: HelpArea['box']) => ('w' in b ? { w: b.w, h: b.h } : { w: b.width, h: b.height });

/** An area's "?" and its region (the coach's target). */
export interface HelpMark {
  mark: Phaser.GameObjects.Container;
  region: Phaser.GameObjects.Zone;
}

const markRadius = (u: number) => 9 * u;

/** Puts a mark and its region on `box`. */
function place(m: HelpMark, box: HelpArea['box'], u: number) {
  const { w, h } = sizeOf(box);
  const r = markRadius(u);
  m.region.setPosition(box.x, box.y).setSize(w, h);
  m.mark.setPosition(box.x + w - r - 2 * u, box.y + r + 2 * u);
}

/** Draws the marks for `areas`; `open` shows the reference at a section. Returns each mark by its area's key. */
export function drawAreaHelp(scene: Phaser.Scene, u: number, areas: readonly HelpArea[], open: (section: string) => void, depth = 50): Map<string, HelpMark> {
  const marks = new Map<string, HelpMark>();
  const r = markRadius(u);
  for (const area of areas) {
    const region = scene.add.zone(0, 0, 1, 1).setOrigin(0);
    registerTarget(scene, `region:${area.key}`, region, () => false);
    const mark = scene.add.container(0, 0).setDepth(depth);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.feltDark, 0.9).fillCircle(0, 0, r);
    g.lineStyle(Math.max(1, 1.5 * u), COLORS.gold, 0.9).strokeCircle(0, 0, r);
    const q = scene.add.text(0, 0, '?', { fontFamily: FONT, fontStyle: 'bold', fontSize: `${fontPx(u, 13)}px`, color: COLORS.goldText }).setOrigin(0.5);
    mark.add([g, q]);
    mark.setSize(2 * r, 2 * r).setInteractive({ useHandCursor: true });
    mark.on('pointerup', () => open(area.section));
    registerTarget(scene, `help:${area.key}`, mark);
    const m = { mark, region };
    place(m, area.box, u);
    marks.set(area.key, m);
  }
  return marks;
}

/** Moves the marks to their areas' new boxes (an area that grows or shrinks with the phase). */
export function moveAreaHelp(marks: ReadonlyMap<string, HelpMark>, areas: readonly HelpArea[], u: number): void {
  for (const area of areas) {
    const m = marks.get(area.key);
    if (m) place(m, area.box, u);
  }
}

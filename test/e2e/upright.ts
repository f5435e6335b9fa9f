/**
 * What the phone browser tests check at every decision, upright and sideways, from the page's
 * hit-test list (`__tp.targets()`): each target lies inside the window, each button is at least a
 * finger (44 CSS px) high (sideways, the top bar's 32), and no two targets a press can reach overlap (a card lists only its visible part,
 * a pile its card), except one drawn inside another (a seat's chips inside its panel). A target a
 * panel covers on purpose (the others' piles under a choice of jokers) is not reachable: a press
 * at its middle lands on the panel. The areas the rules help outlines (`region:*`) are never pressed.
 * And no text (`__tp.texts()`) is drawn smaller than LEAST_TEXT_CSS.
 */
import type { Page } from 'playwright-core';
import type { HookTarget } from './driver';

/** The least side of a button pressed by a finger, in CSS pixels. */
export const FINGER_CSS = 44;

/** Sideways on a phone, the top bar's buttons are 32 CSS px high (client/modes/tableShell.ts says why). */
export const SIDEWAYS_BAR_CSS = 32;

/**
 * The least font size of any text on a phone, in CSS pixels: smaller is not read at arm's length
 * (an audit found hand captions at 4.6, the track's numbers at 5 and banner sentences at 6.7).
 */
export const LEAST_TEXT_CSS = 8;

/** The top bar's buttons. */
const BAR = /^table:/;

/** Targets pressed as buttons: the banner's, the hand's, the top bar's. */
const BUTTON = /^(btn:|table:|hand:(sort|best5)$|seat:(take|choose):)/;

interface Box {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const boxOf = (t: HookTarget): Box => ({ key: t.key, x: t.x - t.w / 2, y: t.y - t.h / 2, w: t.w, h: t.h });
const at = (b: Box) => `${b.key} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}`;
const within = (a: Box, b: Box, slack: number) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack && a.y + a.h <= b.y + b.h + slack;
const cross = (a: Box, b: Box, slack: number) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;

/** The targets a press can reach now (a press at its middle lands on it, or it is enabled), and the window's size. */
export async function reachableTargets(page: Page): Promise<{ targets: HookTarget[]; width: number; height: number }> {
  const { all, width, height } = (await page.evaluate(() => {
    const tp = (window as any).__tp;
    const list = (tp?.targets?.() ?? []).map((t: HookTarget) => ({ ...t, top: tp.hitTest(t.x, t.y) as string | null }));
    return { all: list, width: innerWidth, height: innerHeight };
  })) as { all: (HookTarget & { top: string | null })[]; width: number; height: number };
  return { targets: all.filter((t) => !t.key.startsWith('region:') && (t.enabled || t.top === t.key)), width, height };
}

/**
 * Every problem with the targets shown in a window of `width` x `height` CSS pixels. A window
 * wider than tall (a phone sideways) lets the top bar's buttons be SIDEWAYS_BAR_CSS high.
 */
export function uprightProblems(targets: readonly HookTarget[], width: number, height: number, slack = 1): string[] {
  const least = (key: string) => (BAR.test(key) && width > height ? SIDEWAYS_BAR_CSS : FINGER_CSS);
  const boxes = targets.map(boxOf);
  const out: string[] = [];
  const screen = { key: 'window', x: 0, y: 0, w: width, h: height };
  for (const b of boxes) {
    if (!within(b, screen, slack)) out.push(`outside the window: ${at(b)}`);
    if (BUTTON.test(b.key) && Math.min(b.w, b.h) < least(b.key) - slack) out.push(`smaller than a finger: ${at(b)}`);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      if (within(a, b, slack) || within(b, a, slack)) continue;
      if (cross(a, b, slack)) out.push(`overlap: ${at(a)} and ${at(b)}`);
    }
  return out;
}

/** A text the page draws, its font size in CSS pixels (`__tp.texts()`). */
export interface HookText {
  text: string;
  size: number;
}

/** The texts shown now, with their drawn font sizes. */
export const textsOf = (page: Page) => page.evaluate(() => (window as any).__tp?.texts?.() ?? []) as Promise<HookText[]>;

/** Every text drawn smaller than `least` CSS pixels, once per wording (numbers aside), with its size. */
export function smallTexts(texts: readonly HookText[], least = LEAST_TEXT_CSS): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of texts) {
    const kind = t.text.replace(/\d+/g, '#');
    if (t.size >= least || seen.has(kind)) continue;
    seen.add(kind);
    out.push(`text smaller than ${least} CSS px: ${JSON.stringify(t.text.slice(0, 40))} at ${t.size.toFixed(1)}`);
  }
  return out;
}

/**
 * Plays a table through the UI the way a person would: it asks the page's test hook where the
 * pickable things are, then clicks them with the mouse (or presses number keys and Enter).
 */
import type { Page } from 'playwright-core';

export interface HookTarget {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  enabled: boolean;
}

export interface TableInfo {
  busy?: boolean;
  version?: number;
  seat?: number | null;
  spectating?: boolean;
  phase?: string | null;
  step?: string | null;
  gamePhase?: string | null;
  round?: number | null;
  picked?: number;
  legal?: number;
  handVisible?: boolean;
  pickOrder?: string[];
  pickedIds?: string[];
  [k: string]: unknown;
}

export const sceneOf = (page: Page) => page.evaluate(() => (window as any).__tp?.scene?.() ?? null) as Promise<string | null>;
export const infoOf = (page: Page) => page.evaluate(() => (window as any).__tp.info()) as Promise<TableInfo>;
export const targetsOf = (page: Page) => page.evaluate(() => (window as any).__tp.targets()) as Promise<HookTarget[]>;

export async function waitForScene(page: Page, scene: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((s) => (window as any).__tp?.scene?.() === s, scene, { timeout });
}

export async function clickTarget(page: Page, key: string, timeout = 10_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    const t = (await targetsOf(page)).find((x) => x.key === key);
    if (t) {
      await page.mouse.click(t.x, t.y);
      return;
    }
    if (Date.now() - start > timeout) throw new Error(`No target "${key}" on screen`);
    await page.waitForTimeout(50);
  }
}

/** Waits until a table scene has drawn its first view (after opening or reloading the page). */
export async function waitTableReady(page: Page, timeout = 20_000): Promise<TableInfo> {
  await page.waitForFunction(
    () => {
      const i = (window as any).__tp?.info?.();
      return i && (i.version ?? 0) > 0 && (i.phase === 'playing' || i.phase === 'over') && i.round != null && !i.busy;
    },
    null,
    { timeout },
  );
  return infoOf(page);
}

/** Waits until the table has been still (no animation) for `quietMs`, e.g. before a screenshot. */
export async function waitQuiet(page: Page, quietMs = 600, timeout = 8000): Promise<void> {
  const start = Date.now();
  let since = Date.now();
  while (Date.now() - start < timeout) {
    const i = await infoOf(page);
    if (i.busy) since = Date.now();
    else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** Waits until the table is idle (no animation running) and has drawn a newer state than `after`. */
export async function waitIdle(page: Page, after: number | undefined, timeout = 15_000): Promise<TableInfo> {
  const start = Date.now();
  for (;;) {
    const info = await infoOf(page);
    if (!info.busy && (after === undefined || (info.version ?? 0) > after)) return info;
    if (Date.now() - start > timeout) return info;
    await page.waitForTimeout(30);
  }
}

/**
 * One move of a Trash Poker table, chosen like a cautious beginner: confirm when the banner
 * offers it, pick the 5 cards to play with the number keys, otherwise take the first highlighted
 * thing. Returns a description of what it did, or null when there was nothing to do.
 */
export async function playOneMove(page: Page, info: TableInfo): Promise<string | null> {
  const targets = (await targetsOf(page)).filter((t) => t.enabled);
  if (targets.length === 0) return null;
  const byKey = new Map(targets.map((t) => [t.key, t]));
  const click = async (t: HookTarget) => {
    await page.mouse.click(t.x, t.y);
    return t.key;
  };
  if (info.step === 'select') {
    // Keyboard path: number keys pick hand cards, Enter plays them.
    const want = 5 - (info.picked ?? 0);
    if (want > 0) {
      const order = info.pickOrder ?? [];
      const picked = new Set(info.pickedIds ?? []);
      const free = order.filter((id) => byKey.get(`card:${id}`)?.enabled && !picked.has(id));
      const index = order.indexOf(free[0]);
      if (index >= 0 && index < 9) {
        await page.keyboard.press(String(index + 1));
        return `key ${index + 1}`;
      }
      const card = targets.find((t) => t.key.startsWith('card:'));
      return card ? click(card) : null;
    }
    await page.keyboard.press('Enter');
    return 'key Enter';
  }
  const order = ['btn:confirm', 'btn:place:discard', 'btn:effect:yes', 'btn:shuffle:yes'];
  for (const k of order) {
    const t = byKey.get(k);
    if (t) return click(t);
  }
  const prefer = (p: string) => targets.find((t) => t.key.startsWith(p));
  // An upgrade area lights up only once its card is chosen: take it before choosing another card.
  const next = prefer('area:') ?? prefer('card:') ?? prefer('btn:take-top') ?? prefer('btn:raid:') ?? prefer('btn:') ?? prefer('pile:draw:');
  return next ? click(next) : null;
}

const sameState = (a: TableInfo, b: TableInfo) => a.step === b.step && a.picked === b.picked && a.legal === b.legal && a.round === b.round && a.gamePhase === b.gamePhase;

/**
 * Plays the table scene `scene` until it gives way to another scene (the results), one move at a
 * time through the UI; after each move it waits until the table shows its effect.
 * `onMove` sees every state before the move (for screenshots).
 */
export async function playToEnd(
  page: Page,
  scene: string,
  opts: {
    timeoutMs: number;
    onMove?: (info: TableInfo) => Promise<void>;
    move?: (page: Page, info: TableInfo) => Promise<string | null>;
    /** Stop (and return) before the move when this holds. */
    until?: (info: TableInfo) => boolean;
  } = { timeoutMs: 240_000 },
): Promise<{ moves: number; ms: number; stopped: boolean }> {
  const start = Date.now();
  const move = opts.move ?? playOneMove;
  let moves = 0;
  let version: number | undefined;
  while (Date.now() - start < opts.timeoutMs) {
    if ((await sceneOf(page)) !== scene) return { moves, ms: Date.now() - start, stopped: false };
    const info = await waitIdle(page, version, 1500);
    version = info.version;
    if (opts.until?.(info)) return { moves, ms: Date.now() - start, stopped: true };
    if ((info.legal ?? 0) === 0 || info.busy) {
      await page.waitForTimeout(60);
      continue;
    }
    await opts.onMove?.(info);
    const did = await move(page, info);
    if (!did) {
      await page.waitForTimeout(60);
      continue;
    }
    moves++;
    // Wait for the move to show (or for the server to refuse it and the table to redraw).
    const t0 = Date.now();
    while (Date.now() - t0 < 4000) {
      if ((await sceneOf(page)) !== scene) break;
      const now = await infoOf(page);
      if (!now.busy && !sameState(now, info)) break;
      await page.waitForTimeout(30);
    }
  }
  throw new Error(`The game did not end within ${opts.timeoutMs} ms (${moves} moves)`);
}

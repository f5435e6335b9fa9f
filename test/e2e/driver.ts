/**
 * Plays a table through the UI the way a person would: it asks the page's test hook where the
 * pickable things are, then clicks them with the mouse (or presses number keys and Enter).
 *
 * Every wait here is a wait for progress, not a fixed timeout: it polls the page and fails only
 * when nothing on the page has moved on (scene, table version, round, busy flag) for a long
 * while, or past a generous overall deadline. A machine that is slow, or shared with other
 * work, makes a test slower, never red.
 */
import type { Page } from 'playwright-core';
import type { TargetBox } from '../../client/testHook';

/** A target as `__tp.targets()` lists it (`live`: Phaser hit-tests it already; one made this frame does not take clicks yet). */
export type HookTarget = TargetBox;

export interface TableInfo {
  /** The table's room id (its code). */
  roomId?: string;
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

/** How long nothing may change before a wait gives up, and the longest any single wait may take. */
export const STALL_MS = Number(process.env.E2E_STALL_MS ?? 60_000);
export const DEADLINE_MS = Number(process.env.E2E_DEADLINE_MS ?? 240_000);
/** Between two looks at the page: short enough to be snappy, long enough to leave the CPU to the page. */
export const POLL_MS = 80;

export const sceneOf = (page: Page) => page.evaluate(() => (window as any).__tp?.scene?.() ?? null) as Promise<string | null>;
export const infoOf = (page: Page) => page.evaluate(() => (window as any).__tp?.info?.() ?? {}) as Promise<TableInfo>;
export const targetsOf = (page: Page) => page.evaluate(() => (window as any).__tp?.targets?.() ?? []) as Promise<HookTarget[]>;
/** How long a target a re-layout has just made may take to go live (two frames, on a slow page). */
export const LIVE_WAIT_MS = 2000;

/**
 * The targets a click would reach: enabled and live. Waits for targets a re-layout has just made
 * to go live first, so that a choice made from this list never misses one that is coming.
 */
export async function clickableOf(page: Page): Promise<HookTarget[]> {
  const start = Date.now();
  for (;;) {
    const enabled = (await targetsOf(page)).filter((t) => t.enabled);
    if (enabled.every((t) => t.live) || Date.now() - start > LIVE_WAIT_MS) return enabled.filter((t) => t.live);
    await page.waitForTimeout(POLL_MS / 4);
  }
}

/** One look at the page: its scene and what the scene says about itself, in one round trip. */
async function look(page: Page): Promise<{ scene: string | null; info: TableInfo }> {
  return page.evaluate(() => {
    const tp = (window as any).__tp;
    return { scene: tp?.scene?.() ?? null, info: tp?.info?.() ?? {} };
  });
}

/** The page's last clicks on targets and toasts, for failure messages. */
export const trailOf = (page: Page) => page.evaluate(() => (window as any).__tp?.trail?.() ?? []).catch(() => []) as Promise<string[]>;

/** What counts as the page moving on: a new scene, a newer drawing, a new round, an animation. */
function progressOf(l: { scene: string | null; info: TableInfo }): string {
  const i = l.info;
  return `${l.scene}|${i.version ?? ''}|${i.round ?? ''}|${i.busy ? 1 : 0}|${i.step ?? ''}|${i.online ?? ''}|${Array.isArray(i.rooms) ? i.rooms.length : ''}|${i.counting ?? ''}`;
}

export interface WaitOptions {
  /** Fail when the page shows no progress for this long. */
  stallMs?: number;
  /** Fail after this long whatever happens. */
  deadlineMs?: number;
}

/**
 * Polls the page until `done` holds for its scene and info. Fails (naming `what` and the last
 * state seen) only when the page stalls for `stallMs` or after `deadlineMs`.
 */
export async function waitUntil(
  page: Page,
  what: string,
  done: (info: TableInfo, scene: string | null) => boolean,
  opts: WaitOptions = {},
): Promise<TableInfo> {
  const stallMs = opts.stallMs ?? STALL_MS;
  const deadlineMs = opts.deadlineMs ?? DEADLINE_MS;
  const start = Date.now();
  let lastChange = start;
  let last = '';
  for (;;) {
    const l = await look(page);
    if (done(l.info, l.scene)) return l.info;
    const p = progressOf(l);
    if (p !== last) {
      last = p;
      lastChange = Date.now();
    }
    const now = Date.now();
    if (now - lastChange > stallMs || now - start > deadlineMs) {
      const why = now - start > deadlineMs ? `after ${deadlineMs} ms` : `stalled for ${stallMs} ms`;
      const trail = await trailOf(page);
      throw new Error(
        `Waiting for ${what}: ${why} (scene ${l.scene}, info ${JSON.stringify(l.info).slice(0, 400)}, last clicks and toasts ${JSON.stringify(trail)})`,
      );
    }
    await page.waitForTimeout(POLL_MS);
  }
}

export async function waitForScene(page: Page, scene: string, opts: WaitOptions = {}): Promise<void> {
  await waitUntil(page, `scene ${scene}`, (_i, s) => s === scene, opts);
}

/** Waits for the lobby to be usable: its live room list connected. */
export async function waitLobbyOnline(page: Page): Promise<void> {
  await waitUntil(page, 'the lobby to go live', (i, s) => s === 'Lobby' && i.online === true);
}

/**
 * Clicks (or with `touch` taps) the test-hook target `key` as soon as it is on screen, live, and
 * enabled (unless `any`).
 */
export async function clickTarget(page: Page, key: string, opts: WaitOptions & { any?: boolean; touch?: boolean } = {}): Promise<void> {
  const start = Date.now();
  const stallMs = opts.stallMs ?? STALL_MS;
  for (;;) {
    const t = (await targetsOf(page)).find((x) => x.key === key && x.live && (opts.any || x.enabled));
    if (t) {
      await (opts.touch ? page.touchscreen.tap(t.x, t.y) : page.mouse.click(t.x, t.y));
      return;
    }
    if (Date.now() - start > stallMs) throw new Error(`No target "${key}" on screen after ${stallMs} ms`);
    await page.waitForTimeout(POLL_MS);
  }
}

/** What a row of the lobby's open tables offers: Watch, Join, or Results once the game is over. */
export type RoomAction = 'watch' | 'join' | 'results';

/**
 * Brings the lobby's row of table `roomId` on screen: waits until the table is listed, then turns
 * the list's pages (‹ ›, by touch with `touch`) towards it, one press at a time, each once the
 * page before it is drawn. Fails when the row is not shown within `stallMs`.
 */
export async function showRoom(page: Page, roomId: string, opts: WaitOptions & { touch?: boolean } = {}): Promise<void> {
  const stallMs = opts.stallMs ?? STALL_MS;
  const start = Date.now();
  let presses = 0;
  for (;;) {
    const { scene, info } = await look(page);
    const rooms = (info.rooms as string[] | undefined) ?? [];
    const shown = (info.shownRooms as string[] | undefined) ?? [];
    if (scene === 'Lobby' && shown.includes(roomId)) return;
    if (scene === 'Lobby' && rooms.includes(roomId) && shown.length > 0) {
      const key = rooms.indexOf(roomId) > rooms.indexOf(shown[0]) ? 'lobby:rooms:next' : 'lobby:rooms:prev';
      const t = (await targetsOf(page)).find((x) => x.key === key && x.live && x.enabled);
      if (t) {
        await (opts.touch ? page.touchscreen.tap(t.x, t.y) : page.mouse.click(t.x, t.y));
        presses++;
        const before = shown.join();
        await waitUntil(page, 'the next page of tables', (i) => ((i.shownRooms as string[] | undefined) ?? []).join() !== before, { stallMs: 5000 }).catch(
          () => undefined,
        );
        continue;
      }
    }
    if (Date.now() - start > stallMs) {
      throw new Error(
        `Table ${roomId} not on the lobby's page after ${stallMs} ms and ${presses} page turns (scene ${scene}, listed ${JSON.stringify(rooms)}, shown ${JSON.stringify(shown)}, last clicks ${JSON.stringify(await trailOf(page))})`,
      );
    }
    await page.waitForTimeout(POLL_MS);
  }
}

/**
 * Presses `action` on the lobby's row of table `roomId`, paging to it first (showRoom); pages
 * again when the list has moved the row off the page meanwhile.
 */
export async function clickRoom(page: Page, roomId: string, action: RoomAction, opts: WaitOptions & { touch?: boolean } = {}): Promise<void> {
  const stallMs = opts.stallMs ?? STALL_MS;
  const key = `room:${roomId}:${action}`;
  const start = Date.now();
  for (;;) {
    await showRoom(page, roomId, opts);
    const t = (await clickableOf(page)).find((x) => x.key === key);
    if (t) {
      await (opts.touch ? page.touchscreen.tap(t.x, t.y) : page.mouse.click(t.x, t.y));
      return;
    }
    if (Date.now() - start > stallMs)
      throw new Error(`No target "${key}" on the lobby's page after ${stallMs} ms (last clicks ${JSON.stringify(await trailOf(page))})`);
    await page.waitForTimeout(POLL_MS);
  }
}

/** Waits until a table scene has drawn its first view (after opening or reloading the page). */
export async function waitTableReady(page: Page, opts: WaitOptions = {}): Promise<TableInfo> {
  return waitUntil(
    page,
    'the table to be drawn',
    (i) => (i.version ?? 0) > 0 && (i.phase === 'playing' || i.phase === 'over') && i.round != null && !i.busy,
    opts,
  );
}

/** Waits until the table has been still (no animation) for `quietMs`, e.g. before a screenshot. */
export async function waitQuiet(page: Page, quietMs = 600): Promise<TableInfo> {
  let since = Date.now();
  let version: number | undefined;
  return waitUntil(page, 'the table to be still', (i) => {
    if (i.busy || i.version !== version) {
      version = i.version;
      since = Date.now();
      return false;
    }
    return Date.now() - since >= quietMs;
  });
}

/** Waits until the table is idle (no animation running) and has drawn a newer state than `after`. */
export async function waitIdle(page: Page, after: number | undefined, opts: WaitOptions = {}): Promise<TableInfo> {
  return waitUntil(page, `the table to draw past version ${after}`, (i) => !i.busy && (after === undefined || (i.version ?? 0) > after), opts);
}

/**
 * One move of a Trash Poker table, chosen like a cautious beginner: confirm when the banner
 * offers it, pick the 5 cards to play with the number keys, otherwise take the first highlighted
 * thing. Returns a description of what it did, or null when there was nothing to do.
 */
export async function playOneMove(page: Page, info: TableInfo): Promise<string | null> {
  const targets = await clickableOf(page);
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

const sameState = (a: TableInfo, b: TableInfo) =>
  a.step === b.step && a.picked === b.picked && a.legal === b.legal && a.round === b.round && a.gamePhase === b.gamePhase;

/**
 * Plays the table scene `scene` until it gives way to another scene (the results), one move at a
 * time through the UI; after each move it waits until the table shows its effect.
 * `onMove` sees every state before the move (for screenshots). Fails when the table stops
 * moving on for `stallMs` (bots and animations count as moving on), or after `deadlineMs`.
 */
export async function playToEnd(
  page: Page,
  scene: string,
  opts: {
    stallMs?: number;
    deadlineMs?: number;
    onMove?: (info: TableInfo) => Promise<void>;
    move?: (page: Page, info: TableInfo) => Promise<string | null>;
    /** Stop (and return) before the move when this holds. */
    until?: (info: TableInfo) => boolean;
  } = {},
): Promise<{ moves: number; ms: number; stopped: boolean }> {
  const start = Date.now();
  const stallMs = opts.stallMs ?? STALL_MS;
  const deadlineMs = opts.deadlineMs ?? DEADLINE_MS * 2;
  const move = opts.move ?? playOneMove;
  let moves = 0;
  for (;;) {
    if (Date.now() - start > deadlineMs) throw new Error(`${scene} did not end within ${deadlineMs} ms (${moves} moves)`);
    // Either the player may act, or the scene has moved on; waiting on bots counts as progress.
    const info = await waitUntil(page, `a move on ${scene}`, (i, s) => s !== scene || (!i.busy && (i.legal ?? 0) > 0) || (opts.until?.(i) ?? false), {
      stallMs,
      deadlineMs: Math.max(1, deadlineMs - (Date.now() - start)),
    });
    if ((await sceneOf(page)) !== scene) return { moves, ms: Date.now() - start, stopped: false };
    if (opts.until?.(info)) return { moves, ms: Date.now() - start, stopped: true };
    await opts.onMove?.(info);
    const did = await move(page, info);
    if (!did) {
      // Controls not on screen yet (a redraw under way): look again once the table has redrawn.
      await waitUntil(page, 'controls to appear', (i, s) => s !== scene || i.version !== info.version || i.busy === true, { stallMs: 3000 }).catch(
        () => undefined,
      );
      continue;
    }
    moves++;
    // Wait for the move to show (or for the server to refuse it and the table to redraw). A move
    // whose effect these facts do not show (none should) is looked at again after a quiet spell.
    const refused = (i: TableInfo) => (i.refusals as string[] | undefined)?.length ?? 0;
    await waitUntil(
      page,
      `the table to show move ${moves} (${did})`,
      (now, s) => s !== scene || (!now.busy && !sameState(now, info)) || refused(now) !== refused(info),
      {
        stallMs: 15_000,
      },
    ).catch(() => undefined);
  }
}

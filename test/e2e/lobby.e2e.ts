/**
 * The lobby's open tables in real Chromium when there are more tables than rows: ten tables made
 * through the real server (six waiting for players, three under way, one finished) are listed
 * tables-to-join first, then games under way, then the finished one, newest first in each. On a
 * desktop window the ‹ › buttons turn the pages ("4-6 of 10") to every table and back, a new
 * table arriving keeps the page shown, and a press held on a row while the list changes lands on
 * that row. On phones (upright, sideways, small sideways, by touch) every table is reached by
 * paging with a clean layout, and the oldest open table is joined from the last page.
 * Screenshots: docs/screenshots/lobby-many-tables.png, lobby-many-tables-phone.png,
 * lobby-many-tables-phone-upright.png.
 */
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickRoom, infoOf, showRoom, targetsOf, waitForScene, waitUntil, type TableInfo } from './driver';
import { layoutProblems } from './measure';
import { openLobby, shot, useSuite } from './tables';

const suite = useSuite('lobby');

const PHONE = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The tables made for this file, by kind, oldest first; each kept open by its node client. */
const made = { open: [] as string[], playing: [] as string[], over: [] as string[] };
const clients: Room[] = [];

async function makeTable(mode: string, options: Record<string, unknown>): Promise<string> {
  const room = await new Client(suite.srv.url.replace(/^http/, 'ws')).create(mode, options);
  // It only holds the table open: what the table sends it is read by nobody.
  room.onMessage('*', () => undefined);
  clients.push(room);
  return room.roomId;
}

/** A Trash Poker table for four with its host seated, waiting for players. */
const openTable = (host: string) => makeTable('trash-poker', { name: host, seats: 4, turnTimer: 0 });

beforeAll(async () => {
  // The finished table first: four bots play a quick game of Trash while its creator watches.
  made.over.push(await makeTable('trash', { name: 'Finished', seats: 2, bots: 2, spectate: true, botDelay: 0 }));
  // A host and a bot fill a table for two: it starts at once and waits for the host's move.
  for (let i = 1; i <= 3; i++) made.playing.push(await makeTable('trash-poker', { name: `Playing ${i}`, seats: 2, bots: 1, turnTimer: 0 }));
  for (let i = 1; i <= 6; i++) made.open.push(await openTable(`Open ${i}`));
});

afterAll(async () => {
  await Promise.all(clients.map((r) => r.leave().catch(() => undefined)));
});

/** Newest first within each kind, kinds in the list's order. */
const expectedOrder = () => [...made.open].reverse().concat([...made.playing].reverse(), [...made.over].reverse());

const shownOf = async (page: Page) => ((await infoOf(page)).shownRooms as string[]) ?? [];
const roomsOf = (i: TableInfo) => (i.rooms as string[] | undefined) ?? [];

/** The page's words ("4-6 of 10"), or null when the list has a single page. */
async function pageWords(page: Page): Promise<string | null> {
  const texts = (await page.evaluate(() => (window as any).__tp.texts())) as { text: string }[];
  return texts.map((t) => t.text).find((t) => /^\d+(-\d+)? of \d+$/.test(t)) ?? null;
}

/** Waits for the lobby to list the tables in `order`, exactly. */
async function waitListed(page: Page, order: string[]): Promise<void> {
  await waitUntil(page, `the lobby to list ${order.length} tables in order`, (i, s) => s === 'Lobby' && roomsOf(i).join() === order.join());
}

/** Presses ‹ or › (by touch with `touch`) and waits for the next page to be drawn. */
async function turn(page: Page, key: 'lobby:rooms:prev' | 'lobby:rooms:next', touch = false): Promise<string[]> {
  const before = (await shownOf(page)).join();
  const t = (await targetsOf(page)).find((x) => x.key === key && x.live);
  expect(t?.enabled, `${key} enabled`).toBe(true);
  await (touch ? page.touchscreen.tap(t!.x, t!.y) : page.mouse.click(t!.x, t!.y));
  await waitUntil(page, 'the page to turn', (i) => ((i.shownRooms as string[]) ?? []).join() !== before);
  return shownOf(page);
}

/**
 * Turns the pages from the first to the last and back, checking each page's rows, words and
 * layout; returns the rows seen, in order.
 */
async function pageThrough(page: Page, order: string[], touch = false): Promise<string[]> {
  const seen: string[] = [];
  let shown = await shownOf(page);
  for (;;) {
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(order.slice(seen.length, seen.length + shown.length));
    const first = seen.length + 1;
    const last = seen.length + shown.length;
    expect(await pageWords(page)).toBe(`${first === last ? first : `${first}-${last}`} of ${order.length}`);
    expect(await layoutProblems(page, 'Lobby')).toEqual([]);
    seen.push(...shown);
    const next = (await targetsOf(page)).find((x) => x.key === 'lobby:rooms:next');
    expect(next).toBeDefined();
    if (!next!.enabled) break;
    shown = await turn(page, 'lobby:rooms:next', touch);
  }
  // Back to the first page.
  while ((await targetsOf(page)).find((x) => x.key === 'lobby:rooms:prev')?.enabled) await turn(page, 'lobby:rooms:prev', touch);
  const back = await shownOf(page);
  expect(back).toEqual(order.slice(0, back.length));
  return seen;
}

describe('the open tables, more than fit', () => {
  it('desktop: listed to join first, newest first; every table a page away; the page kept while tables come; a held press lands on its row', async () => {
    const page = await openLobby(suite.ctx, suite.srv.url);
    let order = expectedOrder();
    await waitListed(page, order);
    expect(await pageThrough(page, order)).toEqual(order);

    // On the second page a new table arrives on the first: the second page stays on screen.
    await turn(page, 'lobby:rooms:next');
    const per = (await shownOf(page)).length;
    made.open.push(await openTable('Open 7'));
    order = expectedOrder();
    await waitListed(page, order);
    await waitUntil(page, 'the second page redrawn', (i) => ((i.shownRooms as string[]) ?? []).join() === order.slice(per, 2 * per).join());
    expect(await pageWords(page)).toBe(`${per + 1}-${2 * per} of ${order.length}`);
    await shot(page, 'lobby-many-tables');

    // A finger down on a row's Watch while another table arrives: the list waits for the release,
    // and the release watches that table.
    const target = (await shownOf(page))[0];
    const watch = (await targetsOf(page)).find((t) => t.key === `room:${target}:watch` && t.live)!;
    await page.mouse.move(watch.x, watch.y);
    await page.mouse.down();
    made.open.push(await openTable('Open 8'));
    await waitListed(page, expectedOrder());
    expect(await shownOf(page)).toContain(target);
    await page.mouse.up();
    await waitForScene(page, 'TrashPokerTable');
    // The room id is known on joining; the seat (none, for a watcher) only once the welcome arrives.
    const opened = await waitUntil(page, 'the table opened and welcomed', (i) => typeof i.roomId === 'string' && (i.spectating === true || i.seat !== null));
    expect([opened.roomId, opened.spectating]).toEqual([target, true]);
    await page.close();
  });

  // client/frameRate.ts: the idle lobby (swaying cards, a pulsing dot) kept the software
  // renderer at 72% of a core drawing every frame.
  it('draws every frame only while something moves: the idle lobby at its ambient rate, every frame again while the pointer moves', async () => {
    const page = await openLobby(suite.ctx, `${suite.srv.url}?frames=demand`);
    type Frames = { limit: number; moving: boolean; ambient: boolean };
    const frames = () => page.evaluate(() => (window as any).__tp.frames() as Frames);
    const settle = async (limit: number) => {
      for (let i = 0; i < 40 && (await frames()).limit !== limit; i++) await page.waitForTimeout(100);
      return frames();
    };
    expect(await settle(24)).toEqual({ limit: 24, moving: false, ambient: true });
    for (let x = 200; x < 400; x += 40) {
      await page.mouse.move(x, 300);
      expect((await frames()).limit).toBe(0);
      await page.waitForTimeout(80);
    }
    // Still again: back to the ambient rate.
    expect((await settle(24)).limit).toBe(24);
    await page.close();
  });

  it.each([
    ['upright 390x844', { width: 390, height: 844 }, 'lobby-many-tables-phone-upright'],
    ['sideways 844x390', { width: 844, height: 390 }, null],
    ['small sideways 667x375', { width: 667, height: 375 }, 'lobby-many-tables-phone'],
  ])('phone %s: every table is reached by paging with a finger, the layout clean on every page', async (_name, size, shotName) => {
    const phone = await launchContext(size, PHONE);
    try {
      const page = await openLobby(phone, suite.srv.url);
      const order = expectedOrder();
      await waitListed(page, order);
      const pager = (await targetsOf(page)).filter((t) => t.key.startsWith('lobby:rooms:'));
      // Finger-sized: 44 CSS pixels a side.
      for (const p of pager) expect(Math.min(p.w, p.h)).toBeGreaterThanOrEqual(43.5);
      expect(await pageThrough(page, order, true)).toEqual(order);
      // The oldest open table, on the last page's side of the open ones, is joined by touch.
      const oldest = made.open[0];
      await showRoom(page, oldest, { touch: true });
      if (shotName) await shot(page, shotName);
      if (size.width === 667) {
        await clickRoom(page, oldest, 'join', { touch: true });
        await waitForScene(page, 'TrashPokerTable');
        const joined = await waitUntil(page, 'a seat at the oldest table', (i) => i.roomId === oldest && i.seat === 1);
        expect(joined.spectating).toBe(false);
      }
    } finally {
      await phone.close();
    }
  });
});

/**
 * Poker+ and Trash in real Chromium: each is created from the lobby and played through the UI
 * (clicks on highlighted cards, hands, spots and buttons); Trash with a one-card layout plays
 * to its results. The console stays clean and the server refuses no move.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickTarget, infoOf, sceneOf, targetsOf, waitForScene, waitLobbyOnline, waitQuiet, waitTableReady, waitUntil, type TableInfo } from './driver';
import { startE2EServer, type E2EServer } from './server';

let srv: E2EServer;
let ctx: BrowserContext;

beforeAll(async () => {
  mkdirSync('docs/screenshots', { recursive: true });
  srv = await startE2EServer();
  ctx = await launchContext();
});

afterAll(async () => {
  await ctx?.close();
  await srv?.close();
});

/** Clicks the first highlighted thing, preferring a destination once a card is chosen. */
async function clickSomething(page: Page): Promise<string | null> {
  const ts = (await targetsOf(page)).filter((t) => t.enabled && !t.key.startsWith('table:') && !t.key.startsWith('waiting:'));
  const order = ['btn:play', 'hand:', 'spot:', 'btn:take-discard', 'btn:draw', 'btn:confirm', 'card:', 'pile:discard', 'btn:discard', 'btn:pass', 'btn:'];
  for (const prefix of order) {
    const t = ts.find((x) => x.key.startsWith(prefix));
    if (t) {
      await page.mouse.click(t.x, t.y);
      return t.key;
    }
  }
  return null;
}

/** A move leaves the table in another state, or the server refuses it: either way it has been seen. */
const shown = (before: TableInfo) => (now: TableInfo, scene: string | null) =>
  (scene !== 'PokerPlusTable' && scene !== 'TrashTable') || (!now.busy && (now.version !== before.version || (now.selected ?? null) !== (before.selected ?? null)));

/** Waits until the player may act (or the game is over), and the table is still. */
const myTurn = (page: Page, scene: string) => waitUntil(page, `a move on ${scene}`, (i, s) => s !== scene || (!i.busy && (i.legal ?? 0) > 0));

async function openTable(page: Page, mode: string, scene: string, setup: (page: Page) => Promise<void>) {
  await page.goto(srv.url);
  await waitLobbyOnline(page);
  await clickTarget(page, `mode:${mode}`);
  await waitUntil(page, `the ${mode} form`, (i) => i.mode === mode);
  await setup(page);
  await clickTarget(page, 'form:pace:250');
  await clickTarget(page, 'form:timer:0');
  await clickTarget(page, 'lobby:create');
  await waitForScene(page, scene);
  await waitTableReady(page);
}

describe('every mode is playable from the lobby', () => {
  it('Trash: a two-card layout game plays to the results', async () => {
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await openTable(page, 'trash', 'TrashTable', async (p) => {
      for (let i = 0; i < 8; i++) await clickTarget(p, 'form:layoutSize:minus');
    });
    let moves = 0;
    let refusals: string[] = [];
    for (;;) {
      const info = await myTurn(page, 'TrashTable');
      if ((await sceneOf(page)) !== 'TrashTable') break;
      refusals = (info.refusals as string[]) ?? refusals;
      const did = await clickSomething(page);
      if (did) moves++;
      // Wait for the move to show (or, when nothing was clickable yet, for the next drawing).
      await waitUntil(page, 'the move to show', shown(info), { stallMs: 15_000 }).catch(() => undefined);
      if (moves === 3) {
        await waitQuiet(page);
        await page.screenshot({ path: 'docs/screenshots/trash-table.png' });
      }
    }
    await waitForScene(page, 'Results');
    expect(moves).toBeGreaterThan(0);
    expect(refusals).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Poker+: cards go from hand and reserve into the playfield by clicks', async () => {
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await openTable(page, 'poker-plus', 'PokerPlusTable', async (p) => {
      await clickTarget(p, 'form:rounds:minus');
      await clickTarget(p, 'form:rounds:minus');
    });
    let turns = 0;
    let refusals: string[] = [];
    while (turns < 4 && (await sceneOf(page)) === 'PokerPlusTable') {
      await myTurn(page, 'PokerPlusTable');
      // A turn: choose a card, then where it goes (or discard it), until the turn passes on.
      for (let i = 0; i < 8; i++) {
        const now = await infoOf(page);
        refusals = (now.refusals as string[]) ?? refusals;
        if (!now.legal || now.busy) break;
        if (!(await clickSomething(page))) break;
        await waitUntil(page, 'the move to show', shown(now), { stallMs: 15_000 }).catch(() => undefined);
      }
      turns++;
      if (turns === 2) {
        await waitQuiet(page);
        await page.screenshot({ path: 'docs/screenshots/poker-plus-table.png' });
      }
    }
    expect(turns).toBeGreaterThan(0);
    expect(refusals).toEqual([]);
    expect(problems).toEqual([]);
    await clickTarget(page, 'table:leave');
    await clickTarget(page, 'leave:confirm');
    await waitForScene(page, 'Lobby');
    await page.close();
  });
});

/**
 * Issue 19 and the pot screen of issue 11.1, at the default animation speed (Normal) and the
 * default bot pace, against 3 bots:
 * - a press on a banner button and on a card that straddles a redraw (a bot's move updates the
 *   table between press and release) completes: the move is sent exactly once;
 * - whenever the table is idle, what is drawn is the latest view's picture (`pictureMismatch`
 *   empty) and the pots drawn are the view's pots; no animation is ever skipped.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTarget, infoOf, playOneMove, playToEnd, type TableInfo, targetsOf, waitForScene, waitLobbyOnline, waitTableReady, waitUntil } from './driver';

import { useSuite } from './tables';

const suite = useSuite('reconcile');

const problems: string[] = [];

/** A page whose console errors, uncaught exceptions and skipped animations are failures. */
function watch(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().startsWith('animation-skipped')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
}

/** Counts the messages the page sends to the game room (one WebSocket frame each). */
function countSends(page: Page): { count: () => number } {
  let n = 0;
  page.on('websocket', (ws) => ws.on('framesent', () => n++));
  return { count: () => n };
}

/**
 * Holds the mouse down on `key` until the table redraws under it (a bot moved) or `holdMs` has
 * passed, then releases; says whether the press straddled a redraw.
 */
async function pressAcrossRedraw(page: Page, key: string, holdMs = 4000): Promise<boolean> {
  const t = (await targetsOf(page)).find((x) => x.key === key && x.live && x.enabled);
  if (!t) throw new Error(`no target ${key}`);
  const before = await infoOf(page);
  await page.mouse.move(t.x, t.y);
  await page.mouse.down();
  const start = Date.now();
  let straddled = false;
  while (!straddled && Date.now() - start < holdMs) {
    await page.waitForTimeout(50);
    straddled = ((await infoOf(page)).version ?? 0) > (before.version ?? 0);
  }
  await page.mouse.up();
  return straddled;
}

async function newTable(page: Page): Promise<TableInfo> {
  await page.goto(suite.srv.url);
  await waitLobbyOnline(page);
  await page.fill('#tp-name', 'Robin');
  await clickTarget(page, 'mode:trash-poker');
  await clickTarget(page, 'form:timer:0');
  await clickTarget(page, 'lobby:create');
  await waitForScene(page, 'TrashPokerTable');
  return waitTableReady(page);
}

/** Whether the pots drawn are the view's pots (when the centre shows the pots). */
function potAgrees(i: TableInfo): string | null {
  const pot = i.pot as { drawn: Record<string, string[]>; view: Record<string, string[]> } | undefined;
  if (!pot || !i.potShown) return null;
  const a = JSON.stringify(pot.drawn);
  const b = JSON.stringify(pot.view);
  return a === b ? null : `pot drawn ${a} but the view says ${b}`;
}

describe('a press that straddles a redraw, and the pot screen at Normal speed', () => {
  it('sends a held button and a held card exactly once, and always draws the latest picture', async () => {
    const page = await suite.ctx.newPage();
    watch(page);
    const sends = countSends(page);
    const first = await newTable(page);
    expect(first.step).toBe('choose-joker');
    await clickTarget(page, `card:${(first.pickOrder ?? [])[0]}`);
    await clickTarget(page, 'btn:confirm');

    // Two rounds at Normal speed: every idle table is the latest view's picture.
    mkdirSync('docs/screenshots', { recursive: true });
    let potShot = false;
    const mismatches: string[] = [];
    const held = { card: 0, button: 0 };
    /** Holds the first card of a choice, or the banner's button, across the bots' moves; else plays as usual. */
    const move = async (p: Page, i: TableInfo): Promise<string | null> => {
      const simultaneous = i.step === 'select' || i.step === 'redraw' || i.step === 'cleanup-trash';
      if (!simultaneous) return playOneMove(p, i);
      // A card first (until one press straddled a bot's move), then the banner's button.
      const live = (await targetsOf(p)).filter((t) => t.enabled && t.live);
      const card = (i.picked ?? 0) === 0 && held.card === 0 ? live.find((t) => t.key.startsWith('card:'))?.key : undefined;
      const key = card ?? (i.step !== 'select' && live.some((t) => t.key === 'btn:confirm') ? 'btn:confirm' : null);
      if (!key) return playOneMove(p, i);
      const sent = sends.count();
      const straddled = await pressAcrossRedraw(p, key);
      await waitUntil(p, `the held ${key} to be played`, (n) => !n.busy && (n.step !== i.step || n.picked !== i.picked));
      expect(sends.count() - sent, `${key} sent once`).toBe(1);
      if (straddled) held[key.startsWith('card:') ? 'card' : 'button']++;
      return `held ${key}${straddled ? ' across a redraw' : ''}`;
    };
    await playToEnd(page, 'TrashPokerTable', {
      move,
      until: (i) => (i.round ?? 0) >= 3,
      onMove: async (i) => {
        const now = await infoOf(page);
        if (!now.busy) {
          for (const m of (now.pictureMismatch as string[]) ?? []) mismatches.push(`round ${now.round} ${now.step}: ${m}`);
          const pot = potAgrees(now);
          if (pot) mismatches.push(`round ${now.round} ${now.step}: ${pot}`);
        }
        if (!potShot && i.gamePhase === 'collect' && i.potShown) {
          potShot = true;
          await page.screenshot({ path: 'docs/screenshots/pot-collection.png' });
        }
      },
    });
    expect(mismatches).toEqual([]);
    expect(held.card, 'a card press straddled a bot move').toBeGreaterThan(0);
    expect(held.button, 'a button press straddled a bot move').toBeGreaterThan(0);
    expect((await infoOf(page)).refusals).toEqual([]);
    expect(potShot).toBe(true);
    await page.screenshot({ path: 'docs/screenshots/table-mid-game.png' });
    expect(problems).toEqual([]);
  });
});

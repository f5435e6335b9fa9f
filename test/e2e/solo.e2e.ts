/**
 * Solo Trash Poker in real Chromium: one seat against the House, created from the lobby and
 * played through the UI for two rounds. The House's panel names the personality card it revealed
 * (never an id), says what comes next, and, when it removes after the player, what it is likely to
 * take; the server refuses nothing and the console stays clean.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONALITY_CARDS } from '../../shared/engine/trash-poker/house-data';
import { launchContext } from './browser';
import { clickTarget, infoOf, playToEnd, waitLobbyOnline, waitQuiet, waitTableReady, type TableInfo } from './driver';
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

interface HousePanel {
  seat: number;
  personality: string | null;
  next: string;
}

const panelsOf = (i: TableInfo) => (i.houses as HousePanel[] | undefined) ?? [];
const NAMES = PERSONALITY_CARDS.map((p) => p.name);

describe('solo against the House in the browser', () => {
  it('shows the House\'s personality card by name, what comes next and what it may take, for two rounds', async () => {
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(srv.url);
    await waitLobbyOnline(page);
    await clickTarget(page, 'mode:trash-poker');
    for (let seats = 4; seats > 1; seats--) await clickTarget(page, 'form:seats:minus');
    await clickTarget(page, 'form:pace:250');
    await clickTarget(page, 'lobby:create');
    const first = await waitTableReady(page);
    expect(panelsOf(first)).toEqual([{ seat: 1, personality: null, next: 'Next: one of 14 cards no House has shown' }]);

    let likely: string | null = null;
    await playToEnd(page, 'TrashPokerTable', {
      until: (i) => (i.round ?? 0) >= 3,
      onMove: async (i) => {
        const next = panelsOf(i)[0]?.next ?? '';
        if (!likely && next.startsWith('Likely to take:')) {
          likely = next;
          await waitQuiet(page);
          await page.screenshot({ path: 'docs/screenshots/solo-collect.png' });
        }
      },
    });
    await waitQuiet(page);
    await page.screenshot({ path: 'docs/screenshots/solo-table.png' });
    const info = await infoOf(page);
    const [house] = panelsOf(info);
    // Two personality cards revealed: the second is the one shown, named as on the card.
    expect(NAMES).toContain(house.personality);
    expect(house.next).toMatch(/^(Next: |Likely to take: )/);
    // The House removes after the player whenever it placed better; in two rounds that is likely, not certain.
    if (likely) expect(likely).toMatch(/^Likely to take: .+ \(\d+%\)/);
    expect(info.refusals).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/**
 * The rules reference in real Chromium: opened from the lobby, searched for a joker (its card and
 * effect show), scrolled, closed back to the lobby; then opened from a table's menu as an overlay
 * over the running table and closed back to it. Screenshots at desktop and phone sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickTarget, infoOf, sceneOf, targetsOf, waitForScene, waitLobbyOnline, waitTableReady, waitUntil } from './driver';

import { useSuite } from './tables';

const suite = useSuite('reference');

const SHOTS = 'docs/screenshots';
const problems: string[] = [];

interface ReferenceInfo {
  mode: string;
  overlay: boolean;
  query: string;
  sections: string[];
  cards: { id: string; title: string; text: string }[];
  scroll: number;
  maxScroll: number;
}

const referenceInfo = (page: Page) => infoOf(page) as unknown as Promise<ReferenceInfo>;

async function openPage(viewport?: { width: number; height: number }): Promise<Page> {
  const c = viewport ? await launchContext(viewport, { hasTouch: true, isMobile: true }) : suite.ctx;
  const page = await c.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(suite.srv.url);
  await waitLobbyOnline(page);
  return page;
}

describe('rules reference', () => {
  it('opens from the lobby, finds Joker 12 with its card and effect, scrolls, and closes back to the lobby', async () => {
    const page = await openPage();
    await clickTarget(page, 'lobby:rules');
    await waitForScene(page, 'RulesReference');
    const opened = await referenceInfo(page);
    expect(opened.mode).toBe('trash-poker');
    expect(opened.overlay).toBe(false);
    expect(opened.sections).toContain('Every joker');
    expect(opened.sections).not.toContain('Where each rule lives');

    // The wheel scrolls the page.
    await page.mouse.move(800, 500);
    await page.mouse.wheel(0, 600);
    await waitUntil(page, 'the page to scroll', (i) => (i.scroll as number) > 0);

    // The section list jumps to the jokers; the screenshot shows them.
    await clickTarget(page, 'rules:section:every-joker');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/rules-reference.png` });

    await page.fill('#rules-search', 'Joker 12');
    const found = (await waitUntil(page, 'the search to narrow the cards', (i) => (i.query as string) === 'Joker 12')) as unknown as ReferenceInfo;
    expect(found.cards.map((c) => c.id)).toEqual(['j12']);
    expect(found.cards[0].text).toBe('No effect, but counts twice for the "6" majority scoring.');
    expect(found.sections).toContain('Every joker');
    const card = (await targetsOf(page)).find((t) => t.key === 'rules:card:j12');
    expect(card, 'Joker 12 is drawn').toBeDefined();
    expect(card!.enabled, 'Joker 12 is in view').toBe(true);
    await page.screenshot({ path: `${SHOTS}/rules-reference-search.png` });

    // The House's personality cards are explained.
    await page.fill('#rules-search', 'Ace Hoarder');
    const house = await waitUntil(page, 'the House section', (i) => (i.query as string) === 'Ace Hoarder');
    expect(house.sections).toContain("The House's personality cards");
    await page.screenshot({ path: `${SHOTS}/rules-reference-house.png` });

    await clickTarget(page, 'rules:close');
    await waitLobbyOnline(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens over a running table from its menu and closes back to it', async () => {
    const page = await openPage();
    await clickTarget(page, 'mode:trash-poker');
    await clickTarget(page, 'form:timer:0');
    await clickTarget(page, 'lobby:create');
    await waitForScene(page, 'TrashPokerTable');
    await waitTableReady(page);
    await clickTarget(page, 'table:menu');
    await clickTarget(page, 'menu:rules');
    await waitForScene(page, 'RulesReference');
    const info = await referenceInfo(page);
    expect(info.overlay).toBe(true);
    expect(info.mode).toBe('trash-poker');
    // The table keeps running underneath.
    expect(await page.evaluate(() => (window as any).__tp.game.scene.isActive('TrashPokerTable'))).toBe(true);
    await clickTarget(page, 'rules:mode:poker-plus');
    await waitUntil(page, 'the Poker+ rules', (i) => i.mode === 'poker-plus' && (i.sections as string[]).includes('Scoring table'));
    await clickTarget(page, 'rules:close');
    await waitForScene(page, 'TrashPokerTable');
    // Keys over the reference stay there (issue 11): at the redraw, with a card picked, Enter
    // (the table's "Keep my hand" / "Redraw") and Esc close only the reference: the table keeps
    // its step and its pick, and opens nothing.
    const first = await waitUntil(page, 'the starting jokers', (i) => !i.busy && (i.pickOrder ?? []).length > 0);
    await clickTarget(page, `card:${first.pickOrder![0]}`);
    const redraw = await waitUntil(page, 'the redraw', (i) => !i.busy && i.step !== first.step && (i.pickOrder ?? []).length > 1);
    await clickTarget(page, `card:${redraw.pickOrder![0]}`);
    await waitUntil(page, 'one card picked', (i) => i.picked === 1 && !i.busy);
    await clickTarget(page, 'table:menu');
    await clickTarget(page, 'menu:rules');
    await waitForScene(page, 'RulesReference');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'TrashPokerTable');
    await page.waitForTimeout(600);
    const after = await infoOf(page);
    expect({ step: after.step, picked: after.picked }).toEqual({ step: redraw.step, picked: 1 });
    const keys = (await targetsOf(page)).map((t) => t.key);
    expect(keys.filter((k) => k.startsWith('menu:') || k.startsWith('leave:'))).toEqual([]);
    expect(await sceneOf(page)).toBe('TrashPokerTable');
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['landscape', { width: 844, height: 390 }],
    ['portrait', { width: 390, height: 844 }],
  ])('fits a phone in %s: a tapped section opens, a drag scrolls', async (name, viewport) => {
    const page = await openPage(viewport);
    await page.evaluate(() => (window as any).__tp.game.scene.getScene('Lobby').scene.start('RulesReference', { mode: 'trash-poker', returnTo: 'Lobby' }));
    await waitForScene(page, 'RulesReference');
    await clickTarget(page, 'rules:section:1-drawing-cards', { touch: true });
    const jumped = (await waitUntil(page, 'the jump to "1. Drawing cards"', (i) => (i.scroll as number) > 0)).scroll as number;
    // Dragging the page up scrolls it down.
    await page.mouse.move(viewport.width * 0.7, viewport.height * 0.85);
    await page.mouse.down();
    await page.mouse.move(viewport.width * 0.7, viewport.height * 0.6, { steps: 5 });
    await page.mouse.up();
    await waitUntil(page, 'the drag to scroll', (i) => (i.scroll as number) > jumped);
    await page.screenshot({ path: `${SHOTS}/rules-reference-phone-${name}.png` });
    await clickTarget(page, 'rules:close', { touch: true });
    await waitForScene(page, 'Lobby');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/**
 * Trash Poker in real Chromium against the real server and built client: a new player creates a
 * table with 3 bots from the lobby and plays the whole game through the UI (mouse and number
 * keys) to the results; a second browser sees the table listed live and watches it without a
 * hand; a reload mid-game returns the player to the same seat; the console stays clean.
 * Screenshots of each scene go to docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickTarget, infoOf, playToEnd, sceneOf, targetsOf, waitForScene, waitQuiet, waitTableReady, type TableInfo } from './driver';
import { startE2EServer, type E2EServer } from './server';

const SHOTS = 'docs/screenshots';

let srv: E2EServer;
let player: BrowserContext;
let watcher: BrowserContext;
const problems: string[] = [];
const measures: Record<string, unknown> = {};

/** Every console error and uncaught exception of a page is a failure. */
function watchConsole(page: Page, who: string) {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${who} console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${who} exception: ${e.message}`));
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  srv = await startE2EServer();
  player = await launchContext();
  watcher = await launchContext();
});

afterAll(async () => {
  await player?.close();
  await watcher?.close();
  await srv?.close();
  console.log('E2E measures', JSON.stringify(measures));
});

describe('Trash Poker in the browser', () => {
  it('plays a whole game from the lobby to the results, watched live, surviving a reload, with a clean console', async () => {
    const page = await player.newPage();
    watchConsole(page, 'player');

    // The lobby: usable once the live room list has connected.
    const opened = Date.now();
    await page.goto(srv.url);
    await waitForScene(page, 'Lobby');
    await page.waitForFunction(() => (window as any).__tp.info().online === true, null, { timeout: 20_000 });
    measures.lobbyUsableMs = Date.now() - opened;

    await page.fill('#tp-name', 'Robin');
    await clickTarget(page, 'settings:speed'); // Normal → Fast: same animations, shorter.
    await clickTarget(page, 'mode:trash-poker');
    await clickTarget(page, 'form:pace:250');
    await clickTarget(page, 'form:timer:0'); // no turn timer: a slow machine must not hand moves to a bot
    await clickTarget(page, 'lobby:create'); // 4 seats, 3 bots: the game starts at once.
    await waitForScene(page, 'TrashPokerTable');
    const first = await waitTableReady(page);
    expect(first.seat).toBe(0);
    expect(first.spectating).toBe(false);

    // A second browser sees the table in the lobby's live list and watches it.
    const wpage = await watcher.newPage();
    watchConsole(wpage, 'watcher');
    await wpage.goto(srv.url);
    await waitForScene(wpage, 'Lobby');
    await wpage.waitForFunction(() => (window as any).__tp.info().rooms.length > 0, null, { timeout: 20_000 });
    const [roomId] = ((await infoOf(wpage)) as TableInfo & { rooms: string[] }).rooms;
    await wpage.waitForTimeout(400);
    await shot(wpage, 'lobby');
    await clickTarget(wpage, `room:${roomId}:watch`);
    await waitForScene(wpage, 'TrashPokerTable');
    const watching = await waitTableReady(wpage);
    expect(watching.spectating).toBe(true);
    expect(watching.seat).toBe(null);
    expect(watching.handVisible).toBe(false);
    // The spectator has nothing to pick: no enabled card or button of a player.
    const pickable = (await targetsOf(wpage)).filter((t) => t.enabled && (t.key.startsWith('card:') || t.key.startsWith('btn:')));
    expect(pickable).toEqual([]);

    // Frames per second while the first hands are dealt (Phaser's own measure).
    await clickTarget(page, 'card:' + ((await infoOf(page)).pickOrder ?? [])[0]);
    const fps: number[] = [];
    const t0 = Date.now();
    while (Date.now() - t0 < 6000) {
      const i = await infoOf(page);
      if (i.busy) fps.push(await page.evaluate(() => (window as any).__tp.fps()));
      if (i.step === 'redraw' && !i.busy && fps.length > 2) break;
      await page.waitForTimeout(100);
    }
    measures.fpsWhileDealing = fps.length ? Math.round(fps.reduce((a, b) => a + b, 0) / fps.length) : null;
    measures.renderer = await page.evaluate(() => ((window as any).__tp.game.renderer.type === 2 ? 'WebGL' : 'Canvas'));

    // Play through round 2, taking the screenshots a player would see.
    let seatBefore: number | null | undefined;
    let tookTable = false;
    let tookPot = false;
    let tookWatch = false;
    let refusals: string[] = [];
    const onMove = async (info: TableInfo) => {
      refusals = (info.refusals as string[]) ?? refusals;
      if (!tookTable && info.step === 'select' && info.picked === 5 && (info.round ?? 0) >= 2) {
        tookTable = true;
        await shot(page, 'table-mid-game');
      }
      if (!tookPot && info.step === 'collect' && (info.round ?? 0) >= 2) {
        tookPot = true;
        await shot(page, 'pot-collection');
      }
      if (!tookWatch && (info.round ?? 0) >= 2 && info.gamePhase === 'collect') {
        tookWatch = true;
        await waitQuiet(wpage);
        await shot(wpage, 'spectating');
      }
    };
    const part1 = await playToEnd(page, 'TrashPokerTable', { timeoutMs: 150_000, onMove, until: (i) => i.round === 3 && i.step === 'select' && (i.picked ?? 0) === 0 });
    expect(part1.stopped).toBe(true);
    seatBefore = (await infoOf(page)).seat;

    // A reload mid-game returns to the same seat, hand in view.
    await page.reload();
    await waitForScene(page, 'TrashPokerTable', 30_000);
    const back = await waitTableReady(page);
    expect(back.seat).toBe(seatBefore);
    expect(back.spectating).toBe(false);
    expect(back.handVisible).toBe(true);
    expect(back.round).toBe(3);

    // The rest at instant speed, chosen in the table's menu (Fast → Instant).
    await clickTarget(page, 'table:menu');
    await clickTarget(page, 'menu:speed');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('tp.speed'))).toBe('instant');

    // On to the end of round 8 and the results (the refusals list starts again after the reload).
    expect(refusals).toEqual([]);
    const part2 = await playToEnd(page, 'TrashPokerTable', { timeoutMs: 240_000, onMove });
    expect(part2.stopped).toBe(false);
    measures.moves = part1.moves + part2.moves;
    measures.gameMs = part1.ms + part2.ms;
    await waitForScene(page, 'Results');
    const results = (await infoOf(page)) as TableInfo & { standings: { seat: number; score: number; place: number }[]; winners: number[] };
    expect(results.standings).toHaveLength(4);
    expect(results.standings.map((s) => s.seat).sort()).toEqual([0, 1, 2, 3]);
    await page.waitForTimeout(2200); // let the scores count up
    await shot(page, 'results');
    // The watcher followed the same game to its end.
    await waitForScene(wpage, 'Results', 30_000);
    expect(tookTable && tookPot && tookWatch).toBe(true);
    // The UI only ever offered moves the rules allowed: the server refused none.
    expect(refusals).toEqual([]);
    expect(await sceneOf(page)).toBe('Results');
    expect(problems).toEqual([]);
  });

  it('is readable on a phone in landscape, played by touch', async () => {
    const phone = await launchContext({ width: 844, height: 390 }, { deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    try {
      const page = await phone.newPage();
      watchConsole(page, 'phone');
      await page.goto(srv.url);
      await waitForScene(page, 'Lobby');
      await page.waitForFunction(() => (window as any).__tp.info().online === true, null, { timeout: 20_000 });
      await shot(page, 'phone-lobby');
      const tap = async (key: string) => {
        const t = (await targetsOf(page)).find((x) => x.key === key);
        if (!t) throw new Error(`no ${key}`);
        await page.touchscreen.tap(t.x, t.y);
      };
      await tap('form:pace:250');
      await tap('form:timer:0');
      await tap('lobby:create');
      await waitForScene(page, 'TrashPokerTable');
      // Choose a joker, keep the hand, then pick three cards by touch.
      await playToEnd(page, 'TrashPokerTable', {
        timeoutMs: 60_000,
        until: (i) => i.step === 'select' && (i.picked ?? 0) >= 3,
        move: async (p, info) => {
          const ts = (await targetsOf(p)).filter((t) => t.enabled);
          const confirm = ts.find((t) => t.key === 'btn:confirm');
          const card = ts.find((t) => t.key.startsWith('card:') && !(info.pickedIds ?? []).includes(t.key.slice(5)));
          const t = info.step === 'select' ? card : (confirm ?? card);
          if (!t) return null;
          await p.touchscreen.tap(t.x, t.y);
          return t.key;
        },
      });
      await page.waitForTimeout(600);
      await shot(page, 'phone-landscape-table');
      const info = await infoOf(page);
      expect(info.picked).toBe(3);
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

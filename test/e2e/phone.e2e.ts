/**
 * Trash Poker on a phone, by touch (isMobile, hasTouch, 3 device pixels per CSS pixel): the lobby
 * upright (390x844) and sideways (844x390), each with its longest form (solo, every option), has
 * every text and button on screen and no two of them overlapping; a table created sideways plays
 * a whole round by touch, and someone watching takes a bot's seat and gives it back; a table
 * created upright is laid out upright (upright.e2e.ts plays whole games so), and re-lays itself
 * out when the phone turns sideways. Sideways, every button is a finger high (the top bar's 32 CSS
 * px), inside the window and apart from the others, at every move. Someone watching on a
 * phone, sideways (844x390, 667x375) or upright (390x844, 360x640), finds each bot's seat offered
 * in the banner, a finger big and touching no other target or text (on the narrowest, one "Take a
 * seat" opens a chooser), and takes a seat by touch. A Poker+ table sideways shows
 * your hand's cards each at least a finger (44 CSS px) wide, and a card goes into a hand by touch.
 * Screenshots: docs/screenshots/phone-lobby-portrait.png, phone-lobby.png,
 * phone-spectating-take-seat.png, phone-upright-spectating.png, phone-upright-seat-chooser.png,
 * phone-poker-plus.png...
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import {
  clickableOf,
  clickRoom,
  clickTarget,
  type HookTarget,
  infoOf,
  LIVE_WAIT_MS,
  playToEnd,
  sceneOf,
  targetsOf,
  waitForScene,
  waitLobbyOnline,
  waitQuiet,
  waitTableReady,
  waitUntil,
  type TableInfo,
} from './driver';
import { layoutProblems } from './measure';
import { reachableTargets, smallTexts, textsOf, uprightProblems } from './upright';

import { useSuite } from './tables';

const suite = useSuite('phone');

const SHOTS = 'docs/screenshots';
const UPRIGHT = { width: 390, height: 844 };
const SIDEWAYS = { width: 844, height: 390 };
const SMALL_SIDEWAYS = { width: 667, height: 375 };
const SMALL_UPRIGHT = { width: 360, height: 640 };
const PHONE = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const problems: string[] = [];

/** Console errors, uncaught exceptions and skipped animations of a page are failures. */
function watchConsole(page: Page, who: string) {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${who} console.error: ${m.text()}`);
    if (m.type() === 'warning' && m.text().includes('animation-skipped')) problems.push(`${who} ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${who} exception: ${e.message}`));
}

async function openLobby(ctx: BrowserContext, who: string): Promise<Page> {
  const page = await ctx.newPage();
  watchConsole(page, who);
  await page.goto(suite.srv.url);
  await waitLobbyOnline(page);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The lobby's layout is clean once its last re-layout has gone live. */
async function expectCleanLobby(page: Page) {
  await clickableOf(page);
  expect(await layoutProblems(page, 'Lobby')).toEqual([]);
  const keys = (await clickableOf(page)).map((t) => t.key);
  for (const key of ['lobby:create', 'lobby:join-code', 'settings:speed', 'settings:four-colour', 'settings:sound']) expect(keys).toContain(key);
}

/** Solo with every option (the longest form) is clean too; then back to 4 seats. */
async function expectCleanSoloForm(page: Page) {
  for (let seats = 4; seats > 1; seats--) await clickTarget(page, 'form:seats:minus', { touch: true });
  expect((await targetsOf(page)).some((t) => t.key === 'form:difficulty:hard')).toBe(true);
  await clickTarget(page, 'form:achievements', { touch: true });
  await clickTarget(page, 'form:trashTwoFromPot', { touch: true });
  await expectCleanLobby(page);
  await page.reload();
  await waitLobbyOnline(page);
}

/**
 * One move by touch, like a person: tap the cards to play (five), then the main button; else the
 * main button, or the first highlighted thing.
 */
async function tapOneMove(page: Page, info: TableInfo): Promise<string | null> {
  const ts = await clickableOf(page);
  const byKey = new Map(ts.map((t) => [t.key, t]));
  const picked = new Set(info.pickedIds ?? []);
  const first = (p: string) => ts.find((t) => t.key.startsWith(p) && !picked.has(t.key.slice(5)));
  const choice =
    info.step === 'select' && (info.picked ?? 0) < 5
      ? first('card:')
      : (['btn:confirm', 'btn:place:discard', 'btn:effect:yes', 'btn:shuffle:yes'].map((k) => byKey.get(k)).find(Boolean) ??
        first('area:') ??
        first('card:') ??
        first('btn:') ??
        first('pile:draw:'));
  if (!choice) return null;
  await page.touchscreen.tap(choice.x, choice.y);
  return choice.key;
}

interface Box {
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Every seat offer on the page that touches (within a pixel) another target of the
 * hit-test list (chips, piles, buttons) or a text outside it (names, badges, facts, figures).
 */
async function offerProblems(page: Page): Promise<{ offers: string[]; problems: string[] }> {
  const texts = (await page.evaluate(() => (window as any).__tp.texts())) as Box[];
  const boxes: Box[] = [
    ...(await targetsOf(page)).map((t) => ({ what: t.key, x: t.x - t.w / 2, y: t.y - t.h / 2, w: t.w, h: t.h })),
    ...texts.map((t) => ({ ...t, what: `text "${(t as unknown as { text: string }).text.slice(0, 24)}"` })),
  ];
  const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
  const touch = (a: Box, b: Box) => a.x < b.x + b.w + 1 && b.x < a.x + a.w + 1 && a.y < b.y + b.h + 1 && b.y < a.y + a.h + 1;
  const at = (b: Box) => `${b.what} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}`;
  const offers = boxes.filter((b) => b.what.startsWith('seat:take:'));
  return {
    offers: offers.map((o) => o.what).sort(),
    problems: offers.flatMap((o) => boxes.filter((b) => b !== o && !inside(b, o) && touch(o, b)).map((b) => `${at(o)} touches ${at(b)}`)),
  };
}

/** The seat chooser's buttons once they are live (the table's own lie under its shade) and, given `keys`, are those. */
async function chooserTargets(page: Page, keys?: string[], waitMs = LIVE_WAIT_MS): Promise<{ targets: HookTarget[]; width: number; height: number }> {
  for (const start = Date.now(); Date.now() - start < waitMs; await page.waitForTimeout(50)) {
    const r = await reachableTargets(page);
    // The banner's "Take a seat" lies under the chooser's shade: a press there closes the chooser.
    const targets = r.targets.filter((t) => t.key.startsWith('seat:') && t.key !== 'seat:take:choose');
    const open = targets.some((t) => t.key === 'seat:choose:cancel') && targets.every((t) => t.live);
    if (open && (!keys || targets.map((t) => t.key).join() === keys.join())) return { ...r, targets };
  }
  throw new Error(keys ? `The seat chooser did not come to offer ${keys.join(', ')}` : 'The seat chooser did not open');
}

beforeEach(() => {
  problems.length = 0;
});

describe('Trash Poker on a phone, by touch', () => {
  it('upright: the lobby is clean and usable; the table is laid out upright, and again sideways when the phone turns', async () => {
    const phone = await launchContext(UPRIGHT, PHONE);
    try {
      const page = await openLobby(phone, 'upright');
      expect((await infoOf(page)).portrait).toBe(true);
      await expectCleanLobby(page);
      await shot(page, 'phone-lobby-portrait');
      await expectCleanSoloForm(page);

      await clickTarget(page, 'form:pace:250', { touch: true });
      await clickTarget(page, 'form:timer:0', { touch: true });
      await clickTarget(page, 'lobby:create', { touch: true });
      await waitForScene(page, 'TrashPokerTable');
      await waitTableReady(page);
      // Upright, the table is laid out upright (no "turn your phone" prompt): a starting joker to keep, clean.
      await waitQuiet(page);
      expect((await clickableOf(page)).some((t) => t.key.startsWith('card:'))).toBe(true);
      const upright = await reachableTargets(page);
      expect(uprightProblems(upright.targets, upright.width, upright.height)).toEqual([]);
      const before = await infoOf(page);
      await page.setViewportSize(SIDEWAYS);
      // Turned sideways, the same table re-lays itself out and plays on.
      await waitUntil(page, 'the sideways table', (i) => i.busy === false && i.version !== before.version);
      expect(await sceneOf(page)).toBe('TrashPokerTable');
      await waitTableReady(page);
      const joker = (await clickableOf(page)).find((t) => t.key.startsWith('card:'));
      expect(joker, 'a starting joker to keep').toBeDefined();
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('sideways: the lobby is clean, a round is played by touch with every button a finger high, and a watcher takes a bot seat and gives it back', async () => {
    const phone = await launchContext(SIDEWAYS, PHONE);
    try {
      const page = await openLobby(phone, 'sideways');
      expect((await infoOf(page)).portrait).toBe(false);
      await expectCleanLobby(page);
      await shot(page, 'phone-lobby');
      await expectCleanSoloForm(page);

      await clickTarget(page, 'form:pace:250', { touch: true });
      await clickTarget(page, 'form:timer:0', { touch: true });
      await clickTarget(page, 'lobby:create', { touch: true });
      await waitForScene(page, 'TrashPokerTable');
      let collectShot = false;
      const touch = new Map<string, string>();
      const played = await playToEnd(page, 'TrashPokerTable', {
        until: (i) => (i.round ?? 0) >= 2,
        move: async (p, i) => {
          // The pot being collected, the centre grown into the empty hand band.
          if (!collectShot && i.gamePhase === 'collect') {
            collectShot = true;
            await shot(p, 'phone-trash-poker-collect');
          }
          // Each kind of problem once (a target out of reach, a text under 8 CSS px), with the step it was first seen at.
          const { targets, width, height } = await reachableTargets(p);
          for (const problem of [...uprightProblems(targets, width, height), ...smallTexts(await textsOf(p))])
            touch.set(problem.replace(/ at .*/, ''), `${i.gamePhase}/${i.step}: ${problem}`);
          return tapOneMove(p, i);
        },
      });
      expect(collectShot).toBe(true);
      expect([...touch.values()]).toEqual([]);
      expect(played.stopped).toBe(true);
      await waitQuiet(page);
      await shot(page, 'phone-landscape-table');
      const info = await infoOf(page);
      expect(info.round).toBe(2);

      // Someone watching takes a bot's seat from the table, then hands it back and watches again.
      const wpage = await suite.ctx.newPage();
      watchConsole(wpage, 'seat-taker');
      await wpage.goto(suite.srv.url);
      await waitUntil(wpage, 'the phone table in the lobby', (i, s) => s === 'Lobby' && Array.isArray(i.rooms) && i.rooms.includes(info.roomId));
      await clickRoom(wpage, info.roomId!, 'watch');
      await waitForScene(wpage, 'TrashPokerTable');
      await waitTableReady(wpage);
      const offers = (await targetsOf(wpage)).filter((t) => t.key.startsWith('seat:take:')).map((t) => t.key);
      expect(offers.sort()).toEqual(['seat:take:1', 'seat:take:2', 'seat:take:3']);
      await waitQuiet(wpage);
      await shot(wpage, 'spectating-take-seat');
      await clickTarget(wpage, 'seat:take:2');
      const seated = await waitUntil(wpage, 'the taken seat', (i) => i.seat === 2 && i.spectating === false && i.handVisible === true && !i.busy);
      expect(seated.seat).toBe(2);
      const left = (await targetsOf(wpage)).filter((t) => t.key.startsWith('seat:take:'));
      expect(left, JSON.stringify({ left, info: await infoOf(wpage) }).slice(0, 600)).toEqual([]);
      await clickTarget(wpage, 'table:menu');
      await clickTarget(wpage, 'menu:leave-seat');
      const watching = await waitUntil(wpage, 'watching again', (i) => i.spectating === true && i.seat === null && i.handVisible === false);
      expect(watching.seat).toBe(null);
      expect(problems).toEqual([]);
      await wpage.close();
    } finally {
      await phone.close();
    }
  });

  it("sideways Poker+: your hand's cards are each a finger wide, and a card goes into a hand by touch", async () => {
    const phone = await launchContext(SIDEWAYS, PHONE);
    try {
      const page = await openLobby(phone, 'poker-plus');
      await clickTarget(page, 'mode:poker-plus', { touch: true });
      await waitUntil(page, 'the Poker+ form', (i) => i.mode === 'poker-plus');
      await clickTarget(page, 'lobby:create', { touch: true });
      await waitForScene(page, 'PokerPlusTable');
      await waitTableReady(page);
      type Move = { type: string; from?: string; card?: string; playfield?: number; hand?: number | 'new' };
      // Your hand is the row of cards at the bottom of the screen.
      const handRow = async () => (await clickableOf(page)).filter((t) => t.key.startsWith('card:') && t.y > SIDEWAYS.height * 0.75);
      let hand: Awaited<ReturnType<typeof handRow>> = [];
      let play: Move | undefined;
      let seen = -1;
      for (let turn = 0; !play; turn++) {
        expect(turn, 'a turn with a card of your hand to play').toBeLessThan(4);
        await waitUntil(page, 'your turn', (i) => (i.legal ?? 0) > 0 && i.busy === false && i.version !== seen);
        seen = (await waitQuiet(page)).version as number;
        hand = await handRow();
        const legal = (await page.evaluate(() => (window as any).__tp.view().legal)) as Move[];
        play = legal.find((a) => a.type === 'play' && a.from === 'hand');
        if (play) break;
        // A card goes into a hand only when its colour's die allows it (odd or even), and a deal
        // can leave none in your hand: then discard one, as a player would, and wait for your next turn.
        const discard = legal.find((a) => a.type === 'discard' && hand.some((t) => t.key === `card:${a.card}`));
        expect(discard, `a card of your hand to play or discard; legal: ${JSON.stringify(legal).slice(0, 400)}`).toBeDefined();
        const tapped = hand.find((t) => t.key === `card:${discard!.card}`)!;
        await page.touchscreen.tap(tapped.x, tapped.y);
        await waitUntil(page, 'the card picked', (i) => i.selected === discard!.card);
        await clickTarget(page, 'btn:discard', { touch: true });
      }
      expect(hand.length).toBeGreaterThan(0);
      for (const card of hand) expect(card.w, card.key).toBeGreaterThanOrEqual(44 - 0.5);
      const { targets, width, height } = await reachableTargets(page);
      expect(uprightProblems(targets, width, height)).toEqual([]);
      await shot(page, 'phone-poker-plus');
      // Tap a card of your hand that may go into a hand, then that hand (or the new-hand slot).
      const card = hand.find((t) => t.key === `card:${play!.card}`)!;
      await page.touchscreen.tap(card.x, card.y);
      await waitUntil(page, 'the card picked', (i) => i.selected === play!.card);
      const into = (await clickableOf(page)).find((t) => t.key === `hand:${play!.playfield}:${play!.hand}`);
      expect(into, 'the hand the card may go into').toBeDefined();
      await page.touchscreen.tap(into!.x, into!.y);
      await waitUntil(page, 'the card played', (i) => i.selected === null && i.busy === false);
      await waitQuiet(page);
      expect((await targetsOf(page)).some((t) => t.key === card.key && t.y > SIDEWAYS.height * 0.75)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("watching on phones, sideways and upright: the banner offers each bot's seat a finger big, clear of everything, an open chooser drops a seat someone else took, and a seat is taken by touch", async () => {
    const host = await openLobby(suite.ctx, 'host');
    await clickTarget(host, 'form:timer:0');
    await clickTarget(host, 'lobby:create');
    await waitForScene(host, 'TrashPokerTable');
    const table = await waitTableReady(host);
    // The narrowest phone has no room for three readable buttons: one "Take a seat" opens a chooser.
    for (const size of [SIDEWAYS, SMALL_SIDEWAYS, UPRIGHT, SMALL_UPRIGHT]) {
      const phone = await launchContext(size, PHONE);
      const where = `${size.width}x${size.height}`;
      try {
        const page = await phone.newPage();
        watchConsole(page, `watcher ${where}`);
        await page.goto(suite.srv.url);
        await waitUntil(page, 'the table in the lobby', (i, s) => s === 'Lobby' && Array.isArray(i.rooms) && i.rooms.includes(table.roomId));
        await clickRoom(page, table.roomId!, 'watch', { touch: true });
        await waitForScene(page, 'TrashPokerTable');
        await waitTableReady(page);
        await waitQuiet(page);
        const { offers, problems: touching } = await offerProblems(page);
        expect(offers, where).toEqual(size === SMALL_UPRIGHT ? ['seat:take:choose'] : ['seat:take:1', 'seat:take:2', 'seat:take:3']);
        expect(touching, where).toEqual([]);
        const { targets, width, height } = await reachableTargets(page);
        expect(uprightProblems(targets, width, height), where).toEqual([]);
        // The top bar's words (the mode, the round) beside SPECTATING are readable or left out.
        const bar = (await page.evaluate(() => (window as any).__tp.texts())) as { text: string; y: number; size: number }[];
        expect(
          bar.filter((t) => t.y < 40 && t.size < 9.5).map((t) => `${t.text} ${t.size.toFixed(1)}px`),
          where,
        ).toEqual([]);
        if (size === SMALL_SIDEWAYS) await shot(page, 'phone-spectating-take-seat');
        if (size === UPRIGHT) await shot(page, 'phone-upright-spectating');
        if (size !== SMALL_UPRIGHT) continue;
        await clickTarget(page, 'seat:take:choose', { touch: true });
        const chooser = await chooserTargets(page);
        expect(chooser.targets.map((t) => t.key)).toEqual(['seat:take:1', 'seat:take:2', 'seat:take:3', 'seat:choose:cancel']);
        expect(uprightProblems(chooser.targets, chooser.width, chooser.height), `${where} chooser`).toEqual([]);
        await shot(page, 'phone-upright-seat-chooser');
        // Another watcher takes seat 1 meanwhile: the open chooser no longer offers it.
        const rivalContext = await launchContext();
        try {
          const rival = await openLobby(rivalContext, 'rival');
          await clickRoom(rival, table.roomId!, 'watch');
          await waitForScene(rival, 'TrashPokerTable');
          await waitTableReady(rival);
          await clickTarget(rival, 'seat:take:1');
          await waitUntil(rival, "the rival's seat", (i) => i.seat === 1 && i.spectating === false);
        } finally {
          await rivalContext.close();
        }
        await chooserTargets(page, ['seat:take:2', 'seat:take:3', 'seat:choose:cancel'], 10_000);
        await clickTarget(page, 'seat:take:3', { touch: true });
        const seated = await waitUntil(page, 'the taken seat', (i) => i.seat === 3 && i.spectating === false && i.handVisible === true && !i.busy);
        expect(seated.seat).toBe(3);
        expect((await targetsOf(page)).filter((t) => t.key.startsWith('seat:'))).toEqual([]);
      } finally {
        await phone.close();
      }
    }
    expect(problems).toEqual([]);
    await host.close();
  });
});

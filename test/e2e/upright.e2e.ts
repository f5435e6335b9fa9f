/**
 * Every table on a phone held upright, by touch (isMobile, hasTouch, 3 device pixels per CSS
 * pixel), played whole at the Normal animation speed by the human-paced player (human.ts): solo
 * Trash Poker over 3 rounds at 390x844, turned sideways and back in the middle of it (the table
 * re-lays itself out and plays on where it was); a 2-seat, one-round Poker+ game and a Trash game with
 * two-card layouts at 360x640; the first round of a 4-seat Trash Poker game at 360x640, turned
 * sideways at 667x375 for its cleanup (the sizes where the others' panels are narrowest). At every decision, every target a press can reach lies inside the
 * window, every button is at least a finger (44 CSS px) high, no two targets overlap, and no
 * text is drawn under 8 CSS px (upright.ts). Trash's default ten-card layouts, the most cards a phone shows, get the opening
 * moves of a game upright, then sideways (checked the same way). Screenshots:
 * docs/screenshots/phone-upright-trash-poker.png, -house.png (round 3), -collect.png (the pot being
 * collected), -poker-plus.png, -trash.png, -trash-ten.png, -trash-poker-four.png, and phone-trash.png
 * and phone-trash-poker-four-small.png (sideways).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickableOf, clickTarget, infoOf, type TableInfo, waitForScene, waitLobbyOnline, waitQuiet, waitTableReady, waitUntil } from './driver';
import { type Decision, Human, type Policy, pokerPlusPolicy, trashPokerPolicy, trashPolicy } from './human';
import { shot, useSuite } from './tables';
import { reachableTargets, smallTexts, textsOf, uprightProblems } from './upright';

const suite = useSuite('upright');

const TALL = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
const SIDEWAYS = { width: 844, height: 390 };
const SMALL_SIDEWAYS = { width: 667, height: 375 };
const PHONE = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const refusalsOf = (i: TableInfo) => (i.refusals as string[] | undefined) ?? [];

/** Each layout problem once, with the moment it was first seen. */
class LayoutWatch {
  readonly problems: string[] = [];
  private readonly seen = new Set<string>();
  checks = 0;

  async check(page: Page, d: Decision): Promise<void> {
    const { targets, width, height } = await reachableTargets(page);
    this.checks++;
    for (const p of [...uprightProblems(targets, width, height), ...smallTexts(await textsOf(page))]) {
      const kind = p.replace(/ at -?\d+,-?\d+ \d+x\d+/g, '').replace(/ at [\d.]+$/, '');
      if (this.seen.has(kind)) continue;
      this.seen.add(kind);
      this.problems.push(`round ${d.info.round} ${d.info.gamePhase ?? ''} ${d.info.step ?? ''} (${width}x${height}): ${p}`);
    }
  }
}

/**
 * Opens the lobby on an upright phone and creates a `mode` table from it by touch: `setup` taps
 * what differs from the form's defaults (the bots' quick pace always). Resolves once the table
 * has drawn its first view.
 */
async function uprightTable(size: { width: number; height: number }, mode: string, scene: string, setup: (page: Page) => Promise<void>) {
  const ctx = await launchContext(size, PHONE);
  const page = await ctx.newPage();
  await page.goto(suite.srv.url);
  await waitLobbyOnline(page);
  expect((await infoOf(page)).portrait).toBe(true);
  await clickTarget(page, `mode:${mode}`, { touch: true });
  await waitUntil(page, `the ${mode} form`, (i) => i.mode === mode);
  await setup(page);
  await clickTarget(page, 'form:pace:250', { touch: true });
  await clickTarget(page, 'lobby:create', { touch: true });
  await waitForScene(page, scene);
  return { ctx, page, first: await waitTableReady(page) };
}

/** Plays a whole game upright by touch, checking the layout at every decision; `also` runs at each decision too. */
async function playUpright(page: Page, who: string, scene: string, policy: Policy, shotName: string, also?: (d: Decision, me: Human) => Promise<void>) {
  const me = new Human(page, who, { seed: who, touch: true });
  expect(await me.speed()).toBe('normal');
  const layout = new LayoutWatch();
  let shotTaken = false;
  let last: TableInfo | null = null;
  const stopped = await me.play(scene, policy, {
    onDecision: async (d) => {
      last = d.info;
      await layout.check(page, d);
      if (!shotTaken && me.counts.decisions >= 4) {
        shotTaken = true;
        await waitQuiet(page);
        await shot(page, shotName);
      }
      await also?.(d, me);
    },
  });
  // The game ended: the table gave way to the results.
  expect(stopped).toBe(false);
  await waitForScene(page, 'Results');
  suite.timings.note(who, { ...me.counts, layoutChecks: layout.checks });
  expect(last && refusalsOf(last)).toEqual([]);
  expect(layout.problems).toEqual([]);
  expect(me.problems).toEqual([]);
  expect(layout.checks).toBeGreaterThan(3);
}

describe('every table on a phone held upright, by touch, at Normal speed', () => {
  it('Trash Poker solo at 390x844: a whole 3-round game; turned sideways and back, the table plays on where it was', () =>
    suite.timings.time('trash-poker upright', async () => {
      const { ctx, page } = await uprightTable(TALL, 'trash-poker', 'TrashPokerTable', async (p) => {
        for (let seats = 4; seats > 1; seats--) await clickTarget(p, 'form:seats:minus', { touch: true });
        for (let rounds = 8; rounds > 3; rounds--) await clickTarget(p, 'form:rounds:minus', { touch: true });
      });
      let turned = false;
      let houseShown = false;
      let collectShown = false;
      try {
        await playUpright(page, 'upright-trash-poker', 'TrashPokerTable', trashPokerPolicy, 'phone-upright-trash-poker', async (d) => {
          // The pot being collected: the pots in two rows in the centre grown into the empty hand band.
          if (!collectShown && d.info.gamePhase === 'collect') {
            collectShown = true;
            await shot(page, 'phone-upright-collect');
          }
          // The House's panel once it has shown a personality card (from round 2 on).
          if (!houseShown && d.info.round === 3 && d.info.step === 'select') {
            houseShown = true;
            await shot(page, 'phone-upright-house');
          }
          // Once, in round 2 with a hand to play: sideways and back. The same decision is on the
          // table each time, laid out for the window (every target inside it, no text under 8 CSS
          // px); the player then makes it where it was.
          if (turned || d.info.round !== 2 || d.info.step !== 'select') return;
          turned = true;
          const before = await infoOf(page);
          await page.setViewportSize(SIDEWAYS);
          const side = await waitUntil(page, 'the sideways table', (i) => i.busy === false && i.version !== before.version);
          expect({ round: side.round, step: side.step, hand: side.hand, chips: side.chips }).toEqual({
            round: before.round,
            step: before.step,
            hand: before.hand,
            chips: before.chips,
          });
          expect((await clickableOf(page)).some((t) => t.key.startsWith('card:'))).toBe(true);
          const sideways = await reachableTargets(page);
          expect(uprightProblems(sideways.targets, sideways.width, sideways.height).filter((p) => p.startsWith('outside'))).toEqual([]);
          expect(smallTexts(await textsOf(page))).toEqual([]);
          await page.setViewportSize(TALL);
          const back = await waitUntil(page, 'the upright table again', (i) => i.busy === false && i.version !== side.version);
          expect(back.step).toBe(before.step);
          await clickableOf(page);
        });
        expect(turned).toBe(true);
        expect(collectShown).toBe(true);
      } finally {
        await ctx.close();
      }
    }));

  it('Trash Poker with 4 seats at 360x640: the first round drawn and collected upright, then cleaned up turned sideways at 667x375', () =>
    suite.timings.time('trash-poker four upright', async () => {
      const { ctx, page } = await uprightTable(SMALL, 'trash-poker', 'TrashPokerTable', async (p) => {
        for (let rounds = 8; rounds > 2; rounds--) await clickTarget(p, 'form:rounds:minus', { touch: true });
      });
      try {
        const me = new Human(page, 'upright-trash-poker-four', { seed: 'upright-trash-poker-four', touch: true });
        const layout = new LayoutWatch();
        // The joker choice, the draw and the pots upright: every decision checked as on every upright table.
        expect(await me.play('TrashPokerTable', trashPokerPolicy, { until: (i) => i.gamePhase === 'cleanup', onDecision: (d) => layout.check(page, d) })).toBe(
          true,
        );
        await waitQuiet(page);
        await shot(page, 'phone-upright-trash-poker-four');
        // The cleanup sideways on the small phone: no text under 8 CSS px, no target outside the
        // window (its buttons are the sideways table's own height, checked by phone.e2e.ts).
        const before = await infoOf(page);
        await page.setViewportSize(SMALL_SIDEWAYS);
        await waitUntil(page, 'the sideways table', (i) => i.busy === false && i.version !== before.version);
        const sideways: string[] = [];
        let sidewaysShot = false;
        // The first round only, to keep the suite within CI's half hour: the others' results show
        // both ways, their upgrades from the cleanup on.
        const stopped = await me.play('TrashPokerTable', trashPokerPolicy, {
          until: (i) => (i.round ?? 0) >= 2,
          onDecision: async (d) => {
            const { targets, width, height } = await reachableTargets(page);
            const found = [...uprightProblems(targets, width, height).filter((p) => p.startsWith('outside')), ...smallTexts(await textsOf(page))];
            for (const p of found) sideways.push(`round ${d.info.round} ${d.info.step ?? ''}: ${p}`);
            if (!sidewaysShot && d.info.gamePhase === 'cleanup') {
              sidewaysShot = true;
              await waitQuiet(page);
              await shot(page, 'phone-trash-poker-four-small');
            }
          },
        });
        expect(stopped).toBe(true);
        suite.timings.note('upright-trash-poker-four', { ...me.counts, layoutChecks: layout.checks });
        expect(layout.problems).toEqual([]);
        expect([...new Set(sideways)]).toEqual([]);
        expect(me.problems).toEqual([]);
      } finally {
        await ctx.close();
      }
    }));

  it('Poker+ with 2 seats at 360x640: a whole one-round game', () =>
    suite.timings.time('poker-plus upright', async () => {
      const { ctx, page } = await uprightTable(SMALL, 'poker-plus', 'PokerPlusTable', async (p) => {
        for (let seats = 4; seats > 2; seats--) await clickTarget(p, 'form:seats:minus', { touch: true });
        // One round of three: the whole game, its end and results included, in a third of the time.
        for (let rounds = 3; rounds > 1; rounds--) await clickTarget(p, 'form:rounds:minus', { touch: true });
      });
      try {
        await playUpright(page, 'upright-poker-plus', 'PokerPlusTable', pokerPlusPolicy(), 'phone-upright-poker-plus');
      } finally {
        await ctx.close();
      }
    }));

  it('Trash with two-card layouts at 360x640: a whole game', () =>
    suite.timings.time('trash upright', async () => {
      const { ctx, page } = await uprightTable(SMALL, 'trash', 'TrashTable', async (p) => {
        for (let i = 0; i < 8; i++) await clickTarget(p, 'form:layoutSize:minus', { touch: true });
      });
      try {
        await playUpright(page, 'upright-trash', 'TrashTable', trashPolicy, 'phone-upright-trash');
      } finally {
        await ctx.close();
      }
    }));

  it("Trash's default ten-card layouts at 360x640, then turned sideways at 667x375: the first hand's opening moves", () =>
    suite.timings.time('trash ten upright', async () => {
      const { ctx, page } = await uprightTable(SMALL, 'trash', 'TrashTable', async () => undefined);
      try {
        const me = new Human(page, 'upright-trash-ten', { seed: 'upright-trash-ten', touch: true });
        const layout = new LayoutWatch();
        // Five decisions upright, then five sideways: at each, what a press can reach is checked.
        const decide = (upTo: number) =>
          me.play('TrashTable', trashPolicy, { until: () => me.counts.decisions >= upTo, onDecision: (d) => layout.check(page, d) });
        expect(await decide(5)).toBe(true);
        await waitQuiet(page);
        await shot(page, 'phone-upright-trash-ten');
        const before = await infoOf(page);
        await page.setViewportSize(SMALL_SIDEWAYS);
        await waitUntil(page, 'the sideways table', (i) => i.busy === false && i.version !== before.version);
        expect(await decide(10)).toBe(true);
        await waitQuiet(page);
        await shot(page, 'phone-trash');
        expect(layout.problems).toEqual([]);
        expect(me.problems).toEqual([]);
      } finally {
        await ctx.close();
      }
    }));
});

/**
 * Trash Poker in real Chromium against the real server and built client, played the way people
 * play it: a new player creates a table with the lobby's defaults (4 seats, 3 bots, Normal
 * animation speed) at 1280x800 and makes every decision of the 8 rounds by hand at a human pace
 * (test/e2e/human.ts checks each decision's targets and the pot after each collection); a reload
 * mid-game returns to the same seat. (takeover.e2e.ts watches and takes over a seat.) Screenshots of each scene go to docs/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTarget, infoOf, waitForScene, waitQuiet, waitTableReady, waitUntil, type TableInfo } from './driver';
import { Human, trashPokerPolicy } from './human';
import { createTable, openLobby, shot, useSuite } from './tables';

const suite = useSuite('trash-poker');

const refusalsOf = (i: TableInfo) => (i.refusals as string[] | undefined) ?? [];

/** Phaser's frames per second, sampled while the table animates, until `stop()`; returns the mean. */
function sampleFps(page: Page): { stop: () => Promise<number | null> } {
  const fps: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const f = await page
        .evaluate(() => {
          const tp = (window as any).__tp;
          return tp?.info?.().busy ? tp.fps() : null;
        })
        .catch(() => null);
      if (typeof f === 'number') fps.push(f);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return fps.length ? Math.round(fps.reduce((a, b) => a + b, 0) / fps.length) : null;
    },
  };
}

describe('Trash Poker in the browser', () => {
  it('a whole game by hand at Normal speed against 3 bots, surviving reloads', () =>
    suite.timings.time('whole game', async () => {
      const opened = Date.now();
      const page = await openLobby(suite.ctx, suite.srv.url);
      suite.timings.note('lobbyUsableMs', Date.now() - opened);
      const me = new Human(page, 'player', { seed: 'whole-game' });
      expect(await me.speed()).toBe('normal');
      await page.fill('#tp-name', 'Robin');
      // The lobby's defaults: 4 seats, 3 bots, the Normal bot pace and turn timer.
      const first = await createTable(page, 'trash-poker', 'TrashPokerTable');
      expect(first.seat).toBe(0);
      expect(first.spectating).toBe(false);
      // The starting joker: two cards laid out large with their effect texts, keep one.
      expect(first.step).toBe('choose-joker');
      await waitQuiet(page);
      await shot(page, 'joker-choice');

      const fps = sampleFps(page);
      let tookTable = false;
      let tookPot = false;
      let refusals: string[] = [];
      const onDecision = async ({ info }: { info: TableInfo }) => {
        refusals = refusalsOf(info);
        if (!tookTable && info.step === 'select' && info.picked === 5 && (info.round ?? 0) >= 2) {
          tookTable = true;
          await shot(page, 'table-mid-game');
        }
        if (!tookPot && info.step === 'collect' && (info.round ?? 0) >= 2) {
          tookPot = true;
          await shot(page, 'pot-collection');
        }
      };
      const startedAt = Date.now();
      const stopped = await me.play('TrashPokerTable', trashPokerPolicy, {
        onDecision,
        until: (i) => i.round === 3 && i.step === 'select' && (i.picked ?? 0) === 0,
      });
      expect(stopped).toBe(true);
      const before = await infoOf(page);

      // A reload mid-game returns to the same seat, hand in view, at the same speed.
      await page.reload();
      await waitForScene(page, 'TrashPokerTable');
      const back = await waitTableReady(page);
      expect(back.seat).toBe(before.seat);
      expect(back.spectating).toBe(false);
      expect(back.handVisible).toBe(true);
      expect(back.round).toBe(3);
      expect(await me.speed()).toBe('normal');

      // On to the end of round 8 and the results.
      expect(await me.play('TrashPokerTable', trashPokerPolicy, { onDecision })).toBe(false);
      suite.timings.note('game s', Math.round((Date.now() - startedAt) / 1000));
      suite.timings.note('fpsWhileAnimating', await fps.stop());
      suite.timings.note('whole game', me.counts);
      expect(me.problems).toEqual([]);
      expect(me.counts.potChecks).toBeGreaterThanOrEqual(8);
      expect(tookTable && tookPot).toBe(true);
      // The UI only ever offered moves the rules allowed: the server refused none (before and since the reload).
      expect([refusalsOf(before), refusals]).toEqual([[], []]);
      await waitForScene(page, 'Results');
      const results = (await infoOf(page)) as TableInfo & { standings: { seat: number; score: number }[] };
      expect(results.standings.map((s) => s.seat).sort()).toEqual([0, 1, 2, 3]);
      await waitUntil(page, 'the scores to count up', (i) => i.counting === false);
      await shot(page, 'results');
      // The lobby's box lid keeps the score.
      await clickTarget(page, 'results:lobby');
      const lobby = await waitUntil(page, 'the profile in the lobby', (i, s) => s === 'Lobby' && i.profile != null);
      expect((lobby.profile as { best: Record<string, number | null> }).best['trash-poker']).toBe(results.standings.find((x) => x.seat === 0)!.score);
      expect(me.problems).toEqual([]);
      await page.close();
    }));
});

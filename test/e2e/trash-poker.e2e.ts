/**
 * Trash Poker in real Chromium against the real server and built client, played the way people
 * play it: a new player creates a table with the lobby's defaults (4 seats, 3 bots, Normal
 * animation speed) at 1280x800 and makes every decision of the 8 rounds by hand at a human pace
 * (test/e2e/human.ts checks each decision's targets and the pot after each collection); a reload
 * mid-game returns to the same seat. A second scenario watches: a host hands their seat to a bot
 * and watches on; a second browser watches the table from the lobby, takes over the leading bot
 * in the last round, chooses the joker it unlocks, reloads on the results and finds the table
 * listed as finished. Screenshots of each scene go to docs/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchContext } from './browser';
import { clickRoom, clickTarget, infoOf, playToEnd, showRoom, targetsOf, waitForScene, waitQuiet, waitTableReady, waitUntil, type TableInfo } from './driver';
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

  it('a player hands their seat to a bot; a second browser watches from the lobby and takes over the leading bot in the last round', () =>
    suite.timings.time('watch and take over', async () => {
      // Fresh browsers: their own profiles (best scores, jokers) and settings.
      const hostCtx = await launchContext();
      const ctx = await launchContext();
      try {
        const host = await openLobby(hostCtx, suite.srv.url);
        const hostPlayer = new Human(host, 'host', { seed: 'host' });
        // Achievements on, instant animations: this scenario watches bots play. The bots keep the
        // Normal pace: against quick ones a page on a loaded machine never drains its event queue,
        // and a spectator's table stays on its first drawing until the game ends.
        await clickTarget(host, 'settings:speed'); // Normal → Fast
        await clickTarget(host, 'settings:speed'); // Fast → Instant
        const created = await createTable(host, 'trash-poker', 'TrashPokerTable', async (p) => {
          await clickTarget(p, 'form:achievements');
          await clickTarget(p, 'form:timer:0');
        });
        // Back to watching from the table menu: a bot plays on for the seat.
        await clickTarget(host, 'table:menu');
        await clickTarget(host, 'menu:leave-seat');
        await waitUntil(host, 'watching', (i) => i.spectating === true && i.seat === null && i.handVisible === false);

        // A second browser sees the table in the lobby's live list and watches it without a hand.
        const page = await openLobby(ctx, suite.srv.url);
        const me = new Human(page, 'taker', { seed: 'take-over' });
        await waitUntil(page, 'the table in the lobby list', (i) => Array.isArray(i.rooms) && i.rooms.includes(created.roomId));
        await shot(page, 'lobby');
        await clickTarget(page, 'settings:speed'); // Normal → Fast
        await clickTarget(page, 'settings:speed'); // Fast → Instant
        await clickRoom(page, created.roomId!, 'watch');
        await waitForScene(page, 'TrashPokerTable');
        const watched = await waitTableReady(page);
        expect([watched.spectating, watched.seat, watched.handVisible]).toEqual([true, null, false]);
        // The spectator has nothing to pick: no enabled card or button of a player; bots' seats offer themselves.
        const pickable = (await targetsOf(page)).filter((t) => t.enabled && (t.key.startsWith('card:') || t.key.startsWith('btn:')));
        expect(pickable).toEqual([]);
        const offers = (await targetsOf(page)).filter((t) => t.key.startsWith('seat:take:')).map((t) => t.key);
        expect(offers).toEqual(expect.arrayContaining(['seat:take:1', 'seat:take:2', 'seat:take:3']));
        await waitQuiet(page);
        await shot(page, 'spectating');

        // Take over as soon as the last round starts and the table offers the bots' seats. Four
        // bots at the Normal pace take 3-5 minutes to get there on a loaded machine (CI once
        // stopped in round 7 at the default 240 s); the stall check still catches a game that
        // stops moving.
        const last = await waitUntil(page, 'the last round', (i) => i.round === 8, { deadlineMs: 600_000 });
        let offered: number[] = [];
        for (const start = Date.now(); offered.length === 0 && Date.now() - start < 20_000; await page.waitForTimeout(50)) {
          offered = (await targetsOf(page)).filter((t) => t.key.startsWith('seat:take:') && t.live).map((t) => Number(t.key.slice('seat:take:'.length)));
        }
        expect(offered.length, `seats offered in round 8 (${JSON.stringify(await infoOf(page)).slice(0, 300)})`).toBeGreaterThan(0);
        // Take the best placed of the seats a bot plays.
        const chips = last.chips as number[];
        const lead = offered.reduce((best, s) => (chips[s] > chips[best] ? s : best), offered[0]);
        await clickTarget(page, `seat:take:${lead}`);
        await waitUntil(page, 'the leading seat', (i) => i.seat === lead && i.spectating === false && i.handVisible === true && !i.busy);
        expect((await targetsOf(page)).filter((t) => t.key.startsWith('seat:take:'))).toEqual([]);
        let sawUnlock = false;
        await playToEnd(page, 'TrashPokerTable', {
          onMove: async (info) => {
            if (info.step === 'choose-unlock' && !sawUnlock) {
              sawUnlock = true;
              await waitQuiet(page);
              await shot(page, 'unlock-choice');
            }
          },
        });
        await waitForScene(page, 'Results');
        const res = (await infoOf(page)) as TableInfo & { earned: { jokers: { id: string }[] }; standings: { seat: number; score: number }[] };
        const score = res.standings.find((x) => x.seat === lead)!.score;
        suite.timings.note('takeoverScore', score);
        // A score of 90+ ticks the box lid and offers 3 jokers (unless every joker is unlocked).
        if (score >= 90) expect(sawUnlock).toBe(true);
        // Jokers also come from achievements (the bot may have fulfilled one for this seat earlier).
        if (res.earned.jokers.length) {
          await waitUntil(page, 'the scores to count up', (i) => i.counting === false);
          await shot(page, 'results-unlocked');
        }
        // A reload on the results comes back to the results (the server re-sends them on rejoining;
        // the host watching keeps the room alive).
        await page.reload();
        await waitForScene(page, 'Results');
        expect(((await infoOf(page)) as typeof res).standings).toEqual(res.standings);
        // The lobby's box lid shows what the profile has earned, and lists the table as finished.
        await clickTarget(page, 'results:lobby');
        const lobby = await waitUntil(page, 'the profile in the lobby', (i, s) => s === 'Lobby' && i.profile != null);
        const profile = lobby.profile as { jokers: number; best: Record<string, number | null> };
        expect(profile.best['trash-poker']).toBe(score);
        expect(profile.jokers).toBe(res.earned.jokers.length);
        await shot(page, 'lobby-profile');
        await waitUntil(page, 'the table listed as finished', (i) => Array.isArray(i.finished) && i.finished.includes(created.roomId));
        await showRoom(page, created.roomId!);
        expect((await targetsOf(page)).some((t) => t.key === `room:${created.roomId}:results`)).toBe(true);
        // The host watched their old seat to the end.
        await waitForScene(host, 'Results');
        expect(me.problems).toEqual([]);
        expect(hostPlayer.problems).toEqual([]);
        await page.close();
      } finally {
        await hostCtx.close();
        await ctx.close();
      }
    }));
});

/**
 * The turn timer as a player meets it, in real Chromium: a Trash Poker table created from the
 * lobby with the shortest turn timer it offers (30 s), and a player who does nothing. The last
 * 10 seconds show a countdown warning on screen; when time runs out the log says so (naming
 * "You"), a bot plays only the decision that timed out (the starting joker), and the next
 * decision (the redraw) is the player's again, in the same seat.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickTarget, waitUntil } from './driver';
import { Human } from './human';
import { createTable, openLobby, shot, useSuite } from './tables';

const suite = useSuite('timer');

interface ShownText {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const textsOf = (page: Page) => page.evaluate(() => (window as any).__tp.texts()) as Promise<ShownText[]>;

/** A countdown of the last 10 seconds: "0:07 left", "7 s", "7 seconds"... */
const WARNING = /(^|\D)(0:)?(10|0?\d)\s*(s\b|sec|seconds?\b|left\b)/i;
const TIMED_OUT = /time ran out/i;

/** Polls the texts on screen until one matches `re`; fails after `ms` with what was on screen. */
async function waitForText(page: Page, what: string, re: RegExp, ms: number): Promise<ShownText> {
  const start = Date.now();
  let last: ShownText[] = [];
  while (Date.now() - start < ms) {
    last = await textsOf(page);
    const hit = last.find((t) => re.test(t.text));
    if (hit) return hit;
    await page.waitForTimeout(200);
  }
  throw new Error(`No ${what} on screen after ${ms} ms; texts shown: ${JSON.stringify(last.map((t) => t.text)).slice(0, 1500)}`);
}

describe('the turn timer in the browser', () => {
  it('warns in the last 10 seconds, narrates the timeout, and plays only the decision that timed out', () =>
    suite.timings.time('timer', async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      const me = new Human(page, 'idle player', { seed: 'timer' });
      await page.fill('#tp-name', 'Idle');
      const first = await createTable(page, 'trash-poker', 'TrashPokerTable', (p) => clickTarget(p, 'form:timer:30'));
      expect(first.seat).toBe(0);
      // The player's first decision: keep one of two starting jokers. They do nothing.
      const asked = await waitUntil(page, 'the starting joker decision', (i) => !i.busy && (i.legal ?? 0) > 0);
      expect(asked.step).toBe('choose-joker');
      const warning = await waitForText(page, 'countdown warning', WARNING, 45_000);
      suite.timings.note('warning text', warning.text);
      await shot(page, 'turn-timer-warning');
      // Still the same decision while the warning shows: nothing was played for them yet.
      const during = await waitUntil(page, 'the table', () => true);
      expect(during.step).toBe('choose-joker');

      const line = await waitForText(page, '"Time ran out" log line', TIMED_OUT, 30_000);
      suite.timings.note('timeout line', line.text);
      expect(line.text).toMatch(/\byou\b/i);
      // Only the timed-out decision was played: the next one, the redraw of round 1, is theirs.
      const next = await waitUntil(page, 'the next decision', (i) => !i.busy && (i.legal ?? 0) > 0 && i.step !== 'choose-joker');
      expect([next.round, next.step, next.seat, next.spectating]).toEqual([1, 'redraw', 0, false]);
      await shot(page, 'turn-timer-timed-out');
      const lines = (await textsOf(page)).filter((t) => TIMED_OUT.test(t.text));
      expect(lines.length, JSON.stringify(lines)).toBe(1);
      expect(me.problems).toEqual([]);
      await page.close();
    }));
});

/**
 * The other ways to play, in real Chromium at the Normal animation speed and a human pace
 * (test/e2e/human.ts): three rounds of solo Trash Poker against the House, whose panel names its
 * personality card, what comes next and what it may take; a round of Poker+ (cards go from hand
 * and reserve into the playfield by clicks); and a game of Trash with a two-card layout, to its
 * results, where the lone player reloads and finds the same results again although the finished
 * table closed when they left it. Each is created from the lobby; the server refuses no move.
 */
import { matchMaker } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { PERSONALITY_CARDS } from '../../shared/engine/trash-poker/house-data';
import { clickTarget, infoOf, waitForScene, waitLobbyOnline, waitQuiet, type TableInfo } from './driver';
import { Human, pokerPlusPolicy, trashPokerPolicy, trashPolicy } from './human';
import { createTable, openLobby, shot, useSuite } from './tables';

const suite = useSuite('modes');

interface HousePanel {
  seat: number;
  personality: string | null;
  next: string;
}

const panelsOf = (i: TableInfo) => (i.houses as HousePanel[] | undefined) ?? [];
const NAMES = PERSONALITY_CARDS.map((p) => p.name);
const refusalsOf = (i: TableInfo) => (i.refusals as string[] | undefined) ?? [];

describe('every mode by hand at Normal speed', () => {
  it('Trash Poker solo: a whole 3-round game against the House, whose panel names its personality card, what comes next and what it may take', () =>
    suite.timings.time('solo game', async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      const me = new Human(page, 'solo', { seed: 'solo' });
      expect(await me.speed()).toBe('normal');
      // Quick bots: the 4-seat game plays at the default bot pace; this one keeps the suite short,
      // and events arriving faster are the harder test of the table's event queue.
      const first = await createTable(page, 'trash-poker', 'TrashPokerTable', async (p) => {
        for (let seats = 4; seats > 1; seats--) await clickTarget(p, 'form:seats:minus');
        await clickTarget(p, 'form:pace:250');
        // The shorter game the lobby offers: every part of a game, final scoring included, in 3 rounds.
        for (let rounds = 8; rounds > 3; rounds--) await clickTarget(p, 'form:rounds:minus');
      });
      expect(panelsOf(first)).toEqual([{ seat: 1, personality: null, next: 'Next: one of 14 cards no House has shown' }]);

      let likely: string | null = null;
      let third: TableInfo | null = null;
      const ended = await me.play('TrashPokerTable', trashPokerPolicy, {
        onDecision: async ({ info }) => {
          const next = panelsOf(info)[0]?.next ?? '';
          if (!likely && next.startsWith('Likely to take:')) {
            likely = next;
            await waitQuiet(page);
            await shot(page, 'solo-collect');
          }
          if (!third && info.round === 3) {
            third = info;
            await shot(page, 'solo-table');
          }
        },
      });
      expect(ended).toBe(false);
      await waitForScene(page, 'Results');
      suite.timings.note('solo', me.counts);
      expect(third).not.toBeNull();
      const [house] = panelsOf(third!);
      // Two personality cards revealed by round 3: the second is the one shown, named as on the card.
      expect(NAMES).toContain(house.personality);
      expect(house.next).toMatch(/^(Next: |Likely to take: )/);
      // The House removes after the player whenever it placed better; when it did in these rounds,
      // its panel said what it was likely to take.
      if (likely !== null) expect(likely).toMatch(/^Likely to take: .+ \(\d+%\)/);
      expect(refusalsOf(third!)).toEqual([]);
      expect(me.problems).toEqual([]);
      expect(me.counts.potChecks).toBeGreaterThanOrEqual(3);
      await page.close();
    }));

  it('Poker+: a round by hand, cards going from hand and reserve into the playfield', () =>
    suite.timings.time('poker-plus round', async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      const me = new Human(page, 'poker-plus', { seed: 'poker-plus' });
      const first = await createTable(page, 'poker-plus', 'PokerPlusTable');
      const round = first.round as number;
      let placed = 0;
      let screenshot = false;
      let last: TableInfo = first;
      const stopped = await me.play('PokerPlusTable', pokerPlusPolicy(), {
        until: (i) => (i.round ?? 0) > round || i.over === true,
        onDecision: async ({ info }) => {
          if (info.round === round && last.round === round) placed = Math.max(placed, info.field as number);
          last = info;
          if (!screenshot && (info.field as number) > 0) {
            screenshot = true;
            await waitQuiet(page);
            await shot(page, 'poker-plus-table');
          }
        },
      });
      expect(stopped).toBe(true);
      suite.timings.note('poker-plus', me.counts);
      expect(placed).toBeGreaterThan(0);
      expect(refusalsOf(await infoOf(page))).toEqual([]);
      expect(me.problems).toEqual([]);
      await clickTarget(page, 'table:leave');
      await clickTarget(page, 'leave:confirm');
      await waitForScene(page, 'Lobby');
      await page.close();
    }));

  it('Trash: a two-card layout game by hand, to the results', () =>
    suite.timings.time('trash game', async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      const me = new Human(page, 'trash', { seed: 'trash' });
      const created = await createTable(page, 'trash', 'TrashTable', async (p) => {
        for (let i = 0; i < 8; i++) await clickTarget(p, 'form:layoutSize:minus');
      });
      let screenshot = false;
      let refusals: string[] = [];
      const ended = await me.play('TrashTable', trashPolicy, {
        onDecision: async ({ info }) => {
          refusals = refusalsOf(info);
          if (!screenshot && me.counts.decisions >= 3) {
            screenshot = true;
            await waitQuiet(page);
            await shot(page, 'trash-table');
          }
        },
      });
      expect(ended).toBe(false);
      suite.timings.note('trash', me.counts);
      await waitForScene(page, 'Results');
      expect(me.counts.decisions).toBeGreaterThan(0);
      expect(refusals).toEqual([]);
      expect(me.problems).toEqual([]);
      // A reload on the results (issue 11): the lone player's page was the table's last client, so
      // the finished table closes; the results show again all the same, and leaving them forgets them.
      const shown = ((await infoOf(page)) as { standings?: unknown }).standings;
      expect(shown).toBeDefined();
      await page.reload();
      await waitForScene(page, 'Results');
      expect(((await infoOf(page)) as { standings?: unknown }).standings).toEqual(shown);
      for (let i = 0; (await matchMaker.query({ roomId: String(created.roomId) })).length > 0; i++) {
        if (i > 50) throw new Error('The finished table stayed open with nobody at it');
        await page.waitForTimeout(100);
      }
      await clickTarget(page, 'results:lobby');
      await waitForScene(page, 'Lobby');
      await page.reload();
      await waitLobbyOnline(page);
      await page.close();
    }));
});

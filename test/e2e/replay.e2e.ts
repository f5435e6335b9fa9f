/**
 * The replay viewer in real Chromium: a finished Trash Poker match (the bots' game, stored as a
 * room stores one) opens by its link, plays, scrubs back to round 2, shows every hand, and what
 * it shows is checked against the engine; it exports and imports the match as a file (and refuses
 * a file whose log no longer plays). The box lid's match history opens the same replay; the
 * leaderboards show the player's place. A game played to its end offers its replay in the game
 * log. Leaving a replay asks nothing and goes back where it was opened from (the lobby, the
 * records, the results). On phones the viewer's bar and the records are laid out clean and big
 * enough for a finger; held upright, the table is laid out upright above the bar, like every table.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modes } from '../../shared/engine/index';
import type { TrashPokerState } from '../../shared/engine/trash-poker/types';
import { playMatch, type PlayedMatch } from '../../shared/replay/play';
import { parseReplay, type ReplayRecord } from '../../shared/replay/record';
import { storeBotMatch, type StoredMatch } from '../server/replay-fixture';
import { launchContext } from './browser';
import { clickTarget, clickableOf, infoOf, sceneOf, targetsOf, trailOf, waitForScene, waitLobbyOnline, waitUntil } from './driver';
import { startE2EServer, type E2EServer } from './server';
import { layoutProblems } from './measure';
import { createTable, shot } from './tables';

const mode = modes['trash-poker'];
const PHONE = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SIDEWAYS = { width: 844, height: 390 };
const SMALL_SIDEWAYS = { width: 667, height: 375 };
const UPRIGHT = { width: 390, height: 844 };
/** The smallest a control of the viewer's bar may be on a phone (CSS pixels): a finger's press. */
const MIN_BUTTON_H = 30;
const MIN_TRACK_H = 22;
/** How near a round's tick (CSS pixels) a tap on the track is drawn to it (client/replay/layout.ts). */
const SNAP_CSS = 12;
let srv: E2EServer;
let ctx: BrowserContext;
let match: StoredMatch;
let record: ReplayRecord;
let played: PlayedMatch;
const problems: string[] = [];

interface ReplayInfo {
  matchId: string;
  position: number;
  end: number;
  round: number;
  rounds: { round: number; at: number }[];
  viewer: number | null;
  playing: boolean;
  allHands: Record<number, string[]> | null;
}

/**
 * Opens the box lid's match records from the lobby. The lobby lays itself out once more right
 * after it goes live (a button made anew is not pressable for a frame), so a press that found
 * nothing is made again.
 */
async function openRecords(page: Page) {
  for (let tries = 0; (await sceneOf(page)) !== 'MatchRecords'; tries++) {
    if (tries === 3) throw new Error('The box lid does not open the match records');
    await clickTarget(page, 'profile:records');
    await waitUntil(page, 'the match records', (_i, scene) => scene === 'MatchRecords', { stallMs: 1500 }).catch(() => null);
  }
}

/** A new page of `context` whose console errors and uncaught exceptions are problems. */
async function watchedPage(context: BrowserContext, who = ''): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`${who}${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${who}${e.message}`));
  return page;
}

const menuKeys = async (page: Page) => (await clickableOf(page)).map((t) => t.key).filter((k) => k.startsWith('menu:'));
const replayInfo = async (page: Page) => ((await infoOf(page)) as unknown as { replay?: ReplayInfo }).replay;
const tableView = (page: Page) => page.evaluate(() => (window as any).__tp.view()) as Promise<Record<string, unknown>>;

/** The view the table must draw at `position` for `viewer`, as the engine gives it. */
const engineView = (position: number, viewer: number | null) =>
  JSON.parse(JSON.stringify({ ...(mode.view(played.states[position], viewer) as object), legal: [] }));

beforeAll(async () => {
  mkdirSync('docs/screenshots', { recursive: true });
  srv = await startE2EServer();
  match = await storeBotMatch(srv.server.store, mode, 'e2e-replay', 3, {}, 'Ann');
  const res = await fetch(`${srv.url}api/matches/${match.id}/replay`);
  const parsed = parseReplay(await res.json());
  if (!parsed.ok) throw new Error(parsed.error);
  record = parsed.record;
  played = playMatch(mode, record);
  ctx = await launchContext();
});

afterAll(async () => {
  await ctx?.close();
  await srv?.close();
});

describe('replay viewer', () => {
  it('opens by link, plays, scrubs back to round 2, shows every hand as the engine has them, exports and imports', async () => {
    const page = await watchedPage(ctx);
    await page.goto(`${srv.url}replay/${match.id}`);
    await waitForScene(page, 'ReplayControls');
    const start = (await replayInfo(page))!;
    expect(start).toMatchObject({ matchId: match.id, position: 0, end: record.actions.length, viewer: null, playing: false, allHands: null });
    expect(start.rounds.map((r) => r.round)).toEqual(played.rounds.map((r) => r.round));

    // Play: the table moves on by itself, faster at a higher speed.
    await clickTarget(page, 'replay:speed');
    await clickTarget(page, 'replay:speed');
    await clickTarget(page, 'replay:play');
    const moving = await waitUntil(page, 'the replay to play on', (i) => ((i as any).replay?.position ?? 0) >= 12, { deadlineMs: 30_000 });
    expect((moving as any).replay.playing).toBe(true);
    // Pause, pressed while the replay moves on (the bar is updated in place, so the press is not lost).
    await clickTarget(page, 'replay:play');
    const paused = ((await waitUntil(page, 'the pause', (i) => (i as any).replay?.playing === false, { stallMs: 2000 })) as any).replay as ReplayInfo;
    await page.waitForTimeout(300);
    expect((await replayInfo(page))!.position).toBe(paused.position);
    // One step forward and one back.
    await clickTarget(page, 'replay:forward');
    await waitUntil(page, 'one step forward', (i) => (i as any).replay?.position === paused.position + 1);
    await clickTarget(page, 'replay:back');
    await waitUntil(page, 'one step back', (i) => (i as any).replay?.position === paused.position);
    await page.waitForTimeout(400);
    expect(await tableView(page)).toEqual(engineView(paused.position, null));

    // Scrub back to round 2: the table shows the spectator's view of the engine there.
    const round2 = played.rounds.find((r) => r.round === 2)!;
    await clickTarget(page, 'replay:round:2');
    await waitUntil(page, 'round 2', (i) => (i as any).replay?.position === round2.at);
    expect((await replayInfo(page))!.round).toBe(2);
    await page.waitForTimeout(400);
    expect(await tableView(page)).toEqual(engineView(round2.at, null));

    // Show all hands (a finished match): every seat's hand and played cards, as the engine's
    // view for that seat has them, each drawn as a card.
    await clickTarget(page, 'replay:hands');
    const shown = (await waitUntil(page, 'every hand', (i) => (i as any).replay?.allHands !== null)) as any;
    const state = played.states[round2.at] as TrashPokerState;
    const targets = new Set((await targetsOf(page)).map((t) => t.key));
    for (let seat = 0; seat < record.seats.length; seat++) {
      const own = (mode.view(state, seat) as any).seats[seat];
      const expected = [...own.hand, ...own.played];
      expect(expected.length).toBeGreaterThan(0);
      expect(shown.replay.allHands[seat], `seat ${seat}`).toEqual(expected);
      for (const card of expected) expect(targets.has(`replay:hand:${seat}:${card}`), `${card} of seat ${seat} is drawn`).toBe(true);
    }
    await shot(page, 'replay-viewer');

    // Another viewer: seat 1's own view.
    await clickTarget(page, 'replay:hands');
    await clickTarget(page, 'replay:viewer');
    await clickTarget(page, 'replay:viewer');
    await waitUntil(page, 'seat 1 as viewer', (i) => (i as any).replay?.viewer === 1);
    await page.waitForTimeout(400);
    expect(await tableView(page)).toEqual(engineView(round2.at, 1));
    await shot(page, 'replay-seat-view');
    // Seen from a seat, the replay still holds none: the menu offers no "Watch instead".
    await clickTarget(page, 'table:menu');
    const menu = await menuKeys(page);
    expect(menu).toContain('menu:leave');
    expect(menu).not.toContain('menu:leave-seat');
    await clickTarget(page, 'table:menu');

    // Export downloads the match; opening that file shows the same replay.
    const [download] = await Promise.all([page.waitForEvent('download'), clickTarget(page, 'replay:export')]);
    const file = await download.path();
    const exported = parseReplay(JSON.parse(readFileSync(file, 'utf8')));
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.record).toMatchObject({ matchId: match.id, seed: record.seed, engineVersion: record.engineVersion, actions: record.actions });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickTarget(page, 'replay:import')]);
    await chooser.setFiles(file);
    await waitUntil(page, 'the imported replay', (i) => (i as any).replay?.position === 0 && (i as any).replay?.viewer === null);
    expect((await replayInfo(page))!.end).toBe(record.actions.length);
    // A file from an older engine whose log no longer plays is refused with the reason; the replay shown stays.
    const old = JSON.parse(readFileSync(file, 'utf8'));
    old.engineVersion = 0;
    old.actions[3].action = { type: 'nonsense' };
    const oldFile = join(mkdtempSync(join(tmpdir(), 'tp-replay-')), 'old.json');
    writeFileSync(oldFile, JSON.stringify(old));
    await clickTarget(page, 'replay:forward');
    const [oldChooser] = await Promise.all([page.waitForEvent('filechooser'), clickTarget(page, 'replay:import')]);
    await oldChooser.setFiles(oldFile);
    const refusal = async () => (await trailOf(page)).find((t) => /^toast error: .*cannot be replayed exactly/.test(t));
    for (let i = 0; i < 50 && !(await refusal()); i++) await page.waitForTimeout(100);
    expect(await refusal()).toBeDefined();
    expect((await replayInfo(page))!).toMatchObject({ matchId: match.id, position: 1 });
    // The table's Leave asks nothing (nothing is at stake) and goes back where the link led from: the lobby.
    await clickTarget(page, 'table:leave');
    await waitForScene(page, 'Lobby', { stallMs: 5000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the match in the player's history with its replay, and ranks them on the leaderboard", async () => {
    const page = await watchedPage(ctx);
    await page.goto(srv.url);
    await page.evaluate((token) => localStorage.setItem('tp.token', token), match.token);
    await page.reload();
    await waitLobbyOnline(page);
    await shot(page, 'replay-box-lid');
    await openRecords(page);
    const history = (await waitUntil(page, 'the history', (i) => (i as any).data !== null)) as any;
    expect(history.data.matches).toEqual([
      expect.objectContaining({
        matchId: match.id,
        mode: 'trash-poker',
        opponents: [expect.objectContaining({ bot: true }), expect.objectContaining({ bot: true })],
      }),
    ]);
    await shot(page, 'replay-history');
    await clickTarget(page, 'records:tab:leaderboard');
    const board = (await waitUntil(page, 'the leaderboard', (i) => (i as any).tab === 'leaderboard' && (i as any).data !== null)) as any;
    const mine = match.result.standings.find((s) => s.seat === 0)!;
    expect(board.data.me).toEqual({ rank: 1, name: 'Ann', value: mine.score });
    await shot(page, 'replay-leaderboard');
    // Closing goes back to the lobby; the records open again on the history.
    await clickTarget(page, 'records:close');
    await waitLobbyOnline(page);
    await openRecords(page);
    await clickTarget(page, `records:replay:${match.id}`);
    await waitForScene(page, 'ReplayControls');
    expect((await replayInfo(page))!.matchId).toBe(match.id);
    expect(new URL(page.url()).pathname).toBe(`/replay/${match.id}`);
    // Exit goes back to the records it was opened from, on the same tab; the address goes back too.
    await clickTarget(page, 'replay:exit');
    await waitForScene(page, 'MatchRecords');
    expect(await waitUntil(page, 'the history again', (i) => (i as any).data !== null)).toMatchObject({ tab: 'history', page: 1 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a finished table's game log links its replay; leaving the replay shows that table's results", async () => {
    const page = await watchedPage(ctx);
    await page.goto(srv.url);
    await waitLobbyOnline(page);
    // A short 2-seat game against one quick bot; the player hands their seat to a bot and watches it end.
    const table = await createTable(page, 'trash-poker', 'TrashPokerTable', async (p) => {
      for (const key of ['form:seats:minus', 'form:seats:minus', 'form:pace:250', 'form:timer:0']) await clickTarget(p, key);
      for (let rounds = 8; rounds > 2; rounds--) await clickTarget(p, 'form:rounds:minus');
    });
    const matchId = table.roomId as string;
    await clickTarget(page, 'table:menu');
    await clickTarget(page, 'menu:leave-seat');
    await waitUntil(page, 'watching', (i) => i.spectating === true);
    // Over: the log's last line is the link (the results follow a moment later).
    await clickTarget(page, 'replay:log', { stallMs: 300_000 });
    await waitForScene(page, 'ReplayControls');
    expect(new URL(page.url()).pathname).toBe(`/replay/${matchId}`);
    const parsed = parseReplay(await (await fetch(`${srv.url}api/matches/${matchId}/replay`)).json());
    if (!parsed.ok) throw new Error(parsed.error);
    const game = playMatch(mode, parsed.record);
    expect((await replayInfo(page))!).toMatchObject({ matchId, position: 0, end: parsed.record.actions.length });

    // Leave asks nothing and shows the results of that game (the player had not seen them yet).
    await clickTarget(page, 'table:leave');
    const results = (await waitUntil(page, 'the results', (i, scene) => scene === 'Results' && (i as any).standings !== undefined)) as any;
    const final = mode.result(game.states[game.states.length - 1]);
    expect(results.standings).toEqual(final.standings.map((st) => ({ seat: st.seat, score: st.score, place: st.place })));
    expect(new URL(page.url()).pathname).toBe('/');
    // Its replay button opens the same match again, and Exit comes back to these results.
    await clickTarget(page, 'results:replay');
    await waitUntil(page, 'the replay again', (i, scene) => scene === 'ReplayControls' && (i as any).replay?.matchId === matchId);
    await clickTarget(page, 'replay:exit');
    await waitForScene(page, 'Results');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on phones held sideways the bar is clean and finger-sized and a tap by a round tick jumps to it; held upright the table and the bar are laid out upright', async () => {
    for (const size of [SIDEWAYS, SMALL_SIDEWAYS]) {
      const phone = await launchContext(size, PHONE);
      try {
        const page = await watchedPage(phone, `${size.width}x${size.height}: `);
        await page.goto(`${srv.url}replay/${match.id}`);
        await waitForScene(page, 'ReplayControls');
        const targets = await clickableOf(page);
        expect(await layoutProblems(page, 'ReplayControls')).toEqual([]);
        const buttons = targets.filter((t) => t.key.startsWith('replay:') && !t.key.startsWith('replay:round:') && t.key !== 'replay:timeline');
        expect(buttons.map((b) => b.key).sort()).toEqual(
          ['back', 'exit', 'export', 'forward', 'hands', 'import', 'link', 'play', 'speed', 'viewer'].map((k) => `replay:${k}`),
        );
        for (const b of buttons) {
          expect(b.h, `${b.key} height`).toBeGreaterThanOrEqual(MIN_BUTTON_H);
          expect(b.x + b.w / 2, `${b.key} on screen`).toBeLessThanOrEqual(size.width);
        }
        const track = targets.find((t) => t.key === 'replay:timeline')!;
        expect(track.h).toBeGreaterThanOrEqual(MIN_TRACK_H);
        // A tap a finger's width right of round 2's tick lands on round 2's start, or on a key moment nearer to it.
        const round2 = played.rounds.find((r) => r.round === 2)!;
        const xOf = (at: number) => track.x - track.w / 2 + (track.w * at) / record.actions.length;
        const tapX = xOf(round2.at) + 5;
        const marks = [round2.at, ...played.moments.map((m) => m.at)].filter((at) => Math.abs(xOf(at) - tapX) <= SNAP_CSS);
        const nearest = marks.reduce((a, b) => (Math.abs(xOf(b) - tapX) < Math.abs(xOf(a) - tapX) ? b : a));
        await page.touchscreen.tap(tapX, track.y);
        await waitUntil(page, 'the tap on the timeline', (i) => (i as any).replay?.position === nearest);
        if (size === SIDEWAYS) {
          await page.waitForTimeout(400);
          await shot(page, 'replay-phone');
          await clickTarget(page, 'replay:hands', { touch: true });
          await waitUntil(page, 'every hand', (i) => (i as any).replay?.allHands !== null);
          await shot(page, 'replay-phone-hands');
          await clickTarget(page, 'replay:hands', { touch: true });
          // Upright, the table is laid out upright above the bar, which is clean too; sideways again, so is the bar.
          await page.setViewportSize(UPRIGHT);
          await page.waitForTimeout(600);
          await clickableOf(page);
          expect(await layoutProblems(page, 'ReplayControls')).toEqual([]);
          await shot(page, 'replay-phone-upright');
          await page.setViewportSize(SIDEWAYS);
          await page.waitForTimeout(600);
          await clickableOf(page);
          expect(await layoutProblems(page, 'ReplayControls')).toEqual([]);
        }
      } finally {
        await phone.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('the match records on phones, upright and sideways: every text and button on screen, none over another', async () => {
    for (const size of [UPRIGHT, SIDEWAYS]) {
      const phone = await launchContext(size, PHONE);
      try {
        const page = await watchedPage(phone, `${size.width}x${size.height}: `);
        await page.goto(srv.url);
        await page.evaluate((token) => localStorage.setItem('tp.token', token), match.token);
        await page.reload();
        await waitLobbyOnline(page);
        await openRecords(page);
        await waitUntil(page, 'the history', (i) => (i as any).data !== null);
        await clickableOf(page);
        expect(await layoutProblems(page, 'MatchRecords'), 'history').toEqual([]);
        if (size === UPRIGHT) await shot(page, 'replay-history-phone');
        await clickTarget(page, 'records:tab:leaderboard', { touch: true });
        await waitUntil(page, 'the leaderboard', (i) => (i as any).tab === 'leaderboard' && (i as any).data !== null);
        await clickableOf(page);
        expect(await layoutProblems(page, 'MatchRecords'), 'leaderboard').toEqual([]);
      } finally {
        await phone.close();
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The client's measures in headless Chromium, against the built client (`npx vite build` first):
 * time from opening the page to a usable lobby (median of 5 fresh browsers), and frames per second
 * from Phaser's own loop while a Trash Poker hand is dealt (median of the samples).
 * Run: `npx tsx test/e2e/measure.ts`. Prints one JSON line.
 */
import { launchContext } from './browser';
import { clickTarget, infoOf, waitForScene, waitLobbyOnline, waitTableReady, waitUntil } from './driver';
import { startE2EServer } from './server';

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

const srv = await startE2EServer();
const out: Record<string, unknown> = {};
try {
  const lobbyMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await launchContext();
    try {
      const page = await ctx.newPage();
      const t0 = Date.now();
      await page.goto(srv.url);
      await waitLobbyOnline(page);
      lobbyMs.push(Date.now() - t0);
    } finally {
      await ctx.close();
    }
  }
  out.lobbyUsableMs = { median: median(lobbyMs), runs: lobbyMs };

  // Deal: keep the starting joker, then sample the loop's fps while the first hands fly in.
  const ctx = await launchContext();
  try {
    const page = await ctx.newPage();
    await page.goto(srv.url);
    await waitLobbyOnline(page);
    await clickTarget(page, 'form:timer:0');
    await clickTarget(page, 'lobby:create');
    await waitForScene(page, 'TrashPokerTable');
    const first = await waitTableReady(page);
    await clickTarget(page, `card:${(first.pickOrder ?? [])[0]}`);
    await waitUntil(page, 'the deal to start', (i) => i.busy === true);
    const fps: number[] = [];
    for (;;) {
      const i = await infoOf(page);
      if (!i.busy && fps.length > 3) break;
      if (i.busy) fps.push(await page.evaluate(() => (window as any).__tp.fps()));
      if (fps.length > 200) break;
      await page.waitForTimeout(100);
    }
    out.fpsWhileDealing = { median: median(fps.map(Math.round)), samples: fps.length };
    out.renderer = await page.evaluate(() => ((window as any).__tp.game.renderer.type === 2 ? 'WebGL' : 'Canvas'));
  } finally {
    await ctx.close();
  }
} finally {
  await srv.close();
}
console.log(JSON.stringify(out));
process.exit(0);

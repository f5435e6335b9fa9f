/**
 * The client's measures in headless Chromium, against the built client (`npx vite build` first).
 *
 * As a script (`npx tsx test/e2e/measure.ts`, prints one JSON line): time from opening the page
 * to a usable lobby (median of 5 fresh browsers), and frames per second from Phaser's own loop
 * while a Trash Poker hand is dealt (median of the samples).
 *
 * As a module: `layoutProblems`, the overlap check of a scene's texts and hit-test boxes that the
 * browser tests run on every screen size.
 */
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchContext } from './browser';
import { clickTarget, infoOf, waitForScene, waitLobbyOnline, waitTableReady, waitUntil } from './driver';
import { startE2EServer } from './server';

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

/** A box the overlap check looks at, in CSS pixels. */
interface Box {
  kind: 'text' | 'hit';
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Ids of the box's object and of every container it sits in. */
  chain: number[];
}

/**
 * What is wrong with how scene `key` is laid out on this page: every text and every object
 * Phaser hit-tests (buttons, toggles, tiles...) that is shown must lie on screen, and no two of
 * them may intersect unless one sits inside the other (a button's label) by more than `slack`
 * CSS pixels. Returns one sentence per problem; empty when the layout is clean.
 */
export async function layoutProblems(page: Page, key: string, slack = 1): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const { boxes, width, height } = await page.evaluate((sceneKey) => {
    const scene = (window as any).__tp.game.scene.getScene(sceneKey);
    const d = (window as any).__dpr ?? 1;
    const ids = new Map<object, number>();
    const out: any[] = [];
    const stack: any[] = [...scene.children.list];
    while (stack.length) {
      const o = stack.pop();
      let visible = true;
      for (let p = o; p; p = p.parentContainer) if (!p.visible || p.alpha === 0 || !p.active) visible = false;
      if (!visible) continue;
      stack.push(...(o.list ?? []));
      const isText = o.type === 'Text' && String(o.text).trim() !== '';
      const isHit = !!o.input?.enabled;
      if (!isText && !isHit) continue;
      const b = o.getBounds();
      const chain: number[] = [];
      for (let p = o; p; p = p.parentContainer) {
        if (!ids.has(p)) ids.set(p, ids.size);
        chain.push(ids.get(p)!);
      }
      const label = o.list?.find((c: any) => c.type === 'Text')?.text;
      const what = isText ? `text "${String(o.text).slice(0, 30)}"` : `${o.type}${label ? ` "${label}"` : ''}`;
      out.push({ kind: isText ? 'text' : 'hit', what, x: b.x / d, y: b.y / d, w: b.width / d, h: b.height / d, chain });
    }
    return { boxes: out, width: window.innerWidth, height: window.innerHeight };
  }, key);
  const problems: string[] = [];
  const at = (b: Box) => `${b.what} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)}`;
  for (const b of boxes as Box[]) {
    if (b.x < -slack || b.y < -slack || b.x + b.w > width + slack || b.y + b.h > height + slack) problems.push(`off screen: ${at(b)}`);
  }
  const nested = (a: Box, b: Box) => a.chain.includes(b.chain[0]) || b.chain.includes(a.chain[0]);
  const cross = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;
  const list = boxes as Box[];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      if (!nested(list[i], list[j]) && cross(list[i], list[j])) problems.push(`overlap: ${at(list[i])} and ${at(list[j])}`);
    }
  }
  return problems;
}

async function measure() {
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
}

// Run as a script, not when the browser tests import the check.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measure();

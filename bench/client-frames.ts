/**
 * `npm run bench:client`: what the browser spends on an idle lobby, drawing only when something
 * moves (client/frameRate.ts, `?frames=demand`) against Phaser's own loop drawing every frame
 * (the default for now), side by side in one run: Chromium's CPU (every process of the browser,
 * user and system time) over windows of BENCH_SECONDS (8), BENCH_REPEAT (3) pairs at each size,
 * a desktop window and an upright phone at 3 device pixels per CSS pixel. The real server serves
 * the built client (`vite build` first; the npm script does). Headless Chromium renders in
 * software (the Canvas renderer, as client/main.ts picks there), so the figures are the
 * renderer's CPU, not a phone's GPU; the ratio is what carries over.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameServer } from '../server/app';
import { modes } from '../shared/engine/index';
import { launchContext } from '../test/e2e/browser';
import { median } from '../scripts/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const SIZES = [
  { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone 390x844 @3', viewport: { width: 390, height: 844 }, phone: true },
];
const WAYS = [
  { name: 'on demand', query: '?frames=demand' },
  { name: 'every frame', query: '' },
];

/**
 * CPU seconds so far of every process under this one (/proc: utime + stime, in clock ticks of
 * 1/100 s): the browser it launched, one at a time, with its renderer and GPU processes.
 */
function browserCpu(): number {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = line.slice(line.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(pid), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) }];
      } catch {
        return []; // gone meanwhile
      }
    });
  const under = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats)
      if (!under.has(s.pid) && under.has(s.ppid)) {
        under.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => s.pid !== process.pid && under.has(s.pid)).reduce((n, s) => n + s.ticks, 0) / 100;
}

/** The browser's share of a core over a window on the idle lobby, drawn `way`. */
async function idleLobby(url: string, size: (typeof SIZES)[number], query: string): Promise<number> {
  const context = await launchContext(size.viewport, size.phone ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {});
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}${query}`);
    await page.waitForFunction(() => (window as any).__tp?.scene() === 'Lobby', null, { timeout: 60_000 });
    await page.waitForTimeout(2000); // the lobby's list and first draws settle
    const before = browserCpu();
    await page.waitForTimeout(SECONDS * 1000);
    return (browserCpu() - before) / SECONDS;
  } finally {
    await context.close();
  }
}

const server = await createGameServer({ modes, staticDir: 'dist/client', dbPath: join(mkdtempSync(join(tmpdir(), 'tp-bench-db-')), 'bench.sqlite') });
const port = await server.listen(0, '127.0.0.1');
const url = `http://127.0.0.1:${port}/`;
try {
  console.log(`idle lobby, Chromium's CPU (share of a core), ${REPEAT} pairs of ${SECONDS} s windows`);
  for (const size of SIZES) {
    const by = new Map<string, number[]>(WAYS.map((w) => [w.name, []]));
    for (let i = 0; i < REPEAT; i++) for (const way of WAYS) by.get(way.name)!.push(await idleLobby(url, size, way.query));
    const [mine, theirs] = WAYS.map((w) => median(by.get(w.name)!));
    const list = (name: string) =>
      by
        .get(name)!
        .map((x) => `${Math.round(x * 100)}%`)
        .join(', ');
    console.log(
      `${size.name}: on demand ${Math.round(mine * 100)}% (${list('on demand')}), every frame ${Math.round(theirs * 100)}% (${list('every frame')}): ${(mine / theirs).toFixed(2)}x`,
    );
  }
} finally {
  await server.close();
}

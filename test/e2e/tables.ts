/**
 * What the browser scenarios share: opening the lobby, creating a table from its form, keeping a
 * screenshot, and timing each scenario for the report printed at the end of a file.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchContext } from './browser';
import { clickTarget, waitForScene, waitLobbyOnline, waitTableReady, waitUntil, type TableInfo } from './driver';
import { startE2EServer, type E2EServer } from './server';

export const SHOTS = 'docs/screenshots';

/** Opens the lobby of `url` in a new page of `ctx`, once its live room list is up. */
export async function openLobby(ctx: BrowserContext, url: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(url);
  await waitLobbyOnline(page);
  return page;
}

/**
 * Creates a `mode` table from the lobby's form: `setup` clicks what differs from the form's
 * defaults. Resolves once the table `scene` has drawn its first view.
 */
export async function createTable(page: Page, mode: string, scene: string, setup: (page: Page) => Promise<void> = async () => undefined): Promise<TableInfo> {
  await clickTarget(page, `mode:${mode}`);
  await waitUntil(page, `the ${mode} form`, (i) => i.mode === mode);
  await setup(page);
  await clickTarget(page, 'lobby:create');
  await waitForScene(page, scene);
  return waitTableReady(page);
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Each scenario's wall time, printed by `report()` (the suite's time budget is checked from these). */
export class Timings {
  private readonly entries: Record<string, unknown> = {};

  /** Runs `fn`, recording its time under `name` (also when it fails). */
  async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const start = Date.now();
    try {
      return await fn();
    } finally {
      this.entries[`${name} s`] = Math.round((Date.now() - start) / 100) / 10;
    }
  }

  note(name: string, value: unknown): void {
    this.entries[name] = value;
  }

  report(file: string): void {
    console.log(`E2E measures ${file}`, JSON.stringify(this.entries));
  }
}

/** The server and browser context a test file shares, and its timings. */
export interface Suite {
  srv: E2EServer;
  ctx: BrowserContext;
  timings: Timings;
}

/**
 * Starts a server and a browser context before the file's tests and closes both after them,
 * then prints the file's timings under `file`. Call once at the top level of a test file.
 */
export function useSuite(file: string): Suite {
  const suite = { timings: new Timings() } as Suite;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    suite.srv = await startE2EServer();
    suite.ctx = await launchContext();
  });
  afterAll(async () => {
    await suite.ctx?.close();
    await suite.srv?.close();
    suite.timings.report(file);
  });
  return suite;
}

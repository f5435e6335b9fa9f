import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Flags that keep Debian's Chromium quiet and offline on these machines (see STACK.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh Chromium profile; never downloads a browser. */
export function launchContext(viewport = { width: 1280, height: 800 }, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'tp-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport,
    ...extra,
  });
}

// The browser tests drive Debian's Chromium (never a downloaded one). On a fresh machine this
// installs it when it is missing and we may (root); otherwise it says what to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: run \`sudo apt-get update && sudo apt-get install -y chromium\`, then try again.`);
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

// The cluster tests, `npm run cluster` and `npm run bench:cluster` run Debian's PostgreSQL and
// Redis servers (never downloaded ones). On a fresh machine this installs them when they are
// missing and we may (root); otherwise it says what to run. It starts nothing: scripts/services.ts
// starts private servers on loopback for whoever needs them.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const postgresInstalled = () =>
  existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
const missing = [];
if (!postgresInstalled()) missing.push('postgresql');
if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server');
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.join(' and ')}: run \`sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\`, then try again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

// `npm run dev`: the game server (restarting on change) and Vite's dev server with hot reload,
// side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', detached: true }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', detached: true }),
];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

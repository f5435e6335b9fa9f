/**
 * One server process per SQLite file: its rooms take over every running match in the file, so a
 * second server on the same file must fail at once. The file's owner is the process whose id
 * `<file>.owner` holds; a claim left by a process that died (`kill -9`) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, run by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `path` for this process (throws when another live process has it); returns the release. */
export function claimFile(path: string): () => void {
  const lock = `${path}.owner`;
  let owner = Number.NaN;
  try {
    owner = Number(readFileSync(lock, 'utf8'));
  } catch {
    // Nobody has claimed it.
  }
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    throw new Error(`${path} is in use by the server process ${owner}: one server per SQLite file (DATABASE_URL for many).`);
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

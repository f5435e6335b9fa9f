/**
 * One server per SQLite file: the store claims its file with an owner file holding the process id
 * (the rooms' and the writer thread's connections share the file, so SQLite's exclusive locking
 * can no longer refuse a second server).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFile } from '../../server/store/file-owner';

const dbFile = () => join(mkdtempSync(join(tmpdir(), 'tp-owner-')), 'store.sqlite');

describe('the SQLite file owner', () => {
  it('claims a free file for this process and lets it go', () => {
    const path = dbFile();
    const release = claimFile(path);
    expect(readFileSync(`${path}.owner`, 'utf8')).toBe(String(process.pid));
    // This process may open its own file again (a test reopening its store).
    claimFile(path);
    release();
    expect(existsSync(`${path}.owner`)).toBe(false);
  });

  it('refuses a file a live process owns, and takes over the claim of a dead one', async () => {
    const path = dbFile();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${path}.owner`, String(other.pid));
      expect(() => claimFile(path)).toThrow(`in use by the server process ${other.pid}`);
    } finally {
      const exited = new Promise((r) => other.once('exit', r));
      other.kill('SIGKILL');
      await exited;
    }
    claimFile(path)();
  });
});

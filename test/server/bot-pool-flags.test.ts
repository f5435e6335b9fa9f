import { describe, expect, it } from 'vitest';
import { loaderFlags } from '../../server/bots/pool';

describe('the bot pool starts its worker threads under any server flags', () => {
  it("keeps only the module loaders of the server's flags: `npm start`'s heap flags would stop every Worker", () => {
    const argv = [
      '--max-semi-space-size=64',
      '--initial-old-space-size=512',
      '--expose-gc',
      '--require',
      '/x/tsx/preflight.cjs',
      '--import',
      'file:///x/tsx/loader.mjs',
      '--loader=y',
    ];
    expect(loaderFlags(argv)).toEqual(['--require', '/x/tsx/preflight.cjs', '--import', 'file:///x/tsx/loader.mjs', '--loader=y']);
    expect(loaderFlags([])).toEqual([]);
  });
});

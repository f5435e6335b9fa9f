// Import rules, checked by `npm run deps`: the rule engines under shared/ stay pure (they run in
// the browser, on the server and in tests), the server and the client meet only in shared/, and
// no module reaches itself through its imports (a circle hides the order things happen in).
const FRAMEWORKS = '(phaser|colyseus[^/]*|@colyseus/[^/]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles hide the order things happen in: move what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'shared/ runs in the browser, on the server and in tests: it cannot depend on either side.',
      from: { path: '^shared/' },
      to: { path: '^(server|client)/' },
    },
    {
      name: 'shared-imports-no-framework',
      severity: 'error',
      comment: 'The rule engines are plain TypeScript: no Phaser, no Colyseus.',
      from: { path: '^shared/' },
      to: { path: [`(^|/)node_modules/${FRAMEWORKS}/`, `^${FRAMEWORKS}$`] },
    },
    {
      name: 'server-imports-no-client',
      severity: 'error',
      comment: 'The server and the client share code only through shared/.',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-imports-no-server',
      severity: 'error',
      comment: 'The server and the client share code only through shared/.',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: a type from server/ in shared/ ties them together all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};

// Import rules, checked by `npm run deps`: the rule engines under shared/ stay pure (they run in
// the browser, on the server and in tests), the server and the client meet only in shared/, and
// no module reaches itself through its imports (a circle hides the order things happen in).
const FRAMEWORKS = '(phaser|colyseus[^/]*|@colyseus/[^/]+)';
const SIDES_MEET_IN_SHARED = 'The server and the client share code only through shared/.';

/** An error for any import from a module matching `from` of one matching `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } });

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
    forbid(
      'shared-imports-no-app',
      'shared/ runs in the browser, on the server and in tests: it cannot depend on either side.',
      '^shared/',
      '^(server|client)/',
    ),
    forbid('shared-imports-no-framework', 'The rule engines are plain TypeScript: no Phaser, no Colyseus.', '^shared/', [
      `(^|/)node_modules/${FRAMEWORKS}/`,
      `^${FRAMEWORKS}$`,
    ]),
    forbid('server-imports-no-client', SIDES_MEET_IN_SHARED, '^server/', '^client/'),
    forbid('client-imports-no-server', SIDES_MEET_IN_SHARED, '^client/', '^server/'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: a type from server/ in shared/ ties them together all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};

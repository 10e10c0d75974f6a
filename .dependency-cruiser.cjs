/** Layer rules: dependencies point inwards (domain <- application <- adapters/infrastructure <- composition). */
const IO_PACKAGES = 'node_modules/(undici|inversify|msw|jsdom|linkedom|htmlparser2|css-select|defuddle|turndown|@mozilla/readability|pdf-parse|commander|@modelcontextprotocol)/';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ imports only domain/ (zod allowed for value schemas).',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '^node_modules/zod/'] },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-inwards-only',
      severity: 'error',
      comment: 'application/ imports only domain/ and application/.',
      from: { path: '^application/' },
      to: { pathNot: ['^domain/', '^application/'] },
    },
    {
      name: 'application-no-io-builtins',
      severity: 'error',
      from: { path: '^application/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-io-packages-in-core',
      severity: 'error',
      from: { path: '^(domain|application)/' },
      to: { path: IO_PACKAGES },
    },
    {
      name: 'only-entry-points-import-composition',
      severity: 'error',
      comment: 'composition/ is the one composition root; only it (and its entry points) may import it.',
      from: { pathNot: '^composition/' },
      to: { path: '^composition/' },
    },
    {
      name: 'adapters-do-not-import-infrastructure-internals-of-each-other',
      severity: 'error',
      comment: 'adapters and infrastructure never import composition; adapters may use infrastructure primitives.',
      from: { path: '^infrastructure/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    exclude: { path: '^(dist|test|bench)/' },
  },
};

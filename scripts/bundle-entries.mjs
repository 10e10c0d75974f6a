// Ships the three published entries (the `mono-agent` CLI, the library `mono-agent-web` and its
// `/pi` extension) as bundles with shared, lazily loaded chunks. Runs after `tsc`, whose files it
// overwrites for those three entries only (the .d.ts files stay). Start-up was dominated by
// resolving, reading and compiling about 800 ESM files (inversify alone about 560, zod 230); a
// bundle reads a handful. Every dynamic `import()` stays a chunk boundary, so a command loads only
// what it needs. jsdom and pdf-parse stay packages (they read their own files at run time), and so
// do the Pi extension's peers.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/composition`;

/** Which sources and packages each bundle file holds (the start-up module test reads it). */
const BUNDLE_META = `${outdir}/bundle.meta.json`;

// undici's index loads every feature it has (fetch, cookies, WebSocket, cache, mocks: about half of
// its start-up, and the cookie code pulls in Node's own copy of undici too). Our code uses only the
// Agent with its request API and the error classes, so the bundle imports just those modules of the
// pinned package. Importing any other name from 'undici' fails the build here, loudly.
const UNDICI_ENTRY = `
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import api from 'undici/lib/api/index.js';
import Agent from 'undici/lib/dispatcher/agent.js';
import errors from 'undici/lib/core/errors.js';
Object.assign(Dispatcher.prototype, api);
export { Agent, errors };
`;
const undiciEssentials = {
  name: 'undici-essentials',
  setup(bundle) {
    bundle.onResolve({ filter: /^undici$/ }, (args) => (args.importer.includes('/node_modules/') ? undefined : { path: 'undici', namespace: 'undici-essentials' }));
    bundle.onLoad({ filter: /.*/, namespace: 'undici-essentials' }, () => ({ contents: UNDICI_ENTRY, loader: 'js', resolveDir: root }));
  },
};

// undici's HTTP/2 client loads Node's whole http2 stack (with TLS) when the module is evaluated,
// although HTTP/2 is used only with `allowH2`, which we never set (our connector offers only
// `http/1.1` in ALPN). Inside the bundle its `require('node:http2')` fails, and undici's own
// fallback for runtimes without http2 takes over. Any other importer of node:http2 is left alone.
const undiciWithoutHttp2 = {
  name: 'undici-without-http2',
  setup(bundle) {
    bundle.onResolve({ filter: /^node:http2$/ }, (args) => (args.importer.endsWith('/node_modules/undici/lib/dispatcher/client-h2.js') ? { path: 'node:http2', namespace: 'undici-without-http2' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'undici-without-http2' }, () => ({ contents: "throw new Error('HTTP/2 is not part of this bundle');", loader: 'js' }));
  },
};

// Turndown's Node build loads the domino DOM (about 300 KiB) when it is evaluated, only to parse
// HTML *strings*; we always hand it a node of the document we already parsed. In the bundle domino
// is a stand-in whose parser throws, so a string given to Turndown would fail loudly, not quietly.
const turndownWithoutDomino = {
  name: 'turndown-without-domino',
  setup(bundle) {
    bundle.onResolve({ filter: /^@mixmark-io\/domino$/ }, (args) => (args.importer.includes('/node_modules/turndown/') ? { path: 'domino', namespace: 'turndown-without-domino' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'turndown-without-domino' }, () => ({
      contents: "module.exports = { createDocument() { throw new Error('Turndown is given DOM nodes only: HTML strings are not parsed in this bundle'); } };",
      loader: 'js',
    }));
  },
};

// linkedom builds a CSS object model for `<style>.sheet` only, but loading it costs about 40 ms of
// tables at every HTML fetch. Nothing we run reads `.sheet` (Defuddle is given an empty
// `document.styleSheets`), so in the bundle the parser is a stand-in that fails loudly if it ever is.
const linkedomWithoutCssom = {
  name: 'linkedom-without-cssom',
  setup(bundle) {
    bundle.onResolve({ filter: /^cssomnom\/parse$/ }, (args) => (args.importer.includes('/node_modules/linkedom/') ? { path: 'cssomnom-parse', namespace: 'linkedom-without-cssom' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'linkedom-without-cssom' }, () => ({
      contents: "export function parse() { throw new Error('CSS style sheets are not parsed in this bundle'); }",
      loader: 'js',
    }));
  },
};

// zod's namespace re-exports every message locale (about 350 KiB of the bundle, compiled at every
// start); it configures and we use only English, so the bundle keeps `en` alone.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(bundle) {
    bundle.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (args.importer.includes('/node_modules/zod/') ? { path: `${args.resolveDir}/../locales/en-only.js`, namespace: 'zod-english-only' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({ contents: "export { default as en } from './en.js';", loader: 'js', resolveDir: args.path.replace(/\/en-only\.js$/, '') }));
  },
};

rmSync(`${outdir}/chunks`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { 'entry/cli': 'composition/entry/cli.ts', index: 'composition/index.ts', pi: 'composition/pi.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['jsdom', 'pdf-parse', 'typebox', '@mariozechner/pi-coding-agent'],
  // Bundled CommonJS packages (undici, commander, ajv) call require() for Node built-ins.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  plugins: [undiciEssentials, undiciWithoutHttp2, turndownWithoutDomino, linkedomWithoutCssom, zodEnglishOnly],
  // Less text to compile at every start; names are kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  metafile: true,
  allowOverwrite: true,
  logLevel: 'warning',
});
writeFileSync(BUNDLE_META, JSON.stringify(result.metafile));

// Ships the three published entries (the `mono-agent` CLI, the library `mono-agent-web` and its
// `/pi` extension), and the HTML extraction worker they start, as bundles with shared, lazily loaded chunks. Runs after `tsc`, whose files it
// overwrites for those three entries only (the .d.ts files stay). Start-up was dominated by
// resolving, reading and compiling about 800 ESM files (inversify alone about 560, zod 230); a
// bundle reads a handful. Every dynamic `import()` stays a chunk boundary, so a command loads only
// what it needs. jsdom and pdf-parse stay packages (they read their own files at run time), and so
// do the Pi extension's peers.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { linkedomLazyListeners } from './linkedom-lazy-listeners.mjs';
import { linkedomSelectorCache } from './linkedom-selector-cache.mjs';

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

/**
 * A plugin that gives one importer a stand-in for one module: `importer` (a path fragment) importing
 * `specifier` gets `contents` instead, code that fails loudly if the part is ever used. Every other
 * importer of `specifier` is left alone.
 */
function standIn(name, specifier, importer, contents) {
  const filter = new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return {
    name,
    setup(bundle) {
      bundle.onResolve({ filter }, (args) => (args.importer.includes(importer) ? { path: specifier, namespace: name } : undefined));
      bundle.onLoad({ filter: /.*/, namespace: name }, () => ({ contents, loader: 'js' }));
    },
  };
}

// Parts of libraries that are evaluated at load although nothing we run uses them:
// - undici's HTTP/2 client requires Node's whole http2 stack (with TLS), but HTTP/2 is used only
//   with `allowH2`, which we never set (our connector offers only `http/1.1` in ALPN). Its require
//   fails in the bundle, and undici's own fallback for runtimes without http2 takes over.
// - Turndown's Node build loads the domino DOM (about 300 KiB) only to parse HTML *strings*; we
//   always hand it a node of the document we already parsed.
// - linkedom builds a CSS object model (about 40 ms of tables) for `<style>.sheet` only; nothing we
//   run reads `.sheet` (Defuddle is given an empty `document.styleSheets`).
// - commander requires Node's child_process (and with it dgram) for executable subcommands, which
//   the CLI does not define.
const unusedLibraryParts = [
  standIn('undici-without-http2', 'node:http2', '/node_modules/undici/lib/dispatcher/client-h2.js', "throw new Error('HTTP/2 is not part of this bundle');"),
  standIn('turndown-without-domino', '@mixmark-io/domino', '/node_modules/turndown/', "module.exports = { createDocument() { throw new Error('Turndown is given DOM nodes only: HTML strings are not parsed in this bundle'); } };"),
  standIn('linkedom-without-cssom', 'cssomnom/parse', '/node_modules/linkedom/', "export function parse() { throw new Error('CSS style sheets are not parsed in this bundle'); }"),
  standIn('commander-without-subprocesses', 'node:child_process', '/node_modules/commander/', "module.exports = { spawn() { throw new Error('the CLI defines no executable subcommands'); } };"),
];

rmSync(`${outdir}/chunks`, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The HTML extraction worker is an entry of its own: a thread starts from a file.
  entryPoints: { 'entry/cli': 'composition/entry/cli.ts', index: 'composition/index.ts', pi: 'composition/pi.ts', 'extraction-worker': 'adapters/outbound/extract/worker/html-extraction.worker.ts' },
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
  plugins: [undiciEssentials, ...unusedLibraryParts, linkedomLazyListeners, linkedomSelectorCache],
  // The code that starts the worker is only ever in a lazily loaded chunk (chunks/), one level below the entry.
  define: { __MONO_AGENT_EXTRACTION_WORKER__: JSON.stringify('../extraction-worker.js') },
  // Less text to compile at every start; names are kept for readable stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  metafile: true,
  allowOverwrite: true,
  logLevel: 'warning',
});
writeFileSync(BUNDLE_META, JSON.stringify(result.metafile));

import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** esbuild's metafile of the bundled entries (scripts/bundle-entries.mjs): which sources each chunk holds. */
const BUNDLE_META = `${ROOT}dist/composition/bundle.meta.json`;
/** `node --import` this to log every module the process resolves into `$MODULE_LOAD_LOG`. */
export const MODULE_LOAD_LOG_HOOK = fileURLToPath(new URL('./module-load-log.mjs', import.meta.url));

interface BundleMeta {
  readonly outputs: Readonly<Record<string, { readonly inputs: Readonly<Record<string, unknown>> }>>;
}

/** What a process loaded: npm packages by name, and the project's own sources (`adapters/…`, no extension). */
export interface LoadedModules {
  readonly packages: ReadonlySet<string>;
  /** The package files loaded (`node_modules/zod/v4/mini/schemas.js`), for parts of a package. */
  readonly packageFiles: readonly string[];
  readonly ownSources: readonly string[];
  /** Node's built-in modules loaded after start-up (`http2`, `tls`, `internal/…`). */
  readonly builtins: ReadonlySet<string>;
}

function packageName(path: string): string {
  const parts = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') === true ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
}

/**
 * Reads a module-load log. A loaded chunk of the bundled CLI counts as every source esbuild put in
 * it; a file outside the bundle (an external package, an unbundled `dist/` module) counts as itself.
 */
export function readLoadedModules(logFile: string): LoadedModules {
  const meta = existsSync(BUNDLE_META) ? (JSON.parse(readFileSync(BUNDLE_META, 'utf8')) as BundleMeta) : { outputs: {} };
  const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
  const urls = lines.filter((line) => line.startsWith('file:'));
  const sources = new Set<string>();
  for (const url of new Set(urls)) {
    const path = relative(ROOT, fileURLToPath(url)).split('\\').join('/');
    const chunk = meta.outputs[path];
    for (const source of chunk === undefined ? [path] : Object.keys(chunk.inputs)) sources.add(source);
  }
  const all = [...sources];
  return {
    packages: new Set(all.filter((s) => s.includes('node_modules/')).map(packageName)),
    packageFiles: all.filter((s) => s.includes('node_modules/')).map((s) => s.slice(s.indexOf('node_modules/'))),
    ownSources: all.filter((s) => !s.includes('node_modules/')).map((s) => s.replace(/^dist\//, '').replace(/\.(js|ts)$/, '')),
    builtins: new Set(lines.filter((line) => line.startsWith('node:')).map((line) => line.slice('node:'.length))),
  };
}

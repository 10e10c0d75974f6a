// The installed linkedom bundled with some of the library's build edits (scripts/linkedom-*.mjs) into a
// temporary module and imported: the tests of an edit and bench:fetch's baseline ask it what they would
// ask linkedom itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { DOMParser, parseHTML } from 'linkedom';

/** What the bundled module exports: linkedom's two ways to parse. */
export interface BundledLinkedom {
  readonly parseHTML: typeof parseHTML;
  readonly DOMParser: typeof DOMParser;
}

const LINKEDOM_ROOT = dirname(createRequire(import.meta.url).resolve('linkedom/package.json'));

/** linkedom bundled with `plugins` (the bundle's edits), imported from a file removed once loaded. */
export async function bundledLinkedom(plugins: readonly Plugin[]): Promise<BundledLinkedom> {
  const bundled = await build({
    stdin: { contents: "export { parseHTML, DOMParser } from 'linkedom';", resolveDir: LINKEDOM_ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [...plugins],
  });
  const dir = mkdtempSync(join(tmpdir(), 'bundled-linkedom-'));
  try {
    const file = join(dir, 'linkedom.mjs');
    writeFileSync(file, bundled.outputFiles[0]?.text ?? '');
    return (await import(pathToFileURL(file).href)) as BundledLinkedom;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

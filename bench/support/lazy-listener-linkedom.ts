// linkedom as the library's bundle ships it: with its listener tables made on first use
// (scripts/linkedom-lazy-listeners.mjs). The fetch bench gives it to a second baseline, so the
// table shows how much of WebFetch's ratio comes from that fix rather than from doing less.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { parseHTML as ParseHtml } from 'linkedom';
import { linkedomLazyListeners } from '../../scripts/linkedom-lazy-listeners.mjs';
import { ROOT } from '../../test/e2e/support/fresh-build.js';

/** linkedom's `parseHTML`, bundled with the library's listener fix into a temporary module. */
export async function lazyListenerParseHtml(): Promise<typeof ParseHtml> {
  const bundled = await build({
    stdin: { contents: "export { parseHTML } from 'linkedom';", resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [linkedomLazyListeners],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'lazy-linkedom-')), 'linkedom.mjs');
  writeFileSync(file, bundled.outputFiles[0]?.text ?? '');
  return ((await import(pathToFileURL(file).href)) as { parseHTML: typeof ParseHtml }).parseHTML;
}

// linkedom as the library's bundle ships it: with its listener tables made on first use
// (scripts/linkedom-lazy-listeners.mjs) and the matchers it compiles for selectors kept
// (scripts/linkedom-selector-cache.mjs). The fetch bench gives it to a second baseline, so the
// table shows how much of WebFetch's ratio comes from those edits rather than from doing less.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { parseHTML as ParseHtml } from 'linkedom';
import { linkedomLazyListeners } from '../../scripts/linkedom-lazy-listeners.mjs';
import { linkedomSelectorCache } from '../../scripts/linkedom-selector-cache.mjs';
import { ROOT } from '../../test/e2e/support/fresh-build.js';

/** linkedom's `parseHTML`, bundled with the library's edits into a temporary module. */
export async function bundleLinkedomParseHtml(): Promise<typeof ParseHtml> {
  const bundled = await build({
    stdin: { contents: "export { parseHTML } from 'linkedom';", resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [linkedomLazyListeners, linkedomSelectorCache],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'bundle-linkedom-')), 'linkedom.mjs');
  writeFileSync(file, bundled.outputFiles[0]?.text ?? '');
  return ((await import(pathToFileURL(file).href)) as { parseHTML: typeof ParseHtml }).parseHTML;
}

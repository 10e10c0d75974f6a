/**
 * Child process of `bench/extract/run.ts`: runs ONE variant over the corpora and writes a
 * VariantRun (or VariantSkipped) as JSON to `--out`. Running each variant in its own process makes
 * peak RSS a per-variant figure; pages are read one at a time, so the corpus does not count.
 *
 *   node --expose-gc --import tsx bench/extract/worker.ts --variant NAME --corpus DIR[,DIR] --out FILE [--ids a,b] [--gc]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCorpora, loadHtml, pageKey } from './corpus.js';
import { VARIANT_FACTORIES } from './variant-registry.js';
import type { PageRun, VariantRun, VariantSkipped } from './worker-result.js';

const { values } = parseArgs({
  options: {
    variant: { type: 'string' },
    corpus: { type: 'string' },
    out: { type: 'string' },
    ids: { type: 'string' },
    gc: { type: 'boolean', default: false },
  },
});
// --gc (needs --expose-gc): full collection after every page, to tell retained memory from uncollected garbage.
const collect = values.gc ? (globalThis as { gc?: () => void }).gc : undefined;
if (values.gc && !collect) throw new Error('worker: --gc needs node --expose-gc');
const variantName = values.variant ?? '';
const factory = VARIANT_FACTORIES[variantName];
if (!factory || !values.corpus || !values.out) {
  throw new Error(`worker: need --variant (one of ${Object.keys(VARIANT_FACTORIES).join(', ')}), --corpus and --out`);
}
const outFile = values.out;

let variant;
try {
  variant = await factory();
} catch (error) {
  const skipped: VariantSkipped = { variant: variantName, skipped: error instanceof Error ? error.message : String(error) };
  writeFileSync(outFile, JSON.stringify(skipped));
  process.exit(0);
}

const only = values.ids ? new Set(values.ids.split(',')) : undefined;
const corpus = loadCorpora(values.corpus.split(','), only);
const startRssBytes = process.memoryUsage.rss();
const pages: PageRun[] = [];
const loopStart = performance.now();
for (const page of corpus) {
  const html = loadHtml(page);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpuBefore);
    return (used.user + used.system) / 1000;
  };
  const key = pageKey(page);
  try {
    const answer = await variant.extract(html, page.url);
    const ms = performance.now() - started;
    if (typeof answer === 'string') {
      pages.push({ key, ms, cpuMs: cpuMs(), output: answer });
    } else {
      const { markdown, stages, chosen, stepMs, notes, removalNotes, metadata } = answer;
      pages.push({
        key, ms, cpuMs: cpuMs(), output: markdown, stages, chosen, stepMs,
        ...(notes ? { notes } : {}), ...(removalNotes ? { removalNotes } : {}), ...(metadata ? { metadata } : {}),
      });
    }
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    pages.push({ key, ms: performance.now() - started, cpuMs: cpuMs(), output: '', error: message.slice(0, 300) });
  }
  // Let the event loop turn, as a service does between requests: jsdom queues each page's load
  // events as macrotasks that hold the whole document until they run.
  await new Promise((resolve) => setImmediate(resolve));
  collect?.();
}
const totalMs = performance.now() - loopStart;
const result: VariantRun = {
  variant: variant.name,
  description: variant.description,
  pages,
  totalMs,
  // maxRSS is in KiB on every platform Node supports.
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  startRssBytes,
};
writeFileSync(outFile, JSON.stringify(result));

/**
 * Where a run.fetch corpus run's RSS goes: runs only `run.fetch` over the corpus (as fetch-speed's
 * RSS child) and samples the process every few ms: RSS, the main thread's heap used / total,
 * external and array buffers. Per page it prints the page, its HTML size, the RSS high-water after
 * it and the maximum of each sample during it (TSV on stdout). Run with `--trace-gc` to see each
 * isolate's collections (the worker's lines carry its own isolate address).
 *
 *   node --import tsx bench/extract/memory-trace.ts [--corpus DIR[,DIR]] [--ids ...]
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtLibrary } from '../support/built-library.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, pageKey } from './corpus.js';

const MIB = 1024 * 1024;
const ORIGINS = 16;
const { values } = parseArgs({ options: { corpus: { type: 'string' }, ids: { type: 'string' }, every: { type: 'string' } } });
const corpusArg = values.corpus ?? DEFAULT_CORPUS_DIRS.join(',');
const pages = loadCorpora(corpusArg.split(','), values.ids ? new Set(values.ids.split(',')) : undefined);
const server = spawn(process.execPath, [...process.execArgv.filter((arg) => !arg.startsWith('--trace')), fileURLToPath(new URL('./corpus-server.ts', import.meta.url)), '--corpus', corpusArg, '--ports', String(ORIGINS)], { stdio: ['pipe', 'pipe', 'inherit'] });
const [firstChunk] = (await once(server.stdout, 'data')) as [Buffer];
const origins = firstChunk.toString('utf8').trim().split(' ');
const { createWebResearch } = await builtLibrary();
const created = await createWebResearch({ agentConfig: { tools: { web: {} } }, env: {}, networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] }, extraction: 'worker' });
if (!created.ok) throw new Error(created.error.message);
const facade = created.value;

let peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
const sample = (): void => {
  const usage = process.memoryUsage();
  peak = {
    rss: Math.max(peak.rss, usage.rss), heapUsed: Math.max(peak.heapUsed, usage.heapUsed), heapTotal: Math.max(peak.heapTotal, usage.heapTotal),
    external: Math.max(peak.external, usage.external), arrayBuffers: Math.max(peak.arrayBuffers, usage.arrayBuffers),
  };
};
const timer = setInterval(sample, Number(values.every ?? 5));
const mib = (bytes: number): string => (bytes / MIB).toFixed(0);
process.stdout.write('index\tpage\thtmlGzKiB\tmaxRSS\trss\theapUsed\theapTotal\texternal\tarrayBuffers\n');
try {
  for (const [index, page] of pages.entries()) {
    peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
    const run = facade.startRun();
    try {
      await run.fetch({ url: `${origins[index % origins.length] as string}/${pageKey(page)}` });
    } finally {
      await run.close();
    }
    sample();
    process.stdout.write(`${index}\t${pageKey(page)}\t${(statSync(page.htmlPath).size / 1024).toFixed(0)}\t${mib(process.resourceUsage().maxRSS * 1024)}\t${mib(peak.rss)}\t${mib(peak.heapUsed)}\t${mib(peak.heapTotal)}\t${mib(peak.external)}\t${mib(peak.arrayBuffers)}\n`);
  }
} finally {
  clearInterval(timer);
  await facade.close();
  server.stdin?.end();
  server.kill();
}

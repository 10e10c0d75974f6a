/**
 * Paired speed through the library facade: for every page, `run.fetch` (the whole WebFetch path:
 * transport, decoding, extraction, metadata, output) against a local server in another process,
 * and a plain undici `fetch` + Readability + Turndown on linkedom of the same URL, alternating
 * which goes first. Reports per-page time percentiles of both, the ratio of their medians, pages
 * over 2 s, both metrics of each output, and (in a child process running only `run.fetch`) the
 * peak RSS of a corpus run. Consecutive pages come from different origins (the server listens on
 * {@link ORIGINS} ports) so that WebFetch's per-origin spacing of 500 ms between starts, a
 * politeness rule and no part of extraction, is not what the run measures.
 *
 *   node --import tsx bench/extract/fetch-speed.ts [--corpus DIR[,DIR]] [--ids ...] [--only facade]
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUILT_LIBRARY_ENTRY } from '../support/built-library.js';
import { DEFAULT_CORPUS_DIRS, loadCorpora, pageKey, type CorpusPage } from './corpus.js';
import { localFacade, viaFacade as facadeText, viaPlain } from './fetch-paths.js';
import { markdownTable } from './report.js';
import { groupScore, percentile, scoreOutput } from './scoring.js';

const MIB = 1024 * 1024;
const SLOW_MS = 2_000;
/** Ports (origins) the pages rotate over: a page's origin was last used 16 pairs (well over 500 ms) earlier. */
const ORIGINS = 16;
const { values } = parseArgs({ options: { corpus: { type: 'string' }, ids: { type: 'string' }, only: { type: 'string' } } });
const corpusArg = values.corpus ?? DEFAULT_CORPUS_DIRS.join(',');
const pages = loadCorpora(corpusArg.split(','), values.ids ? new Set(values.ids.split(',')) : undefined);

const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./corpus-server.ts', import.meta.url)), '--corpus', corpusArg, '--ports', String(ORIGINS)], { stdio: ['pipe', 'pipe', 'inherit'] });
const [firstChunk] = (await once(server.stdout, 'data')) as [Buffer];
const origins = firstChunk.toString('utf8').trim().split(' ');
const pageUrl = (page: CorpusPage, index: number): string => `${origins[index % origins.length] as string}/${pageKey(page)}`;
const facade = await localFacade();
const viaFacade = (url: string): Promise<string> => facadeText(facade, url);

async function timed(step: () => Promise<string>): Promise<{ readonly ms: number; readonly output: string; readonly failed: boolean }> {
  const started = performance.now();
  try {
    const output = await step();
    return { ms: performance.now() - started, output, failed: false };
  } catch {
    return { ms: performance.now() - started, output: '', failed: true };
  }
}

interface Timed {
  readonly ms: number;
  readonly output: string;
  readonly failed: boolean;
}

interface Pair {
  readonly page: CorpusPage;
  readonly facade: Timed;
  readonly plain: Timed;
}

/** Peak RSS of `run.fetch` over `urls` in a plain Node child (bench/extract/fetch-rss-child.mjs), without tsx's loader thread. */
function plainNodePeakRss(urls: readonly string[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'fetch-rss-'));
  try {
    const urlsFile = join(dir, 'urls.json');
    writeFileSync(urlsFile, JSON.stringify(urls));
    const child = spawnSync(process.execPath, [fileURLToPath(new URL('./fetch-rss-child.mjs', import.meta.url)), BUILT_LIBRARY_ENTRY, urlsFile], { encoding: 'utf8' });
    return Number.parseInt(child.stdout.trim().split('\n').at(-1) ?? '', 10);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  if (values.only === 'facade') {
    const gc = (globalThis as { gc?: () => void }).gc;
    for (const [index, page] of pages.entries()) {
      await viaFacade(pageUrl(page, index));
      if (gc !== undefined && process.env['FETCH_SPEED_HEAP'] === '1' && index % 30 === 0) {
        gc();
        process.stderr.write(`${index} heapUsed ${(process.memoryUsage().heapUsed / MIB).toFixed(0)} MiB rss ${(process.memoryUsage.rss() / MIB).toFixed(0)} MiB\n`);
      }
    }
    process.stdout.write(`${process.resourceUsage().maxRSS * 1024}\n`);
  } else {
    // Warm both paths (module loading, JIT) on the first page before timing.
    const warm = pageUrl(pages[0] as CorpusPage, 1);
    await viaFacade(warm);
    await viaPlain(warm);
    const pairs: Pair[] = [];
    for (const [index, page] of pages.entries()) {
      const url = pageUrl(page, index);
      if (index % 2 === 0) {
        const facadeRun = await timed(() => viaFacade(url));
        pairs.push({ page, facade: facadeRun, plain: await timed(() => viaPlain(url)) });
      } else {
        const plainRun = await timed(() => viaPlain(url));
        pairs.push({ page, plain: plainRun, facade: await timed(() => viaFacade(url)) });
      }
    }
    const rssChild = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--corpus', corpusArg, '--only', 'facade', ...(values.ids ? ['--ids', values.ids] : [])], { encoding: 'utf8' });
    const peakRss = Number.parseInt(rssChild.stdout.trim().split('\n').at(-1) ?? '', 10);
    const plainRss = plainNodePeakRss(pages.map((page, index) => pageUrl(page, index)));
    const rows = (['facade', 'plain'] as const).map((side) => {
      const times = pairs.map((pair) => pair[side].ms);
      const scored = pairs.map((pair) => ({ page: pair.page, ...scoreOutput(pair.page, pair[side].output) }));
      const news = scored.filter((entry) => entry.page.type === 'news');
      const multi = scored.filter((entry) => entry.page.type !== 'news');
      return [
        side === 'facade' ? 'run.fetch (library facade)' : 'undici fetch + Readability + Turndown (linkedom)',
        percentile(times, 0.5).toFixed(0), percentile(times, 0.95).toFixed(0), Math.max(...times).toFixed(0),
        String(times.filter((ms) => ms > SLOW_MS).length),
        String(pairs.filter((pair) => pair[side].failed).length),
        news.length === 0 ? 'n/a' : groupScore(news).shingle.f1.toFixed(4),
        multi.length === 0 ? 'n/a' : groupScore(multi).words.f1.toFixed(4),
      ];
    });
    const ratios = pairs.map((pair) => pair.facade.ms / Math.max(0.001, pair.plain.ms));
    const p50Ratio = percentile(pairs.map((pair) => pair.facade.ms), 0.5) / percentile(pairs.map((pair) => pair.plain.ms), 0.5);
    console.log(`\n### paired speed through the library facade (${pairs.length} pages from a local server)\n`);
    console.log(markdownTable(['path', 'p50 ms', 'p95 ms', 'max ms', `pages > ${SLOW_MS / 1000} s`, 'errors', 'news shingle F1', 'multi-type word F1'], rows));
    console.log(`\nratio of p50s ${p50Ratio.toFixed(2)}×; median per-page ratio ${percentile(ratios, 0.5).toFixed(2)}×; peak RSS of a run.fetch-only corpus run ${Number.isFinite(peakRss) ? `${(peakRss / MIB).toFixed(0)} MiB` : 'n/a'} (under tsx, as before); without the TypeScript loader (plain node, as a user runs the library) ${Number.isFinite(plainRss) ? `${(plainRss / MIB).toFixed(0)} MiB` : 'n/a'}`);
    const slow = pairs.filter((pair) => pair.facade.ms > SLOW_MS || pair.plain.ms > SLOW_MS);
    if (slow.length > 0) {
      console.log(`\npages over ${SLOW_MS / 1000} s on either path (run.fetch ms / plain ms): ${slow.map((pair) => `${pageKey(pair.page)} ${pair.facade.ms.toFixed(0)} / ${pair.plain.ms.toFixed(0)}`).join('; ')}`);
    }
  }
} finally {
  await facade.close();
  server.stdin?.end();
  server.kill();
}

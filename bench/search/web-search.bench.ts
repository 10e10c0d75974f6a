// `npm run bench:search`: WebSearch end to end through the built library's facade against a loopback
// SearXNG-compatible server (its own process, fixed 50 ms delay), each figure beside its baseline:
// - overhead: one search vs one plain undici GET of the same server, paired A B A B (median, p99);
// - a cache hit vs the uncached search;
// - 100 identical concurrent calls vs the 100 requests a cache-less client would send;
// - heap after 1,000 distinct searches vs heap once the cache is full (its bound).
//   node --expose-gc --import tsx bench/search/web-search.bench.ts [--pairs 150]
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import type { WebResearch } from '../../composition/web-research.facade.js';
import { SEARCH_CACHE_MAX_ENTRIES } from '../../domain/search/search-deadlines.js';
import { machineLine, reportRows, type BenchRow } from '../support/bench-table.js';
import { builtLibrary } from '../support/built-library.js';
import { startLoopbackServer } from '../support/loopback-server.js';
import { median, mib, ms, paired, percentile } from '../support/stats.js';

const { values } = parseArgs({ options: { pairs: { type: 'string', default: '150' } } });
const PAIRS = Number(values.pairs);
const DELAY_MS = 50;

const { createWebResearch } = await builtLibrary();
const server = await startLoopbackServer();
const endpoint = (delayMs: number): string => `${server.origin}/searxng/${delayMs}`;

async function facade(delayMs: number): Promise<WebResearch> {
  const created = await createWebResearch({
    agentConfig: { tools: { web: { search: { backend: 'searxng', searxng: { endpoint: endpoint(delayMs) }, maxRequestsPerRun: 20 } } }, sandbox: { network: { mode: 'localhost' } } },
    env: {},
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

async function timedSearch(research: WebResearch, query: string): Promise<number> {
  const run = research.startRun();
  const started = process.hrtime.bigint();
  const result = await run.search({ query });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  await run.close();
  if (!result.ok) throw new Error(`search failed: ${result.content}`);
  return elapsed;
}

function heapAfterGc(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

console.log(`bench:search — ${machineLine()}\nmethod: ${PAIRS} pairs after 10 warm-up pairs; server delay ${DELAY_MS} ms; each search in a fresh run, distinct query (no cache hit)`);
const rows: BenchRow[] = [];
const agent = new Agent({ keepAliveTimeout: 60_000 });
try {
  const research = await facade(DELAY_MS);
  let n = 0;
  const searchOnce = (): Promise<number> => timedSearch(research, `bench query number ${++n}`);
  const bareOnce = async (): Promise<number> => {
    const url = `${endpoint(DELAY_MS)}/search?q=${encodeURIComponent(`bare query number ${++n}`)}&format=json`;
    const started = process.hrtime.bigint();
    const response = await request(url, { dispatcher: agent });
    await response.body.json();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const overhead = await paired(searchOnce, bareOnce, { runs: PAIRS, warmup: 10 });
  const differences = overhead.a.map((value, i) => value - (overhead.b[i] ?? 0));
  const bareMedian = median(overhead.b);
  rows.push({ figure: 'search: overhead over one plain request, median', value: ms(median(differences)), baseline: `undici GET: ${ms(bareMedian)}`, ratio: median(overhead.ratios), target: '< 2 ms', met: median(differences) < 2 });
  rows.push({ figure: 'search: overhead over one plain request, p99', value: ms(percentile(differences, 0.99)), baseline: `undici GET p99: ${ms(percentile(overhead.b, 0.99))}`, target: 'reported', met: true });

  const hitQuery = 'bench cached query';
  await timedSearch(research, hitQuery);
  const hitRun = research.startRun();
  const hits: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = process.hrtime.bigint();
    await hitRun.search({ query: hitQuery });
    hits.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  await hitRun.close();
  const hit = median(hits.slice(200));
  rows.push({ figure: 'search: cache hit latency (median of 1,800)', value: ms(hit), baseline: `uncached search: ${ms(median(overhead.a))}`, ratio: hit / median(overhead.a), target: '< 50 µs', met: hit < 0.05 });
  await research.close();

  const concurrent = await facade(DELAY_MS);
  await server.resetSearches();
  const answers = await Promise.all(Array.from({ length: 100 }, async () => {
    const run = concurrent.startRun();
    const result = await run.search({ query: 'one query asked by one hundred callers' });
    await run.close();
    return result.ok;
  }));
  const sent = await server.searches();
  rows.push({ figure: 'search: provider requests for 100 identical concurrent calls', value: `${sent} (${answers.filter(Boolean).length} answered)`, baseline: 'no sharing: 100', ratio: sent / 100, target: 'exactly 1', met: sent === 1 && answers.every(Boolean) });
  await concurrent.close();

  const many = await facade(0);
  const searchBatch = async (from: number, to: number): Promise<void> => {
    for (let i = from; i < to; i += 10) await Promise.all(Array.from({ length: Math.min(10, to - i) }, (_, j) => timedSearch(many, `distinct topic ${i + j}`)));
  };
  await searchBatch(0, SEARCH_CACHE_MAX_ENTRIES);
  const full = heapAfterGc();
  await searchBatch(SEARCH_CACHE_MAX_ENTRIES, 1_000);
  const after = heapAfterGc();
  rows.push({ figure: 'search: heap after 1,000 distinct searches', value: mib(after), baseline: `cache full (${SEARCH_CACHE_MAX_ENTRIES} entries): ${mib(full)}`, ratio: after / full, target: '≤ 1.10× (bounded)', met: after / full <= 1.1 });
  await many.close();
} finally {
  await agent.close();
  server.close();
}
reportRows('search', rows);

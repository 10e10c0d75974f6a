// Benchmark of the pure search pipeline a WebSearch answer goes through after the providers:
// URL normalisation, reciprocal-rank fusion over 4 backends x 4 query variants, the relevance
// gate, and bounded rendering of 10 results with 4 KB snippets. Prints ms per search (p50/p95)
// beside a baseline that only renders (no fusion/gate), so regressions in either show.
import { performance } from 'node:perf_hooks';
import { normalizeResultUrl } from '../../domain/url/result-url-normalizer.js';
import { fuseRankings } from '../../domain/ranking/reciprocal-rank-fusion.js';
import type { RankedItem } from '../../domain/ranking/ranked-result.js';
import { parseSearchQuery } from '../../domain/relevance/search-query-parser.js';
import { isRelevant } from '../../domain/relevance/relevance-gate.policy.js';
import { renderSearchOutput } from '../../domain/search-output/search-output-renderer.js';

const QUERY = 'rust async runtime "work stealing" site:example.org';
const words = 'rust async runtime work stealing scheduler tokio executor futures waker poll'.split(' ');

function snippet(seed: number, length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += `${words[(seed + i * 7) % words.length]} `;
  return `work stealing ${text}`;
}

function lists(): RankedItem[][] {
  const out: RankedItem[][] = [];
  for (let backend = 0; backend < 4; backend += 1) {
    for (let variant = 0; variant < 4; variant += 1) {
      const list: RankedItem[] = [];
      for (let rank = 1; rank <= 10; rank += 1) {
        const page = (backend * 3 + variant * 5 + rank) % 25;
        const normalized = normalizeResultUrl(`https://docs.example.org/rust/page-${page}?utm_source=x&id=${page}#top`);
        if (!normalized.ok) throw new Error('bench URL rejected');
        list.push({
          ...normalized.value,
          title: `Rust async runtime page ${page}`,
          snippet: snippet(page, 4_200),
          provenance: { backend: `b${backend}`, queryVariant: variant, rank },
        });
      }
      out.push(list);
    }
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

function measure(name: string, iterations: number, fn: () => void): void {
  for (let i = 0; i < 20; i += 1) fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(3)} ms  p95 ${percentile(times, 0.95).toFixed(3)} ms  (${iterations} runs)`);
}

const control = { backend: 'b0', requestsUsed: 2, requestsRemaining: 2, cooldown: [] };
const metadata = { backends: ['b0', 'b1'], query: QUERY, alternateQueriesUsed: [] };
const filters = { domains: [], excludeDomains: [], filterSupport: [] };
const parsed = parseSearchQuery(QUERY);
const input = lists();

const firstList = input[0]!.slice(0, 10).map((item) => ({ ...item, provenance: [item.provenance] }));
measure('baseline: render 10 results only', 300, () => {
  renderSearchOutput({ control, metadata, filters, results: firstList });
});
measure('pipeline: fuse 16 lists + gate + render', 300, () => {
  const fused = fuseRankings(input).filter((r) => isRelevant(r, parsed).relevant).slice(0, 10);
  renderSearchOutput({ control, metadata, filters, results: fused });
});

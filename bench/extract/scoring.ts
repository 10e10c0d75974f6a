import type { CorpusPage } from './corpus.js';
import { markdownToText } from './markdown-to-text.js';
import { bootstrapSpread, pageF1, pagePrecision, pageRecall, scoreCorpus, scorePage } from './metric.js';
import type { BootstrapSpread, CorpusScore, PageCounts } from './metric.js';
import type { VariantRun } from './worker-result.js';

/** One page of one variant, scored. */
export interface ScoredPage {
  readonly id: string;
  readonly counts: PageCounts;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly ms: number;
  readonly failed: boolean;
  readonly empty: boolean;
}

/** A variant's quality, speed and memory over the corpus. */
export interface VariantSummary {
  readonly variant: string;
  readonly description: string;
  readonly score: CorpusScore;
  readonly spread?: BootstrapSpread;
  readonly pagesPerSecond: number;
  /** Per-page wall time percentiles, ms. */
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  /** Per-page CPU time median, ms (less sensitive than wall time to other load on the machine). */
  readonly p50CpuMs: number;
  readonly peakRssBytes: number;
  readonly failures: number;
  readonly emptyOutputs: number;
  readonly pages: readonly ScoredPage[];
}

/** Nearest-rank percentile of `values` (0 < q ≤ 1). */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

/** Scores a child's run against the corpus truths; pages the run lacks count as empty output. */
export function summarise(run: VariantRun, corpus: readonly CorpusPage[], bootstrapRounds: number): VariantSummary {
  const byId = new Map(run.pages.map((page) => [page.id, page]));
  const pages: ScoredPage[] = corpus.map((page) => {
    const measured = byId.get(page.id);
    const counts = scorePage(page.truth, markdownToText(measured?.output ?? ''));
    return {
      id: page.id,
      counts,
      precision: pagePrecision(counts),
      recall: pageRecall(counts),
      f1: pageF1(counts),
      ms: measured?.ms ?? Number.NaN,
      failed: measured === undefined || measured.error !== undefined,
      empty: (measured?.output ?? '').trim() === '',
    };
  });
  const times = run.pages.map((page) => page.ms);
  const allCounts = pages.map((page) => page.counts);
  return {
    variant: run.variant,
    description: run.description,
    score: scoreCorpus(allCounts),
    ...(bootstrapRounds > 0 ? { spread: bootstrapSpread(allCounts, bootstrapRounds) } : {}),
    pagesPerSecond: run.pages.length / (run.totalMs / 1000),
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: Math.max(...times),
    p50CpuMs: percentile(run.pages.map((page) => page.cpuMs), 0.5),
    peakRssBytes: run.peakRssBytes,
    failures: pages.filter((page) => page.failed).length,
    emptyOutputs: pages.filter((page) => page.empty).length,
    pages,
  };
}

import { pageKey, type CorpusPage } from './corpus.js';
import { markdownToText } from './markdown-to-text.js';
import { bootstrapSpread, pageF1, scoreCorpus, scorePage } from './metric.js';
import type { BootstrapSpread, CorpusScore, PageCounts } from './metric.js';
import { meanWordScore, scoreWords, type WordScore } from './word-metric.js';
import type { VariantRun } from './worker-result.js';
import { percentile } from '../support/stats.js';

/** Nearest-rank percentile (0 < q ≤ 1), shared with every bench. */
export { percentile };

/** One page of one variant, scored with both metrics. */
export interface ScoredPage {
  readonly key: string;
  readonly corpus: string;
  readonly type: string;
  /** Shingle counts (the news benchmark's metric). */
  readonly counts: PageCounts;
  /** Per-page shingle F1 (for diagnosis: the corpus figure is not a mean of these). */
  readonly shingleF1: number;
  /** WCXB word precision, recall and F1. */
  readonly words: WordScore;
  readonly ms: number;
  readonly failed: boolean;
  readonly empty: boolean;
}

/** Both metrics over a set of pages. */
export interface GroupScore {
  readonly pages: number;
  /** Shingle F1 with precision averaged over pages with output and recall over all (the news benchmark). */
  readonly shingle: CorpusScore;
  /** Mean per-page word P/R/F1 (WCXB). */
  readonly words: WordScore;
}

/** A variant's scores for one corpus, overall and per page type. */
export interface CorpusSummary extends GroupScore {
  readonly corpus: string;
  readonly spread?: BootstrapSpread;
  readonly byType: ReadonlyMap<string, GroupScore>;
}

/** A variant's quality, speed and memory over the corpora. */
export interface VariantSummary {
  readonly variant: string;
  readonly description: string;
  readonly corpora: readonly CorpusSummary[];
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


/** Scores one page's Markdown with both metrics. */
export function scoreOutput(page: CorpusPage, markdown: string): { readonly counts: PageCounts; readonly words: WordScore } {
  const text = markdownToText(markdown);
  return { counts: scorePage(page.truth, text), words: scoreWords(page.truth, text) };
}

/** Both metrics over scored pages. */
export function groupScore(pages: readonly Pick<ScoredPage, 'counts' | 'words'>[]): GroupScore {
  return { pages: pages.length, shingle: scoreCorpus(pages.map((page) => page.counts)), words: meanWordScore(pages.map((page) => page.words)) };
}

/** Scores a child's run against the corpora; pages the run lacks count as empty output. */
export function summarise(run: VariantRun, corpus: readonly CorpusPage[], bootstrapRounds: number): VariantSummary {
  const byKey = new Map(run.pages.map((page) => [page.key, page]));
  const pages: ScoredPage[] = corpus.map((page) => {
    const measured = byKey.get(pageKey(page));
    const scored = scoreOutput(page, measured?.output ?? '');
    return {
      key: pageKey(page),
      corpus: page.corpus,
      type: page.type,
      ...scored,
      shingleF1: pageF1(scored.counts),
      ms: measured?.ms ?? Number.NaN,
      failed: measured === undefined || measured.error !== undefined,
      empty: (measured?.output ?? '').trim() === '',
    };
  });
  const corpora = [...new Set(pages.map((page) => page.corpus))].map((name): CorpusSummary => {
    const inCorpus = pages.filter((page) => page.corpus === name);
    const types = [...new Set(inCorpus.map((page) => page.type))].sort();
    return {
      corpus: name,
      ...groupScore(inCorpus),
      ...(bootstrapRounds > 0 ? { spread: bootstrapSpread(inCorpus.map((page) => page.counts), bootstrapRounds) } : {}),
      byType: new Map(types.map((type) => [type, groupScore(inCorpus.filter((page) => page.type === type))])),
    };
  });
  const times = run.pages.map((page) => page.ms);
  return {
    variant: run.variant,
    description: run.description,
    corpora,
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

/**
 * Article-extraction score of the scrapinghub article-extraction-benchmark, as
 * described in `test/fixtures/extraction-corpus` and in `bench/RESULTS.md`:
 *
 * - tokens: maximal runs of Unicode letters, numbers and `_`, case-sensitive;
 * - per page, the multisets of 4-token shingles of truth and prediction are
 *   compared (a text of 1–3 tokens has one shorter shingle, an empty text none)
 *   and the true-positive, false-positive and false-negative counts are scaled
 *   to sum to 1, so that every page weighs the same;
 * - precision is averaged over pages whose prediction has shingles, recall over
 *   pages whose truth has shingles; F1 is the harmonic mean of the two means.
 *
 * Predictions in Markdown must go through {@link markdownToText} first.
 */

const WORD_RUN = /[\p{L}\p{N}_]+/gu;

/** Shingle width of the benchmark. */
export const SHINGLE_WIDTH = 4;

/** Share of one page's shingles that matched, over-produced and were missed; sums to 1 (or all 0). */
export interface PageCounts {
  readonly truePositive: number;
  readonly falsePositive: number;
  readonly falseNegative: number;
}

/** Point estimate of the benchmark over a set of pages. */
export interface CorpusScore {
  readonly f1: number;
  readonly precision: number;
  readonly recall: number;
}

/** Word tokens of a text, in order. */
export function wordTokens(text: string): string[] {
  return text.match(WORD_RUN) ?? [];
}

function shingleMultiset(text: string): Map<string, number> {
  const tokens = wordTokens(text);
  const multiset = new Map<string, number>();
  if (tokens.length === 0) return multiset;
  const windows = Math.max(1, tokens.length - SHINGLE_WIDTH + 1);
  for (let start = 0; start < windows; start++) {
    // Tokens never contain U+0001, so joining on it cannot merge two shingles.
    const key = tokens.slice(start, start + SHINGLE_WIDTH).join('\u0001');
    multiset.set(key, (multiset.get(key) ?? 0) + 1);
  }
  return multiset;
}

/** Compares one page's predicted text with its ground truth (both plain text). */
export function scorePage(truth: string, prediction: string): PageCounts {
  const expected = shingleMultiset(truth);
  const produced = shingleMultiset(prediction);
  let matched = 0;
  let missed = 0;
  let extra = 0;
  for (const [key, wanted] of expected) {
    const got = produced.get(key) ?? 0;
    matched += Math.min(wanted, got);
    missed += Math.max(0, wanted - got);
  }
  for (const [key, got] of produced) {
    extra += Math.max(0, got - (expected.get(key) ?? 0));
  }
  const total = matched + missed + extra;
  if (total === 0) return { truePositive: 0, falsePositive: 0, falseNegative: 0 };
  return { truePositive: matched / total, falsePositive: extra / total, falseNegative: missed / total };
}

/** Precision of one page; a perfect or empty-vs-empty page counts as 1. */
export function pagePrecision(counts: PageCounts): number {
  const { truePositive, falsePositive, falseNegative } = counts;
  if (falsePositive === 0 && falseNegative === 0) return 1;
  const produced = truePositive + falsePositive;
  return produced === 0 ? 0 : truePositive / produced;
}

/** Recall of one page; a perfect or empty-vs-empty page counts as 1. */
export function pageRecall(counts: PageCounts): number {
  const { truePositive, falsePositive, falseNegative } = counts;
  if (falsePositive === 0 && falseNegative === 0) return 1;
  const expected = truePositive + falseNegative;
  return expected === 0 ? 0 : truePositive / expected;
}

/** Per-page F1 (for diagnosis only: the corpus F1 is not a mean of these). */
export function pageF1(counts: PageCounts): number {
  const precision = pagePrecision(counts);
  const recall = pageRecall(counts);
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

/** Corpus score from per-page counts; NaN parts when no page qualifies. */
export function scoreCorpus(pages: readonly PageCounts[]): CorpusScore {
  let precisionSum = 0;
  let precisionPages = 0;
  let recallSum = 0;
  let recallPages = 0;
  for (const page of pages) {
    if (page.truePositive + page.falsePositive > 0) {
      precisionSum += pagePrecision(page);
      precisionPages++;
    }
    if (page.truePositive + page.falseNegative > 0) {
      recallSum += pageRecall(page);
      recallPages++;
    }
  }
  const precision = precisionSum / precisionPages;
  const recall = recallSum / recallPages;
  return { f1: (2 * precision * recall) / (precision + recall), precision, recall };
}

/** Standard deviations of the corpus score over bootstrap resamples of pages. */
export interface BootstrapSpread {
  readonly f1: number;
  readonly precision: number;
  readonly recall: number;
}

/**
 * Bootstrap spread of {@link scoreCorpus}: resamples pages with replacement
 * `rounds` times from a fixed seed, so the figures repeat run to run.
 */
export function bootstrapSpread(pages: readonly PageCounts[], rounds = 1000, seed = 0x5eed): BootstrapSpread {
  const nextUnit = seededUnitSource(seed);
  const samples: CorpusScore[] = [];
  for (let round = 0; round < rounds; round++) {
    const resample = pages.map(() => pages[Math.floor(nextUnit() * pages.length)] as PageCounts);
    samples.push(scoreCorpus(resample));
  }
  return {
    f1: sampleStdDev(samples.map((s) => s.f1)),
    precision: sampleStdDev(samples.map((s) => s.precision)),
    recall: sampleStdDev(samples.map((s) => s.recall)),
  };
}

function sampleStdDev(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length < 2) return 0;
  const mean = finite.reduce((sum, v) => sum + v, 0) / finite.length;
  const squares = finite.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  return Math.sqrt(squares / (finite.length - 1));
}

/** xorshift32: a tiny deterministic generator of numbers in [0, 1). */
function seededUnitSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

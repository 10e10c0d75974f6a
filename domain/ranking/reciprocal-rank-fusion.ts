import type { FusedResult, RankedItem, RankedList, ResultProvenance } from './ranked-result.js';

/** The customary RRF smoothing constant (Cormack, Clarke & Büttcher 2009). */
export const RRF_DEFAULT_K = 60;

interface Occurrence {
  readonly item: RankedItem;
  readonly listIndex: number;
}

/**
 * Reciprocal-rank fusion of several ranked lists (backends × query variants) into one ranking.
 *
 * - Items with the same `key` are one document: score = Σ 1/(k + rank) over the lists it appears in.
 *   A key repeated inside one list counts once, at its best rank. Ranks are summed in ascending
 *   order so that equal rank multisets give bit-identical scores.
 * - Ordering: higher score first; ties by best single rank, then by the earliest list the key
 *   appears in, then by key (code-unit order). The result is fully deterministic.
 * - Display fields come from the best occurrence (lowest rank, then earliest list). A blank title,
 *   snippet or missing date there falls back to the next-best occurrence that has one; a longer
 *   snippet elsewhere never replaces a non-blank best one. The URL is the best occurrence's, except
 *   that an https occurrence wins over an http one (same key), so fusion never downgrades the scheme.
 * - `provenance` keeps every counted occurrence, in list order.
 *
 * Throws `RangeError` (a programmer error) for a negative or non-finite `k`, or a rank that is not
 * a positive integer.
 */
export function fuseRankings(lists: readonly RankedList[], k: number = RRF_DEFAULT_K): FusedResult[] {
  if (!Number.isFinite(k) || k < 0) throw new RangeError(`RRF k must be a finite number >= 0, got ${k}`);
  const occurrencesByKey = new Map<string, Occurrence[]>();
  lists.forEach((list, listIndex) => {
    for (const item of bestPerKey(list)) {
      const occurrences = occurrencesByKey.get(item.key);
      if (occurrences === undefined) occurrencesByKey.set(item.key, [{ item, listIndex }]);
      else occurrences.push({ item, listIndex });
    }
  });
  const fused = [...occurrencesByKey.entries()].map(([key, occurrences]) => fuseOne(key, occurrences, k));
  return fused.sort(compareFused).map((entry) => entry.result);
}

function bestPerKey(list: RankedList): RankedItem[] {
  const best = new Map<string, RankedItem>();
  for (const item of list) {
    const { rank } = item.provenance;
    if (!Number.isInteger(rank) || rank < 1) throw new RangeError(`rank must be a positive integer, got ${rank}`);
    const current = best.get(item.key);
    if (current === undefined || rank < current.provenance.rank) best.set(item.key, item);
  }
  return [...best.values()];
}

interface FusedEntry {
  readonly result: FusedResult;
  readonly firstListIndex: number;
}

function fuseOne(key: string, occurrences: readonly Occurrence[], k: number): FusedEntry {
  const byQuality = [...occurrences].sort(
    (left, right) => left.item.provenance.rank - right.item.provenance.rank || left.listIndex - right.listIndex,
  );
  const best = byQuality[0];
  if (best === undefined) throw new Error('fuseOne needs at least one occurrence');
  const score = byQuality.reduce((sum, occurrence) => sum + 1 / (k + occurrence.item.provenance.rank), 0);
  const secure = byQuality.find((occurrence) => occurrence.item.url.startsWith('https:'));
  const publishedAt = byQuality.find((occurrence) => occurrence.item.publishedAt !== undefined)?.item.publishedAt;
  const provenance: ResultProvenance[] = occurrences.map((occurrence) => occurrence.item.provenance);
  const result: FusedResult = {
    key,
    url: (secure ?? best).item.url,
    host: best.item.host,
    title: firstNonBlank(byQuality, (item) => item.title),
    snippet: firstNonBlank(byQuality, (item) => item.snippet),
    ...(publishedAt === undefined ? {} : { publishedAt }),
    score,
    bestRank: best.item.provenance.rank,
    provenance,
  };
  return { result, firstListIndex: Math.min(...occurrences.map((occurrence) => occurrence.listIndex)) };
}

function firstNonBlank(occurrences: readonly Occurrence[], field: (item: RankedItem) => string): string {
  const found = occurrences.find((occurrence) => field(occurrence.item).trim() !== '');
  return found === undefined ? '' : field(found.item);
}

function compareFused(left: FusedEntry, right: FusedEntry): number {
  if (left.result.score !== right.result.score) return right.result.score - left.result.score;
  if (left.result.bestRank !== right.result.bestRank) return left.result.bestRank - right.result.bestRank;
  if (left.firstListIndex !== right.firstListIndex) return left.firstListIndex - right.firstListIndex;
  if (left.result.key === right.result.key) return 0;
  return left.result.key < right.result.key ? -1 : 1;
}

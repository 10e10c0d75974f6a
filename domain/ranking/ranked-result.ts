/**
 * Where one occurrence of a result came from. `queryVariant` is 0 for the primary query and
 * 1–3 for the alternate queries in the order supplied; `rank` is the 1-based position the backend
 * gave the result for that query. `engine` is the upstream engine inside a meta-search backend
 * (SearXNG's `engine`), when known.
 */
export interface ResultProvenance {
  readonly backend: string;
  readonly queryVariant: number;
  readonly rank: number;
  readonly engine?: string;
}

/**
 * One result of one backend for one query variant, after URL normalisation: `key`, `url` and
 * `host` come from `NormalizedUrl`; title, snippet and date are the provider's raw text.
 */
export interface RankedItem {
  readonly key: string;
  readonly url: string;
  readonly host: string;
  readonly title: string;
  readonly snippet: string;
  readonly publishedAt?: string;
  readonly provenance: ResultProvenance;
}

/** The results of one backend for one query variant, best first. */
export type RankedList = readonly RankedItem[];

/**
 * A document after reciprocal-rank fusion. `score` is Σ 1/(k + rank) over the lists it appears in;
 * `bestRank` is its best single rank; `provenance` lists every counted occurrence in list order.
 */
export interface FusedResult {
  readonly key: string;
  readonly url: string;
  readonly host: string;
  readonly title: string;
  readonly snippet: string;
  readonly publishedAt?: string;
  readonly score: number;
  readonly bestRank: number;
  readonly provenance: readonly ResultProvenance[];
}

import type { ResultProvenance } from '../ranking/ranked-result.js';

/**
 * One ranked result as the renderer shows it. `FusedResult` (domain/ranking) satisfies this shape,
 * so fused results can be passed straight through. Title, snippet and date are raw untrusted text:
 * the renderer sanitises and bounds them. `url` must be a normalised result URL (`normalizeResultUrl`).
 */
export interface SearchResultView {
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
  /** Publication date as the provider gave it (not parsed; shown bounded). */
  readonly publishedAt?: string;
  /** Every backend/query-variant occurrence, best first or in list order. */
  readonly provenance: readonly ResultProvenance[];
}

/** The one-line machine-readable status that opens every WebSearch output. */
export interface SearchControlInfo {
  /** Backend whose answer is shown (`none` when no backend answered). */
  readonly backend: string;
  readonly requestsUsed: number;
  readonly requestsRemaining: number;
  /** Backends skipped or deferred because they are cooling down (empty → `none`). */
  readonly cooldown: readonly string[];
  /** Further `key=value` fields in this order, e.g. `['cache', 'hit']`. Keys are snake_case. */
  readonly extra?: readonly (readonly [string, string | number | boolean])[];
}

/** How one backend treated a filter (mirrors the search-provider port's `FilterTreatment`). */
export type FilterTreatmentView = 'enforced' | 'advisory' | 'unsupported';

/** Filter support of one backend that ran, shown on the `filter support:` line. */
export interface BackendFilterSupportView {
  readonly backend: string;
  readonly language: FilterTreatmentView;
  readonly timeRange: FilterTreatmentView;
  readonly domains: FilterTreatmentView;
}

/** The request's filters as applied, plus per-backend support (`outcome.filterSupport`). */
export interface SearchOutputFilters {
  readonly domains: readonly string[];
  readonly excludeDomains: readonly string[];
  readonly language?: string;
  readonly timeRange?: 'day' | 'month' | 'year';
  readonly filterSupport: readonly BackendFilterSupportView[];
}

/** Bounded description of what ran: contributing backends, the query and the alternates used. */
export interface SearchOutputMetadata {
  /** Backends that contributed results (or were consulted), in chain order. */
  readonly backends: readonly string[];
  /** The primary query exactly as sent (untrusted text; shown sanitised and bounded). */
  readonly query: string;
  /** Alternate queries that actually ran, in order. */
  readonly alternateQueriesUsed: readonly string[];
}

/** Everything around the results: what `frameResultBody` needs besides the rendered body. */
export interface SearchOutputFrame {
  readonly control: SearchControlInfo;
  readonly metadata: SearchOutputMetadata;
  readonly filters: SearchOutputFilters;
}

/** Everything `renderSearchOutput` needs. `results` are in final rank order, best first. */
export interface SearchOutputInput extends SearchOutputFrame {
  readonly results: readonly SearchResultView[];
}

/** The model-facing text and what bounding did to it (for telemetry truncation flags). */
export interface RenderedSearchOutput extends SearchBodyBounding {
  readonly text: string;
}

/** The results' part of the output (`renderResultBody`): from the begin marker to the last budget notice. */
export interface RenderedResultBody extends SearchBodyBounding {
  readonly text: string;
}

/** What fitting the results into the body did. Counts refer to results, not characters. */
export interface SearchBodyBounding {
  /** UTF-8 bytes of the body between the markers (≤ BODY_MAX_BYTES). */
  readonly bodyBytes: number;
  readonly resultsShown: number;
  /** Lowest-ranked results left out to fit the body budget. */
  readonly resultsOmitted: number;
  /** Shown results whose snippet was shortened (below its 4,000-character bound) to fit the body. */
  readonly snippetsShortened: number;
  /** Shown results whose snippet was removed to fit the body. */
  readonly snippetsRemoved: number;
  /** Shown results whose title was cut at TITLE_MAX_CHARS. */
  readonly titlesTruncated: number;
  /** Shown results whose snippet carries the truncation marker (per-snippet bound or body budget). */
  readonly snippetsTruncated: number;
  /** True when anything at all was cut, shortened, removed or omitted. */
  readonly truncated: boolean;
}

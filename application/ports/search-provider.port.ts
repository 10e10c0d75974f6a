import type { Result } from '../../domain/shared/result.js';

/** The concrete engines a search can reach. `keyless` in config means duckduckgo then startpage. */
export type SearchProviderId = 'searxng' | 'ollama' | 'codex' | 'duckduckgo' | 'startpage';

export type TimeRange = 'day' | 'month' | 'year';

/** How a provider treated each filter: enforced by the engine, passed as a hint, or not sent. */
export type FilterTreatment = 'enforced' | 'advisory' | 'unsupported';

export interface FilterSupport {
  readonly language: FilterTreatment;
  readonly timeRange: FilterTreatment;
  /** Domain filters are always enforced locally afterwards; this says whether the engine saw them too. */
  readonly domains: FilterTreatment;
}

/**
 * Consumed before every actual provider request (a local Ollama compatibility retry consumes twice).
 * Returns false when the run's request budget is spent: the adapter must then send nothing and
 * return `{ code: 'search_budget_exhausted' }`.
 */
export interface RequestGate {
  tryConsume(): boolean;
  /** Gives back one consumed request that was never sent (refused at connect by the network policy). */
  refund(): void;
}

/** One provider call: the exact query (never rewritten) plus advisory filters. */
export interface ProviderSearchRequest {
  readonly query: string;
  /** Effective limit 1–10 (sent as the provider's own result cap where it has one). */
  readonly limit: number;
  readonly language?: string;
  readonly timeRange?: TimeRange;
  readonly domains: readonly string[];
  readonly excludeDomains: readonly string[];
  readonly signal: AbortSignal;
  /** Per-request timeout in ms; the adapter also stops at `signal`. */
  readonly timeoutMs: number;
  readonly gate: RequestGate;
}

/** A result as the provider gave it, before normalisation. */
export interface RawSearchResult {
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
  readonly publishedAt?: string;
  /** Upstream engine (SearXNG's `engine`) when known. */
  readonly engine?: string;
}

export interface ProviderSuccess {
  readonly results: readonly RawSearchResult[];
  /** Search requests sent, as charged to the run budget (1; 2 for an Ollama compatibility retry). A Startpage token page is not one. */
  readonly requestsSent: number;
  readonly filterSupport: FilterSupport;
}

/** An upstream engine that failed inside a meta-search provider (SearXNG `unresponsive_engines`). */
export interface EngineFailure {
  readonly engine: string;
  readonly reason: string;
}

export type ProviderFailureCode =
  | 'rate_limited'
  | 'backend_unavailable'
  | 'timeout'
  | 'cancelled'
  | 'policy_denied'
  | 'authentication_required'
  | 'access_challenge'
  | 'backend_not_ready'
  | 'quota_exhausted'
  | 'search_budget_exhausted';

export interface ProviderFailure {
  readonly code: ProviderFailureCode;
  /** Sanitised, bounded: names engines and categories, never credentials or full upstream bodies. */
  readonly message: string;
  readonly requestsSent: number;
  readonly httpStatus?: number;
  readonly retryAfterMs?: number;
  readonly engines?: readonly EngineFailure[];
}

/**
 * One search backend. `scope` names its admission/cooldown bucket. Adapters never follow
 * redirects, never retry on their own (except Ollama's documented 404/405 path fallback),
 * and translate every transport/HTTP/parse condition into a `ProviderFailure`.
 */
export interface SearchProviderPort {
  readonly id: SearchProviderId;
  /** Admission/cooldown key, e.g. the endpoint origin. */
  readonly scopeKey: string;
  /** The URL the provider contacts, checked against the sandbox network policy before any request. */
  readonly endpoint: string;
  search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>>;
}

/** Injection token for the ordered list of configured providers (`SearchProviderPort[]`). */
export const SEARCH_PROVIDERS = Symbol.for('mono-agent-web.port.SearchProviders');

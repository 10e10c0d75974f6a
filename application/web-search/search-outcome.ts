import type { CooldownCause } from '../../domain/cooldown/cooldown-cause.js';
import type { ResultProvenance } from '../../domain/ranking/ranked-result.js';
import type { FilterSupport, SearchProviderId } from '../ports/search-provider.port.js';

/**
 * How one backend fared in a search. `ok`: it supplied accepted results; `empty`: it worked and
 * found nothing; `irrelevant`: it worked but nothing passed the relevance gate and domain filters;
 * skips (`deferred`, `cooldown`, `not_configured`, `not_ready`, `policy_denied`,
 * `budget_exhausted`) sent no request; the rest are failure categories of a request.
 */
export type BackendStatus =
  | 'ok'
  | 'empty'
  | 'irrelevant'
  | 'deferred'
  | 'cooldown'
  | 'not_configured'
  | 'not_ready'
  | 'policy_denied'
  | 'budget_exhausted'
  | 'rate_limited'
  | 'backend_unavailable'
  | 'timeout'
  | 'cancelled'
  | 'authentication_required'
  | 'access_challenge'
  | 'quota_exhausted'
  /** Host coordination state unusable: nothing was sent (fail closed). */
  | 'coordination_unavailable';

/** The provider's disposition in this search: bounded operational facts only. */
export interface BackendDisposition {
  readonly backend: SearchProviderId;
  readonly status: BackendStatus;
  readonly requests: number;
  /** Sanitised one-line reason (engines and categories; never credentials or page text). */
  readonly message?: string;
  readonly httpStatus?: number;
  readonly retryAfterMs?: number;
  /** Absolute epoch ms after which the provider may be asked again. */
  readonly retryAt?: number;
  /** Whether another search attempt with this backend can help within this run. */
  readonly retryInRun: boolean;
  /** With status `cooldown`: what opened it (throttling, or repeated infrastructure failures). */
  readonly cooldownCause?: CooldownCause;
  readonly engines?: readonly { readonly engine: string; readonly reason: string }[];
}

/** One ranked result as reported in `details`. */
export interface SearchResultDetail {
  readonly rank: number;
  readonly title: string;
  readonly url: string;
  readonly snippet: string;
  readonly publishedAt?: string;
  readonly provenance: readonly ResultProvenance[];
}

/** The structured outcome of a search that produced an answer (results or a genuine `No results.`). */
export interface SearchAnswer {
  /** Backends whose results were used, best first (empty for `No results.`). */
  readonly backends: readonly SearchProviderId[];
  readonly query: string;
  readonly alternateQueriesUsed: readonly string[];
  readonly results: readonly SearchResultDetail[];
  readonly dispositions: readonly BackendDisposition[];
  readonly filterSupport: Readonly<Partial<Record<SearchProviderId, FilterSupport>>>;
  /** True when the chain stopped on the request budget before it could finish. */
  readonly budgetStopped: boolean;
}

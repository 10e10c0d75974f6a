import type { Dispatcher } from 'undici';
import type {
  FilterSupport,
  ProviderFailure,
  ProviderSearchRequest,
  ProviderSuccess,
  SearchProviderPort,
  TimeRange,
} from '../../../application/ports/search-provider.port.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { parseRetryAfter } from '../../../domain/cooldown/retry-after.parser.js';
import { acceptLanguageFor } from '../search-http/accept-language.header.js';
import { providerFailure } from '../search-http/provider-failure.factory.js';
import {
  DEFAULT_MAX_SEARCH_BODY_BYTES,
  SearchHttpClient,
  type SearchHttpResponse,
} from '../search-http/search-http.client.js';
import { SEARCH_USER_AGENTS } from '../search-http/search-user-agents.constant.js';
import type { parseDuckDuckGoHtml } from './duckduckgo-html.parser.js';

/** The results parser (and linkedom under it) loads on the first DuckDuckGo answer, not with the adapter. */
const loadParser = () => import('./duckduckgo-html.parser.js');
import { duckDuckGoRegion } from './duckduckgo-region.mapper.js';

/** Construction options of {@link DuckDuckGoSearchAdapter}. */
export interface DuckDuckGoSearchAdapterOptions {
  /** The process's undici dispatcher. */
  readonly dispatcher: Dispatcher;
  /** Origin of the HTML endpoint; defaults to `https://html.duckduckgo.com` (tests pass a loopback origin). */
  readonly baseUrl?: string;
  /** Defaults to {@link SEARCH_USER_AGENTS.keylessBrowser}. */
  readonly userAgent?: string;
  /** Epoch-ms clock for `Retry-After` HTTP-dates; defaults to `Date.now`. */
  readonly now?: () => number;
  /** Body cap in bytes; defaults to {@link DEFAULT_MAX_SEARCH_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
}

const PROVIDER = 'DuckDuckGo';
const DEFAULT_BASE_URL = 'https://html.duckduckgo.com';
const DATE_FILTER: Readonly<Record<TimeRange, string>> = { day: 'd', month: 'm', year: 'y' };
/** `kl` is a region preference and `df` is not a freshness guarantee; domains are not sent. */
const FILTER_SUPPORT: FilterSupport = { language: 'advisory', timeRange: 'advisory', domains: 'unsupported' };
/** Statuses DDG uses to throttle; no credentials are sent, so 403 cannot mean "unauthorized". */
const THROTTLE_STATUSES = new Set([202, 403, 418, 429]);

/**
 * Keyless DuckDuckGo search: a form POST to `{baseUrl}/html/` with `q` (exactly as given),
 * `b` (first page), `kl` (region from the language hint) and `df` (date filter).
 *
 * 202/403/418/429 and every redirect are blocks (`rate_limited`). A 2xx that yields no results
 * is a block when it carries challenge markers, broken markup when result rows could not be
 * read, and otherwise a genuine "no results".
 */
export class DuckDuckGoSearchAdapter implements SearchProviderPort {
  readonly id = 'duckduckgo' as const;
  readonly scopeKey: string;
  /** `{origin}/html/`, the one URL this adapter contacts. */
  readonly endpoint: string;
  readonly #searchUrl: URL;
  readonly #origin: string;
  readonly #dispatcher: Dispatcher;
  readonly #userAgent: string;
  readonly #now: () => number;
  readonly #maxBodyBytes: number;

  constructor(options: DuckDuckGoSearchAdapterOptions) {
    const base = new URL(options.baseUrl ?? DEFAULT_BASE_URL);
    this.#origin = base.origin;
    this.#searchUrl = new URL('/html/', base.origin);
    this.scopeKey = `duckduckgo:${base.origin}`;
    this.endpoint = this.#searchUrl.href;
    this.#dispatcher = options.dispatcher;
    this.#userAgent = options.userAgent ?? SEARCH_USER_AGENTS.keylessBrowser;
    this.#now = options.now ?? Date.now;
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_SEARCH_BODY_BYTES;
  }

  async search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    const form = new URLSearchParams({ q: request.query, b: '' });
    const region = duckDuckGoRegion(request.language);
    if (region !== undefined) form.set('kl', region);
    if (request.timeRange !== undefined) form.set('df', DATE_FILTER[request.timeRange]);

    const client = SearchHttpClient.forRequest(request, { dispatcher: this.#dispatcher, maxBodyBytes: this.#maxBodyBytes, provider: PROVIDER });
    const sent = await client.send({
      url: this.#searchUrl,
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': acceptLanguageFor(request.language),
        'content-type': 'application/x-www-form-urlencoded',
        referer: `${this.#origin}/`,
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-user': '?1',
        'user-agent': this.#userAgent,
      },
      body: form.toString(),
    });
    if (!sent.ok) return err(providerFailure(sent.error.code, sent.error.message, client.requestsSent));
    return this.#interpret(sent.value, client.requestsSent, (await loadParser()).parseDuckDuckGoHtml);
  }

  #interpret(response: SearchHttpResponse, requestsSent: number, parse: typeof parseDuckDuckGoHtml): Result<ProviderSuccess, ProviderFailure> {
    const httpStatus = response.status;
    if (THROTTLE_STATUSES.has(httpStatus)) {
      const retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.#now());
      return err(providerFailure('rate_limited', `${PROVIDER} is throttling this address (HTTP ${httpStatus})`, requestsSent, { httpStatus, retryAfterMs }));
    }
    if (httpStatus >= 300 && httpStatus < 400) {
      return err(providerFailure('rate_limited', `${PROVIDER} redirected the search (HTTP ${httpStatus}); on this engine a redirect is a block and is not followed`, requestsSent, { httpStatus }));
    }
    if (httpStatus < 200 || httpStatus >= 300) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} answered HTTP ${httpStatus}`, requestsSent, { httpStatus }));
    }
    const contentType = response.headers['content-type'];
    if (contentType !== undefined && !/html/i.test(contentType)) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} answered with unexpected content (not HTML)`, requestsSent, { httpStatus }));
    }

    const page = parse(response.bodyText, response.headers['set-cookie']);
    if (page.results.length > 0) return ok({ results: page.results, requestsSent, filterSupport: FILTER_SUPPORT });
    if (page.challengeMarker !== undefined) {
      return err(providerFailure('rate_limited', `${PROVIDER} served a bot challenge instead of results (${page.challengeMarker})`, requestsSent, { httpStatus }));
    }
    if (page.unparsableRows > 0 && !page.noResultsNotice) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} returned result rows that could not be parsed (the page layout may have changed)`, requestsSent, { httpStatus }));
    }
    return ok({ results: [], requestsSent, filterSupport: FILTER_SUPPORT });
  }
}

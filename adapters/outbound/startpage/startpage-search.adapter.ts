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
import { startpageLanguageName } from './startpage-language.mapper.js';
import type { parseStartpageResults } from './startpage-results.parser.js';

/** The page parsers (and linkedom under them) load on the first Startpage answer, not with the adapter. */
const loadHomeParser = () => import('./startpage-home.parser.js');
const loadResultsParser = () => import('./startpage-results.parser.js');

/** Construction options of {@link StartpageSearchAdapter}. */
export interface StartpageSearchAdapterOptions {
  /** The process's undici dispatcher. */
  readonly dispatcher: Dispatcher;
  /** Origin; defaults to `https://www.startpage.com` (tests pass a loopback origin). */
  readonly baseUrl?: string;
  /** Defaults to {@link SEARCH_USER_AGENTS.keylessBrowser}. */
  readonly userAgent?: string;
  /** Epoch-ms clock (token age, `Retry-After` dates); defaults to `Date.now`. */
  readonly now?: () => number;
  /** How long a home-page `sc` token is reused, in ms; defaults to 5 minutes. 0 fetches one per search. */
  readonly searchTokenTtlMs?: number;
  /** Body cap in bytes; defaults to {@link DEFAULT_MAX_SEARCH_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
}

const PROVIDER = 'Startpage';
const DEFAULT_BASE_URL = 'https://www.startpage.com';
const DEFAULT_TOKEN_TTL_MS = 5 * 60_000;
const DATE_FILTER: Readonly<Record<TimeRange, string>> = { day: 'd', month: 'm', year: 'y' };
/** `with_date` and the language names are hints Startpage may ignore; domains are not sent. */
const FILTER_SUPPORT: FilterSupport = { language: 'advisory', timeRange: 'advisory', domains: 'unsupported' };
/** No credentials are sent, so these can only mean "blocked" (401 is Anubis' status-only mode). */
const BLOCK_STATUSES = new Set([401, 403, 429]);

type Step = 'home page' | 'search';

/**
 * Keyless Startpage search. Fetches the home page's `sc` form token (reused for
 * `searchTokenTtlMs`, each fetch a gated request of its own), then form-POSTs `/sp/search` with
 * `query` exactly as given, `cat=web`, `with_date` and the language name.
 *
 * Every redirect (CAPTCHA, `/errors`), 401/403/429, an Anubis interstitial, a home page without
 * the token, and an empty page with CAPTCHA markers are blocks (`rate_limited`). An empty page
 * without markers is a genuine "no results".
 */
export class StartpageSearchAdapter implements SearchProviderPort {
  readonly id = 'startpage' as const;
  readonly scopeKey: string;
  /** `{origin}/sp/search`; the token request goes to `{origin}/`, the same origin. */
  readonly endpoint: string;
  readonly #origin: string;
  readonly #dispatcher: Dispatcher;
  readonly #userAgent: string;
  readonly #now: () => number;
  readonly #tokenTtlMs: number;
  readonly #maxBodyBytes: number;
  #token: { readonly value: string; readonly fetchedAtMs: number } | undefined;

  constructor(options: StartpageSearchAdapterOptions) {
    this.#origin = new URL(options.baseUrl ?? DEFAULT_BASE_URL).origin;
    this.scopeKey = `startpage:${this.#origin}`;
    this.endpoint = new URL('/sp/search', this.#origin).href;
    this.#dispatcher = options.dispatcher;
    this.#userAgent = options.userAgent ?? SEARCH_USER_AGENTS.keylessBrowser;
    this.#now = options.now ?? Date.now;
    this.#tokenTtlMs = options.searchTokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_SEARCH_BODY_BYTES;
  }

  /**
   * One search request, charged to the budget; a missing or stale token is fetched first from the
   * home page, which is not a search request and costs nothing (the search's unit is reserved
   * first, so no token is fetched for a search the budget cannot pay for).
   */
  async search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    const client = SearchHttpClient.forRequest(request, { dispatcher: this.#dispatcher, maxBodyBytes: this.#maxBodyBytes, provider: PROVIDER });
    try {
      return await this.#search(request, client);
    } finally {
      client.releaseReservation();
    }
  }

  async #search(request: ProviderSearchRequest, client: SearchHttpClient): Promise<Result<ProviderSuccess, ProviderFailure>> {
    const token = await this.#searchToken(client, request.language);
    if (!token.ok) return token;

    const form = new URLSearchParams({
      query: request.query,
      cat: 'web',
      t: 'device',
      sc: token.value,
      with_date: request.timeRange === undefined ? '' : DATE_FILTER[request.timeRange],
      abd: '1',
      abe: '1',
      qsr: 'all',
      qadf: 'moderate',
    });
    const languageName = startpageLanguageName(request.language);
    if (languageName !== undefined) {
      form.set('language', languageName);
      form.set('lui', languageName);
    }
    const sent = await client.send({
      url: new URL('/sp/search', this.#origin),
      method: 'POST',
      headers: {
        ...this.#browserHeaders(request.language, 'same-origin'),
        'content-type': 'application/x-www-form-urlencoded',
        origin: this.#origin,
        referer: `${this.#origin}/`,
      },
      body: form.toString(),
    });
    if (!sent.ok) return err(providerFailure(sent.error.code, sent.error.message, client.requestsSent));
    const outcome = this.#interpretSearch(sent.value, client.requestsSent, (await loadResultsParser()).parseStartpageResults);
    if (!outcome.ok && outcome.error.code === 'rate_limited') this.#token = undefined;
    return outcome;
  }

  async #searchToken(client: SearchHttpClient, language: string | undefined): Promise<Result<string, ProviderFailure>> {
    const cached = this.#token;
    if (cached !== undefined && this.#now() - cached.fetchedAtMs < this.#tokenTtlMs) return ok(cached.value);
    const reserved = client.reserve();
    if (!reserved.ok) return err(providerFailure(reserved.error.code, reserved.error.message, 0));
    const sent = await client.send({ url: new URL('/', this.#origin), method: 'GET', headers: this.#browserHeaders(language, 'none') }, { charged: false });
    if (!sent.ok) return err(providerFailure(sent.error.code, sent.error.message, client.requestsSent));
    const blocked = this.#blockedByStatus(sent.value, client.requestsSent, 'home page');
    if (blocked !== undefined) return err(blocked);
    const home = (await loadHomeParser()).parseStartpageHome(sent.value.bodyText, sent.value.headers['set-cookie']);
    if (home.searchToken === undefined) {
      const why = home.challengeMarker === undefined ? 'the search form token (sc) is missing' : `it served a challenge (${home.challengeMarker})`;
      return err(providerFailure('rate_limited', `${PROVIDER} home page cannot start a search: ${why}`, client.requestsSent, { httpStatus: sent.value.status }));
    }
    this.#token = { value: home.searchToken, fetchedAtMs: this.#now() };
    return ok(home.searchToken);
  }

  #interpretSearch(response: SearchHttpResponse, requestsSent: number, parse: typeof parseStartpageResults): Result<ProviderSuccess, ProviderFailure> {
    const blocked = this.#blockedByStatus(response, requestsSent, 'search');
    if (blocked !== undefined) return err(blocked);
    const httpStatus = response.status;
    const page = parse(response.bodyText, response.headers['set-cookie']);
    if (page.anubisMarker !== undefined) {
      return err(providerFailure('rate_limited', `${PROVIDER} served an Anubis proof-of-work interstitial instead of results (${page.anubisMarker})`, requestsSent, { httpStatus }));
    }
    if (page.results.length > 0) return ok({ results: page.results, requestsSent, filterSupport: FILTER_SUPPORT });
    if (page.captchaMarker !== undefined) {
      return err(providerFailure('rate_limited', `${PROVIDER} served a CAPTCHA instead of results (${page.captchaMarker})`, requestsSent, { httpStatus }));
    }
    if (page.proofOfWorkWording !== undefined) {
      return err(providerFailure('rate_limited', `${PROVIDER} served a proof-of-work interstitial instead of results (${page.proofOfWorkWording})`, requestsSent, { httpStatus }));
    }
    if (page.malformed) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} returned result data that could not be parsed (the page format may have changed)`, requestsSent, { httpStatus }));
    }
    return ok({ results: [], requestsSent, filterSupport: FILTER_SUPPORT });
  }

  /** Shared status rules of both steps; `undefined` means "a 2xx HTML page to parse". */
  #blockedByStatus(response: SearchHttpResponse, requestsSent: number, step: Step): ProviderFailure | undefined {
    const httpStatus = response.status;
    if (httpStatus >= 300 && httpStatus < 400) {
      return providerFailure('rate_limited', `${PROVIDER} ${step} redirected to ${describeRedirect(response.headers.location)}; on this engine a redirect is a block and is not followed`, requestsSent, { httpStatus });
    }
    if (BLOCK_STATUSES.has(httpStatus)) {
      const retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.#now());
      return providerFailure('rate_limited', `${PROVIDER} ${step} was refused (HTTP ${httpStatus}): this address is blocked or throttled`, requestsSent, { httpStatus, retryAfterMs });
    }
    if (httpStatus < 200 || httpStatus >= 300) {
      return providerFailure('backend_unavailable', `${PROVIDER} ${step} answered HTTP ${httpStatus}`, requestsSent, { httpStatus });
    }
    const contentType = response.headers['content-type'];
    if (contentType !== undefined && !/html/i.test(contentType)) {
      return providerFailure('backend_unavailable', `${PROVIDER} ${step} answered with unexpected content (not HTML)`, requestsSent, { httpStatus });
    }
    return undefined;
  }

  #browserHeaders(language: string | undefined, fetchSite: 'none' | 'same-origin'): Record<string, string> {
    return {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': acceptLanguageFor(language),
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': fetchSite,
      'sec-fetch-user': '?1',
      'user-agent': this.#userAgent,
    };
  }
}

/** Names the kind of redirect target without echoing its query (which repeats the search). */
function describeRedirect(location: string | undefined): string {
  if (location === undefined) return 'an unnamed location';
  let path: string;
  try {
    path = new URL(location, DEFAULT_BASE_URL).pathname;
  } catch {
    return 'an invalid location';
  }
  if (path.startsWith('/sp/captcha')) return 'its CAPTCHA page';
  if (/\/errors?\b/.test(path)) return 'its error page';
  return 'another page';
}

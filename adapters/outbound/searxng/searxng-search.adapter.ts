import type { Dispatcher } from 'undici';
import type {
  FilterSupport,
  ProviderFailure,
  ProviderSearchRequest,
  ProviderSuccess,
  RawSearchResult,
  SearchProviderPort,
} from '../../../application/ports/search-provider.port.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { parseRetryAfter } from '../../../domain/cooldown/retry-after.parser.js';
import { parseLanguageTag } from '../search-http/language-tag.parser.js';
import { parseJsonLeniently } from '../search-http/lenient-json.parser.js';
import { providerFailure } from '../search-http/provider-failure.factory.js';
import {
  DEFAULT_MAX_SEARCH_BODY_BYTES,
  SearchHttpClient,
  type SearchHttpResponse,
} from '../search-http/search-http.client.js';
import { SEARCH_USER_AGENTS } from '../search-http/search-user-agents.constant.js';
import { sanitizeUpstreamText } from '../search-http/upstream-text.sanitizer.js';
import { searxngResponseSchema, searxngResultSchema } from './searxng-response.schema.js';
import { anyEngineThrottled, describeEngineFailures, readUnresponsiveEngines } from './unresponsive-engines.reader.js';

/** Construction options of {@link SearxngSearchAdapter}. */
export interface SearxngSearchAdapterOptions {
  /** The configured instance, e.g. `http://127.0.0.1:8088` (a path prefix is kept: `…/searx`). */
  readonly endpoint: string;
  /** The process's undici dispatcher (an `Agent` in production and tests). */
  readonly dispatcher: Dispatcher;
  /** Epoch-ms clock for `Retry-After` HTTP-dates; defaults to `Date.now`. */
  readonly now?: () => number;
  /** Body cap in bytes; defaults to {@link DEFAULT_MAX_SEARCH_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
}

const PROVIDER = 'SearXNG';
const MAX_UPSTREAM_ERROR_CHARS = 160;

/**
 * WebSearch through an operator-owned SearXNG instance: `GET {endpoint}/search?q=…&format=json`.
 *
 * A 2xx with results is a success even when some engines failed; an empty result list is a
 * genuine "no results" only when `unresponsive_engines` is empty, otherwise it fails naming every
 * engine and its reason (`rate_limited` when any was throttled or challenged). 403 is the classic
 * "JSON format not enabled" configuration error; 429 and any 3xx come from SearXNG's limiter.
 */
export class SearxngSearchAdapter implements SearchProviderPort {
  readonly id = 'searxng' as const;
  readonly scopeKey: string;
  /** `{endpoint}/search`, the one URL this adapter contacts. */
  readonly endpoint: string;
  readonly #searchUrl: URL;
  readonly #dispatcher: Dispatcher;
  readonly #now: () => number;
  readonly #maxBodyBytes: number;

  constructor(options: SearxngSearchAdapterOptions) {
    const endpoint = new URL(options.endpoint);
    if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
      throw new Error('SearXNG endpoint must be an http(s) URL');
    }
    if (endpoint.username !== '' || endpoint.password !== '') throw new Error('SearXNG endpoint must not carry credentials');
    const base = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}`;
    this.#searchUrl = new URL(`${base}/search`);
    this.scopeKey = `searxng:${base}`;
    this.endpoint = this.#searchUrl.href;
    this.#dispatcher = options.dispatcher;
    this.#now = options.now ?? Date.now;
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_SEARCH_BODY_BYTES;
  }

  async search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    const url = new URL(this.#searchUrl);
    url.searchParams.set('q', request.query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('pageno', '1');
    const language = searxngLanguage(request.language);
    if (language !== undefined) url.searchParams.set('language', language);
    if (request.timeRange !== undefined) url.searchParams.set('time_range', request.timeRange);

    const client = SearchHttpClient.forRequest(request, { dispatcher: this.#dispatcher, maxBodyBytes: this.#maxBodyBytes, provider: PROVIDER });
    const sent = await client.send({
      url,
      method: 'GET',
      headers: {
        // SearXNG's limiter rejects requests whose Accept lacks text/html or that omit these headers.
        accept: 'application/json, text/html;q=0.8',
        'accept-encoding': 'gzip, deflate',
        // Fixed UI locale: `unresponsive_engines` reasons are translated into it, and we classify them.
        'accept-language': 'en',
        'user-agent': SEARCH_USER_AGENTS.api,
      },
    });
    if (!sent.ok) return err(providerFailure(sent.error.code, sent.error.message, client.requestsSent));
    const filterSupport: FilterSupport = {
      language: request.language === undefined || language !== undefined ? 'enforced' : 'unsupported',
      timeRange: 'enforced',
      domains: 'unsupported',
    };
    return this.#interpret(sent.value, client.requestsSent, filterSupport);
  }

  #interpret(
    response: SearchHttpResponse,
    requestsSent: number,
    filterSupport: FilterSupport,
  ): Result<ProviderSuccess, ProviderFailure> {
    const { status } = response;
    const httpStatus = status;
    if (status >= 300 && status < 400) {
      return err(providerFailure('rate_limited', `${PROVIDER} redirected the search (HTTP ${status}), which its limiter does to suspected bots; redirects are not followed`, requestsSent, { httpStatus }));
    }
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.#now());
      return err(providerFailure('rate_limited', `${PROVIDER} limiter answered 429 Too Many Requests`, requestsSent, { httpStatus, retryAfterMs }));
    }
    if (status === 403) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} answered 403 Forbidden: the JSON output format is probably disabled; add "json" to search.formats in its settings.yml`, requestsSent, { httpStatus }));
    }
    if (status < 200 || status >= 300) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} answered HTTP ${status}${upstreamError(response.bodyText)}`, requestsSent, { httpStatus }));
    }

    const parsed = searxngResponseSchema.safeParse(parseJsonLeniently(response.bodyText));
    if (!parsed.success) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} returned a malformed JSON payload (expected an object with a results array)`, requestsSent, { httpStatus }));
    }
    const results = parsed.data.results.flatMap(toRawResult);
    const failedEngines = readUnresponsiveEngines(parsed.data.unresponsive_engines);
    if (results.length === 0 && failedEngines.length > 0) {
      const code = anyEngineThrottled(failedEngines) ? 'rate_limited' : 'backend_unavailable';
      return err(providerFailure(code, `${PROVIDER} returned no results because its engines failed: ${describeEngineFailures(failedEngines)}`, requestsSent, { httpStatus, engines: failedEngines }));
    }
    return ok({ results, requestsSent, filterSupport });
  }
}

/** SearXNG accepts `xx`, `xxx` or `xx-YY`; anything else would be a 400, so it is not sent. */
function searxngLanguage(language: string | undefined): string | undefined {
  const tag = parseLanguageTag(language);
  if (tag === undefined) return undefined;
  return tag.region === undefined ? tag.language : `${tag.language}-${tag.region}`;
}

function toRawResult(entry: unknown): RawSearchResult[] {
  const parsed = searxngResultSchema.safeParse(entry);
  if (!parsed.success) return [];
  const { url, title, content, publishedDate, engine } = parsed.data;
  return [
    {
      title: typeof title === 'string' ? title : '',
      url,
      snippet: typeof content === 'string' ? content : '',
      ...(typeof publishedDate === 'string' && publishedDate !== '' ? { publishedAt: publishedDate } : {}),
      ...(typeof engine === 'string' && engine !== '' ? { engine } : {}),
    },
  ];
}

/** SearXNG's own `{"error": "..."}` text for parameter errors, bounded; nothing for other bodies. */
function upstreamError(bodyText: string): string {
  const body = parseJsonLeniently(bodyText);
  if (typeof body !== 'object' || body === null) return '';
  const message = (body as { error?: unknown }).error;
  if (typeof message !== 'string' || message.trim() === '') return '';
  return `: ${sanitizeUpstreamText(message, MAX_UPSTREAM_ERROR_CHARS)}`;
}

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
import { parseJsonLeniently } from '../search-http/lenient-json.parser.js';
import { providerFailure } from '../search-http/provider-failure.factory.js';
import {
  DEFAULT_MAX_SEARCH_BODY_BYTES,
  SearchHttpClient,
  type SearchHttpResponse,
} from '../search-http/search-http.client.js';
import { SEARCH_USER_AGENTS } from '../search-http/search-user-agents.constant.js';
import { resolveOllamaEndpoint, type OllamaEndpoint } from './ollama-endpoint.resolver.js';
import { ollamaResponseSchema, ollamaResultSchema } from './ollama-response.schema.js';

/** Construction options of {@link OllamaSearchAdapter}. */
export interface OllamaSearchAdapterOptions {
  /** `tools.web.search.ollama.baseUrl`; only its origin is used. `https://ollama.com` means hosted. */
  readonly baseUrl: string;
  /**
   * Name of the environment variable holding the hosted API key (`apiKeyEnv`). Only allowed with
   * the hosted origin; the constructor throws otherwise so a key can never reach another origin.
   */
  readonly apiKeyEnv?: string;
  /** Reads an environment variable at call time; defaults to `process.env`. */
  readonly readEnv?: (name: string) => string | undefined;
  /** The process's undici dispatcher. */
  readonly dispatcher: Dispatcher;
  /** Epoch-ms clock for `Retry-After` HTTP-dates; defaults to `Date.now`. */
  readonly now?: () => number;
  /** Body cap in bytes; defaults to {@link DEFAULT_MAX_SEARCH_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
}

const PROVIDER = 'Ollama';
/** Language and time range are advisory for Ollama (spec): the request has no fields for them, so they cannot be enforced; domains are enforced locally. */
const FILTER_SUPPORT: FilterSupport = { language: 'advisory', timeRange: 'advisory', domains: 'unsupported' };

/**
 * Ollama web search. Posts `{ query, max_results }`. Self-hosted origins get
 * `/api/experimental/web_search` and, only after a 404 or 405, `/api/web_search` at the same
 * origin (a second gated request; `max_results` unchanged). The hosted origin gets only
 * `https://ollama.com/api/web_search` with `Authorization: Bearer <key>`, the key read from the
 * named environment variable at call time and attached to no other request. Redirects are rejected.
 */
export class OllamaSearchAdapter implements SearchProviderPort {
  readonly id = 'ollama' as const;
  readonly scopeKey: string;
  /** The first search URL; the compatibility path, if any, is at the same origin. */
  readonly endpoint: string;
  readonly #endpoint: OllamaEndpoint;
  readonly #apiKeyEnv: string | undefined;
  readonly #readEnv: (name: string) => string | undefined;
  readonly #dispatcher: Dispatcher;
  readonly #now: () => number;
  readonly #maxBodyBytes: number;

  constructor(options: OllamaSearchAdapterOptions) {
    this.#endpoint = resolveOllamaEndpoint(options.baseUrl);
    if (options.apiKeyEnv !== undefined && this.#endpoint.mode !== 'hosted') {
      throw new Error('apiKeyEnv is only allowed for the hosted origin https://ollama.com');
    }
    this.scopeKey = `ollama:${this.#endpoint.origin}`;
    this.endpoint = this.#endpoint.searchUrls[0].href;
    this.#apiKeyEnv = options.apiKeyEnv;
    this.#readEnv = options.readEnv ?? ((name) => process.env[name]);
    this.#dispatcher = options.dispatcher;
    this.#now = options.now ?? Date.now;
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_SEARCH_BODY_BYTES;
  }

  async search(request: ProviderSearchRequest): Promise<Result<ProviderSuccess, ProviderFailure>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': SEARCH_USER_AGENTS.api,
    };
    if (this.#endpoint.mode === 'hosted') {
      const key = this.#hostedKey();
      if (key === undefined) {
        const where = this.#apiKeyEnv === undefined ? 'no apiKeyEnv is configured' : `environment variable ${this.#apiKeyEnv} is unset or invalid`;
        return err(providerFailure('authentication_required', `hosted Ollama web search needs an API key, but ${where}; nothing was sent`, 0));
      }
      headers.authorization = `Bearer ${key}`;
    }

    const client = SearchHttpClient.forRequest(request, { dispatcher: this.#dispatcher, maxBodyBytes: this.#maxBodyBytes, provider: PROVIDER });
    const body = JSON.stringify({ query: request.query, max_results: Math.min(10, Math.max(1, Math.trunc(request.limit))) });
    const urls = this.#endpoint.searchUrls;
    for (const [index, url] of urls.entries()) {
      const sent = await client.send({ url, method: 'POST', headers, body });
      if (!sent.ok) return err(providerFailure(sent.error.code, sent.error.message, client.requestsSent));
      const { status } = sent.value;
      const canFallBack = index < urls.length - 1;
      if (canFallBack && (status === 404 || status === 405)) continue;
      return this.#interpret(sent.value, client.requestsSent);
    }
    // Unreachable: the last URL always returns above.
    return err(providerFailure('backend_unavailable', `${PROVIDER} search endpoint did not answer`, client.requestsSent));
  }

  #hostedKey(): string | undefined {
    if (this.#apiKeyEnv === undefined) return undefined;
    const key = this.#readEnv(this.#apiKeyEnv)?.trim();
    // Only visible ASCII: anything else could not be a bearer token and must not reach a header.
    return key !== undefined && /^[\x21-\x7e]+$/.test(key) ? key : undefined;
  }

  #interpret(response: SearchHttpResponse, requestsSent: number): Result<ProviderSuccess, ProviderFailure> {
    const httpStatus = response.status;
    const hosted = this.#endpoint.mode === 'hosted';
    if (httpStatus >= 300 && httpStatus < 400) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} answered with a redirect (HTTP ${httpStatus}); redirects are not followed`, requestsSent, { httpStatus }));
    }
    if (httpStatus === 401 || httpStatus === 403) {
      const hint = hosted
        ? `ollama.com rejected the API key from ${this.#apiKeyEnv ?? 'the configured variable'}`
        : httpStatus === 401
          ? 'the Ollama server is not signed in to ollama.com (run `ollama signin`)'
          : 'the Ollama server refused web search (cloud features disabled or not permitted)';
      return err(providerFailure('authentication_required', `${hint} (HTTP ${httpStatus})`, requestsSent, { httpStatus }));
    }
    if (httpStatus === 429) {
      const retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.#now());
      return err(providerFailure('rate_limited', `${PROVIDER} web search is rate limited (HTTP 429)`, requestsSent, { httpStatus, retryAfterMs }));
    }
    if (httpStatus === 404 || httpStatus === 405) {
      const detail = hosted
        ? 'https://ollama.com/api/web_search was not found'
        : 'neither /api/experimental/web_search nor /api/web_search exists at this origin (Ollama 0.17.8 or newer serves the first)';
      return err(providerFailure('backend_unavailable', `${PROVIDER} web search is unavailable: ${detail} (HTTP ${httpStatus})`, requestsSent, { httpStatus }));
    }
    if (httpStatus < 200 || httpStatus >= 300) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} web search failed with HTTP ${httpStatus}`, requestsSent, { httpStatus }));
    }
    const parsed = ollamaResponseSchema.safeParse(parseJsonLeniently(response.bodyText));
    if (!parsed.success) {
      return err(providerFailure('backend_unavailable', `${PROVIDER} returned a malformed JSON payload (expected an object with a results array)`, requestsSent, { httpStatus }));
    }
    const results = (parsed.data.results ?? []).flatMap(toRawResult);
    return ok({ results, requestsSent, filterSupport: FILTER_SUPPORT });
  }
}

function toRawResult(entry: unknown): RawSearchResult[] {
  const parsed = ollamaResultSchema.safeParse(entry);
  if (!parsed.success) return [];
  const { url, title, content } = parsed.data;
  return [{ url, title: typeof title === 'string' ? title : '', snippet: typeof content === 'string' ? content : '' }];
}

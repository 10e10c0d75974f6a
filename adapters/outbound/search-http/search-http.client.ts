import type { Dispatcher } from 'undici';
import type { ProviderSearchRequest, RequestGate } from '../../../application/ports/search-provider.port.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { readBoundedBody } from '../http-body/bounded-body.reader.js';
import { parseContentEncoding } from '../http-body/content-encoding.parser.js';
import { translateTransportError } from './transport-error.translator.js';
import { discardBody } from '../http-body/discard-body.js';
import type { NetworkDenialReason } from '../../../domain/network/network-decision.policy.js';
import { findNetworkPolicyDenial } from '../../../infrastructure/http/network-policy-denied.error.js';

/** Default cap on a search response body, wire and decoded: 2 MiB. */
export const DEFAULT_MAX_SEARCH_BODY_BYTES = 2 * 1024 * 1024;

/** Decodes whole bodies (never in stream mode, so no state carries over): one decoder serves every request. */
const UTF8 = new TextDecoder('utf-8');

/** One outgoing provider request. The URL is sent as built; nothing rewrites the query. */
export interface SearchHttpRequest {
  readonly url: URL;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** Any HTTP answer, 3xx included (redirects are never followed). */
export interface SearchHttpResponse {
  readonly status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  /** Body decoded as UTF-8 (decompressed first), never more than the byte cap. */
  readonly bodyText: string;
}

/** Why no HTTP answer could be used. Messages are sanitised (no URL, header or body). */
export interface SearchHttpFailure {
  readonly code: 'timeout' | 'cancelled' | 'backend_unavailable' | 'search_budget_exhausted' | 'policy_denied';
  readonly message: string;
  /** For `policy_denied`: the rule that refused the connection. */
  readonly denialReason?: NetworkDenialReason;
}

/** Settings of one provider call (one `search()`), shared by every HTTP request it sends. */
export interface SearchHttpClientOptions {
  readonly dispatcher: Dispatcher;
  readonly gate: RequestGate;
  readonly signal: AbortSignal;
  /** Applies to each request separately, from sending until the body is read, in ms. */
  readonly timeoutMs: number;
  /** Cap on wire and decoded body bytes. */
  readonly maxBodyBytes: number;
  /** Human-readable provider name used in messages, e.g. `SearXNG`. */
  readonly provider: string;
}

/** What an adapter adds to a {@link ProviderSearchRequest} to build its client. */
export type SearchHttpClientSettings = Pick<SearchHttpClientOptions, 'dispatcher' | 'maxBodyBytes' | 'provider'>;

/**
 * The non-redirecting request helper every search adapter shares. Per request it checks the
 * caller's signal, consumes one unit of the run's request budget through the gate (sending
 * nothing when refused), applies the per-request timeout, reads the body under a byte cap and
 * translates transport exceptions. `requestsSent` counts requests that actually left.
 * Create one per `search()` call.
 */
export class SearchHttpClient {
  #requestsSent = 0;
  /** One budget unit taken ahead of a preparatory request, for the search request that follows. */
  #reserved = false;

  constructor(private readonly options: SearchHttpClientOptions) {}

  /** The client for one provider call: gate, signal and per-request timeout come from `request`. */
  static forRequest(request: Pick<ProviderSearchRequest, 'gate' | 'signal' | 'timeoutMs'>, settings: SearchHttpClientSettings): SearchHttpClient {
    return new SearchHttpClient({ ...settings, gate: request.gate, signal: request.signal, timeoutMs: request.timeoutMs });
  }

  /** Search requests that passed the gate and were handed to the dispatcher (uncharged requests excluded). */
  get requestsSent(): number {
    return this.#requestsSent;
  }

  #budgetSpent(): SearchHttpFailure {
    const { provider } = this.options;
    const contacted = this.#requestsSent === 0
      ? `${provider} was not contacted`
      : `${provider} answered ${this.#requestsSent} request${this.#requestsSent === 1 ? '' : 's'} of this search; its next request was not sent`;
    return { code: 'search_budget_exhausted', message: `the run's search request budget is spent; ${contacted}` };
  }

  /**
   * Takes the budget unit of the next charged request now, before an uncharged preparatory
   * request (Startpage's token page), so nothing is sent when the search itself could not be paid.
   * Call {@link releaseReservation} when the provider call ends.
   */
  reserve(): Result<void, SearchHttpFailure> {
    if (this.#reserved) return ok(undefined);
    if (!this.options.gate.tryConsume()) return err(this.#budgetSpent());
    this.#reserved = true;
    return ok(undefined);
  }

  /** Gives back a reserved unit that no request used. */
  releaseReservation(): void {
    if (!this.#reserved) return;
    this.#reserved = false;
    this.options.gate.refund();
  }

  /**
   * Sends one request; never follows redirects, never retries. `charged: false` is for a request
   * that is not a search request (a token page): it needs no budget and is not counted.
   */
  async send(request: SearchHttpRequest, options: { readonly charged?: boolean } = {}): Promise<Result<SearchHttpResponse, SearchHttpFailure>> {
    const { dispatcher, gate, signal, timeoutMs, maxBodyBytes, provider } = this.options;
    const charged = options.charged !== false;
    if (signal.aborted) return err({ code: 'cancelled', message: `${provider} search was cancelled` });
    if (charged && this.#reserved) this.#reserved = false;
    else if (charged && !gate.tryConsume()) return err(this.#budgetSpent());
    if (charged) this.#requestsSent += 1;


    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = (): void => controller.abort();
    signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await dispatcher.request({
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: request.method,
        headers: { ...request.headers },
        body: request.body ?? null,
        signal: controller.signal,
      });
      const headers = flattenHeaders(response.headers);
      const encoding = parseContentEncoding(headers['content-encoding']);
      if (!encoding.supported) {
        discardBody(response.body);
        return err(unusable(provider, UNDECODABLE));
      }
      const body = await readBoundedBody(response.body, { codings: encoding.codings, maxBytes: maxBodyBytes, declaredLength: headers['content-length'] });
      if (body.kind !== 'complete') {
        return err(unusable(provider, body.kind === 'too_large' ? `its response exceeded ${maxBodyBytes} bytes` : UNDECODABLE));
      }
      return ok({ status: response.statusCode, headers, bodyText: UTF8.decode(body.body) });
    } catch (error) {
      if (signal.aborted) return err({ code: 'cancelled', message: `${provider} search was cancelled` });
      if (timedOut) return err({ code: 'timeout', message: `${provider} did not answer within ${timeoutMs} ms` });
      const denial = findNetworkPolicyDenial(error);
      if (denial !== undefined) {
        // Refused at connect, before any packet: not a request, so it costs no budget.
        if (charged) {
          this.#requestsSent -= 1;
          gate.refund();
        }
        return err({ code: 'policy_denied', message: `${provider} was refused by the sandbox network policy (${denial.reason}): ${denial.message}`, denialReason: denial.reason });
      }
      return err(translateTransportError(error, provider));
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forwardAbort);
    }
  }
}

const UNDECODABLE = 'its response encoding could not be decoded';

function unusable(provider: string, reason: string): SearchHttpFailure {
  return { code: 'backend_unavailable', message: `${provider} answered unusably: ${reason}` };
}

function flattenHeaders(raw: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

import type { Dispatcher } from 'undici';
import type { ClockPort } from '../../../application/ports/clock.port.js';
import type {
  HttpFetcherPort,
  HttpFetchFailure,
  HttpFetchRequest,
  HttpFetchResponse,
} from '../../../application/ports/http-fetcher.port.js';
import { decideUrlBeforeResolution } from '../../../domain/network/network-decision.policy.js';
import type { DestinationPurpose } from '../../../domain/network/network-decision.policy.js';
import { err, ok } from '../../../domain/shared/result.js';
import type { Result } from '../../../domain/shared/result.js';
import type { HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import { readBoundedBody } from '../http-body/bounded-body.reader.js';
import { parseContentEncoding } from '../http-body/content-encoding.parser.js';
import { DeadlineSignal } from './deadline-signal.js';
import { nextRedirectTarget } from './redirect-target.js';
import { toHttpFetchFailure } from './transport-failure.mapper.js';

/** Construction settings of {@link UndiciHttpFetcher}. */
export interface UndiciHttpFetcherOptions {
  /** The process transport; its connect hook re-checks every hop on resolved addresses. */
  readonly agent: HttpAgent;
  /** Reads epoch ms to turn the request's absolute `deadline` into a timer. */
  readonly clock: Pick<ClockPort, 'now'>;
  /** What the fetched URLs are for [`public-fetch`]. */
  readonly purpose?: DestinationPurpose;
}

/** A redirect body larger than this is not drained; its connection is closed instead (bytes). */
const REDIRECT_BODY_DRAIN_LIMIT = 64 * 1024;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Never forwarded whatever the caller passes: no cookies, our own encoding list, no host override. */
const DROPPED_REQUEST_HEADERS: ReadonlySet<string> = new Set(['cookie', 'cookie2', 'accept-encoding', 'host']);
const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * `HttpFetcherPort` over undici: one GET, redirects followed by hand. Each hop is checked by name
 * first (`decideUrlBeforeResolution`, cheap refusal), then admitted by the caller's `admitHop`
 * (per-origin admission and cooldown), and then checked by the agent's connect hook on the
 * resolved addresses (`policy_denied` either way, before any packet leaves). The 6th redirect, a
 * loop, an unparsable Location or a non-http(s) target is `redirect_error`. The body is decoded
 * here (gzip, deflate, br) and capped on decoded and wire bytes (`too_large`). One deadline covers
 * everything (`timeout`); the caller's signal gives `cancelled`. Non-2xx responses are returned.
 * A response whose `content-encoding` header survives carries a coding we cannot decode (its body
 * is the raw, still-encoded bytes; zstd counts as decodable only where Node's zlib has it); decoded
 * responses have `content-encoding` (and, when something was decoded, `content-length`) removed.
 */
export class UndiciHttpFetcher implements HttpFetcherPort {
  readonly #agent: HttpAgent;
  readonly #clock: Pick<ClockPort, 'now'>;
  readonly #purpose: DestinationPurpose;

  constructor(options: UndiciHttpFetcherOptions) {
    this.#agent = options.agent;
    this.#clock = options.clock;
    this.#purpose = options.purpose ?? 'public-fetch';
  }

  async fetch(request: HttpFetchRequest): Promise<Result<HttpFetchResponse, HttpFetchFailure>> {
    const stopper = new DeadlineSignal(request.signal, request.deadline - this.#clock.now());
    let redirects = 0;
    try {
      if (stopper.cause !== undefined) return err(toHttpFetchFailure(undefined, stopper.cause, 0));
      if (!URL.canParse(request.url)) return err({ code: 'policy_denied', message: 'the URL does not parse', transient: false, redirects: 0 });
      const dispatcher = this.#agent.dispatcherFor(request.policy, this.#purpose);
      const headers = outgoingHeaders(request.headers);
      let url = withoutCredentials(new URL(request.url));
      const visited = new Set<string>([withoutFragment(url)]);
      for (;;) {
        const precheck = decideUrlBeforeResolution(url, request.policy, this.#purpose);
        if (!precheck.allowed) return err({ code: 'policy_denied', message: precheck.message, transient: false, redirects });
        const admission = await request.admitHop?.(url.href, redirects);
        if (admission !== undefined && !admission.admitted) return err({ code: 'hop_refused', message: admission.message, transient: false, redirects });
        if (stopper.cause !== undefined) return err(toHttpFetchFailure(undefined, stopper.cause, redirects));

        const response = await dispatcher.request({
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers,
          signal: stopper.signal,
        });
        const location = headerValue(response.headers['location']);
        if (REDIRECT_STATUSES.has(response.statusCode) && location !== undefined) {
          await drain(response.body, stopper.signal);
          const next = nextRedirectTarget({ location, current: url, redirects, maxRedirects: request.maxRedirects, visited });
          if (!next.ok) return err({ code: 'redirect_error', message: next.error, transient: false, redirects });
          redirects += 1;
          url = next.value;
          visited.add(withoutFragment(url));
          continue;
        }
        return await this.#readFinal(response, url, redirects, request.maxBytes, stopper);
      }
    } catch (error) {
      return err(toHttpFetchFailure(error, stopper.cause, redirects));
    } finally {
      stopper.dispose();
    }
  }

  async #readFinal(
    response: Dispatcher.ResponseData,
    url: URL,
    redirects: number,
    maxBytes: number,
    stopper: DeadlineSignal,
  ): Promise<Result<HttpFetchResponse, HttpFetchFailure>> {
    const headers = joinHeaders(response.headers);
    const encoding = parseContentEncoding(headers['content-encoding']);
    const codings = encoding.supported ? encoding.codings : [];
    const body = await readBoundedBody(response.body, { codings, maxBytes, declaredLength: headers['content-length'] });
    if (body.kind === 'too_large') {
      const message = body.declaredBytes === undefined
        ? `the response body exceeds the ${maxBytes}-byte cap`
        : `the response declares ${body.declaredBytes} bytes; the cap is ${maxBytes}`;
      return err({ code: 'too_large', message, transient: false, redirects });
    }
    if (body.kind === 'undecodable') return err(toHttpFetchFailure(body.cause, stopper.cause, redirects));
    if (encoding.supported) {
      delete headers['content-encoding'];
      if (codings.length > 0) delete headers['content-length'];
    }
    return ok({ finalUrl: url.href, status: response.statusCode, headers, body: body.body, redirects });
  }
}

function outgoingHeaders(given: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const lower = name.toLowerCase();
    if (!DROPPED_REQUEST_HEADERS.has(lower)) headers[lower] = value;
  }
  headers['accept-encoding'] = ACCEPT_ENCODING;
  return headers;
}

function joinHeaders(raw: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const joined = headerValue(value);
    if (joined !== undefined) headers[name.toLowerCase()] = joined;
  }
  return headers;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

async function drain(body: Dispatcher.ResponseData['body'], signal: AbortSignal): Promise<void> {
  await body.dump({ limit: REDIRECT_BODY_DRAIN_LIMIT, signal });
}

function withoutCredentials(url: URL): URL {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy;
}

function withoutFragment(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

import type { HttpFetchFailure, HttpFetchFailureCode, HttpFetcherPort, HttpFetchRequest, HttpFetchResponse } from '../../application/ports/http-fetcher.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** The answer of one scripted fetch. */
export type FetchReply = Result<HttpFetchResponse, HttpFetchFailure>;

/** Produces the reply for one request. */
export type FetchHandler = (request: HttpFetchRequest) => FetchReply | Promise<FetchReply>;

/**
 * A scripted `HttpFetcherPort`: queued handlers answer calls in order, then the fallback (if any).
 * Every request is recorded. A call with nothing scripted throws, failing the test loudly.
 */
export class FakeHttpFetcher implements HttpFetcherPort {
  readonly requests: HttpFetchRequest[] = [];
  readonly #queue: FetchHandler[] = [];
  readonly #fallback: FetchHandler | undefined;

  constructor(fallback?: FetchHandler) {
    this.#fallback = fallback;
  }

  /** Adds handlers answering the next calls, in order. */
  enqueue(...handlers: FetchHandler[]): this {
    this.#queue.push(...handlers);
    return this;
  }

  /**
   * Like the real transport, asks `admitHop` for the requested URL before anything is "sent";
   * a scripted reply that followed redirects to another origin has its final hop admitted too.
   */
  async fetch(request: HttpFetchRequest): Promise<FetchReply> {
    const first = await request.admitHop?.(request.url, 0);
    if (first !== undefined && !first.admitted) return err({ code: 'hop_refused', message: first.message, transient: false, redirects: 0 });
    this.requests.push(request);
    const handler = this.#queue.shift() ?? this.#fallback;
    if (handler === undefined) throw new Error(`FakeHttpFetcher: unexpected fetch #${this.requests.length}`);
    const reply = await handler(request);
    if (reply.ok && reply.value.redirects > 0 && new URL(reply.value.finalUrl).origin !== new URL(request.url).origin) {
      const last = await request.admitHop?.(reply.value.finalUrl, reply.value.redirects);
      if (last !== undefined && !last.admitted) return err({ code: 'hop_refused', message: last.message, transient: false, redirects: reply.value.redirects });
    }
    return reply;
  }

  get calls(): number {
    return this.requests.length;
  }
}

const encoder = new TextEncoder();

/** A handler answering with `body` (default 200, `text/html`); `finalUrl` defaults to the request URL. */
export function respond(
  body: string | Uint8Array,
  init: { readonly status?: number; readonly headers?: Readonly<Record<string, string>>; readonly finalUrl?: string; readonly redirects?: number } = {},
): FetchHandler {
  return (request) => ok({
    finalUrl: init.finalUrl ?? request.url,
    status: init.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
    body: typeof body === 'string' ? encoder.encode(body) : body,
    redirects: init.redirects ?? 0,
  });
}

/** A handler failing at the transport with `code`. */
export function failTransport(code: HttpFetchFailureCode, options: { readonly transient?: boolean; readonly redirects?: number } = {}): FetchHandler {
  return () => err({
    code,
    message: `fake transport failure: ${code}`,
    transient: options.transient ?? false,
    ...(options.redirects === undefined ? {} : { redirects: options.redirects }),
  });
}

/** A handler that answers only when the request's signal aborts (with `cancelled`), like a hanging server. */
export const hangUntilAborted: FetchHandler = (request) => new Promise<FetchReply>((resolve) => {
  const finish = (): void => resolve(err({ code: 'cancelled', message: 'aborted', transient: false }));
  if (request.signal.aborted) finish();
  else request.signal.addEventListener('abort', finish, { once: true });
});

/** A handler that never answers, even on abort (a transport that ignores its signal). */
export const neverAnswers: FetchHandler = () => new Promise<FetchReply>(() => undefined);

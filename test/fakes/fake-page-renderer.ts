import type { PageRendererPort, PageRenderRequest, RenderFailure, RenderFailureCode, RenderedPage } from '../../application/ports/page-renderer.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** The answer of one scripted render. */
export type RenderReply = Result<RenderedPage, RenderFailure>;

/** Produces the reply for one render request. */
export type RenderHandler = (request: PageRenderRequest) => RenderReply | Promise<RenderReply>;

/**
 * A scripted `PageRendererPort`: queued handlers answer renders in order; a render with nothing
 * scripted throws, failing the test loudly. Every request is recorded; `close` is counted.
 */
export class FakePageRenderer implements PageRendererPort {
  readonly requests: PageRenderRequest[] = [];
  readonly #queue: RenderHandler[] = [];
  closes = 0;

  enqueue(...handlers: RenderHandler[]): this {
    this.#queue.push(...handlers);
    return this;
  }

  async render(request: PageRenderRequest): Promise<RenderReply> {
    this.requests.push(request);
    const handler = this.#queue.shift();
    if (handler === undefined) throw new Error(`FakePageRenderer: unexpected render #${this.requests.length}`);
    return handler(request);
  }

  async close(): Promise<void> {
    this.closes += 1;
  }

  get calls(): number {
    return this.requests.length;
  }
}

/** A handler answering with rendered `html` (status 200, `text/html`, final URL = requested). */
export function rendered(html: string, page: Partial<Omit<RenderedPage, 'html'>> = {}): RenderHandler {
  return (request) => ok({ finalUrl: request.url, status: 200, mediaType: 'text/html', navigations: 1, ...page, html });
}

/** A handler failing with `code`. */
export function renderFails(code: RenderFailureCode, options: { readonly originFailure?: boolean; readonly exitStatus?: number } = {}): RenderHandler {
  return () => err({ code, message: `fake render failure: ${code}`, originFailure: options.originFailure ?? false, ...(options.exitStatus === undefined ? {} : { exitStatus: options.exitStatus }) });
}

/** A handler that never answers until the request's signal aborts (then it reports cancellation). */
export const renderUntilAborted: RenderHandler = (request) => new Promise<RenderReply>((resolve) => {
  request.signal.addEventListener('abort', () => resolve(err({ code: 'cancelled', message: 'aborted', originFailure: false })), { once: true });
});

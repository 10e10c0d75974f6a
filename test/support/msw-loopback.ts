import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

/** A request the loopback server received, recorded before any handler ran. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  /** Lower-cased header names; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
}

/** A `node:http` server on 127.0.0.1 that answers with msw handlers. */
export interface MswLoopback {
  /** `http://127.0.0.1:<port>`: use it as the provider's base URL and in handler URLs. */
  readonly origin: string;
  /** Every request received, in order. */
  readonly requests: readonly RecordedRequest[];
  /** Requests no handler matched (each was answered 501). A passing test leaves this empty. */
  readonly unhandled: readonly RecordedRequest[];
  /** Prepends handlers (like `server.use`): they win over earlier ones. */
  use(...handlers: RequestHandler[]): void;
  /** Drops handlers added with `use` and forgets recorded requests. */
  reset(): void;
  /** Throws when any request went unhandled (`onUnhandledRequest: 'error'` semantics). */
  assertAllHandled(): void;
  close(): Promise<void>;
}

/**
 * Serves msw handlers from a real loopback socket. msw 2 cannot intercept undici's own
 * dispatchers, so adapters under test talk to this server through a real undici `Agent` and the
 * handlers, written against the providers' URL shapes with the origin swapped, answer via
 * msw's `getResponse`. Unmatched requests get 501 and are recorded in `unhandled`.
 */
export async function startMswLoopback(...initialHandlers: RequestHandler[]): Promise<MswLoopback> {
  let handlers: RequestHandler[] = [...initialHandlers];
  const requests: RecordedRequest[] = [];
  const unhandled: RecordedRequest[] = [];

  const server = createServer((incoming, outgoing) => {
    void answer(incoming, outgoing).catch(() => {
      // A handler threw or the client went away (e.g. it timed out): answer 500 if still possible.
      if (outgoing.destroyed || outgoing.headersSent) return;
      outgoing.writeHead(500).end();
    });
  });

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = flattenHeaders(incoming);
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', origin),
      headers,
      bodyText: body.toString('utf8'),
    };
    requests.push(recorded);

    const hasBody = recorded.method !== 'GET' && recorded.method !== 'HEAD';
    const request = new Request(recorded.url, {
      method: recorded.method,
      headers,
      ...(hasBody ? { body } : {}),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (response === undefined) {
      unhandled.push(recorded);
      outgoing.writeHead(501, { 'content-type': 'text/plain' }).end('no msw handler matched');
      return;
    }
    if (response.type === 'error') {
      // HttpResponse.error(): a network error, as msw defines it. Drop the connection.
      outgoing.socket?.destroy();
      return;
    }
    const responseHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) responseHeaders['set-cookie'] = setCookies;
    const payload = Buffer.from(await response.arrayBuffer());
    if (outgoing.destroyed) return;
    outgoing.writeHead(response.status, responseHeaders).end(payload);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    requests,
    unhandled,
    use(...extra) {
      handlers = [...extra, ...handlers];
    },
    reset() {
      handlers = [...initialHandlers];
      requests.length = 0;
      unhandled.length = 0;
    },
    assertAllHandled() {
      if (unhandled.length > 0) {
        const list = unhandled.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`).join(', ');
        throw new Error(`unhandled request(s) reached the msw loopback: ${list}`);
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}

function flattenHeaders(incoming: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

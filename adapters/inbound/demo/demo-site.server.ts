import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoPage } from './demo-site.pages.js';

/** A running demo site. */
export interface DemoSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

function respond(pages: ReadonlyMap<string, DemoPage>, request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  const page = pages.get(path);
  if (page === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(page === undefined ? 404 : 405, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    return;
  }
  const body = page.body();
  response.writeHead(200, { 'content-type': page.contentType, 'content-length': String(body.byteLength), 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves `pages` on 127.0.0.1 on a free port (loopback only: nothing outside this machine can
 * reach it). `close()` also drops idle keep-alive connections so it resolves promptly.
 */
export async function startDemoSite(pages: readonly DemoPage[]): Promise<DemoSite> {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const server = createServer((request, response) => respond(byPath, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

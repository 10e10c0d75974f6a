/**
 * A local HTTP server for the fetch-speed bench, in its own process: serves every corpus page at
 * `/<corpus>/<id>` as `text/html; charset=utf-8` (gzip-decoded once at start) on `--ports` ports
 * (default 1) and prints their origins on one line, space-separated. Several ports make several
 * origins: WebFetch spaces the starts of fetches to one origin by 500 ms (the spec's politeness),
 * which a same-origin corpus run would otherwise measure instead of extraction. Stops when stdin closes.
 *
 *   node --import tsx bench/extract/corpus-server.ts --corpus DIR[,DIR] [--ports N]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, pageKey } from './corpus.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, ports: { type: 'string', default: '1' } } });
const bodies = new Map<string, Buffer>();
for (const page of loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS)) bodies.set(`/${pageKey(page)}`, Buffer.from(loadHtml(page), 'utf8'));
const handle = (request: IncomingMessage, response: ServerResponse): void => {
  const body = bodies.get(request.url ?? '');
  if (body === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength }).end(body);
};
const servers = Array.from({ length: Math.max(1, Number.parseInt(values.ports, 10) || 1) }, () => {
  const server = createServer(handle);
  // Clients reuse connections across pages; never close an idle one under them mid-run.
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  return server;
});
const origins = await Promise.all(servers.map((server) => new Promise<string>((resolve) => {
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
})));
process.stdout.write(`${origins.join(' ')}\n`);
process.stdin.on('end', () => {
  for (const server of servers) server.close();
});
process.stdin.resume();

/**
 * A local HTTP server for the fetch-speed bench, in its own process: serves every corpus page at
 * `/<corpus>/<id>` as `text/html; charset=utf-8` (gzip-decoded once at start) and prints its origin
 * on stdout. Stops when stdin closes.
 *
 *   node --import tsx bench/extract/corpus-server.ts --corpus DIR[,DIR]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS_DIRS, loadCorpora, loadHtml, pageKey } from './corpus.js';

const { values } = parseArgs({ options: { corpus: { type: 'string' } } });
const bodies = new Map<string, Buffer>();
for (const page of loadCorpora(values.corpus ? values.corpus.split(',') : DEFAULT_CORPUS_DIRS)) bodies.set(`/${pageKey(page)}`, Buffer.from(loadHtml(page), 'utf8'));
const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  if (body === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.byteLength }).end(body);
});
// Clients reuse connections across pages; never close an idle one under them mid-run.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.stdin.on('end', () => server.close());
process.stdin.resume();

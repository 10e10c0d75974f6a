// The extraction subset's pages (see extraction-subset-pages.mjs), plus /heavy: a 2 MiB data table
// of 30,000 rows (the large-document path reads a page in parts, but never splits a table, so the
// whole table is one part), far more than a 32 MiB extraction heap holds, /small, and
// /busy-then-small: 503 with Retry-After: 1 on its first request, /small's page after that (the
// answer closes its connection, so no pooled socket keeps a client alive through the wait).
import subsetPages from './extraction-subset-pages.mjs';

export const ports = 32;

const HEAVY = `<html><body><table>${'<tr><td><a href="/x">word</a></td><td><span>text</span></td></tr>'.repeat(30_000)}</table></body></html>`;
const SMALL = '<html><head><title>Small</title></head><body><p>A small page with enough words in it to count as the text of a page.</p></body></html>';

export default function handle(req, res, ctx) {
  if (req.url === '/busy-then-small' && ctx.hit(req.url) === 1) {
    res.writeHead(503, { 'retry-after': '1', 'content-type': 'text/plain', connection: 'close' }).end('busy');
    return;
  }
  if (req.url === '/busy-then-small') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' }).end(SMALL);
    return;
  }
  if (req.url === '/heavy' || req.url === '/small') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/heavy' ? HEAVY : SMALL);
    return;
  }
  subsetPages(req, res);
}

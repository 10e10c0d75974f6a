// The extraction subset's pages (see extraction-subset-pages.mjs), plus /heavy: a 2 MiB data table
// of 30,000 rows (the large-document path reads a page in parts, but never splits a table, so the
// whole table is one part), far more than a 32 MiB extraction heap holds, /small, and
// /busy-then-small: 503 with Retry-After: 1 on its first request, /small's page after that (the
// answer closes its connection, so no pooled socket keeps a client alive through the wait).
// /charset/bom, /charset/latin and /charset/broken: one page in UTF-8 after a byte-order mark, in
// windows-1252 (named by the HTTP header) and in UTF-8 with one invalid byte.
import subsetPages from './extraction-subset-pages.mjs';

export const ports = 32;

const HEAVY = `<html><body><table>${'<tr><td><a href="/x">word</a></td><td><span>text</span></td></tr>'.repeat(30_000)}</table></body></html>`;
const SMALL = '<html><head><title>Small</title></head><body><p>A small page with enough words in it to count as the text of a page.</p></body></html>';

const ACCENTED = '<html><head><title>Brücken über Flüsse</title></head><body><article><h1>Brücken über Flüsse</h1>'
  + Array.from({ length: 12 }, (_, i) => `<p>Absatz ${i}: Schwingungen von Brücken messen, mit billigen Sensoren. Grüße aus Köln.</p>`).join('')
  + '</article></body></html>';
const CHARSET_PAGES = {
  '/charset/bom': ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ACCENTED, 'utf8')])],
  '/charset/latin': ['windows-1252', Buffer.from(ACCENTED, 'latin1')],
  '/charset/broken': ['utf-8', Buffer.from(ACCENTED.replace('Grüße aus Köln.</p></article>', 'Grüße aus K\u0000ln.</p></article>'), 'utf8').map((byte) => (byte === 0 ? 0xff : byte))],
};

export default function handle(req, res, ctx) {
  const charsetPage = CHARSET_PAGES[req.url];
  if (charsetPage !== undefined) {
    res.writeHead(200, { 'content-type': `text/html; charset=${charsetPage[0]}` }).end(charsetPage[1]);
    return;
  }
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

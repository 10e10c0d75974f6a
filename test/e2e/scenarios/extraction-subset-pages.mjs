// The extraction subset's pages (test/support/extraction-subset.cases.ts), each served as HTML at
// /<corpus>/<id> on every listener; a test takes one listener per page, as pages come from
// different sites, so WebFetch's per-origin start spacing never makes it wait.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const ports = 44;

const DIRS = { news: new URL('../../fixtures/extraction-corpus/html/', import.meta.url), wcxb: new URL('../../fixtures/wcxb-subset/html/', import.meta.url) };

export default function handle(req, res) {
  const match = /^\/(news|wcxb)\/([0-9a-f]+)$/.exec(req.url);
  if (match === null) {
    res.writeHead(404).end();
    return;
  }
  let page;
  try {
    page = gunzipSync(readFileSync(new URL(`${match[2]}.html.gz`, DIRS[match[1]])));
  } catch {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
}

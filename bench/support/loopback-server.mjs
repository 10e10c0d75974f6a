// The benches' web: a loopback HTTP server in its own process, so its work never runs on the
// measured process's event loop. Prints {"origin": ..., "origins": [...]} once listening; exits
// when stdin closes. The same routes answer on ORIGINS ports (default 1): pages spread over several
// origins, as real pages come from several sites, so WebFetch's per-origin start spacing (500 ms,
// the spec's politeness) is not what a corpus figure measures.
//
//   node loopback-server.mjs [FILES_DIR] [ORIGINS]
//
// GET /files/NAME      a file from FILES_DIR (content type from the extension)
// GET /searxng/D/search?q=…&format=json   a SearXNG-compatible answer after D ms, whose results echo the query
// GET /__count         how many /searxng requests were served (GET /__reset zeroes it)
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import process from 'node:process';

const filesDir = process.argv[2] === '' ? undefined : process.argv[2];
const originCount = Math.max(1, Number.parseInt(process.argv[3] ?? '1', 10) || 1);
const TYPES = { '.html': 'text/html; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json', '.pdf': 'application/pdf' };
let searches = 0;

function searxngAnswer(query) {
  const words = query.split(/\s+/).filter(Boolean);
  const results = Array.from({ length: 10 }, (_, i) => ({
    url: `https://example.org/${encodeURIComponent(words.join('-'))}/${i}`,
    title: `${query} explained, part ${i + 1}`,
    content: `A page about ${query}: what ${words[0] ?? 'it'} means and how to use it well.`,
    engine: 'duckduckgo',
    engines: ['duckduckgo'],
    score: 10 - i,
  }));
  return JSON.stringify({ query, number_of_results: results.length, results, unresponsive_engines: [] });
}

function answer(req, res) {
  const url = new URL(req.url ?? '/', 'http://loopback');
  const search = /^\/searxng\/(\d+)\/search$/.exec(url.pathname);
  if (search) {
    searches += 1;
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(searxngAnswer(url.searchParams.get('q') ?? '')), Number(search[1]));
  } else if (url.pathname === '/__count') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(String(searches));
  } else if (url.pathname === '/__reset') {
    searches = 0;
    res.writeHead(204).end();
  } else if (url.pathname.startsWith('/files/') && filesDir !== undefined) {
    const path = join(filesDir, decodeURIComponent(url.pathname.slice('/files/'.length)).replace(/\.\.+/g, ''));
    const size = statSync(path, { throwIfNoEntry: false })?.size;
    if (size === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-length': size });
    createReadStream(path).pipe(res);
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  }
}

const origins = await Promise.all(Array.from({ length: originCount }, () => new Promise((resolve) => {
  const server = createServer(answer);
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
})));
process.stdout.write(`${JSON.stringify({ origin: origins[0], origins })}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

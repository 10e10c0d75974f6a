// Scenario for the surface e2e suites (CLI, MCP, Pi, library): a small local site plus a
// SearXNG-shaped search endpoint on one origin. A request whose path starts with /held/ (or a
// search whose query contains "held") is answered only after GET /release/<key> arrives, so a test
// can observe what the client sees while a call is in flight without relying on timing. A release
// that arrives before its request is kept, so the order of the two never matters.
const held = new Map();
const released = new Set();

function waitFor(key) {
  if (released.delete(key)) return Promise.resolve();
  return new Promise((resolve) => {
    const waiters = held.get(key) ?? [];
    waiters.push(resolve);
    held.set(key, waiters);
  });
}

const ARTICLE = [
  '<!doctype html><html><head><title>Local article</title></head><body>',
  '<nav>Home | About</nav><article><h1>Local article</h1>',
  '<p>This is the first paragraph of a local test article about web research tooling for agents. It has enough words to count as an article.</p>',
  '<h2>Details</h2><p>The second paragraph explains that the fetch tool converts HTML to compact Markdown and reports line numbers.</p>',
  '</article></body></html>',
].join('');

function searchResults(query) {
  const slug = query.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    query,
    results: [
      { url: `https://example.org/${slug}/guide`, title: `${query} guide`, content: `A practical guide to ${query}.`, engine: 'duckduckgo' },
      { url: `https://example.org/${slug}/notes`, title: `Notes on ${query}`, content: `Field notes about ${query}.`, engine: 'startpage' },
    ],
    unresponsive_engines: [],
  };
}

export default async function handle(req, res) {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname.startsWith('/release/')) {
    const key = url.pathname.slice('/release/'.length);
    const waiters = held.get(key) ?? [];
    held.delete(key);
    if (waiters.length === 0) released.add(key);
    for (const resolve of waiters) resolve();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ released: waiters.length }));
    return;
  }
  if (url.pathname.startsWith('/held/')) {
    await waitFor(url.pathname.slice('/held/'.length));
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('held line one\nheld line two\n');
    return;
  }
  if (url.pathname === '/search') {
    const query = url.searchParams.get('q') ?? '';
    if (query.includes('held')) await waitFor('search');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(searchResults(query)));
    return;
  }
  if (url.pathname === '/article.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ARTICLE);
    return;
  }
  if (url.pathname === '/notes.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('line one\nline two\nline three\n');
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not here');
}

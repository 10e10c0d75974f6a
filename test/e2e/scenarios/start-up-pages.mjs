// Pages for the start-up module test: a text file, a JSON document, a small HTML article, and a
// SearXNG-compatible /search.
const article = `<!doctype html><html><head><title>Start-up article</title></head><body><nav><a href="/">Home</a></nav>
<article><h1>Start-up article</h1>${'<p>A paragraph about loading only the modules a command needs, long enough to count as content.</p>'.repeat(8)}</article></body></html>`;

export default async function handle(req, res) {
  const path = req.url.split('?')[0];
  if (path === '/notes.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('first line\nsecond line\n');
  } else if (path === '/data.json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'start-up', items: [1, 2, 3] }));
  } else if (path === '/article.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(article);
  } else if (path === '/search') {
    const results = [{ url: 'https://example.org/lazy-loading', title: 'Lazy loading modules in Node', content: 'How lazy loading modules in Node keeps start-up fast.', engine: 'duckduckgo' }];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query: 'lazy loading modules', results, unresponsive_engines: [] }));
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  }
}

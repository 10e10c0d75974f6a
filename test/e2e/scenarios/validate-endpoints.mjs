// Fake SearXNG and Ollama instances for `mono-agent validate` and the playbook checks, one per
// listener (its own OS process, so the CLI under test is never kept alive by the test runner):
// 0 healthy SearXNG, 1 SearXNG whose engines are all unresponsive, 2 SearXNG without JSON (403),
// 3 a web page where SearXNG should be (wrong shape), 4 Ollama 404 → /api/web_search ok,
// 5 Ollama 404 → 404, 6 everything hangs (never answers).
export const ports = 7;

const RESULTS = [
  { url: 'https://a.example/', title: 'A', content: 'first', engine: 'duckduckgo' },
  { url: 'https://b.example/', title: 'B', content: 'second', engine: 'brave' },
];
const UNRESPONSIVE = [['brave', 'too many requests'], ['duckduckgo', 'CAPTCHA'], ['startpage', 'Suspended: access denied']];

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export default function handle(req, res, ctx) {
  const path = new URL(req.url, 'http://localhost').pathname;
  switch (ctx.portIndex) {
    case 0:
    case 1:
      if (path === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
      if (path === '/search') return json(res, 200, ctx.portIndex === 0 ? { query: 'test', results: RESULTS, unresponsive_engines: [] } : { query: 'test', results: [], unresponsive_engines: UNRESPONSIVE });
      return void res.writeHead(404).end();
    case 2:
      if (path === '/healthz') return void res.writeHead(200).end('OK');
      return void res.writeHead(403, { 'content-type': 'text/html' }).end('<!doctype html><title>403 Forbidden</title><h1>Forbidden</h1>');
    case 3:
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Welcome</title><p>not searxng</p>');
    case 4:
      if (path === '/api/web_search') return json(res, 200, { results: [{ title: 'T', url: 'https://t.example/', content: 'c' }] });
      return void res.writeHead(404).end('404 page not found');
    case 5:
      return void res.writeHead(404).end('404 page not found');
    default:
      return new Promise(() => undefined);
  }
}

// A SearXNG-compatible endpoint plus plain pages for the host-coordination end-to-end tests.
// /search: q "throttle me" answers 429; q "hold me" is held until GET /release-held; anything else
// answers one relevant result. /throttled.txt answers 429 with Retry-After: 120; /slow.txt answers
// after GET /release-held too; /page.txt answers at once.
const RESULT = { url: 'https://docs.example/host-coordination', title: 'Host coordination explained', content: 'How host coordination shares admission between agents.', engine: 'stub' };
const held = [];

function releaseHeld() {
  for (const answer of held.splice(0)) answer();
}

export default function handle(req, res) {
  res.setHeader('connection', 'close');
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/release-held') {
    releaseHeld();
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/search') {
    const q = url.searchParams.get('q') ?? '';
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ query: q, results: [RESULT], unresponsive_engines: [] }));
    };
    if (q.startsWith('throttle me')) res.writeHead(429, { 'content-type': 'text/plain' }).end('too many requests');
    else if (q.startsWith('hold me')) held.push(answer);
    else answer();
    return;
  }
  if (url.pathname === '/throttled.txt') {
    res.writeHead(429, { 'retry-after': '120', 'content-type': 'text/plain' }).end('slow down');
    return;
  }
  if (url.pathname === '/slow.txt') {
    held.push(() => res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('slow page\n'));
    return;
  }
  if (url.pathname === '/page.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('a plain page\n');
    return;
  }
  res.writeHead(404).end();
}

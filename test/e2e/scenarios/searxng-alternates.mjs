// A SearXNG-compatible endpoint whose answer to the primary query is irrelevant, so WebSearch must
// go on to the alternate query (in process mode with no start spacing for the operator's endpoint).
const IRRELEVANT = [
  { url: 'https://cooking.example/bread', title: 'Sourdough bread basics', content: 'Flour, water and salt.', engine: 'stub' },
];
const RELEVANT = [
  { url: 'https://physics.example/entanglement', title: 'Entanglement physics explained', content: 'How entangled particles share one quantum state.', engine: 'stub' },
];

export default function handle(req, res) {
  res.setHeader('connection', 'close');
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname !== '/search') {
    res.writeHead(404).end();
    return;
  }
  const q = url.searchParams.get('q');
  const results = q === 'entanglement physics' ? RELEVANT : IRRELEVANT;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ query: q, results, unresponsive_engines: [] }));
}

// A DuckDuckGo-HTML-compatible endpoint: the primary query gets an irrelevant answer, the alternate a
// relevant one. Process-mode admission spaces DuckDuckGo starts 1.5 s apart, so the alternate waits.
const page = (title, url, snippet) => `<!DOCTYPE html><html><head><title>results</title></head><body>
<div id="links" class="results"><div class="result results_links results_links_deep web-result"><div class="links_main links_deep result__body">
<h2 class="result__title"><a rel="nofollow" class="result__a" href="${url}">${title}</a></h2>
<a class="result__snippet" href="${url}">${snippet}</a>
</div></div></div></body></html>`;

export default async function handle(req, res, ctx) {
  res.setHeader('connection', 'close');
  if (req.method !== 'POST' || !req.url.startsWith('/html/')) {
    res.writeHead(404).end();
    return;
  }
  const q = new URLSearchParams(await ctx.body()).get('q');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(q === 'entanglement physics'
    ? page('Entanglement physics explained', 'https://physics.example/entanglement', 'How entangled particles share one quantum state.')
    : page('Sourdough bread basics', 'https://cooking.example/bread', 'Flour, water and salt.'));
}

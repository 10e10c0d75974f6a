// A loopback site for the rendering end-to-end test, run as its own process (never inside the
// test runner, whose sockets would keep a hung CLI alive). Listens on 127.0.0.1 (the site) and
// 127.0.0.2 (an origin the renderer must never reach) on ephemeral ports, prints one JSON line
// {"site": origin, "other": origin} when ready, and answers GET /hits on the site with how many
// requests each origin received (the other origin's count proves a refused redirect sent nothing).
import { createServer } from 'node:http';

const hits = { site: 0, other: 0 };
let otherOrigin = '';

const SHELL = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rendered app</title></head>
<body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>
<script>
  const root = document.getElementById('root');
  // The marker is assembled at run time, so the static HTML never contains it.
  const marker = ['RENDER', 'MARKER'].join('');
  root.innerHTML = '<article><h1>Client rendered heading</h1><p>' + marker + ': this paragraph exists only after the script ran in a real browser, so a static fetch cannot see it.</p><p>A second paragraph gives the article enough words to be extracted as the main content of the page.</p></article>';
</script>
</body></html>`;

function page(res, status, body, type = 'text/html; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const site = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://site').pathname;
  if (path === '/hits') return page(res, 200, JSON.stringify(hits), 'application/json');
  hits.site += 1;
  switch (path) {
    case '/app':
      return page(res, 200, SHELL);
    case '/redirect-away':
      res.writeHead(302, { location: `${otherOrigin}/landing` });
      return res.end();
    case '/script-redirect-away':
      return page(res, 200, `<!doctype html><title>Moving</title><div id="root"></div><script>location.href = ${JSON.stringify(`${otherOrigin}/landing`)};</script>`);
    case '/hang':
      // Headers and a shell, then a body that never ends: the load event never fires.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><title>Forever</title><div id="root"></div><script>document.title = "still loading";</script>');
      return undefined;
    case '/login':
      return page(res, 200, '<!doctype html><title>Sign in</title><div id="root"></div><script>document.getElementById("root").innerHTML = \'<h1>Sign in to continue</h1><form><input name="user"><input type="password" name="pass"><button>Sign in</button></form>\';</script>');
    case '/article':
      // The same text served statically: the baseline of the render benchmark.
      return page(res, 200, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static article</title></head><body><article><h1>Static heading</h1><p>This paragraph is in the HTML the server sends, so a static fetch reads it without a browser.</p><p>A second paragraph gives the article enough words to be extracted as the main content of the page.</p></article></body></html>');
    case '/data.json':
      return page(res, 200, '{"kind":"json","rendered":false}', 'application/json');
    default:
      return page(res, 404, '<!doctype html><title>Not found</title><h1>Not found</h1>');
  }
});

const other = createServer((req, res) => {
  hits.other += 1;
  page(res, 200, '<!doctype html><title>Elsewhere</title><h1>You should never see this</h1>');
});

function listen(server, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(`http://${host}:${server.address().port}`));
  });
}

const siteOrigin = await listen(site, '127.0.0.1');
otherOrigin = await listen(other, '127.0.0.2');
process.stdout.write(`${JSON.stringify({ site: siteOrigin, other: otherOrigin })}\n`);
process.on('SIGTERM', () => process.exit(0));

// Pages whose fetch has to wait: a 503 with Retry-After, a 500 every time, connection resets, and
// ordinary pages on one origin (admission spacing between them). Every answer closes its
// connection, so no pooled keep-alive socket keeps the client's event loop alive while it waits.
const ARTICLE = (title, body) => `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1><p>${body}</p><p>This paragraph gives the page enough words to be an article that the extractor keeps whole.</p></article></body></html>`;

export default function handle(req, res, ctx) {
  res.setHeader('connection', 'close');
  const path = new URL(req.url, 'http://localhost').pathname;
  const n = ctx.hit(path);
  switch (path) {
    case '/retry-after':
    case '/retry-after-again':
      if (n === 1) {
        res.writeHead(503, { 'retry-after': '1', 'content-type': 'text/plain' }).end('busy');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('served after a Retry-After wait\n');
      return;
    case '/always-500':
      res.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
      return;
    case '/reset-then-ok':
      if (n === 1) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('served after a reset\n');
      return;
    case '/reset-always':
      req.socket.destroy();
      return;
    case '/first.html':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE('First page', 'The first page talks about admission spacing.'));
      return;
    case '/second.html':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE('Second page', 'The second page comes from the same origin.'));
      return;
    case '/first.txt':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The first note talks about admission spacing.\n');
      return;
    case '/second.txt':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The second note comes from the same origin.\n');
      return;
    case '/third.txt':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The third note waited its turn.\n');
      return;
    case '/fourth.txt':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('The fourth note waited longest.\n');
      return;
    default:
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  }
}

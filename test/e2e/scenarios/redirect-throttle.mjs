// Two origins: A redirects to B, and B throttles (429 with Retry-After: 30). Per-hop admission
// and cooldown must cool down B, not A.
export const ports = 2;

export default function handle(req, res, ctx) {
  res.setHeader('connection', 'close');
  const path = new URL(req.url, 'http://localhost').pathname;
  const [originA, originB] = ctx.origins;
  if (ctx.portIndex === 0 && path === '/go') {
    res.writeHead(302, { location: `${originB}/throttled` }).end();
    return;
  }
  if (ctx.portIndex === 0 && path === '/page.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(`origin A (${originA}) still answers\n`);
    return;
  }
  if (ctx.portIndex === 1 && path === '/throttled') {
    res.writeHead(429, { 'retry-after': '30', 'content-type': 'text/plain' }).end('slow down');
    return;
  }
  if (ctx.portIndex === 1 && path === '/direct.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('origin B direct\n');
    return;
  }
  res.writeHead(404).end();
}

// A scripted HTTP server that runs as its own OS process, so the process under test (the built CLI,
// a library script, the MCP server, Pi) is never kept alive by sockets living in the test runner.
//
// Usage: node server-process.mjs <scenario.mjs>
// The scenario module exports `default async function handle(req, res, ctx)` and optionally
// `ports` (how many listeners to open, default 1). ctx: { origins, portIndex, hit(key) → count,
// body() → Promise<string> }. The process prints one JSON line `{"origins":[...]}` on stdout once
// listening, keeps a log of every request, answers `GET /__requests` (not logged) with that log, and
// exits when stdin closes or on SIGTERM.
import { createServer } from 'node:http';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const scenarioPath = process.argv[2];
if (scenarioPath === undefined) {
  process.stderr.write('usage: server-process.mjs <scenario.mjs>\n');
  process.exit(2);
}
const scenario = await import(pathToFileURL(scenarioPath).href);
const portCount = scenario.ports ?? 1;
const log = [];
const counters = new Map();
const origins = [];
const servers = [];

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

for (let portIndex = 0; portIndex < portCount; portIndex += 1) {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(log));
      return;
    }
    log.push({ port: portIndex, method: req.method, url: req.url, at: Date.now(), headers: req.headers });
    const ctx = {
      origins,
      portIndex,
      hit(key) {
        const next = (counters.get(key) ?? 0) + 1;
        counters.set(key, next);
        return next;
      },
      body: () => readBody(req),
    };
    Promise.resolve(scenario.default(req, res, ctx)).catch((error) => {
      process.stderr.write(`scenario error: ${error?.stack ?? error}\n`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  origins.push(`http://127.0.0.1:${server.address().port}`);
}

process.stdout.write(`${JSON.stringify({ origins })}\n`);

function shutdown() {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  process.exit(0);
}
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.resume();
process.on('SIGTERM', shutdown);

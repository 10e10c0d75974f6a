import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMswLoopback, type MswLoopback } from '../support/msw-loopback.js';
import { runBuiltCli } from './support/built-cli.js';

const searxngResults = readFileSync(new URL('../fixtures/providers/searxng/results.json', import.meta.url), 'utf8');

let site: Server;
let origin: string;
let searxng: MswLoopback;
let dir: string;

function writeConfig(name: string, config: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof config === 'string' ? config : JSON.stringify(config));
  return path;
}

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/article.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><head><title>Local article</title></head><body><nav>Home | About</nav><article><h1>Local article</h1><p>This is the first paragraph of a local test article about web research tooling for agents. It has enough words to count as an article.</p><h2>Details</h2><p>The second paragraph explains that the fetch tool converts HTML to compact Markdown and reports line numbers.</p></article></body></html>');
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not here');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  searxng = await startMswLoopback(
    http.get(/\/search$/, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      return HttpResponse.text(q === 'nothing matches this' ? JSON.stringify({ query: q, results: [], unresponsive_engines: [] }) : searxngResults, { headers: { 'content-type': 'application/json' } });
    }),
  );
  dir = mkdtempSync(join(tmpdir(), 'mono-agent-e2e-'));
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await searxng.close();
  rmSync(dir, { recursive: true, force: true });
});

const localhostConfig = (): string => writeConfig('localhost.json', { tools: { web: { search: { backend: 'searxng', searxng: { endpoint: searxng.origin } } } }, sandbox: { network: { mode: 'localhost' } } });

describe('mono-agent fetch (built CLI, real composition)', () => {
  it('prints the model-facing text of a local page and exits 0', async () => {
    const run = await runBuiltCli(['fetch', `${origin}/article.html`, '--config', localhostConfig()]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Local article');
    expect(run.stdout).toContain('BEGIN UNTRUSTED WEB CONTENT');
    expect(run.stdout).not.toContain('Home | About');
    expect(run.stderr).toBe('');
  });

  it('--json prints one object with ok, content and details', async () => {
    const run = await runBuiltCli(['fetch', `${origin}/article.html`, '--config', localhostConfig(), '--json', '--max-lines', '2']);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { ok: boolean; content: string; details: Record<string, unknown> };
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ contentKind: 'html', status: 200, startLine: 1, endLine: 2 });
  });

  it('a tool error exits 1 with a stable code (HTTP 404, policy denial)', async () => {
    const notFound = await runBuiltCli(['fetch', `${origin}/missing`, '--config', localhostConfig(), '--json']);
    expect(notFound.code).toBe(1);
    expect(JSON.parse(notFound.stdout)).toMatchObject({ ok: false, error: { code: 'http_error' } });
    const denied = await runBuiltCli(['fetch', `${origin}/article.html`, '--config', writeConfig('none.json', { sandbox: { network: { mode: 'none' } } }), '--json']);
    expect(denied.code).toBe(1);
    expect(JSON.parse(denied.stdout)).toMatchObject({ ok: false, error: { code: 'policy_denied' } });
  });

  it('bad usage exits 2 before any network work', async () => {
    expect((await runBuiltCli(['fetch', `${origin}/article.html`, '--max-lines', '3x'])).code).toBe(2);
    expect((await runBuiltCli(['fetch', `${origin}/article.html`, '--format', 'pdf'])).code).toBe(2);
    expect((await runBuiltCli(['fetch', 'ftp://example.com/file', '--json'])).code).toBe(2);
    expect((await runBuiltCli(['search', 'q', '--no-such-flag'])).code).toBe(2);
  });

  it("an out-of-range flag reads in zod's English wording, never a bare 'Invalid input'", async () => {
    // zod's mini build installs no message locale; domain/shared/zod-mini.ts installs English.
    const tooSmall = await runBuiltCli(['fetch', `${origin}/article.html`, '--max-lines', '0', '--json']);
    expect(tooSmall.code).toBe(2);
    expect(JSON.parse(tooSmall.stdout)).toMatchObject({ ok: false, error: { code: 'invalid_input', field: 'max_lines', message: 'max_lines: Too small: expected number to be >=1' } });
    const tooBig = await runBuiltCli(['fetch', `${origin}/article.html`, '--max-output-chars', '999999999']);
    expect(tooBig.stderr).toContain('invalid_input: max_output_chars: Too big: expected number to be <=500000');
  });
});

describe('mono-agent search (built CLI, real composition)', () => {
  it('searches a loopback SearXNG and prints bounded, untrusted-marked results', async () => {
    const run = await runBuiltCli(['search', 'rust async runtime', '--config', localhostConfig(), '--trace']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^search-control: backend=searxng requests_used=1 requests_remaining=3/);
    expect(run.stdout).toContain('[BEGIN UNTRUSTED WEB SEARCH RESULTS]');
    const events = run.stderr.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.some((e) => e['phase'] === 'provider_request' && e['backend'] === 'searxng')).toBe(true);
    expect(run.stderr).not.toContain('rust async runtime');
  });

  it('a genuine empty answer from a working backend is "No results." and exits 0', async () => {
    const run = await runBuiltCli(['search', 'nothing matches this', '--config', localhostConfig(), '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, details: { resultCount: 0 } });
  });

  it('bad configuration exits 2 and names the key path or variable', async () => {
    const broken = await runBuiltCli(['search', 'q', '--config', writeConfig('broken.json', '{ not json')]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('config_invalid');
    const remote = await runBuiltCli(['search', 'q', '--config', writeConfig('remote.json', { tools: { web: { search: { endpoint: 'https://searx.example.org' } } } }), '--json']);
    expect(remote.code).toBe(2);
    expect(remote.stdout).toContain('tools.web.search.endpoint');
    const env = await runBuiltCli(['search', 'q', '--json'], { MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN: '99' });
    expect(env.code).toBe(2);
    expect(env.stdout).toContain('MONO_AGENT_WEB_SEARCH_MAX_REQUESTS_PER_RUN');
  });

  it('--version and --help work on every command', async () => {
    for (const args of [['--version'], ['search', '--help'], ['fetch', '--help'], ['mcp', '--help'], ['demo', '--help']]) {
      const run = await runBuiltCli(args);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(0);
    }
  });
});

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebResearch } from '../../../composition/create-web-research.js';
import type { WebResearch } from '../../../composition/web-research.facade.js';
import { startMswLoopback, type MswLoopback } from '../../support/msw-loopback.js';
import { FakePageRenderer, rendered } from '../../fakes/fake-page-renderer.js';

const ddgResults = readFileSync(new URL('../../fixtures/providers/duckduckgo/results.html', import.meta.url), 'utf8');

let site: Server;
let siteOrigin: string;
let keyless: MswLoopback;
const facades: WebResearch[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/shell') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>App</title><div id="root"></div><script src="/a.js"></script>');
      return;
    }
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first line\n');
      return; // never ends: only the run's close() can stop this fetch
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ hello: 'world', items: [1, 2] }));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  keyless = await startMswLoopback();
});
afterEach(async () => {
  await Promise.all(facades.splice(0).map((f) => f.close()));
  keyless.reset();
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await keyless.close();
});

async function facade(web: Record<string, unknown> = {}): Promise<WebResearch> {
  const created = await createWebResearch({
    agentConfig: { tools: { web } },
    env: {},
    networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] },
    keylessBaseUrls: { duckduckgo: keyless.origin, startpage: keyless.origin },
  });
  if (!created.ok) throw new Error(created.error.message);
  facades.push(created.value);
  return created.value;
}

describe('createWebResearch', () => {
  it('reports every configuration problem as config_invalid with key paths', async () => {
    const created = await createWebResearch({ agentConfig: { tools: { web: { search: { backend: 'bing', maxRequestsPerRun: 50 } } } }, env: {} });
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.error.code).toBe('config_invalid');
    expect(created.error.message).toContain('tools.web.search.backend');
    expect(created.error.message).toContain('tools.web.search.maxRequestsPerRun');
  });

  it('exposes WebSearch and WebFetch with JSON Schema parameters and research guidance', async () => {
    const run = (await facade()).startRun();
    const [search, fetch] = run.tools();
    expect(search?.name).toBe('WebSearch');
    expect(search?.description).toContain('ONE broad');
    // The spec's guidance in full: no sleeping, retrying or delegating after a rate limit; WebFetch when a snippet is incomplete.
    expect(search?.description).toMatch(/do not sleep, retry, or delegate/);
    expect(search?.description).toContain('[snippet truncated; use WebFetch for full source]');
    expect(search?.description).toContain('verify dates in the fetched sources');
    expect(search?.parameters).toMatchObject({ type: 'object', required: ['query'], properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 10 } } });
    expect(fetch?.name).toBe('WebFetch');
    expect(fetch?.parameters).toMatchObject({ type: 'object', required: ['url'] });
  });
});

describe('the facade lifecycle and surface information', () => {
  it('startRun() after close() gives a closed run whose calls say the facade is closed, without any request', async () => {
    const web = await facade();
    await web.close();
    await web.close(); // idempotent
    const run = web.startRun();
    expect(run.closed).toBe(true);
    for (const result of [await run.fetch({ url: `${siteOrigin}/data.json` }), await run.search({ query: 'anything' }), await run.tools()[0]!.execute({ query: 'x' })]) {
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error).toMatchObject({ code: 'cancelled', retryable: false, details: { reason: 'facade_closed' } });
      expect(result.content).toMatch(/^Web(Search|Fetch) error: cancelled: the web-research facade is closed\.$/);
      expect(result.error.message).toContain('create a new one with createWebResearch()');
    }
  });

  it('a run closed by its caller says so with reason run_closed', async () => {
    const run = (await facade()).startRun();
    await run.close();
    const after = await run.fetch({ url: `${siteOrigin}/data.json` });
    expect(!after.ok && after.error.details).toEqual({ reason: 'run_closed' });
  });

  it('exposes configuration warnings, the session policy and where the config came from', async () => {
    const created = await createWebResearch({
      agentConfig: { tools: { web: { search: { endpoint: 'http://127.0.0.1:8088', maxRequestsPerRun: 7 }, mcp: { runIdleMs: 1_000 } } } },
      env: { MONO_AGENT_WEB_SEARCH_BAKEND: 'keyless' },
    });
    if (!created.ok) throw new Error(created.error.message);
    facades.push(created.value);
    expect(created.value.warnings).toEqual([
      expect.stringMatching(/MONO_AGENT_WEB_SEARCH_BAKEND .*did you mean MONO_AGENT_WEB_SEARCH_BACKEND\?/),
      expect.stringMatching(/tools\.web\.search\.endpoint is a legacy alias/),
    ]);
    expect(created.value.sessionPolicy).toEqual({ maxRequestsPerRun: 7, runIdleMs: 1_000, enabledTools: ['WebSearch', 'WebFetch'] });
    expect(created.value.configSource).toEqual({ kind: 'inline' });
  });
});

describe('a run', () => {
  it('fetches from a real local server and searches through the real keyless chain', async () => {
    keyless.use(http.post(`${keyless.origin}/html/`, () => new HttpResponse(ddgResults, { headers: { 'content-type': 'text/html; charset=utf-8' } })));
    const run = (await facade({ search: { backend: 'keyless' } })).startRun();
    const fetched = await run.fetch({ url: `${siteOrigin}/data.json` });
    expect(fetched.ok).toBe(true);
    expect(fetched.content).toContain('"hello": "world"');
    const searched = await run.search({ query: 'rust async tokio' });
    expect(searched.ok).toBe(true);
    expect(searched.content).toContain('[BEGIN UNTRUSTED WEB SEARCH RESULTS]');
    expect(searched.ok && searched.details['backend']).toBe('duckduckgo');
  });

  it('close() aborts in-flight work and later calls fail with cancelled', async () => {
    const run = (await facade()).startRun();
    const pending = run.fetch({ url: `${siteOrigin}/slow` });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await run.close();
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('cancelled');
    expect(run.closed).toBe(true);
    const after = await run.search({ query: 'anything' });
    expect(!after.ok && after.error.code).toBe('cancelled');
  });

  it('gives each child agent and each later run a fresh request budget; closing a parent closes its children', async () => {
    keyless.use(http.post(`${keyless.origin}/html/`, () => new HttpResponse('<html><body><div class="no-results">No results.</div></body></html>', { headers: { 'content-type': 'text/html' } })));
    keyless.use(http.get(`${keyless.origin}/`, () => new HttpResponse('<html></html>', { headers: { 'content-type': 'text/html' } })));
    const web = await facade({ search: { backend: 'keyless', maxRequestsPerRun: 1 } });
    const parent = web.startRun();
    await parent.search({ query: 'first distinct query' });
    const spent = await parent.search({ query: 'second distinct query' });
    expect(!spent.ok && spent.error.code).toBe('search_budget_exhausted');
    const child = parent.child();
    const childResult = await child.search({ query: 'third distinct query' });
    expect(childResult.ok && childResult.details).toMatchObject({ requestBudget: 1, requestsUsed: 1, requestsRemaining: 0 });
    const later = web.startRun();
    const laterResult = await later.search({ query: 'fourth distinct query' });
    expect(laterResult.ok && laterResult.details).toMatchObject({ requestBudget: 1, requestsUsed: 1 });
    await parent.close();
    expect(child.closed).toBe(true);
  });
});

describe('createWebResearch: browser rendering wiring', () => {
  async function withRenderer(render: 'never' | 'auto', renderer: FakePageRenderer): Promise<WebResearch> {
    const created = await createWebResearch({
      agentConfig: { tools: { web: { fetch: { render } } } },
      env: {},
      networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] },
      renderer,
    });
    if (!created.ok) throw new Error(created.error.message);
    facades.push(created.value);
    return created.value;
  }

  it('config auto renders a client-rendered shell through the renderer, and closing the facade closes the renderer', async () => {
    const renderer = new FakePageRenderer().enqueue(rendered('<h1>Rendered app</h1><p>Only the browser sees this paragraph of text.</p>'));
    const research = await withRenderer('auto', renderer);
    const result = await research.startRun().fetch({ url: `${siteOrigin}/shell` });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) {
      expect(result.details).toMatchObject({ rendered: true, renderReason: 'client_rendered_shell' });
      expect(result.content).toContain('Only the browser sees this paragraph');
    }
    expect(renderer.requests[0]).toMatchObject({ url: `${siteOrigin}/shell`, policy: { mode: 'allowlist', allow: ['127.0.0.1'] } });
    await research.close();
    expect(renderer.closes).toBe(1);
  });

  it('config never wires no renderer at all: the shell is refused, nothing is rendered', async () => {
    const renderer = new FakePageRenderer();
    const research = await withRenderer('never', renderer);
    const result = await research.startRun().fetch({ url: `${siteOrigin}/shell`, render: 'always' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'backend_not_ready', details: { renderReason: 'disabled_by_config' } });
    expect(renderer.calls).toBe(0);
  });
});

import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { probeSearxng } from '../../../adapters/outbound/searxng/searxng-liveness.probe.js';
import { probeOllama } from '../../../adapters/outbound/ollama/ollama-liveness.probe.js';
import { createHttpAgent, type HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import { searxngChecks } from '../../../domain/validate/searxng-checks.js';
import { ollamaCheck } from '../../../domain/validate/ollama-checks.js';
import { startMswLoopback, type MswLoopback } from '../../support/msw-loopback.js';

// validate's HTTP probes against msw handlers served from a loopback socket (the real undici path).
let server: MswLoopback;
let agent: HttpAgent;
const LOCAL = { mode: 'localhost' } as const;

beforeAll(async () => {
  server = await startMswLoopback();
  agent = createHttpAgent({ connectTimeoutMs: 1_000 });
});
afterEach(() => {
  server.assertAllHandled();
  server.reset();
});
afterAll(async () => {
  await agent.destroy();
  await server.close();
});

const probe = (timeoutMs = 2_000) => ({ signal: new AbortController().signal, timeoutMs });
const searxng = (timeoutMs?: number) => probeSearxng(server.origin, agent.dispatcherFor(LOCAL, 'operator-endpoint'), probe(timeoutMs));

describe('SearXNG probe', () => {
  const search = () => `${server.origin}/search`;

  it('healthy: the JSON shape and no unresponsive engine', async () => {
    server.use(http.get(search(), ({ request }) => {
      const url = new URL(request.url);
      expect([url.searchParams.get('q'), url.searchParams.get('format')]).toEqual(['test', 'json']);
      return HttpResponse.json({ query: 'test', results: [{ url: 'https://a.example/', title: 'A' }, { url: 'https://b.example/' }], unresponsive_engines: [] });
    }));
    const outcome = await searxng();
    expect(outcome).toEqual({ kind: 'answered', results: 2, unresponsive: [] });
    expect(searxngChecks(outcome, { endpoint: server.origin, strict: true }).map((check) => check.status)).toEqual(['ok', 'ok']);
  });

  it('every engine unresponsive: names each engine with its reason (fail in strict, warn in auto)', async () => {
    server.use(http.get(search(), () => HttpResponse.json({ results: [], unresponsive_engines: [['brave', 'too many requests'], ['duckduckgo', 'CAPTCHA'], ['startpage', 'Suspended: access denied']] })));
    const outcome = await searxng();
    const [json, engines] = searxngChecks(outcome, { endpoint: server.origin, strict: true });
    expect(json?.status).toBe('ok');
    expect(engines).toMatchObject({ id: 'searxng.engines', status: 'fail' });
    expect(engines?.message).toBe('every engine that answered failed, so SearXNG returns nothing: brave: too many requests; duckduckgo: CAPTCHA; startpage: Suspended: access denied');
    expect(engines?.fix).toMatch(/disable the failing engines.*Swapping engines/s);
    expect(searxngChecks(outcome, { endpoint: server.origin, strict: false })[1]?.status).toBe('warn');
  });

  it('JSON format disabled (403): says how to enable it in settings.yml', async () => {
    server.use(http.get(search(), () => new HttpResponse('<!doctype html><title>403 Forbidden</title>', { status: 403, headers: { 'content-type': 'text/html' } })));
    const outcome = await searxng();
    expect(outcome).toEqual({ kind: 'json_disabled' });
    const [json] = searxngChecks(outcome, { endpoint: server.origin, strict: true });
    expect(json).toMatchObject({ status: 'fail', message: expect.stringMatching(/403 Forbidden: its JSON output format is disabled/) as unknown });
    expect(json?.fix).toMatch(/search\.formats to \[html, json\]/);
  });

  it('wrong shape: an HTML page or JSON without results', async () => {
    server.use(http.get(search(), () => HttpResponse.json({ hits: [] })));
    expect(await searxng()).toEqual({ kind: 'wrong_shape', detail: 'expected a JSON object with a results array; got application/json' });
    server.use(http.get(search(), () => HttpResponse.html('<html>welcome</html>')));
    const outcome = await searxng();
    expect(outcome).toMatchObject({ kind: 'wrong_shape', detail: expect.stringContaining('text/html') as unknown });
    expect(searxngChecks(outcome, { endpoint: server.origin, strict: true })[0]?.fix).toMatch(/point tools\.web\.search\.searxng\.endpoint at the SearXNG base URL/);
  });

  it('the limiter (429) says to turn it off for a loopback instance', async () => {
    server.use(http.get(search(), () => new HttpResponse('Too Many Requests', { status: 429 })));
    const outcome = await searxng();
    expect(outcome).toEqual({ kind: 'http_status', status: 429 });
    expect(searxngChecks(outcome, { endpoint: server.origin, strict: true })[0]?.fix).toMatch(/server\.limiter: false/);
  });

  it('a hanging endpoint is reported as timed out after its own deadline', async () => {
    server.use(http.get(search(), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const outcome = await searxng(300);
    expect(outcome).toEqual({ kind: 'timed_out', afterMs: 300 });
    expect(searxngChecks(outcome, { endpoint: server.origin, strict: true })[0]?.message).toMatch(/timed out: no answer within 0\.3 s/);
  });

  it('nothing listening: unreachable, with how to start it', async () => {
    const outcome = await probeSearxng('http://127.0.0.1:9', agent.dispatcherFor(LOCAL, 'operator-endpoint'), probe());
    expect(outcome).toMatchObject({ kind: 'unreachable', message: expect.stringContaining('ECONNREFUSED') as unknown });
  });
});

describe('Ollama probe', () => {
  const ollama = (settings: { apiKeyEnv?: string; baseUrl?: string } = {}) =>
    probeOllama({ baseUrl: settings.baseUrl ?? server.origin, readEnv: () => undefined, ...(settings.apiKeyEnv === undefined ? {} : { apiKeyEnv: settings.apiKeyEnv }) }, agent.dispatcherFor(LOCAL, 'operator-endpoint'), probe());

  it.each([404, 405])('experimental path %i → /api/web_search answers: ok, naming both paths', async (status) => {
    server.use(
      http.post(`${server.origin}/api/experimental/web_search`, () => new HttpResponse(null, { status })),
      http.post(`${server.origin}/api/web_search`, async ({ request }) => {
        expect(await request.json()).toEqual({ query: 'test', max_results: 1 });
        return HttpResponse.json({ results: [{ title: 'T', url: 'https://t.example/', content: 'c' }] });
      }),
    );
    const outcome = await ollama();
    expect(outcome).toEqual({ kind: 'answered', attempts: [{ path: '/api/experimental/web_search', status }, { path: '/api/web_search', status: 200 }], results: 1 });
    expect(ollamaCheck(outcome, { baseUrl: server.origin, hosted: false, strict: true }).message).toBe(`Ollama web search answered (POST /api/experimental/web_search → ${status}, POST /api/web_search → 200; 1 results)`);
  });

  it('404 → 404: fails naming both paths, with the upgrade hint', async () => {
    server.use(
      http.post(`${server.origin}/api/experimental/web_search`, () => new HttpResponse(null, { status: 404 })),
      http.post(`${server.origin}/api/web_search`, () => new HttpResponse(null, { status: 404 })),
    );
    const check = ollamaCheck(await ollama(), { baseUrl: server.origin, hosted: false, strict: true });
    expect(check).toMatchObject({ status: 'fail', message: 'Ollama web search failed: POST /api/experimental/web_search → 404, POST /api/web_search → 404' });
    expect(check.fix).toMatch(/upgrade Ollama/);
  });

  it('401 on the local path says to sign the server in', async () => {
    server.use(http.post(`${server.origin}/api/experimental/web_search`, () => new HttpResponse(null, { status: 401 })));
    expect(ollamaCheck(await ollama(), { baseUrl: server.origin, hosted: false, strict: false })).toMatchObject({ status: 'warn', fix: expect.stringContaining('ollama signin') as unknown });
  });

  it('hosted without a key sends nothing', async () => {
    expect(await ollama({ baseUrl: 'https://ollama.com', apiKeyEnv: 'OLLAMA_API_KEY' })).toEqual({ kind: 'missing_key', variable: 'OLLAMA_API_KEY' });
    expect(server.requests).toEqual([]);
  });
});

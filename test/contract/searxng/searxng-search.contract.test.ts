import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SearxngSearchAdapter } from '../../../adapters/outbound/searxng/searxng-search.adapter.js';
import { useLoopbackProvider } from '../../support/loopback-provider.js';
import { startMswLoopback } from '../../support/msw-loopback.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/providers/searxng/${name}`, import.meta.url), 'utf8');
const NOW = Date.parse('2026-01-10T12:00:00Z');

const { loopback, agent } = useLoopbackProvider();

const adapter = (extra: { maxBodyBytes?: number } = {}): SearxngSearchAdapter =>
  new SearxngSearchAdapter({ endpoint: loopback.origin, dispatcher: agent, now: () => NOW, ...extra });

const searchReturns = (body: string | Response): void => {
  loopback.use(http.get(`${loopback.origin}/search`, () => (typeof body === 'string' ? new HttpResponse(body, { headers: { 'content-type': 'application/json' } }) : body)));
};

describe('SearxngSearchAdapter: wire format', () => {
  it('sends GET /search with the query unchanged, format=json, pageno=1 and limiter-proof headers', async () => {
    searchReturns(fixture('no-results.json'));
    const query = '"rust async" site:example.org -tokio';
    const outcome = await adapter().search(providerSearchRequest({ query }));
    expect(outcome.ok).toBe(true);
    expect(loopback.requests).toHaveLength(1);
    const [sent] = loopback.requests;
    expect(sent?.method).toBe('GET');
    expect(sent?.url.pathname).toBe('/search');
    expect(sent?.url.searchParams.get('q')).toBe(query);
    expect(sent?.url.searchParams.get('format')).toBe('json');
    expect(sent?.url.searchParams.get('pageno')).toBe('1');
    expect(sent?.url.searchParams.has('language')).toBe(false);
    expect(sent?.url.searchParams.has('time_range')).toBe(false);
    expect(sent?.headers.accept).toContain('text/html');
    expect(sent?.headers['accept-encoding']).toMatch(/gzip/);
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.headers['user-agent']).toMatch(/^mono-agent-web\//);
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it('maps language and time range to their parameters and reports them enforced', async () => {
    searchReturns(fixture('no-results.json'));
    const outcome = await adapter().search(providerSearchRequest({ language: 'de_at', timeRange: 'month' }));
    expect(loopback.requests[0]?.url.searchParams.get('language')).toBe('de-AT');
    expect(loopback.requests[0]?.url.searchParams.get('time_range')).toBe('month');
    expect(outcome.ok && outcome.value.filterSupport).toEqual({ language: 'enforced', timeRange: 'enforced', domains: 'unsupported' });
  });

  it('does not send a language SearXNG would reject, and says so', async () => {
    searchReturns(fixture('no-results.json'));
    const outcome = await adapter().search(providerSearchRequest({ language: 'english' }));
    expect(loopback.requests[0]?.url.searchParams.has('language')).toBe(false);
    expect(outcome.ok && outcome.value.filterSupport.language).toBe('unsupported');
  });

  it('keeps a path prefix of the endpoint', async () => {
    loopback.use(http.get(`${loopback.origin}/searx/search`, () => HttpResponse.json(JSON.parse(fixture('no-results.json')))));
    const prefixed = new SearxngSearchAdapter({ endpoint: `${loopback.origin}/searx/`, dispatcher: agent });
    expect((await prefixed.search(providerSearchRequest())).ok).toBe(true);
    expect(prefixed.scopeKey).toBe(`searxng:${loopback.origin}/searx`);
    expect(prefixed.endpoint).toBe(`${loopback.origin}/searx/search`);
  });

  it('decodes a gzip-compressed answer', async () => {
    searchReturns(new HttpResponse(gzipSync(fixture('results.json')), { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome.ok && outcome.value.results).toHaveLength(3);
  });

  it('decodes each answer on its own: a leading BOM is dropped, and a cut character does not reach the next answer', async () => {
    const json = Buffer.from(fixture('results.json'));
    const bodies = [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]),
      Buffer.concat([json.subarray(0, json.length - 1), Buffer.from([0xe6, 0x9d])]),
      json,
    ];
    loopback.use(http.get(`${loopback.origin}/search`, () => new HttpResponse(bodies.shift(), { headers: { 'content-type': 'application/json' } })));
    const searxng = adapter();
    const [withBom, cut, next] = [await searxng.search(providerSearchRequest()), await searxng.search(providerSearchRequest()), await searxng.search(providerSearchRequest())];
    expect(withBom.ok && withBom.value.results).toHaveLength(3);
    expect(cut).toMatchObject({ ok: false, error: { code: 'backend_unavailable' } });
    expect(next.ok && next.value.results).toHaveLength(3);
  });
});

describe('SearxngSearchAdapter: engine health', () => {
  it('maps results (url, title, content, publishedDate, engine), skipping entries without a url', async () => {
    searchReturns(fixture('results.json'));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toEqual({
      ok: true,
      value: {
        requestsSent: 1,
        filterSupport: { language: 'enforced', timeRange: 'enforced', domains: 'unsupported' },
        results: [
          { url: 'https://example.org/a', title: 'Async in Rust', snippet: 'An intro to futures and executors.', publishedAt: '2025-03-14T09:26:53', engine: 'duckduckgo' },
          { url: 'https://example.org/b', title: 'Tokio tutorial', snippet: '', engine: 'brave' },
          { url: 'https://example.org/c', title: 'Pinning explained', snippet: 'Why futures need Pin.', engine: 'mojeek' },
        ],
      },
    });
  });

  it('treats empty results without unresponsive engines as a genuine empty answer', async () => {
    searchReturns(fixture('no-results.json'));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: true, value: { results: [], requestsSent: 1 } });
  });

  it('fails rate_limited naming every throttled engine and its reason', async () => {
    searchReturns(fixture('engines-throttled.json'));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('rate_limited');
    expect(outcome.error.message).toContain('brave: too many requests; duckduckgo: CAPTCHA; startpage: Suspended: access denied');
    expect(outcome.error.engines).toEqual([
      { engine: 'brave', reason: 'too many requests' },
      { engine: 'duckduckgo', reason: 'CAPTCHA' },
      { engine: 'startpage', reason: 'Suspended: access denied' },
    ]);
    expect(outcome.error.requestsSent).toBe(1);
    expect(outcome.error.httpStatus).toBe(200);
  });

  it('fails backend_unavailable when engines failed for non-throttling reasons', async () => {
    searchReturns(fixture('engines-failed.json'));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toContain('google: timeout; wikipedia: parsing error');
  });
});

describe('SearxngSearchAdapter: HTTP failures', () => {
  it('explains the first-use 403 (JSON format disabled)', async () => {
    searchReturns(new HttpResponse(fixture('json-format-disabled.html'), { status: 403, headers: { 'content-type': 'text/html' } }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 403, requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(/search\.formats/);
  });

  it.each([
    ['delta-seconds', '120', 120_000],
    ['an HTTP-date', 'Sat, 10 Jan 2026 12:00:30 GMT', 30_000],
  ])('reports 429 as rate_limited with Retry-After as %s', async (_form, header, expected) => {
    searchReturns(new HttpResponse('Too Many Requests', { status: 429, headers: { 'retry-after': header } }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 429, retryAfterMs: expected } });
  });

  it('does not follow a limiter redirect and reports it as rate_limited', async () => {
    searchReturns(new HttpResponse(null, { status: 302, headers: { location: `${loopback.origin}/` } }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 302, requestsSent: 1 } });
    expect(loopback.requests).toHaveLength(1);
  });

  it('surfaces a short parameter error from a 400 and stays backend_unavailable on 500', async () => {
    searchReturns(HttpResponse.json({ error: 'Invalid value "week2" for parameter time_range' }, { status: 400 }));
    const bad = await adapter().search(providerSearchRequest());
    expect(!bad.ok && bad.error.message).toContain('Invalid value "week2" for parameter time_range');
    searchReturns(HttpResponse.json({ error: 'search error' }, { status: 500 }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 500 } });
  });

  it.each([
    ['non-JSON', '<html>secret-token-abc</html>'],
    ['results that are not an array', '{"results":"secret-token-abc"}'],
    ['a JSON array', '["secret-token-abc"]'],
  ])('reports %s as a malformed payload without echoing it', async (_case, body) => {
    searchReturns(body);
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).not.toContain('secret-token-abc');
  });

  it('refuses a body over the byte cap', async () => {
    searchReturns(JSON.stringify({ results: [{ url: 'https://example.org/', content: 'x'.repeat(4096) }] }));
    const outcome = await adapter({ maxBodyBytes: 1024 }).search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/exceeded 1024 bytes/);
  });
});

describe('SearxngSearchAdapter: transport, budget and cancellation', () => {
  it('times out promptly at timeoutMs', async () => {
    loopback.use(http.get(`${loopback.origin}/search`, async () => {
      await delay(5_000);
      return HttpResponse.json({ results: [] });
    }));
    // The stalled answer would be a success: only the adapter's own 200 ms timeout can make this a timeout.
    const outcome = await adapter().search(providerSearchRequest({ timeoutMs: 200 }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'timeout', requestsSent: 1, message: 'SearXNG did not answer within 200 ms' } });
  });

  it('stops when the caller aborts, and sends nothing when already aborted', async () => {
    const controller = new AbortController();
    loopback.use(http.get(`${loopback.origin}/search`, async () => {
      // Abort once the request has reached the server, so the cancellation happens mid-flight.
      controller.abort();
      await delay(5_000);
      return HttpResponse.json({ results: [] });
    }));
    const outcome = await adapter().search(providerSearchRequest({ signal: controller.signal }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'cancelled', requestsSent: 1 } });

    const gate = countingGate();
    const already = await adapter().search(providerSearchRequest({ signal: AbortSignal.abort(), gate }));
    expect(already).toMatchObject({ ok: false, error: { code: 'cancelled', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
    expect(loopback.requests).toHaveLength(1);
  });

  it('sends nothing when the budget gate refuses', async () => {
    const gate = countingGate(0);
    const outcome = await adapter().search(providerSearchRequest({ gate }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'search_budget_exhausted', requestsSent: 0 } });
    expect(gate.refused).toBe(1);
    expect(loopback.requests).toHaveLength(0);
  });

  it('consumes exactly one budget unit per search', async () => {
    searchReturns(fixture('results.json'));
    const gate = countingGate(5);
    await adapter().search(providerSearchRequest({ gate }));
    expect(gate.consumed).toBe(1);
  });

  it('refuses a compressed body that inflates beyond the byte cap', async () => {
    const bomb = gzipSync(JSON.stringify({ results: [], padding: ' '.repeat(64 * 1024) }));
    expect(bomb.byteLength).toBeLessThan(1024);
    searchReturns(new HttpResponse(bomb, { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }));
    const outcome = await adapter({ maxBodyBytes: 8 * 1024 }).search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/exceeded/);
  });

  it.each([
    ['corrupt gzip', 'gzip', 'this is not gzip at all'],
    ['an encoding it cannot decode', 'zstd', '{"results":[]}'],
  ])('reports %s as an undecodable answer, not as a transport failure', async (_case, encoding, body) => {
    searchReturns(new HttpResponse(body, { headers: { 'content-type': 'application/json', 'content-encoding': encoding } }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(/encoding could not be decoded/);
  });

  it('reports a dropped connection as backend_unavailable', async () => {
    searchReturns(HttpResponse.error());
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(outcome.ok || 'httpStatus' in outcome.error).toBe(false);
  });

  it('refuses an endpoint carrying credentials', () => {
    expect(() => new SearxngSearchAdapter({ endpoint: 'http://admin:pw@127.0.0.1:8088', dispatcher: agent })).toThrow(/credentials/);
  });

  it('reports a refused connection as backend_unavailable', async () => {
    const closed = await startMswLoopback();
    const origin = closed.origin;
    await closed.close();
    const outcome = await new SearxngSearchAdapter({ endpoint: origin, dispatcher: agent }).search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(/connection refused/);
  });
});

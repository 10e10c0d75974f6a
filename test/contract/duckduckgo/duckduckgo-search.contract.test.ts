import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DuckDuckGoSearchAdapter } from '../../../adapters/outbound/duckduckgo/duckduckgo-search.adapter.js';
import { useLoopbackProvider } from '../../support/loopback-provider.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';
import { expectTimeoutThenMidFlightCancel } from '../../support/stalled-provider.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/providers/${name}`, import.meta.url), 'utf8');
const NOW = Date.parse('2026-01-10T12:00:00Z');

const { loopback, agent } = useLoopbackProvider();

const adapter = (): DuckDuckGoSearchAdapter => new DuckDuckGoSearchAdapter({ baseUrl: loopback.origin, dispatcher: agent, now: () => NOW });
const html = (body: string, init: ResponseInit = {}): Response =>
  new HttpResponse(body, { ...init, headers: { 'content-type': 'text/html; charset=UTF-8', ...(init.headers as Record<string, string> | undefined) } });
const pageReturns = (response: () => Response | Promise<Response>): void => {
  loopback.use(http.post(`${loopback.origin}/html/`, response));
};
const sentForm = (): URLSearchParams => new URLSearchParams(loopback.requests[0]?.bodyText ?? '');

describe('DuckDuckGoSearchAdapter: wire format', () => {
  it('form-posts q unchanged with b, and browser-like headers', async () => {
    pageReturns(() => html(fixture('duckduckgo/no-results.html')));
    const query = '"rust async" site:example.org !w';
    await adapter().search(providerSearchRequest({ query }));
    const [sent] = loopback.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url.pathname).toBe('/html/');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sentForm().get('q')).toBe(query);
    expect(sentForm().get('b')).toBe('');
    expect(sentForm().has('kl')).toBe(false);
    expect(sentForm().has('df')).toBe(false);
    expect(sent?.headers['user-agent']).toMatch(/Firefox\/.* mono-agent-web\//);
    expect(sent?.headers['accept-language']).toBe('en-US,en;q=0.9');
    expect(sent?.headers.referer).toBe(`${loopback.origin}/`);
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['de', 'month', 'de-de', 'm', 'de'],
    ['en-GB', 'day', 'uk-en', 'd', 'en-GB,en;q=0.9'],
    ['fr-CA', 'year', 'ca-fr', 'y', 'fr-CA,fr;q=0.9'],
  ] as const)('maps language %s and time range %s to kl=%s, df=%s and Accept-Language', async (language, timeRange, kl, df, acceptLanguage) => {
    pageReturns(() => html(fixture('duckduckgo/no-results.html')));
    const outcome = await adapter().search(providerSearchRequest({ language, timeRange }));
    expect(sentForm().get('kl')).toBe(kl);
    expect(sentForm().get('df')).toBe(df);
    expect(loopback.requests[0]?.headers['accept-language']).toBe(acceptLanguage);
    expect(outcome.ok && outcome.value.filterSupport).toEqual({ language: 'advisory', timeRange: 'advisory', domains: 'unsupported' });
  });
});

describe('DuckDuckGoSearchAdapter: results page', () => {
  it('parses organic rows, unwraps uddg links and skips ads and non-http links', async () => {
    pageReturns(() => html(fixture('duckduckgo/results.html')));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toEqual({
      ok: true,
      value: {
        requestsSent: 1,
        filterSupport: { language: 'advisory', timeRange: 'advisory', domains: 'unsupported' },
        results: [
          { title: 'Async Rust & Futures', url: 'https://example.org/async?page=1&lang=en', snippet: 'An introduction to async Rust: futures, executors and wakers.' },
          { title: 'Tokio tutorial', url: 'https://example.org/tokio', snippet: 'Building applications with Tokio.' },
        ],
      },
    });
  });

  it.each(['duckduckgo/no-results.html', 'duckduckgo/empty-page.html'])('treats %s without challenge markers as a genuine empty answer', async (name) => {
    pageReturns(() => html(fixture(name)));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: true, value: { results: [], requestsSent: 1 } });
  });

  it('reports rows it cannot read (changed layout) as backend_unavailable, not as no results', async () => {
    pageReturns(() => html(fixture('duckduckgo/changed-layout.html')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 200 } });
  });

  it('reports a non-HTML 200 as backend_unavailable without echoing it', async () => {
    pageReturns(() => HttpResponse.json({ token: 'secret-body-value' }));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable' } });
    expect(JSON.stringify(outcome)).not.toContain('secret-body-value');
  });
});

describe('DuckDuckGoSearchAdapter: block signals', () => {
  it.each([202, 403, 429])('maps HTTP %i to rate_limited', async (status) => {
    pageReturns(() => html(fixture('duckduckgo/results.html'), { status }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: status, requestsSent: 1 } });
  });

  it('reads Retry-After on a throttle', async () => {
    pageReturns(() => html('', { status: 429, headers: { 'retry-after': 'Sat, 10 Jan 2026 12:05:00 GMT' } }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { retryAfterMs: 300_000 } });
  });

  it.each([301, 302, 303, 307])('treats a %i redirect as a block and does not follow it', async (status) => {
    pageReturns(() => new HttpResponse(null, { status, headers: { location: `${loopback.origin}/html/?q=x` } }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: status } });
    expect(loopback.requests).toHaveLength(1);
  });

  it.each([
    ['the anomaly challenge', 'duckduckgo/challenge.html'],
    ['an Anubis interstitial', 'anubis-challenge.html'],
  ])('maps a 200 carrying %s to rate_limited', async (_case, name) => {
    pageReturns(() => html(fixture(name)));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 200 } });
  });

  it('recognises the challenge by its text alone', async () => {
    pageReturns(() => html('<html><body><p>Unfortunately, bots use DuckDuckGo too.</p></body></html>'));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
  });

  it('maps a 5xx to backend_unavailable', async () => {
    pageReturns(() => html('oops', { status: 500 }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 500 } });
  });
});

describe('DuckDuckGoSearchAdapter: transport, budget and cancellation', () => {
  it('times out at timeoutMs, and stops on abort', async () => {
    await expectTimeoutThenMidFlightCancel({
      serve: pageReturns,
      stalledResponse: () => html(fixture('duckduckgo/results.html')),
      search: (request) => adapter().search(request),
      timeoutError: { code: 'timeout', requestsSent: 1 },
      cancelledError: { code: 'cancelled', requestsSent: 1 },
    });
  });

  it('sends nothing when the budget gate refuses, and one gated request otherwise', async () => {
    expect(await adapter().search(providerSearchRequest({ gate: countingGate(0) }))).toMatchObject({ ok: false, error: { code: 'search_budget_exhausted', requestsSent: 0 } });
    expect(loopback.requests).toHaveLength(0);
    pageReturns(() => html(fixture('duckduckgo/results.html')));
    const gate = countingGate(3);
    await adapter().search(providerSearchRequest({ gate }));
    expect(gate.consumed).toBe(1);
  });

  it('defaults to the real endpoint and scopes by origin', () => {
    const real = new DuckDuckGoSearchAdapter({ dispatcher: agent });
    expect(real.scopeKey).toBe('duckduckgo:https://html.duckduckgo.com');
    expect(real.endpoint).toBe('https://html.duckduckgo.com/html/');
  });
});

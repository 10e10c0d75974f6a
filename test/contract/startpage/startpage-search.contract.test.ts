import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StartpageSearchAdapter } from '../../../adapters/outbound/startpage/startpage-search.adapter.js';
import { useLoopbackProvider } from '../../support/loopback-provider.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';
import { expectTimeoutThenMidFlightCancel } from '../../support/stalled-provider.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/providers/${name}`, import.meta.url), 'utf8');
const TOKEN = 'Xk2Tq9ZbLmP420';

const { loopback, agent } = useLoopbackProvider();
let clockMs: number;

const html = (body: string, init: ResponseInit = {}): Response =>
  new HttpResponse(body, { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string> | undefined) } });

const adapter = (searchTokenTtlMs?: number): StartpageSearchAdapter => {
  clockMs = Date.parse('2026-01-10T12:00:00Z');
  return new StartpageSearchAdapter({
    baseUrl: loopback.origin,
    dispatcher: agent,
    now: () => clockMs,
    ...(searchTokenTtlMs === undefined ? {} : { searchTokenTtlMs }),
  });
};
const homeReturns = (response: () => Response): void => {
  loopback.use(http.get(`${loopback.origin}/`, response));
};
const searchReturns = (response: () => Response | Promise<Response>): void => {
  homeReturns(() => html(fixture('startpage/home.html')));
  loopback.use(http.post(`${loopback.origin}/sp/search`, response));
};
const searchForms = (): URLSearchParams[] =>
  loopback.requests.filter((request) => request.url.pathname === '/sp/search').map((request) => new URLSearchParams(request.bodyText));

describe('StartpageSearchAdapter: wire format', () => {
  it('reads sc from the home page, then form-posts /sp/search with the query unchanged', async () => {
    searchReturns(() => html(fixture('startpage/no-results.html')));
    const gate = countingGate();
    const query = '"rust async" site:example.org';
    const outcome = await adapter().search(providerSearchRequest({ query, gate }));
    // The token page is not a search request: one request is charged for the whole call.
    expect(outcome).toMatchObject({ ok: true, value: { requestsSent: 1 } });
    expect(gate.consumed).toBe(1);
    expect(loopback.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['GET /', 'POST /sp/search']);
    const [form] = searchForms();
    expect(form?.get('query')).toBe(query);
    expect(form?.get('cat')).toBe('web');
    expect(form?.get('t')).toBe('device');
    expect(form?.get('sc')).toBe(TOKEN);
    expect(form?.get('with_date')).toBe('');
    expect(form?.has('abp')).toBe(false);
    expect(form?.has('language')).toBe(false);
    const post = loopback.requests[1];
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(post?.headers.origin).toBe(loopback.origin);
    expect(post?.headers.referer).toBe(`${loopback.origin}/`);
    expect(post?.headers.cookie).toBeUndefined();
    expect(post?.headers.authorization).toBeUndefined();
  });

  it('maps language to Startpage names and time range to with_date, both advisory', async () => {
    searchReturns(() => html(fixture('startpage/no-results.html')));
    const outcome = await adapter().search(providerSearchRequest({ language: 'de-DE', timeRange: 'year' }));
    const [form] = searchForms();
    expect(form?.get('language')).toBe('deutsch');
    expect(form?.get('lui')).toBe('deutsch');
    expect(form?.get('with_date')).toBe('y');
    expect(loopback.requests[1]?.headers['accept-language']).toBe('de-DE,de;q=0.9');
    expect(outcome.ok && outcome.value.filterSupport).toEqual({ language: 'advisory', timeRange: 'advisory', domains: 'unsupported' });
  });

  it('reuses the sc token within its TTL and refetches it afterwards', async () => {
    searchReturns(() => html(fixture('startpage/no-results.html')));
    const startpage = adapter(60_000);
    await startpage.search(providerSearchRequest());
    const second = await startpage.search(providerSearchRequest());
    expect(second).toMatchObject({ ok: true, value: { requestsSent: 1 } });
    clockMs += 60_000;
    const third = await startpage.search(providerSearchRequest());
    expect(third).toMatchObject({ ok: true, value: { requestsSent: 1 } });
    expect(loopback.requests.map((request) => request.url.pathname)).toEqual(['/', '/sp/search', '/sp/search', '/', '/sp/search']);
  });
});

describe('StartpageSearchAdapter: results page', () => {
  it('reads web results from the embedded SERP data, skipping ads and unusable entries', async () => {
    searchReturns(() => html(fixture('startpage/results-app-data.html')));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome.ok && outcome.value.results).toEqual([
      { url: 'https://example.org/async', title: 'Async Rust & Futures', snippet: '2 Sep 2024 ... An intro to async Rust {with braces}, a stray } and "quotes".' },
      { url: 'https://example.org/tokio', title: 'Tokio tutorial', snippet: 'Building applications with Tokio.' },
    ]);
  });

  it('falls back to result markup, ignoring #sponsored', async () => {
    searchReturns(() => html(fixture('startpage/results-markup.html')));
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome.ok && outcome.value.results).toEqual([
      { url: 'https://example.org/async', title: 'Async Rust & Futures', snippet: 'An intro to async Rust.' },
      { url: 'https://example.org/tokio', title: 'Tokio tutorial', snippet: 'Building applications with Tokio.' },
    ]);
  });

  it.each([
    ['SERP data without web results', fixture('startpage/no-results.html')],
    ['a page with nothing on it', '<html><body><main></main></body></html>'],
  ])('treats %s as a genuine empty answer', async (_case, body) => {
    searchReturns(() => html(body));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: true, value: { results: [] } });
  });

  it('reports unparsable SERP data as backend_unavailable', async () => {
    searchReturns(() => html(fixture('startpage/malformed-app-data.html')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 200, requestsSent: 1 } });
  });

  it.each([
    ['a non-HTML 200', () => HttpResponse.json({ leaked: 'secret-body-value' }), 200],
    ['a 500', () => html('secret-body-value', { status: 500 }), 500],
  ])('reports %s as backend_unavailable without echoing the body', async (_case, response, status) => {
    searchReturns(response);
    const outcome = await adapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: status } });
    expect(JSON.stringify(outcome)).not.toContain('secret-body-value');
  });
});

describe('StartpageSearchAdapter: block signals', () => {
  it('treats a redirect to the CAPTCHA page as rate_limited, does not follow it, and drops the token', async () => {
    const location = `${loopback.origin}/sp/captcha-block#?bc=1&bi=2&query=secret-query-text&sc=${TOKEN}`;
    searchReturns(() => html(fixture('startpage/captcha-notice.html'), { status: 302, headers: { location } }));
    const startpage = adapter();
    const outcome = await startpage.search(providerSearchRequest({ query: 'secret-query-text' }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 302, requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(/CAPTCHA page/);
    expect(JSON.stringify(outcome)).not.toContain('secret-query-text');
    await startpage.search(providerSearchRequest());
    expect(loopback.requests.map((request) => request.url.pathname)).toEqual(['/', '/sp/search', '/', '/sp/search']);
  });

  it.each([301, 302, 303, 307, 308])('treats any %i as rate_limited', async (status) => {
    searchReturns(() => new HttpResponse(null, { status, headers: { location: '/en/errors' } }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: status } });
  });

  it.each([401, 403, 429])('treats HTTP %i as rate_limited (no credentials are ever sent)', async (status) => {
    searchReturns(() => html('', { status, headers: { 'retry-after': '600' } }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: status, retryAfterMs: 600_000 } });
  });

  it('treats an Anubis interstitial as rate_limited, on the search and on the home page', async () => {
    searchReturns(() => html(fixture('anubis-challenge.html')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', requestsSent: 1 } });
    loopback.reset();
    homeReturns(() => html(fixture('anubis-challenge.html')));
    const gate = countingGate();
    const outcome = await adapter().search(providerSearchRequest({ gate }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
    expect(!outcome.ok && outcome.error.message).toMatch(/anubis/i);
  });

  it('treats an empty page carrying CAPTCHA markers as rate_limited', async () => {
    searchReturns(() => html(fixture('startpage/captcha-notice.html')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 200 } });
  });

  it('treats a home page without the sc token, or redirected to the CAPTCHA, as rate_limited', async () => {
    homeReturns(() => html(fixture('startpage/home-without-token.html')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', requestsSent: 0 } });
    loopback.reset();
    homeReturns(() => new HttpResponse(null, { status: 302, headers: { location: '/sp/captcha' } }));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 302, requestsSent: 0 } });
    expect(loopback.requests).toHaveLength(1);
  });
});

describe('StartpageSearchAdapter: transport, budget and cancellation', () => {
  it('times out at timeoutMs, and stops on abort', async () => {
    await expectTimeoutThenMidFlightCancel({
      serve: searchReturns,
      stalledResponse: () => html(fixture('startpage/no-results.html')),
      search: (request) => adapter().search(request),
      timeoutError: { code: 'timeout', requestsSent: 1 },
      cancelledError: { code: 'cancelled' },
    });
  });

  it('sends nothing, not even the token page, when the gate refuses; one unit pays for token page plus search', async () => {
    const refused = await adapter().search(providerSearchRequest({ gate: countingGate(0) }));
    expect(refused).toMatchObject({ ok: false, error: { code: 'search_budget_exhausted', requestsSent: 0 } });
    expect(!refused.ok && refused.error.message).toContain('Startpage was not contacted');
    expect(loopback.requests).toHaveLength(0);
    searchReturns(() => html(fixture('startpage/no-results.html')));
    const gate = countingGate(1);
    expect(await adapter().search(providerSearchRequest({ gate }))).toMatchObject({ ok: true, value: { requestsSent: 1 } });
    expect(gate.consumed).toBe(1);
    expect(loopback.requests.map((request) => request.url.pathname)).toEqual(['/', '/sp/search']);
  });

  it('gives back the reserved unit when the token page fails', async () => {
    homeReturns(() => html('', { status: 503 }));
    const gate = countingGate(1);
    expect(await adapter().search(providerSearchRequest({ gate }))).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
  });

  it('treats a 2xx "Verifying your request…" page without Anubis ids as rate_limited, but not results that mention it', async () => {
    searchReturns(() => html('<!doctype html><html><head><title>Just a moment</title></head><body><main><h1>Verifying your request…</h1><p>Please wait while your browser completes a check.</p></main></body></html>'));
    const blocked = await adapter().search(providerSearchRequest());
    expect(blocked).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 200 } });
    expect(!blocked.ok && blocked.error.message).toContain('Verifying your request');
    loopback.reset();
    searchReturns(() => html(fixture('startpage/results-markup.html').replace('</body>', '<p>Verifying your request is a phrase in a help article.</p></body>')));
    expect(await adapter().search(providerSearchRequest())).toMatchObject({ ok: true });
  });

  it('defaults to the real origin and scopes by it', () => {
    const real = new StartpageSearchAdapter({ dispatcher: agent });
    expect(real.scopeKey).toBe('startpage:https://www.startpage.com');
    expect(real.endpoint).toBe('https://www.startpage.com/sp/search');
  });
});

import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OllamaSearchAdapter } from '../../../adapters/outbound/ollama/ollama-search.adapter.js';
import { useLoopbackProvider } from '../../support/loopback-provider.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';
import { expectTimeoutThenMidFlightCancel } from '../../support/stalled-provider.js';

const RESULTS = readFileSync(new URL('../../fixtures/providers/ollama/results.json', import.meta.url), 'utf8');
const EXPERIMENTAL = '/api/experimental/web_search';
const COMPAT = '/api/web_search';
const NOW = Date.parse('2026-01-10T12:00:00Z');

const { loopback, agent } = useLoopbackProvider();

/** A local adapter whose environment holds a key: it must never be sent to a self-hosted origin. */
const localAdapter = (): OllamaSearchAdapter =>
  new OllamaSearchAdapter({ baseUrl: `${loopback.origin}/`, dispatcher: agent, readEnv: () => 'sk-never-sent', now: () => NOW });

const answerOn = (path: string, response: () => Response | Promise<Response>): void => {
  loopback.use(http.post(`${loopback.origin}${path}`, response));
};
const sentBodies = (): unknown[] => loopback.requests.map((request) => JSON.parse(request.bodyText) as unknown);

describe('OllamaSearchAdapter (self-hosted): wire format', () => {
  it('posts { query, max_results } to the experimental route with the query unchanged and no credentials', async () => {
    answerOn(EXPERIMENTAL, () => new HttpResponse(RESULTS, { headers: { 'content-type': 'application/json' } }));
    const query = '"ollama web search" site:ollama.com';
    const outcome = await localAdapter().search(providerSearchRequest({ query, limit: 7, language: 'de', timeRange: 'day' }));
    expect(outcome).toEqual({
      ok: true,
      value: {
        requestsSent: 1,
        filterSupport: { language: 'advisory', timeRange: 'advisory', domains: 'unsupported' },
        results: [
          { title: 'Ollama', url: 'https://ollama.com/', snippet: 'Get up and running with large language models.' },
          { title: 'Web search - Ollama docs', url: 'https://docs.ollama.com/capabilities/web-search', snippet: 'Augment models with the latest information from the web.' },
        ],
      },
    });
    expect(sentBodies()).toEqual([{ query, max_results: 7 }]);
    expect(loopback.requests[0]?.headers['content-type']).toBe('application/json');
    expect(loopback.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([404, 405])('retries /api/web_search at the same origin once after %i, as a second gated request', async (status) => {
    answerOn(EXPERIMENTAL, () => HttpResponse.json({ error: 'not found' }, { status }));
    answerOn(COMPAT, () => new HttpResponse(RESULTS, { headers: { 'content-type': 'application/json' } }));
    const gate = countingGate();
    const outcome = await localAdapter().search(providerSearchRequest({ limit: 3, gate }));
    expect(outcome).toMatchObject({ ok: true, value: { requestsSent: 2 } });
    expect(gate.consumed).toBe(2);
    expect(loopback.requests.map((request) => request.url.pathname)).toEqual([EXPERIMENTAL, COMPAT]);
    expect(sentBodies()).toEqual([{ query: 'rust async runtime', max_results: 3 }, { query: 'rust async runtime', max_results: 3 }]);
    expect(loopback.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('fails backend_unavailable after both routes are missing', async () => {
    answerOn(EXPERIMENTAL, () => new HttpResponse('404 page not found', { status: 404 }));
    answerOn(COMPAT, () => new HttpResponse('404 page not found', { status: 404 }));
    const outcome = await localAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 404, requestsSent: 2 } });
  });

  it('does not retry when the budget gate refuses the compatibility request', async () => {
    answerOn(EXPERIMENTAL, () => new HttpResponse(null, { status: 404 }));
    const outcome = await localAdapter().search(providerSearchRequest({ gate: countingGate(1) }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'search_budget_exhausted', requestsSent: 1 } });
    // Ollama was contacted on its first path: the message must not claim otherwise.
    expect(!outcome.ok && outcome.error.message).toBe("the run's search request budget is spent; Ollama answered 1 request of this search; its next request was not sent");
    expect(loopback.requests).toHaveLength(1);
  });

  it('does not retry on other failures', async () => {
    answerOn(EXPERIMENTAL, () => HttpResponse.json({ error: 'upstream unreachable' }, { status: 502 }));
    const outcome = await localAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 502, requestsSent: 1 } });
    expect(loopback.requests).toHaveLength(1);
  });
});

describe('OllamaSearchAdapter (self-hosted): failure classes', () => {
  it.each([
    [401, { error: 'unauthorized', signin_url: 'https://ollama.com/connect?name=x' }, /ollama signin/],
    [403, { error: 'ollama cloud is disabled: web search is unavailable' }, /refused web search/],
  ])('maps %i to authentication_required', async (status, body, message) => {
    answerOn(EXPERIMENTAL, () => HttpResponse.json(body, { status }));
    const outcome = await localAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'authentication_required', httpStatus: status, requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(message);
  });

  it('maps a passed-through 429 to rate_limited with Retry-After', async () => {
    answerOn(EXPERIMENTAL, () => HttpResponse.json({ error: 'too many requests' }, { status: 429, headers: { 'retry-after': '45' } }));
    const outcome = await localAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 429, retryAfterMs: 45_000 } });
  });

  it('rejects a redirect without following it', async () => {
    answerOn(EXPERIMENTAL, () => new HttpResponse(null, { status: 307, headers: { location: `${loopback.origin}${COMPAT}` } }));
    const outcome = await localAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 307, requestsSent: 1 } });
    expect(!outcome.ok && outcome.error.message).toMatch(/redirects are not followed/);
    expect(loopback.requests).toHaveLength(1);
  });

  it('treats results: null (Go nil slice) as zero results and a malformed payload as backend_unavailable', async () => {
    answerOn(EXPERIMENTAL, () => HttpResponse.json({ results: null }));
    expect(await localAdapter().search(providerSearchRequest())).toMatchObject({ ok: true, value: { results: [] } });
    answerOn(EXPERIMENTAL, () => new HttpResponse('{"results": {"oops": "sk-secret-body"}}', { headers: { 'content-type': 'application/json' } }));
    const malformed = await localAdapter().search(providerSearchRequest());
    expect(malformed).toMatchObject({ ok: false, error: { code: 'backend_unavailable' } });
    expect(!malformed.ok && malformed.error.message).not.toContain('sk-secret-body');
  });

  it('times out at timeoutMs and stops on abort', async () => {
    await expectTimeoutThenMidFlightCancel({
      serve: (handler) => answerOn(EXPERIMENTAL, handler),
      stalledResponse: () => HttpResponse.json({ results: [] }),
      search: (request) => localAdapter().search(request),
      timeoutError: { code: 'timeout', requestsSent: 1 },
      cancelledError: { code: 'cancelled', requestsSent: 1 },
    });
  });

  it('sends nothing when the budget gate refuses', async () => {
    const outcome = await localAdapter().search(providerSearchRequest({ gate: countingGate(0) }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'search_budget_exhausted', requestsSent: 0 } });
    expect(loopback.requests).toHaveLength(0);
  });
});

describe('OllamaSearchAdapter: configuration guards', () => {
  it.each(['http://127.0.0.1:11434', 'https://ollama.example.org', 'https://www.ollama.com', 'http://ollama.com'])(
    'refuses apiKeyEnv for %s so a key cannot reach it',
    (baseUrl) => {
      expect(() => new OllamaSearchAdapter({ baseUrl, apiKeyEnv: 'OLLAMA_API_KEY', dispatcher: agent })).toThrow(/only allowed for the hosted origin/);
    },
  );

  it('refuses a base URL with credentials', () => {
    expect(() => new OllamaSearchAdapter({ baseUrl: 'http://user:pw@127.0.0.1:11434', dispatcher: agent })).toThrow(/credentials/);
  });

  it('scopes admission by origin', () => {
    expect(localAdapter().scopeKey).toBe(`ollama:${loopback.origin}`);
    expect(localAdapter().endpoint).toBe(`${loopback.origin}${EXPERIMENTAL}`);
  });
});

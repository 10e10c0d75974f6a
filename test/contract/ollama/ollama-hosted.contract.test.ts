import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OllamaSearchAdapter } from '../../../adapters/outbound/ollama/ollama-search.adapter.js';
import { countingGate, providerSearchRequest } from '../../support/provider-search-request.js';

interface Seen {
  readonly origin: string | undefined;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

let mockAgent: MockAgent;
let seen: Seen[];
let environment: Record<string, string | undefined>;

beforeEach(() => {
  mockAgent = new MockAgent();
  // Nothing may leave the machine: every request must hit an interceptor below.
  mockAgent.disableNetConnect();
  seen = [];
  environment = { OLLAMA_API_KEY: 'sk-hosted-1' };
});
afterEach(async () => {
  await mockAgent.close();
});

const hostedAdapter = ({ apiKeyEnv }: { apiKeyEnv?: string } = { apiKeyEnv: 'OLLAMA_API_KEY' }): OllamaSearchAdapter =>
  new OllamaSearchAdapter({
    baseUrl: 'https://ollama.com',
    ...(apiKeyEnv === undefined ? {} : { apiKeyEnv }),
    readEnv: (name) => environment[name],
    dispatcher: mockAgent,
  });

/** Intercepts POST https://ollama.com/api/web_search `times` times, recording what arrived. */
function interceptHostedSearch(statusCode: number, data: object, times = 1): void {
  mockAgent
    .get('https://ollama.com')
    .intercept({ path: '/api/web_search', method: 'POST' })
    .reply((options) => {
      const headers = Object.fromEntries(
        Object.entries((options.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]),
      );
      seen.push({ origin: options.origin, path: options.path, headers, body: JSON.parse(String(options.body)) as unknown });
      return { statusCode, data: JSON.stringify(data), responseOptions: { headers: { 'content-type': 'application/json' } } };
    })
    .times(times);
}

describe('OllamaSearchAdapter (hosted https://ollama.com)', () => {
  it('posts only to /api/web_search with the bearer key read at call time', async () => {
    interceptHostedSearch(200, { results: [{ title: 'Ollama', url: 'https://ollama.com/', content: 'Run models.' }] }, 2);
    const adapter = hostedAdapter();
    const first = await adapter.search(providerSearchRequest({ query: '"exact phrase" site:ollama.com', limit: 4 }));
    expect(first).toMatchObject({ ok: true, value: { requestsSent: 1, results: [{ url: 'https://ollama.com/', title: 'Ollama', snippet: 'Run models.' }] } });

    environment.OLLAMA_API_KEY = 'sk-hosted-rotated';
    await adapter.search(providerSearchRequest());

    expect(seen.map((request) => request.path)).toEqual(['/api/web_search', '/api/web_search']);
    expect(seen.map((request) => request.headers.authorization)).toEqual(['Bearer sk-hosted-1', 'Bearer sk-hosted-rotated']);
    expect(seen[0]?.body).toEqual({ query: '"exact phrase" site:ollama.com', max_results: 4 });
    expect(adapter.scopeKey).toBe('ollama:https://ollama.com');
    expect(adapter.endpoint).toBe('https://ollama.com/api/web_search');
  });

  it.each([
    ['the variable is unset', 'OLLAMA_API_KEY', undefined],
    ['the variable is empty', 'OLLAMA_API_KEY', '  '],
    ['the value has a line break', 'OLLAMA_API_KEY', 'sk-a\r\nx-evil: 1'],
    ['no apiKeyEnv is configured', undefined, 'sk-hosted-1'],
  ])('fails authentication_required without sending when %s', async (_case, apiKeyEnv, value) => {
    environment.OLLAMA_API_KEY = value;
    const gate = countingGate();
    const outcome = await hostedAdapter(apiKeyEnv === undefined ? {} : { apiKeyEnv }).search(providerSearchRequest({ gate }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'authentication_required', requestsSent: 0 } });
    expect(gate.consumed).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('maps a rejected key (401) to authentication_required without echoing the key', async () => {
    interceptHostedSearch(401, { error: 'unauthorized' });
    const outcome = await hostedAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'authentication_required', httpStatus: 401, requestsSent: 1 } });
    expect(JSON.stringify(outcome)).not.toContain('sk-hosted-1');
  });

  it('never falls back to another path on 404', async () => {
    interceptHostedSearch(404, { error: 'not found' });
    const outcome = await hostedAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 404, requestsSent: 1 } });
    expect(seen).toHaveLength(1);
  });

  it('maps 429 to rate_limited and 5xx to backend_unavailable', async () => {
    interceptHostedSearch(429, { error: 'rate limit exceeded' });
    expect(await hostedAdapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'rate_limited', httpStatus: 429 } });
    interceptHostedSearch(503, { error: 'unavailable' });
    expect(await hostedAdapter().search(providerSearchRequest())).toMatchObject({ ok: false, error: { code: 'backend_unavailable', httpStatus: 503 } });
  });

  it('reports a blocked network path as backend_unavailable (no interceptor, net connect disabled)', async () => {
    const outcome = await hostedAdapter().search(providerSearchRequest());
    expect(outcome).toMatchObject({ ok: false, error: { code: 'backend_unavailable', requestsSent: 1 } });
    expect(JSON.stringify(outcome)).not.toContain('sk-hosted-1');
  });
});

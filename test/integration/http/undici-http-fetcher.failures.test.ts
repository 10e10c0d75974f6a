import { afterEach, describe, expect, it } from 'vitest';
import { UndiciHttpFetcher } from '../../../adapters/outbound/http/undici-http-fetcher.adapter.js';
import { createHttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HostResolver } from '../../../infrastructure/http/host-resolver.js';
import { startLoopbackServer } from './support/loopback-server.js';
import type { LoopbackHandler, LoopbackServer } from './support/loopback-server.js';
import { fetchRequest } from './support/fetch-request.fixture.js';

const clock = { now: () => Date.now() };

describe('UndiciHttpFetcher failures', () => {
  let server: LoopbackServer | undefined;
  let agent: HttpAgent | undefined;
  const timers: Array<ReturnType<typeof setInterval>> = [];

  afterEach(async () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    await agent?.destroy();
    await server?.close();
    agent = undefined;
    server = undefined;
  });

  async function setUp(handler: LoopbackHandler, resolveHost?: HostResolver): Promise<UndiciHttpFetcher> {
    server = await startLoopbackServer(handler);
    agent = createHttpAgent({ connectTimeoutMs: 1_000, ...(resolveHost === undefined ? {} : { resolveHost }) });
    return new UndiciHttpFetcher({ agent, clock });
  }

  /** Sends headers and one byte every 50 ms, forever. */
  const slowDrip: LoopbackHandler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('a');
    timers.push(setInterval(() => response.write('a'), 50));
  };

  it('stops a slow-drip body at the deadline', async () => {
    // The drip never ends, so only the deadline can end the fetch.
    const fetcher = await setUp(slowDrip);
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { deadline: Date.now() + 300 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout', transient: false } });
  });

  it('stops waiting for headers at the deadline', async () => {
    const fetcher = await setUp(() => {
      // never answers
    });
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { deadline: Date.now() + 200 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });


  it('returns timeout at once when the deadline has already passed, without connecting', async () => {
    const fetcher = await setUp((_request, response) => response.end('late'));
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { deadline: Date.now() - 1 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(server?.connections()).toBe(0);
  });

  it('returns cancelled at once for an already-aborted signal, without connecting', async () => {
    const fetcher = await setUp((_request, response) => response.end('never'));
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { signal: AbortSignal.abort() }));
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled', transient: false } });
    expect(server?.connections()).toBe(0);
  });

  it('aborts promptly mid-body', async () => {
    const controller = new AbortController();
    const fetcher = await setUp((request, response) => {
      slowDrip(request, response, server as LoopbackServer);
      setTimeout(() => controller.abort(), 120);
    });
    // The drip never ends and no deadline is near: only the abort can end the fetch.
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { signal: controller.signal, deadline: Date.now() + 60_000 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('marks a connection reset mid-body as transient', async () => {
    const fetcher = await setUp((request, response) => {
      response.writeHead(200, { 'content-length': '100000' });
      response.write(Buffer.alloc(1_000, 120));
      setTimeout(() => request.socket.resetAndDestroy(), 30);
    });
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`));
    expect(result).toMatchObject({ ok: false, error: { code: 'backend_unavailable', transient: true } });
  });

  it('marks a connection closed before the headers as transient', async () => {
    const fetcher = await setUp((request) => request.socket.destroy());
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`));
    expect(result).toMatchObject({ ok: false, error: { code: 'backend_unavailable', transient: true } });
  });

  it('treats a refused connection as a non-transient backend failure', async () => {
    const fetcher = await setUp((_request, response) => response.end());
    const closedOrigin = server?.origin ?? '';
    await server?.close();
    server = undefined;
    const result = await fetcher.fetch(fetchRequest(`${closedOrigin}/`));
    expect(result).toMatchObject({ ok: false, error: { code: 'backend_unavailable', transient: false } });
    expect(result.ok === false && result.error.message).toContain('ECONNREFUSED');
  });

  it.each([
    ['EAI_AGAIN', true],
    ['ENOTFOUND', false],
  ] as const)('maps DNS failure %s to transient=%s', async (code, transient) => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error(`getaddrinfo ${code} flaky.test`), { code });
    };
    const fetcher = await setUp((_request, response) => response.end(), failing);
    const result = await fetcher.fetch(fetchRequest('http://flaky.test/'));
    expect(result).toMatchObject({ ok: false, error: { code: 'backend_unavailable', transient } });
  });

  it('refuses a URL the policy denies with policy_denied and no connection', async () => {
    const fetcher = await setUp((_request, response) => response.end());
    const result = await fetcher.fetch(fetchRequest(`${server?.origin}/`, { policy: { mode: 'none' } }));
    expect(result).toMatchObject({ ok: false, error: { code: 'policy_denied', redirects: 0 } });
    expect(server?.connections()).toBe(0);
  });
});

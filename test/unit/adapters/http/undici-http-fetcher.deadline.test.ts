import type { Dispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndiciHttpFetcher } from '../../../../adapters/outbound/http/undici-http-fetcher.adapter.js';
import type { HttpAgent } from '../../../../infrastructure/http/http-agent.factory.js';

/**
 * A scripted dispatcher under fake timers: `/0` and `/1` answer a redirect after `hopMs`, `/2`
 * never answers until its signal aborts. Time moves only when the test advances it.
 */
function scriptedAgent(hopMs: number): { agent: HttpAgent; paths: string[] } {
  const paths: string[] = [];
  const dispatcher = {
    request(options: { path: string; signal?: AbortSignal }) {
      paths.push(options.path);
      const hop = Number(options.path.slice(1));
      return new Promise((resolve, reject) => {
        const onAbort = (): void => reject(options.signal?.reason ?? new Error('aborted'));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (hop >= 2) return;
        setTimeout(() => {
          options.signal?.removeEventListener('abort', onAbort);
          resolve({ statusCode: 302, headers: { location: `/${hop + 1}` }, body: { dump: async () => undefined } });
        }, hopMs);
      });
    },
  } as unknown as Dispatcher;
  return { agent: { dispatcherFor: () => dispatcher, close: async () => undefined, destroy: async () => undefined }, paths };
}

function fetchChain(fetcher: UndiciHttpFetcher) {
  return fetcher.fetch({
    url: 'http://127.0.0.1:9/0', headers: {}, policy: { mode: 'localhost' }, signal: new AbortController().signal,
    deadline: Date.now() + 300, maxBytes: 1024, maxRedirects: 5,
  });
}

describe('UndiciHttpFetcher: one deadline covers the whole redirect chain (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('two 100 ms hops use part of a 300 ms deadline; the third hop times out exactly at 300 ms', async () => {
    const { agent, paths } = scriptedAgent(100);
    let settled = false;
    const pending = fetchChain(new UndiciHttpFetcher({ agent, clock: { now: () => Date.now() } })).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(paths).toEqual(['/0', '/1', '/2']);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'timeout', redirects: 2 } });
  });
});

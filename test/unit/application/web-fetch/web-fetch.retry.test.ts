import { describe, expect, it } from 'vitest';
import { failTransport, hangUntilAborted, respond, type FetchHandler } from '../../../fakes/fake-http-fetcher.js';
import type { FakeClock } from '../../../fakes/fake-clock.js';
import { expectErr, expectOk, webFetchHarness } from './web-fetch.harness.js';

const URL_A = 'https://site.example/page';

/** Records the fake time of each request so waits can be asserted. */
function timed(clock: FakeClock, times: number[], handler: FetchHandler): FetchHandler {
  return (request) => {
    times.push(clock.now());
    return handler(request);
  };
}

describe('WebFetch retries', () => {
  it('retries 5xx twice with 250 ms then 1 s backoff and succeeds', async () => {
    const h = webFetchHarness();
    const times: number[] = [];
    h.fetcher.enqueue(timed(h.clock, times, respond('busy', { status: 503 })), timed(h.clock, times, respond('busy', { status: 502 })), timed(h.clock, times, respond('# ok')));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(250);
    await h.clock.advance(1_000);
    const output = expectOk(await pending);
    const t0 = times[0] ?? 0;
    expect(times.map((time) => time - t0)).toEqual([0, 250, 1_250]);
    expect(output.details.attempts).toBe(3);
    expect(h.coordination.admitted).toHaveLength(1);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'success' }]);
  });

  it('waits for a retry with a sleep that keeps the process alive (the call is pending on it)', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('busy', { status: 503 }), respond('# ok'));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(0);
    expect(h.clock.foregroundSleepers).toBe(1);
    await h.clock.advance(250);
    expectOk(await pending);
    expect(h.clock.foregroundSleepers).toBe(0);
  });

  it('gives up after two retries with http_error and an infrastructure failure', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('', { status: 500 }), respond('', { status: 500 }), respond('', { status: 500 }), respond('never reached'));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(1_250);
    const error = expectErr(await pending);
    expect(error).toMatchObject({ code: 'http_error', retryable: true, details: { status: 500, attempts: 3 } });
    expect(h.fetcher.calls).toBe(3);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'infrastructure_failure' }]);
  });

  it('retries transient transport failures but not permanent ones', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(failTransport('backend_unavailable', { transient: true }), failTransport('backend_unavailable', { transient: true }), respond('# fine'));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(1_250);
    expect(expectOk(await pending).details.attempts).toBe(3);

    const permanent = webFetchHarness();
    permanent.fetcher.enqueue(failTransport('backend_unavailable', { transient: false }));
    expect(expectErr(await permanent.useCase.execute({ url: URL_A }))).toMatchObject({ code: 'backend_unavailable', details: { attempts: 1 } });
    expect(permanent.coordination.releases[0]?.outcome).toEqual({ kind: 'infrastructure_failure' });
  });

  it.each([
    [404, 'http_error'],
    [410, 'http_error'],
    [401, 'authentication_required'],
    [407, 'authentication_required'],
    [403, 'http_error'],
  ])('does not retry HTTP %i (→ %s)', async (status, code) => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('nope', { status }));
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error.code).toBe(code);
    expect(error.details?.status).toBe(status);
    expect(h.fetcher.calls).toBe(1);
    expect(h.coordination.releases[0]?.outcome).toEqual({ kind: 'success' });
  });

  it.each([
    ['too_large', {}],
    ['redirect_error', { redirects: 5 }],
  ] as const)('passes the transport failure %s through without retry', async (code, options) => {
    const h = webFetchHarness();
    h.fetcher.enqueue(failTransport(code, options));
    expect(expectErr(await h.useCase.execute({ url: URL_A })).code).toBe(code);
    expect(h.fetcher.calls).toBe(1);
  });
});

describe('WebFetch Retry-After', () => {
  it('honours a Retry-After of up to 5 s', async () => {
    const h = webFetchHarness();
    const times: number[] = [];
    h.fetcher.enqueue(timed(h.clock, times, respond('slow down', { status: 429, headers: { 'retry-after': '5' } })), timed(h.clock, times, respond('# ok')));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(4_999);
    expect(h.fetcher.calls).toBe(1);
    await h.clock.advance(1);
    expectOk(await pending);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(5_000);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'success' }]);
  });

  it('does not wait out a longer Retry-After: rate_limited with retryAt, cooldown starts, next call sends nothing', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('slow down', { status: 429, headers: { 'retry-after': '30' } }));
    const now = h.clock.now();
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error).toMatchObject({ code: 'rate_limited', retryable: true, details: { status: 429, retryAt: now + 30_000, attempts: 1 } });
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'throttled', retryAfterMs: 30_000 }]);

    const again = expectErr(await h.useCase.execute({ url: 'https://site.example/other' }));
    expect(again).toMatchObject({ code: 'rate_limited', details: { retryAt: now + 30_000, reason: 'cooldown', attempts: 0 } });
    expect(h.fetcher.calls).toBe(1);
    expect(h.telemetry.ofPhase('fetch').at(-1)).toMatchObject({ status: 'error', errorCode: 'rate_limited', retryAt: now + 30_000, attempt: 0 });
  });

  it('reports a 503 with a long Retry-After as http_error with retryAt and feeds the cooldown', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('maintenance', { status: 503, headers: { 'retry-after': '120' } }));
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error).toMatchObject({ code: 'http_error', details: { status: 503, retryAt: h.clock.now() + 120_000 } });
    expect(h.coordination.releases[0]?.outcome).toEqual({ kind: 'throttled', retryAfterMs: 120_000 });
  });

  it('after repeated 429 without Retry-After reports the origin cooldown end as retryAt', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('', { status: 429 }), respond('', { status: 429 }), respond('', { status: 429 }));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(1_250);
    const error = expectErr(await pending);
    expect(error).toMatchObject({ code: 'rate_limited', details: { attempts: 3, retryAt: h.clock.now() + 60_000 } });
    expect(h.coordination.releases[0]?.outcome).toEqual({ kind: 'throttled' });
  });
});

describe('WebFetch deadline', () => {
  it('one 45 s deadline covers a hanging request', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(hangUntilAborted);
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(44_999);
    await h.clock.advance(1);
    const error = expectErr(await pending);
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'infrastructure_failure' }]);
    expect(h.clock.pendingSleepers).toBe(0);
  });

  it('skips a retry whose wait would not fit in the remaining deadline', async () => {
    const h = webFetchHarness();
    const slow503: FetchHandler = async (request) => {
      await h.clock.sleep(22_000, request.signal);
      return respond('', { status: 503 })(request);
    };
    h.fetcher.enqueue(slow503, slow503, respond('never reached'));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(22_000);
    await h.clock.advance(250);
    await h.clock.advance(22_000);
    const error = expectErr(await pending);
    expect(error).toMatchObject({ code: 'http_error', details: { status: 503, attempts: 2 } });
    expect(h.fetcher.calls).toBe(2);
  });

  it('fails fast with retryAt when an honoured Retry-After no longer fits the deadline', async () => {
    const h = webFetchHarness();
    const slow429: FetchHandler = async (request) => {
      await h.clock.sleep(39_600, request.signal);
      return respond('', { status: 429, headers: { 'retry-after': '5' } })(request);
    };
    h.fetcher.enqueue(slow429, respond('never reached'));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(39_600);
    const error = expectErr(await pending);
    expect(error).toMatchObject({ code: 'rate_limited', details: { attempts: 1, retryAt: h.clock.now() + 5_000 } });
    expect(h.fetcher.calls).toBe(1);
  });

  it('times out when the retried attempt runs into the deadline', async () => {
    const h = webFetchHarness();
    const slow429: FetchHandler = async (request) => {
      await h.clock.sleep(39_000, request.signal);
      return respond('', { status: 429, headers: { 'retry-after': '5' } })(request);
    };
    h.fetcher.enqueue(slow429, hangUntilAborted);
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(39_000);
    await h.clock.advance(5_000);
    expect(h.fetcher.calls).toBe(2);
    await h.clock.advance(1_000);
    const error = expectErr(await pending);
    expect(error.code).toBe('timeout');
    expect(h.coordination.active).toBe(0);
    expect(h.coordination.releases).toHaveLength(1);
    expect(h.clock.pendingSleepers).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { respond } from '../../../fakes/fake-http-fetcher.js';
import { expectErr, expectOk, webFetchHarness } from './web-fetch.harness.js';

const A = 'https://a.example';
const B = 'https://b.example';

describe('WebFetch: admission and cooldown follow every hop', () => {
  it('a redirect target that throttles is cooled down under its own origin; the redirecting origin is not', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('slow down', { status: 429, headers: { 'retry-after': '30' }, finalUrl: `${B}/throttled`, redirects: 1 }));
    const now = h.clock.now();
    const error = expectErr(await h.useCase.execute({ url: `${A}/go` }));
    expect(error).toMatchObject({ code: 'rate_limited', details: { status: 429, retryAt: now + 30_000, redirects: 1 } });
    expect(h.coordination.admitted.map((ticket) => ticket.scope.key)).toEqual([A, B]);
    expect(h.coordination.releases.map((release) => [release.ticket.scope.key, release.outcome])).toEqual([
      [A, { kind: 'success' }],
      [B, { kind: 'throttled', retryAfterMs: 30_000 }],
    ]);
    expect(await h.coordination.cooldownUntil({ kind: 'fetch-origin', key: B })).toBe(now + 30_000);
    expect(await h.coordination.cooldownUntil({ kind: 'fetch-origin', key: A })).toBeUndefined();

    const direct = expectErr(await h.useCase.execute({ url: `${B}/direct.txt` }));
    expect(direct).toMatchObject({ code: 'rate_limited', details: { retryAt: now + 30_000, reason: 'cooldown', attempts: 0 } });
    expect(h.fetcher.calls).toBe(1);

    h.fetcher.enqueue(respond('# A still answers'));
    expectOk(await h.useCase.execute({ url: `${A}/page` }));
    expect(h.fetcher.calls).toBe(2);
  });

  it('a redirect into a cooling-down origin is refused at that hop: rate_limited naming the redirect, nothing sent to it', async () => {
    const h = webFetchHarness();
    const until = h.clock.now() + 45_000;
    h.coordination.coolDown(B, until);
    h.fetcher.enqueue(respond('# never returned', { finalUrl: `${B}/page`, redirects: 1 }));
    const error = expectErr(await h.useCase.execute({ url: `${A}/go` }));
    expect(error.code).toBe('rate_limited');
    expect(error.message).toContain('redirect 1');
    expect(error.details).toMatchObject({ retryAt: until, redirects: 1 });
    expect(h.coordination.refused.map((refusal) => refusal.scope.key)).toEqual([B]);
    expect(h.coordination.releases.map((release) => [release.ticket.scope.key, release.outcome])).toEqual([[A, { kind: 'success' }]]);
  });

  it('a same-origin redirect chain takes one ticket, released once', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('# moved here', { finalUrl: `${A}/new`, redirects: 2 }));
    expectOk(await h.useCase.execute({ url: `${A}/old` }));
    expect(h.coordination.admitted.map((ticket) => ticket.scope.key)).toEqual([A]);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'success' }]);
  });
});

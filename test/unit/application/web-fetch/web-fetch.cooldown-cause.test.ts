import { describe, expect, it } from 'vitest';
import { WebFetchUseCase } from '../../../../application/web-fetch/web-fetch.use-case.js';
import { ProcessCoordination } from '../../../../adapters/outbound/process-coordination/process-coordination.adapter.js';
import { FakeArtifactStore } from '../../../fakes/fake-artifact-store.js';
import { FakeClock } from '../../../fakes/fake-clock.js';
import { FakeDocumentExtractor } from '../../../fakes/fake-document-extractor.js';
import { failTransport, FakeHttpFetcher, respond } from '../../../fakes/fake-http-fetcher.js';
import { RecordingTelemetry } from '../../../fakes/recording-telemetry.js';
import { expectErr } from './web-fetch.harness.js';

/** WebFetch over the real process-mode cooldown policy. */
function withRealCooldowns() {
  const clock = new FakeClock();
  const fetcher = new FakeHttpFetcher();
  const useCase = new WebFetchUseCase(
    { fetcher, extractor: new FakeDocumentExtractor(), coordination: new ProcessCoordination(clock), clock, telemetry: new RecordingTelemetry(), artifacts: new FakeArtifactStore(), createNonce: () => 'nonceABCDEFGH' },
    { networkPolicy: { mode: 'all' }, render: 'never' },
  );
  return { clock, fetcher, useCase };
}

describe('WebFetch origin cooldowns name their cause', () => {
  it('after two infrastructure failures: rate_limited (the cooldown code) worded as failures, not throttling', async () => {
    const h = withRealCooldowns();
    h.fetcher.enqueue(failTransport('backend_unavailable', { transient: false }), failTransport('backend_unavailable', { transient: false }));
    expect(expectErr(await h.useCase.execute({ url: 'https://flaky.example/a' })).code).toBe('backend_unavailable');
    await h.clock.advance(1_000); // past the origin's start spacing
    expect(expectErr(await h.useCase.execute({ url: 'https://flaky.example/b' })).code).toBe('backend_unavailable');
    await h.clock.advance(1_000);
    const refused = expectErr(await h.useCase.execute({ url: 'https://flaky.example/c' }));
    expect(refused).toMatchObject({ code: 'rate_limited', details: { reason: 'cooldown', cause: 'infrastructure_failures', attempts: 0, retryAt: h.clock.now() - 1_000 + 60_000 } });
    expect(refused.message).toMatch(/^This origin is cooling down after repeated failures \(server errors, timeouts or failed connections\), not throttling; no request was sent/);
    expect(refused.message).not.toMatch(/after throttling/);
    expect(h.fetcher.calls).toBe(2);
  });

  it('after throttling: the same code, worded as throttling', async () => {
    const h = withRealCooldowns();
    h.fetcher.enqueue(respond('slow down', { status: 429, headers: { 'retry-after': '30' } }));
    expect(expectErr(await h.useCase.execute({ url: 'https://busy.example/a' })).code).toBe('rate_limited');
    await h.clock.advance(1_000);
    const refused = expectErr(await h.useCase.execute({ url: 'https://busy.example/b' }));
    expect(refused).toMatchObject({ code: 'rate_limited', details: { reason: 'cooldown', cause: 'throttling', attempts: 0 } });
    expect(refused.message).toMatch(/^This origin is cooling down after throttling; no request was sent/);
  });
});

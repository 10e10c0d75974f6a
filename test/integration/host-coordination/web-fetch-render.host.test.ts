import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoordinationScope } from '../../../application/ports/coordination.port.js';
import { WebFetchUseCase } from '../../../application/web-fetch/web-fetch.use-case.js';
import { scopeHash } from '../../../adapters/outbound/host-state/scope-hash.js';
import { FakeArtifactStore } from '../../fakes/fake-artifact-store.js';
import { FakeDocumentExtractor } from '../../fakes/fake-document-extractor.js';
import { FakeHttpFetcher, respond } from '../../fakes/fake-http-fetcher.js';
import { FakePageRenderer, rendered } from '../../fakes/fake-page-renderer.js';
import { RecordingTelemetry } from '../../fakes/recording-telemetry.js';
import { hostHarness, type HostHarness } from '../../support/host-coordination-harness.js';
import { expectErr, expectOk } from '../../unit/application/web-fetch/web-fetch.harness.js';

/*
 * WebFetch with browser rendering over real host coordination (state file in a temp directory,
 * fake clock): the render is admitted under the page's fetch-origin scope in the shared state,
 * so host mode's per-origin concurrency, spacing and cooldowns cover the renderer too.
 */
const URL_A = 'https://app.example.com/dashboard';
const ORIGIN: CoordinationScope = { kind: 'fetch-origin', key: 'https://app.example.com' };
const SHELL = '<div id="root"></div> FAKE:client_rendered_shell';
const RENDERED = '# Dashboard\n\nRendered numbers appear here.';

let harness: HostHarness;
afterEach(() => harness.cleanup());

/** Requests waiting for a slot of `scope` in the shared state file (0 before the file exists). */
function waitingOn(scope: CoordinationScope): number {
  if (!existsSync(harness.location.file)) return 0;
  return harness.state().buckets[scopeHash(scope)]?.waiters.length ?? 0;
}

/** One agent process: WebFetch (render auto) over its own host coordination instance. */
function agentProcess() {
  const fetcher = new FakeHttpFetcher();
  const renderer = new FakePageRenderer();
  const coordination = harness.process();
  const useCase = new WebFetchUseCase(
    { fetcher, extractor: new FakeDocumentExtractor(), coordination, clock: harness.clock, telemetry: new RecordingTelemetry(), artifacts: new FakeArtifactStore(), createNonce: () => 'nonce1ABCDEFGH', renderer },
    { networkPolicy: { mode: 'all' }, render: 'auto' },
  );
  return { fetcher, renderer, coordination, useCase };
}

describe('host coordination covers the renderer (fetch-origin admission)', () => {
  it('the render takes its own shared slot, spaced 500 ms after the static GET to the same origin', async () => {
    harness = hostHarness();
    const agent = agentProcess();
    agent.fetcher.enqueue(respond(SHELL));
    agent.renderer.enqueue(rendered(RENDERED));
    const start = harness.clock.now();
    let settled = false;
    const call = agent.useCase.execute({ url: URL_A }).finally(() => (settled = true));

    // The static GET went at once; the render waits in the shared queue for the origin's spacing
    // (the one foreground sleeper; the call's deadline timers are background ones).
    await harness.until(() => waitingOn(ORIGIN) === 1 && harness.clock.foregroundSleepers === 1);
    expect(agent.fetcher.calls).toBe(1);
    expect(agent.renderer.calls).toBe(0);
    await harness.clock.advance(499);
    expect(agent.renderer.calls).toBe(0);
    await harness.clock.advance(1);
    const output = expectOk(await call);
    expect(settled).toBe(true);
    expect(output.details).toMatchObject({ rendered: true, renderReason: 'client_rendered_shell' });
    expect(agent.renderer.requests[0]?.deadline).toBe(start + 500 + 20_000);
    const bucket = harness.state().buckets[scopeHash(ORIGIN)];
    expect(bucket).toMatchObject({ kind: 'fetch-origin', lastStartAt: start + 500, leases: [], waiters: [], counters: { admitted: 2, throttled: 0 } });
  });

  it('a render answered 429 opens a shared cooldown: another process sees it and sends nothing, static or rendered', async () => {
    harness = hostHarness();
    const first = agentProcess();
    first.fetcher.enqueue(respond(SHELL));
    first.renderer.enqueue(rendered('<p>Too many requests</p>', { status: 429 }));
    const call = first.useCase.execute({ url: URL_A });
    await harness.until(() => waitingOn(ORIGIN) === 1 && harness.clock.foregroundSleepers === 1);
    await harness.clock.advance(500);
    expect(expectErr(await call).code).toBe('rate_limited');
    const throttledAt = harness.clock.now();

    const second = agentProcess();
    expect(await second.coordination.cooldownStatus(ORIGIN)).toEqual({ retryAt: throttledAt + 60_000, cause: 'throttling' });
    const refused = expectErr(await second.useCase.execute({ url: URL_A, render: 'always' }));
    expect(refused).toMatchObject({ code: 'rate_limited', details: { retryAt: throttledAt + 60_000, reason: 'cooldown', cause: 'throttling', attempts: 0 } });
    expect(second.fetcher.calls).toBe(0);
    expect(second.renderer.calls).toBe(0);
    expect(harness.state().buckets[scopeHash(ORIGIN)]?.counters).toMatchObject({ admitted: 2, throttled: 1 });
  });
});

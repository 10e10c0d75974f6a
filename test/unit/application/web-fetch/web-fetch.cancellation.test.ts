import { describe, expect, it } from 'vitest';
import { hangUntilAborted, neverAnswers, respond } from '../../../fakes/fake-http-fetcher.js';
import type { ExtractReply } from '../../../fakes/fake-document-extractor.js';
import type { AdmissionRefusal, AdmissionTicket } from '../../../../application/ports/coordination.port.js';
import { ok, type Result } from '../../../../domain/shared/result.js';
import { expectErr, webFetchHarness } from './web-fetch.harness.js';

const URL_A = 'https://site.example/page';

describe('WebFetch cancellation', () => {
  it('a pre-aborted signal sends nothing', async () => {
    const h = webFetchHarness();
    const error = expectErr(await h.useCase.execute({ url: URL_A }, { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ code: 'cancelled', retryable: false });
    expect(h.fetcher.calls + h.coordination.admitted.length).toBe(0);
  });

  it('aborting during the request ends the call and releases admission as neutral', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(hangUntilAborted);
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(10);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    expect(h.fetcher.requests[0]?.signal.aborted).toBe(true);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'neutral' }]);
    expect(h.clock.pendingSleepers).toBe(0);
  });

  it('does not wait for a transport that ignores its signal, and still releases the ticket', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(neverAnswers);
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(0);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    expect(h.coordination.active).toBe(0);
  });

  it('aborting a retry wait ends the call', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('', { status: 503 }), respond('never'));
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(100);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    expect(h.fetcher.calls).toBe(1);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'neutral' }]);
  });

  it('aborting while waiting for admission ends the call without a request', async () => {
    const h = webFetchHarness();
    h.coordination.holdAdmissions = true;
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(0);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    expect(h.fetcher.calls).toBe(0);
  });

  it('releases a ticket that is granted only after the caller gave up', async () => {
    const h = webFetchHarness();
    let grant: (admission: Result<AdmissionTicket, AdmissionRefusal>) => void = () => undefined;
    h.coordination.admit = () => new Promise((resolve) => {
      grant = resolve;
    });
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(0);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    const late: AdmissionTicket = { scope: { kind: 'fetch-origin', key: 'https://site.example' }, id: 'late', waitedMs: 0 };
    grant(ok(late));
    await h.clock.advance(0);
    expect(h.coordination.releases).toEqual([{ ticket: late, outcome: { kind: 'neutral' } }]);
    expect(h.fetcher.calls).toBe(0);
  });

  it('the deadline ends a stuck admission wait as timeout', async () => {
    const h = webFetchHarness();
    h.coordination.holdAdmissions = true;
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(45_000);
    expect(expectErr(await pending).code).toBe('timeout');
    expect(h.fetcher.calls).toBe(0);
  });

  it('aborting during extraction ends the call and caches nothing', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('# page'), respond('# page'));
    h.extractor.enqueue((input) => new Promise<ExtractReply>((resolve) => {
      input.signal.addEventListener('abort', () => resolve({ ok: false, error: { code: 'cancelled', message: 'aborted' } }), { once: true });
    }));
    const controller = new AbortController();
    const pending = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    await h.clock.advance(0);
    controller.abort();
    expect(expectErr(await pending).code).toBe('cancelled');
    expect((await h.useCase.execute({ url: URL_A })).ok).toBe(true);
    expect(h.fetcher.calls).toBe(2);
  });

  it('the deadline also bounds extraction', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('# page'));
    h.extractor.enqueue(() => new Promise<ExtractReply>(() => undefined));
    const pending = h.useCase.execute({ url: URL_A });
    await h.clock.advance(45_000);
    expect(expectErr(await pending)).toMatchObject({ code: 'timeout', details: { timeoutMs: 45_000 } });
  });
});

import { describe, expect, it } from 'vitest';
import { ok } from '../../../../domain/shared/result.js';
import { respond, type FetchReply } from '../../../fakes/fake-http-fetcher.js';
import { decodeAsDocument, failExtraction } from '../../../fakes/fake-document-extractor.js';
import { expectErr, expectOk, numberedPage, webFetchHarness } from './web-fetch.harness.js';

const URL_A = 'https://docs.example.com/guide';
const MiB = 1024 * 1024;

describe('WebFetch run cache', () => {
  it('reuses one extraction across slices, caps and text/markdown formats', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond(numberedPage(500)));
    const first = expectOk(await h.useCase.execute({ url: URL_A, start_line: 1, max_lines: 100 }));
    expect(first.details).toMatchObject({ cacheHit: false, attempts: 1, endLine: 100, nextLine: 101 });
    const second = expectOk(await h.useCase.execute({ url: URL_A, start_line: 101, max_lines: 50, max_output_chars: 2_000 }));
    expect(second.details).toMatchObject({ cacheHit: true, attempts: 0, startLine: 101, endLine: 150, nextLine: 151 });
    const third = expectOk(await h.useCase.execute({ url: `${URL_A}#section`, format: 'text' }));
    expect(third.details).toMatchObject({ cacheHit: true, format: 'text' });
    expect(h.fetcher.calls).toBe(1);
    expect(h.extractor.calls).toBe(1);
    expect(h.telemetry.ofPhase('fetch').map((event) => event.cacheHit)).toEqual([false, true, true]);
  });

  it('refetches when headers, raw mode or the URL differ', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('a'), respond('b'), respond('c'), respond('d'));
    expectOk(await h.useCase.execute({ url: URL_A }));
    expectOk(await h.useCase.execute({ url: URL_A, headers: { 'Accept-Language': 'de' } }));
    expectOk(await h.useCase.execute({ url: URL_A, format: 'raw' }));
    expectOk(await h.useCase.execute({ url: `${URL_A}?page=2` }));
    expectOk(await h.useCase.execute({ url: URL_A, headers: { 'accept-language': 'de' } }));
    expect(h.fetcher.calls).toBe(4);
  });

  it('keeps at most 64 documents (least recently used goes first)', async () => {
    const h = webFetchHarness();
    const fetcher = h.fetcher;
    const handler = respond('# doc');
    for (let index = 0; index < 70; index += 1) fetcher.enqueue(handler);
    for (let index = 0; index < 64; index += 1) expectOk(await h.useCase.execute({ url: `${URL_A}/${index}` }));
    expectOk(await h.useCase.execute({ url: `${URL_A}/0` }));
    expect(fetcher.calls).toBe(64);
    expectOk(await h.useCase.execute({ url: `${URL_A}/64` }));
    expectOk(await h.useCase.execute({ url: `${URL_A}/0` }));
    expect(fetcher.calls).toBe(65);
    expectOk(await h.useCase.execute({ url: `${URL_A}/1` }));
    expect(fetcher.calls).toBe(66);
  });

  it('keeps at most 32 MiB of text and never caches a larger document', async () => {
    const h = webFetchHarness();
    const bigText = (letter: string, mib: number): string => `${letter.repeat(mib * MiB - 1)}\n`;
    const texts = [bigText('a', 12), bigText('b', 12), bigText('c', 12), bigText('d', 33)];
    for (const text of texts) {
      h.fetcher.enqueue(respond('body'));
      h.extractor.enqueue(async (input) => {
        const base = await decodeAsDocument(input);
        return base.ok ? ok({ ...base.value, text }) : base;
      });
    }
    h.fetcher.enqueue(respond('refetched a'), respond('refetched d'));
    for (let index = 0; index < 3; index += 1) expectOk(await h.useCase.execute({ url: `${URL_A}/${index}`, max_output_chars: 1_000 }));
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/2`, max_output_chars: 1_000 })).details.cacheHit).toBe(true);
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/1`, max_output_chars: 1_000 })).details.cacheHit).toBe(true);
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/0`, max_output_chars: 1_000 })).details.cacheHit).toBe(false);
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/big`, max_output_chars: 1_000 })).details.cacheHit).toBe(false);
    expect(h.fetcher.calls).toBe(5);
  }, 60_000);

  it('never caches challenges, login walls or failed extractions', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('Just a moment FAKE:access_challenge'), respond('Just a moment FAKE:access_challenge'));
    const challenge = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(challenge).toMatchObject({ code: 'access_challenge', retryable: false, details: { status: 200, suggestion: 'fake suggestion for access_challenge' } });
    expect(challenge.message).toContain('fake suggestion for access_challenge');
    expect(expectErr(await h.useCase.execute({ url: URL_A, start_line: 2 })).code).toBe('access_challenge');
    expect(h.fetcher.calls).toBe(2);

    h.fetcher.enqueue(respond('Sign in FAKE:login_wall'));
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}/login` })).code).toBe('authentication_required');

    h.fetcher.enqueue(respond('%PDF broken'), respond('# repaired'));
    h.extractor.enqueue(failExtraction('extraction_failed'));
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}/pdf` }))).toMatchObject({ code: 'extraction_failed', retryable: false });
    expect(expectOk(await h.useCase.execute({ url: `${URL_A}/pdf` })).details.cacheHit).toBe(false);
  });

  it('classifies 403/503 challenge pages without retrying them', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('cf FAKE:access_challenge', { status: 503 }), respond('cf FAKE:access_challenge', { status: 403 }), respond('FAKE:login_wall', { status: 403 }));
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}/1` }))).toMatchObject({ code: 'access_challenge', details: { status: 503, attempts: 1 } });
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}/2` }))).toMatchObject({ code: 'access_challenge', details: { status: 403 } });
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}/3` })).code).toBe('authentication_required');
    expect(h.fetcher.calls).toBe(3);
  });

  it('close() drops the cache so the next call fetches again', async () => {
    const h = webFetchHarness();
    h.fetcher.enqueue(respond('a'), respond('b'));
    expectOk(await h.useCase.execute({ url: URL_A }));
    h.useCase.close();
    expect(expectOk(await h.useCase.execute({ url: URL_A })).details.cacheHit).toBe(false);
  });
});

describe('WebFetch in-flight sharing', () => {
  it('identical concurrent calls share one request; each gets its own slice', async () => {
    const h = webFetchHarness();
    let answer: (reply: FetchReply) => void = () => undefined;
    h.fetcher.enqueue((request) => new Promise<FetchReply>((resolve) => {
      answer = resolve;
      void request;
    }));
    const first = h.useCase.execute({ url: URL_A, max_lines: 2 });
    const second = h.useCase.execute({ url: URL_A, start_line: 3, max_lines: 2, format: 'text' });
    await h.clock.advance(0);
    const page = new TextEncoder().encode(numberedPage(10));
    answer(ok({ finalUrl: URL_A, status: 200, headers: { 'content-type': 'text/html' }, body: page, redirects: 0 }));
    const [a, b] = [expectOk(await first), expectOk(await second)];
    expect(h.fetcher.calls).toBe(1);
    expect(a.details).toMatchObject({ sharedInFlight: false, attempts: 1, startLine: 1, endLine: 2 });
    expect(b.details).toMatchObject({ sharedInFlight: true, attempts: 0, startLine: 3, endLine: 4, format: 'text' });
  });

  it('one caller cancelling does not fail the other', async () => {
    const h = webFetchHarness();
    let answer: (reply: FetchReply) => void = () => undefined;
    h.fetcher.enqueue(() => new Promise<FetchReply>((resolve) => {
      answer = resolve;
    }));
    const controller = new AbortController();
    const leader = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    const follower = h.useCase.execute({ url: URL_A });
    await h.clock.advance(0);
    controller.abort();
    expect(expectErr(await leader).code).toBe('cancelled');
    answer(ok({ finalUrl: URL_A, status: 200, headers: {}, body: new TextEncoder().encode('shared'), redirects: 0 }));
    expect(expectOk(await follower).details.sharedInFlight).toBe(true);
    expect(h.coordination.releases.map((release) => release.outcome)).toEqual([{ kind: 'success' }]);
  });
});

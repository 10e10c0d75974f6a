import { describe, expect, it } from 'vitest';
import { respond } from '../../../fakes/fake-http-fetcher.js';
import { FakePageRenderer, renderFails, rendered, renderUntilAborted } from '../../../fakes/fake-page-renderer.js';
import { flushMicrotasks } from '../../../fakes/fake-clock.js';
import type { RenderFailureCode } from '../../../../application/ports/page-renderer.port.js';
import { expectErr, expectOk, webFetchHarness } from './web-fetch.harness.js';

const URL_A = 'https://app.example.com/dashboard';
const SHELL = '<div id="root"></div> FAKE:client_rendered_shell';
const RENDERED = '# Dashboard\n\nRendered numbers appear here.';

function rendering(render: 'never' | 'auto' = 'auto') {
  const renderer = new FakePageRenderer();
  return { ...webFetchHarness({ render }, renderer), renderer };
}

describe('WebFetch rendering: config never is a ceiling', () => {
  it('stays static even when the call asks for always, and never calls the renderer', async () => {
    const h = rendering('never');
    h.fetcher.enqueue(respond('# Static\n\nplenty of text'));
    const output = expectOk(await h.useCase.execute({ url: URL_A, render: 'always' }));
    expect(output.details).toMatchObject({ rendered: false, renderReason: 'disabled_by_config' });
    expect(h.renderer.calls).toBe(0);
  });

  it('refuses a client-rendered shell instead of returning it as success', async () => {
    const h = rendering('never');
    h.fetcher.enqueue(respond(SHELL));
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error).toMatchObject({ code: 'backend_not_ready', retryable: false, details: { classification: 'client_rendered_shell', renderReason: 'disabled_by_config' } });
    expect(h.renderer.calls).toBe(0);
  });
});

describe('WebFetch rendering: call auto escalates only after a successful HTML shell', () => {
  it('returns an ordinary page statically without launching a browser', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond('# Article\n\nplenty of static text'));
    const output = expectOk(await h.useCase.execute({ url: URL_A }));
    expect(output.details.rendered).toBe(false);
    expect(output.details.renderReason).toBeUndefined();
    expect(h.renderer.calls).toBe(0);
  });

  it('renders a shell and returns the rendered text through the same extraction and boundaries', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL, { finalUrl: 'https://app.example.com/dashboard/', redirects: 1 }));
    h.renderer.enqueue(rendered(RENDERED, { navigations: 2 }));
    const start = h.clock.now();
    const output = expectOk(await h.useCase.execute({ url: URL_A }));
    expect(h.renderer.requests).toHaveLength(1);
    expect(h.renderer.requests[0]).toMatchObject({ url: 'https://app.example.com/dashboard/', policy: { mode: 'all' }, deadline: start + 20_000 });
    expect(output.details).toMatchObject({ rendered: true, renderReason: 'client_rendered_shell', status: 200, redirects: 1, classification: 'none', contentKind: 'html' });
    expect(output.content).toContain('Rendering: used (client_rendered_shell).');
    expect(output.content).toMatch(/\[BEGIN UNTRUSTED WEB CONTENT nonce1ABCDEFGH\]\n# Dashboard\n\nRendered numbers appear here\.\n\[END UNTRUSTED WEB CONTENT nonce1ABCDEFGH\]/);
    expect(h.extractor.inputs.map((input) => input.contentType)).toEqual(['text/html; charset=utf-8', 'text/html; charset=utf-8']);
    expect(new TextDecoder().decode(h.extractor.inputs[1]?.body)).toBe(RENDERED);
    // One fetch-origin admission for the static GET, one for the render; both released as successes.
    expect(h.coordination.admitted.map((ticket) => ticket.scope)).toEqual([
      { kind: 'fetch-origin', key: 'https://app.example.com' }, { kind: 'fetch-origin', key: 'https://app.example.com' },
    ]);
    expect(h.coordination.releases.map((release) => release.outcome.kind)).toEqual(['success', 'success']);
    expect(h.coordination.active).toBe(0);
  });

  it('emits rendered/rendering-reason metadata only (no URL or content in telemetry)', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    h.renderer.enqueue(rendered('# Secret dashboard\n\nconfidential numbers'));
    expectOk(await h.useCase.execute({ url: URL_A }));
    expect(h.telemetry.ofPhase('render')).toEqual([expect.objectContaining({ tool: 'WebFetch', status: 'ok', rendered: true, renderReason: 'client_rendered_shell' })]);
    expect(h.telemetry.ofPhase('fetch')[0]).toMatchObject({ status: 'ok', rendered: true, renderReason: 'client_rendered_shell' });
    const serialised = JSON.stringify(h.telemetry.events);
    for (const secret of ['app.example.com', 'Secret', 'confidential']) expect(serialised).not.toContain(secret);
  });

  it.each([
    ['JSON', 'application/json'],
    ['a PDF', 'application/pdf'],
    ['a feed', 'application/rss+xml'],
    ['plain text', 'text/plain'],
  ])('never launches a browser for %s', async (_name, type) => {
    const h = rendering();
    h.fetcher.enqueue(respond(`{"x":1} ${SHELL}`, { headers: { 'content-type': type } }));
    await h.useCase.execute({ url: URL_A });
    expect(h.renderer.calls).toBe(0);
  });

  it.each([404, 410, 403])('never launches a browser for HTTP %i', async (status) => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL, { status }));
    h.fetcher.enqueue(respond(SHELL, { status }), respond(SHELL, { status }));
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error.code).toBe('http_error');
    expect(h.renderer.calls).toBe(0);
  });

  it.each<readonly [RenderFailureCode, boolean]>([
    ['backend_unavailable', true],
    ['backend_unavailable', false],
    ['policy_denied', false],
    ['backend_not_ready', false],
    ['too_large', false],
    ['timeout', true],
  ])('a failed render after escalation (%s) is an error, never the loading shell', async (code, originFailure) => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    h.renderer.enqueue(renderFails(code, { originFailure, exitStatus: 1 }));
    const error = expectErr(await h.useCase.execute({ url: URL_A }));
    expect(error.code).toBe(code);
    expect(error.details).toMatchObject({ exitStatus: 1 });
    expect(h.coordination.releases.map((release) => release.outcome.kind)).toEqual(['success', originFailure ? 'infrastructure_failure' : 'neutral']);
    expect(h.telemetry.ofPhase('render')[0]).toMatchObject({ status: 'error', errorCode: code, rendered: false, exitStatus: 1 });
    expect(h.telemetry.ofPhase('fetch')[0]).toMatchObject({ status: 'error', errorCode: code, rendered: false, renderReason: 'client_rendered_shell' });
  });

  it('a call that asks for never gets the shell refused with the hint to ask for auto', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'never' }))).toMatchObject({ code: 'extraction_failed', details: { renderReason: 'not_requested' } });
    expect(h.renderer.calls).toBe(0);
  });

  it('raw output stays static and returns the shell body as asked', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    const output = expectOk(await h.useCase.execute({ url: URL_A, format: 'raw' }));
    expect(output.content).toContain('<div id="root"></div>');
    expect(h.renderer.calls).toBe(0);
  });

  it('reuses the rendered document for another slice without rendering again', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    h.renderer.enqueue(rendered(RENDERED));
    expectOk(await h.useCase.execute({ url: URL_A }));
    const second = expectOk(await h.useCase.execute({ url: URL_A, start_line: 3, max_lines: 1 }));
    expect(second.details).toMatchObject({ cacheHit: true, rendered: true, startLine: 3, endLine: 3 });
    expect(h.renderer.calls).toBe(1);
    expect(h.fetcher.calls).toBe(1);
  });
});

describe('WebFetch rendering: call always is browser-first and strict', () => {
  it('renders without any static request', async () => {
    const h = rendering();
    h.renderer.enqueue(rendered(RENDERED));
    const output = expectOk(await h.useCase.execute({ url: URL_A, render: 'always' }));
    expect(h.fetcher.calls).toBe(0);
    expect(h.renderer.requests[0]?.url).toBe(URL_A);
    expect(output.details).toMatchObject({ rendered: true, renderReason: 'browser_first', attempts: 0 });
  });

  it('a render failure is the result: no static fallback', async () => {
    const h = rendering();
    h.renderer.enqueue(renderFails('backend_unavailable', { originFailure: true }));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' })).code).toBe('backend_unavailable');
    expect(h.fetcher.calls).toBe(0);
  });

  it.each([
    ['FAKE:access_challenge', 'access_challenge'],
    ['FAKE:login_wall', 'authentication_required'],
  ])('a rendered %s page is refused as %s', async (marker, code) => {
    const h = rendering();
    h.renderer.enqueue(rendered(`<p>${marker}</p>`));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' })).code).toBe(code);
  });

  it('reports a non-2xx document as an HTTP failure (a challenge page as access_challenge)', async () => {
    const h = rendering();
    h.renderer.enqueue(rendered('<h1>Not found</h1>', { status: 404 }), rendered('FAKE:access_challenge', { status: 403 }), rendered('busy', { status: 429 }));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' }))).toMatchObject({ code: 'http_error', details: { status: 404 } });
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}?b`, render: 'always' })).code).toBe('access_challenge');
    expect(expectErr(await h.useCase.execute({ url: `${URL_A}?c`, render: 'always' })).code).toBe('rate_limited');
    expect(h.coordination.releases.at(-1)?.outcome).toEqual({ kind: 'throttled' });
  });

  it('refuses a non-HTML document the browser loaded', async () => {
    const h = rendering();
    h.renderer.enqueue(rendered('{"a":1}', { mediaType: 'application/json' }));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' }))).toMatchObject({ code: 'unsupported_content', retryable: false });
  });

  it('a page that stays an empty shell after rendering is extraction_failed; a short rendered page is content', async () => {
    const h = rendering();
    h.renderer.enqueue(rendered('<div id="root"></div>'));
    h.extractor.enqueue(() => ({ ok: true, value: { text: '  ', contentKind: 'html', charset: 'utf-8', charsetSource: 'http', replacementChars: 0, stageNotes: [], parserFailures: 0, classification: 'client_rendered_shell', suggestion: 's' } }));
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' }))).toMatchObject({ code: 'extraction_failed', details: { classification: 'client_rendered_shell' } });
    h.renderer.enqueue(rendered('Two short words FAKE:client_rendered_shell'));
    const output = expectOk(await h.useCase.execute({ url: `${URL_A}?short`, render: 'always' }));
    expect(output.details.classification).toBe('none');
    expect(output.details.suggestion).toBeUndefined();
  });

  it('notes when the browser reported no HTTP status', async () => {
    const h = rendering();
    h.renderer.enqueue((request) => ({ ok: true, value: { finalUrl: request.url, html: '# Page\n\ntext', navigations: 0 } }));
    const output = expectOk(await h.useCase.execute({ url: URL_A, render: 'always' }));
    expect(output.details.stageNotes).toContain('render: the browser did not report an HTTP status; 200 assumed');
  });
});

describe('WebFetch rendering: budget, cancellation and admission', () => {
  it('the render gets one 20 s budget; a renderer that overruns it (and its bounded clean-up) is stopped and the call is a timeout', async () => {
    const h = rendering();
    h.renderer.enqueue(renderUntilAborted);
    const start = h.clock.now();
    const call = h.useCase.execute({ url: URL_A, render: 'always' });
    await flushMicrotasks();
    expect(h.renderer.requests[0]?.deadline).toBe(start + 20_000);
    await h.clock.advance(20_000);
    expect(h.renderer.requests[0]?.signal.aborted).toBe(false);
    await h.clock.advance(6_000);
    const error = expectErr(await call);
    expect(error).toMatchObject({ code: 'timeout', details: { timeoutMs: 20_000 } });
    expect(error.message).toContain('20 s budget');
    expect(h.renderer.requests[0]?.signal.aborted).toBe(true);
    expect(h.coordination.releases.map((release) => release.outcome.kind)).toEqual(['infrastructure_failure']);
  });

  it('the budget never reaches past the call\'s 45 s deadline', async () => {
    const h = rendering();
    const start = h.clock.now();
    h.fetcher.enqueue(async (request) => {
      await h.clock.advance(35_000);
      return respond(SHELL)(request);
    });
    h.renderer.enqueue(renderUntilAborted);
    const call = h.useCase.execute({ url: URL_A });
    for (let i = 0; i < 5 && h.renderer.calls === 0; i += 1) await flushMicrotasks();
    expect(h.renderer.requests[0]?.deadline).toBe(start + 45_000);
    await h.clock.advance(10_000);
    expect(expectErr(await call)).toMatchObject({ code: 'timeout', details: { timeoutMs: 45_000 } });
  });

  it('cancellation during a render is cancelled, never the static shell', async () => {
    const h = rendering();
    h.fetcher.enqueue(respond(SHELL));
    h.renderer.enqueue(renderUntilAborted);
    const controller = new AbortController();
    const call = h.useCase.execute({ url: URL_A }, { signal: controller.signal });
    for (let i = 0; i < 5 && h.renderer.calls === 0; i += 1) await flushMicrotasks();
    controller.abort(new Error('user'));
    expect(expectErr(await call).code).toBe('cancelled');
    expect(h.renderer.requests[0]?.signal.aborted).toBe(true);
    expect(h.coordination.releases.at(-1)?.outcome).toEqual({ kind: 'neutral' });
  });

  it('closing the run aborts a render in flight', async () => {
    const h = rendering();
    h.renderer.enqueue(renderUntilAborted);
    const call = h.useCase.execute({ url: URL_A, render: 'always' });
    for (let i = 0; i < 5 && h.renderer.calls === 0; i += 1) await flushMicrotasks();
    h.useCase.close();
    expect(h.renderer.requests[0]?.signal.aborted).toBe(true);
    expect(expectErr(await call).code).toBe('cancelled');
  });

  it('a cooling-down origin is refused before any browser starts (host-mode admission covers the renderer)', async () => {
    const h = rendering();
    h.coordination.coolDown('https://app.example.com', h.clock.now() + 60_000);
    expect(expectErr(await h.useCase.execute({ url: URL_A, render: 'always' }))).toMatchObject({ code: 'rate_limited', details: { attempts: 0 } });
    expect(h.renderer.calls).toBe(0);
  });
});

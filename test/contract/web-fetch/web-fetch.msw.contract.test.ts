import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebResearch } from '../../../composition/create-web-research.js';
import type { WebResearch } from '../../../composition/web-research.facade.js';
import { startMswLoopback, type MswLoopback } from '../../support/msw-loopback.js';

// WebFetch end to end (real undici transport, real extractor, real use-case) against pages
// described as msw handlers and served from a loopback socket.
let site: MswLoopback;
let web: WebResearch;

beforeAll(async () => {
  site = await startMswLoopback();
  const created = await createWebResearch({ env: {}, agentConfig: {}, networkOverride: { mode: 'allowlist', allow: ['127.0.0.1'] } });
  if (!created.ok) throw new Error(created.error.message);
  web = created.value;
});
afterEach(() => {
  site.assertAllHandled();
  site.reset();
});
afterAll(async () => {
  await web.close();
  await site.close();
});

const shiftJis = (text: string): Uint8Array => {
  // "日本語のページ" in Shift_JIS, followed by ASCII markup.
  const bytes = [0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea, 0x82, 0xcc, 0x83, 0x79, 0x81, 0x5b, 0x83, 0x57];
  const head = new TextEncoder().encode('<html><head><meta charset="shift_jis"><title>t</title></head><body><article><h1>');
  const tail = new TextEncoder().encode(`</h1><p>${text}</p></article></body></html>`);
  return new Uint8Array([...head, ...bytes, ...tail]);
};

describe('WebFetch against msw handlers (real transport and extraction)', () => {
  it('decodes a Shift_JIS page declared only in its meta tag', async () => {
    site.use(http.get(`${site.origin}/jp`, () => new HttpResponse(shiftJis('A paragraph long enough to be the article body of this small test page.'), { headers: { 'content-type': 'text/html' } })));
    const result = await web.startRun().fetch({ url: `${site.origin}/jp` });
    expect(result.ok).toBe(true);
    expect(result.content).toContain('日本語のページ');
    expect(result.ok && result.details).toMatchObject({ charset: 'shift_jis', charsetSource: 'meta', replacementChars: 0 });
  });

  it('retries a 503 with a short Retry-After and returns the page', async () => {
    let calls = 0;
    site.use(
      http.get(`${site.origin}/flaky.json`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('busy', { status: 503, headers: { 'retry-after': '1' } }) : HttpResponse.json({ ok: true, calls });
      }),
    );
    const result = await web.startRun().fetch({ url: `${site.origin}/flaky.json` });
    expect(result.ok).toBe(true);
    expect(calls).toBe(2);
    expect(result.ok && result.details['attempts']).toBe(2);
  });

  it('follows a redirect chain and reports the final URL', async () => {
    site.use(
      http.get(`${site.origin}/a`, () => new HttpResponse(null, { status: 301, headers: { location: '/b' } })),
      http.get(`${site.origin}/b`, () => new HttpResponse(null, { status: 302, headers: { location: `${site.origin}/final.txt` } })),
      http.get(`${site.origin}/final.txt`, () => HttpResponse.text('arrived\n')),
    );
    const result = await web.startRun().fetch({ url: `${site.origin}/a` });
    expect(result.ok && result.details).toMatchObject({ url: `${site.origin}/final.txt`, redirects: 2 });
  });

  it('reports a Cloudflare-style challenge as access_challenge, not as the article', async () => {
    site.use(
      http.get(`${site.origin}/guarded`, () =>
        new HttpResponse('<html><head><title>Just a moment...</title></head><body><div id="challenge-platform"></div><noscript>Enable JavaScript and cookies to continue</noscript></body></html>', {
          status: 403,
          headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
        }),
      ),
    );
    const result = await web.startRun().fetch({ url: `${site.origin}/guarded` });
    expect(!result.ok && result.error.code).toBe('access_challenge');
  });

  it('strict JSON: a malformed body declared as JSON is parse_error', async () => {
    site.use(http.get(`${site.origin}/bad.json`, () => new HttpResponse('{"a": 1,', { headers: { 'content-type': 'application/json' } })));
    const result = await web.startRun().fetch({ url: `${site.origin}/bad.json` });
    expect(!result.ok && result.error.code).toBe('parse_error');
  });

  it('a caller abort while the server stalls ends the call with cancelled', async () => {
    site.use(http.get(`${site.origin}/stall`, async () => {
      await delay(5_000);
      return HttpResponse.text('too late');
    }));
    const controller = new AbortController();
    const pending = web.startRun().fetch({ url: `${site.origin}/stall` }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const result = await pending;
    expect(!result.ok && result.error.code).toBe('cancelled');
  });
});

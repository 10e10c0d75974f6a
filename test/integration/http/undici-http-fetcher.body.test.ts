import { brotliCompressSync, constants, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UndiciHttpFetcher } from '../../../adapters/outbound/http/undici-http-fetcher.adapter.js';
import { createHttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import type { HttpAgent } from '../../../infrastructure/http/http-agent.factory.js';
import { startLoopbackServer } from './support/loopback-server.js';
import type { LoopbackHandler, LoopbackServer } from './support/loopback-server.js';
import { fetchRequest } from './support/fetch-request.fixture.js';

const MiB = 1024 * 1024;
const TEXT = 'Grüße aus dem Netz. '.repeat(2_000);
const clock = { now: () => Date.now() };

describe('UndiciHttpFetcher bodies', () => {
  let server: LoopbackServer | undefined;
  let agent: HttpAgent | undefined;
  let gzipBomb: Buffer;
  let brotliBomb: Buffer;

  beforeAll(() => {
    const zeros = Buffer.alloc(50 * MiB);
    gzipBomb = gzipSync(zeros, { level: 9 });
    brotliBomb = brotliCompressSync(zeros, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  });

  afterEach(async () => {
    await agent?.destroy();
    await server?.close();
    agent = undefined;
    server = undefined;
  });

  async function fetchFrom(handler: LoopbackHandler, maxBytes?: number) {
    server = await startLoopbackServer(handler);
    agent = createHttpAgent({ connectTimeoutMs: 1_000 });
    const fetcher = new UndiciHttpFetcher({ agent, clock });
    return fetcher.fetch(fetchRequest(`${server.origin}/`, maxBytes === undefined ? {} : { maxBytes }));
  }

  function encoded(encoding: string, body: Buffer, extra: Record<string, string> = {}): LoopbackHandler {
    return (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-encoding': encoding, ...extra });
      response.end(body);
    };
  }

  const raw = Buffer.from(TEXT, 'utf8');
  it.each([
    ['gzip', gzipSync(raw)],
    ['x-gzip', gzipSync(raw)],
    ['deflate', deflateSync(raw)],
    ['deflate', deflateRawSync(raw)],
    ['br', brotliCompressSync(raw)],
    ['gzip, br', brotliCompressSync(gzipSync(raw))],
    ['identity', raw],
  ] as const)('decodes Content-Encoding %s', async (encoding, body) => {
    const result = await fetchFrom(encoded(encoding, body, { 'content-length': String(body.length) }));
    expect(result.ok && new TextDecoder().decode(result.value.body)).toBe(TEXT);
    expect(result.ok && result.value.headers['content-encoding']).toBeUndefined();
    if (encoding !== 'identity') {
      expect(result.ok && result.value.headers['content-length']).toBeUndefined();
    }
    expect(result.ok && result.value.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('decodes an empty gzip-labelled body to nothing', async () => {
    const result = await fetchFrom(encoded('gzip', Buffer.alloc(0)));
    expect(result.ok && result.value.body.byteLength).toBe(0);
  });

  it.each(['compress', 'x-custom', 'gzip, compress'])('returns a body with a coding it cannot undo (%s) undecoded, header kept', async (coding) => {
    const result = await fetchFrom(encoded(coding, Buffer.from([0x1f, 0x9d, 1, 2, 3])));
    expect(result.ok && result.value.headers['content-encoding']).toBe(coding);
    expect(result.ok && [...result.value.body]).toEqual([0x1f, 0x9d, 1, 2, 3]);
  });

  it('drops an identity Content-Encoding header (nothing was left undecoded)', async () => {
    const result = await fetchFrom(encoded('identity', raw));
    expect(result.ok && result.value.headers['content-encoding']).toBeUndefined();
  });

  // Node 22.15+/24 have zstd in zlib; Node 20 does not. CI runs both, so both branches are exercised.
  const zstdCompress = (zlib as unknown as { zstdCompressSync?: (input: Buffer) => Buffer }).zstdCompressSync;
  it(`zstd: ${zstdCompress === undefined ? 'returned undecoded with its header kept (this Node has no zstd)' : 'decoded (this Node has zstd)'}`, async () => {
    const body = zstdCompress?.(raw) ?? Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]);
    const result = await fetchFrom(encoded('zstd', body));
    if (zstdCompress === undefined) {
      expect(result.ok && result.value.headers['content-encoding']).toBe('zstd');
      expect(result.ok && [...result.value.body]).toEqual([...body]);
    } else {
      expect(result.ok && new TextDecoder().decode(result.value.body)).toBe(TEXT);
      expect(result.ok && result.value.headers['content-encoding']).toBeUndefined();
    }
  });

  it('reports a corrupt gzip body as a non-transient backend failure', async () => {
    const result = await fetchFrom(encoded('gzip', Buffer.from('this is not gzip at all, not even close')));
    expect(result).toMatchObject({ ok: false, error: { code: 'backend_unavailable', transient: false } });
  });

  it('accepts a body of exactly the cap', async () => {
    const result = await fetchFrom((_request, response) => response.end(Buffer.alloc(64 * 1024, 97)), 64 * 1024);
    expect(result.ok && result.value.body.byteLength).toBe(64 * 1024);
  });

  it('refuses a declared plain body over the cap without reading it', async () => {
    const result = await fetchFrom((_request, response) => response.end(Buffer.alloc(64 * 1024 + 1, 97)), 64 * 1024);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large', transient: false } });
  });

  it('stops a chunked plain body at the cap', async () => {
    const result = await fetchFrom((_request, response) => {
      response.writeHead(200, { 'transfer-encoding': 'chunked' });
      for (let index = 0; index < 40; index += 1) response.write(Buffer.alloc(16 * 1024, 98));
      response.end();
    }, 256 * 1024);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it.each([
    ['gzip', () => gzipBomb],
    ['br', () => brotliBomb],
  ] as const)('stops a 50 MiB %s bomb at the cap through the real transport', async (encoding, bomb) => {
    // How far the decoder inflates before stopping is pinned deterministically in the
    // bounded-body reader's unit tests (decoded bytes counted, not sampled from process memory).
    const result = await fetchFrom(encoded(encoding, bomb()), 4 * MiB);
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large', message: 'the response body exceeds the 4194304-byte cap' } });
  });

  it('stops a bomb at the default 20 MiB transport cap', async () => {
    const result = await fetchFrom(encoded('gzip', gzipBomb));
    expect(result).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });
});

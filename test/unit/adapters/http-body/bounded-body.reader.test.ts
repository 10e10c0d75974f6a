import { brotliCompressSync, constants, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBoundedBody, type RawBody } from '../../../../adapters/outbound/http-body/bounded-body.reader.js';
import type { ContentCoding } from '../../../../adapters/outbound/http-body/content-encoding.parser.js';

interface FakeBody extends RawBody {
  readonly destroyed: boolean;
  readonly chunksRead: number;
}

/** A raw body yielding `chunks` in order, then failing with `failWith` when given. */
function rawBody(chunks: readonly Uint8Array[], failWith?: Error): FakeBody {
  let destroyed = false;
  let chunksRead = 0;
  return {
    get destroyed() {
      return destroyed;
    },
    get chunksRead() {
      return chunksRead;
    },
    destroy() {
      destroyed = true;
    },
    async *[Symbol.asyncIterator]() {
      for (const chunk of chunks) {
        if (destroyed) return;
        chunksRead += 1;
        yield chunk;
      }
      if (failWith !== undefined) throw failWith;
    },
  };
}

function split(bytes: Uint8Array, size: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.byteLength; offset += size) parts.push(bytes.subarray(offset, offset + size));
  return parts;
}

const TEXT = Buffer.from('hello bounded world '.repeat(200));

describe('readBoundedBody', () => {
  it.each<[string, ContentCoding[], Uint8Array]>([
    ['identity', [], TEXT],
    ['gzip', ['gzip'], gzipSync(TEXT)],
    ['zlib deflate', ['deflate'], deflateSync(TEXT)],
    ['raw deflate', ['deflate'], deflateRawSync(TEXT)],
    ['br', ['br'], brotliCompressSync(TEXT)],
    ['gzip then br', ['gzip', 'br'], brotliCompressSync(gzipSync(TEXT))],
  ])('decodes %s completely under the cap', async (_name, codings, wire) => {
    const body = await readBoundedBody(rawBody(split(wire, 97)), { codings, maxBytes: 1 << 20 });
    expect(body.kind).toBe('complete');
    expect(body.kind === 'complete' && Buffer.from(body.body).equals(TEXT)).toBe(true);
    expect(body.rawBytes).toBe(wire.byteLength);
    expect(body.decodedBytes).toBe(TEXT.byteLength);
    // No length was announced: the bytes grew in place in one buffer reserved up to the cap, never joined.
    const buffer = (body.kind === 'complete' ? body.body.buffer : undefined) as (ArrayBuffer & { readonly maxByteLength: number }) | undefined;
    expect(buffer?.maxByteLength).toBe(1 << 20);
  });

  it('accepts exactly the cap and refuses one byte more on the wire', async () => {
    const exact = await readBoundedBody(rawBody(split(TEXT, 100)), { codings: [], maxBytes: TEXT.byteLength });
    expect(exact.kind).toBe('complete');
    const raw = rawBody(split(TEXT, 100));
    const over = await readBoundedBody(raw, { codings: [], maxBytes: TEXT.byteLength - 1 });
    expect(over).toMatchObject({ kind: 'too_large' });
    expect(raw.destroyed).toBe(true);
  });

  it('refuses a declared length over the cap without reading a byte', async () => {
    const raw = rawBody([TEXT]);
    const body = await readBoundedBody(raw, { codings: ['gzip'], maxBytes: 1000, declaredLength: '1001' });
    expect(body).toEqual({ kind: 'too_large', rawBytes: 0, decodedBytes: 0, declaredBytes: 1001 });
    expect(raw.destroyed).toBe(true);
    expect(raw.chunksRead).toBe(0);
  });

  it.each([
    ['the exact length', TEXT.byteLength],
    ['a shorter length', TEXT.byteLength - 10],
    ['a longer length', TEXT.byteLength + 10],
  ])('reads an identity body whose Content-Length declares %s completely', async (_what, declared) => {
    const body = await readBoundedBody(rawBody(split(TEXT, 97)), { codings: [], maxBytes: 1 << 20, declaredLength: String(declared) });
    expect(body.kind === 'complete' && Buffer.from(body.body).equals(TEXT)).toBe(true);
  });

  it('ignores a malformed declared length and reads the body', async () => {
    const body = await readBoundedBody(rawBody([TEXT]), { codings: [], maxBytes: 1 << 20, declaredLength: 'lots' });
    expect(body.kind).toBe('complete');
  });

  it('stops a compression bomb near the decoded cap and tears the raw body down', async () => {
    const maxBytes = 256 * 1024;
    // 64 gzip members of 4 MiB of zeros each: 256 MiB decoded from about 256 KiB on the wire.
    const member = gzipSync(Buffer.alloc(4 * 1024 * 1024), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 64 }, () => member));
    const raw = rawBody(split(bomb, 1024));
    const body = await readBoundedBody(raw, { codings: ['gzip'], maxBytes });
    expect(body.kind).toBe('too_large');
    expect(body.decodedBytes).toBeGreaterThan(maxBytes);
    expect(body.decodedBytes).toBeLessThan(maxBytes + 128 * 1024);
    expect(raw.destroyed).toBe(true);
    expect(raw.chunksRead).toBeLessThan(split(bomb, 1024).length / 4);
  });

  it('stops a brotli bomb near the decoded cap too', async () => {
    const maxBytes = 256 * 1024;
    const bomb = brotliCompressSync(Buffer.alloc(64 * 1024 * 1024), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const raw = rawBody(split(bomb, 1024));
    const body = await readBoundedBody(raw, { codings: ['br'], maxBytes });
    expect(body.kind).toBe('too_large');
    expect(body.decodedBytes).toBeGreaterThan(maxBytes);
    expect(body.decodedBytes).toBeLessThan(maxBytes + 128 * 1024);
    expect(raw.destroyed).toBe(true);
  });

  it('reports corrupt compressed data as undecodable with the decoder error', async () => {
    const raw = rawBody([Buffer.from('this is not gzip at all, not even close')]);
    const body = await readBoundedBody(raw, { codings: ['gzip'], maxBytes: 1 << 20 });
    expect(body.kind).toBe('undecodable');
    expect(body.kind === 'undecodable' && (body.cause as { code?: string }).code).toBe('Z_DATA_ERROR');
    expect(raw.destroyed).toBe(true);
  });

  it('throws an error of the raw stream unchanged, identity or compressed', async () => {
    const reset = Object.assign(new Error('socket reset'), { code: 'ECONNRESET' });
    await expect(readBoundedBody(rawBody([TEXT], reset), { codings: [], maxBytes: 1 << 20 })).rejects.toBe(reset);
    const gzipped = gzipSync(TEXT);
    const failing = rawBody([gzipped.subarray(0, 40)], reset);
    await expect(readBoundedBody(failing, { codings: ['gzip'], maxBytes: 1 << 20 })).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(failing.destroyed).toBe(true);
  });

  it('decodes an empty compressed body to nothing', async () => {
    const body = await readBoundedBody(rawBody([]), { codings: ['gzip'], maxBytes: 10 });
    expect(body).toMatchObject({ kind: 'complete', rawBytes: 0, decodedBytes: 0 });
  });

  it('reads an identity body as the rule says, for any chunking, cap and stream failure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        async (chunks, maxBytes, fails) => {
          const reset = Object.assign(new Error('socket reset'), { code: 'ECONNRESET' });
          const raw = rawBody(chunks, fails ? reset : undefined);
          // The rule written out: stop at the first chunk that takes the total over the cap.
          let total = 0;
          let overAt = -1;
          for (const [index, chunk] of chunks.entries()) {
            total += chunk.byteLength;
            if (total > maxBytes) {
              overAt = index;
              break;
            }
          }
          const read = readBoundedBody(raw, { codings: [], maxBytes });
          if (overAt >= 0) {
            const before = chunks.slice(0, overAt).reduce((sum, chunk) => sum + chunk.byteLength, 0);
            expect(await read).toEqual({ kind: 'too_large', rawBytes: total, decodedBytes: before });
            expect(raw.chunksRead).toBe(overAt + 1);
            expect(raw.destroyed).toBe(true);
          } else if (fails) {
            await expect(read).rejects.toBe(reset);
            expect(raw.destroyed).toBe(true);
          } else {
            expect(await read).toEqual({ kind: 'complete', body: new Uint8Array(Buffer.concat(chunks)), rawBytes: total, decodedBytes: total });
            expect(raw.destroyed).toBe(false);
          }
        },
      ),
    );
  });
});

import { pipeline } from 'node:stream';
import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import type { ContentCoding } from './content-encoding.parser.js';
import { zstdDecompressorFactory } from './zstd-support.js';

/**
 * Undoes `codings` (listed in the order the server applied them) over a byte stream, lazily and
 * with backpressure: the decompressors produce output only as fast as the consumer reads it, so a
 * consumer that stops at a byte cap stops inflation there (compression bombs never inflate fully).
 * Stopping the iteration destroys the decompressors. An empty body decodes to nothing.
 * Decoding is lenient about a missing end-of-stream marker, like browsers.
 */
export function decodeContent(source: AsyncIterable<Uint8Array>, codings: readonly ContentCoding[]): AsyncIterable<Uint8Array> {
  return [...codings].reverse().reduce<AsyncIterable<Uint8Array>>((stream, coding) => decodeOne(stream, coding), source);
}

async function* decodeOne(source: AsyncIterable<Uint8Array>, coding: ContentCoding): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (first.done !== true && first.value.byteLength === 0) first = await iterator.next();
  if (first.done === true) return;
  const decoder = createDecoder(coding, first.value);
  pipeline(replay(first.value, iterator), decoder, () => {
    // Failures reach the consumer through the decoder's own iteration.
  });
  yield* decoder as AsyncIterable<Uint8Array>;
}

/** Yields `head` then the rest of `iterator`; closing it closes `iterator` (and so the raw body). */
async function* replay(head: Uint8Array, iterator: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield head;
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield next.value;
  } finally {
    await iterator.return?.();
  }
}

function createDecoder(coding: ContentCoding, head: Uint8Array): Transform {
  switch (coding) {
    case 'gzip':
      return createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'br':
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    case 'deflate':
      // "deflate" should be zlib-wrapped (RFC 9110) but some servers send raw deflate: sniff the header.
      return looksZlibWrapped(head)
        ? createInflate({ finishFlush: constants.Z_SYNC_FLUSH })
        : createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'zstd': {
      const create = zstdDecompressorFactory();
      if (create === undefined) throw new Error('zstd is not supported by this Node version');
      return create();
    }
  }
}

function looksZlibWrapped(head: Uint8Array): boolean {
  const cmf = head[0] ?? 0;
  const flg = head[1];
  if ((cmf & 0x0f) !== 8) return false;
  return flg === undefined || ((cmf << 8) | flg) % 31 === 0;
}

import type { ContentCoding } from './content-encoding.parser.js';
import { decodeContent } from './content.decoder.js';

/** The raw response body as undici hands it over: a byte stream that can be torn down. */
export interface RawBody extends AsyncIterable<Uint8Array> {
  destroy(error?: Error): unknown;
}

/** Outcome of reading a body under a cap. Byte counts are exact up to the point reading stopped. */
export type BoundedBody =
  | { readonly kind: 'complete'; readonly body: Uint8Array; readonly rawBytes: number; readonly decodedBytes: number }
  | { readonly kind: 'too_large'; readonly rawBytes: number; readonly decodedBytes: number };

/**
 * Reads `raw`, undoes `codings`, and stops as soon as either the wire bytes or the decoded bytes
 * exceed `maxBytes`: the raw stream is destroyed at once and `too_large` is returned, so memory
 * stays near `maxBytes` whatever the compression ratio. Transport and decoding errors are thrown
 * unchanged for the caller to classify; the raw stream is destroyed first.
 */
export async function readBoundedBody(raw: RawBody, codings: readonly ContentCoding[], maxBytes: number): Promise<BoundedBody> {
  let rawBytes = 0;
  let decodedBytes = 0;
  const rawCapExceeded = new Error('raw body cap exceeded');
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of raw) {
      rawBytes += chunk.byteLength;
      if (rawBytes > maxBytes) throw rawCapExceeded;
      yield chunk;
    }
  }

  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of decodeContent(counted(), codings)) {
      decodedBytes += chunk.byteLength;
      if (decodedBytes > maxBytes) {
        raw.destroy();
        return { kind: 'too_large', rawBytes, decodedBytes };
      }
      chunks.push(chunk);
    }
  } catch (error) {
    raw.destroy();
    if (error === rawCapExceeded) return { kind: 'too_large', rawBytes, decodedBytes };
    throw error;
  }
  return { kind: 'complete', body: concatenate(chunks, decodedBytes), rawBytes, decodedBytes };
}

function concatenate(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

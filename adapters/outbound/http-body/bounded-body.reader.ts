import { BodyAccumulator } from './body-accumulator.js';
import type { ContentCoding } from './content-encoding.parser.js';
import { decodeContent } from './content.decoder.js';
import { discardBody, type DiscardableBody } from './discard-body.js';

/** The raw response body as undici hands it over: a byte stream that can be torn down. */
export interface RawBody extends AsyncIterable<Uint8Array>, DiscardableBody {}

/** What to read: the codings to undo (in the order applied), the cap and the declared wire length. */
export interface BoundedBodyOptions {
  /** From `parseContentEncoding`; empty for identity. */
  readonly codings: readonly ContentCoding[];
  /** Cap on wire bytes and on decoded bytes alike. */
  readonly maxBytes: number;
  /** The raw `content-length` header, if any: a declared length over the cap is refused unread. */
  readonly declaredLength?: string | undefined;
}

/**
 * Outcome of reading a body under a cap. Byte counts are exact up to the point reading stopped.
 * `too_large` carries `declaredBytes` when the refusal came from `content-length` alone;
 * `undecodable` carries the decoder's error (corrupt or truncated compressed data).
 */
export type BoundedBody =
  | { readonly kind: 'complete'; readonly body: Uint8Array; readonly rawBytes: number; readonly decodedBytes: number }
  | { readonly kind: 'too_large'; readonly rawBytes: number; readonly decodedBytes: number; readonly declaredBytes?: number }
  | { readonly kind: 'undecodable'; readonly cause: unknown; readonly rawBytes: number; readonly decodedBytes: number };

/**
 * Reads `raw`, undoes `codings` lazily, and stops as soon as either the wire bytes or the decoded
 * bytes exceed `maxBytes`: the raw stream is destroyed at once and `too_large` is returned, so
 * memory stays near `maxBytes` whatever the compression ratio (a bomb never inflates past the cap).
 * Errors of the raw stream itself (abort, reset, timeout) are thrown unchanged for the caller's
 * transport translation; the raw stream is destroyed first in every early exit.
 */
export async function readBoundedBody(raw: RawBody, options: BoundedBodyOptions): Promise<BoundedBody> {
  const { codings, maxBytes } = options;
  const declared = Number(options.declaredLength);
  if (options.declaredLength !== undefined && Number.isFinite(declared) && declared > maxBytes) {
    discardBody(raw);
    return { kind: 'too_large', rawBytes: 0, decodedBytes: 0, declaredBytes: declared };
  }
  // An identity body's declared length is the length of the bytes read: they go straight into one array.
  const body = new BodyAccumulator(codings.length === 0 && declared <= maxBytes ? declared : undefined, maxBytes);
  if (codings.length === 0) return readIdentityBody(raw, maxBytes, body);
  let rawBytes = 0;
  let decodedBytes = 0;
  let rawFailed = false;
  // Created only when thrown: an Error captures a stack trace, a cost on every response otherwise.
  let rawCapExceeded: Error | undefined;
  async function* counted(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of raw) {
        rawBytes += chunk.byteLength;
        if (rawBytes > maxBytes) throw (rawCapExceeded = new Error('raw body cap exceeded'));
        yield chunk;
      }
    } catch (error) {
      if (rawCapExceeded === undefined || error !== rawCapExceeded) rawFailed = true;
      throw error;
    }
  }

  try {
    for await (const chunk of decodeContent(counted(), codings)) {
      decodedBytes += chunk.byteLength;
      if (decodedBytes > maxBytes) {
        discardBody(raw);
        return { kind: 'too_large', rawBytes, decodedBytes };
      }
      body.push(chunk);
    }
  } catch (error) {
    discardBody(raw);
    if (rawCapExceeded !== undefined && error === rawCapExceeded) return { kind: 'too_large', rawBytes, decodedBytes };
    if (rawFailed) throw error;
    return { kind: 'undecodable', cause: error, rawBytes, decodedBytes };
  }
  return { kind: 'complete', body: body.bytes(), rawBytes, decodedBytes };
}

/**
 * {@link readBoundedBody} without content codings, where decoded bytes are the wire bytes: the same
 * outcomes, without the generator a decoding chain needs between the wire and the cap.
 */
async function readIdentityBody(raw: RawBody, maxBytes: number, body: BodyAccumulator): Promise<BoundedBody> {
  let bytes = 0;
  let overBy = 0;
  try {
    for await (const chunk of raw) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        overBy = chunk.byteLength;
        break;
      }
      body.push(chunk);
    }
  } catch (error) {
    discardBody(raw);
    throw error;
  }
  if (bytes > maxBytes) {
    discardBody(raw);
    return { kind: 'too_large', rawBytes: bytes, decodedBytes: bytes - overBy };
  }
  return { kind: 'complete', body: body.bytes(), rawBytes: bytes, decodedBytes: bytes };
}

import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw } from 'node:zlib';

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);
const inflateRawAsync = promisify(inflateRaw);
const brotliAsync = promisify(brotliDecompress);

/** Why a body could not be read within its cap. */
export type BoundedBodyProblem = 'too_large' | 'undecodable';

/** The outcome of {@link readBoundedBody}: decoded bytes, or the reason there are none. */
export type BoundedBody = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly problem: BoundedBodyProblem };

/** Minimal view of undici's response body: an async iterable of chunks that can be torn down. */
export interface DestroyableBody extends AsyncIterable<Uint8Array> {
  destroy(error?: Error): unknown;
}

/**
 * Reads a response body while holding both the wire bytes and the decoded bytes under
 * `maxBytes`, so neither a huge body nor a compression bomb can exhaust memory.
 * Supports `gzip`, `deflate` (zlib-wrapped or raw) and `br`; identity otherwise. Stream errors
 * (abort, reset) propagate as thrown errors for the caller's transport translation.
 */
export async function readBoundedBody(
  body: DestroyableBody,
  contentEncoding: string | undefined,
  declaredLength: string | undefined,
  maxBytes: number,
): Promise<BoundedBody> {
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    body.destroy();
    return { ok: false, problem: 'too_large' };
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > maxBytes) {
      body.destroy();
      return { ok: false, problem: 'too_large' };
    }
    chunks.push(Buffer.from(chunk));
  }
  return decode(Buffer.concat(chunks), (contentEncoding ?? '').trim().toLowerCase(), maxBytes);
}

async function decode(raw: Buffer, encoding: string, maxBytes: number): Promise<BoundedBody> {
  const options = { maxOutputLength: maxBytes };
  try {
    switch (encoding) {
      case '':
      case 'identity':
        return { ok: true, bytes: raw };
      case 'gzip':
      case 'x-gzip':
        return { ok: true, bytes: await gunzipAsync(raw, options) };
      case 'deflate':
        return { ok: true, bytes: await inflateAsync(raw, options).catch(() => inflateRawAsync(raw, options)) };
      case 'br':
        return { ok: true, bytes: await brotliAsync(raw, options) };
      default:
        return { ok: false, problem: 'undecodable' };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, problem: code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError ? 'too_large' : 'undecodable' };
  }
}

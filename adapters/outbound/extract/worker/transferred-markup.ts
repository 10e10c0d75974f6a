/**
 * The page's markup crosses to the extraction worker as UTF-8 bytes in a transferred buffer, not as
 * a string copied by structured cloning. Cloning a string writes it (UTF-16 for most pages) into a
 * serialization buffer that `malloc` grows by doubling: a megabyte page makes buffers of several
 * megabytes, freed once the worker has read them. glibc then raises its mmap and trim thresholds to
 * the largest such buffer (up to 32 MiB), so every later buffer below that size comes from an
 * arena, and arenas keep up to twice that size of freed memory resident: over a corpus run about
 * 55 MiB of RSS was free `malloc` memory (bench/RESULTS.md, session 13). The bytes here live in a
 * resizable `ArrayBuffer`, which V8 maps from the system's pages rather than from `malloc`; the
 * transfer moves it without a copy and the worker's collector unmaps it. Each buffer is reserved at
 * its final size (`reserveExactly`).
 */
import { Buffer } from 'node:buffer';
import { reserveExactly } from '../../../../infrastructure/memory/resizable-buffer.js';

/** Bytes in a buffer of their own, to be put in a message's transfer list. */
export interface TransferableBytes {
  readonly bytes: Uint8Array;
  readonly buffer: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * `markup` as UTF-8 in a buffer of its own, or `undefined` where the bytes would not give back the
 * same string: a lone surrogate (which UTF-8 cannot hold) or a buffer that cannot be reserved.
 * Such markup is posted as a string.
 */
export function markupBytes(markup: string): TransferableBytes | undefined {
  if (!(markup as string & { isWellFormed(): boolean }).isWellFormed()) return undefined;
  const buffer = reserveExactly(Buffer.byteLength(markup, 'utf8'));
  if (buffer === undefined) return undefined;
  encoder.encodeInto(markup, new Uint8Array(buffer));
  return { bytes: new Uint8Array(buffer), buffer };
}

/**
 * A copy of `bytes` (the page's own UTF-8, `losslessUtf8Body`) in a buffer of its own: the caller's
 * body is left whole. `undefined` where a buffer cannot be reserved.
 */
export function transferableCopy(bytes: Uint8Array): TransferableBytes | undefined {
  const buffer = reserveExactly(bytes.byteLength);
  if (buffer === undefined) return undefined;
  const copy = new Uint8Array(buffer);
  copy.set(bytes);
  return { bytes: copy, buffer };
}

/** The markup {@link markupBytes} encoded (a byte-order mark at its start is kept, as the string had it). */
export function markupFromBytes(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

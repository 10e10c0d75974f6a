import { reserveBuffer, reserveExactly, type ResizableArrayBuffer } from '../../../infrastructure/memory/resizable-buffer.js';

/**
 * Gathers a response body's chunks into one contiguous byte array, holding one copy of the body at
 * a time:
 * - with the body's length known in advance (an identity body with a `Content-Length`), the array
 *   is allocated once at that length (in memory V8 maps from system pages, not from `malloc`) and
 *   every chunk is copied in as it arrives;
 * - otherwise (chunked or compressed bodies), given the cap on the body, the bytes go into a
 *   resizable `ArrayBuffer` whose maximum is the cap: V8 reserves that address range up front and
 *   commits memory only as the buffer grows, in place, so growing never copies what came before;
 * - without a cap, if the reservation fails, or once more bytes come than were announced or
 *   reserved, the chunks are kept and joined at the end (two copies, briefly).
 */
export class BodyAccumulator {
  #fixed: Uint8Array | undefined;
  #growing: ResizableArrayBuffer | undefined;
  #filled = 0;
  readonly #chunks: Uint8Array[] = [];
  #chunkBytes = 0;

  /**
   * `expectedBytes`: the body's announced length, if it is known to be the length of the bytes read.
   * `maxBytes`: the most bytes the caller will push, used when no length is announced.
   */
  constructor(expectedBytes?: number, maxBytes?: number) {
    if (isPositiveSize(expectedBytes)) this.#fixed = fixedArray(expectedBytes);
    else if (isPositiveSize(maxBytes)) this.#growing = reserveBuffer(maxBytes);
  }

  push(chunk: Uint8Array): void {
    const fixed = this.#fixed;
    if (fixed !== undefined) {
      if (this.#filled + chunk.byteLength <= fixed.byteLength) {
        fixed.set(chunk, this.#filled);
        this.#filled += chunk.byteLength;
        return;
      }
      // More than announced: what was copied so far becomes the first chunk.
      this.#fixed = undefined;
      this.#keep(fixed.subarray(0, this.#filled));
    }
    const growing = this.#growing;
    if (growing !== undefined) {
      const end = this.#filled + chunk.byteLength;
      if (end <= growing.maxByteLength) {
        growing.resize(end);
        new Uint8Array(growing, this.#filled, chunk.byteLength).set(chunk);
        this.#filled = end;
        return;
      }
      this.#growing = undefined;
      this.#keep(new Uint8Array(growing, 0, this.#filled));
    }
    this.#keep(chunk);
  }

  /** Every byte pushed, in order. */
  bytes(): Uint8Array {
    const fixed = this.#fixed;
    if (fixed !== undefined) return this.#filled === fixed.byteLength ? fixed : fixed.subarray(0, this.#filled);
    if (this.#growing !== undefined) return new Uint8Array(this.#growing, 0, this.#filled);
    const body = new Uint8Array(this.#chunkBytes);
    let offset = 0;
    for (const chunk of this.#chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  }

  #keep(chunk: Uint8Array): void {
    this.#chunks.push(chunk);
    this.#chunkBytes += chunk.byteLength;
  }
}

function isPositiveSize(bytes: number | undefined): bytes is number {
  return bytes !== undefined && Number.isSafeInteger(bytes) && bytes > 0;
}

/**
 * An array of `bytes` in a buffer V8 maps from system pages (a resizable one of fixed size) rather
 * than one from `malloc`: a freed megabyte-sized `malloc` block raises glibc's mmap and trim
 * thresholds to its size, after which bodies below it are carved from the heap and its freed
 * memory stays resident (see worker/transferred-markup.ts). A plain array where the range cannot be reserved.
 */
function fixedArray(bytes: number): Uint8Array {
  const buffer = reserveExactly(bytes);
  return buffer === undefined ? new Uint8Array(bytes) : new Uint8Array(buffer, 0, bytes);
}

/**
 * Gathers a response body's chunks into one contiguous byte array. With the body's length known in
 * advance (an identity body with a `Content-Length`), the array is allocated once at that length and
 * every chunk is copied in as it arrives, so the chunks can go at once and no second copy of the
 * body is made at the end. Otherwise (chunked or compressed bodies), or once more bytes come than
 * were announced, the chunks are kept and joined at the end.
 */
export class BodyAccumulator {
  #buffer: Uint8Array | undefined;
  #filled = 0;
  readonly #chunks: Uint8Array[] = [];
  #chunkBytes = 0;

  /** `expectedBytes`: the body's announced length, if it is known to be the length of the bytes read. */
  constructor(expectedBytes?: number) {
    if (expectedBytes !== undefined && Number.isSafeInteger(expectedBytes) && expectedBytes > 0) this.#buffer = new Uint8Array(expectedBytes);
  }

  push(chunk: Uint8Array): void {
    const buffer = this.#buffer;
    if (buffer !== undefined) {
      if (this.#filled + chunk.byteLength <= buffer.byteLength) {
        buffer.set(chunk, this.#filled);
        this.#filled += chunk.byteLength;
        return;
      }
      // More than announced: what was copied so far becomes the first chunk.
      this.#buffer = undefined;
      this.#keep(buffer.subarray(0, this.#filled));
    }
    this.#keep(chunk);
  }

  /** Every byte pushed, in order. */
  bytes(): Uint8Array {
    const buffer = this.#buffer;
    if (buffer !== undefined) return this.#filled === buffer.byteLength ? buffer : buffer.subarray(0, this.#filled);
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

/** ES2024's resizable `ArrayBuffer` (Node 20 has it; the project's `lib` stops at ES2023). */
export interface ResizableArrayBuffer extends ArrayBuffer {
  readonly maxByteLength: number;
  resize(byteLength: number): void;
}

const ResizableArrayBufferClass = ArrayBuffer as unknown as new (byteLength: number, options: { readonly maxByteLength: number }) => ResizableArrayBuffer;

/**
 * A resizable buffer of `initialBytes` able to grow to `maxBytes`, or `undefined` where the address
 * range cannot be reserved. V8 maps its memory from the system's pages, not from `malloc`, and
 * commits only the pages written: a large one neither raises glibc's mmap and trim thresholds when
 * it is freed nor stays resident after (bench/RESULTS.md, session 13).
 */
export function reserveBuffer(maxBytes: number, initialBytes = 0): ResizableArrayBuffer | undefined {
  try {
    return new ResizableArrayBufferClass(initialBytes, { maxByteLength: maxBytes });
  } catch {
    return undefined;
  }
}

/**
 * A buffer of exactly `bytes` (never resized: shrinking a resizable buffer costs more than filling
 * it), mapped as {@link reserveBuffer} maps one, or `undefined` where the range cannot be reserved.
 */
export function reserveExactly(bytes: number): ResizableArrayBuffer | undefined {
  return reserveBuffer(Math.max(1, bytes), bytes);
}

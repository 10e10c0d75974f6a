/** Receives each complete line (UTF-8 decoded, without its newline) or a notice that one was too long. */
export interface LineSink {
  line(text: string): void;
  /** A line exceeded the cap; its bytes were discarded up to the next newline. */
  oversize(bytes: number): void;
}

const NEWLINE = 0x0a;

/**
 * Splits a byte stream into newline-delimited lines. Splitting happens on bytes (a newline byte
 * never occurs inside a multi-byte UTF-8 sequence), so chunk boundaries cannot break characters.
 * A line longer than `maxLineBytes` is dropped rather than buffered without bound.
 */
export class NdjsonLineSplitter {
  readonly #sink: LineSink;
  readonly #maxLineBytes: number;
  #parts: Buffer[] = [];
  #pending = 0;
  #discarding = false;

  constructor(sink: LineSink, maxLineBytes: number) {
    this.#sink = sink;
    this.#maxLineBytes = maxLineBytes;
  }

  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end < 0) {
        this.#append(chunk.subarray(start));
        return;
      }
      this.#append(chunk.subarray(start, end));
      this.#finishLine();
      start = end + 1;
    }
  }

  #append(part: Buffer): void {
    if (part.length === 0) return;
    this.#pending += part.length;
    if (this.#discarding) return;
    if (this.#pending > this.#maxLineBytes) {
      this.#discarding = true;
      this.#parts = [];
      return;
    }
    this.#parts.push(part);
  }

  #finishLine(): void {
    const bytes = this.#pending;
    const discarded = this.#discarding;
    const parts = this.#parts;
    this.#parts = [];
    this.#pending = 0;
    this.#discarding = false;
    if (discarded) {
      this.#sink.oversize(bytes);
      return;
    }
    const text = Buffer.concat(parts).toString('utf8').replace(/\r$/, '');
    if (text.trim().length > 0) this.#sink.line(text);
  }
}

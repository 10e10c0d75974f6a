import { err, ok, type Result } from '../../../../domain/shared/result.js';
import type { ExtractionFailure } from '../../../../application/ports/document-extractor.port.js';
import { parserReason } from '../support/parser-message.js';

/**
 * Strictly parses JSON (`JSON.parse`) and pretty-prints it with two-space indentation. The
 * re-indentation is lexical, so numbers keep their exact digits (a 64-bit id is not rounded
 * through a double) and keys keep their order. Invalid JSON is `parse_error`.
 */
export function prettyPrintJson(text: string): Result<string, ExtractionFailure> {
  try {
    JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? parserReason(error.message) : 'invalid JSON';
    return err({ code: 'parse_error', message: `The JSON does not parse: ${reason}` });
  }
  return ok(reindent(text));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;
const NEWLINE = 0x0a;

/** JSON's insignificant whitespace: space, tab, line feed, carriage return (RFC 8259 §2). */
function isJsonSpace(byte: number): boolean {
  return byte === SPACE || byte === NEWLINE || byte === 0x0d || byte === 0x09;
}

function endsToken(byte: number): boolean {
  return byte === OPEN_BRACE || byte === CLOSE_BRACE || byte === OPEN_BRACKET || byte === CLOSE_BRACKET || byte === COMMA || byte === COLON || byte === QUOTE || isJsonSpace(byte);
}

/** The pretty-printed output, written byte by byte into a buffer that grows as needed. */
class OutputBytes {
  #bytes: Buffer;
  #length = 0;

  constructor(capacity: number) {
    this.#bytes = Buffer.allocUnsafe(capacity);
  }

  byte(value: number): void {
    this.#reserve(1);
    this.#bytes[this.#length++] = value;
  }

  newline(depth: number): void {
    this.#reserve(1 + 2 * depth);
    this.#bytes[this.#length++] = NEWLINE;
    this.#bytes.fill(SPACE, this.#length, this.#length + 2 * depth);
    this.#length += 2 * depth;
  }

  copy(source: Buffer, start: number, end: number): void {
    this.#reserve(end - start);
    // Buffer#copy has a fixed cost that dominates for the short tokens most JSON is made of.
    if (end - start < 32) {
      for (let index = start; index < end; index += 1) this.#bytes[this.#length++] = source[index] as number;
      return;
    }
    source.copy(this.#bytes, this.#length, start, end);
    this.#length += end - start;
  }

  text(): string {
    return this.#bytes.toString('utf8', 0, this.#length);
  }

  #reserve(extra: number): void {
    if (this.#length + extra <= this.#bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#length + extra));
    this.#bytes.copy(grown, 0, 0, this.#length);
    this.#bytes = grown;
  }
}

/**
 * Re-indents valid JSON text. It works on the UTF-8 bytes: every structural character is ASCII and
 * no byte of a multi-byte UTF-8 sequence is, so strings, numbers and literals are copied as byte
 * runs, verbatim. (Building the output from millions of small JavaScript strings took seconds for
 * an 8 MB document.)
 */
function reindent(text: string): string {
  const input = Buffer.from(text, 'utf8');
  const out = new OutputBytes(input.length * 2 + 64);
  let depth = 0;
  let index = 0;
  while (index < input.length) {
    const byte = input[index] as number;
    if (byte === QUOTE) {
      const end = endOfString(input, index);
      out.copy(input, index, end);
      index = end;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      const next = nextNonSpace(input, index + 1);
      const close = byte === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      out.byte(byte);
      if (input[next] === close) {
        out.byte(close);
        index = next + 1;
      } else {
        depth += 1;
        out.newline(depth);
        index += 1;
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      out.newline(depth);
      out.byte(byte);
      index += 1;
    } else if (byte === COMMA) {
      out.byte(COMMA);
      out.newline(depth);
      index += 1;
    } else if (byte === COLON) {
      out.byte(COLON);
      out.byte(SPACE);
      index += 1;
    } else if (isJsonSpace(byte)) {
      index += 1;
    } else {
      let end = index + 1;
      while (end < input.length && !endsToken(input[end] as number)) end += 1;
      out.copy(input, index, end);
      index = end;
    }
  }
  return out.text();
}

/** Index just past the string token that opens at `start`: the first quote not escaped by an odd run of backslashes. */
function endOfString(input: Buffer, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = input.indexOf(QUOTE, from);
    if (quote === -1) return input.length;
    let backslashes = 0;
    while (input[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

function nextNonSpace(input: Buffer, start: number): number {
  let index = start;
  while (index < input.length && isJsonSpace(input[index] as number)) index += 1;
  return index;
}

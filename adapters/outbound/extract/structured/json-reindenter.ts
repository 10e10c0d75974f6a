import { Buffer } from 'node:buffer';

const TAB = 0x09;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const ZERO = 0x30;
const NINE = 0x39;
const COLON = 0x3a;
const UPPER_E = 0x45;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const LOWER_E = 0x65;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** What the grammar allows next. */
const VALUE = 0;
const VALUE_OR_CLOSE = 1;
const KEY = 2;
const KEY_OR_CLOSE = 3;
const COLON_NEXT = 4;
const COMMA_OR_CLOSE = 5;
const END = 6;

const IN_OBJECT = 0;
const IN_ARRAY = 1;

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULL = Buffer.from('null');
/** The escape letters JSON allows after a backslash, besides `u`: `" \ / b f n r t`. */
const SIMPLE_ESCAPES = new Set([QUOTE, BACKSLASH, SLASH, 0x62, 0x66, 0x6e, 0x72, 0x74]);
/** Token length from which a typed-array copy beats a byte loop (its fixed cost dominates short tokens). */
const BULK_COPY_FROM = 64;

/**
 * Validates JSON text given as UTF-8 bytes against RFC 8259's grammar and, in the same pass, writes
 * it re-indented the way `JSON.stringify(value, null, 2)` lays a value out: two spaces per level,
 * one member or element per line, `": "` after a key, `{}` and `[]` for empty containers. Unlike
 * printing a parsed value, every string, number and literal is copied byte for byte, so a 64-bit
 * id or `1.0` keeps its digits and escapes stay as written. Returns the output bytes, or
 * `undefined` for any text `JSON.parse` would reject: a grammar error, an unescaped control
 * character or a bad escape in a string, a number such as `01`, `1.` or `.5`, anything after the
 * value. The input must be valid UTF-8 (bytes of multi-byte sequences only occur inside strings
 * of valid JSON, and are copied); every structural character is ASCII.
 */
export function reindentJson(input: Uint8Array): Uint8Array | undefined {
  const end = input.length;
  let out: Buffer = Buffer.allocUnsafe(end + (end >> 1) + 64);
  let length = 0;
  const containers: number[] = [];
  let expected = VALUE;
  let index = 0;
  for (;;) {
    while (index < end && isJsonSpace(input[index] as number)) index += 1;
    if (index === end) return expected === END ? out.subarray(0, length) : undefined;
    // Room for the rest of the input, a line break with its indentation, and ": ": no write below checks.
    const needed = length + (end - index) + 2 * containers.length + 4;
    if (needed > out.length) out = grown(out, length, needed);
    const byte = input[index] as number;
    if (expected === VALUE || expected === VALUE_OR_CLOSE) {
      if (expected === VALUE_OR_CLOSE) {
        if (byte === CLOSE_BRACKET) {
          out[length++] = CLOSE_BRACKET;
          containers.pop();
          expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
          index += 1;
          continue;
        }
        length = newline(out, length, containers.length);
      }
      if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        out[length++] = byte;
        containers.push(byte === OPEN_BRACE ? IN_OBJECT : IN_ARRAY);
        expected = byte === OPEN_BRACE ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
        index += 1;
        continue;
      }
      const after = byte === QUOTE ? copyString(input, index, out, length) : scalarEnd(input, index, byte);
      if (after === -1) return undefined;
      if (byte !== QUOTE) copy(input, index, after, out, length);
      length += after - index;
      index = after;
      expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
    } else if (expected === KEY || expected === KEY_OR_CLOSE) {
      if (expected === KEY_OR_CLOSE && byte === CLOSE_BRACE) {
        out[length++] = CLOSE_BRACE;
        containers.pop();
        expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
        index += 1;
        continue;
      }
      if (byte !== QUOTE) return undefined;
      if (expected === KEY_OR_CLOSE) length = newline(out, length, containers.length);
      const after = copyString(input, index, out, length);
      if (after === -1) return undefined;
      length += after - index;
      index = after;
      expected = COLON_NEXT;
    } else if (expected === COLON_NEXT) {
      if (byte !== COLON) return undefined;
      out[length++] = COLON;
      out[length++] = SPACE;
      index += 1;
      expected = VALUE;
    } else if (expected === COMMA_OR_CLOSE) {
      const inObject = containers[containers.length - 1] === IN_OBJECT;
      if (byte === COMMA) {
        out[length++] = COMMA;
        length = newline(out, length, containers.length);
        expected = inObject ? KEY : VALUE;
      } else if (byte === (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
        containers.pop();
        length = newline(out, length, containers.length);
        out[length++] = byte;
        expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
      } else {
        return undefined;
      }
      index += 1;
    } else {
      return undefined;
    }
  }
}

function grown(out: Buffer, length: number, needed: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(out.length * 2, needed));
  out.copy(bigger, 0, 0, length);
  return bigger;
}

/** Writes a line break and `depth` levels of indentation at `length`; returns the new length. */
function newline(out: Buffer, length: number, depth: number): number {
  let at = length;
  out[at++] = NEWLINE;
  for (let column = 2 * depth; column > 0; column -= 1) out[at++] = SPACE;
  return at;
}

/** Copies `input[start, end)` to `out` at `at`. */
function copy(input: Uint8Array, start: number, end: number, out: Buffer, at: number): void {
  if (end - start >= BULK_COPY_FROM) {
    out.set(input.subarray(start, end), at);
    return;
  }
  let to = at;
  for (let index = start; index < end; index += 1) out[to++] = input[index] as number;
}

/**
 * Copies the string whose opening quote is at `start` to `out` at `at`, checking it on the way;
 * returns the index just past its closing quote, or -1 for an unescaped control character, a bad
 * escape or no closing quote.
 */
function copyString(input: Uint8Array, start: number, out: Buffer, at: number): number {
  const end = input.length;
  let to = at;
  out[to++] = QUOTE;
  let index = start + 1;
  while (index < end) {
    const byte = input[index] as number;
    if (byte >= SPACE && byte !== QUOTE && byte !== BACKSLASH) {
      out[to++] = byte;
      index += 1;
    } else if (byte === QUOTE) {
      out[to] = QUOTE;
      return index + 1;
    } else if (byte === BACKSLASH) {
      const escape = input[index + 1];
      let width: number;
      if (escape === 0x75) {
        if (!isHex(input[index + 2]) || !isHex(input[index + 3]) || !isHex(input[index + 4]) || !isHex(input[index + 5])) return -1;
        width = 6;
      } else if (escape !== undefined && SIMPLE_ESCAPES.has(escape)) {
        width = 2;
      } else {
        return -1;
      }
      for (const stop = index + width; index < stop; index += 1) out[to++] = input[index] as number;
    } else {
      return -1;
    }
  }
  return -1;
}

/** JSON's insignificant whitespace: space, tab, line feed, carriage return (RFC 8259 §2). */
function isJsonSpace(byte: number): boolean {
  return byte === SPACE || byte === NEWLINE || byte === RETURN || byte === TAB;
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

/** End of the number or literal that starts at `start` with `byte`, or -1 if none is well formed there. */
function scalarEnd(input: Uint8Array, start: number, byte: number): number {
  if (byte === MINUS || isDigit(byte)) return numberEnd(input, start);
  if (byte === 0x74) return literalEnd(input, start, TRUE);
  if (byte === 0x66) return literalEnd(input, start, FALSE);
  if (byte === 0x6e) return literalEnd(input, start, NULL);
  return -1;
}

function isHex(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return (byte >= ZERO && byte <= NINE) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);
}

/** Index just past the number at `start` (`-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`), or -1. */
function numberEnd(input: Uint8Array, start: number): number {
  let index = start;
  if (input[index] === MINUS) index += 1;
  if (input[index] === ZERO) index += 1;
  else if (isDigit(input[index])) index = digitsEnd(input, index);
  else return -1;
  if (input[index] === DOT) {
    if (!isDigit(input[index + 1])) return -1;
    index = digitsEnd(input, index + 1);
  }
  if (input[index] === LOWER_E || input[index] === UPPER_E) {
    index += 1;
    if (input[index] === PLUS || input[index] === MINUS) index += 1;
    if (!isDigit(input[index])) return -1;
    index = digitsEnd(input, index);
  }
  return index;
}

function digitsEnd(input: Uint8Array, start: number): number {
  let index = start;
  while (isDigit(input[index])) index += 1;
  return index;
}

function literalEnd(input: Uint8Array, start: number, literal: Uint8Array): number {
  for (let offset = 0; offset < literal.length; offset += 1) {
    if (input[start + offset] !== literal[offset]) return -1;
  }
  return start + literal.length;
}

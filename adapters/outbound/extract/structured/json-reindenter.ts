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
  return new Reindenter(input).run();
}

class Reindenter {
  readonly #input: Uint8Array;
  #out: Buffer;
  #length = 0;

  constructor(input: Uint8Array) {
    this.#input = input;
    this.#out = Buffer.allocUnsafe(input.length + (input.length >> 1) + 64);
  }

  run(): Uint8Array | undefined {
    const input = this.#input;
    const end = input.length;
    const containers: number[] = [];
    let expected = VALUE;
    let index = 0;
    for (;;) {
      while (index < end && isJsonSpace(input[index] as number)) index += 1;
      if (index === end) return expected === END ? this.#out.subarray(0, this.#length) : undefined;
      const byte = input[index] as number;
      if (expected === VALUE || expected === VALUE_OR_CLOSE) {
        if (expected === VALUE_OR_CLOSE) {
          if (byte === CLOSE_BRACKET) {
            this.#byte(CLOSE_BRACKET);
            containers.pop();
            expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
            index += 1;
            continue;
          }
          this.#newline(containers.length);
        }
        if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
          this.#byte(byte);
          containers.push(byte === OPEN_BRACE ? IN_OBJECT : IN_ARRAY);
          expected = byte === OPEN_BRACE ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
          index += 1;
          continue;
        }
        const after = scalarEnd(input, index, byte);
        if (after === -1) return undefined;
        this.#copy(index, after);
        index = after;
        expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
      } else if (expected === KEY || expected === KEY_OR_CLOSE) {
        if (expected === KEY_OR_CLOSE && byte === CLOSE_BRACE) {
          this.#byte(CLOSE_BRACE);
          containers.pop();
          expected = containers.length === 0 ? END : COMMA_OR_CLOSE;
          index += 1;
          continue;
        }
        if (byte !== QUOTE) return undefined;
        if (expected === KEY_OR_CLOSE) this.#newline(containers.length);
        const after = stringEnd(input, index);
        if (after === -1) return undefined;
        this.#copy(index, after);
        index = after;
        expected = COLON_NEXT;
      } else if (expected === COLON_NEXT) {
        if (byte !== COLON) return undefined;
        this.#byte(COLON);
        this.#byte(SPACE);
        index += 1;
        expected = VALUE;
      } else if (expected === COMMA_OR_CLOSE) {
        const inObject = containers[containers.length - 1] === IN_OBJECT;
        if (byte === COMMA) {
          this.#byte(COMMA);
          this.#newline(containers.length);
          expected = inObject ? KEY : VALUE;
        } else if (byte === (inObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
          containers.pop();
          this.#newline(containers.length);
          this.#byte(byte);
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

  #byte(value: number): void {
    this.#reserve(1);
    this.#out[this.#length++] = value;
  }

  #newline(depth: number): void {
    const width = 2 * depth;
    this.#reserve(1 + width);
    const out = this.#out;
    let length = this.#length;
    out[length++] = NEWLINE;
    for (let column = 0; column < width; column += 1) out[length++] = SPACE;
    this.#length = length;
  }

  #copy(start: number, end: number): void {
    this.#reserve(end - start);
    const input = this.#input;
    if (end - start >= BULK_COPY_FROM) {
      this.#out.set(input.subarray(start, end), this.#length);
      this.#length += end - start;
      return;
    }
    const out = this.#out;
    let length = this.#length;
    for (let index = start; index < end; index += 1) out[length++] = input[index] as number;
    this.#length = length;
  }

  #reserve(extra: number): void {
    if (this.#length + extra <= this.#out.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.#out.length * 2, this.#length + extra));
    this.#out.copy(grown, 0, 0, this.#length);
    this.#out = grown;
  }
}

/** JSON's insignificant whitespace: space, tab, line feed, carriage return (RFC 8259 §2). */
function isJsonSpace(byte: number): boolean {
  return byte === SPACE || byte === NEWLINE || byte === RETURN || byte === TAB;
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= ZERO && byte <= NINE;
}

/** End of the string, number or literal that starts at `start` with `byte`, or -1 if none is well formed there. */
function scalarEnd(input: Uint8Array, start: number, byte: number): number {
  if (byte === QUOTE) return stringEnd(input, start);
  if (byte === MINUS || isDigit(byte)) return numberEnd(input, start);
  if (byte === 0x74) return literalEnd(input, start, TRUE);
  if (byte === 0x66) return literalEnd(input, start, FALSE);
  if (byte === 0x6e) return literalEnd(input, start, NULL);
  return -1;
}

/** Index just past the string whose opening quote is at `start`; -1 for a control character, a bad escape or no closing quote. */
function stringEnd(input: Uint8Array, start: number): number {
  const end = input.length;
  let index = start + 1;
  while (index < end) {
    const byte = input[index] as number;
    if (byte === QUOTE) return index + 1;
    if (byte === BACKSLASH) {
      const escape = input[index + 1];
      if (escape === 0x75) {
        if (!isHex(input[index + 2]) || !isHex(input[index + 3]) || !isHex(input[index + 4]) || !isHex(input[index + 5])) return -1;
        index += 6;
      } else if (escape !== undefined && SIMPLE_ESCAPES.has(escape)) {
        index += 2;
      } else {
        return -1;
      }
    } else if (byte < SPACE) {
      return -1;
    } else {
      index += 1;
    }
  }
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

/**
 * Code-point–aware length, size and truncation helpers. "Characters" are Unicode code points;
 * nothing here ever splits a surrogate pair, so every result is valid UTF-16 whenever the input is.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;
/** Combining marks (variation selectors included) and ZWJ attach to the preceding character. */
const ATTACHING = /^(?:\p{M}|\u200D)$/u;
const WHITESPACE = /\s/u;
const WORD_BOUNDARY_LOOKBACK = 40;
const GRAPHEME_LOOKBACK = 32;

/** Replaces lone surrogates with U+FFFD (like `String.prototype.toWellFormed`, ES2024). */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Number of code points (a surrogate pair counts once, a lone surrogate once). */
export function codePointLength(text: string): number {
  let pairs = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      pairs += 1;
      index += 1;
    }
  }
  return text.length - pairs;
}

/** Size of the UTF-8 encoding in bytes (shared with WebFetch's cache accounting). */
export { utf8ByteLength } from '../shared/utf8-length.js';

/** UTF-16 index just after the first `count` code points (or `text.length`). */
export function indexAfterCodePoints(text: string, count: number): number {
  let index = 0;
  for (let seen = 0; seen < count && index < text.length; seen += 1) {
    index += isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1)) ? 2 : 1;
  }
  return index;
}

/**
 * The longest prefix of at most `maxCodePoints` code points, cut at a code-point boundary.
 * It avoids leaving a base character without its combining marks, variation selector or ZWJ
 * continuation (backs off up to 32 code points), and prefers the last whitespace within the final
 * 40 code points; trailing whitespace is trimmed. Returns `text` itself when it already fits.
 */
export function truncateCodePoints(text: string, maxCodePoints: number): string {
  const limit = Math.max(0, Math.floor(maxCodePoints));
  const exactCut = indexAfterCodePoints(text, limit);
  if (exactCut >= text.length) return text;
  const cut = graphemeSafeCut(text, exactCut);
  for (let index = cut, steps = 0; index > 0 && steps <= WORD_BOUNDARY_LOOKBACK; steps += 1) {
    if (WHITESPACE.test(text[index] ?? '')) return text.slice(0, index).trimEnd();
    index = previousIndex(text, index);
  }
  return text.slice(0, cut);
}

function graphemeSafeCut(text: string, exactCut: number): number {
  let cut = exactCut;
  for (let steps = 0; steps < GRAPHEME_LOOKBACK && cut > 0; steps += 1) {
    const next = String.fromCodePoint(text.codePointAt(cut) ?? 0x20);
    const previous = text.slice(previousIndex(text, cut), cut);
    if (!ATTACHING.test(next) && previous !== '\u200D') return cut;
    cut = previousIndex(text, cut);
  }
  return cut === 0 ? 0 : exactCut;
}

function previousIndex(text: string, index: number): number {
  if (index >= 2 && isLowSurrogate(text.charCodeAt(index - 1)) && isHighSurrogate(text.charCodeAt(index - 2))) return index - 2;
  return Math.max(0, index - 1);
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

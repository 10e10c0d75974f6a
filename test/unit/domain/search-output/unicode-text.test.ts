import { describe, expect, it } from 'vitest';
import { codePointLength, indexAfterCodePoints, toWellFormed, truncateCodePoints, utf8ByteLength } from '../../../../domain/search-output/unicode-text.js';

const encoder = new TextEncoder();

describe('unicode-text', () => {
  it.each(['', 'abc', 'é', '€', '😀', 'a😀b', '𝔘𝔫𝔦', '\uD800', 'x\uDC00y', '漢字かな'])('utf8ByteLength(%j) agrees with TextEncoder', (text) => {
    expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('\uD800x')).toBe(2);
    expect(indexAfterCodePoints('😀😀x', 2)).toBe(4);
  });

  it('replaces lone surrogates only', () => {
    expect(toWellFormed('a\uD800b\uDC00c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateCodePoints('a😀', 1)).toBe('a');
  });

  it('keeps a base letter with its combining marks or drops both', () => {
    expect(truncateCodePoints('abe\u0301', 3)).toBe('ab');
    expect(truncateCodePoints('👩\u200D💻x', 2)).toBe('');
  });

  it('prefers a word boundary within the last 40 code points', () => {
    expect(truncateCodePoints('hello wonderful world', 12)).toBe('hello');
    expect(truncateCodePoints('x'.repeat(100), 50)).toBe('x'.repeat(50));
    expect(truncateCodePoints('short', 10)).toBe('short');
  });
});

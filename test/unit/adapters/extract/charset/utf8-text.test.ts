import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeUtf8, decodedUtf16Length, isLosslessUtf8 } from '../../../../../adapters/outbound/extract/charset/utf8-text.js';

const whatwg = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
/** Bytes around every edge of UTF-8: ASCII, continuation bytes, overlong and surrogate leads, out-of-range leads, a BOM. */
const byteValue = fc.oneof(
  fc.integer({ min: 0x00, max: 0x7f }),
  fc.integer({ min: 0x80, max: 0xbf }),
  fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xbb, 0xbd, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0x8f, 0x90, 0x9f, 0xa0),
);
const anyBytes = fc.array(byteValue, { maxLength: 24 }).map((values) => Uint8Array.from(values));
const encodedText = fc.string({ unit: 'binary' }).map((text) => new TextEncoder().encode(text));

describe('decodeUtf8', () => {
  it('decodes any bytes, valid or not, exactly as a WHATWG UTF-8 decoder that keeps a BOM', () => {
    fc.assert(fc.property(fc.oneof(anyBytes, encodedText), (bytes) => {
      expect(decodeUtf8(bytes)).toBe(whatwg(bytes));
    }), { numRuns: 20_000 });
  });

  it('decodes a view into a larger buffer and long ASCII or mixed text', () => {
    const whole = new TextEncoder().encode(`xx${'ascii '.repeat(5_000)}é😀yy`);
    const view = whole.subarray(2, whole.length - 2);
    expect(decodeUtf8(view)).toBe(`${'ascii '.repeat(5_000)}é😀`);
    expect(decodeUtf8(whole.subarray(2, 30_002))).toBe('ascii '.repeat(5_000));
  });
});

describe('isLosslessUtf8', () => {
  it('holds exactly when strict decoding succeeds and yields no U+FFFD', () => {
    fc.assert(fc.property(fc.oneof(anyBytes, encodedText), (bytes) => {
      let lossless: boolean;
      try {
        lossless = !new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes).includes('\uFFFD');
      } catch {
        lossless = false;
      }
      expect(isLosslessUtf8(bytes)).toBe(lossless);
    }), { numRuns: 20_000 });
    expect(isLosslessUtf8(new TextEncoder().encode('a\uFFFDb'))).toBe(false);
  });
});

describe('decodedUtf16Length', () => {
  it('is the length of the decoded text for valid UTF-8', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(decodedUtf16Length(new TextEncoder().encode(text))).toBe(text.length);
    }));
    expect(decodedUtf16Length(new TextEncoder().encode('a😀é€'))).toBe(5);
  });

  it('counts long markup whose other characters sit in a few runs, across every run boundary', () => {
    const pieces = fc.array(fc.oneof(fc.constantFrom('😀', 'é', '€', '\uFEFF'), fc.integer({ min: 1, max: 1500 }).map((length) => 'a'.repeat(length))), { maxLength: 12 });
    fc.assert(fc.property(pieces, (parts) => {
      const text = parts.join('');
      expect(decodedUtf16Length(new TextEncoder().encode(text))).toBe(text.length);
    }), { numRuns: 300, seed: 50 });
    for (const at of [1022, 1023, 1024, 2047]) {
      const text = `${'a'.repeat(at)}😀${'b'.repeat(1100)}é`;
      expect(decodedUtf16Length(new TextEncoder().encode(text))).toBe(text.length);
    }
    expect(decodedUtf16Length(new Uint8Array(0))).toBe(0);
  });
});

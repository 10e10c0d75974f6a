import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBody } from '../../../../../adapters/outbound/extract/charset/body-decoder.js';
import { losslessUtf8Body } from '../../../../../adapters/outbound/extract/charset/lossless-utf8-body.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((part) => [...part]));
const BOM = Uint8Array.from([0xef, 0xbb, 0xbf]);
const strictDecode = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes);

/** Bodies of every kind the chooser and the check meet: marks, declarations, stray and cut bytes. */
const bodies = fc.tuple(
  fc.constantFrom(new Uint8Array(0), BOM),
  fc.constantFrom('', '<meta charset="utf-8">', '<meta charset="windows-1252">', '<meta charset="utf-16">'),
  fc.string({ unit: 'binary' }),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 4 }),
).map(([mark, head, text, tail]) => concat(mark, utf8(head), utf8(text), Uint8Array.from(tail)));

describe('losslessUtf8Body', () => {
  it('gives the bytes of exactly the text decodeBody gives, wherever that text is UTF-8 without a replacement', () => {
    fc.assert(fc.property(bodies, fc.constantFrom(undefined, 'utf-8', 'iso-8859-1'), fc.boolean(), (body, http, partial) => {
      const decoded = decodeBody(body, http, 'html-meta', { partial });
      const lossless = losslessUtf8Body(body, http, 'html-meta', { partial });
      const expectLossless = decoded.ok && decoded.value.charset === 'utf-8' && decoded.value.replacementChars === 0;
      expect(lossless !== undefined).toBe(expectLossless);
      if (lossless === undefined || !decoded.ok) return;
      expect(strictDecode(lossless.bytes)).toBe(decoded.value.text);
      expect(lossless.decodedLength).toBe(decoded.value.text.length);
      expect(lossless.charsetSource).toBe(decoded.value.charsetSource);
    }), { numRuns: 2_000, seed: 50 });
  });

  it('leaves out the byte-order mark, and the character a partial body cuts, keeping a literal second mark', () => {
    const body = concat(BOM, utf8('\uFEFF<p>héllo 😀'));
    const whole = losslessUtf8Body(body, undefined, 'html-meta')!;
    expect(whole.charsetSource).toBe('bom');
    expect(strictDecode(whole.bytes)).toBe('\uFEFF<p>héllo 😀');
    const cut = losslessUtf8Body(body.subarray(0, body.length - 2), undefined, 'html-meta', { partial: true })!;
    expect(strictDecode(cut.bytes)).toBe('\uFEFF<p>héllo ');
    expect(cut.decodedLength).toBe('\uFEFF<p>héllo '.length);
  });

  it('is undefined for another charset, invalid bytes, an encoded U+FFFD, and a cut character in a whole body', () => {
    expect(losslessUtf8Body(utf8('<p>plain'), 'windows-1252', 'html-meta')).toBeUndefined();
    expect(losslessUtf8Body(utf8('<meta charset="shift_jis"><p>plain'), undefined, 'html-meta')).toBeUndefined();
    expect(losslessUtf8Body(concat(utf8('<p>a'), Uint8Array.from([0xff])), undefined, 'html-meta')).toBeUndefined();
    expect(losslessUtf8Body(utf8('<p>a \uFFFD b'), 'utf-8', 'html-meta')).toBeUndefined();
    expect(losslessUtf8Body(utf8('<p>😀').subarray(0, 5), undefined, 'html-meta')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBody } from '../../../../../adapters/outbound/extract/charset/body-decoder.js';
import { prettyPrintJson } from '../../../../../adapters/outbound/extract/structured/json-document.js';
import { readUtf8Json } from '../../../../../adapters/outbound/extract/structured/utf8-json-reader.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((part) => [...part]));
const BOM = Uint8Array.from([0xef, 0xbb, 0xbf]);

/** What the text path gives: decode the body, then pretty-print the text. */
function viaText(body: Uint8Array, charset: string | undefined) {
  const decoded = decodeBody(body, charset, 'none');
  if (!decoded.ok) return undefined;
  const pretty = prettyPrintJson(decoded.value.text);
  return pretty.ok ? { text: pretty.value, charset: decoded.value.charset, charsetSource: decoded.value.charsetSource, decodedLength: decoded.value.text.length, replacementChars: decoded.value.replacementChars } : undefined;
}

const bodies = fc.tuple(
  fc.boolean(),
  fc.oneof(fc.json(), fc.string({ unit: 'grapheme', maxLength: 20 })),
  fc.constantFrom([], [0xff], [0xc3], [0xef, 0xbf, 0xbd], [0xe9]),
  fc.nat(),
).map(([bom, text, extra, at]) => {
  const bytes = utf8(text);
  const index = at % (bytes.length + 1);
  return concat(bom ? BOM : new Uint8Array(), bytes.subarray(0, index), Uint8Array.from(extra), bytes.subarray(index));
});
const charsets = fc.constantFrom(undefined, 'utf-8', 'UTF8', 'unicode-1-1-utf-8', 'iso-8859-1', 'utf-16le', 'x-no-such-charset');

describe('readUtf8Json', () => {
  it('gives what decoding and pretty-printing give, or leaves the body to that path', () => {
    fc.assert(fc.property(bodies, charsets, (body, charset) => {
      const direct = readUtf8Json(body, charset, 'none');
      const expected = viaText(body, charset);
      if (direct !== undefined) {
        expect(expected).toEqual({ ...direct, replacementChars: 0 });
      } else if (expected !== undefined && expected.charset === 'utf-8' && expected.replacementChars === 0) {
        throw new Error('a lossless UTF-8 JSON body was left to the text path');
      }
    }), { numRuns: 5_000 });
  });

  it('reads a BOM-prefixed body without its BOM and says where the charset came from', () => {
    expect(readUtf8Json(concat(BOM, utf8('{"a":"é"}')), 'windows-1252', 'none')).toEqual({ text: '{\n  "a": "é"\n}', charset: 'utf-8', charsetSource: 'bom', decodedLength: 9 });
    expect(readUtf8Json(utf8('[1]'), 'utf-8', 'none')).toMatchObject({ charsetSource: 'http' });
    expect(readUtf8Json(utf8('[1]'), undefined, 'none')).toMatchObject({ charsetSource: 'default' });
  });

  it.each([
    ['invalid JSON', utf8('{"a":1,}'), undefined],
    ['an invalid UTF-8 sequence', concat(utf8('["a'), Uint8Array.from([0xff]), utf8('"]')), undefined],
    ['an encoded U+FFFD', utf8('["\uFFFD"]'), undefined],
    ['another charset', utf8('[1]'), 'iso-8859-1'],
    ['an unknown charset', utf8('[1]'), 'x-no-such-charset'],
  ])('leaves %s to the text path', (_what, body, charset) => {
    expect(readUtf8Json(body, charset, 'none')).toBeUndefined();
  });
});

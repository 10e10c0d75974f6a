import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBody, countReplacementChars, incompleteUtf8Tail } from '../../../../../adapters/outbound/extract/charset/body-decoder.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const hex = (value: string): Uint8Array => Uint8Array.from(Buffer.from(value, 'hex'));
const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((part) => [...part]));
const ascii = (text: string): Uint8Array => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const bytes = Buffer.from(text, 'utf16le');
  if (endian === 'be') bytes.swap16();
  return Uint8Array.from(bytes);
}

function decoded(bytes: Uint8Array, http: string | undefined, declaration: 'html-meta' | 'xml-declaration' | 'none') {
  const result = decodeBody(bytes, http, declaration);
  if (!result.ok) throw new Error(`unexpected failure: ${result.error.message}`);
  return result.value;
}

describe('decodeBody: byte-order marks', () => {
  it.each([
    ['UTF-8', concat(hex('efbbbf'), utf8('héllo')), 'utf-8'],
    ['UTF-16LE', concat(hex('fffe'), utf16('héllo', 'le')), 'utf-16le'],
    ['UTF-16BE', concat(hex('feff'), utf16('héllo', 'be')), 'utf-16be'],
  ])('%s BOM wins over HTTP and meta declarations', (_name, bytes, charset) => {
    const result = decoded(bytes, 'windows-1251', 'html-meta');
    expect(result).toEqual({ text: 'héllo', charset, charsetSource: 'bom', replacementChars: 0 });
  });
});

describe('decodeBody: declarations', () => {
  it('uses the HTTP charset over a <meta> declaration', () => {
    const bytes = concat(ascii('<meta charset="utf-8"><p>'), hex('cff0e8e2e5f22c20ece8f0'));
    const result = decoded(bytes, 'windows-1251', 'html-meta');
    expect(result.text).toBe('<meta charset="utf-8"><p>Привет, мир');
    expect(result.charsetSource).toBe('http');
  });

  it('reads <meta charset>', () => {
    const result = decoded(concat(ascii('<html><head><meta charset="Shift_JIS"></head><body>'), hex('93fa967b8cea82cc8365834c83588367')), undefined, 'html-meta');
    expect(result).toMatchObject({ text: '<html><head><meta charset="Shift_JIS"></head><body>日本語のテキスト', charset: 'shift_jis', charsetSource: 'meta' });
  });

  it('reads <meta http-equiv="Content-Type" content="...; charset=...">', () => {
    const head = '<meta http-equiv="Content-Type" content="text/html; charset=gbk">';
    const result = decoded(concat(ascii(head), hex('d6d0cec4cdf8d2b3')), undefined, 'html-meta');
    expect(result).toMatchObject({ text: `${head}中文网页`, charset: 'gbk', charsetSource: 'meta' });
  });

  it('ignores <meta> inside comments and attribute values, and accepts an unquoted value before />', () => {
    const head = '<!-- <meta charset="koi8-r"> --><div title="<meta charset=big5>"></div><meta charset=iso-8859-2/>';
    const result = decoded(concat(ascii(head), hex('a3f364bc206920476461f1736b')), undefined, 'html-meta');
    expect(result).toMatchObject({ charset: 'iso-8859-2', charsetSource: 'meta' });
    expect(result.text.endsWith('Łódź i Gdańsk')).toBe(true);
  });

  it('only prescans the first 4 KiB', () => {
    const bytes = concat(ascii(`<!-- ${'x'.repeat(5_000)} -->`), ascii('<meta charset="windows-1251">'), hex('cff0'));
    expect(decoded(bytes, undefined, 'html-meta')).toMatchObject({ charset: 'utf-8', charsetSource: 'default', replacementChars: 2 });
  });

  it('treats an in-document UTF-16 declaration as UTF-8', () => {
    expect(decoded(ascii('<meta charset="utf-16"><p>ok'), undefined, 'html-meta')).toMatchObject({ charset: 'utf-8', charsetSource: 'meta' });
  });

  it('reads the XML declaration', () => {
    const result = decoded(concat(ascii('<?xml version="1.0" encoding="KOI8-R"?><t>'), hex('f0d2c9d7c5d4'), ascii('</t>')), undefined, 'xml-declaration');
    expect(result).toMatchObject({ text: '<?xml version="1.0" encoding="KOI8-R"?><t>Привет</t>', charset: 'koi8-r', charsetSource: 'xml-declaration' });
  });

  it('defaults to UTF-8', () => {
    expect(decoded(utf8('<p>Grüße</p>'), undefined, 'html-meta')).toEqual({ text: '<p>Grüße</p>', charset: 'utf-8', charsetSource: 'default', replacementChars: 0 });
  });

  it.each([
    ['shift_jis', '93fa967b8cea82cc8365834c83588367', '日本語のテキスト', 'shift_jis'],
    ['GBK', 'd6d0cec4cdf8d2b3', '中文网页', 'gbk'],
    ['gb2312', 'd6d0cec4cdf8d2b3', '中文网页', 'gbk'],
    ['windows-1251', 'cff0e8e2e5f22c20ece8f0', 'Привет, мир', 'windows-1251'],
    ['ISO-8859-2', 'a3f364bc206920476461f1736b', 'Łódź i Gdańsk', 'iso-8859-2'],
    ['euc-jp', 'c6fccbdcb8ec', '日本語', 'euc-jp'],
    ['big5', 'c163c5e9a4a4a4e5', '繁體中文', 'big5'],
    ['euc-kr', 'c7d1b1b9beee', '한국어', 'euc-kr'],
    ['latin1', 'e9', 'é', 'windows-1252'],
  ])('decodes HTTP charset %s', (label, bytes, text, charset) => {
    expect(decoded(hex(bytes), label, 'none')).toEqual({ text, charset, charsetSource: 'http', replacementChars: 0 });
  });
});

describe('decodeBody: failures and replacement characters', () => {
  it.each([
    ['an HTTP label', (bytes: Uint8Array) => decodeBody(bytes, 'x-klingon', 'html-meta')],
    ['a <meta> label', (bytes: Uint8Array) => decodeBody(concat(ascii('<meta charset="utf-7">'), bytes), undefined, 'html-meta')],
    ['an XML declaration label', (bytes: Uint8Array) => decodeBody(concat(ascii('<?xml version="1.0" encoding="iso-2022-kr"?>'), bytes), undefined, 'xml-declaration')],
  ])('rejects an unsupported charset declared by %s', (_name, decode) => {
    const result = decode(utf8('<p>x</p>'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('unsupported_charset');
  });

  it('counts replacement characters from invalid bytes', () => {
    const result = decoded(concat(utf8('ok '), hex('ff'), utf8(' and '), hex('c3'), utf8('!')), undefined, 'none');
    expect(result.replacementChars).toBe(2);
    expect(countReplacementChars('a\uFFFDb\uFFFD\uFFFD')).toBe(3);
    expect(countReplacementChars('clean')).toBe(0);
  });
});

describe('decoding a partial UTF-8 body', () => {
  const streamed = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: true });
  const byteValues = fc.oneof(
    fc.integer({ min: 0x00, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xbf }),
    fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff, 0x8f, 0x90, 0x9f, 0xa0),
  );

  it('gives exactly what a streaming decoder gives, for any bytes (valid or not)', () => {
    fc.assert(fc.property(fc.array(byteValues, { maxLength: 10 }), (values) => {
      const bytes = Uint8Array.from(values);
      const decoded = decodeBody(bytes, 'utf-8', 'none', { partial: true });
      expect(decoded.ok && decoded.value.text).toBe(streamed(bytes));
    }), { numRuns: 5000, seed: 11 });
  });

  it('holds back only a valid start of a character', () => {
    expect(incompleteUtf8Tail(utf8('aé').subarray(0, 2))).toBe(1);
    expect(incompleteUtf8Tail(utf8('a€').subarray(0, 3))).toBe(2);
    expect(incompleteUtf8Tail(utf8('a😀').subarray(0, 4))).toBe(3);
    expect(incompleteUtf8Tail(utf8('a😀'))).toBe(0);
    expect(incompleteUtf8Tail(hex('61e080'))).toBe(0);
    expect(incompleteUtf8Tail(hex('61eda0'))).toBe(0);
    expect(incompleteUtf8Tail(hex('61f490'))).toBe(0);
    expect(incompleteUtf8Tail(hex('61c1'))).toBe(0);
    expect(incompleteUtf8Tail(new Uint8Array())).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reindentJson } from '../../../../../adapters/outbound/extract/structured/json-reindenter.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const reindented = (text: string): string | undefined => {
  const out = reindentJson(utf8(text));
  return out === undefined ? undefined : new TextDecoder().decode(out);
};
const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Pieces JSON is made of, and the near misses JSON.parse rejects. */
const PIECES = [
  ...'{}[]:,"\\ \t\n\r-+.0123456789eEtrufalsnbu/xA\u0001\u001f\u007f\u00a0é😀\u2028'.split(''),
  'true', 'false', 'null', 'tru', 'nul', '\\u00e9', '\\uD83D\\uDE00', '\\ud800', '\\u12', '\\x', '"a"', '"k":', '1e', '.5', '01', '-0', '1.0', '\uFEFF',
];
const nearJson = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((pieces) => pieces.join(''));
/** A valid document with one piece inserted, removed or replaced somewhere. */
const mutatedJson = fc.tuple(fc.json(), fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...PIECES), fc.constantFrom('insert', 'delete', 'replace')).map(([json, at, extra, piece, how]) => {
  const index = at % (json.length + 1);
  if (how === 'insert') return json.slice(0, index) + piece + json.slice(index);
  if (how === 'delete') return json.slice(0, index) + json.slice(index + 1 + extra);
  return json.slice(0, index) + piece + json.slice(index + 1);
});

describe('reindentJson', () => {
  it('accepts exactly what JSON.parse accepts', () => {
    fc.assert(fc.property(fc.oneof(nearJson, mutatedJson, fc.json()), (text) => {
      expect(reindentJson(utf8(text)) !== undefined).toBe(parses(text));
    }), { numRuns: 20_000 });
  });

  it('lays any value out as JSON.stringify(value, null, 2) does, from any spacing', () => {
    fc.assert(fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), fc.constantFrom('', ' ', '\t', '\r\n  '), (value, spacing) => {
      const expected = JSON.stringify(value, null, 2);
      const text = spacing === '\r\n  ' ? expected.replaceAll('\n', spacing) : JSON.stringify(value, null, spacing);
      expect(reindented(text)).toBe(expected);
    }));
  });

  it('copies numbers, escapes and literals byte for byte', () => {
    expect(reindented('{"id":12345678901234567890,"d":1.0,"z":-0.0,"e":1E400,"x":1.50e+3}')).toBe(
      '{\n  "id": 12345678901234567890,\n  "d": 1.0,\n  "z": -0.0,\n  "e": 1E400,\n  "x": 1.50e+3\n}',
    );
    expect(reindented('["\\u00e9\\/\\ud800",  true ,false,null]')).toBe('[\n  "\\u00e9\\/\\ud800",\n  true,\n  false,\n  null\n]');
    expect(reindented(' "a" ')).toBe('"a"');
    expect(reindented('[ [ ] , { } ,[{}]]')).toBe('[\n  [],\n  {},\n  [\n    {}\n  ]\n]');
  });

  it('grows its output past the input size for deep nesting', () => {
    const deep = `${'['.repeat(600)}{"k":[1,"x"]}${']'.repeat(600)}`;
    expect(reindented(deep)).toBe(JSON.stringify(JSON.parse(deep), null, 2));
  });

  it('keeps bytes of multi-byte characters inside strings as they are', () => {
    expect(reindented('{"日本":"naïve 😀\u2028"}')).toBe('{\n  "日本": "naïve 😀\u2028"\n}');
  });

  it.each([
    ['an empty text', ''],
    ['only whitespace', ' \n\t'],
    ['a leading zero', '[01]'],
    ['a bare fraction point', '[1.]'],
    ['a fraction without integer', '[.5]'],
    ['a lone minus', '[-]'],
    ['an exponent without digits', '[1e+]'],
    ['a plus sign', '[+1]'],
    ['a control character in a string', '["a\u0001"]'],
    ['an unknown escape', '["\\a"]'],
    ['a short unicode escape', '["\\u12"]'],
    ['an unterminated string', '["abc'],
    ['a trailing comma', '[1,]'],
    ['a key without value', '{"a"}'],
    ['an unquoted key', '{a:1}'],
    ['a truncated literal', '[tru]'],
    ['a second value', '[1] 2'],
    ['a byte-order mark', '\uFEFF{}'],
    ['a non-breaking space', '[1,\u00a02]'],
    ['an extra close', '{"a":1}}'],
    ['an unclosed array', '[[]'],
    ['a mismatched close', '[1}'],
  ])('rejects %s', (_what, text) => {
    expect(parses(text)).toBe(false);
    expect(reindentJson(utf8(text))).toBeUndefined();
  });
});

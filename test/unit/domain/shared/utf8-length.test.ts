import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../../../../domain/shared/utf8-length.js';

describe('utf8ByteLength', () => {
  it('matches TextEncoder for any string, lone surrogates included', () => {
    const encoder = new TextEncoder();
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
    }));
    expect(utf8ByteLength('\ud800x')).toBe(4);
    expect(utf8ByteLength('é😀')).toBe(6);
  });

  it('matches TextEncoder for long texts, with or without an ASCII prefix', () => {
    const encoder = new TextEncoder();
    const long = fc.tuple(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '~'), minLength: 4_000, maxLength: 6_000 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.boolean())
      .map(([ascii, rest, prefixed]) => (prefixed ? ascii + rest : rest + ascii));
    fc.assert(fc.property(long, (text) => {
      expect(utf8ByteLength(text)).toBe(encoder.encode(text).length);
    }), { numRuns: 200 });
    expect(utf8ByteLength('x'.repeat(10_000))).toBe(10_000);
    expect(utf8ByteLength(`${'x'.repeat(10_000)}\ud800`)).toBe(10_003);
  });
});

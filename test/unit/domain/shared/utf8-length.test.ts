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
});

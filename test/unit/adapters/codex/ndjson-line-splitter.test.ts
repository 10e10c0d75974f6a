import { describe, expect, it } from 'vitest';
import { NdjsonLineSplitter } from '../../../../adapters/outbound/codex/rpc/ndjson-line-splitter.js';

function splitter(max = 64): { readonly lines: string[]; readonly oversize: number[]; readonly push: (chunk: string | Buffer) => void } {
  const lines: string[] = [];
  const oversize: number[] = [];
  const s = new NdjsonLineSplitter({ line: (text) => lines.push(text), oversize: (bytes) => oversize.push(bytes) }, max);
  return { lines, oversize, push: (chunk) => s.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk) };
}

describe('NdjsonLineSplitter', () => {
  it('joins lines across chunks and emits each complete line once', () => {
    const s = splitter();
    s.push('{"a":1}\n{"b"');
    s.push(':2}\n\n{"c":3}');
    expect(s.lines).toEqual(['{"a":1}', '{"b":2}']);
    s.push('\r\n');
    expect(s.lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('never breaks a multi-byte character split between chunks', () => {
    const s = splitter();
    const bytes = Buffer.from('{"q":"Straße 東京"}\n');
    for (const byte of bytes) s.push(Buffer.from([byte]));
    expect(s.lines).toEqual(['{"q":"Straße 東京"}']);
  });

  it('drops an over-long line without buffering it, then continues', () => {
    const s = splitter(10);
    s.push('x'.repeat(8));
    s.push('y'.repeat(8));
    s.push('zz\n{"ok":1}\n');
    expect(s.oversize).toEqual([18]);
    expect(s.lines).toEqual(['{"ok":1}']);
  });
});

import { describe, expect, it } from 'vitest';
import { dropMidLineEscapes } from '../../../../../adapters/outbound/extract/html/markdown/mid-line-escapes.js';

describe('dropMidLineEscapes', () => {
  it('drops the line-start escapes that stand later in a line', () => {
    expect(dropMidLineEscapes('fn next(&mut self) -\\> [Option](https://x.example/o)<Self::Item\\>')).toBe('fn next(&mut self) -> [Option](https://x.example/o)<Self::Item\\>');
    expect(dropMidLineEscapes('where T: Add<Output \\= T\\>, a \\== b, c \\+ d, e \\## f, g 12\\. h')).toBe('where T: Add<Output = T\\>, a == b, c + d, e ## f, g 12. h');
    expect(dropMidLineEscapes('Price: 10 \\- 20 %')).toBe('Price: 10 - 20 %');
  });

  it('keeps every escape at the start of a line\'s content, after its indentation and markers', () => {
    const kept = ['\\- not a list', '\\+ not a list', '\\=== not an underline', '\\> not a quote', '\\## not a heading', '1\\. not a list', '2024\\. A year'];
    for (const line of kept) expect(dropMidLineEscapes(line)).toBe(line);
    expect(dropMidLineEscapes('- \\- a dash item\n  1. \\> a quote mark\n> \\- quoted\n## \\- heading\n   \\- indented')).toBe('- \\- a dash item\n  1. \\> a quote mark\n> \\- quoted\n## \\- heading\n   \\- indented');
  });

  it('keeps an escaped ">" after an unclosed "<", where it would close an HTML tag', () => {
    expect(dropMidLineEscapes('impl<T\\> From<T\\> for T -\\> U')).toBe('impl<T\\> From<T\\> for T -> U');
    expect(dropMidLineEscapes('a <b> c -\\> d')).toBe('a <b> c -> d');
  });

  it('leaves code spans, fenced code and literal backslashes alone', () => {
    expect(dropMidLineEscapes('run `a -\\> b` then x -\\> y, ``c `\\-` d`` e \\- f')).toBe('run `a -\\> b` then x -> y, ``c `\\-` d`` e - f');
    expect(dropMidLineEscapes('text \\` a -\\> b \\`')).toBe('text \\` a -> b \\`');
    expect(dropMidLineEscapes('a \\\\- b')).toBe('a \\\\- b');
    const fenced = 'before -\\> x\n\n````rust\nlet a = b -\\> c;\n```\nstill -\\> code\n````\n\nafter -\\> y';
    expect(dropMidLineEscapes(fenced)).toBe('before -> x\n\n````rust\nlet a = b -\\> c;\n```\nstill -\\> code\n````\n\nafter -> y');
    expect(dropMidLineEscapes('  ~~~\n  a \\- b\n  ~~~\nc \\- d')).toBe('  ~~~\n  a \\- b\n  ~~~\nc - d');
  });

  it('drops the escapes of a pair of brackets that no destination, reference or colon follows', () => {
    expect(dropMidLineEscapes('get(*key*) -\\> Tuple\\[int, Dict\\[str, int\\]\\], see \\[citation needed\\].')).toBe('get(*key*) -> Tuple[int, Dict[str, int]], see [citation needed].');
    expect(dropMidLineEscapes('class Key [\\[source\\]](https://x.example/_modules/key.html)')).toBe('class Key [[source]](https://x.example/_modules/key.html)');
    expect(dropMidLineEscapes('and \\[a\\]\\[b\\] too')).toBe('and \\[a\\][b] too');
    const kept = ['colour \u001b\\[0m and title \u001b\\]0;x\u0007 and \u001b\\-', 'see \\[1\\](2020) and \\[def\\]: x', '\\[edit\\] at the start', '- \\[x\\] a box', 'a lone \\] and \\[ b', 'code `\\[x\\]` here'];
    for (const line of kept) expect(dropMidLineEscapes(line)).toBe(line);
  });

  it('returns Markdown without such escapes unchanged', () => {
    const plain = 'Nothing \\* to do \\_here\\_.\n\n- item';
    expect(dropMidLineEscapes(plain)).toBe(plain);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sliceLines, splitLines, textLines } from '../../../../domain/fetch/line-slicer.js';

const numbered = (count: number): string[] => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe('splitLines', () => {
  it('splits on LF, CRLF and lone CR without a phantom last line', () => {
    expect(splitLines('a\r\nb\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\r\nb\r\n')).toEqual(['a', 'b']);
    expect(splitLines('a\n\n')).toEqual(['a', '']);
    expect(splitLines('')).toEqual([]);
    expect(splitLines('\n')).toEqual(['']);
  });
});

describe('sliceLines', () => {
  it('returns the requested window with continuation', () => {
    const slice = sliceLines(numbered(500), { startLine: 201, maxLines: 100, maxChars: 50_000 });
    expect(slice).toMatchObject({ startLine: 201, endLine: 300, totalLines: 500, nextLine: 301, stoppedBy: 'max_lines', truncated: false });
    expect(slice.text.split('\n')[0]).toBe('line 201');
    expect(slice.text.split('\n')).toHaveLength(100);
    expect(slice.hint).toContain('start_line=301');
  });

  it('ends at the last line with nextLine null', () => {
    const slice = sliceLines(numbered(10), { startLine: 10, maxLines: 200, maxChars: 1_000 });
    expect(slice).toMatchObject({ text: 'line 10', startLine: 10, endLine: 10, nextLine: null, stoppedBy: 'end' });
    const exact = sliceLines(numbered(10), { startLine: 1, maxLines: 10, maxChars: 1_000 });
    expect(exact).toMatchObject({ endLine: 10, nextLine: null, stoppedBy: 'end', truncated: false });
    expect(exact.hint).toMatch(/Complete document \(10 lines\)/);
  });

  it('reports a start beyond the end as an empty selection, not an error', () => {
    const slice = sliceLines(numbered(10), { startLine: 11, maxLines: 5, maxChars: 1_000 });
    expect(slice).toMatchObject({ text: '', startLine: 11, endLine: 10, totalLines: 10, nextLine: null, stoppedBy: 'beyond_end' });
    expect(slice.hint).toMatch(/beyond the end of the document \(10 lines\)/);
    expect(sliceLines([], { startLine: 1, maxLines: null, maxChars: 1_000 }).hint).toMatch(/no text lines/);
  });

  it('stops before a line that would exceed the character budget', () => {
    const lines = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400)];
    const slice = sliceLines(lines, { startLine: 1, maxLines: null, maxChars: 1_000 });
    expect(slice).toMatchObject({ endLine: 2, nextLine: 3, stoppedBy: 'max_chars', truncated: true, lineCut: false });
    expect(slice.text).toHaveLength(801);
    expect(slice.hint).toContain('start_line=3');
  });

  it('never skips a giant line that is not first: the slice ends before it', () => {
    const slice = sliceLines(['short', 'x'.repeat(5_000), 'after'], { startLine: 1, maxLines: 200, maxChars: 1_000 });
    expect(slice).toMatchObject({ text: 'short', endLine: 1, nextLine: 2, stoppedBy: 'max_chars' });
  });

  it('cuts a giant first line and says how to get the rest', () => {
    const slice = sliceLines(['x'.repeat(5_000), 'after'], { startLine: 1, maxLines: 200, maxChars: 1_000 });
    expect(slice).toMatchObject({ startLine: 1, endLine: 1, nextLine: 2, stoppedBy: 'line_too_long', lineCut: true, truncated: true });
    expect(slice.text).toHaveLength(1_000);
    expect(slice.hint).toMatch(/raise max_output_chars/);
    expect(slice.hint).toMatch(/saved full-text file/);
    expect(slice.hint).toContain('start_line=2');
  });

  it('does not split a surrogate pair when cutting', () => {
    const line = `${'a'.repeat(999)}😀tail`;
    const slice = sliceLines([line], { startLine: 1, maxLines: null, maxChars: 1_000 });
    expect(slice.text).toBe('a'.repeat(999));
    expect(slice.nextLine).toBeNull();
  });

  it('rejects invalid windows as programmer errors', () => {
    expect(() => sliceLines(['a'], { startLine: 0, maxLines: 1, maxChars: 10 })).toThrow(RangeError);
    expect(() => sliceLines(['a'], { startLine: 1, maxLines: 1, maxChars: 0 })).toThrow(RangeError);
  });
});

describe('sliceLines properties', () => {
  const documents = fc.array(fc.string({ maxLength: 60 }).map((line) => line.replace(/[\r\n]/g, '')), { maxLength: 80 });
  const windows = fc.record({
    startLine: fc.integer({ min: 1, max: 90 }),
    maxLines: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    maxChars: fc.integer({ min: 1, max: 2_000 }),
  });

  it('respects every bound and reports a consistent continuation', () => {
    fc.assert(fc.property(documents, windows, (lines, window) => {
      const slice = sliceLines(lines, window);
      expect(slice.text.length).toBeLessThanOrEqual(window.maxChars);
      expect(slice.totalLines).toBe(lines.length);
      if (window.startLine > lines.length) {
        expect(slice.text).toBe('');
        expect(slice.nextLine).toBeNull();
        return;
      }
      const count = slice.endLine - slice.startLine + 1;
      expect(count).toBeGreaterThanOrEqual(1);
      if (window.maxLines !== null) expect(count).toBeLessThanOrEqual(window.maxLines);
      expect(slice.nextLine).toBe(slice.endLine < lines.length ? slice.endLine + 1 : null);
      const expected = lines.slice(slice.startLine - 1, slice.endLine).join('\n');
      if (slice.lineCut) expect(expected.startsWith(slice.text)).toBe(true);
      else expect(slice.text).toBe(expected);
    }));
  });

  it('reading slice after slice from nextLine covers every line exactly once', () => {
    fc.assert(fc.property(documents, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 61, max: 400 }), (lines, maxLines, maxChars) => {
      const seen: string[] = [];
      let next: number | null = 1;
      while (next !== null && next <= lines.length) {
        const slice = sliceLines(lines, { startLine: next, maxLines, maxChars });
        seen.push(...slice.text.split('\n').slice(0, slice.endLine - slice.startLine + 1));
        next = slice.nextLine;
      }
      expect(seen).toEqual(lines);
    }));
  });
});

describe('textLines', () => {
  const texts = fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('\n', '\r', '\r\n', '\n\n', '')), { maxLength: 30 }).map((parts) => parts.join(''));
  const windows = fc.record({
    startLine: fc.integer({ min: 1, max: 40 }),
    maxLines: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    maxChars: fc.integer({ min: 1, max: 300 }),
  });

  it('has the lines splitLines gives, read in any order', () => {
    fc.assert(fc.property(texts, fc.array(fc.integer({ min: 0, max: 45 }), { maxLength: 20 }), (text, reads) => {
      const expected = splitLines(text);
      const lines = textLines(text);
      expect(lines.length).toBe(expected.length);
      for (const index of reads) expect(lines.at(index)).toBe(expected[index]);
      expect(Array.from({ length: lines.length }, (_, index) => lines.at(index))).toEqual(expected);
    }));
  });

  it('slices exactly as the split lines do', () => {
    fc.assert(fc.property(texts, windows, (text, window) => {
      expect(sliceLines(textLines(text), window)).toEqual(sliceLines(splitLines(text), window));
    }));
  });

  it('counts the lines of a large CR-free text without cutting them all out', () => {
    const text = Array.from({ length: 300_000 }, (_, index) => `line ${index}`).join('\n');
    const slice = sliceLines(textLines(text), { startLine: 299_999, maxLines: 5, maxChars: 100 });
    expect(slice).toMatchObject({ text: 'line 299998\nline 299999', startLine: 299_999, endLine: 300_000, totalLines: 300_000, nextLine: null });
  });
});

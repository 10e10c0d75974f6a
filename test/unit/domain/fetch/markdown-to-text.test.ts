import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../../../domain/fetch/markdown-to-text.js';
import { splitLines } from '../../../../domain/fetch/line-slicer.js';

describe('markdownToPlainText', () => {
  it('removes decoration but keeps words, link targets and code', () => {
    const markdown = [
      '# Title #',
      '',
      'Some **bold**, *italic*, __strong__, _em_ and ~~gone~~ text with `code` and snake_case_name.',
      '> quoted [link](https://example.com/a) and ![diagram](https://example.com/d.png)',
      '* item',
      '---',
      '| a | b |',
      '| --- | :-: |',
      '| 1 | 2 |',
      '```js',
      'const x = **y**;',
      '```',
      'escaped \\*star\\*',
    ].join('\n');
    expect(markdownToPlainText(markdown).split('\n')).toEqual([
      'Title',
      '',
      'Some bold, italic, strong, em and gone text with code and snake_case_name.',
      'quoted link (https://example.com/a) and diagram',
      '- item',
      '',
      'a | b',
      '',
      '1 | 2',
      '',
      'const x = **y**;',
      '',
      'escaped *star*',
    ]);
  });

  it('keeps an image\'s title (a figure\'s caption) beside its alt text', () => {
    expect(markdownToPlainText('[![A cat](https://e.example/cat.jpg "The cat (AP Photo), \\"asleep\\".")](https://e.example/big.jpg)')).toBe('A cat: The cat (AP Photo), "asleep". (https://e.example/big.jpg)');
    expect(markdownToPlainText('![](https://e.example/d.jpg "A dog.") and ![A dog.](https://e.example/d.jpg "A dog.")')).toBe('A dog. and A dog.');
  });

  it('keeps the line count of any input (so outline line numbers stay valid)', () => {
    const pieces = fc.constantFrom('# h', '```', '~~~', '---', '> q', '| a |', '|---|', '**b**', 'text', '', '  - x', '\r\n', '\n');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join('\n')), (markdown) => {
      expect(splitLines(markdownToPlainText(markdown)).length).toBe(splitLines(markdown).length);
    }));
  });
});

import { describe, expect, it } from 'vitest';
import { dropStrayIndents } from '../../../../../adapters/outbound/extract/html/markdown/stray-indents.js';

/**
 * Session 41: a picture or icon the converter leaves out, set before a block's text with a space between (SMF's hidden
 * message icon before each post's date), left that space as the block's first character. One space indents nothing in
 * CommonMark, so it goes; code, a list item's paragraph (two spaces) and indented code (four) stay as they are.
 */
describe('dropStrayIndents', () => {
  it("drops the one space that opens a block after a blank line or at the start (a post's date line)", () => {
    expect(dropStrayIndents('#### Hesketh Varley\n\n#1\n\n March 14, 2026, 09:12:44 AM\n\n> Quote')).toBe('#### Hesketh Varley\n\n#1\n\nMarch 14, 2026, 09:12:44 AM\n\n> Quote');
    expect(dropStrayIndents(' ![A map](https://example.com/map.png)\n\nText.')).toBe('![A map](https://example.com/map.png)\n\nText.');
  });

  it("keeps a list item's paragraph, indented code and a line inside a paragraph", () => {
    const markdown = '- item\n\n  its second paragraph\n\n    indented code\n\nA line\n continued';
    expect(dropStrayIndents(markdown)).toBe(markdown);
  });

  it('keeps code inside fences, a longer fence and a list-indented fence included', () => {
    const markdown = '```\n\n one space in code\n```\n\n````md\n```\n\n inner\n```\n````\n\n- step\n\n  ~~~\n\n   spaced\n  ~~~';
    expect(dropStrayIndents(markdown)).toBe(markdown);
    expect(dropStrayIndents('```\ncode\n```\n\n after')).toBe('```\ncode\n```\n\nafter');
  });
});

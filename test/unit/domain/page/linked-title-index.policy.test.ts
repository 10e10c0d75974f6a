import { describe, expect, it } from 'vitest';
import { isLinkedTitleIndex, LINKED_TITLE_INDEX, linkedTitleLines } from '../../../../domain/page/linked-title-index.policy.js';

describe('linkedTitleLines', () => {
  it('counts lines that are one link of at least three words: headings, list items, emphasised or bare', () => {
    const markdown = [
      '### [Eugene Airport reports rental car shortage](https://example.com/a)',
      '- [Profitt Report: beware buying a used rental car](https://example.com/b)',
      '  1. **[NRA faces corporate backlash after shooting](https://example.com/c "title")**',
      '[Thanksgiving travel hits a new record](/d)',
      '#### *[Netflix buying Warner Bros could cost more](https://example.com/e)*',
    ].join('\n');
    expect(linkedTitleLines(markdown)).toBe(5);
  });

  it('does not count short labels, links inside prose, images only or several links on a line', () => {
    const markdown = [
      '- [Read more](https://example.com/a)',
      '[Data Science](https://example.com/tag)',
      'The agency [said on Monday](https://example.com/b) that it would appeal.',
      '[![A desk with two drawers](https://example.com/i.jpg)](https://example.com/p)',
      '[Terms of use and privacy](https://example.com/t) | [Cookie policy settings here](https://example.com/c)',
      '### Plain heading without any link at all',
    ].join('\n');
    expect(linkedTitleLines(markdown)).toBe(0);
  });

  it("counts a card's title after its picture on the same line (Houzz's logo beside the firm's name)", () => {
    expect(linkedTitleLines('- ![Oakline Build & Design Ltd logo](https://st.hzcdn.com/l.jpg) [Oakline Build & Design Ltd](https://www.houzz.co.uk/pro/oakline)\n- ![](/a.jpg "x") **[Harbour Lane Builders Ltd](/pro/hl)**')).toBe(2);
    expect(linkedTitleLines('![Cover](/c.jpg) [Read more here](/a) and more text')).toBe(0);
    expect(linkedTitleLines('[![Logo](/l.jpg)](/home) [Three word title](/t)')).toBe(0);
  });
});

describe('isLinkedTitleIndex', () => {
  it('holds from the minimum number of titles while the output has few words per title', () => {
    const rule = { minTitles: 3, maxWordsPerTitle: 150 };
    expect(isLinkedTitleIndex(450, 3, rule)).toBe(true);
    expect(isLinkedTitleIndex(451, 3, rule)).toBe(false);
    expect(isLinkedTitleIndex(100, 2, rule)).toBe(false);
    expect(isLinkedTitleIndex(100, 30, undefined)).toBe(false);
  });

  it('production: three titles, 150 words per title', () => {
    expect(LINKED_TITLE_INDEX).toEqual({ minTitles: 3, maxWordsPerTitle: 150 });
  });
});

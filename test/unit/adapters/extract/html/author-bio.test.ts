import { describe, expect, it } from 'vitest';
import { dropAuthorBios } from '../../../../../adapters/outbound/extract/html/markdown/author-bio.js';

const PARAGRAPH = 'The bridge reopened to walkers on Tuesday after three years of repairs to its cables and deck.';
const BODY = [PARAGRAPH, PARAGRAPH, PARAGRAPH].join('\n\n');

describe('dropAuthorBios', () => {
  it.each([
    ['Phil Helsel is a reporter for NBC News.', 'Phil Helsel'],
    ['*Eric Song is the deal curator and spends a quarter of his pay on what he posts.*', 'Eric Song'],
    ['Regan is a Southeastern Connecticut native now living in Central Massachusetts with her husband.', 'Regan'],
    ['Bo Park covers energy for the paper.', 'Ann Lee, Bo Park'],
    ['**Ann Lee** has written about bridges since 2001.', 'Ann Lee'],
  ])('drops the bio "%s" of %s at the end of the article and counts it', (bio, author) => {
    expect(dropAuthorBios(`${BODY}\n\n${bio}`, author)).toEqual({ markdown: BODY, droppedBlocks: 1 });
  });

  it('keeps such a paragraph in the first half, a long one, another name, lists and headings', () => {
    const early = `Phil Helsel is a reporter who crossed the bridge first.\n\n${BODY}`;
    expect(dropAuthorBios(early, 'Phil Helsel')).toEqual({ markdown: early, droppedBlocks: 0 });
    const long = `${BODY}\n\nPhil Helsel is ${'very '.repeat(100)}tired.`;
    expect(dropAuthorBios(long, 'Phil Helsel')).toEqual({ markdown: long, droppedBlocks: 0 });
    for (const tail of ['Jane Roe is a reporter for NBC News.', 'Phil Helsel said the bridge was safe.', '- Phil Helsel is a reporter.', '## Phil Helsel is a reporter', '> Phil Helsel is a reporter.', 'Phil Helselman is a reporter.']) {
      const markdown = `${BODY}\n\n${tail}`;
      expect(dropAuthorBios(markdown, 'Phil Helsel')).toEqual({ markdown, droppedBlocks: 0 });
    }
    expect(dropAuthorBios(`${BODY}\n\nA is a letter.`, 'A')).toEqual({ markdown: `${BODY}\n\nA is a letter.`, droppedBlocks: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { dropBlocksWhere, markdownBlocks, withSharedBlocks } from '../../../../../adapters/outbound/extract/html/markdown/markdown-blocks.js';

const MARKDOWN = ['# Title', 'First paragraph.', '```', 'code', '', 'still code', '```', '  ## Indented heading  ', '#hashtag, not a heading', 'Last line\n# not a heading block'].join('\n\n');

describe('markdownBlocks', () => {
  it('splits at blank lines, keeps fenced code together as code and recognises one-line ATX headings only', () => {
    const blocks = markdownBlocks(MARKDOWN);
    expect(blocks.map((block) => block.text)).toEqual(['# Title', 'First paragraph.', '```', 'code', '', 'still code', '```', '  ## Indented heading  ', '#hashtag, not a heading', 'Last line\n# not a heading block']);
    expect(blocks.map((block) => block.inCode)).toEqual([false, false, true, true, true, true, true, false, false, false]);
    expect(blocks.map((block) => block.heading)).toEqual([
      { level: 1, title: 'Title' }, undefined, undefined, undefined, undefined, undefined, undefined, { level: 2, title: 'Indented heading' }, undefined, undefined,
    ]);
  });

  it('shares one split between the passes of withSharedBlocks while the Markdown is unchanged, and keeps nothing after', () => {
    const outside = markdownBlocks(MARKDOWN);
    expect(markdownBlocks(MARKDOWN)).not.toBe(outside);
    const [first, again, other, afterOther] = withSharedBlocks(() => {
      const first = markdownBlocks(MARKDOWN);
      const again = markdownBlocks(MARKDOWN);
      const other = markdownBlocks('Another text.');
      return [first, again, other, markdownBlocks(MARKDOWN)] as const;
    });
    expect(again).toBe(first);
    expect(other.map((block) => block.text)).toEqual(['Another text.']);
    expect(afterOther).not.toBe(first);
    expect(afterOther).toEqual(first);
    expect(markdownBlocks(MARKDOWN)).not.toBe(afterOther);
  });

  it('gives a pass the same answer with or without the shared split', () => {
    const dropCode = (markdown: string) => dropBlocksWhere(markdown, undefined, (block) => block.inCode);
    expect(withSharedBlocks(() => dropCode(dropCode(MARKDOWN).markdown))).toEqual(dropCode(dropCode(MARKDOWN).markdown));
    expect(dropCode(MARKDOWN)).toEqual({ markdown: ['# Title', 'First paragraph.', '  ## Indented heading  ', '#hashtag, not a heading', 'Last line\n# not a heading block'].join('\n\n'), droppedBlocks: 5 });
  });
});

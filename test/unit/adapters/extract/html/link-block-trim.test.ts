import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

const PARAGRAPH = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
const ARTICLE = `${PARAGRAPH}\n\n${PARAGRAPH}`;

describe('trimLinkBlocks', () => {
  it('drops blocks that are only links and keeps prose with a link in it', () => {
    const withChrome = `${ARTICLE}\n\n- [Related one](https://a.example/1)\n- [Related two](https://a.example/2)\n\nSee [the source](https://s.example) for the full dataset and methods.`;
    expect(trimLinkBlocks(withChrome)).toEqual({ markdown: `${ARTICLE}\n\nSee [the source](https://s.example) for the full dataset and methods.`, droppedBlocks: 1 });
  });

  it('leaves a link index alone when too little text would remain', () => {
    const index = '- [Chapter one](/1)\n- [Chapter two](/2)\n\nShort intro.';
    expect(trimLinkBlocks(index)).toEqual({ markdown: index, droppedBlocks: 0 });
  });

  it('keeps image-only blocks', () => {
    const withImage = `${ARTICLE}\n\n![A chart](https://img.example/c.png)`;
    expect(trimLinkBlocks(withImage).markdown).toBe(withImage);
  });

  it('never drops lines of a fenced code block, even when they look like links', () => {
    const code = '```md\n[one](https://a.example/1)\n\n[two](https://a.example/2)\n```';
    const withCode = `${ARTICLE}\n\n${code}`;
    expect(trimLinkBlocks(withCode)).toEqual({ markdown: withCode, droppedBlocks: 0 });
  });
});

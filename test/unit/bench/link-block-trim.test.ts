import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../bench/extract/prototype/link-block-trim.js';

const PARAGRAPH = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
const ARTICLE = `${PARAGRAPH}\n\n${PARAGRAPH}`;

describe('link-block trim', () => {
  it('drops blocks that are only links and keeps prose with a link in it', () => {
    const withChrome = `${ARTICLE}\n\n- [Related one](https://a.example/1)\n- [Related two](https://a.example/2)\n\nSee [the source](https://s.example) for the full dataset and methods.`;
    expect(trimLinkBlocks(withChrome)).toBe(`${ARTICLE}\n\nSee [the source](https://s.example) for the full dataset and methods.`);
  });

  it('leaves a link index alone when too little text would remain', () => {
    const index = '- [Chapter one](/1)\n- [Chapter two](/2)\n\nShort intro.';
    expect(trimLinkBlocks(index)).toBe(index);
  });

  it('keeps image-only blocks', () => {
    const withImage = `${ARTICLE}\n\n![A chart](https://img.example/c.png)`;
    expect(trimLinkBlocks(withImage)).toBe(withImage);
  });
});

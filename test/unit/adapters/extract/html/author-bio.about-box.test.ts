import { describe, expect, it } from 'vitest';
import { dropAuthorBios } from '../../../../../adapters/outbound/extract/html/markdown/author-bio.js';

const PARAGRAPH = 'The ferry terminal will close for six weeks in June while crews replace a loading ramp that is nearly forty years old.';
const BODY = [PARAGRAPH, PARAGRAPH, PARAGRAPH].join('\n\n');
const AUTHOR = 'Marie-Claire Doucet';
const BIO = 'Marie-Claire Doucet is a reporter with CBC Nova Scotia. She covers transit and municipal politics.';
const PROFILE = '[Marie-Claire Doucet](https://www.cbc.ca/news/canada/nova-scotia/author/marie-claire-doucet-1.5012345)';

describe('dropAuthorBios: the box around a dropped bio', () => {
  it('drops the "ABOUT THE AUTHOR" heading and the linked name over the bio with it (CBC), and counts the one paragraph', () => {
    expect(dropAuthorBios(`${BODY}\n\n## ABOUT THE AUTHOR\n\n${PROFILE}\n\n${BIO}`, AUTHOR)).toEqual({ markdown: BODY, droppedBlocks: 1 });
    // A heading that names no author's box, and what stands under it, stay.
    const related = `${BODY}\n\n## More from CBC\n\n${PROFILE}`;
    expect(dropAuthorBios(`${related}\n\n${BIO}`, AUTHOR)).toEqual({ markdown: related, droppedBlocks: 1 });
  });

  it('drops a headshot and an unlinked name under "About the author" too, whatever the heading\'s level or emphasis; not another person\'s name', () => {
    const box = `### **About the author**\n\n![Marie-Claire Doucet](https://i.cbc.ca/headshot.jpg)\n\n**Marie-Claire Doucet**\n\n${BIO}`;
    expect(dropAuthorBios(`${BODY}\n\n${box}`, AUTHOR)).toEqual({ markdown: BODY, droppedBlocks: 1 });
    const other = `${BODY}\n\n## About the author\n\n[Jane Roe](https://www.cbc.ca/author/jane-roe)`;
    expect(dropAuthorBios(`${other}\n\n${BIO}`, AUTHOR)).toEqual({ markdown: other, droppedBlocks: 1 });
  });
});

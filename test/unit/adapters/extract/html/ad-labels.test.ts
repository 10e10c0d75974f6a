import { describe, expect, it } from 'vitest';
import { dropAdLabels } from '../../../../../adapters/outbound/extract/html/markdown/ad-labels.js';

describe('dropAdLabels', () => {
  it("drops an ad slot's label and its banner, a picture that says only \"Advertisement\" (tagDiv's in-article slots)", () => {
    const markdown = 'The council voted six to one.\n\n\\- Advertisement -\n\n[![Advertisement](https://x.example/banner.jpg)](https://x.example/advertise/)\n\n### The lone dissent\n\nANZEIGE\n\nHe objected to the price.';
    const trimmed = dropAdLabels(markdown);
    expect(trimmed.markdown).toBe('The council voted six to one.\n\n### The lone dissent\n\nHe objected to the price.');
    expect(trimmed.droppedBlocks).toBe(3);
  });

  it('keeps the word in a sentence, a heading, a list item and code', () => {
    const markdown = '## Advertisement\n\nAdvertisement standards apply.\n\n- Advertising\n\n```\nAdvertisement\n```';
    expect(dropAdLabels(markdown)).toEqual({ markdown, droppedBlocks: 0 });
  });
});

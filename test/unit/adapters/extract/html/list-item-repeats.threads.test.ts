import { describe, expect, it } from 'vitest';
import { dropListItemRepeats } from '../../../../../adapters/outbound/extract/html/markdown/list-item-repeats.js';

/** A forum reply in Markdown as bbPress renders it inside the thread's one list item: the member's link, their role, the reply. */
const reply = (member: string, role: string, words: string): string[] => [`[${member}](https://forum.example/users/${member.toLowerCase()}/)`, role, words];

describe('dropListItemRepeats on threads', () => {
  it("keeps a bbPress thread's second post by the same member (name and role again, then a new reply), while a product card's second copy (title and price again, nothing new) still goes", () => {
    const posts = [
      ...reply('Priya', 'Keymaster', 'The release build fails on ARM because the linker flag is missing from the default configuration file.'),
      ...reply('Tomas', 'Participant', 'Thanks, adding the flag fixed the build on my board as well.'),
      ...reply('Priya', 'Keymaster', 'One more thing: after adding the flag, clear the build cache, or the old objects are linked again without it.'),
    ];
    const thread = [`- ${posts[0] as string}`, ...posts.slice(1).map((block) => `  ${block}`)].join('\n\n');
    expect(dropListItemRepeats(thread, 'item')).toEqual({ markdown: thread, droppedBlocks: 0 });
    const card = ['- [Linen Shirt](https://shop.example/p/linen-shirt)', '  £45.00', '  In stock', '  [Linen Shirt](https://shop.example/p/linen-shirt)', '  £45.00', '  Add to basket'].join('\n\n');
    expect(dropListItemRepeats(card, 'item')).toEqual({ markdown: ['- [Linen Shirt](https://shop.example/p/linen-shirt)', '  £45.00', '  In stock', '  Add to basket'].join('\n\n'), droppedBlocks: 2 });
  });
});

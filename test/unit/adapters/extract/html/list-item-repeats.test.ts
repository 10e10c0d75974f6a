import { describe, expect, it } from 'vitest';
import { dropListItemRepeats, LIST_ITEM_REPEAT_MODE } from '../../../../../adapters/outbound/extract/html/markdown/list-item-repeats.js';

/** A product card as shops render it: the title as an image link, then twice as a heading, the price twice. */
const card = (name: string, price: string): string =>
  [`- [${name}](https://shop.example/${name.length})`, `  ![${name}, front view](https://cdn.example/${name.length}.jpg)`, `  ### [${name}](https://shop.example/${name.length})`, `  ### [${name}](https://shop.example/${name.length})`, `  ${price}`, `  ${price}`, '  Quick Shop'].join('\n\n');
const cardOnce = (name: string, price: string): string =>
  [`- [${name}](https://shop.example/${name.length})`, `  ![${name}, front view](https://cdn.example/${name.length}.jpg)`, `  ${price}`, '  Quick Shop'].join('\n\n');

describe('dropListItemRepeats', () => {
  it('keeps each title and price of a card once, and every card', () => {
    const grid = [card('Dark Roast Coffee', '$19.99'), card('Dark Roast Pods', '$14.99')].join('\n\n');
    const expected = [cardOnce('Dark Roast Coffee', '$19.99'), cardOnce('Dark Roast Pods', '$14.99')].join('\n\n');
    expect(dropListItemRepeats(grid, 'adjacent')).toEqual({ markdown: expected, droppedBlocks: 6 });
    expect(dropListItemRepeats(grid, 'item')).toEqual({ markdown: expected, droppedBlocks: 6 });
  });

  it('keeps repeats across items and outside lists: each card says "In stock", a refrain comes back', () => {
    const items = ['- Ankle sock\n\n  In stock', '- Crew sock\n\n  In stock', '- Knee sock\n\n  In stock'].join('\n\n');
    expect(dropListItemRepeats(items, 'item').droppedBlocks).toBe(0);
    const poem = 'Row, row, row your boat\n\nRow, row, row your boat\n\nGently down the stream';
    expect(dropListItemRepeats(poem, 'item')).toEqual({ markdown: poem, droppedBlocks: 0 });
  });

  it('ends the item at the next unindented block', () => {
    const page = '- Ankle sock\n\n  Comfy coverage.\n\nComfy coverage.\n\n  Comfy coverage.';
    expect(dropListItemRepeats(page, 'item')).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it("keeps a value that comes back for another field; with \"item\", drops a second copy of the item's head", () => {
    const specs = '- Coffee attributes\n\n  **Acidity**\n\n  Low\n\n  **Body**\n\n  Low';
    expect(dropListItemRepeats(specs, 'adjacent')).toEqual({ markdown: specs, droppedBlocks: 0 });
    expect(dropListItemRepeats(specs, 'item')).toEqual({ markdown: specs, droppedBlocks: 0 });
    const event = '- Jazz Night\n\n  Fri 8 pm\n\n  Blue Room\n\n  Jazz Night\n\n  Fri 8 pm\n\n  Tickets';
    expect(dropListItemRepeats(event, 'adjacent')).toEqual({ markdown: event, droppedBlocks: 0 });
    expect(dropListItemRepeats(event, 'item')).toEqual({ markdown: '- Jazz Night\n\n  Fri 8 pm\n\n  Blue Room\n\n  Tickets', droppedBlocks: 2 });
  });

  it("judges a nested list's items on their own: each method's \"Throws:\" stays, an API summary's repeated types stay", () => {
    const method = (name: string): string => [`  - ### ${name}`, `    \`public final int ${name}()\``, '    Throws:', '    `IOException` - if an I/O error occurs.'].join('\n\n');
    const details = ['- ## Method Details', method('readInt'), method('readLong')].join('\n\n');
    expect(dropListItemRepeats(details, 'item')).toEqual({ markdown: details, droppedBlocks: 0 });
    const summary = ['- ## Method Summary', '  `final int`', '  `read(byte[] b)`', '  Reads some bytes.', '  `final int`', '  `read(byte[] b, int off, int len)`', '  Reads some bytes.', '  `final int`', '  `readInt()`'].join('\n\n');
    expect(dropListItemRepeats(summary, 'item')).toEqual({ markdown: summary, droppedBlocks: 0 });
    const card = ['- Blue Mug', '  - Dishwasher safe', '  - 350 ml', '  $12', '  $12'].join('\n\n');
    expect(dropListItemRepeats(card, 'item')).toEqual({ markdown: ['- Blue Mug', '  - Dishwasher safe', '  - 350 ml', '  $12'].join('\n\n'), droppedBlocks: 1 });
  });

  it('compares visible words only (images skipped, link targets and case ignored) and never drops code', () => {
    const item = '- [Blue Mug](https://a.example/1)\n\n  ![](https://cdn.example/mug.jpg)\n\n  ### [BLUE mug](https://b.example/2)';
    expect(dropListItemRepeats(item, 'adjacent')).toEqual({ markdown: '- [Blue Mug](https://a.example/1)\n\n  ![](https://cdn.example/mug.jpg)', droppedBlocks: 1 });
    const code = '- Step one\n\n  ```sh\n  npm test\n  ```\n\n  ```sh\n  npm test\n  ```';
    expect(dropListItemRepeats(code, 'item')).toEqual({ markdown: code, droppedBlocks: 0 });
  });

  it('keeps everything when off; numbered items are items too', () => {
    const page = '1. Wool Runner\n\n   $98\n\n   $98';
    expect(dropListItemRepeats(page, undefined)).toEqual({ markdown: page, droppedBlocks: 0 });
    expect(dropListItemRepeats(page, LIST_ITEM_REPEAT_MODE)).toEqual({ markdown: '1. Wool Runner\n\n   $98', droppedBlocks: 1 });
  });
});

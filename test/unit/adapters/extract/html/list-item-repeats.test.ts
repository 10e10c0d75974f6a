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

  it('with "adjacent", keeps a value that comes back after another line; with "item", drops it', () => {
    const specs = '- Coffee attributes\n\n  **Acidity**\n\n  Low\n\n  **Body**\n\n  Low';
    expect(dropListItemRepeats(specs, 'adjacent')).toEqual({ markdown: specs, droppedBlocks: 0 });
    expect(dropListItemRepeats(specs, 'item')).toEqual({ markdown: '- Coffee attributes\n\n  **Acidity**\n\n  Low\n\n  **Body**', droppedBlocks: 1 });
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

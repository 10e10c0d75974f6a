import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';

const PARAGRAPH = 'The HP LaserJet Pro M404n prints up to 40 pages a minute and takes a 350-sheet paper tray.';

describe('dropControlLabels: a trail of links left as its separators alone', () => {
  it.each(['» » » »', '»', '› › ›', '»»', '» › »', '  » »  '])('drops the paragraph of separators %j (osCommerce\'s header once its links went)', (separators) => {
    const { markdown, droppedBlocks } = dropControlLabels(`${PARAGRAPH}\n\n${separators}\n\n${PARAGRAPH}`);
    expect(markdown).toBe(`${PARAGRAPH}\n\n${PARAGRAPH}`);
    expect(droppedBlocks).toBe(1);
  });

  it('drops it at the top of the page too', () => {
    expect(dropControlLabels(`» » » »\n\n${PARAGRAPH}`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 1 });
  });

  it.each([
    'Top » Catalog » Printers » HP LaserJet Pro M404n',
    '[Top](https://shop.example/) » [Catalog](https://shop.example/catalog) » [Printers](https://shop.example/printers)',
    'Next page »',
    '» Continue to checkout',
    '- » »',
    '> » » »',
    '```\n» » »\n```',
    '« »',
    '» 1 »',
  ])('keeps %j', (block) => {
    const input = `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;
    expect(dropControlLabels(input)).toEqual({ markdown: input, droppedBlocks: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { dropEmptySections } from '../../../../../adapters/outbound/extract/html/markdown/empty-sections.js';

describe('dropEmptySections', () => {
  it("drops short headings left heading nothing (a facet's filters whose values went, a carousel's title at the end), and counts them", () => {
    const markdown = '# Laptops\n\nFive laptops.\n\n## Filter\n\n### Brand\n\n### Price\n\n## Buying guide\n\nPick the screen first.\n\n### Similar threads';
    expect(dropEmptySections(markdown)).toEqual({ markdown: '# Laptops\n\nFive laptops.\n\n## Filter\n\n## Buying guide\n\nPick the screen first.', droppedHeadings: 3 });
  });

  it("keeps a group's label over its first member at the same level, an item's linked title, a long heading, the page's own first heading and code", () => {
    const markdown = [
      '## cargo-version(1)', '## NAME', 'cargo-version — show version information',
      '## Types', '## t()', 'A window.',
      '### [Tasklane](https://example.com/p/1)', '### [Boardwise](https://example.com/p/2)',
      '### The VIP support has been excellent, engineers on the line',
      '```\n## not a heading\n```',
    ].join('\n\n');
    expect(dropEmptySections(markdown)).toEqual({ markdown, droppedHeadings: 0 });
  });
});

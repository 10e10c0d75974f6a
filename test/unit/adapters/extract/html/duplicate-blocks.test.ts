import { describe, expect, it } from 'vitest';
import { chosen } from '../../../../../adapters/outbound/extract/html/html-chain-finishing.js';
import { DUPLICATE_BLOCK_MIN_WORDS, dropAdjacentRepeats, dropDuplicateBlocks } from '../../../../../adapters/outbound/extract/html/markdown/duplicate-blocks.js';

const DESCRIPTION = 'Soft merino wool keeps your feet cool in summer and warm in winter, with a cushioned sole for all-day wear.';
const SPECS = '| Material | Merino wool |\n| --- | --- |\n| Sole | Sugarcane foam |\n| Weight | 280 grams per shoe |';

describe('dropDuplicateBlocks', () => {
  it('keeps the first copy of a description rendered twice and drops the second', () => {
    const page = `# Wool Runner\n\n${DESCRIPTION}\n\n${SPECS}\n\n${DESCRIPTION}`;
    expect(dropDuplicateBlocks(page, 8)).toEqual({ markdown: `# Wool Runner\n\n${DESCRIPTION}\n\n${SPECS}`, droppedBlocks: 1 });
  });

  it('treats blocks that differ only in whitespace as copies, and drops a repeated table', () => {
    const page = `${DESCRIPTION}\n\n${SPECS}\n\n${DESCRIPTION.replace(/ /g, '\n')}\n\n${SPECS}`;
    expect(dropDuplicateBlocks(page, 8)).toEqual({ markdown: `${DESCRIPTION}\n\n${SPECS}`, droppedBlocks: 2 });
  });

  it('drops a repeated heading together with the copy under it, but not a repeated heading over new text', () => {
    const page = `## Soft wool\n\n${DESCRIPTION}\n\n## Soft wool\n\n${DESCRIPTION}\n\n## Soft wool\n\nA different paragraph about the same wool, told from the shepherd's side of things.`;
    expect(dropDuplicateBlocks(page, 8).markdown).toBe(`## Soft wool\n\n${DESCRIPTION}\n\n## Soft wool\n\nA different paragraph about the same wool, told from the shepherd's side of things.`);
  });

  it('keeps short repeats: the items of a grid share them', () => {
    const item = (name: string): string => `### ${name}\n\nMade to stay hidden from sight.\n\nIn stock`;
    const page = [item('Ankle sock'), item('No-show sock'), item('Liner sock')].join('\n\n');
    expect(dropDuplicateBlocks(page, 8)).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('never drops fenced code, even when a guide shows the same command twice', () => {
    const code = '```sh\nnpm install --save-dev some-package another-package third-package fourth-package\n```';
    const page = `Install it:\n\n${code}\n\nLater, on the build machine:\n\n${code}`;
    expect(dropDuplicateBlocks(page, 8)).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('keeps everything when the rule is off; the production minimum drops a long copy', () => {
    const page = `${DESCRIPTION}\n\n${DESCRIPTION}`;
    expect(dropDuplicateBlocks(page, undefined)).toEqual({ markdown: page, droppedBlocks: 0 });
    expect(dropDuplicateBlocks(page, DUPLICATE_BLOCK_MIN_WORDS).droppedBlocks).toBe(1);
  });
});

describe('dropAdjacentRepeats', () => {
  it('keeps one of a heading stacked for each breakpoint, whatever its level', () => {
    const page = `# Dark Roast Coffee\n\n## Dark Roast Coffee\n\n# Dark Roast Coffee\n\n## Dark Roast Coffee\n\n${DESCRIPTION}`;
    expect(dropAdjacentRepeats(page)).toEqual({ markdown: `# Dark Roast Coffee\n\n${DESCRIPTION}`, droppedBlocks: 3 });
    // A copy set as a link (Shopify's Dawn: <h1> then <a><h2>) is a copy too; a paragraph that links the words is not.
    expect(dropAdjacentRepeats(`# Dark Roast Coffee\n\n## [Dark Roast Coffee](https://shop.example/p/dark)\n\n${DESCRIPTION}`)).toEqual({ markdown: `# Dark Roast Coffee\n\n${DESCRIPTION}`, droppedBlocks: 1 });
  });

  it('drops a line repeated right after itself, and a line that a heading right after it repeats (the heading stays)', () => {
    const page = `33 Results\n\n33 Results\n\n33 Results\n\n- SECURE YOUR SPOT - ENROL NOW\n\n- SECURE YOUR SPOT - ENROL NOW\n\nLeave your resume to the experts\n\n# Leave your resume to the experts\n\n${DESCRIPTION}`;
    expect(dropAdjacentRepeats(page)).toEqual({ markdown: `33 Results\n\n- SECURE YOUR SPOT - ENROL NOW\n\n# Leave your resume to the experts\n\n${DESCRIPTION}`, droppedBlocks: 4 });
    // A mobile toggle's one-word label right before the section's heading (Salesforce's storefront).
    expect(dropAdjacentRepeats(`Description\n\n## Description\n\n${DESCRIPTION}`)).toEqual({ markdown: `## Description\n\n${DESCRIPTION}`, droppedBlocks: 1 });
  });

  it.each([
    ['a single word or value in a row (cells of a flattened comparison)', 'Bit Count\n\n16\n\n16\n\nYes\n\nYes'],
    ['copies with other text between them', `${DESCRIPTION}\n\n${SPECS}\n\n${DESCRIPTION}`],
    ['code repeated in a row', '```sh\nnpm start\n```\n\n```sh\nnpm start\n```'],
    ['the same sentence linking to different places (tab panels)', 'See [bindings](https://docs.example/b?tabs=java).\n\nSee [bindings](https://docs.example/b?tabs=csharp).'],
  ])('keeps %s', (_, page) => {
    expect(dropAdjacentRepeats(page)).toEqual({ markdown: page, droppedBlocks: 0 });
  });

  it('says what went in the removal notes of the finished extraction', () => {
    const markdown = `## Dark Roast Coffee\n\n## Dark Roast Coffee\n\n${DESCRIPTION}`;
    const removalNotes: string[] = [];
    const finished = chosen(
      { ok: true, stage: 'cleaned-body', markdown, textLength: markdown.length, parserFailures: 0 },
      { notes: [], removalNotes, parserFailures: 0, duplicateMinWords: undefined, itemRepeats: undefined, linkTrim: undefined, creditLines: true, description: undefined, datelines: undefined, bioAuthor: undefined, memberCards: false },
    );
    expect(finished.markdown).toBe(`## Dark Roast Coffee\n\n${DESCRIPTION}`);
    expect(removalNotes).toContain('1 immediate repeat of a heading or line removed (layout copies stacked one after another; the first is kept)');
  });
});

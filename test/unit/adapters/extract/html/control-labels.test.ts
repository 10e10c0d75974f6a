import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';
import { chosen } from '../../../../../adapters/outbound/extract/html/html-chain-finishing.js';

const PARAGRAPH = 'There are no rules in Rust but the ones you make: the island is yours to explore, trade on or raid.';

describe('dropControlLabels', () => {
  it.each(['READ MORE', 'Read more', 'Show More', 'show less', 'View all', 'See all ›', 'Load more…', '**Expand all**', 'Expand description', 'Collapse', 'Collapse section', 'Hide details', 'SUBSCRIBE', 'Sign in', 'Log in', 'Login', 'Sign up', '\\+ Show more', '1 of 15', 'Image 1 of / 23', 'Slide 2/5', 'Photo 3 of 12',
    '[reply](https://news.example/reply?id=39741377&goto=item)', '[Quote](https://forum.example/post/4#quote)', '[Permalink](https://forum.example/post/4)'])(
    'drops the lone label %j',
    (label) => {
      const { markdown, droppedBlocks } = dropControlLabels(`${PARAGRAPH}\n\n${label}\n\n${PARAGRAPH}`);
      expect(markdown).toBe(`${PARAGRAPH}\n\n${PARAGRAPH}`);
      expect(droppedBlocks).toBe(1);
    },
  );

  it.each([
    '[Read more](https://news.example/stories/tutoring-program)',
    '[READ FULL ARTICLE](https://news.example/stories/tutoring-program)',
    '## Sign in',
    '- Show more',
    '1. Expand',
    '| Read more |',
    '> Read more',
    'Read more about the study in the appendix.',
    'Subscribe to the feed to hear about new releases.',
    'More',
    '```\nshow more\n```',
    'Read more\nof the same',
    '1/4',
    '3 of the 12 tests failed.',
    '[1 of 40](https://shop.example/page/1)',
    '[Reply to this post and the next](https://forum.example/reply)',
  ])('keeps %j', (block) => {
    const input = `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;
    expect(dropControlLabels(input)).toEqual({ markdown: input, droppedBlocks: 0 });
  });

  it('drops every lone label on the page and counts them', () => {
    const input = [PARAGRAPH, 'READ MORE', '## System requirements', '- **Storage:** 45 GB', 'READ MORE'].join('\n\n');
    expect(dropControlLabels(input)).toEqual({ markdown: [PARAGRAPH, '## System requirements', '- **Storage:** 45 GB'].join('\n\n'), droppedBlocks: 2 });
  });

  it('says what went in the removal notes of the finished extraction', () => {
    const markdown = `${PARAGRAPH}\n\nREAD MORE\n\n${PARAGRAPH}`;
    const removalNotes: string[] = [];
    const finished = chosen(
      { ok: true, stage: 'readability', markdown, textLength: markdown.length, parserFailures: 0 },
      { notes: [], removalNotes, parserFailures: 0, duplicateMinWords: undefined, itemRepeats: undefined, linkTrim: undefined, creditLines: true, description: undefined, datelines: undefined, bioAuthor: undefined, memberCards: false },
    );
    expect(finished.markdown).toBe(`${PARAGRAPH}\n\n${PARAGRAPH}`);
    expect(finished.textLength).toBeLessThan(markdown.length);
    expect(removalNotes).toContain(`1 control label removed ("Read more", "Show more", "Subscribe", a carousel's "1 of 15" standing alone, with no link behind them)`);
  });
});

import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';

/**
 * Session 33's control labels: a feedback widget's question with its answers ("Was this helpful? Yes
 * No", the answers linked or counted) and a "Sort by" label standing alone ask the reader; they say
 * nothing of the page. A question that goes on to say something stays, and so does a heading.
 */

const PARAGRAPH = 'Descale the kettle once a month with a solution of one part white vinegar to two parts water.';
const around = (block: string): string => `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;

describe('dropControlLabels: feedback prompts and "Sort by"', () => {
  it.each([
    'Was this helpful? [Yes](https://help.example/articles/412/vote?up=1) [No](https://help.example/articles/412/vote?up=0)',
    'Was this helpful?',
    'Was this page helpful?',
    'Was this page helpful? Yes No',
    'Was this article helpful?',
    'Was this review helpful? Yes (3) No (1)',
    'Was this review helpful? [Yes](https://shop.example/reviews/77/helpful) (3) [No](https://shop.example/reviews/77/unhelpful) (1)',
    'Is this answer helpful?',
    'Did you find this useful?',
    'Did you find this article useful? Yes No',
    '**Was this helpful?**',
    'Helpful?',
    'Sort By:',
    'Sort by',
  ])('drops the lone prompt %j', (prompt) => {
    expect(dropControlLabels(around(prompt))).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
  });

  it('drops a prompt that ends the page, and one that opens it', () => {
    expect(dropControlLabels(`${PARAGRAPH}\n\nWas this page helpful?`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 1 });
    expect(dropControlLabels(`Sort By:\n\n${PARAGRAPH}`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 1 });
  });

  it.each([
    'Is this the most helpful way to do it? I think not.',
    '## Was this helpful?',
    '### Sort by',
    '- Was this helpful?',
    '> Was this helpful? Yes',
    '| Was this helpful? | Yes |',
    '```\nSort by:\n```',
    'Was this helpful to the people who tried it last winter? Most said yes.',
    'Sort by price, then by rating, to find the best value kettles.',
    'Sort by: Price (low to high)',
    'Did you find this kettle at a lower price? We will match it.',
    '[Sort by](https://shop.example/kettles?sort=price)',
  ])('keeps %j', (block) => {
    expect(dropControlLabels(around(block))).toEqual({ markdown: around(block), droppedBlocks: 0 });
  });
});

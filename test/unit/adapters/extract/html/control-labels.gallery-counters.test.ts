import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';

/**
 * Session 36: a listing's photo gallery states its first picture's position alone ("1 / 32" on Trulia, "1/28",
 * mobile.de's "1 / 22"): the counter says nothing once the photos are one list. A bare small fraction ("1/4")
 * may be a quantity and stays.
 */
const PARAGRAPH = 'A light-filled three-bedroom home on a quiet lane, with a fenced garden and a new roof.';

describe('dropControlLabels: gallery counters', () => {
  it.each(['1 / 32', '1/28', '1 / 5', '1/5', '1/120'])('drops the lone counter %j', (counter) => {
    const { markdown, droppedBlocks } = dropControlLabels(`${counter}\n\n${PARAGRAPH}`);
    expect(markdown).toBe(PARAGRAPH);
    expect(droppedBlocks).toBe(1);
  });

  it('drops the gallery\'s counter and keeps a small fraction ("1/4", "1/2"), a counter of another picture, a counter in a sentence and a linked one', () => {
    for (const block of ['1/4', '1/2', '1/3', '3 / 32', 'Bathrooms: 1 / 2', '1 / 32 photos were taken by the agent.', '[1 / 32](https://www.trulia.example/photos/1)']) {
      const kept = `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;
      expect(dropControlLabels(`1 / 32\n\n${kept}`)).toEqual({ markdown: kept, droppedBlocks: 1 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dropControlLabels } from '../../../../../adapters/outbound/extract/html/markdown/control-labels.js';

const PARAGRAPH = 'When you move, even within the same county, you usually need to update your voter registration.';
const SECOND = 'If you moved to a new state, you must register in your new state.';

describe('dropControlLabels: a feedback question set as a heading over nothing', () => {
  it("drops USA.gov's \"## Was this page helpful?\" whose buttons went, at the end or before a heading of its level, and counts it", () => {
    expect(dropControlLabels(`${PARAGRAPH}\n\nLast updated: May 3, 2024\n\n## Was this page helpful?`)).toEqual({ markdown: `${PARAGRAPH}\n\nLast updated: May 3, 2024`, droppedBlocks: 1 });
    expect(dropControlLabels(`${PARAGRAPH}\n\n## Was this helpful?\n\n## Related articles\n\n${SECOND}`)).toEqual({ markdown: `${PARAGRAPH}\n\n## Related articles\n\n${SECOND}`, droppedBlocks: 1 });
    // A heading that is no feedback question stays, and so does such a question with text under it.
    const kept = `${PARAGRAPH}\n\n## Update your voter registration`;
    expect(dropControlLabels(kept)).toEqual({ markdown: kept, droppedBlocks: 0 });
    const answered = `${PARAGRAPH}\n\n## Was this page helpful?\n\n${SECOND}`;
    expect(dropControlLabels(answered).markdown).toContain('## Was this page helpful?');
  });
});

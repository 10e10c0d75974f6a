import { describe, expect, it } from 'vitest';
import { trimLinkBlocks } from '../../../../../adapters/outbound/extract/html/markdown/link-block-trim.js';

const BODY = Array.from({ length: 12 }, (_, index) => `The endpoint's parameter number ${index} is described here in a sentence of its own, plainly.`).join('\n\n');

describe('trimLinkBlocks: a chrome heading over cards whose titles are linked headings of its level', () => {
  it('keeps "Related endpoints" over Mintlify\'s cards (## [title ↗] and a sentence), and still drops "Related" over nothing', () => {
    const cards = '## Related endpoints\n\n## List webhooks [↗](https://docs.relaybell.example/list)\n\nPage through every webhook in the workspace.\n\n## Resend an event [↗](https://docs.relaybell.example/resend)\n\nDeliver a past event again to one webhook.';
    expect(trimLinkBlocks(`${BODY}\n\n${cards}`).markdown).toContain('## Related endpoints\n\n## List webhooks');
    expect(trimLinkBlocks(`${BODY}\n\n## Related\n\n## Next section\n\nMore text of the page, said plainly here.`).markdown).not.toContain('## Related');
    // A section's linked heading (a hub's name over its stories) is no card: the chrome heading over it still goes.
    expect(trimLinkBlocks(`${BODY}\n\n## Topics\n\n## [Space](https://news.example/hub/space)\n\nAstronauts return after a month in orbit, the agency said.`).markdown).not.toContain('## Topics');
  });
});

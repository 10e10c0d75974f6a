import { describe, expect, it } from 'vitest';
import { dropAccountPrompts } from '../../../../../adapters/outbound/extract/html/markdown/account-prompts.js';

const PARAGRAPH = 'I replaced the power supply and the crashes stopped; the old one had a failing rail under load.';
/** Invision Community's guest box under a topic, its buttons gone as controls. */
const GUEST_BOX = "## Create an account or sign in to comment\n\nYou need to be a member in order to leave a comment\n\n## Create an account\n\nSign up for a new account in our community. It's easy!\n\n## Sign in\n\nAlready have an account? Sign in here.";

describe('dropAccountPrompts: a guest box', () => {
  it("drops the box's prompts, then the headings of its halves left over nothing, at the end of the page or before the next section", () => {
    expect(dropAccountPrompts(`${PARAGRAPH}\n\n${GUEST_BOX}`)).toEqual({ markdown: PARAGRAPH, droppedBlocks: 6 });
    expect(dropAccountPrompts(`${PARAGRAPH}\n\n${GUEST_BOX}\n\n## Similar Content\n\n${PARAGRAPH}`).markdown).toBe(`${PARAGRAPH}\n\n## Similar Content\n\n${PARAGRAPH}`);
  });

  it.each(['You need to be a member in order to leave a comment', 'You must be a registered member to reply.', 'You have to be registered to download attachments.'])('drops the prompt %j', (prompt) => {
    expect(dropAccountPrompts(`${PARAGRAPH}\n\n${prompt}\n\n${PARAGRAPH}`)).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
  });

  it('keeps a "Sign in" heading over its own steps, one under which a subsection follows, and one on a page that asks nothing', () => {
    const guide = `## Sign in\n\nOpen the app and enter the code from your email.\n\n${PARAGRAPH}\n\nSign in to comment.`;
    expect(dropAccountPrompts(guide).markdown).toBe(`## Sign in\n\nOpen the app and enter the code from your email.\n\n${PARAGRAPH}`);
    const nested = '## Sign in\n\nSign in to comment.\n\n### With a security key\n\nInsert the key.';
    expect(dropAccountPrompts(nested).markdown).toBe('## Sign in\n\n### With a security key\n\nInsert the key.');
    const toc = `${PARAGRAPH}\n\n## Register\n\n## Sign in`;
    expect(dropAccountPrompts(toc)).toEqual({ markdown: toc, droppedBlocks: 0 });
  });
});

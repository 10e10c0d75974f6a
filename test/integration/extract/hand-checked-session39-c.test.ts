import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 39, helper c: a forum thread (ProBoards v5, invented text) read for the rules of commit da9686b: a post's
 * byline dated by an epoch stamp (abbr[data-timestamp]) is a byline, so the first post keeps its date; a thread
 * opening with its first post's author line, named as its later posts' are, keeps it; members' avatars that say no
 * more than the name beside them go; a lone rank pip of a kind the page sets in runs goes; "Member is Offline" in a
 * member card goes with the card.
 */

const USER = 'https://orchardkeepers.proboards.com/user';

describe('a forum thread (ProBoards v5) whose posts are table rows: a td.left-panel mini-profile (name, rank title, rank stars, avatar "[Avatar]", "Member is Offline") beside a td.content-cell whose date is abbr.o-timestamp[data-timestamp]', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('forum-thread-table-rows-mini-profiles.html', 'https://orchardkeepers.proboards.com/thread/2817/overwintering-fig-trees-zone');
  });

  it('keeps the first post\'s date and its "Post by … on …" line, dated by the epoch stamp, before the post\'s text', () => {
    expect(doc.text).toContain(`Seedling\n\nMar 12, 2025 at 2:22pm Post by [brambleacre](${USER}/118) on [Mar 12, 2025 at 2:22pm](https://orchardkeepers.proboards.com/post/41022/thread)\n\nI have two potted Chicago Hardy figs that spent their first winter`);
  });

  it('opens with the first post\'s author line "[brambleacre](…/user/118)", named as the later posts\' authors are', () => {
    expect(doc.text).toMatch(/^\[brambleacre\]\(https:\/\/orchardkeepers\.proboards\.com\/user\/118\)\n\nSeedling\n\n/);
    expect(doc.stageNotes).not.toContain('trim: dropped 1 link-only block');
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/link-only block/));
  });

  it('drops the members\' avatars "![[Avatar]](…)", the default avatar too', () => {
    expect(doc.text).not.toContain('[Avatar]');
    expect(doc.text).not.toContain('/avatar/');
    expect(doc.text).not.toContain('defaultavatar.png');
  });

  it('drops the lone rank star "![*](…rank_star.png)" of a one-star member as well as the runs of two and three', () => {
    expect(doc.text).not.toContain('![*]');
    expect(doc.text).not.toContain('rank_star.png');
    expect(doc.text).toContain(`[brambleacre](${USER}/118)\n\nSeedling\n\n`);
  });

  it('drops "Member is Offline" and "Member is Online" from the member cards', () => {
    expect(doc.text).not.toMatch(/Member is (?:Offline|Online)/);
    expect(doc.text).not.toContain('Offline');
  });

  it('keeps each later post as its poster\'s name, rank title and date over its text, the quote in the second', () => {
    expect(doc.text).toContain('whether you watered at all over the winter.\n\n' +
      `[OldRootstock](${USER}/7)\n\nHead Gardener\n\nMar 12, 2025 at 3:41pm\n\n` +
      `> Quote from [brambleacre](${USER}/118) on [Mar 12, 2025 at 2:22pm](https://orchardkeepers.proboards.com/post/41022/thread)\n>\n` +
      '> I\'d love to hear from anyone in a similar climate about what actually worked, how early you moved them in, and whether you watered at all over the winter.\n\n' +
      'The basement is the easiest of the three and the one I would recommend for potted trees.');
    expect(doc.text).toContain('once the nights stay above freezing.\n\n' +
      `[hedgerow_hank](${USER}/402)\n\nSapling\n\nMar 12, 2025 at 5:45pm\n\nI bury mine, but mine are in the ground, which changes things.`);
    expect(doc.text).toContain('the cold air settles less around the crown.\n\n' +
      `[brambleacre](${USER}/118)\n\nSeedling\n\nMar 12, 2025 at 6:23pm\n\n` +
      'Thanks, both of you. Basement it is, then, and I\'ll try the tipped-pot trick. I\'ll post an update in spring with how they came through.');
  });
});

import { describe, expect, it } from 'vitest';
import { dropMemberCards } from '../../../../../adapters/outbound/extract/html/markdown/member-card-lines.js';

const QUESTION = 'My guest has no network after the upgrade to 7.1; the adapter shows as disconnected in the settings.';
const ANSWER = 'Reinstall the guest additions, then reboot the guest: the adapter driver changed in this release.';
const REPLY = 'That worked, thanks. The adapter is connected again after the reboot.';

describe('dropMemberCards', () => {
  it('drops the member card beside each post (one field a line, or a line a field) and keeps every post', () => {
    const thread = [
      `**Posts:** [138](https://forum.example/search?author=1)\n\n**Joined:** 4. Jul 2012, 16:09\n\n${QUESTION}`,
      `Posts: 1,725\nThreads: 23\nJoined: Feb 2019\nReputation: [**604**](https://forum.example/rep?uid=2)\n\n${ANSWER}`,
      `Posts: 96\nJoined: 2011-02-03\n\n${REPLY}`,
    ].join('\n\n');
    expect(dropMemberCards(thread)).toEqual({ markdown: [QUESTION, ANSWER, REPLY].join('\n\n'), droppedCards: 3 });
  });

  it('drops the profile fields every card repeats but keeps a post\'s own one-off "Label: value" line', () => {
    const thread = [
      `Posts: 4958\nLocation: Kooskia, ID\n\n${QUESTION}`,
      `Posts: 133\nLocation: Zone 6b\n\nEdit: fixed the link\n\n${ANSWER}`,
    ].join('\n\n');
    expect(dropMemberCards(thread)).toEqual({ markdown: [QUESTION, 'Edit: fixed the link', ANSWER].join('\n\n'), droppedCards: 2 });
  });

  it('drops one-line "N posts · Joined YEAR" cards', () => {
    const thread = `Discussion starter\n\n28 posts · Joined 2023\n\n${QUESTION}\n\n3,118 posts · Joined 2009\n\n${ANSWER}`;
    expect(dropMemberCards(thread)).toEqual({ markdown: `Discussion starter\n\n${QUESTION}\n\n${ANSWER}`, droppedCards: 2 });
  });

  it('keeps repeated statistics that describe no member (a box score\'s points, a topic list\'s replies): a card holds a post count, join date or reputation', () => {
    const recap = `${QUESTION}\n\nPoints: 31\nRebounds: 12\n\n${ANSWER}\n\nPoints: 24\nRebounds: 9\n\nReplies: 14\nKarma: 120\n\nReplies: 3\nKarma: 8`;
    expect(dropMemberCards(recap)).toEqual({ markdown: recap, droppedCards: 0 });
  });

  it('keeps a statistic the page states once (an article, not a thread)', () => {
    const article = `${QUESTION}\n\nPosts: 138\nJoined: Feb 2019\n\n${ANSWER}`;
    expect(dropMemberCards(article)).toEqual({ markdown: article, droppedCards: 0 });
  });

  it('keeps labelled lines whose value is no count or date, or is long: they are the posts\' text', () => {
    const notes = [
      'Posts: about the adapter',
      'Posts: about the driver',
      'Replies: 12 of them say the same thing about the driver and its settings page',
      'Replies: 4 more say the reboot alone was enough for them after the upgrade',
      QUESTION,
    ].join('\n\n');
    expect(dropMemberCards(notes)).toEqual({ markdown: notes, droppedCards: 0 });
  });

  it('drops the presence line each card states ("Member is Offline", vBulletin\'s "ann is online", "Hors ligne"), and keeps one outside a card', () => {
    const thread = [
      `Posts: 84\nLikes: 12\nMember is Offline\n\n${QUESTION}`,
      `Posts: 6,318\nLikes: 1,204\nMember is Online\n\n${ANSWER}`,
      `hedgerow_hank is offline\n\nPosts: 517\nJoined: Feb 2019\n\n${REPLY}`,
      `Hors ligne\nPosts: 12\n\nThe shop says: Online now`,
    ].join('\n\n');
    expect(dropMemberCards(thread)).toEqual({ markdown: [QUESTION, ANSWER, REPLY, 'The shop says: Online now'].join('\n\n'), droppedCards: 4 });
    const posts = `Posts: 3\n\n${QUESTION}\n\nOnline\n\n${ANSWER}\n\nPosts: 4\n\n${REPLY}`;
    expect(dropMemberCards(posts).markdown).toBe(`${QUESTION}\n\nOnline\n\n${ANSWER}\n\n${REPLY}`);
  });

  it('leaves code blocks alone', () => {
    const code = '```\nposts: 12\njoined: 2019-01-01\n```';
    const page = `${QUESTION}\n\n${code}\n\n${ANSWER}\n\n${code}`;
    expect(dropMemberCards(page)).toEqual({ markdown: page, droppedCards: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { dropReaderTallies } from '../../../../../adapters/outbound/extract/html/markdown/reader-tallies.js';

const PARAGRAPH = 'Bring the top indoors, somewhere around twenty degrees with a bit of air movement, and give it a week.';
const around = (block: string): string => `${PARAGRAPH}\n\n${block}\n\n${PARAGRAPH}`;

describe('dropReaderTallies: lines that only count readers', () => {
  it.each([
    '- [1 person](https://forum.example/index.php?action=likes;sa=view;like=71204) likes this.',
    '- [3 people](https://forum.example/index.php?action=likes;sa=view;like=71211) like this.',
    'You like this.',
    'You and [2 other people](https://forum.example/index.php?action=likes;like=9) like this.',
    'Liked by 4 members',
    '1 Person gefällt das.',
    '3 personnes aiment ceci.',
    'A 2 personas les gusta esto.',
    '0 Members and 2 Guests are viewing this topic.',
    '1 Member and 1 Guest are viewing this topic.',
    'There are currently 3 users browsing this thread. (1 members and 2 guests)',
    'Users browsing this thread: 2 Guest(s)',
    '0 Mitglieder und 1 Gast betrachten dieses Thema.',
  ])('drops "%s" between paragraphs and counts it', (line) => {
    expect(dropReaderTallies(around(line))).toEqual({ markdown: `${PARAGRAPH}\n\n${PARAGRAPH}`, droppedBlocks: 1 });
  });

  it.each([
    'Ann and Bo like this.',
    'Many people like this finish because it is forgiving in the cold.',
    '- 1 person likes this.\n- 2 people like that.',
    '## 3 people like this',
    '> 1 person likes this.',
    'Liked by 4 members of the club, this finish is the one we recommend.',
  ])('keeps "%s"', (block) => {
    const markdown = around(block);
    expect(dropReaderTallies(markdown)).toEqual({ markdown, droppedBlocks: 0 });
  });
});

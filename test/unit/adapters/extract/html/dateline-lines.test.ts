import { describe, expect, it } from 'vitest';
import { dropDatelines, HEAD_PROSE_WORDS } from '../../../../../adapters/outbound/extract/html/markdown/dateline-lines.js';

const PARAGRAPH = 'The bridge reopened to walkers on Tuesday after three years of repairs to its cables, its deck and the old stone piers that carry it across the river.';
const SHORT = 'The bridge reopened on Tuesday.';

describe('dropDatelines', () => {
  it.each([
    'Updated Nov 19, 6:55 AM;Posted Nov 19, 6:51 AM',
    'PUBLISHED: 10:48, Tue, Nov 19, 2019',
    '| UPDATED: 11:05, Tue, Nov 19, 2019',
    'November 18, 2019 | 4:10pm',
    'Nov. 20, 2019, 9:28 AM UTC',
    'Published 11:11 PM EST Nov 19, 2019',
    'First Published: Tuesday, November 19, 2019 08:38 AM',
    '18 NOV 2019',
    '**Published** 1 day ago',
    '*Updated at 1:23 p.m.*',
    '[November 18, 2019](https://a.example/2019/11/18/bridge)',
    '11/18/19',
  ])('drops the dateline "%s" before the first paragraph of prose and counts it', (line) => {
    expect(dropDatelines(`${SHORT}\n\n${line}\n\n${PARAGRAPH}`)).toEqual({ markdown: `${SHORT}\n\n${PARAGRAPH}`, droppedLines: 1 });
  });

  it.each([
    ['By Justine Coleman - 11/18/19 11:04 PM EST', 'Justine Coleman'],
    ['Updated on: November 19, 2019 / 10:07 AM / CBS News', 'CBS News'],
    ['By [Regan](https://a.example/author/regan) September 15, 2014', 'Regan'],
    ['By Ann Lee and Bo Park', 'Ann Lee, Bo Park'],
    ['Detroit News wire services', 'Detroit News wire services'],
    ['Started by Corwen Ashdale, March 14, 2026, 08:02:51 AM', 'Corwen Ashdale'],
  ])('drops the byline "%s" of the metadata author %s before the prose', (line, author) => {
    expect(dropDatelines(`${line}\n\n${PARAGRAPH}`, { author })).toEqual({ markdown: PARAGRAPH, droppedLines: 1 });
  });

  it('keeps a byline in the prose, a byline naming someone else, and a name without the metadata author', () => {
    const late = `${PARAGRAPH}\n\nBy Justine Coleman`;
    expect(dropDatelines(late, { author: 'Justine Coleman' })).toEqual({ markdown: late, droppedLines: 0 });
    const other = `By Ann Lee, staff writer\n\n${PARAGRAPH}`;
    expect(dropDatelines(other, { author: 'Ann Lee' })).toEqual({ markdown: other, droppedLines: 0 });
    const unnamed = `By Justine Coleman\n\n${PARAGRAPH}`;
    expect(dropDatelines(unnamed)).toEqual({ markdown: unnamed, droppedLines: 0 });
  });

  it('drops an unlabelled date line only in the head, a labelled one anywhere while the page has at most two', () => {
    const dated = `${PARAGRAPH}\n\nNovember 18, 2019\n\n${PARAGRAPH}`;
    expect(dropDatelines(dated)).toEqual({ markdown: dated, droppedLines: 0 });
    expect(dropDatelines(`${PARAGRAPH}\n\nFirst published: November 18, 2019`)).toEqual({ markdown: PARAGRAPH, droppedLines: 1 });
    const perPost = [PARAGRAPH, 'Posted May 22, 2024', PARAGRAPH, 'Posted May 22, 2024', PARAGRAPH, 'Posted May 23, 2024', PARAGRAPH].join('\n\n');
    expect(dropDatelines(perPost)).toEqual({ markdown: perPost, droppedLines: 0 });
  });

  it(`ends the head at the first paragraph of more than ${HEAD_PROSE_WORDS} words, or as many as asked`, () => {
    const lede = Array.from({ length: HEAD_PROSE_WORDS }, (_, index) => `word${index}`).join(' ');
    expect(dropDatelines(`${lede}\n\nNov 19, 2019`)).toEqual({ markdown: lede, droppedLines: 1 });
    expect(dropDatelines(`${lede} more\n\nNov 19, 2019`).droppedLines).toBe(0);
    expect(dropDatelines(`${SHORT}\n\nNov 19, 2019`, { headProseWords: 3 }).droppedLines).toBe(0);
  });

  it.each([
    '## November 18, 2019',
    '- November 18, 2019',
    'The bridge opened on November 18, 2019.',
    'Tuesday, November 19, 2019 in Paris',
    'Nov 19, 2019\nBridge Street',
    '2019',
    'Posted by Admin',
    '```\nNovember 18, 2019\n```',
  ])('keeps "%s" (a heading, a list item, prose, another word, no date, code)', (line) => {
    const markdown = `${line}\n\n${PARAGRAPH}`;
    expect(dropDatelines(markdown, { author: 'Ann Lee' })).toEqual({ markdown, droppedLines: 0 });
  });
});

describe('dropDatelines in Chinese and Japanese', () => {
  it("ends the head at a paragraph of Chinese prose, which has no spaces to count words by, and keeps each comment's date after it", () => {
    const prose = '我们在升级到新版本以后发现同步任务偶尔会卡住，日志里没有任何报错信息，重启服务之后又能恢复正常，但是过几个小时又会出现同样的问题，怀疑是连接池没有正确释放导致的。';
    const markdown = `2023-11-20 10:21\n\n${prose}\n\n周明远\n\n2023-11-20 11:08\n\n${prose}`;
    expect(dropDatelines(markdown)).toEqual({ markdown: `${prose}\n\n周明远\n\n2023-11-20 11:08\n\n${prose}`, droppedLines: 1 });
  });
});

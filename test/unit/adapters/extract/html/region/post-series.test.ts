import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findPostSeries } from '../../../../../../adapters/outbound/extract/html/region/post-series.js';

const rootOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).documentElement as Element;
const squeezed = (texts: readonly string[]): string[] => texts.map((text) => text.replace(/\s+/g, ' ').trim());

// An issue's timeline as forges print it: each item a comment or an event, each with its time.
const item = (kind: string, author: string, body: string, time: string): string =>
  `<div class="timeline-item ${kind}"><div class="comment-header"><a href="/${author}">${author}</a> commented <relative-time datetime="${time}">${time}</relative-time></div> <div class="markup"><p>${body}</p></div></div>`;

describe('findPostSeries', () => {
  it('finds the sibling elements of one tag and first class that each hold a dated element, with their texts', () => {
    const root = rootOf(`<div class="timeline">${item('comment first', 'alice', 'The parser drops a row.', '2025-03-11T09:14:27Z')}
      ${item('event', 'bob', 'bob added the bug label', '2025-03-11T10:00:00Z')}${item('comment', 'carol', 'Confirmed here.', '2025-03-12T08:30:05Z')}</div>`);
    const series = findPostSeries(root, 3);
    expect(series).toHaveLength(1);
    expect(squeezed((series[0] ?? []).map((post) => post.text))).toEqual([
      'alice commented 2025-03-11T09:14:27Z The parser drops a row.',
      'bob commented 2025-03-11T10:00:00Z bob added the bug label',
      'carol commented 2025-03-12T08:30:05Z Confirmed here.',
    ]);
  });

  it('reads <time> and datetime attributes as dates, and finds nothing below the minimum or among unnamed wrappers', () => {
    const comments = (count: number): string => Array.from({ length: count }, (_, index) => `<li class="comment"><time datetime="2024-0${index + 1}-02">Jan ${index + 1}</time><p>Comment ${index}</p></li>`).join('');
    expect(findPostSeries(rootOf(`<ol class="comments">${comments(3)}</ol>`), 3)).toHaveLength(1);
    expect(findPostSeries(rootOf(`<ol class="comments">${comments(2)}</ol>`), 3)).toEqual([]);
    const inserted = Array.from({ length: 3 }, (_, index) => `<div class="post"><ins datetime="2024-01-0${index + 1}">edited</ins> text ${index}</div>`).join('');
    expect(findPostSeries(rootOf(inserted), 3)).toHaveLength(1);
    // A page's header, main part and footer each with a date are no series: they have no class to share.
    const page = '<div><time datetime="2024-01-01">1</time></div><div><p>Story</p><time datetime="2024-01-01">1</time></div><div><time datetime="2024-01-02">2</time></div>';
    expect(findPostSeries(rootOf(page), 3)).toEqual([]);
    // XenForo 1's dates: abbr.DateTime with data-time, or span.DateTime with the date in its title.
    const xenforo = (date: string, index: number): string => `<li class="message"><div class="messageContent"><blockquote class="messageText">Post ${index}</blockquote></div><div class="messageMeta">${date}</div></li>`;
    const posts = [xenforo('<span class="DateTime" title="Mar 5, 2016 at 9:14 PM">Mar 5, 2016</span>', 0), xenforo('<abbr class="DateTime" data-time="1457396760">Monday at 7:26 PM</abbr>', 1), xenforo('<abbr class="DateTime" data-time="1457440800">Yesterday at 7:40 AM</abbr>', 2)];
    expect(findPostSeries(rootOf(`<ol id="messageList">${posts.join('')}</ol>`), 3)).toHaveLength(1);
  });

  it("gives each post's longest passage, the text of its longest text node squeezed (scripts aside)", () => {
    const post = (text: string): string => `<div class="post"><time datetime="2025-03-07">Mar 7</time><a href="/u">mjollnir</a><script>var longest = "a script's text is no passage of the post at all";</script><p>${text}</p></div>`;
    const series = findPostSeries(rootOf(`${post('Confirming on a rev C:\n  the   timer line alone')}${post('Same here.')}${post('Thanks!')}`), 3);
    expect(series[0]?.map((item) => item.passage)).toEqual(['Confirming on a rev C: the timer line alone', 'Same here.', 'mjollnir']);
  });
});

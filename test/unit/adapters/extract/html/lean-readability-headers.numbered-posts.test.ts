import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');

/**
 * One comment of a Pagure issue: `div.card-header#comment-N` (the author's profile link and the age) over `div.card-body`,
 * as the region leaves it to Readability: the age's date written after it and stated in its `datetime` (`writeRelativeDates`).
 */
const comment = (id: number, author: string, date: string, headerNames = 'class="card-header bg-light d-flex align-items-center px-3 py-2"'): string =>
  `<div class="card mb-4 clearfix"><div ${headerNames} id="comment-${id}"><div><img class="avatar circle" src="/a.png" alt=""><a href="/user/${author}" title="${author}" class="font-weight-bold">${author}</a></div> `
  + `<div class="ml-auto"><span title="${date} UTC" data-toggle="tooltip" datetime="${date}">6 months ago</span> (${date})</div></div>`
  + `<div class="card-body"><p>${PARAGRAPH.repeat(2)}</p></div></div>`;

const thread = (comments: string): string => `<!DOCTYPE html><html><head><title>Issue #1187: Release tarballs are missing the translated man pages</title></head><body><main>`
  + `<h3>#1187 Release tarballs are missing the translated man pages</h3><p>${PARAGRAPH.repeat(3)}</p>${comments}</main></body></html>`;

describe('leanReadability: a post header named by a numbered id', () => {
  it("keeps each comment's header of its author's profile link and dated age though its id says comment (Pagure's div.card-header#comment-884131), which stock Readability drops", async () => {
    const [stock, lean] = await both(thread(comment(884131, 'kvalenta', '2024-05-03 13:05:41') + comment(884177, 'mhirvonen', '2024-05-04 08:47:19')));
    expect(text(stock)).not.toContain('mhirvonen');
    expect(text(lean)).toContain('kvalenta 6 months ago (2024-05-03 13:05:41)');
    expect(text(lean)).toContain('mhirvonen 6 months ago (2024-05-04 08:47:19)');
  });

  it('still drops a header whose class names chrome besides "header", though its id is numbered and it links a profile beside a date', async () => {
    const [, lean] = await both(thread(comment(884131, 'kvalenta', '2024-05-03 13:05:41') + comment(884177, 'mhirvonen', '2024-05-04 08:47:19', 'class="sidebar-header"')));
    expect(text(lean)).toContain('kvalenta 6 months ago (2024-05-03 13:05:41)');
    expect(text(lean)).not.toContain('mhirvonen');
  });
});

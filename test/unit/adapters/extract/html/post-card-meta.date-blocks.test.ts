import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

/**
 * A forum thread's replies, each an `<article>` in its own list item, whose date line is a block
 * named for the date (BoardGameGeek's `div.article-post-date`: the date in words and a "Post Link").
 */
const reply = (index: number, dateLine: string): string => `<li class="article-item" id="article-${index}"><article class="article">`
  + `<div class="article-header"><a class="article-avatar" href="/user/player${index}"><img class="avatar" src="https://example.com/avatars/${index}.jpg" alt="Avatar" width="64" height="64"></a>`
  + `<div class="article-header-info"><div class="article-username"><a class="username" href="/user/player${index}">Player ${index}</a> <span class="article-handle">@player${index}</span></div>${dateLine}</div></div>`
  + `<div class="article-body"><p>${PARAGRAPH.repeat(3)}</p></div></article></li>`;
const thread = (dateLine: (index: number) => string): string => '<!DOCTYPE html><html><head><title>Does the lighthouse tile block river movement?</title></head><body><main>'
  + `<h1>Does the lighthouse tile block river movement?</h1><ul class="articles-list">${[1, 2, 3, 4].map((index) => reply(index, dateLine(index))).join('')}</ul></main></body></html>`;

describe("leanReadability: a thread's replies whose date line is a block named for the date", () => {
  it("keeps each reply's date from a div named date (BoardGameGeek's div.article-post-date), which Readability drops with its permalink", async () => {
    const dateLine = (index: number): string => `<div class="article-post-date tw-text-sm"><span title="Tue, Mar 1${index}, 2024 8:41 am">Mar 1${index}, 2024</span>`
      + `<span class="article-post-meta"> · <a href="/thread/1/article/${index}#${index}" class="article-link">Post Link</a></span></div>`;
    const [stock, lean] = await both(thread(dateLine));
    expect((stock as { textContent: string }).textContent).not.toContain('Mar 13, 2024');
    const text = (lean as { textContent: string }).textContent;
    for (const date of ['Mar 11, 2024', 'Mar 12, 2024', 'Mar 13, 2024', 'Mar 14, 2024']) expect(text).toContain(date);
    expect(text).toContain('Post Link');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeAsideBlocks } from '../../../../../../adapters/outbound/extract/html/region/aside-blocks.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');
const prose = (stem: string, count: number): string => Array.from({ length: count }, (_, index) => `${stem} sentence ${index} says something.`).join(' ');
const item = (title: string, author: string, replies: number): string => `<li class="ipsDataItem"><div class="ipsDataItem_main"><h4 class="ipsDataItem_title"><a href="/topic/${replies}-x/">${title}</a></h4>`
  + `<p>By <a href="/profile/${replies}-${author}/">${author}</a>, March 3, 2023</p></div><ul class="ipsDataItem_stats"><li>${replies} replies</li></ul></li>`;

describe('removeAsideBlocks: related threads', () => {
  it("removes a topic's \"Similar Content\" list whole (titles, bylines and reply counts) and counts it apart from products", () => {
    const body = bodyOf(`<div id="main"><h1>Nitrite spike after moving a tank</h1><div class="cTopic">${[1, 2, 3].map((index) => `<article class="cPost"><p>${prose(`post${index}`, 6)}</p></article>`).join('')}</div>`
      + `<div class="ipsBox"><div class="ipsWidget"><h2 class="ipsWidget_title">Similar Content</h2><div class="ipsWidget_inner"><ul>${item('White film on new driftwood', 'MossyMarta', 7)}${item('Cherry shrimp dying one by one', 'tiny_tanks', 19)}</ul></div></div></div></div>`);
    expect(removeAsideBlocks(body, { reviews: false })).toMatchObject({ recommendations: 0, reviews: 0, related: 1 });
    expect(text(body)).not.toMatch(/Similar Content|driftwood|MossyMarta|19 replies/);
    expect(text(body)).toContain('post3 sentence 5 says something.');
  });
});

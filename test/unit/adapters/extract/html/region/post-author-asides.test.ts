import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepPostAuthorAsides } from '../../../../../../adapters/outbound/extract/html/region/post-author-asides.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const asidesOf = (root: Element): Element[] => Array.from(root.querySelectorAll('aside'));
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ');

// Invision Community: each post's author pane is an <aside> beside its text.
const invisionPost = (name: string, slug: string, words: string): string =>
  `<article class="ipsEntry js-ipsEntry"><aside class="ipsEntry__author-column"><a href="https://forum.example/profile/1-${slug}/"><img alt="${name}" src="/a.png"></a>`
  + `<h3 class="ipsEntry__username"><a href="https://forum.example/profile/1-${slug}/">${name}</a></h3><div class="ipsEntry__group">Members</div><ul><li>4.7k posts</li><li>11.4k Reputation</li></ul></aside>`
  + `<div class="ipsEntry__post"><p>${words}</p></div></article>`;

describe('keepPostAuthorAsides', () => {
  it("keeps each post's author named in its aside as a line of text, and drops the pane's avatar, group and statistics", () => {
    const body = bodyOf(`<div>${invisionPost('ColdJ', 'coldj', 'Thank you all for a great forum.')}${invisionPost('Ultimate Steve', 'ultimate-steve', 'I doubt that the forum is getting shuttered.')}</div>`);
    expect(keepPostAuthorAsides(asidesOf(body))).toBe(2);
    expect(body.querySelectorAll('aside')).toHaveLength(0);
    expect(Array.from(body.querySelectorAll('article > p'), (line) => line.textContent)).toEqual(['ColdJ', 'Ultimate Steve']);
    expect(text(body)).not.toContain('Reputation');
    expect(text(body)).not.toContain('Members');
    expect(text(body)).toContain('Thank you all for a great forum.');
  });

  it("leaves one article's author box alone, and an aside whose heading is no profile link", () => {
    const single = `<main>${invisionPost('ColdJ', 'coldj', 'A lone article.')}</main>`;
    expect(keepPostAuthorAsides(asidesOf(bodyOf(single)))).toBe(0);
    const related = '<article class="post"><aside><h3><a href="/topics/space">Related topics</a></h3></aside><p>One.</p></article><article class="post"><aside><h3><a href="/topics/ships">More ships</a></h3></aside><p>Two.</p></article>';
    const body = bodyOf(related);
    expect(keepPostAuthorAsides(asidesOf(body))).toBe(0);
    expect(body.querySelectorAll('aside')).toHaveLength(2);
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removePostFurniture } from '../../../../../../adapters/outbound/extract/html/region/post-furniture.js';
import { keepPostQuotes } from '../../../../../../adapters/outbound/extract/html/region/post-quotes.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

// A Discourse thread as its crawler view prints it: posts marked with microdata, quotations in `<aside class="quote">`.
const quote = (title: string, words: string): string => `<aside class="quote no-group" data-post="2"><div class="title"><img class="avatar" src="a.png" alt=""><a href="/t/other/1">${title}</a></div><blockquote><p>${words}</p></blockquote></aside>`;
const post = (author: string, inner: string): string =>
  `<div class="topic-body crawler-post" itemprop="comment" itemscope itemtype="http://schema.org/DiscussionForumPosting"><div class="crawler-post-meta"><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">${author}</span></span></div><div class="post" itemprop="text">${inner}</div><div class="post-likes">3 Likes</div></div>`;
const thread = (): Element =>
  bodyOf(
    post('ann', '<p>The valuation question again.</p>') +
      post('bo', `${quote("Bear's portfolio", 'Do you follow simplified calculations or your gut feelings?')}<p>I sum it up like this.</p>`) +
      post('cy', `${quote('ann', 'The valuation question again.')}<p>Agreed.</p>`) +
      `<aside class="sidebar"><blockquote>Quote of the day: stay curious.</blockquote></aside>`,
  );
const bodiesOf = (root: Element): Element[] => {
  const bodies: Element[] = [];
  removePostFurniture(root, undefined, bodies);
  return bodies;
};
const asides = (root: Element): string[] => Array.from(root.querySelectorAll('aside')).map((aside) => (aside.textContent ?? '').trim());

describe('keepPostQuotes', () => {
  it('turns a quotation inside a post into part of the post when its words are nowhere else on the page', () => {
    const root = thread();
    expect(keepPostQuotes(root, bodiesOf(root), 'elsewhere')).toBe(1);
    // The quotation from another thread is now a <div> in the reply: no stage drops it as an aside.
    const reply = root.querySelectorAll('[itemprop="text"]')[1] as Element;
    expect(reply.querySelector('div.quote blockquote')?.textContent).toBe('Do you follow simplified calculations or your gut feelings?');
    expect(reply.querySelector('aside')).toBeNull();
    // Quoting a post on this page repeats its words: that aside stays an aside; so does the page's sidebar.
    expect(asides(root)).toEqual(['annThe valuation question again.', 'Quote of the day: stay curious.']);
    // The furniture around the posts still went.
    expect(root.textContent).not.toContain('3 Likes');
  });

  it('keeps every quotation in mode quotes, every aside of a body in mode all, none when off', () => {
    const quotes = thread();
    expect(keepPostQuotes(quotes, bodiesOf(quotes), 'quotes')).toBe(2);
    expect(asides(quotes)).toEqual(['Quote of the day: stay curious.']);

    const preview = bodyOf(post('dee', '<aside class="onebox"><header>github.com</header><h3>A browser add-on</h3></aside><p>Try this.</p>'));
    expect(keepPostQuotes(preview, bodiesOf(preview), 'elsewhere')).toBe(0);
    expect(keepPostQuotes(preview, bodiesOf(preview), 'all')).toBe(1);

    const off = thread();
    expect(keepPostQuotes(off, bodiesOf(off), 'off')).toBe(0);
    expect(asides(off)).toHaveLength(3);
  });
});

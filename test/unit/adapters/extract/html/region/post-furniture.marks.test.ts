import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removePostFurniture } from '../../../../../../adapters/outbound/extract/html/region/post-furniture.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const text = (root: Element): string => (root.textContent ?? '').replace(/\s+/g, ' ').trim();
const SCHEMA = 'https://schema.org';
const answer = (props: string, words: string, author: string): string =>
  `<div class="answer" itemprop="${props}" itemscope itemtype="${SCHEMA}/Answer"><div class="votecell"><div itemprop="upvoteCount">12</div>`
  + `<div class="js-accepted-answer-indicator" role="note" aria-label="Accepted"><svg></svg></div></div><div class="post-body" itemprop="text"><p>${words}</p></div>`
  + `<div class="user-info"><div class="user-action-time">answered <span title="2012-07-07 03:07:40Z" class="relativetime">Jul 7, 2012 at 3:07</span></div>`
  + `<div itemprop="author" itemscope itemtype="${SCHEMA}/Person"><span itemprop="name">${author}</span> <span>23.8k reputation</span></div></div></div>`;

describe('removePostFurniture: what a post says besides its words', () => {
  it('says which answer is accepted among others, and dates each by the date it shows in place of a <time> (Stack Exchange)', () => {
    const body = bodyOf(`<div itemscope itemtype="${SCHEMA}/Question"><div itemprop="text"><p>How do I focus the pane?</p></div>`
      + `${answer('acceptedAnswer', 'Use AutoHotkey.', 'iglvzx')}${answer('suggestedAnswer', 'Press Ctrl+Tab.', 'Edward')}</div>`);
    removePostFurniture(body);
    const [accepted, suggested] = Array.from(body.querySelectorAll('.answer'), (post) => Array.from(post.querySelectorAll('p, span'), text).filter((part) => part !== ''));
    expect(accepted).toEqual(['Accepted answer', 'Use AutoHotkey.', 'Jul 7, 2012 at 3:07', 'iglvzx']);
    expect(suggested).toEqual(['Press Ctrl+Tab.', 'Jul 7, 2012 at 3:07', 'Edward']);
    expect(text(body)).not.toContain('reputation');
  });

  it("marks no answer of an FAQ, whose every answer is its question's accepted one, marked suggested too", () => {
    const faq = bodyOf(`<div itemscope itemtype="${SCHEMA}/Question"><h4 itemprop="name text">Is Wix good for SEO?</h4>${answer('suggestedAnswer acceptedAnswer', 'Yes, for most sites.', 'Editor')}</div>`);
    removePostFurniture(faq);
    expect(text(faq)).not.toContain('Accepted answer');
  });

  it("keeps a post's notice (a duplicate's links, a bounty) and the date in a header marked as the author (NodeBB's \"wrote on\")", () => {
    const post = (words: string): string => `<li itemprop="comment" itemscope itemtype="${SCHEMA}/Comment"><meta itemprop="datePublished" content="2024-05-02T19:14:08.000Z">`
      + `<div class="post-header" itemprop="author" itemscope itemtype="${SCHEMA}/Person"><meta itemprop="name" content="jrivera"><a href="/user/jrivera">jrivera</a>`
      + `<span class="text-muted">wrote on <a href="/post/4410" class="timeago text-muted" title="2024-05-02T19:14:08.000Z">2024-05-02T19:14:08.000Z</a></span></div>`
      + `<aside class="s-notice" role="status"><b>This question already has answers here</b>: <a href="/q/1">Daemons using outdated libraries</a></aside>`
      + `<div itemprop="text"><p>${words}</p></div><a href="/reply">Reply</a></li>`;
    const body = bodyOf(`<ul>${post('Devices drop every night.')}${post('Raise the child table size.')}</ul>`);
    expect(removePostFurniture(body)).toBe(2);
    const first = text(body.querySelector('li') as Element);
    expect(first).toContain('wrote on 2024-05-02T19:14:08.000Z');
    expect(first).toContain('This question already has answers here: Daemons using outdated libraries');
    expect(first).not.toContain('Reply');
  });
});

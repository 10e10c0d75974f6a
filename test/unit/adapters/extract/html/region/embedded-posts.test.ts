import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { embeddedPostsIn, isOfEmbeddedPosts, wrapsEmbeddedPosts } from '../../../../../../adapters/outbound/extract/html/region/embedded-posts.js';
import { chromeName } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const TWEET = '<blockquote class="twitter-tweet"><p lang="en" dir="ltr">The bridge reopens on Monday, two weeks early. <a href="https://t.co/abc">https://t.co/abc</a></p>— Town Council (@towncouncil) <a href="https://twitter.com/towncouncil/status/1">May 3, 2024</a></blockquote>';
const INSTAGRAM_SHELL = '<blockquote class="instagram-media"><div><a href="https://www.instagram.com/p/x/">View this post on Instagram</a><p><a href="https://www.instagram.com/p/x/">A post shared by Plants (@plants)</a></p></div></blockquote>';

function body(markup: string): Element {
  return parseHTML(`<!doctype html><html><body>${markup}</body></html>`).document.body as unknown as Element;
}

describe('posts embedded from a social network', () => {
  it('finds the blockquotes of the networks\' embed codes that quote something, not an Instagram picture\'s frame of links', () => {
    const root = body(`${TWEET}<blockquote class="tiktok-embed"><section>Our new recipe in 30 seconds</section></blockquote>${INSTAGRAM_SHELL}<blockquote><p>A plain quotation.</p></blockquote>`);
    expect(embeddedPostsIn(root).map((post) => post.getAttribute('class'))).toEqual(['twitter-tweet', 'tiktok-embed']);
  });

  it('reads a wrapper as one when its posts hold most of its text, and a box that says its own words besides a post as none', () => {
    expect(wrapsEmbeddedPosts(body(`<div class="social-media-embed">${TWEET}<script src="https://platform.twitter.com/widgets.js"></script></div>`).firstElementChild as Element)).toBe(true);
    const followBox = body(`<div class="social-box"><h3>Follow us everywhere</h3><p>Get the latest stories from our newsroom on every network, every day of the week, wherever you read.</p><ul><li>Facebook</li><li>Instagram</li><li>YouTube</li><li>Threads</li></ul>${TWEET}</div>`).firstElementChild as Element;
    expect(wrapsEmbeddedPosts(followBox)).toBe(false);
    expect(wrapsEmbeddedPosts(body(`<div class="social-embed">${INSTAGRAM_SHELL}</div>`).firstElementChild as Element)).toBe(false);
  });

  it("counts a post's own parts as the post's, and nothing outside a post", () => {
    const root = body(`<div class="social-media-embed">${TWEET}</div><p>After: <a href="/x">a link</a></p>`);
    expect(isOfEmbeddedPosts(root.querySelector('blockquote p') as Element)).toBe(true);
    expect(isOfEmbeddedPosts(root.querySelector('div') as Element)).toBe(true);
    expect(isOfEmbeddedPosts(root.querySelector('body > p') as Element)).toBe(false);
  });

  it('keeps a wrapper named "social" round a quoted post out of the chrome names, and a share bar or a follow box in them', () => {
    expect(chromeName(body(`<div class="social-media-embed">${TWEET}</div>`).firstElementChild as Element)).toBeUndefined();
    expect(chromeName(body(`<figure class="embed embed--social">${TWEET}<figcaption>Photo: council</figcaption></figure>`).firstElementChild as Element)).toBeUndefined();
    expect(chromeName(body('<div class="social-share"><a href="https://facebook.com/share">Share on Facebook</a><a href="https://x.com/intent">Post</a></div>').firstElementChild as Element)).toBe('chrome');
    expect(chromeName(body(`<div class="social-box"><h3>Follow us everywhere</h3><p>Get the latest stories from our newsroom on every network, every day of the week, wherever you read.</p>${TWEET}</div>`).firstElementChild as Element)).toBe('chrome');
    // A wrapper whose chrome word is not the network's ("related") stays chrome, whatever it holds.
    expect(chromeName(body(`<div class="related-posts">${TWEET}</div>`).firstElementChild as Element)).toBe('chrome');
  });
});

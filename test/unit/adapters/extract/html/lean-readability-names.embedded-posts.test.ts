import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => ((article as { textContent?: string } | null)?.textContent ?? '').replace(/\s+/g, ' ');

function tweet(body: string, author: string, handle: string): string {
  return `<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">${body}</p>— ${author} (@${handle}) <a href="https://twitter.com/${handle}/status/1">November 18, 2019</a></blockquote>`
    + '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div>';
}

describe('leanReadability: posts embedded from a social network, in wrappers named "social"', () => {
  it('keeps the quoted posts and who posted them (NJ.com\'s div.social-media-embed), which Readability drops by their names and links', async () => {
    const markup = `<!DOCTYPE html><html><head><title>A slogan goes viral | News</title></head><body><article><h1>A slogan goes viral</h1><p>${PARAGRAPH.repeat(3)}</p>`
      + `<p>${PARAGRAPH}A lot of people on Twitter pointed it out.</p>`
      + tweet('Yes this is real and the state paid for it: <a href="https://t.co/Nc0nKo">https://t.co/Nc0nKo</a>', 'Dana Reader', 'danareader')
      + `<p>${PARAGRAPH.repeat(2)}</p>`
      + tweet('on. it.<br><br>we’re. on. it. <a href="https://t.co/HO1ZRs">https://t.co/HO1ZRs</a>', 'Coquito', 'coquito')
      + `<p>${PARAGRAPH.repeat(2)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Yes this is real');
    expect(text(lean)).toContain('Yes this is real and the state paid for it: https://t.co/Nc0nKo— Dana Reader (@danareader) November 18, 2019');
    // A post whose line breaks Readability turns into paragraphs, one of them mostly its link, stays whole.
    expect(text(lean)).toContain('we’re. on. it. https://t.co/HO1ZRs');
    expect(text(lean)).toContain('— Coquito (@coquito) November 18, 2019');
  });

  it('still drops a share bar named "social" beside the article', async () => {
    const markup = `<!DOCTYPE html><html><head><title>A slogan goes viral | News</title></head><body><article><h1>A slogan goes viral</h1><p>${PARAGRAPH.repeat(4)}</p>`
      + '<div class="social-share"><a href="https://facebook.com/sharer">Share on Facebook</a> <a href="https://twitter.com/intent/tweet">Share on Twitter</a></div>'
      + `<p>${PARAGRAPH.repeat(3)}</p></article></body></html>`;
    const [, lean] = await both(markup);
    expect(text(lean)).not.toContain('Share on Facebook');
  });
});

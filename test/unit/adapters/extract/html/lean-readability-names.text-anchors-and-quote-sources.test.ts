import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent.replace(/\s+/g, ' ');
const byline = (article: unknown): string | null => (article as { byline: string | null }).byline;

describe('leanReadability: a block anchored by its own words, and the source of a quotation', () => {
  it('keeps a callout whose anchor spells its first words (BookStack\'s p#bkmrk-never-share-a-clien), which Readability drops as a share widget; a share widget still goes', async () => {
    const markup = `<!DOCTYPE html><html><head><title>Configuring SSO</title></head><body><div class="page-content"><h1>Configuring SSO</h1>
      <p id="bkmrk-this-page-explains-h">${PARAGRAPH.repeat(3)}</p>
      <p class="callout danger" id="bkmrk-never-share-a-clien">Never share a client secret between environments. If a secret is exposed, rotate it first.</p>
      <p id="bkmrk-once-logins-work-in">${PARAGRAPH.repeat(2)}</p>
      <div id="share-buttons"><a href="/share/x">Share on X</a> <a href="/share/mail">Email</a></div></div></body></html>`;
    const [stock, lean] = await both(markup);
    expect(text(stock)).not.toContain('Never share a client secret');
    expect(text(lean)).toContain('Never share a client secret between environments. If a secret is exposed, rotate it first.');
    expect(text(lean)).not.toContain('Share on X');
  });

  it("does not take the caption of a quotation's figure (vc.ru's figcaption.block-quote__author) as the article's byline, and keeps it under the quote", async () => {
    const markup = `<!DOCTYPE html><html><head><title>Returns</title></head><body><article><h1>Returns</h1><p>${PARAGRAPH.repeat(3)}</p>
      <figure class="block-quote"><blockquote class="block-quote__text"><p>The buyer never reads the whole size chart.</p></blockquote>
      <figcaption class="block-quote__author"><span class="block-quote__name">Igor Nazarov</span><span class="block-quote__subline">pattern maker</span></figcaption></figure>
      <p>${PARAGRAPH.repeat(2)}</p></article></body></html>`;
    const [stock, lean] = await both(markup);
    expect(byline(stock)).toContain('Igor Nazarov');
    expect(byline(lean) ?? '').not.toContain('Igor Nazarov');
    expect(text(lean)).toContain('The buyer never reads the whole size chart.');
    expect(text(lean)).toContain('Igor Nazarovpattern maker');
  });
});

import { describe, expect, it } from 'vitest';
import { runHtmlChain, type HtmlStage } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import { ARTICLE, documentOf, page, produced, stages, URL_ } from './html-chain-fixtures.js';

describe("runHtmlChain: forums' picture buttons", () => {
  it("removes each post's picture buttons of actions (quote, report, message, new topic) before the stages read the page, notes them, and keeps the avatar link", async () => {
    const button = (href: string, alt: string): string => `<a href="${href}"><img src="https://2img.net/i/fa/${alt.replace(/\W+/g, '_')}.png" alt="${alt}"></a>`;
    const post = (id: number, author: string, user: number): string => `<div class="post" id="p${id}"><ul class="profile-icons"><li>${button(`/post?p=${id}&mode=quote`, 'Reply with quote')}</li><li>${button(`/report?p=${id}`, 'Report')}</li></ul>`
      + `<p class="author">by <strong><a href="/u${user}">${author}</a></strong></p><div class="content"><p>${ARTICLE}</p></div>`
      + `<dl class="postprofile"><dt><a href="/u${user}"><img src="/avatars/${user}.jpg" alt="${author}"></a></dt><dd>${button(`/privmsg?mode=post&u=${user}`, 'Send private message')}</dd></dl></div>`;
    const topic: ParsedHtmlPage = {
      ...page,
      notes: [],
      document: documentOf(`<main><h1>Rescuing a 1970s rangefinder</h1><div class="topic-actions">${button('/post?f=5&mode=newtopic', 'Post new topic')}</div>${post(2911, 'Marnie_K', 87)}${post(2914, 'OldBellows', 3)}</main>`),
    };
    const seen: string[] = [];
    const reading: HtmlStage = async (document) => {
      seen.push(document.body?.innerHTML ?? '');
      return produced('cleaned-body', ARTICLE);
    };
    const result = await runHtmlChain(topic, URL_, { declared: { article: false, collection: false }, stages: { ...stages({ readability: produced('readability', ARTICLE) }), cleanedBody: reading } });
    expect(seen[0]).not.toMatch(/mode=quote|\/report\?|privmsg|mode=newtopic/);
    expect(seen[0]).not.toContain('<li></li>');
    expect(seen[0]).toContain('<a href="/u87"><img src="/avatars/87.jpg" alt="Marnie_K"></a>');
    expect(seen[0]).toContain('<a href="/u3">OldBellows</a>');
    expect(result.removalNotes).toContain('7 forum action buttons removed (a post\'s "Quote", "Report", "Send message", drawn as pictures)');
  });
});

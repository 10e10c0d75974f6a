import { describe, expect, it } from 'vitest';
import { both, PARAGRAPH } from './lean-readability-support.js';

const text = (article: unknown): string => (article as { textContent: string }).textContent;
const CARD = (href: string, title: string, sentence: string): string => `<a class="card block" href="${href}"><div><div data-component-part="card-icon"><svg></svg></div><h2 class="not-prose" data-component-part="card-title">${title}</h2>`
  + `<div class="prose" data-component-part="card-content"><p>${sentence}</p></div></div></a>`;

/** Session 40: Mintlify's "Related endpoints" cards, every word inside a link, went with Readability's cleaning as a cluster of links. */
describe('leanReadability: a group of cards that each link a title and a sentence', () => {
  it("keeps Mintlify's card group (a.card with an h2 title and a sentence) under its heading; a menu of bare links still goes", async () => {
    const page = (cards: string): string => `<!DOCTYPE html><html><head><title>Create a webhook</title></head><body><div id="content"><h1>Create a webhook</h1><p>${PARAGRAPH.repeat(6)}</p>`
      + `<h2 id="related-endpoints">Related endpoints</h2><div class="columns card-group grid">${cards}</div></div></body></html>`;
    const cards = CARD('/api/list', 'List webhooks', 'Page through every webhook in the workspace.') + CARD('/api/rotate', 'Rotate a signing secret', 'Issue a new secret while the old one keeps working for a day.')
      + CARD('/api/resend', 'Resend an event', 'Deliver a past event again to one webhook.');
    const [stock, lean] = await both(page(cards));
    expect(text(stock)).not.toContain('Page through every webhook');
    expect(text(lean)).toContain('Page through every webhook in the workspace.');
    expect(text(lean)).toContain('Rotate a signing secret');
    const [, menu] = await both(page('<a href="/a">Docs</a> <a href="/b">Blog</a> <a href="/c">Pricing</a> <a href="/d">Changelog</a>'));
    expect(text(menu)).not.toContain('Pricing');
  });
});

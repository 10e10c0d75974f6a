import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { holdsDescribedLinkCards } from '../../../../../../adapters/outbound/extract/html/region/described-link-cards.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
/** Mintlify's card: one link round an icon, an h2 title and a sentence. */
const CARD = (href: string, title: string, text: string, extra = ''): string => `<a class="card block group" href="${href}"><div data-component-part="card-content-container"><div data-component-part="card-icon"><svg></svg></div>`
  + `<div><h2 class="not-prose font-semibold" data-component-part="card-title">${title}</h2>${extra}<div class="prose" data-component-part="card-content"><span data-as="p">${text}</span></div></div></div></a>`;
const CARDS = CARD('/api-reference/webhooks/list', 'List webhooks', 'Page through every webhook in the workspace.') + CARD('/api-reference/events/resend', 'Resend an event', 'Deliver a past event again to one webhook.');

describe('holdsDescribedLinkCards', () => {
  it("is true of Mintlify's card group (div.card-group of a.card, each a title and a sentence) and of one of its cards beside another", () => {
    const body = bodyOf(`<div class="columns card-group">${CARDS}</div>`);
    const group = body.firstElementChild as Element;
    expect(holdsDescribedLinkCards(group)).toBe(true);
    expect(holdsDescribedLinkCards(group.firstElementChild as Element)).toBe(true);
  });

  it('is false of a menu of links, of teasers that show a picture or a date, of cards whose text is only a title, of one card alone, and of a block with words beside its cards', () => {
    const menu = bodyOf('<div><a href="/a">Docs</a><a href="/b">Blog</a><a href="/c">Pricing</a></div>').firstElementChild as Element;
    const pictured = bodyOf(`<div>${CARD('/s/1', 'Storm closes bridge', 'The council says repairs take a month.', '<img src="/1.jpg" alt="">')}${CARD('/s/2', 'Ferry back on', 'Crossings resume on Monday morning.', '<img src="/2.jpg" alt="">')}</div>`).firstElementChild as Element;
    const dated = bodyOf(`<div>${CARD('/s/1', 'Storm closes bridge', 'The council says repairs take a month.', '<time datetime="2025-01-02">2 Jan</time>')}${CARD('/s/2', 'Ferry back on', 'Crossings resume on Monday morning.')}</div>`).firstElementChild as Element;
    const titles = bodyOf(`<div>${CARD('/a', 'List webhooks', '')}${CARD('/b', 'Resend an event', 'Again.')}</div>`).firstElementChild as Element;
    const alone = bodyOf(`<div><p>Read on.</p>${CARD('/a', 'List webhooks', 'Page through every webhook in the workspace.')}</div>`).firstElementChild?.lastElementChild as Element;
    const besides = bodyOf(`<div><p>These endpoints also take an idempotency key, which we recommend.</p>${CARDS}</div>`).firstElementChild as Element;
    for (const element of [menu, pictured, dated, titles, alone, besides]) expect(holdsDescribedLinkCards(element)).toBe(false);
  });
});

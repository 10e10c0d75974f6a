import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { linkOverlaidTitles, spokenOnly } from '../../../../../../adapters/outbound/extract/html/region/overlay-links.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const emptyLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a')).filter((link) => link.firstElementChild === null && (link.textContent ?? '').trim() === '');

describe('linkOverlaidTitles', () => {
  it("puts an empty overlay link's target on the card's headline that its aria-label says, apart from the kicker (the Guardian's fronts)", () => {
    const body = bodyOf('<li><div class="card"><a href="/env/uk-miss-2030" aria-label="UK on course to miss 2030 target"></a><div><h3><div><span>Climate crisis</span></div><span class="show-underline">UK on course to miss 2030 target</span></h3><p>Trail.</p></div></div></li>');
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(1);
    expect(body.querySelector('h3 span.show-underline a[href="/env/uk-miss-2030"]')?.textContent).toBe('UK on course to miss 2030 target');
    expect(body.querySelectorAll('a')).toHaveLength(1);
  });

  it("puts it on the element its aria-labelledby names (Airbnb's listing title), and leaves a link with no title to find, or a title with a link of its own", () => {
    const body = bodyOf('<div class="card"><a aria-hidden="true" tabindex="-1" aria-labelledby="title_51" href="/rooms/51"></a><div id="title_51" data-testid="listing-card-title">Cabin in Big Bear Lake</div></div>');
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(1);
    expect(body.querySelector('#title_51 a')?.getAttribute('href')).toBe('/rooms/51');
    const none = bodyOf('<div><a href="/x" aria-label="Somewhere else"></a><h3>Another title</h3></div><div><a href="/y" aria-label="Linked title"></a><h3><a href="/z">Linked title</a></h3></div>');
    expect(linkOverlaidTitles(emptyLinks(none))).toBe(0);
  });
  it("leaves a logo link in the site's header or a menu, and looks for a card's title no higher than the page's body (Houzz's logo labelled with the site's name)", () => {
    const body = bodyOf('<header><div><a class="logo" href="https://www.houzz.co.uk/" aria-label="Houzz"></a></div></header>'
      + '<main><h2 id="seo">Find a builder in London on Houzz</h2><p>Text.</p></main>');
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(0);
    expect(body.querySelector('h2 a')).toBeNull();
    const shallow = bodyOf('<a href="/home" aria-label="Houzz"></a><h2>Find a builder in London on Houzz</h2>');
    expect(linkOverlaidTitles(emptyLinks(shallow))).toBe(0);
  });
  it("puts a card link that speaks only to screen readers on the heading that says the same (Hotels.com's uitk-card-link), and leaves a link with shown text", () => {
    const body = bodyOf('<div class="card"><h3>The Magnolia Courtyard Hotel</h3><p>French Quarter</p><a class="uitk-card-link" href="/ho2294871/"><span class="is-visually-hidden">The Magnolia Courtyard Hotel</span></a></div>'
      + '<div class="card"><h3>Canal Street Grand</h3><a href="/ho1/"><span class="is-visually-hidden">Canal Street Grand</span> details</a></div>');
    const links = Array.from(body.querySelectorAll('a')).filter((link) => spokenOnly(link) !== '');
    expect(links).toHaveLength(1);
    expect(linkOverlaidTitles(links)).toBe(1);
    expect(body.querySelector('h3 a')?.getAttribute('href')).toBe('/ho2294871/');
    expect(body.querySelectorAll('a')).toHaveLength(2);
  });
  it("reads a label that says more before the card's title (Hugo PaperMod's \"post link to …\"), for a title of three words or more", () => {
    const body = bodyOf('<article class="post-entry"><header><h2 class="entry-hint-parent">Borrowing Across Await Points</h2></header><a class="entry-link" aria-label="post link to Borrowing Across Await Points" href="/posts/borrowing/"></a></article>'
      + '<article><h2>Notes</h2><a aria-label="post link to Notes" href="/posts/notes/"></a></article>');
    expect(linkOverlaidTitles(emptyLinks(body))).toBe(1);
    expect(body.querySelector('h2 a')?.getAttribute('href')).toBe('/posts/borrowing/');
  });
});

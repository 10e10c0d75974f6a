import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writePanelTitles } from '../../../../../../adapters/outbound/extract/html/region/panel-title-links.js';

/** Session 38: tabs' links that their panels are labelled by, set as titles between the panels (Magento), become headings. */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const fragmentLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a[href^="#"]'));

const MAGENTO_TABS = '<div class="product data items">'
  + '<div class="data item title" id="tab-label-description"><a class="data switch" href="#description" id="tab-label-description-title">Overview</a></div>'
  + '<div class="data item content" aria-labelledby="tab-label-description-title" id="description"><p>Bright, punchy colour for every room.</p></div>'
  + '<div class="data item title" id="tab-label-additional"><a class="data switch" href="#additional" id="tab-label-additional-title">Specifications</a></div>'
  + '<div class="data item content" aria-labelledby="tab-label-additional-title" id="additional"><p>Brand: Hisense</p></div>'
  + '</div>';

describe('writePanelTitles', () => {
  it("writes Magento's tab link a.data.switch href=\"#description\" \"Overview\", in a div before the panel labelled by its id, as an h2 of text", () => {
    const body = bodyOf(MAGENTO_TABS);
    expect(writePanelTitles(fragmentLinks(body))).toBe(2);
    expect(Array.from(body.querySelectorAll('h2'), (heading) => heading.textContent)).toEqual(['Overview', 'Specifications']);
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelector('h2 + #description')).not.toBeNull();
    expect(body.querySelector('#tab-label-description-title')?.hasAttribute('href')).toBe(false);
  });

  it('writes the link as text but keeps its block a block when the block says more than the link or the panel does not follow it', () => {
    const body = bodyOf('<div id="more"><a href="#description" id="t1">Overview</a> and more words</div><div id="description" aria-labelledby="t1"><p>Text.</p></div>'
      + '<div id="apart"><a href="#specs" id="t2">Specifications</a></div><p>Between.</p><div id="specs" aria-labelledby="t2"><p>Brand: Hisense</p></div>');
    expect(writePanelTitles(fragmentLinks(body))).toBe(2);
    expect(body.querySelector('h2')).toBeNull();
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelector('div#more > span#t1')?.textContent).toBe('Overview');
    expect(body.querySelector('div#apart > span#t2')?.textContent).toBe('Specifications');
  });

  it('leaves a link into a panel that another element labels, and a link to a block no panel labels', () => {
    const body = bodyOf('<div><a href="#description" id="t1">Overview</a></div><div id="description" aria-labelledby="other-title"><p>Text.</p></div>'
      + '<div><a href="#specs" id="t2">Specifications</a></div><div id="specs"><p>Brand: Hisense</p></div>'
      + '<div><a href="#reviews" id="t3">Reviews</a></div><div id="reviews" aria-labelledby="t3"><p>None yet.</p></div>');
    expect(writePanelTitles(fragmentLinks(body))).toBe(1);
    expect(body.querySelector('a#t1')?.getAttribute('href')).toBe('#description');
    expect(body.querySelector('a#t2')?.getAttribute('href')).toBe('#specs');
    expect(body.querySelector('h2')?.textContent).toBe('Reviews');
  });
});

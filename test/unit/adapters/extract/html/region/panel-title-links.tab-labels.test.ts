import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writePanelTitles } from '../../../../../../adapters/outbound/extract/html/region/panel-title-links.js';

/**
 * Session 38: a panel labelled by the tab around a link, not by the link (Jarir's Magento tabs: `div.data.item.title
 * id="tab-label-description"` round `a.data.switch href="#description"`, which has no id), is named by that link too.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const fragmentLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a[href^="#"]'));

const JARIR_TABS = '<div class="product data items">'
  + '<div class="data item title" id="tab-label-description"><a class="data switch" href="#description">Overview</a></div>'
  + '<div class="data item content" id="description" aria-labelledby="tab-label-description"><p>The IdeaPad Slim 5 pairs a slim aluminium chassis.</p></div>'
  + '<div class="data item title" id="tab-label-reviews"><a class="data switch" href="#reviews">Reviews <span class="counter">23</span></a></div>'
  + '<div class="data item content" id="reviews" aria-labelledby="tab-label-reviews"><p>Great screen for the price.</p></div>'
  + '</div>';

describe('writePanelTitles: a panel labelled by the tab round the link', () => {
  it("writes Jarir's a.data.switch without an id, in the div#tab-label-description the panel's aria-labelledby names, as an h2 of text", () => {
    const body = bodyOf(JARIR_TABS);
    expect(writePanelTitles(fragmentLinks(body))).toBe(2);
    expect(Array.from(body.querySelectorAll('h2'), (heading) => (heading.textContent ?? '').replace(/\s+/g, ' '))).toEqual(['Overview', 'Reviews 23']);
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelector('h2#tab-label-description + #description')).not.toBeNull();
  });

  it('names the panel by the tab only where the tab says the link\'s words alone: a tab saying more keeps its link', () => {
    const body = bodyOf('<div id="tab-a"><a href="#overview">Overview</a></div><div id="overview" aria-labelledby="tab-a"><p>Text.</p></div>'
      + '<div id="tab-b"><a href="#specs">Specifications</a> (updated)</div><div id="specs" aria-labelledby="tab-b"><p>RAM: 16GB</p></div>'
      + '<div id="tab-c"><a href="#notes">Notes</a></div><div id="notes"><p>None.</p></div>');
    expect(writePanelTitles(fragmentLinks(body))).toBe(1);
    expect(body.querySelector('h2#tab-a')?.textContent).toBe('Overview');
    expect(body.querySelector('a[href="#specs"]')?.textContent).toBe('Specifications');
    expect(body.querySelector('a[href="#notes"]')?.textContent).toBe('Notes');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { unlinkRatings } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

/**
 * Session 39: a link into the page's reviews that shows only their count (Bazaarvoice's rating summary:
 * `div.bv_avgRating_component_container` "4.3" then `a.bv_numReviews_text href="#reviews"` "(27)") is
 * written as text after the score before it; as a link it went as a menu and the score stood alone.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const fragmentLinks = (body: Element): Element[] => Array.from(body.querySelectorAll('a[href^="#"]'));

describe('unlinkRatings: a count of reviews linked beside its score', () => {
  it('writes Bazaarvoice\'s "(27)" link to #reviews as text on the score\'s line, and a count with its word after a stated rating', () => {
    const body = bodyOf('<div id="bv" class="bv_main_container"><div class="bv_stars_component_container" aria-hidden="true">★★★★☆</div>'
      + '<div class="bv_avgRating_component_container">4.3</div> <a class="bv_numReviews_text" href="#reviews">(27)</a></div>'
      + '<div id="stated"><span>Rated 4.3 out of 5</span><a href="#product-reviews">4 Reviews</a></div>');
    unlinkRatings(fragmentLinks(body));
    expect(body.querySelector('a')).toBeNull();
    expect(text(body.querySelector('.bv_avgRating_component_container'))).toBe('4.3 (27)');
    expect(body.querySelector('.bv_avgRating_component_container > span.bv_numReviews_text')?.hasAttribute('href')).toBe(false);
    expect(text(body.querySelector('#stated > span'))).toBe('Rated 4.3 out of 5 4 Reviews');
  });

  it('leaves a count linked where no score stands right before it, where the link goes elsewhere, and beside a score hidden from readers', () => {
    const body = bodyOf('<div><span>Reviews</span><a id="a" href="#reviews">(27)</a></div>'
      + '<div><span>4.3</span><a id="b" href="#specs">(27)</a></div>'
      + '<div><span>4.3</span> and <a id="c" href="#reviews">(27)</a></div>'
      + '<div><span aria-hidden="true">4.3</span><a id="d" href="#reviews">(27)</a></div>');
    unlinkRatings(fragmentLinks(body));
    for (const id of ['a', 'b', 'c', 'd']) expect(body.querySelector(`a#${id}`)).not.toBeNull();
  });
});

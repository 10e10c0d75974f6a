import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, unlinkRatings, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));

describe('writeRatingLabels: the score and count shown beside drawn stars', () => {
  it("says the rating once: the stars' label, not also the score and count beside them that it states (bol.com's \"4,3 (128 reviews)\")", () => {
    const body = bodyOf('<a href="#reviews"><div class="star-rating" role="img" aria-label="Gemiddeld 4.3 van de 5 sterren uit 128 reviews"><span style="width: 86%"></span></div>'
      + '<div data-test="rating-suffix">4,3 (128 reviews)</div></a>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('Gemiddeld 4.3 van de 5 sterren uit 128 reviews');
  });

  it('keeps a score before the stars that the label does not state, a count whose digits are only the score\'s, a count linked to the reviews, and a sentence', () => {
    const body = bodyOf('<span>4.6</span><div role="img" aria-label="4.5 out of 5 stars"></div><span>(12)</span>'
      + '<p><i class="rating" role="img" aria-label="rated 4.6 out of 5"></i><span>(46)</span></p>'
      + '<p><div role="img" aria-label="Rated 4 out of 5 stars"></div><a href="#reviews">(31)</a></p>'
      + '<p><div role="img" aria-label="4 out of 5 stars"></div><span>4 of 5 guests loved the breakfast</span></p>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('4.6 4.5 out of 5 stars (12) rated 4.6 out of 5 (46) Rated 4 out of 5 stars (31) 4 out of 5 stars 4 of 5 guests loved the breakfast');
  });
});

describe('writeRatingLabels: a short text whose figures the label all states', () => {
  it("writes the label in place of the score and count it says in other words (Allegro's \"4,78 214 ocen i 61 recenzji\"), which then is no link", () => {
    const body = bodyOf('<div><a href="#productReviews" aria-label="Ocena produktu 4,78 na 5, 214 ocen i 61 recenzji"><span>4,78</span> <span aria-hidden="true"><i class="star"></i></span> <span>214 ocen i 61 recenzji</span></a></div>');
    writeRatingLabels(labelled(body));
    unlinkRatings(Array.from(body.querySelectorAll('a[href^="#"]')));
    expect(text(body)).toBe('Ocena produktu 4,78 na 5, 214 ocen i 61 recenzji');
    expect(body.querySelector('a')).toBeNull();
  });

  it('keeps a text that shows a figure the label does not state, a score with its count in brackets, or a longer sentence', () => {
    const body = bodyOf('<a href="#r" aria-label="Rated 4.5 out of 5 stars"><span>4.5</span> <span>See all 12 reviews</span></a> '
      + '<a href="#opinie" aria-label="Ocena 4.6 na 5, 38 opinii"><span>4.6</span> <span>(38 opinii)</span></a> '
      + '<div aria-label="4 out of 5 stars">The 4 rooms we tried on the 5th floor were quiet, clean and larger than the photos suggested, and breakfast was good</div>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('4.5 See all 12 reviews 4.6 (38 opinii) The 4 rooms we tried on the 5th floor were quiet, clean and larger than the photos suggested, and breakfast was good');
  });
});

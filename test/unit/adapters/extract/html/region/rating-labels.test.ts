import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, unlinkRatings, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));

describe('rating labels', () => {
  it('reads a score out of a scale or a number of stars, said to be a rating, as a rating label', () => {
    for (const label of ['4 out of 5 stars', '4.5 of 5 bubbles', 'Rated 4.7 out of 5', 'Rating: 9/10', '5 stars']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['Slide 4 of 5', 'Page 2', '3 items in cart', 'Close', 'Stars of the week: the 5 best songs of 2024 and what the critics said about each of them']) expect(isRatingLabel(label)).toBe(false);
  });

  it("writes a rating the page states only in an aria-label (Coursera's stars, Home Depot's rating link of a review count) as text; an element that says words keeps them", () => {
    const body = bodyOf('<div role="img" aria-label="4 out of 5 stars"><svg></svg></div><a href="#reviews" aria-label="4.7 out of 5 stars, 38291 reviews"><span style="width: 94%"></span><span>(38,291)</span></a><span aria-label="Rated 5 out of 5 stars">Excellent</span>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('4 out of 5 stars 4.7 out of 5 stars, 38291 reviews Excellent');
  });
  it("writes a rating that links to the page's own reviews below as text, not a link (Bazaarvoice's summary beside a product's title)", () => {
    const body = bodyOf('<div class="pdp-hero__rating"><a href="#pdp-reviews" class="pdp-rating-summary" aria-label="4.5 out of 5 stars. Read 642 reviews"><span aria-hidden="true">★★★★½</span> <span>(642)</span></a></div>');
    writeRatingLabels(Array.from(body.querySelectorAll('[aria-label]')));
    unlinkRatings(Array.from(body.querySelectorAll('a[href^="#"]')));
    expect(body.querySelector('a')).toBeNull();
    expect(body.querySelector('span.pdp-rating-summary')?.textContent?.trim()).toBe('4.5 out of 5 stars. Read 642 reviews');
    expect(body.querySelector('span.pdp-rating-summary')?.hasAttribute('href')).toBe(false);
  });
  it('reads ratings labelled in German, French, Spanish, Italian or Dutch, and still no other score', () => {
    for (const label of ['4,4 von 5 Sternen', 'Note : 4,2 sur 5 étoiles', 'Calificación 4.6 de 5. 1287 opiniones.', '5 stelle su 5', '4,5 van 5 sterren']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['Page 2 de 10', 'Kapitel 3 von 12', 'Chapter 3 of 12']) expect(isRatingLabel(label)).toBe(false);
  });

  it("writes as text a link into the page whose words state a rating (Argos's hidden score, Currys' labelled stars), and leaves other links", () => {
    const body = bodyOf('<a id="a" href="#reviews"><span class="visually-hidden">4.7 out of 5 stars</span> (<span>6,218</span>)</a>'
      + '<a id="b" href="#pdp-reviews"><span class="rating-stars" aria-label="Rated 4.6 out of 5 stars"><i></i></span><span>(873)</span></a><a id="c" href="#specs">Specifications</a><a id="d" href="/reviews">4.7 out of 5 stars</a>');
    writeRatingLabels(Array.from(body.querySelectorAll('[aria-label]')));
    unlinkRatings(Array.from(body.querySelectorAll('a[href^="#"]')));
    expect(body.querySelector('span#a')?.textContent).toBe('4.7 out of 5 stars (6,218)');
    expect(body.querySelector('span#b')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Rated 4.6 out of 5 stars (873)');
    expect(body.querySelector('a#c')).not.toBeNull();
    expect(body.querySelector('a#d')).not.toBeNull();
  });
});

describe('rating labels over words the label says too', () => {
  it("writes the label over a count in words it holds (Sweetwater's \"18 Reviews\" under \"4.9 out of 5 stars, 18 reviews\"), not over other words", () => {
    const body = bodyOf('<a id="a" class="rating rating--link" href="#product-reviews" aria-label="4.9 out of 5 stars, 18 reviews"><span class="rating__stars" style="--rating:4.9"></span><span class="rating__count">18 Reviews</span></a>'
      + '<span id="b" aria-label="Rated 4 out of 5 stars">Very good value</span>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('#a') as Element)).toBe('4.9 out of 5 stars, 18 reviews');
    expect(text(body.querySelector('#b') as Element)).toBe('Very good value');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

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
});

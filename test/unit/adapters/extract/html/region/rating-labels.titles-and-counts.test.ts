import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { emptyFindings, noteElement } from '../../../../../../adapters/outbound/extract/html/before-stage-walk.js';
import { isRatingLabel, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

/**
 * Session 36: a rating a `<div>` or `<span>` states only in its `title` (Backloggd's `div.star-ratings-static`
 * over five drawn stars) is written as that title; a count beside the stars that the label does not state
 * (Bauhaus' "(112)" under "Bewertung: 4,5 von 5 Sternen") is kept after the label; Swedish "Betyg" says a rating.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const notedRatings = (body: Element): Element[] => {
  const findings = emptyFindings();
  for (const element of Array.from(body.querySelectorAll('*'))) noteElement(element, findings, false);
  return findings.ratings;
};
const STARS = '<span>★</span><span>★</span><span>★</span><span>★</span><span>★</span>';

describe('rating labels stated by a title', () => {
  it("writes a <div> whose title states the rating (Backloggd's \"3 stars\" over five drawn stars) as its title, the stars gone", () => {
    const body = bodyOf(`<div id="a" class="star-ratings-static" title="3 stars"><div class="stars-top" style="width:60%">${STARS}</div></div>`
      + `<span id="b" class="score" title="Rated 4.5 out of 5">${STARS}</span>`);
    const ratings = notedRatings(body);
    expect(ratings.map((element) => element.id)).toEqual(['a', 'b']);
    writeRatingLabels(ratings);
    expect(text(body.querySelector('#a') as Element)).toBe('3 stars');
    expect(text(body.querySelector('#b') as Element)).toBe('Rated 4.5 out of 5');
    expect(text(body)).not.toContain('★');
  });

  it("leaves a title over stars an aria-label states already (Discogs' \"Rated 5 out of 5\" round \"5 out of 5 stars\"), and a title that states no rating", () => {
    const body = bodyOf(`<div id="titled" title="4 stars">${STARS}</div><span id="outer" title="Rated 5 out of 5"><span id="inner" role="img" aria-label="5 out of 5 stars"></span></span><div id="close" title="Close">×</div>`);
    const ratings = notedRatings(body);
    expect(ratings.map((element) => element.id)).toEqual(['titled', 'inner']);
    writeRatingLabels(ratings);
    expect(text(body)).toBe('4 stars 5 out of 5 stars ×');
  });
});

describe('rating labels over a count they do not state', () => {
  it("keeps a review count the label does not say after the label (Bauhaus' \"(112)\", Leroy Merlin's \"(1 045)\")", () => {
    const body = bodyOf('<div id="de" aria-label="Bewertung: 4,5 von 5 Sternen"><span class="stars stars--45"></span><span class="rating-count">(112)</span></div>'
      + '<div id="fr" role="img" aria-label="Note de 4.6 sur 5"><span class="mc-stars-result__count">(1 045)</span></div>');
    writeRatingLabels(Array.from(body.querySelectorAll('[aria-label]')));
    expect(text(body.querySelector('#de') as Element)).toBe('Bewertung: 4,5 von 5 Sternen (112)');
    expect(text(body.querySelector('#fr') as Element)).toBe('Note de 4.6 sur 5 (1 045)');
  });

  it('compares the figures digits only: a count the label states however grouped ("38291" for "(38,291)") is said once', () => {
    const body = bodyOf('<a id="said" href="#reviews" aria-label="4.7 out of 5 stars, 38291 reviews"><span style="width: 94%"></span><span>(38,291)</span></a>'
      + '<div id="unsaid" aria-label="4,5 von 5 Sternen"><span>(1.204)</span></div>');
    writeRatingLabels(Array.from(body.querySelectorAll('[aria-label]')));
    expect(text(body.querySelector('#said') as Element)).toBe('4.7 out of 5 stars, 38291 reviews');
    expect(text(body.querySelector('#unsaid') as Element)).toBe('4,5 von 5 Sternen (1.204)');
  });
});

describe('rating labels in Swedish', () => {
  it('reads Jula\'s "Betyg 4.5 av 5, 62 recensioner" as a rating label, and still no picture or page count', () => {
    for (const label of ['Betyg 4.5 av 5, 62 recensioner', 'Betyg: 4 av 5', 'Betyg 3,9/5']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['Bild 2 av 5', 'Sida 2 av 10']) expect(isRatingLabel(label)).toBe(false);
  });

  it('writes a Swedish score stated only in an aria-label as text', () => {
    const body = bodyOf('<div class="rating"><span class="stars" role="img" aria-label="Betyg 4,2 av 5"><span class="stars__fill" style="width:84%"></span></span></div>');
    writeRatingLabels(notedRatings(body));
    expect(text(body)).toBe('Betyg 4,2 av 5');
  });
});

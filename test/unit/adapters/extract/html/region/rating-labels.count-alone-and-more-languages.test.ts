import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

/**
 * Session 37: stars stated in an aria-label over a count and its word alone (Kelkoo's "(1,206 reviews)" under
 * "Rated 4.5 out of 5") are written as the label with the count; ratings labelled in Czech (Mall.cz's
 * "Hodnocení 5 z 5"), Portuguese ("estrelas") and Russian ("из", "звезд") are ratings.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));

describe('rating labels over a count and its word alone', () => {
  it("writes Kelkoo's stars over \"(1,206 reviews)\" as \"Rated 4.5 out of 5 (1,206 reviews)\"", () => {
    const body = bodyOf('<div class="Rating_rating__Gm2kq" aria-label="Rated 4.5 out of 5"><span class="Rating_stars__qT8x1" style="width:90%"></span><span class="Rating_count__aM4hN">(1,206 reviews)</span></div>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('Rated 4.5 out of 5 (1,206 reviews)');
  });

  it('writes a German count with its word ("318 Bewertungen") after the label, and leaves a sentence with a count as it is', () => {
    const body = bodyOf('<div id="count" aria-label="4,4 von 5 Sternen"><span class="stars"></span><span>318 Bewertungen</span></div>'
      + '<div id="sentence" aria-label="4,4 von 5 Sternen"><span class="stars"></span><a href="#reviews">Alle 318 Bewertungen lesen</a></div>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('#count') as Element)).toBe('4,4 von 5 Sternen 318 Bewertungen');
    expect(text(body.querySelector('#sentence') as Element)).toBe('Alle 318 Bewertungen lesen');
  });
});

describe('rating labels in Czech, Portuguese and Russian', () => {
  it('reads "Hodnocení 5 z 5", "estrelas" and "4 из 5 звезд" as ratings, and still no page or picture count in those languages', () => {
    for (const label of ['Hodnocení 5 z 5', 'Hodnocení 4,6 z 5', '4,5 hvězdičky', 'Avaliação 4.7 de 5 estrelas', '4,5 estrelas', 'Рейтинг 4,5 из 5', '4 из 5 звезд', 'Оценка 5 из 5']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['Strana 2 z 10', 'Obrázek 3 z 8', 'Foto 2 de 5', 'Страница 2 из 10', 'Фото 3 из 8']) expect(isRatingLabel(label)).toBe(false);
  });

  it("writes Mall.cz's review stars stated only as \"Hodnocení 5 z 5\" as text, and its link's stars over \"3 hodnocení\" with that count", () => {
    const body = bodyOf('<a id="summary" href="#hodnoceni" class="rating" aria-label="Hodnocení 4,6 z 5"><span class="rating__stars" style="width:92%"></span><span class="rating__count">3 hodnocení</span></a>'
      + '<div class="review__head"><strong>Markéta S.</strong> <span class="rating rating--small" aria-label="Hodnocení 5 z 5"><span class="rating__stars" style="width:100%"></span></span></div>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('#summary') as Element)).toBe('Hodnocení 4,6 z 5 3 hodnocení');
    expect(text(body.querySelector('.review__head') as Element)).toBe('Markéta S. Hodnocení 5 z 5');
  });

  it('writes Portuguese and Russian stars stated only in an aria-label as text', () => {
    const body = bodyOf('<span id="pt" role="img" aria-label="Avaliação 4.7 de 5 estrelas"><svg aria-hidden="true"></svg></span><div id="ru" class="rating" aria-label="Рейтинг 4,5 из 5"><i class="star"></i></div>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('#pt') as Element)).toBe('Avaliação 4.7 de 5 estrelas');
    expect(text(body.querySelector('#ru') as Element)).toBe('Рейтинг 4,5 из 5');
  });
});

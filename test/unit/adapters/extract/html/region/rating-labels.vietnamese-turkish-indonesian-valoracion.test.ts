import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

/**
 * Session 38: stars labelled in Vietnamese (Sendo's `aria-label="5 sao"`), Turkish ("4 yıldız"), Indonesian
 * ("5 bintang") and Spanish with the word "valoración" (Casa del Libro's "Valoración 5 de 5") are ratings.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));

describe('rating labels in Vietnamese, Turkish and Indonesian, and Spanish "valoración"', () => {
  it.each(['5 sao', '4.8 sao', '4 yıldız', '4,5 yıldız', '5 bintang', '4.9 bintang', 'Valoración 5 de 5', 'Valoración 4.3 de 5', 'Puntuación 4 de 5'])('reads %j as a rating', (label) => {
    expect(isRatingLabel(label)).toBe(true);
  });

  it('reads the star words as whole words after a figure, and no count of reviews, a duration or a figure alone in those languages', () => {
    expect(isRatingLabel('5 sao')).toBe(true);
    for (const label of ['356 đánh giá', 'Sao chép liên kết', '5 saat önce', '120 değerlendirme', '5 bintangnya', '2 ulasan', 'Valoración de los lectores', 'Página 2 de 5']) {
      expect(isRatingLabel(label)).toBe(false);
    }
  });

  it("writes Sendo's review stars stated only in an empty div's aria-label \"5 sao\" as text before the review's variant", () => {
    const body = bodyOf('<li class="d7ed-review"><div class="d7ed-name">Nguyễn Thu Hà</div><div class="d7ed-stars" aria-label="5 sao"></div><div class="d7ed-variant">Phân loại: Xanh rêu, L</div></li>'
      + '<div id="es"><div class="v-rating v-rating--readonly" aria-label="Valoración 4 de 5"></div><span>Jorge R.</span></div>'
      + '<div id="tr"><span class="stars" aria-label="4 yıldız"></span> Çok memnun kaldım</div>');
    writeRatingLabels(labelled(body));
    expect(text(body.querySelector('.d7ed-review') as Element)).toBe('Nguyễn Thu Hà 5 sao Phân loại: Xanh rêu, L');
    expect(text(body.querySelector('#es') as Element)).toBe('Valoración 4 de 5 Jorge R.');
    expect(text(body.querySelector('#tr') as Element)).toBe('4 yıldız Çok memnun kaldım');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isRatingLabel, writeRatingLabels } from '../../../../../../adapters/outbound/extract/html/region/rating-labels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const text = (element: Element): string => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const labelled = (body: Element): Element[] => Array.from(body.querySelectorAll('[aria-label]')).filter((element) => isRatingLabel(element.getAttribute('aria-label') ?? ''));

describe('rating labels in the Nordic languages and Polish', () => {
  it('reads Elkjøp\'s "5 av 5 stjerner", Swedish stars and Polish "gwiazdek" as rating labels, and still no page or chapter count', () => {
    for (const label of ['5 av 5 stjerner', 'Vurdert 4,6 av 5 stjerner', '4 stjerner', '4,5 av 5 stjärnor', 'Ocena 4,5 na 5', '4,5 na 5 gwiazdek', '5 gwiazdek']) expect(isRatingLabel(label)).toBe(true);
    for (const label of ['Vis bilde 2 av 5', 'Side 2 av 10', 'Strona 2 na 10', 'Kapittel 3 av 12', '0 varer i handlekurven']) expect(isRatingLabel(label)).toBe(false);
  });

  it('writes a star bar Elkjøp states only in its aria-label ("Vurdert 4,6 av 5 stjerner") as text', () => {
    const body = bodyOf('<div class="pdp-rating"><span class="stars" role="img" aria-label="Vurdert 4,6 av 5 stjerner"><span class="stars__fill" style="width:92%"></span></span> <a href="#reviews">(38)</a></div><button aria-label="Vis bilde 2 av 5"><img src="/b.jpg" alt=""></button>');
    writeRatingLabels(labelled(body));
    expect(text(body)).toBe('Vurdert 4,6 av 5 stjerner (38)');
  });
});

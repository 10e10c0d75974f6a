import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeSelectPickers } from '../../../../../../adapters/outbound/extract/html/region/select-pickers.js';
import { namesSortOrder } from '../../../../../../adapters/outbound/extract/html/region/sort-labels.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

/**
 * Session 39: Heureka's offers are sorted by a drop-down labelled "Řadit podle" (Czech, "Sort by"), which was
 * written as the product's options ("Řadit podle; options: Doporučujeme, Nejlevnější, …"): only English sort labels were known.
 */
describe('writeSelectPickers: a sorting drop-down labelled in another language', () => {
  it("leaves Heureka's \"Řadit podle\" drop-down as it is", () => {
    const body = bodyOf('<div class="c-offers-filter"><label class="c-select-label" for="offers-sort">Řadit podle</label>'
      + '<select id="offers-sort"><option selected>Doporučujeme</option><option>Nejlevnější</option><option>Nejlépe hodnocené obchody</option></select></div>');
    expect(writeSelectPickers(body)).toBe(0);
    expect(body.querySelector('select')).not.toBeNull();
  });

  it.each(['Sort by', 'Sortieren nach', 'Trier par', 'Ordenar por', 'Ordina per', 'Sorteer op', 'Sortuj według', 'Řadit podle', 'Sortera efter', 'Сортировка', 'Sắp xếp theo', 'Urutkan', '並び替え', '排序', '정렬'])('reads %j as a sort order', (label) => {
    expect(namesSortOrder(label)).toBe(true);
  });

  it('reads no sort order in a variant\'s name that only holds the letters ("Sortiment", "Size", "Colour")', () => {
    for (const label of ['Sortiment', 'Size', 'Colour', 'Farbe', 'Barva']) expect(namesSortOrder(label)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { labelsBrand } from '../../../../../domain/page/metadata/brand-label.js';
import { bylineName } from '../../../../../domain/page/metadata/page-author.js';

/**
 * Session 39: a product's brand set where a byline would be (Tiki's `span.brand-and-author` "Thương hiệu: Kamora",
 * Amazon's "Brand: Anker") names the product's maker, not who wrote the page.
 */
describe('labelsBrand and bylineName: a brand\'s label', () => {
  it.each([
    'Thương hiệu: Kamora',
    'Brand: Anker',
    'Marke: Bosch',
    'Marque : Seb',
    'Marca: Tramontina',
    'Značka: Philips',
    'Бренд: LARNEA',
    'Manufacturer: Acme Ltd',
    'ブランド：無印良品',
    '品牌: 美的',
  ])('reads %j as a brand\'s label, and no name from it', (text) => {
    expect(labelsBrand(text)).toBe(true);
    expect(bylineName(text)).toBeUndefined();
  });

  it('reads a Vietnamese label written decomposed (a letter and its marks apart) as one', () => {
    expect(labelsBrand('Thương hiệu: Kamora'.normalize('NFD'))).toBe(true);
  });

  it('still reads names, one that begins with a brand word among them, and a brand word with no colon after it', () => {
    expect(bylineName('By Jane Doe')).toBe('Jane Doe');
    expect(bylineName('Brandon Lee')).toBe('Brandon Lee');
    expect(bylineName('Marca Rossi')).toBe('Marca Rossi');
    expect(labelsBrand('Tác giả: Nguyễn Nhật Ánh')).toBe(false);
  });
});

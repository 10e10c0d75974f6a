/**
 * A label naming a product's brand or maker, in the common shop languages, with its colon: "Brand:", "Marke:",
 * "Marque:", "Marca:", "Merk:", "Marka:", "Značka:", "Märke:", "Merkki:", "Márka:", "Бренд:", "Thương hiệu:",
 * "Merek:", "ブランド:", "品牌:", "브랜드:", and "Manufacturer:" with its translations.
 */
const BRAND_LABEL = new RegExp(
  String.raw`^\s*(?:`
  + [
    'brand', 'manufacturer', 'maker', 'marke', 'hersteller', 'marque', 'fabricant', 'marca', 'fabricante', 'produttore', 'merk', 'fabrikant',
    'marka', 'producent', 'producător', 'marcă', 'značka', 'výrobce', 'výrobca', 'märke', 'varumärke', 'tillverkare', 'mærke', 'merke', 'produsent',
    'merkki', 'valmistaja', 'márka', 'gyártó', 'üretici', 'μάρκα', 'κατασκευαστής', 'бренд', 'марка', 'торговая марка', 'производитель', 'виробник',
    'thương hiệu', 'nhà sản xuất', 'merek', 'jenama', 'แบรนด์', 'ยี่ห้อ', 'ブランド', 'メーカー', '品牌', '制造商', '製造商', '브랜드', '제조사', 'מותג', 'יצרן',
  ].join('|')
  + String.raw`)\s*[:：]`,
  'iu',
);

/**
 * Whether `text` is a labelled value whose label names a brand or maker ("Thương hiệu: Kamora", Amazon's "Brand: Anker"):
 * a product's brand, set where a byline would be (Tiki's `span.brand-and-author`), not who wrote the page. Pure.
 */
export function labelsBrand(text: string): boolean {
  return BRAND_LABEL.test(text.normalize('NFC'));
}

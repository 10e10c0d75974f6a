import { describe, expect, it } from 'vitest';
import { extract } from './hand-checked-support.js';

/**
 * Pages read by session 38's helpers (invented text) for rules of commit f03f134: a run of fact rows, named label
 * and value by their class, among a block's other children is one list; a table of data cells named label and
 * value gets an empty header row (a one-row one is a name–value line).
 */

describe("a French grocery product page whose description block holds its paragraphs, then div.…__feature-group rows of …__feature-label and …__feature-values", () => {
  it('writes the feature rows after the description as one list ("- Marque: Bonne Terre", "- Origine: France"), not a paragraph each', async () => {
    const doc = await extract('french-grocery-product-description-fact-rows.html', 'https://www.auchan.fr/bonne-terre-confiture-extra-de-fraises/pr-C1458823');
    expect(doc.text).toContain('se dépose dans le bac jaune.\n\n- Marque: Bonne Terre\n- Dénomination légale de vente: Confiture extra de fraises\n- Origine: France\n- Poids net: 370 g\n- Conservation: A conserver');
    expect(doc.text).toContain('- Fabricant / Distributeur: Les Confitures du Verger, 47300 Villeneuve-sur-Lot, France\n\n## Ingrédients & composition');
    expect(doc.text).not.toMatch(/^Marque$/m);
    expect(doc.text).not.toMatch(/^Origine$/m);
    expect(doc.text).not.toMatch(/^France$/m);
  });
});

describe("an Indian grocery app's product page whose details block holds a heading div, two long descriptions, then rows of p.ProductAttributeName and div.ProductAttributeValue", () => {
  it('writes the short attribute rows as one list after the descriptions ("- Shelf Life: 9 months", "- Country Of Origin: India"), the descriptions staying paragraphs', async () => {
    const doc = await extract('indian-grocery-app-product-attribute-rows.html', 'https://blinkit.com/prn/harvest-gold-organic-toor-dal-arhar-dal/prid/482913');
    expect(doc.text).toContain('for a classic everyday dal.\n\n- Unit: 1 kg\n- Shelf Life: 9 months\n- Type: Toor Dal\n- Country Of Origin: India\n- FSSAI License: 10019022007741\n');
    expect(doc.text).toContain('\n- Seller: Kemexel Ecommerce Private Limited\n- Disclaimer: Every effort is made');
    expect(doc.text).toContain('Key Features\n\nUnpolished and naturally sun-dried after harvest.');
    expect(doc.text).not.toMatch(/^Shelf Life$/m);
    expect(doc.text).not.toMatch(/^9 months$/m);
  });
});

describe("a Swedish electronics shop's product page whose spec groups are tables of td.spec-table__name beside td.spec-table__value", () => {
  it('writes each group\'s table under an empty header row, its first spec a row of data ("| Skärmstorlek (tum) | 65 |")', async () => {
    const doc = await extract('swedish-electronics-product-named-spec-table-cells.html', 'https://www.elgiganten.se/product/tv-ljud-smarta-hem/tv-tillbehor/tv/samsung-65-qn85d-4k-neo-qled-smart-tv-2024/771234');
    expect(doc.text).toContain('**Bild**\n\n|  |  |\n| --- | --- |\n| Skärmstorlek (tum) | 65 |\n| Skärmstorlek (cm) | 163 |');
    expect(doc.text).toContain('**Ljud**\n\n|  |  |\n| --- | --- |\n| Uteffekt (RMS) | 40 W |\n');
    expect(doc.text).not.toContain('| Skärmstorlek (tum) | 65 |\n| --- | --- |');
    expect(doc.text).not.toContain('| HDMI-ingångar | 4 (HDMI 2.1) |\n| --- | --- |');
  });

  it('writes the one-row warranty table as "- Garanti: 2 år" under its group\'s title', async () => {
    const doc = await extract('swedish-electronics-product-named-spec-table-cells.html', 'https://www.elgiganten.se/product/tv-ljud-smarta-hem/tv-tillbehor/tv/samsung-65-qn85d-4k-neo-qled-smart-tv-2024/771234');
    expect(doc.text).toContain('| VESA-fäste | 400 x 300 |\n\n**Garanti**\n\n- Garanti: 2 år');
    expect(doc.text).not.toMatch(/^2 år$/m);
  });
});

describe("an Indian electronics shop's laptop page whose specifications are tables of td.pdp__tab-info__list__name beside …__list__value", () => {
  it('writes each specification table under an empty header row ("|  |  |\\n| --- | --- |\\n| Processor Brand | Intel |"), and the EMI table keeps its column headers', async () => {
    const doc = await extract('indian-electronics-product-named-spec-table-cells.html', 'https://www.reliancedigital.in/lenovo-ideapad-slim-5-14irh9-laptop-intel-core-i5-13420h-16-gb-512-gb-ssd-windows-11-home-ms-office-2021-35-56-cm-14-inch-/p/494351207');
    expect(doc.text).toContain('Processor\n\n|  |  |\n| --- | --- |\n| Processor Brand | Intel |\n| Processor Name | Core i5-13420H |');
    expect(doc.text).toContain('Warranty\n\n|  |  |\n| --- | --- |\n| Warranty | 1 Year Onsite Manufacturer Warranty |\n| Model Number | 83BF003BIN |');
    expect(doc.text).not.toContain('| Processor Brand | Intel |\n| --- | --- |');
    expect(doc.text).not.toContain('| RAM | 16 GB |\n| --- | --- |');
    expect(doc.text).toContain('| Tenure | Monthly Instalment | Interest | Total Cost |\n| --- | --- | --- | --- |\n| 3 Months |');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 35, batch 2: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 0131ff4:
 * a table whose rows' first cells are named as labels takes bold group headings and stays a table;
 * a div grid its classes name a table, of rows and cells, is written as a table.
 */

describe("price comparison's specifications: a table of td.spec-title / td.spec-data rows with a heading alone in a row per group (Tweakers)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('price-comparison-spec-table-labelled-cells.html', 'https://tweakers.net/pricewatch/1987654/lumora-proview-27q-zwart.html');
  });

  it('writes the specifications as one table, each group heading in bold in its own row above its facts', () => {
    // Session 39: the first group's heading is no header of the whole table; the table's header row is empty, every group heading a bold row.
    expect(doc.text).toContain('## Specificaties\n\n|  |  |\n| --- | --- |\n| **Algemene kenmerken** | |\n| Merk | [Lumora](https://tweakers.net/brand/4521/lumora/) |\n| Product | ProView 27Q Zwart |');
    expect(doc.text).toContain('| Releasedatum | februari 2024 |\n| **Beeldscherm** | |\n| Beeldschermdiagonaal | 27" |\n| Paneeltype | IPS |');
    expect(doc.text).toContain('| HDR | Nee |\n| **Aansluitingen** | |\n| Video-ingangen | 1x HDMI 2.0; 1x DisplayPort 1.4; 1x USB-C (DP Alt Mode) |');
    expect(doc.text).toContain('| **Ergonomie** | |\n| Hoogte verstelbaar | Ja |\n| Pivot | Ja |\n| VESA-montage | 100x100mm |\n| Gewicht | 6,1kg |');
  });

  it('no longer reads the specifications as a layout table: no group heading as a heading, no label and value as paragraphs of their own', () => {
    expect(doc.text).not.toMatch(/^#+ (Algemene kenmerken|Beeldscherm|Aansluitingen|Ergonomie)$/m);
    expect(doc.text).not.toContain('Beeldschermdiagonaal\n\n27"');
    expect(doc.text).not.toContain('Video-ingangen\n\n- 1x HDMI 2.0');
  });
});

describe("grocery product's nutrition values: a grid of div rows and cells that only their classes name as a table (Asda's div.…nutrition-table-cntr)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('grocery-product-class-named-nutrition-grid.html', 'https://groceries.asda.com/product/fish-pate/asda-extra-special-smoked-mackerel-horseradish-pate/1000383217645');
  });

  it('writes the nutrition values as a table under their title, the row named header as its header, an empty cell kept in its column', () => {
    expect(doc.text).toContain('Nutritional Values\n\n| Typical Values | Per 100g | Per 28g serving | %RI\\* |\n| --- | --- | --- | --- |\n| Energy | 1414kJ / 342kcal | 396kJ / 96kcal | 5% |');
    expect(doc.text).toContain('| of which sugars | 2.2g | 0.6g | <1% |\n| Fibre | 0.4g | 0.1g |  |\n| Protein | 11.8g | 3.3g | 7% |');
    expect(doc.text).toContain('| Salt | 1.6g | 0.45g | 8% |\n\n\\*Reference intake of an average adult (8400kJ / 2000kcal). This pack contains 4 servings.');
  });

  it('no longer writes each value as a paragraph of its own', () => {
    expect(doc.text).not.toContain('Typical Values\n\nPer 100g');
    expect(doc.text).not.toContain('Fibre\n\n0.4g\n\n0.1g');
  });
});

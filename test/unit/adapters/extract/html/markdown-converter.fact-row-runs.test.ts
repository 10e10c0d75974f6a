import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** A div row of a label cell and a value cell, classes as given. */
const row = (label: string, value: string, classes: { row: string; label: string; value: string }): string =>
  `<div class="${classes.row}"><div class="${classes.label}">${label}</div><div class="${classes.value}">${value}</div></div>`;
const feature = { row: 'product-description__feature-group', label: 'product-description__feature-label', value: 'product-description__feature-values' };

describe.each(Object.entries(parsers))('createMarkdownConverter on %s: a run of fact rows among a block\'s other children', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes a run of three rows named label and values by their class, after a description's paragraphs, as one list set apart from the paragraphs (Auchan's div.…__feature-group)", async () => {
    const markdown = await convert(`<div class="product-description__content"><p>Une confiture de fraises cuite en chaudron.</p><p>Sans colorant.</p>${row('Marque', 'Bonne Terre', feature)}${row('Origine', 'France', feature)}${row('Poids net', '370 g', feature)}<p>Photos non contractuelles.</p></div>`);
    expect(markdown).toBe('Une confiture de fraises cuite en chaudron.\n\nSans colorant.\n\n- Marque: Bonne Terre\n- Origine: France\n- Poids net: 370 g\n\nPhotos non contractuelles.');
    expect(markdown).not.toMatch(/^Marque$/m);
  });

  it("takes a label its class names (…-name, …-key) or a value its class names (…-value) alone, under a heading div (Blinkit's product details)", async () => {
    const named = { row: 'attribute', label: 'attribute-name', value: 'tw-text-200' };
    expect(await convert(`<div class="details"><div class="heading">Product Details</div>${row('Unit', '1 kg', named)}${row('Shelf Life', '9 months', named)}${row('Country Of Origin', 'India', named)}</div>`))
      .toBe('Product Details\n\n- Unit: 1 kg\n- Shelf Life: 9 months\n- Country Of Origin: India');
    const key = { row: 'spec', label: 'spec-key', value: 'spec-text' };
    expect(await convert(`<div class="box"><p>Intro.</p>${row('Weight', '1.2 kg', key)}${row('Colour', 'Grey', key)}${row('Material', 'Steel', key)}</div>`)).toBe('Intro.\n\n- Weight: 1.2 kg\n- Colour: Grey\n- Material: Steel');
    const value = { row: 'spec', label: 'spec-text', value: 'spec-value' };
    expect(await convert(`<div class="box"><p>Intro.</p>${row('Weight', '1.2 kg', value)}${row('Colour', 'Grey', value)}${row('Material', 'Steel', value)}</div>`)).toBe('Intro.\n\n- Weight: 1.2 kg\n- Colour: Grey\n- Material: Steel');
  });

  it('writes each run of rows of one class as a list of its own, where the rows change class', async () => {
    const first = { ...feature, row: 'group-a' };
    const second = { ...feature, row: 'group-b' };
    const markdown = await convert(`<div class="box"><p>Intro.</p>${row('A', '1', first)}${row('B', '2', first)}${row('C', '3', first)}${row('D', '4', second)}${row('E', '5', second)}${row('F', '6', second)}</div>`);
    expect(markdown).toBe('Intro.\n\n- A: 1\n- B: 2\n- C: 3\n\n- D: 4\n- E: 5\n- F: 6');
  });

  it("leaves rows whose cells' classes name nothing (a forum post's author line over its text), and a run of two named rows, as paragraphs, while a run of three named rows beside them is a list", async () => {
    const post = { row: 'post', label: 'author', value: 'text' };
    const thread = await convert(`<div class="thread"><p>Started by ann</p>${row('ann', 'The clock keeps the hot pages.', post)}${row('bob', 'Mine too, after the update.', post)}${row('cy', 'Same here on the beta.', post)}</div>`);
    expect(thread).toBe('Started by ann\n\nann\n\nThe clock keeps the hot pages.\n\nbob\n\nMine too, after the update.\n\ncy\n\nSame here on the beta.');
    expect(thread).not.toContain('- ann:');
    const short = await convert(`<div class="box"><p>Intro.</p>${row('Marque', 'Bonne Terre', feature)}${row('Origine', 'France', feature)}<p>After.</p></div>`);
    expect(short).toBe('Intro.\n\nMarque\n\nBonne Terre\n\nOrigine\n\nFrance\n\nAfter.');
    const three = await convert(`<div class="box"><p>Intro.</p>${row('Marque', 'Bonne Terre', feature)}${row('Origine', 'France', feature)}${row('Poids net', '370 g', feature)}<p>After.</p></div>`);
    expect(three).toBe('Intro.\n\n- Marque: Bonne Terre\n- Origine: France\n- Poids net: 370 g\n\nAfter.');
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Offers set in check-box labels that the region kept: each choice a line of its own. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: labels of choices', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes labels that stand side by side each on a line of its own (Fnac's services: \"Extension de garantie 2 ans supplémentaires 29,99 €\", \"Assurance casse et vol 1 an 39,99 €\")", async () => {
    const markdown = await convert('<div class="f-buyBox-services"><div>Ajoutez des services</div>'
      + '<label class="f-buyBox-service"><input type="checkbox" name="service" value="ext2"> Extension de garantie 2 ans supplémentaires <span class="f-buyBox-servicePrice">29,99 €</span></label>'
      + '<label class="f-buyBox-service"><input type="checkbox" name="service" value="casse"> Assurance casse et vol 1 an <span class="f-buyBox-servicePrice">39,99 €</span></label></div>');
    expect(markdown).toBe('Ajoutez des services\n\nExtension de garantie 2 ans supplémentaires 29,99 €\n\nAssurance casse et vol 1 an 39,99 €');
  });

  it("writes a label that holds blocks as one line of its own, its offer beside its price (Wayfair's \"Professional Assembly - $74.99\", the price in a block), and a lone inline label in its line", async () => {
    const markdown = await convert('<p>Add a service:</p><label><input type="checkbox"><div>Professional Assembly -</div><div>$74.99</div></label><p>Ships in 2 days.</p>');
    expect(markdown).toBe('Add a service:\n\nProfessional Assembly - $74.99\n\nShips in 2 days.');
    // A lone label of a run of text stays in its line.
    expect(await convert('<p>Deliver to <label>Paris 75001</label> tomorrow.</p>')).toBe('Deliver to Paris 75001 tomorrow.');
  });
});

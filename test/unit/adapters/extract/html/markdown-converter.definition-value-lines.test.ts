import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/**
 * Session 36: a definition value written as a few `<div>` lines (mobile.de's consumption: "4,5 l/100km
 * (kombiniert)" over "5,3 l/100km (Innenstadt)"), or beside a block of no text (its CO₂ class's picture),
 * keeps the list a list of pairs, the value's lines joined with "; "; so are a value's and a fact row's
 * lines broken by `<br>` (Fitbit's band sizes), while a name broken by `<br>` keeps a space.
 */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: definition values of several lines', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it('writes a data sheet whose value is a few <div> lines as pairs, the lines joined with "; "; a value of paragraphs (prose) or of many lines stays apart', async () => {
    const markdown = await convert('<dl><dt>Kraftstoffart</dt><dd>Diesel</dd><dt>Energieverbrauch (komb.)</dt><dd><div>4,5 l/100km (kombiniert)</div><div>5,3 l/100km (Innenstadt)</div><div>4,1 l/100km (Stadtrand)</div></dd>'
      + '<dt>Getriebe</dt><dd>Automatik</dd></dl>');
    expect(markdown).toBe('- Kraftstoffart: Diesel\n- Energieverbrauch (komb.): 4,5 l/100km (kombiniert); 5,3 l/100km (Innenstadt); 4,1 l/100km (Stadtrand)\n- Getriebe: Automatik');
    const many = Array.from({ length: 9 }, (_, index) => `<div>Line ${index + 1}</div>`).join('');
    expect(await convert(`<dl><dt>Colour</dt><dd>Grey</dd><dt>Options</dt><dd>${many}</dd></dl>`)).not.toContain('Line 1; Line 2');
    expect(await convert('<dl><dt>Term</dt><dd><p>One.</p><p>Two.</p></dd></dl>')).toBe('Term\n\nOne.\n\nTwo.');
  });

  it('keeps a pair whose value has a block of no text beside its sentence (a class\'s picture), and joins a value broken by <br> with "; ", a name\'s with a space', async () => {
    const markdown = await convert('<dl><dt>CO₂-Emissionen</dt><dd>118 g/km</dd><dt>CO₂-Klasse</dt><dd>Auf der Grundlage der CO₂-Emissionen<div class="badge"><img src="/co2/D.svg" alt="CO₂-Klasse D"></div></dd>'
      + '<dt>Multi-Point Web<br>Health Assessment</dt><dd>Small: fits wrist 130–170 mm<br>Large: fits wrist 170–210 mm</dd></dl>');
    expect(markdown).toBe('- CO₂-Emissionen: 118 g/km\n- CO₂-Klasse: Auf der Grundlage der CO₂-Emissionen; ![CO₂-Klasse D](https://example.com/co2/D.svg)\n- Multi-Point Web Health Assessment: Small: fits wrist 130–170 mm; Large: fits wrist 170–210 mm');
  });

  it('writes a fact row\'s value broken by <br> with its lines joined by "; " (Fitbit\'s "Band sizes")', async () => {
    const row = (name: string, value: string): string => `<div class="specs__item"><h4 class="specs__label">${name}</h4><p class="specs__value">${value}</p></div>`;
    const markdown = await convert(`<div class="specs__group">${row('Case', '36.78 mm x 23.1 mm x 11.2 mm')}${row('Weight', 'Approx. 29 g with small band')}${row('Band sizes', 'Small: fits wrist 130–170 mm<br>Large: fits wrist 170–210 mm')}</div>`);
    expect(markdown).toContain('- Band sizes: Small: fits wrist 130–170 mm; Large: fits wrist 170–210 mm');
    expect(markdown).not.toContain('130–170 mm Large');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeChoiceFieldsets } from '../../../../../../adapters/outbound/extract/html/region/choice-fieldsets.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p'), (line) => (line.textContent ?? '').trim());
const option = (value: string, label: string, checked = ''): string => `<label><input type="radio" name="variant" value="${value}"${checked}> ${label}</label>`;

describe('removeChoiceFieldsets: a radio group named by aria-labelledby', () => {
  it("writes the group with the name of the element its aria-labelledby points at, without its colon, and removes that element (Hornbach's \"Ausführung:\")", () => {
    const body = bodyOf('<div class="css-variants"><p id="variant-label">Ausführung:</p><div role="radiogroup" aria-labelledby="variant-label">'
      + `${option('10684420', 'Solo (ohne Akku)')}${option('10684421', 'inkl. 2 Akkus 2,0 Ah', ' checked')}${option('10684422', 'inkl. 2 Akkus 4,0 Ah')}</div></div>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(lines(body)).toEqual(['Ausführung; options: Solo (ohne Akku), inkl. 2 Akkus 2,0 Ah, inkl. 2 Akkus 4,0 Ah']);
    expect(body.querySelector('#variant-label')).toBeNull();
    expect(body.querySelector('[role="radiogroup"]')).toBeNull();
    expect(body.textContent).not.toContain('Ausführung:');
  });

  it('writes a group named by one element outside it, and leaves one whose aria-labelledby names several elements, one inside the group, or none on the page', () => {
    const body = bodyOf('<p id="size-label">Größe</p><div role="radiogroup" aria-labelledby="variant-label">'
      + `${option('a', 'Solo')}${option('b', 'Set')}</div>`
      + '<p id="a1">Farbe</p><p id="a2">wählen</p><div role="radiogroup" aria-labelledby="a1 a2">'
      + `${option('c', 'Rot')}${option('d', 'Blau')}</div>`
      + `<div role="radiogroup" aria-labelledby="inner"><span id="inner">Griff</span>${option('e', 'Holz')}${option('f', 'Kunststoff')}</div>`
      + '<p id="finish-label">Oberfläche:</p><div role="radiogroup" aria-labelledby="finish-label">'
      + `${option('g', 'matt')}${option('h', 'glänzend')}</div>`);
    expect(removeChoiceFieldsets(body, true)).toBe(1);
    expect(lines(body)).toEqual(['Größe', 'Farbe', 'wählen', 'Oberfläche; options: matt, glänzend']);
    expect(body.querySelectorAll('[role="radiogroup"]')).toHaveLength(3);
    expect(body.querySelector('#inner')?.textContent).toBe('Griff');
  });
});

describe('removeChoiceFieldsets: a name ending in a colon', () => {
  it('writes a legend or aria-label that ends in a colon without it before "; options", a full-width one too, and keeps a colon inside the name', () => {
    const body = bodyOf('<fieldset><legend>Größe:</legend><label><input type="radio" name="s" value="m"> M</label><label><input type="radio" name="s" value="l"> L</label></fieldset>'
      + '<fieldset><legend>サイズ：</legend><label><input type="radio" name="j" value="s"> S</label><label><input type="radio" name="j" value="m"> M</label></fieldset>'
      + `<div role="radiogroup" aria-label="Lieferung: ">${option('d', 'Versand')}${option('p', 'Abholung')}</div>`
      + '<fieldset><legend>Farbe: Schwarz</legend><label><input type="radio" name="c" value="s"> Schwarz</label><label><input type="radio" name="c" value="w"> Weiß</label></fieldset>');
    expect(removeChoiceFieldsets(body, true)).toBe(4);
    for (const line of ['Größe; options: M, L', 'サイズ; options: S, M', 'Lieferung; options: Versand, Abholung', 'Farbe: Schwarz; options: Schwarz, Weiß']) expect(lines(body)).toContain(line);
    expect(body.textContent).not.toMatch(/[:：]; options/);
  });
});

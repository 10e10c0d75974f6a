import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('div.head, p, li'), (line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim());

/** bol.com's variant selector: a "Name: Value" header over `ul.feature-options` of one link an item, the one shown `--selected`. */
const selector = (header: string, items: readonly string[]): string => `<div class="feature-selector"><div class="head"><span>${header.split(' ')[0] ?? ''}</span> <span>${header.split(' ').slice(1).join(' ')}</span></div>`
  + `<ul class="feature-options">${items.join('')}</ul></div>`;
const option = (name: string, marks = ''): string => `<li class="feature-options__item"><a href="/p/${name.toLowerCase().replace(/\s+/g, '-')}/" class="feature-option${marks}" title="${name}"><img src="/${name}.jpg" alt="${name}"></a></li>`;

describe('writeButtonPickers: lists of links named options, one marked chosen', () => {
  it("writes bol.com's colour links as one line of options under the header that names the colour shown, the unavailable one marked", () => {
    const body = bodyOf(selector('Kleur: Zwart', [option('Zwart', ' feature-option--selected'), option('Grijs'), option('Olijfgroen', ' feature-option--unavailable')]));
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['Kleur: Zwart', 'options: Zwart, Grijs, Olijfgroen (unavailable)']);
    expect(body.querySelector('a')).toBeNull();
  });

  it('reads the choice from the item or from aria-current, and names text links by their text', () => {
    const text = (name: string, attributes = ''): string => `<li${attributes}><a href="/p/${name.replace(' ', '-')}/" class="feature-option">${name}</a></li>`;
    const body = bodyOf(selector('Inhoud: 28 liter', [text('20 liter'), text('28 liter', ' class="is-selected"'), text('35 liter')])
      + `<ul class="size-options">${['S', 'M'].map((size, index) => `<li><a href="/p/${size}/" ${index === 0 ? 'aria-current="page"' : ''}>${size}</a></li>`).join('')}</ul>`);
    expect(writeButtonPickers(body)).toBe(2);
    expect(lines(body)).toEqual(['Inhoud: 28 liter', 'options: 20 liter, 28 liter, 35 liter', 'options: S, M']);
  });

  it('leaves a list of links named options with none marked chosen (a share bar)', () => {
    const body = bodyOf('<ul class="share-options"><li><a href="https://facebook.example/share">Facebook</a></li><li><a href="https://x.example/share">X</a></li></ul>');
    expect(writeButtonPickers(body)).toBe(0);
    expect(Array.from(body.querySelectorAll('.share-options a'), (link) => link.textContent)).toEqual(['Facebook', 'X']);
  });
});

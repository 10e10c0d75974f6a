import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeRadioPickers } from '../../../../../../adapters/outbound/extract/html/region/radio-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

/** Magalu's warranty options: a `ul[role="radiogroup"]` with no name, each item a radio button and its `<label for>`. */
const option = (group: string, id: string, label: string): string => `<li><input type="radio" name="${group}" id="${id}" value="${id}"><label for="${id}">${label}</label></li>`;
const warranty = (attributes = ''): string => `<ul role="radiogroup"${attributes}>${option('warranty', 'w-0', 'Sem garantia estendida')}${option('warranty', 'w-12', '+ 12 meses de garantia: R$ 279,00')}${option('warranty', 'w-24', '+ 24 meses de garantia: R$ 429,00')}</ul>`;

describe('writeRadioPickers: radio buttons in a radio group without a name', () => {
  it('writes them as one options line in place of the group when the group says only their labels, right under its heading', () => {
    const body = bodyOf(`<section><h3>Garantia Estendida Original</h3>${warranty()}</section>`);
    expect(writeRadioPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: Sem garantia estendida, + 12 meses de garantia: R$ 279,00, + 24 meses de garantia: R$ 429,00']);
    expect(body.querySelector('h3')?.nextElementSibling?.textContent).toBe('options: Sem garantia estendida, + 12 meses de garantia: R$ 279,00, + 24 meses de garantia: R$ 429,00');
    expect(body.querySelectorAll('[role="radiogroup"], ul, input, label')).toHaveLength(0);
  });

  it('keeps a group that says more than its labels (its help text), writing the options line in it', () => {
    const body = bodyOf(`<section><h3>Garantia</h3><ul role="radiogroup">${option('g', 'g-0', 'Sem garantia')}${option('g', 'g-12', '12 meses')}<li class="help">Cobertura contra defeitos de fabricação após a garantia do fabricante</li></ul></section>`);
    expect(writeRadioPickers(body)).toBe(1);
    expect(body.querySelector('[role="radiogroup"]')?.textContent).toContain('options: Sem garantia, 12 meses');
    expect(body.querySelector('.help')?.textContent).toBe('Cobertura contra defeitos de fabricação após a garantia do fabricante');
    expect(body.querySelectorAll('input, label')).toHaveLength(0);
  });

  it('leaves a radio group named by aria-label or aria-labelledby to its own rule, beside an unnamed one it writes', () => {
    const named = `<ul role="radiogroup" aria-label="Voltagem">${option('volt', 'v-1', '110V')}${option('volt', 'v-2', '220V')}</ul>`
      + `<span id="cor">Cor</span><div role="radiogroup" aria-labelledby="cor">${option('cor', 'c-1', 'Branco').replace(/<\/?li>/g, '')}${option('cor', 'c-2', 'Inox').replace(/<\/?li>/g, '')}</div>`;
    const body = bodyOf(`${named}<h3>Garantia Estendida Original</h3>${warranty()}`);
    expect(writeRadioPickers(body)).toBe(1);
    expect(body.querySelectorAll('[role="radiogroup"]')).toHaveLength(2);
    expect(body.querySelectorAll('input[name="volt"], input[name="cor"]')).toHaveLength(4);
    expect(lines(body)).toContain('options: Sem garantia estendida, + 12 meses de garantia: R$ 279,00, + 24 meses de garantia: R$ 429,00');
    expect(lines(body).filter((line) => line.startsWith('options:'))).toHaveLength(1);
  });
});

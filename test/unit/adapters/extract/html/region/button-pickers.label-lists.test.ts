import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeButtonPickers } from '../../../../../../adapters/outbound/extract/html/region/button-pickers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (body: Element): string[] => Array.from(body.querySelectorAll('p, li'), (line) => (line.textContent ?? '').trim());

/**
 * Session 39: Wildberries sets its sizes as `ul.sizes-list > li > label.j-size` with no radio in the label (a script
 * keeps it), each label's two sizes in spans of their own ("42" and "S"). The region dropped the labels as controls
 * (their class `sizes-list__button`), and the page said no size; read as text, the two sizes ran together ("42S").
 */
describe('writeButtonPickers: a list of labels named as a picker', () => {
  const size = (ru: string, letter: string, extra = ''): string => `<li class="sizes-list__item"><label class="j-size sizes-list__button${extra}"><span class="sizes-list__size">${ru}</span><span class="sizes-list__size-ru">${letter}</span></label></li>`;

  it("writes Wildberries' sizes as one line, the two sizes of each label kept apart and the disabled one marked", () => {
    const body = bodyOf(`<ul class="sizes-list j-size-list">${size('42', 'S')}${size('44', 'M')}${size('46', 'L')}${size('48', 'XL', ' disabled')}</ul>`);
    expect(writeButtonPickers(body)).toBe(1);
    expect(lines(body)).toEqual(['options: 42 S, 44 M, 46 L, 48 XL (unavailable)']);
    expect(body.querySelector('label')).toBeNull();
  });

  it('leaves a list of labels that no class or state names a picker, and labels round check boxes (a filter\'s facets, their inputs\' rule)', () => {
    const plain = bodyOf('<ul class="features"><li><label>Waterproof</label></li><li><label>Breathable</label></li></ul>');
    expect(writeButtonPickers(plain)).toBe(0);
    expect(plain.querySelectorAll('label')).toHaveLength(2);
    const boxes = bodyOf('<ul class="size-filter"><li><label><input type="checkbox" name="s"> S</label></li><li><label><input type="checkbox" name="m"> M</label></li></ul>');
    expect(writeButtonPickers(boxes)).toBe(0);
    expect(boxes.querySelectorAll('input')).toHaveLength(2);
  });

  it('still writes a size list of buttons, and one of role="button" elements, each item holding one', () => {
    const buttons = bodyOf('<ul class="size-list"><li><button>S</button></li><li><button>M</button></li></ul>');
    expect(writeButtonPickers(buttons)).toBe(1);
    expect(lines(buttons)).toEqual(['options: S, M']);
    const roles = bodyOf('<ul class="swatches"><li><span role="button">Red</span></li><li><span role="button">Blue</span></li></ul>');
    expect(writeButtonPickers(roles)).toBe(1);
    expect(lines(roles)).toEqual(['options: Red, Blue']);
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isChromeElement } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const labelsOf = (html: string): Element[] => Array.from((parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.querySelectorAll('label'));

describe('isChromeElement: a check box label whose price stands right after it', () => {
  it("keeps a check box label followed by its price alone, an add-on the page offers (Media Expert's label.spark-checkbox beside span.service-price \"+ 249,00 zł\")", () => {
    const service = (value: string, name: string, price: string): string => `<div class="service-item"><label class="spark-checkbox"><input type="checkbox" name="service" value="${value}"><span class="is-regular">${name}</span></label>`
      + `<span class="service-price is-regular">${price}</span></div>`;
    const labels = labelsOf(`<div class="services-box"><h3>Dodatkowe usługi</h3>${service('ochrona', 'Ochrona ekranu na 24 miesiące', '+ 249,00 zł')}${service('montaz', 'Montaż telewizora na ścianie', '+ 199,00 zł')}`
      + `${service('kabel', 'Kabel HDMI 2 m', '+ 549,-')}</div>`);
    expect(labels.map((label) => isChromeElement(label))).toEqual([false, false, false]);
  });

  it('still reads as a control a check box label beside another priced label, beside a long text naming a price, or beside a priced block holding a control', () => {
    const labels = labelsOf('<div class="extras"><label><input type="checkbox" name="a"> Gift wrap</label><label><input type="checkbox" name="b"> Card + 19,00 zł</label></div>'
      + '<div><label><input type="checkbox" name="c"> Newsletter</label><span>Subscribers save 10% on orders over 200,00 zł every month</span></div>'
      + '<div><label><input type="checkbox" name="d"> Insurance</label><span>+ 99,00 zł <button type="button">Info</button></span></div>'
      + '<div><label><input type="checkbox" name="e"> Montaż</label><span class="service-price">+ 149,00 zł</span></div>');
    expect(labels.map((label) => isChromeElement(label))).toEqual([true, false, true, true, false]);
  });

  it('reads as a control a radio button label followed by a price, where a check box label so followed is kept', () => {
    const labels = labelsOf('<div><label><input type="radio" name="ship"> Express</label><span>+ 29,00 zł</span></div>'
      + '<div><label><input type="checkbox" name="x"> Express</label><span>+ 29,00 zł</span></div>');
    expect(labels.map((label) => isChromeElement(label))).toEqual([true, false]);
  });
});

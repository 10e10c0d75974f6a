import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isChromeElement } from '../../../../../../adapters/outbound/extract/html/region/chrome-rules.js';

const labelsOf = (html: string): Element[] => Array.from((parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body.querySelectorAll('label'));

describe('isChromeElement: a label holding a check box', () => {
  it("keeps a label whose check box adds a service at a price, an offer of the page (Fnac's \"Extension de garantie 2 ans supplémentaires 29,99 €\")", () => {
    const labels = labelsOf('<div class="f-buyBox-services"><div class="f-buyBox-servicesTitle">Ajoutez des services</div>'
      + '<label class="f-buyBox-service"><input type="checkbox" name="service" value="ext2"> Extension de garantie 2 ans supplémentaires <span class="f-buyBox-servicePrice">29,99 €</span></label>'
      + '<label class="f-buyBox-service"><input type="CHECKBOX" name="service" value="assembly"> Professional Assembly - <span>$74.99</span></label></div>');
    expect(labels.map((label) => isChromeElement(label))).toEqual([false, false]);
  });

  it('still reads as a control a check box label without a price, and a radio button label with one', () => {
    const labels = labelsOf('<label><input type="checkbox" name="remember"> Remember me</label><label><input type="radio" name="ship" value="express"> Express delivery 4,99 €</label>'
      + '<label><input type="checkbox" name="gift"> Gift wrap <span>2,50 €</span></label>');
    expect(labels.map((label) => isChromeElement(label))).toEqual([true, true, false]);
  });
});

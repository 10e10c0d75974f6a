import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { revealDisclosures } from '../../../../../../adapters/outbound/extract/html/region/disclosure-widgets.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const CHILDREN = '<div id="retry-children" class="expandable-content"><div>retry_policy.max_attempts integer</div><p>How many times a delivery is attempted before it is marked as failed, counting the first attempt.</p></div>';

describe('revealDisclosures: a toggle worded as one', () => {
  it('drops the label of a control that shows child fields ("Show child attributes", labelled "Toggle child attributes") and keeps the fields it opens', () => {
    const body = bodyOf(`<div class="mt-4 border-standard rounded-xl"><button aria-controls="retry-children" aria-expanded="false" aria-label="Toggle child attributes"><svg></svg><span>Show child attributes</span></button>${CHILDREN}</div>`);
    const counts = revealDisclosures(body);
    expect(body.textContent).not.toContain('Show child attributes');
    expect(body.textContent).toContain('How many times a delivery is attempted');
    expect(counts.headings).toBe(0);
  });

  it('still keeps as text a control that titles the prose it opens ("Pressure gauge below 1 bar"), and a toggle set as a heading\'s text', () => {
    const body = bodyOf('<div><div role="button" aria-controls="p1" aria-expanded="false">Pressure gauge below 1 bar</div><div id="p1" hidden><p>Top up the system through the filling loop until the gauge reads 1.5 bar, then close both valves again.</p></div></div>'
      + '<h3><button aria-controls="p2" aria-expanded="false">Show notes</button></h3><div id="p2" hidden><p>Episode notes.</p></div>');
    const counts = revealDisclosures(body);
    expect(body.textContent).toContain('Pressure gauge below 1 bar');
    expect(body.querySelector('h3')?.textContent).toBe('Show notes');
    expect(counts.headings).toBe(2);
  });
});

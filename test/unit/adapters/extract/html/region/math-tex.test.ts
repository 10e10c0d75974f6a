import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeMathAsTex } from '../../../../../../adapters/outbound/extract/html/region/math-tex.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

describe('writeMathAsTex', () => {
  it("writes each MathML formula that states its TeX (LaTeXML's alttext, or its x-tex annotation) as a span of that TeX, displayed ones marked", () => {
    const body = bodyOf('<p>Keep <math alttext="\\hat{r}(x)" class="ltx_Math" display="inline"><semantics><mover><mi>r</mi><mo>^</mo></mover><annotation encoding="application/x-tex">\\hat{r}(x)</annotation></semantics></math> close.</p>'
      + '<math display="block"><semantics><mi>k</mi><annotation encoding="application/x-tex">k=\\lceil 2/\\varepsilon\\rceil</annotation></semantics></math><p><math><mi>y</mi></math></p>');
    expect(writeMathAsTex(Array.from(body.getElementsByTagName('math')))).toBe(3);
    // A formula without TeX is converted from its MathML.
    expect(Array.from(body.querySelectorAll('span[data-tex]'), (span) => [span.getAttribute('data-tex'), span.textContent])).toEqual([['inline', '\\hat{r}(x)'], ['block', 'k=\\lceil 2/\\varepsilon\\rceil'], ['inline', 'y']]);
    expect(body.getElementsByTagName('math')).toHaveLength(0);
  });
});

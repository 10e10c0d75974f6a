import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { writeMathAsTex } from '../../../../../../adapters/outbound/extract/html/region/math-tex.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;

/** MathJax 3's CommonHTML output: glyph elements a stylesheet fills, beside a copy of the MathML for screen readers. */
const typeset = (mathml: string, displayed: boolean): string => `<mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML" role="presentation"${displayed ? ' display="true"' : ''}>`
  + '<mjx-math class="MJX-TEX" aria-hidden="true"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D45A TEX-I"></mjx-c></mjx-mi></mjx-math>'
  + `<mjx-assistive-mml unselectable="on" display="${displayed ? 'block' : 'inline'}"><math xmlns="http://www.w3.org/1998/Math/MathML"${displayed ? ' display="true"' : ''}>${mathml}</math></mjx-assistive-mml></mjx-container>`;

const SLOPE = '<mi>m</mi><mo>=</mo><mfrac><mrow><msub><mi>y</mi><mn>2</mn></msub><mo>−</mo><msub><mi>y</mi><mn>1</mn></msub></mrow><mrow><msub><mi>x</mi><mn>2</mn></msub><mo>−</mo><msub><mi>x</mi><mn>1</mn></msub></mrow></mfrac>';

describe('writeMathAsTex: MathJax 3 (Khan Academy)', () => {
  it("replaces a whole mjx-container by the TeX converted from its MathML, displayed where the container says so", () => {
    const body = bodyOf(`<p>the change in <span class="mathjax">${typeset('<mi>y</mi>', false)}</span> over</p><div class="perseus-block-math"><span class="mathjax">${typeset(SLOPE, true)}</span></div>`);
    expect(writeMathAsTex(Array.from(body.getElementsByTagName('math')))).toBe(2);
    expect(Array.from(body.querySelectorAll('span[data-tex]'), (span) => [span.getAttribute('data-tex'), span.textContent])).toEqual([['inline', 'y'], ['block', 'm = \\frac{y_{2} - y_{1}}{x_{2} - x_{1}}']]);
    expect(body.getElementsByTagName('mjx-container')).toHaveLength(0);
    expect(body.getElementsByTagName('mjx-math')).toHaveLength(0);
    expect(body.querySelector('p')?.innerHTML).toBe('the change in <span class="mathjax"><span data-tex="inline">y</span></span> over');
  });
});

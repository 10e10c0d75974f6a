import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isLooseCode, preformatBrokenCode } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

/**
 * Session 35: Invision 1 (and Jcink's boards, built on it) writes a BBCode [code] block as `div.codetop`
 * "CODE" over `div.codemain`, its lines broken by `<br />`: a block of code, its lines kept, not one
 * paragraph of them run together.
 */
const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

const POST = '<div class="postcolor">She pinned a price list to the wagon.<br /><br /><div class="codetop">CODE</div>'
  + '<div class="codemain">copper pan ......... 3 silver<br />pepper, one jar .... 5 silver<br />lamp oil, flask .... 1 silver</div></div>';

describe("isLooseCode and preformatBrokenCode: Invision 1's div.codemain", () => {
  it('reads div.codemain (lines broken by <br>) as loose code, not its div.codetop label', () => {
    const body = bodyOf(POST);
    expect(isLooseCode(body.querySelector('div.codemain') as Element)).toBe(true);
    expect(isLooseCode(body.querySelector('div.codetop') as Element)).toBe(false);
  });

  it('turns it into a <pre> of its lines, one per <br>, under the "CODE" label', () => {
    const body = bodyOf(POST);
    const loose = Array.from(body.querySelectorAll('div')).filter(isLooseCode);
    expect(preformatBrokenCode(loose)).toBe(1);
    expect(body.querySelector('div.codemain')).toBeNull();
    const pre = body.querySelector('pre.codemain > code');
    expect(pre?.textContent).toBe('copper pan ......... 3 silver\npepper, one jar .... 5 silver\nlamp oil, flask .... 1 silver');
    expect(body.querySelector('pre.codemain')?.previousElementSibling?.textContent).toBe('CODE');
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { markLineNumbers } from '../../../../../../adapters/outbound/extract/html/region/code-line-numbers.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
/** A line as Twilio's code blocks write it: an unnamed number element, then the line's code in an element. */
const line = (number: string, code: string): string => `<div class="css-roynbj"><span class="css-519pyc">${number}</span><div class="css-luzz01"><div>${code}</div></div></div>`;

describe('markLineNumbers', () => {
  it("marks the unnamed numbers that open a code block's lines, counting 1, 2, 3…, as line numbers", () => {
    const body = bodyOf(`<pre>${line('1', '<span>composer</span> require twilio/sdk')}${line('2', '<span>composer</span> install')}</pre>`);
    expect(markLineNumbers(Array.from(body.querySelectorAll('pre')))).toBe(1);
    expect(Array.from(body.querySelectorAll('.linenos'), (number) => number.textContent)).toEqual(['1', '2']);
  });

  it('leaves numbers that do not count the lines, stand beside a space (a data line "1 apple") or number one line only', () => {
    const blocks = [
      `<pre>${line('1', 'a')}${line('3', 'b')}</pre>`,
      '<pre><div><span>1</span> apple</div><div><span>2</span> pear</div></pre>',
      `<pre>${line('1', 'only line')}</pre>`,
    ];
    const body = bodyOf(blocks.join(''));
    expect(markLineNumbers(Array.from(body.querySelectorAll('pre')))).toBe(0);
    expect(body.querySelector('.linenos')).toBeNull();
  });
});

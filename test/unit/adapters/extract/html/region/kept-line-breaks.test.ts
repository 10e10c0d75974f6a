import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { keepsLineBreaks, writeKeptLineBreaks } from '../../../../../../adapters/outbound/extract/html/region/kept-line-breaks.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

describe('writeKeptLineBreaks', () => {
  it("writes as <br>s the line breaks a class or a style keeps (Leboncoin's p.whitespace-pre-line), and leaves other text and code", () => {
    const body = bodyOf('<p class="whitespace-pre-line text-body-1">Bonjour,\n\nJe vends ma 308.\nÉquipements :\n- Toit panoramique\n- Caméra</p>'
      + '<div style="white-space: pre-wrap"><b>Size</b>: 40\nColour: olive</div><p>One\nparagraph.</p><pre class="pre-wrap">a\nb</pre>');
    const found = Array.from(body.querySelectorAll('p, div, span, pre')).filter(keepsLineBreaks);
    expect(found).toHaveLength(3);
    expect(writeKeptLineBreaks(found)).toBe(2);
    expect(body.querySelector('p.whitespace-pre-line')?.innerHTML).toBe('Bonjour,<br><br>Je vends ma 308.<br>Équipements :<br>- Toit panoramique<br>- Caméra');
    expect(body.querySelector('div')?.innerHTML).toBe('<b>Size</b>: 40<br>Colour: olive');
    expect(body.querySelectorAll('br')).toHaveLength(6);
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { preformatCodeMirrorLines } from '../../../../../../adapters/outbound/extract/html/region/codemirror-lines.js';

/**
 * Session 37: a CodeMirror 5 editor (ReadMe's request example) writes its text as a `pre.CodeMirror-line` per line
 * inside `div.CodeMirror > div.CodeMirror-scroll`, each line beside a gutter holding its number: the editor is
 * one code block of its lines, without the numbers, the copy CodeMirror measures a line in, or its filler spaces.
 */
const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const presIn = (root: Element): Element[] => Array.from(root.querySelectorAll('pre'));
const line = (number: number, html: string): string => `<div style="position:relative"><div class="CodeMirror-gutter-wrapper" aria-hidden="true"><div class="CodeMirror-linenumber CodeMirror-gutter-elt">${number}</div></div>`
  + `<pre class="CodeMirror-line" role="presentation"><span role="presentation">${html}</span></pre></div>`;
const editor = (lines: string[]): string => '<div class="CodeEditor cm-s-material-palenight CodeMirror"><div class="CodeMirror-gutters"><div class="CodeMirror-gutter CodeMirror-linenumbers"></div></div>'
  + '<div class="CodeMirror-scroll"><div class="CodeMirror-sizer"><div class="CodeMirror-lines" role="presentation">'
  + '<div class="CodeMirror-measure"><pre class="CodeMirror-line"><span>xxxxxxxxxx</span></pre></div>'
  + `<div class="CodeMirror-code" role="presentation">${lines.map((html, index) => line(index + 1, html)).join('')}</div></div></div></div></div>`;

describe('preformatCodeMirrorLines', () => {
  it("turns a CodeMirror 5 editor into one <pre><code> of its lines joined by newlines, without its gutter's numbers, its measuring copy or its empty lines' zero-width spaces", () => {
    const body = bodyOf(`<div class="CodeSnippet" data-testid="CodeSnippet">${editor(['<span class="cm-builtin">curl</span> <span class="cm-attribute">--request</span> POST \\',
      '     <span class="cm-attribute">--url</span> https://api.larkspur.example/v2/payments/pay_7Hq2Lx9/refunds \\', '<span cm-text="">\u200b</span>',
      '     <span class="cm-attribute">--header</span> <span class="cm-string">\'accept: application/json\'</span>'])}</div>`);
    expect(preformatCodeMirrorLines(presIn(body))).toBe(1);
    expect(body.querySelectorAll('pre')).toHaveLength(1);
    expect(body.querySelector('div.CodeSnippet > pre > code')?.textContent).toBe("curl --request POST \\\n     --url https://api.larkspur.example/v2/payments/pay_7Hq2Lx9/refunds \\\n\n     --header 'accept: application/json'");
    expect(body.querySelector('.CodeMirror, .CodeMirror-linenumber, .CodeMirror-measure')).toBeNull();
    expect(body.textContent).not.toContain('xxxxxxxxxx');
  });

  it('turns each editor of a page on its own, and leaves a CodeMirror-line <pre> outside an editor and any other <pre>', () => {
    const body = bodyOf(`<section id="first">${editor(['npm install', 'npm test'])}</section><section id="second">${editor(['pip install larkspur'])}</section>`
      + '<div class="preview"><pre class="CodeMirror-line">a line shown alone</pre></div><pre class="highlight"><code>go test ./...</code></pre>');
    expect(preformatCodeMirrorLines(presIn(body))).toBe(2);
    expect(body.querySelector('#first > pre > code')?.textContent).toBe('npm install\nnpm test');
    expect(body.querySelector('#second > pre > code')?.textContent).toBe('pip install larkspur');
    expect(body.querySelector('div.preview > pre.CodeMirror-line')?.textContent).toBe('a line shown alone');
    expect(body.querySelector('pre.highlight > code')?.textContent).toBe('go test ./...');
  });
});

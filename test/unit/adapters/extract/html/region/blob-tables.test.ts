import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isBlobCodeRow } from '../../../../../../adapters/outbound/extract/html/region/blob-tables.js';
import { isCodeLine, preformatCodeLines } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;
const lines = (root: Element): Element[] => Array.from(root.querySelectorAll('div, li, tr')).filter((element) => isCodeLine(element) || isBlobCodeRow(element));

/** A line of GitHub's blob table: an empty number cell (a stylesheet shows the number) and the line's code. */
const blobLine = (number: number, code: string): string => `<tr><td id="L${number}" class="blob-num js-line-number" data-line-number="${number}"></td><td id="LC${number}" class="blob-code blob-code-inner js-file-line">${code}</td></tr>`;
/** A line of a commit's diff table: old and new numbers, the line's mark in `data-code-marker`. */
const diffLine = (kind: 'addition' | 'deletion' | 'context', marker: string, code: string): string => `<tr><td class="blob-num blob-num-${kind}"></td><td class="blob-num blob-num-${kind}"></td>`
  + `<td class="blob-code blob-code-${kind} js-file-line"><span class="blob-code-inner blob-code-marker js-code-nav-pass" data-code-marker="${marker}">${code}</span></td></tr>`;

describe("GitHub's tables of a row per line of code", () => {
  it("turns a gist's file (table.js-file-line-container, a row per line) into one code block, indentation and blank lines kept, no line numbers", () => {
    const body = bodyOf(`<table class="highlight tab-size js-file-line-container"><tbody>${blobLine(1, '<span class="pl-c">#!/usr/bin/env bash</span>')}${blobLine(2, '\n')}${blobLine(3, 'retry() {')}${blobLine(4, '  <span class="pl-k">local</span> max=6')}${blobLine(5, '}')}</tbody></table>`);
    expect(preformatCodeLines(lines(body))).toBe(1);
    expect(body.querySelector('table')).toBeNull();
    expect(body.querySelector('pre > code')?.textContent).toBe('#!/usr/bin/env bash\n\nretry() {\n  local max=6\n}');
  });

  it("turns a commit's diff table into a diff block: each line with its + or - or space, the hunk's header as it is, the screen readers' header row left out", () => {
    const hunk = '<tr class="js-expandable-line"><td class="blob-num blob-num-expandable" colspan="2"></td><td class="blob-code blob-code-inner blob-code-hunk">@@ -58,4 +58,4 @@ export class Pool {</td></tr>';
    const head = '<thead class="sr-only"><tr><th scope="col">Original file line number</th><th scope="col">Diff line number</th><th scope="col">Diff line change</th></tr></thead>';
    const body = bodyOf(`<table class="diff-table js-diff-table tab-size">${head}<tbody>${hunk}${diffLine('context', ' ', '  async close() {')}${diffLine('deletion', '-', '    client.end();')}${diffLine('addition', '+', '    this.drain();')}</tbody></table>`);
    expect(preformatCodeLines(lines(body))).toBe(1);
    const code = body.querySelector('pre > code');
    expect(code?.getAttribute('class')).toBe('language-diff');
    expect(code?.textContent).toBe('@@ -58,4 +58,4 @@ export class Pool {\n   async close() {\n-    client.end();\n+    this.drain();');
  });

  it('leaves a table whose rows are not all lines of code (a data table with one blob-code cell) as it is', () => {
    const body = bodyOf(`<table><tbody>${blobLine(1, 'x = 1')}<tr><td>Total</td><td>2</td></tr></tbody></table>`);
    expect(preformatCodeLines(lines(body))).toBe(0);
    expect(body.querySelector('table')).not.toBeNull();
  });
});

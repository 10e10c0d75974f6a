import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCodeLine, preformatCodeLines } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

/**
 * Session 36: CodeMirror 6 writes its code as a `div.cm-line` per line in a `div.cm-content` that names no
 * code in its class but states the code's language (`data-language="javascript"`, an Observable notebook's
 * cell): the lines are one code block, not a paragraph each.
 */
const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const linesIn = (root: Element): Element[] => Array.from(root.querySelectorAll('div')).filter(isCodeLine);

describe('preformatCodeLines: CodeMirror 6 lines', () => {
  it('turns a container with a data-language of cm-line divs into one <pre>, the lines joined by newlines, a blank line kept', () => {
    const body = bodyOf('<div class="cell"><div class="cm-content" role="textbox" contenteditable="false" data-language="javascript">'
      + '<div class="cm-line"><span class="ͼs">{</span></div><div class="cm-line">  <span class="ͼp">const</span> <span class="ͼr">n</span> = <span class="ͼq">2000</span>;</div>'
      + '<div class="cm-line"><br></div><div class="cm-line">  <span class="ͼp">return</span> n;</div><div class="cm-line">}</div></div></div>');
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    const pre = body.querySelector('div.cell > pre.cm-content');
    expect(pre).not.toBeNull();
    expect(pre?.querySelector('code')?.textContent).toBe('{\n  const n = 2000;\n\n  return n;\n}');
    expect(body.querySelector('div.cm-line')).toBeNull();
  });

  it('turns only the lines whose container states a language: cm-line divs in a container that states none and names no code stay', () => {
    const body = bodyOf('<div id="verse" class="cm-content"><div class="cm-line">The tide comes in</div><div class="cm-line">the tide goes out</div></div>'
      + '<div id="code" class="cm-content" data-language="python"><div class="cm-line">import os</div><div class="cm-line">print(os.sep)</div></div>');
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    expect(body.querySelector('pre#code')?.textContent).toBe('import os\nprint(os.sep)');
    expect(body.querySelectorAll('div#verse > div.cm-line')).toHaveLength(2);
  });
});

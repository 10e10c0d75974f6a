import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCodeLine, preformatCodeLines } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const linesIn = (root: Element): Element[] => Array.from(root.querySelectorAll('div')).filter(isCodeLine);

describe('preformatCodeLines', () => {
  it("turns a code block written a div per line (Doxygen's fragment) into a <pre>, lines joined by newlines, markup kept", () => {
    const body = bodyOf('<div class="fragment"><div class="line"><a id="l00001"></a><span class="lineno">    1</span><span class="keyword">int</span> main()</div>'
      + '<div class="line"><span class="lineno">    2</span>{</div><div class="line"><span class="lineno">    3</span>    <a class="code" href="x.html">tw::Tide</a> t;</div><div class="line"><span class="lineno">    4</span>}</div></div>');
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    const pre = body.querySelector('pre.fragment > code');
    expect(pre?.querySelectorAll('.lineno')).toHaveLength(4);
    expect(pre?.querySelector('a.code')?.textContent).toBe('tw::Tide');
    expect((pre?.textContent ?? '').replace(/ {4}\d/g, '')).toBe('int main()\n{\n    tw::Tide t;\n}');
  });

  it('leaves lines in a container that does not name code (a poem), one line alone, and a container holding more than lines', () => {
    const poem = bodyOf('<div class="stanza"><div class="line">The tide comes in</div><div class="line">the tide goes out</div></div>');
    expect(preformatCodeLines(linesIn(poem))).toBe(0);
    const single = bodyOf('<div class="fragment"><div class="line">x = 1</div></div>');
    expect(preformatCodeLines(linesIn(single))).toBe(0);
    const mixed = bodyOf('<div class="highlight"><p>Example:</p><div class="line">a</div><div class="line">b</div></div>');
    expect(preformatCodeLines(linesIn(mixed))).toBe(0);
    expect(mixed.querySelector('pre')).toBeNull();
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCodeArea, isCodeLine, isCodeListLine, isLooseCode, isRawCodeBlock, preformatBrokenCode, preformatCodeAreas, preformatCodeLines, preformatRawCode } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';

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

  it("turns SyntaxHighlighter's table (a td.gutter of numbers beside td.code > div.container of line divs) into one <pre> without the gutter", () => {
    const line = (n: number, code: string): string => `<div class="line number${n} index${n - 1} alt${n % 2 + 1}">${code}</div>`;
    const body = bodyOf(`<div class="syntaxhighlighter nogutter yaml"><table><tbody><tr><td class="gutter">${line(1, '1')}${line(2, '2')}</td>`
      + `<td class="code"><div class="container">${line(1, '<code class="yaml keyword">signing</code><code class="yaml plain">:</code>')}${line(2, '<code class="yaml spaces">&nbsp;&nbsp;</code><code class="yaml keyword">overlap</code><code class="yaml plain">: 48h</code>')}</div></td></tr></tbody></table></div>`);
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    expect(body.querySelector('td.gutter')).toBeNull();
    expect(body.querySelector('td.code > pre')?.textContent).toBe('signing:\n\u00a0\u00a0overlap: 48h');
    // Lines already inside a <pre> (Prism's div.token-line in Docusaurus) are left to the code rule.
    const prism = bodyOf('<pre class="prism-code language-bash"><code class="codeBlockLines"><div class="token-line">cd site<br></div><div class="token-line">npm start<br></div></code></pre>');
    expect(preformatCodeLines(linesIn(prism))).toBe(0);
    expect(prism.querySelectorAll('pre')).toHaveLength(1);
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

  it("reads a compound line class (GitHub's react-file-line), keeps blank lines single and drops the line-number gutter beside the block", () => {
    const line = (number: number, html: string): string => `<div id="LC${number}" class="react-code-text react-file-line html-div">${html}</div>`;
    const body = bodyOf('<div class="react-code-file"><div class="react-line-numbers"><div class="react-line-number">1</div><div class="react-line-number">2</div><div class="react-line-number">3</div></div>'
      + `<div class="react-code-lines">${line(1, '<span class=pl-k>import</span> os')}${line(2, '\n')}${line(3, '    <span>print</span>(os.sep)')}</div></div>`);
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    expect(body.querySelector('pre')?.textContent).toBe('import os\n\n    print(os.sep)');
    expect(body.querySelector('.react-line-numbers')).toBeNull();
    // A column of numbers that do not count the lines from 1 is no gutter.
    const prices = bodyOf(`<div class="prices"><div>12</div><div>40</div></div><div class="code-lines">${line(1, 'a')}${line(2, 'b')}</div>`);
    preformatCodeLines(linesIn(prices));
    expect(prices.querySelector('.prices')).not.toBeNull();
  });
});

describe('preformatCodeAreas', () => {
  it("turns a text area whose class names code (pkg.go.dev's runnable example) into a <pre> of its decoded text", () => {
    const body = bodyOf('<textarea class="Documentation-exampleCode code" spellcheck="false">\npackage main\n\nimport &#34;fmt&#34;\n\nfunc main() { fmt.Println(1 &lt; 2) }\n</textarea>');
    const areas = Array.from(body.querySelectorAll('textarea')).filter(isCodeArea);
    expect(preformatCodeAreas(areas)).toBe(1);
    expect(body.querySelector('pre > code')?.textContent).toBe('package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(1 < 2) }');
  });

  it('leaves a comment box, a feedback form and an empty code area alone', () => {
    const body = bodyOf('<textarea name="comment" class="form-control"></textarea><textarea class="feedback">Tell us</textarea><textarea class="code-input"></textarea>');
    const areas = Array.from(body.querySelectorAll('textarea')).filter(isCodeArea);
    expect(areas).toHaveLength(1);
    expect(preformatCodeAreas(areas)).toBe(0);
    expect(body.querySelectorAll('textarea')).toHaveLength(3);
  });
});

describe('preformatBrokenCode', () => {
  const loose = (root: Element): Element[] => Array.from(root.querySelectorAll('code')).filter(isLooseCode);

  it("turns a <code> broken into lines by <br> (SMF's bbc_code) into a <pre> of its lines, indentation kept", () => {
    const body = bodyOf('<div class="codeheader">Code: <a href="#">[Select]</a></div><code class="bbc_code">#define XTAL 25000000UL<br>void setup() {<br>&nbsp; &nbsp;init(XTAL);<br>}</code>');
    expect(preformatBrokenCode(loose(body))).toBe(1);
    const pre = body.querySelector('pre.bbc_code > code');
    expect(pre?.textContent).toBe('#define XTAL 25000000UL\nvoid setup() {\n   init(XTAL);\n}');
  });

  it("reads a block of one <br> (MyBB's div.body > code) and the markup's newlines as a browser does: collapsed, not as blank lines", () => {
    const body = bodyOf('<div class="codeblock"><div class="title">Code:</div><div class="body"><code>DUMP_DRIVER STEPPER=stepper_x<br />\nQUERY_IDLE</code></div></div>'
      + '<div class="body"><code><span>&lt;?php<br />\n$t = 1;<br />\nforeach ($a as $b) {<br />\n&nbsp;&nbsp;&nbsp;&nbsp;echo $b;<br />\n}</span></code></div>');
    expect(preformatBrokenCode(loose(body))).toBe(2);
    expect(Array.from(body.querySelectorAll('pre > code'), (code) => code.textContent)).toEqual(['DUMP_DRIVER STEPPER=stepper_x\nQUERY_IDLE', '<?php\n$t = 1;\nforeach ($a as $b) {\n    echo $b;\n}']);
  });

  it('leaves inline code, code with one break inside a sentence and code already in a <pre> alone', () => {
    const body = bodyOf('<p>Run <code>make all</code> first.</p><p>Type <code>a<br>b</code> there.</p><pre><code>x<br>y<br>z</code></pre>');
    expect(loose(body)).toHaveLength(2);
    expect(preformatBrokenCode(loose(body))).toBe(0);
    expect(body.querySelectorAll('pre')).toHaveLength(1);
  });
});

describe('preformatCodeLines: an ordered list of code lines', () => {
  const listLines = (root: Element): Element[] => Array.from(root.querySelectorAll('li')).filter(isCodeListLine);

  it("turns an ordered list of lines whose container names code (Discuz's div.blockcode) into a <pre>, without the list's numbers or the lines' breaks", () => {
    const body = bodyOf('<div class="blockcode"><div id="code_Xk3"><ol><li># enable the PCIe port<br /><li>dtparam=pciex1<br /><li>[all]<br /></ol></div><em>Copy code</em></div>');
    expect(preformatCodeLines(listLines(body))).toBe(1);
    expect(body.querySelector('ol')).toBeNull();
    expect(body.querySelector('pre')?.textContent).toBe('# enable the PCIe port\ndtparam=pciex1\n[all]');
  });
  it('leaves an ordered list whose container names no code, or whose items hold blocks, or a "source" list of references', () => {
    for (const markup of ['<div class="steps"><ol><li>Open the case</li><li>Seat the card</li></ol></div>', '<div class="blockcode"><ol><li><p>One</p></li><li><p>Two</p></li></ol></div>', '<div class="sources"><ol><li>Smith 2020</li><li>Jones 2021</li></ol></div>',
      // Hugging Face's model card: prose inside a section that only lets its code blocks be copied.
      '<section class="pt-8 copiable-code-container"><div class="model-card-content prose"><ol><li>Supervised fine-tuning for 3 epochs</li><li>Preference tuning</li></ol></div></section>']) {
      const body = bodyOf(markup);
      expect(preformatCodeLines(listLines(body))).toBe(0);
      expect(body.querySelector('ol')).not.toBeNull();
    }
  });
});

describe('preformatRawCode', () => {
  it("turns a div of code written as raw lines (Writerside's div.code-block[data-lang]) into a <pre> in its language, and leaves a div of code with blocks or on one line", () => {
    const body = bodyOf('<div class="code-block" data-lang="kotlin">\ntasks.withType&lt;KotlinCompile&gt;().configureEach {\n    // keep outputs cacheable\n    outputs.cacheIf { true }\n}\n</div>'
      + '<div class="code-block" data-lang="none">\nkotlin.incremental=true\nkotlin.incremental.js.ir=true\n</div><div class="code-block" data-lang="bash"><p>one</p>\n<p>two</p></div><div class="code-block" data-lang="bash">gradle build</div>');
    const blocks = Array.from(body.querySelectorAll('div')).filter(isRawCodeBlock);
    expect(blocks).toHaveLength(2);
    expect(preformatRawCode(blocks)).toBe(2);
    const pres = Array.from(body.querySelectorAll('pre > code'));
    expect(pres[0]?.getAttribute('class')).toBe('language-kotlin');
    expect(pres[0]?.textContent).toBe('tasks.withType<KotlinCompile>().configureEach {\n    // keep outputs cacheable\n    outputs.cacheIf { true }\n}');
    expect(pres[1]?.hasAttribute('class')).toBe(false);
    expect(body.querySelectorAll('div.code-block')).toHaveLength(2);
  });
});

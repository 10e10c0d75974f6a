import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** The converter's code: fenced blocks (their blank lines, language names, line-number gutters) and inline code. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: code', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("keeps a code block's own blank lines (two between Python's definitions) while collapsing those between blocks", async () => {
    expect(await convert('<p>One.</p><p></p><p></p><pre><code>def a():\n    return 1\n\n\ndef b():\n    return 2</code></pre><p>Two.</p>')).toBe('One.\n\n```\ndef a():\n    return 1\n\n\ndef b():\n    return 2\n```\n\nTwo.');
  });

  it("leaves out a label beside a code block that names its language (VitePress's span.lang), as the fence does", async () => {
    expect(await convert('<div class="language-ts"><button class="copy"></button><span class="lang">ts</span><pre><code>const a = 1;</code></pre></div>')).toBe('```ts\nconst a = 1;\n```');
    expect(await convert('<div class="language-ts"><p><span class="lang">ts</span></p><pre><code>const a = 1;</code></pre></div>')).toBe('```ts\nconst a = 1;\n```');
    // A caption that is not the language stays.
    expect(await convert('<div class="language-ts"><span class="title">config.ts</span><pre><code>const a = 1;</code></pre></div>')).toBe('config.ts\n\n```ts\nconst a = 1;\n```');
  });

  it('reads a language label through wrappers that hold only it (a comment or white space beside it says nothing), and keeps one a wrapper says more beside', async () => {
    expect(await convert('<div class="language-ts"><div><!-- label --> <span class="lang">ts</span>\n</div><pre><code>const a = 1;</code></pre></div>')).toBe('```ts\nconst a = 1;\n```');
    // The block beside it settles the label whatever text stands around it.
    expect(await convert('<div class="language-ts">Example <span class="lang">ts</span><pre><code>const a = 1;</code></pre></div>')).toBe('Example\n\n```ts\nconst a = 1;\n```');
    expect(await convert('<div class="language-ts"><p>Run <span class="lang">ts</span> here</p><pre><code>const a = 1;</code></pre></div>')).toBe('Run ts here\n\n```ts\nconst a = 1;\n```');
    expect(await convert('<div class="language-ts"><p><span class="lang">ts</span><em>!</em></p><pre><code>const a = 1;</code></pre></div>')).toBe('ts*!*\n\n```ts\nconst a = 1;\n```');
  });

  it("writes each program of a <pre> that holds one example twice as its own block (Node.js' mjs and cjs <code>s behind a toggle), where the first ended run into the second", async () => {
    const pre = '<pre><input class="js-flavor-toggle" type="checkbox" checked aria-label="Show modern ES modules syntax"><code class="language-js mjs">import dgram from \'node:dgram\';\n\nserver.bind(41234);\n// Prints: listening</code><code class="language-js cjs">const dgram = require(\'node:dgram\');\n\nserver.bind(41234);</code></pre>';
    expect(await convert(pre)).toBe("```js\nimport dgram from 'node:dgram';\n\nserver.bind(41234);\n// Prints: listening\n```\n\n```js\nconst dgram = require('node:dgram');\n\nserver.bind(41234);\n```");
    // One program set in several <code>s, each a line, or with text between them, stays one block.
    expect(await convert('<pre><code>a = 1</code>\n<code>b = 2</code></pre>')).toBe('```\na = 1\nb = 2\n```');
    expect(await convert('<pre>$ <code>ls\n-l</code>\n<code>a\nb</code></pre>')).toBe('```\n$ ls\n-l\na\nb\n```');
  });

  it("writes a <pre>'s one-line programs apart when each <code> names its language (Node.js' \"It can be accessed using:\" pair)", async () => {
    const pair = '<pre><input class="js-flavor-toggle" type="checkbox" checked><code class="language-js mjs">import dns from \'node:dns\';</code><code class="language-js cjs">const dns = require(\'node:dns\');</code></pre>';
    expect(await convert(pair)).toBe("```js\nimport dns from 'node:dns';\n```\n\n```js\nconst dns = require('node:dns');\n```");
  });

  it("keeps a code block's blank line written as an empty line element, and reads a language named beside `highlight` (Rouge's <pre class=\"highlight python\">)", async () => {
    expect(await convert('<pre class="highlight python"><code><div class="line">a = 1</div><div class="line"></div><div class="line">b = 2</div></code></pre>')).toBe('```python\na = 1\n\nb = 2\n```');
    expect(await convert('<div class="highlight notranslate"><pre>x</pre></div>')).toBe('```\nx\n```');
  });

  it("reads a known language named by a bare class of the block (rustdoc's <pre class=\"rust\">), after any marked name, and no other bare class", async () => {
    expect(await convert('<pre class="rust item-decl"><code>pub struct Lattice;</code></pre>')).toBe('```rust\npub struct Lattice;\n```');
    expect(await convert('<pre><code class="hljs python">x = 1</code></pre>')).toBe('```python\nx = 1\n```');
    expect(await convert('<div class="language-go"><pre class="rust"><code>x</code></pre></div>')).toBe('```go\nx\n```');
    expect(await convert('<div class="rust"><pre class="wide"><code>x</code></pre></div>')).toBe('```\nx\n```');
  });

  it("reads devsite's `syntax` attribute as the block's language", async () => {
    expect(await convert('<devsite-code><pre class="devsite-click-to-copy" syntax="Python"><code>import os</code></pre></devsite-code>')).toBe('```python\nimport os\n```');
  });

  it('keeps code verbatim: line breaks, markdown characters, backtick runs', async () => {
    const markdown = await convert('<pre><code class="language-md">a *not* _emphasis_<br>```\nline 3</code></pre>');
    expect(markdown).toBe('````md\na *not* _emphasis_\n```\nline 3\n````');
  });

  it('skips line-number gutters inside code blocks', async () => {
    const markdown = await convert('<pre><code><span class="lineno">1</span>x = 1\n<span class="lineno">2</span>y = 2</code></pre>');
    expect(markdown).toBe('```\nx = 1\ny = 2\n```');
  });

  it('skips a gutter of line numbers set in a table cell beside the code (Pygments, Rouge, Chroma), and keeps numbers that are code', async () => {
    const pygments = '<table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span class="normal"><a href="#l-1">1</a></span>\n<span class="normal"><a href="#l-2">2</a></span>\n<span class="normal">3</span></pre></div></td>'
      + '<td class="code"><div><pre><code class="language-python">x = 1\ny = 2\nprint(x + y)</code></pre></div></td></tr></table>';
    expect(await convert(pygments)).toBe('```python\nx = 1\ny = 2\nprint(x + y)\n```');
    const rouge = '<table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">41\n42\n</pre></td><td class="code"><pre>a\nb\n</pre></td></tr></tbody></table>';
    expect(await convert(rouge)).toBe('```\na\nb\n```');
    // Numbers that do not count up by one, or a block of numbers with no code beside it, are the page's.
    expect(await convert('<table><tr><td><pre>3\n1\n4</pre></td><td><pre>pi</pre></td></tr></table>')).toContain('```\n3\n1\n4\n```');
    expect(await convert('<pre>1\n2\n3</pre>')).toBe('```\n1\n2\n3\n```');
  });

  it('keeps only the text of formatting inside inline code (a placeholder, a nested code), and code blocks as they are', async () => {
    const markdown = await convert('<p>Use <code class="option">-B <em class="replaceable"><code>x</code></em></code> or <code>-e</code>, or <code>x = <var>n</var> * <b>2</b></code>.</p><pre><code>a <em>b</em>\n</code></pre>');
    expect(markdown).toBe('Use `-B x` or `-e`, or `x = n * 2`.\n\n```\na b\n```');
  });

  it('writes inline code that holds links as code spans around the links, each link labelled with code', async () => {
    const markdown = await convert('<p><code><a href="#readBoolean()">readBoolean</a>()</code> returns <code>pub fn get() -&gt; <a href="/std/option/enum.Option.html">Option</a>&lt;<a href="/std/primitive.usize.html">usize</a>&gt;</code>; see <code><a href="javascript:go()">go</a> now</code>.</p>');
    expect(markdown).toBe('[`readBoolean`](https://example.com/blog/post.html#readBoolean%28%29)`()` returns `pub fn get() ->` [`Option`](https://example.com/std/option/enum.Option.html)`<`[`usize`](https://example.com/std/primitive.usize.html)`>`; see `go now`.');
  });

  it("names a code block's language from a lang attribute (GitHub's Markdown renderer: <pre lang=\"python\">) only when it is a known language", async () => {
    expect(await convert('<pre lang="python"><code>print(1)</code></pre>')).toBe('```python\nprint(1)\n```');
    expect(await convert('<pre lang="console"><code>$ pip install tidewell</code></pre>')).toBe('```console\n$ pip install tidewell\n```');
    expect(await convert('<pre lang="en"><code>plain words</code></pre>')).toBe('```\nplain words\n```');
  });
});

import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { LINE_NUMBER_CLASS } from '../../../../../adapters/outbound/extract/html/markdown/code-block-rule.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Code whose lines are spans, gutters highlighters set apart, and languages wrappers name. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: code lines, gutters and languages', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("ends each line a <span class=\"line\"> holds when the markup writes no newline between them (Shiki as Tailwind's docs serve it)", async () => {
    const line = (code: string): string => `<span class="line">${code}</span>`;
    const html = '<pre class="shiki github-dark" style="background-color:#24292e" tabindex="0"><code>'
      + line('<span style="color:#B392F0">npm</span><span style="color:#9ECBFF"> install</span><span style="color:#9ECBFF"> tailwindcss</span>')
      + line('<span style="color:#B392F0">npx</span><span style="color:#9ECBFF"> tailwindcss</span><span style="color:#9ECBFF"> init</span>')
      + '</code></pre>';
    expect(await convert(html)).toBe('```\nnpm install tailwindcss\nnpx tailwindcss init\n```');
  });

  it("keeps as a blank line an empty line span when the markup writes no newline between the lines (GitBook's span.highlight-line laid out by its stylesheet)", async () => {
    const line = (code: string, highlighted = false): string => `<span class="highlight-line${highlighted ? ' highlighted' : ''}"><span class="highlight-line-number"></span><span class="highlight-line-content">${code}</span></span>`;
    const html = '<pre class="hide-scroll relative overflow-auto"><code class="inline-grid min-w-full grid-cols-[auto_1fr] p-2 [count-reset:line]">'
      + line('<span style="color:#22863A">name</span>: analytics') + line('') + line('', true) + line('<span style="color:#22863A">tables</span>:', true) + line('  - orders')
      + '</code></pre>';
    expect(await convert(html)).toBe('```\nname: analytics\n\n\ntables:\n  - orders\n```');
  });

  it("ends the lines of DocC's code listing (span.code-line-container around span.code-line) and names its language by the wrapper's data-syntax", async () => {
    const line = (number: number, code: string): string => `<span class="code-line-container"><span data-line-number="${number}" class="code-number"></span><span class="code-line">${code}</span></span>`;
    const html = '<div data-syntax="swift" class="code-listing"><div class="container-general"><pre><code>'
      + line(1, '<span class="syntax-keyword">import</span> SwiftUI')
      // DocC writes an empty line as a newline of its own.
      + line(2, '\n')
      + line(3, '<span class="syntax-keyword">struct</span> <span class="syntax-title">LandmarkList</span>: <span class="syntax-type">View</span> {}')
      + '</code></pre></div></div>';
    expect(await convert(html)).toBe('```swift\nimport SwiftUI\n\nstruct LandmarkList: View {}\n```');
  });

  it('writes no second newline after a line span the markup already follows by a newline (Shiki with newlines) or by a <br> (Hexo)', async () => {
    const shiki = '<pre class="shiki"><code><span class="line"><span>const a = 1;</span></span>\n<span class="line"><span>const b = 2;</span></span>\n<span class="line"><span>console.log(a + b);</span></span></code></pre>';
    expect(await convert(shiki)).toBe('```\nconst a = 1;\nconst b = 2;\nconsole.log(a + b);\n```');
    const hexo = '<figure class="highlight bash"><table><tr><td class="code"><pre><span class="line">hexo new <span class="string">&quot;My New Post&quot;</span></span><br><span class="line">hexo server</span><br></pre></td></tr></table></figure>';
    expect(await convert(hexo)).toBe('```bash\nhexo new "My New Post"\nhexo server\n```');
  });

  it("does not break the line at a highlighter's token spans or a class that only contains \"line\" (inline, outline)", async () => {
    const html = '<pre><code class="language-css"><span class="hljs-selector-class">.title</span> { <span class="hljs-attribute">text-decoration</span>: <span class="inline">underline</span> <span class="outline">dotted</span>; }</code></pre>';
    expect(await convert(html)).toBe('```css\n.title { text-decoration: underline dotted; }\n```');
  });

  it("skips MoinMoin's span.LineNumber and Shiki's span.shiki-ln-number, keeping a number token of the code", async () => {
    const moin = '<div class="highlight python"><pre><span class="line"><span class="LineNumber">   1 </span><span class="LineAnchor" id="line-1"></span><span class="ResWord">def</span> <span class="ID">answer</span>():</span>\n'
      + '<span class="line"><span class="LineNumber">   2 </span><span class="LineAnchor" id="line-2"></span>    <span class="ResWord">return</span> <span class="Number">42</span></span>\n</pre></div>';
    expect(await convert(moin)).toBe('```python\ndef answer():\n    return 42\n```');
    const shiki = '<pre class="shiki shiki-ln"><code><span class="line"><span class="shiki-ln-number">1</span><span>let total = 0;</span></span>\n<span class="line"><span class="shiki-ln-number">2</span><span>total += 10;</span></span></code></pre>';
    expect(await convert(shiki)).toBe('```\nlet total = 0;\ntotal += 10;\n```');
  });

  it("drops Symfony's pre.codeblock-lines gutter set just before the code's <pre>", async () => {
    const html = '<div class="codeblock codeblock-length-sm codeblock-php"><div class="codeblock-scroll">'
      + '<pre class="codeblock-lines">1\n2\n3</pre>'
      + '<pre class="codeblock-code"><code><span class="hljs-comment">// config/bundles.php</span>\n<span class="hljs-keyword">return</span> [\n];</code></pre>'
      + '</div></div>';
    expect(await convert(html)).toBe('```\n// config/bundles.php\nreturn [\n];\n```');
  });

  it('keeps a <pre> of counted numbers when no code block follows it (a program\'s output), and a code block before another that is no number run', async () => {
    expect(await convert('<p>The loop prints:</p><pre>1\n2\n3</pre><p>and then stops.</p>')).toBe('The loop prints:\n\n```\n1\n2\n3\n```\n\nand then stops.');
    expect(await convert('<pre><code>make build</code></pre><pre><code>make test</code></pre>')).toBe('```\nmake build\n```\n\n```\nmake test\n```');
  });

  it("gives no language for Velog's language-undefined, and still names language-typescript", async () => {
    expect(await convert('<pre><code class="language-undefined">git checkout -b feature/login</code></pre>')).toBe('```\ngit checkout -b feature/login\n```');
    expect(await convert('<pre><code class="language-typescript">const id: number = 1;</code></pre>')).toBe('```typescript\nconst id: number = 1;\n```');
  });

  it("gives no language for Invision Community's lang-auto (session 37), and still names lang-python", async () => {
    expect(await convert('<pre class="ipsCode prettyprint lang-auto prettyprinted">Rear caliper carrier bolts: 55 Nm</pre>')).toBe('```\nRear caliper carrier bolts: 55 Nm\n```');
    expect(await convert('<pre class="ipsCode prettyprint lang-python">print(1)</pre>')).toBe('```python\nprint(1)\n```');
  });
});

describe('LINE_NUMBER_CLASS', () => {
  it.each(['LineNumber', 'linenumber', 'line-number', 'lineno', 'shiki-ln-number', 'code-ln-numbers', 'hljs-ln-numbers', 'line-numbers-rows', 'token LineNumber'])('matches the line-number class %j', (name) => {
    expect(LINE_NUMBER_CLASS.test(name)).toBe(true);
  });

  it.each(['Number', 'hljs-number', 'mi', 'line', 'code-line', 'LineAnchor', 'numbered-list'])('does not match the class %j', (name) => {
    expect(LINE_NUMBER_CLASS.test(name)).toBe(false);
  });
});

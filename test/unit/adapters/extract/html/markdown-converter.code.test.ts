import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Code blocks as code hosts and API references lay them out (rows, gutters). */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: laid-out code', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("leaves out a code block's gutter cells named as a line's gutter (Fern's td.code-block-line-gutter: line numbers and shell prompts)", async () => {
    const row = (gutter: string, code: string) => `<tr class="code-block-line"><td class="code-block-line-gutter"><span>${gutter}</span></td><td class="code-block-line-content"><span class="line">${code}</span></td></tr>`;
    expect(await convert(`<pre><code><table class="code-block-line-group"><tbody>${row('1', '{')}${row('2', '  "id": "tr_01"')}${row('3', '}')}</tbody></table></code></pre>`)).toBe('```\n{\n  "id": "tr_01"\n}\n```');
  });

  it("names a fence by the language Zulip's archive states on its div.codehilite (data-code-language)", async () => {
    expect(await convert('<div class="codehilite" data-code-language="Rust"><pre><span></span><code>fn main() {}</code></pre></div>')).toBe('```rust\nfn main() {}\n```');
  });

  it("names the language of a gutter table's code by the figure around the table (Hexo's figure.highlight.js, its gutter's numbers broken by <br>)", async () => {
    const gutter = '<td class="gutter"><pre><span class="line">1</span><br><span class="line">2</span><br></pre></td>';
    expect(await convert(`<figure class="highlight js"><figcaption><span>flush.js</span></figcaption><table><tr>${gutter}<td class="code"><pre><span class="line">const a = 1;</span><br><span class="line">flush(a);</span><br></pre></td></tr></table></figure>`)).toBe('flush.js\n\n```js\nconst a = 1;\nflush(a);\n```');
  });

  it("leaves out a label set beside the code in its <pre> (ReSpec's WebIDL header), not a line of the code", async () => {
    expect(await convert('<pre class="idl def"><span class="idlHeader"><a class="self-link" href="#idl-index">WebIDL</a></span><code>[SecureContext]\ninterface EnergySaver {};</code></pre>')).toBe('```\n[SecureContext]\ninterface EnergySaver {};\n```');
    // Text of the <pre> outside any element is the code's, and so is every <code> of several.
    expect(await convert('<pre>$ <code>npm test</code></pre>')).toBe('```\n$ npm test\n```');
    expect(await convert('<pre><strong><code>// Print each locale</code></strong><code>\nLocale[] locales;</code></pre>')).toBe('```\n// Print each locale\nLocale[] locales;\n```');
    expect(await convert('<pre><em class="replaceable"><code>schema</code></em><code class="literal">.</code><em class="replaceable"><code>table</code></em></pre>')).toBe('```\nschema.table\n```');
  });
});

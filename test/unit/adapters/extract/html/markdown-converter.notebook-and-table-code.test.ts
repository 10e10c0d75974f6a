import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Code blocks of notebook renderers and of Zola: the language an `hl-` class names, line numbers in table cells. */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: notebook cells and numbered table rows of code', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("names the language an hl- class on the wrapper gives (nbconvert's div.highlight.hl-ipython3 on nbviewer)", async () => {
    const html = '<div class="input_area"><div class=" highlight hl-ipython3"><pre><span></span><span class="kn">import</span> <span class="nn">pandas</span> <span class="k">as</span> <span class="nn">pd</span>\n'
      + '<span class="n">series</span> <span class="o">=</span> <span class="n">pd</span><span class="o">.</span><span class="n">read_parquet</span><span class="p">(</span><span class="s2">"all.parquet"</span><span class="p">)</span>\n</pre></div></div>';
    expect(await convert(html)).toBe('```ipython3\nimport pandas as pd\nseries = pd.read_parquet("all.parquet")\n```');
  });

  it("writes the code of Zola's numbered lines (linenos: a table row per line, its number in the first cell) without the numbers", async () => {
    const row = (number: number, code: string): string => `<tr><td>${number}</td><td>${code}</td></tr>`;
    const html = '<pre data-linenos data-lang="sh" class="language-sh "><code class="language-sh" data-lang="sh"><table><tbody>'
      + row(1, '<span style="color:#bf616a;">aws</span><span> s3 sync public/ s3://docs-example-org/ \\\n</span>')
      + row(2, '<span style="color:#bf616a;">  --delete </span><span>\\\n</span>')
      + row(3, '<span style="color:#bf616a;">  --acl</span><span> public-read\n</span>')
      + '</tbody></table></code></pre>';
    const markdown = await convert(html);
    expect(markdown).toBe('```sh\naws s3 sync public/ s3://docs-example-org/ \\\n  --delete \\\n  --acl public-read\n```');
    expect(markdown).not.toMatch(/^[123](?:aws| {2}--)/m);
  });

  it('drops a number cell before code but keeps a number that is a row\'s only cell, and a first cell of words', async () => {
    const html = '<pre data-linenos><code><table><tbody><tr><td>1</td><td>retries = 3</td></tr><tr><td>42</td></tr><tr><td>port</td><td> = 8080</td></tr></tbody></table></code></pre>';
    expect(await convert(html)).toBe('```\nretries = 3\n42\nport = 8080\n```');
  });
});

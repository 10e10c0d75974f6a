import { describe, expect, it } from 'vitest';
import { createMarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE, parsers } from './markdown-converter-parsers.js';

/** Inline code set flush against other inline code (Sphinx's signatures). */
describe.each(Object.entries(parsers))('createMarkdownConverter on %s: adjoined inline code', (_name, parse) => {
  const convert = async (html: string): Promise<string> => (await createMarkdownConverter(BASE))(parse(html).body);

  it("writes code flush against code, nothing between, as one code span (Sphinx's code.descclassname then code.descname)", async () => {
    const markdown = await convert('<p><em class="property">class</em> <code class="sig-prename descclassname"><span class="pre">gantry.</span></code><code class="sig-name descname"><span class="pre">RetryPolicy</span></code>(<em>attempts=3</em>)</p>');
    expect(markdown).toBe('*class* `gantry.RetryPolicy`(*attempts=3*)');
    expect(markdown).not.toContain('``');
  });

  it('joins a run of three, and leaves two code spans a space apart where a space stands where they meet', async () => {
    expect(await convert('<p><code>root #</code><code>emerge</code><code>--ask</code></p>')).toBe('`root #emerge--ask`');
    expect(await convert('<p><code>class</code><code> = 2</code></p>')).toBe('`class` `= 2`');
  });
});

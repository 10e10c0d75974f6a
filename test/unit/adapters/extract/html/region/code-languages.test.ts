import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { nameCodeLanguages } from '../../../../../../adapters/outbound/extract/html/region/code-languages.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const presOf = (root: Element): Element[] => Array.from(root.querySelectorAll('pre'));

describe('nameCodeLanguages', () => {
  it("writes on a block the language its wrapper names: Pygments' numbered table five levels up, a tab's panel right above", () => {
    const numbered = '<div class="language-python highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1\n2</pre></div></td><td class="code"><div><pre><code>a = 1\nb = 2</code></pre></div></td></tr></table></div>';
    const tab = '<div class="tabbed-block"><div class="language-go highlight"><pre><code>x := 1</code></pre></div></div>';
    const body = bodyOf(numbered + tab);
    expect(nameCodeLanguages(presOf(body))).toBe(2);
    expect(presOf(body).map((pre) => pre.getAttribute('data-lang'))).toEqual([null, 'python', 'go']);
  });

  it('leaves a block that names its own language, and one whose far wrapper holds other code blocks (a near wrapper still names them)', () => {
    const own = '<div class="language-go"><pre class="language-rust"><code>fn main() {}</code></pre></div>';
    const shared = '<div class="language-bash"><section><div><div><div><pre><code>ls</code></pre></div></div></div><pre><code>pwd</code></pre></section></div>';
    const body = bodyOf(own + shared);
    expect(nameCodeLanguages(presOf(body))).toBe(1);
    expect(presOf(body).map((pre) => pre.getAttribute('data-lang'))).toEqual([null, null, 'bash']);
  });
});

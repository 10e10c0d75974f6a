import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { prefilterHtml } from '../../../../../adapters/outbound/extract/html/html-prefilter.js';
import { type LightElement, LightText } from '../../../../../adapters/outbound/extract/html/large-document/light-dom.js';
import { parseLightPart } from '../../../../../adapters/outbound/extract/html/large-document/light-part-parser.js';
import { splitMarkupIntoParts } from '../../../../../adapters/outbound/extract/html/large-document/markup-chunker.js';
import { createMarkdownConverter, type MarkdownConverter } from '../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { removeNonContent } from '../../../../../adapters/outbound/extract/html/region/non-content-removal.js';
import { flattenBeyondDepth } from '../../../../../adapters/outbound/extract/html/tree-size-guard.js';

const CORPUS = new URL('../../../../fixtures/extraction-corpus/html/', import.meta.url);
const PREFIX = '<!DOCTYPE html><html><head></head><body>';
let convert: MarkdownConverter;

beforeAll(async () => {
  convert = await createMarkdownConverter('https://docs.example.org/manual/page');
});

interface Conversion {
  readonly markdown: string;
  readonly scripts: number;
  readonly passwordFields: number;
}

/** The large-document steps (clean, flatten below `depth`, convert) on linkedom's tree. */
function viaLinkedom(markup: string, depth: number): Conversion {
  const document = parseHTML(markup).document as unknown as Document;
  const scripts = document.getElementsByTagName('script').length;
  const passwordFields = Array.from(document.getElementsByTagName('input')).filter((input) => (input.getAttribute('type') ?? '').trim().toLowerCase() === 'password').length;
  removeNonContent(document.body);
  flattenBeyondDepth(document.body, depth);
  return { markdown: convert(document.body, { consume: true }), scripts, passwordFields };
}

/** The same steps on the light tree. */
function viaLightTree(markup: string, depth: number): Conversion {
  const part = parseLightPart(markup);
  const body = part.body as unknown as Element | null;
  if (body === null) return { markdown: '', scripts: part.scripts, passwordFields: part.passwordFields };
  removeNonContent(body);
  flattenBeyondDepth(body, depth);
  return { markdown: convert(body, { consume: true }), scripts: part.scripts, passwordFields: part.passwordFields };
}

const TRICKY = [
  '<p>Entities &amp; &lt;tags&gt; &nbsp;and&#160;more&copy; <b>bold</b><i>italic</i> <code>a_b*c</code></p>',
  '<p>- not a list</p><p>1. not a list either</p><p># not a heading</p>',
  '<ol start="4"><li>four</li><li>five<ul><li>nested</li></ul></li></ol><ol start="x"><li>bad start</li></ol>',
  '<table><caption>Prices</caption><thead><tr><th>k</th><th colspan="2">v</th></tr></thead><tbody><tr><td>a|b</td><td>1</td></tr><tr><td>c</td></tr></tbody></table>',
  '<table role="presentation"><tr><td><h2>Layout</h2></td><td>cell</td></tr></table><table><tr><td><table><tr><td>x</td><td>y</td></tr></table></td><td>z</td></tr></table>',
  '<div class="highlight-source-python"><pre><span class="linenos">1</span>print(1)\n<div>x</div></pre></div><pre data-lang="rust">fn main() {}</pre><pre><code>``` fence</code></pre>',
  '<p>a<br>b<br/>c<img src="/i.png" alt="[img]"><img data-src="data:x"><img src="javascript:alert(1)" alt="bad"></p><hr>',
  '<a href="/x">link</a> <a href="mailto:a@b.c">mail</a> <a href="javascript:x()">js</a> <a>no href</a> <a href="/y"><p>block link</p></a>',
  '<div style="display:none">hidden</div><div aria-hidden="true">aria</div><span HIDDEN>upper</span><div role="navigation">nav</div><div role="main">main</div>',
  '<p>text<!-- a comment --> after <![CDATA[cdata]]> end</p><noscript>Enable JavaScript</noscript><noscript>' + 'long noscript text '.repeat(20) + '</noscript>',
  '<header><p>page header</p></header><main><header><p>article header</p></header></main><footer>footer</footer>',
  '<form><input type=" Password "><input TYPE="password"><input type="text"><script>var x = 1;</script><script type="application/ld+json">{}</script></form>',
  '<dl><dt>term</dt><dd>definition</dd></dl><blockquote><p>quote</p><blockquote><p>inner</p></blockquote></blockquote><h3>Title <em>em</em></h3>',
  '<p>unclosed <b>bold <i>both</p><p>next</b> para</i></p><li>stray item</li><td>stray cell</td></p>',
  '<ul><li><p>para item</p></li><li>  spaced   item  </li></ul><p>   leading and trailing   </p><span> </span><p> <a href="/z"> </a> </p>',
  '<h1 onclick="x">A</h1><h6>F</h6><sup>1</sup><s>struck</s><kbd>Ctrl</kbd><template><p>template</p></template><svg><text>svg</text></svg>',
];

describe('the light tree for large-page parts', () => {
  it('gives the Markdown and counts linkedom gives, on tricky markup', () => {
    for (const snippet of TRICKY) {
      for (const depth of [256, 3]) {
        const markup = `${PREFIX}<main><article>${snippet}</article></main></body></html>`;
        expect(viaLightTree(markup, depth), snippet).toEqual(viaLinkedom(markup, depth));
      }
    }
  });

  it('gives the same Markdown as linkedom on every part of corpus pages', () => {
    const files = readdirSync(CORPUS).filter((name) => name.endsWith('.html.gz')).sort().filter((_, index) => index % 8 === 0);
    expect(files.length).toBeGreaterThan(8);
    let parts = 0;
    for (const file of files) {
      const markup = prefilterHtml(gunzipSync(readFileSync(new URL(file, CORPUS))).toString('utf8')).html;
      for (const part of splitMarkupIntoParts(markup, 2048)) {
        parts += 1;
        expect(viaLightTree(part, 8), `${file} part ${parts}`).toEqual(viaLinkedom(part, 8));
      }
    }
    expect(parts).toBeGreaterThan(100);
  });

  it('agrees with linkedom on any sequence of the tricky blocks', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength: 6 }), (snippets) => {
      const markup = `${PREFIX}<div class="content">${snippets.join('')}</div></body></html>`;
      expect(viaLightTree(markup, 256)).toEqual(viaLinkedom(markup, 256));
    }), { numRuns: 60, seed: 11 });
  });

  it('finds no body where linkedom would have to invent one', () => {
    expect(parseLightPart('<p>no document element</p>').body).toBeNull();
    expect(parseLightPart('<html><body><p>no head</p></body></html>').body).toBeNull();
    expect(parseLightPart(`${PREFIX}<p>x</p>`).body?.nodeName).toBe('BODY');
  });
});

describe('LightElement', () => {
  const tree = (): LightElement => {
    const body = parseLightPart(`${PREFIX}<div id="a" data-X="1"><p class="c">one <!-- note --><b>two</b></p><table><tr><td>cell</td></tr></table>text</div></body></html>`).body;
    if (body === null) throw new Error('no body');
    return body;
  };

  it('answers attribute questions as linkedom does: names as written, own attributes only', () => {
    const div = tree().children[0] as LightElement;
    expect(div.getAttribute('id')).toBe('a');
    expect(div.getAttribute('data-X')).toBe('1');
    expect(div.getAttribute('data-x')).toBeNull();
    expect(div.getAttribute('constructor')).toBeNull();
    expect(div.hasAttribute('toString')).toBe(false);
    expect((div.children[0] as LightElement).className).toBe('c');
  });

  it('reads text without comments, and walks children, siblings and selectors', () => {
    const body = tree();
    const div = body.children[0] as LightElement;
    expect(div.textContent).toBe('one twocelltext');
    expect(div.childNodes.map((node) => node.nodeName)).toEqual(['P', 'TABLE', '#text']);
    expect(div.children.map((node) => node.nodeName)).toEqual(['P', 'TABLE']);
    expect(div.lastElementChild?.nodeName).toBe('TABLE');
    const cell = div.querySelector('td');
    expect(cell?.textContent).toBe('cell');
    expect(cell?.closest('table')?.nodeName).toBe('TABLE');
    expect(cell?.closest('div, span')).toBe(div);
    expect(div.querySelectorAll('p, b, td').map((node) => node.nodeName)).toEqual(['P', 'B', 'TD']);
    expect(div.querySelector('div')).toBeNull();
    expect(div.getElementsByTagName('B').map((node) => node.localName)).toEqual(['b']);
  });

  it('moves and removes nodes, keeping sibling links consistent', () => {
    const div = tree().children[0] as LightElement;
    const paragraph = div.children[0] as LightElement;
    paragraph.replaceWith(...paragraph.childNodes);
    expect(div.childNodes.map((node) => node.nodeName)).toEqual(['#text', '#comment', 'B', 'TABLE', '#text']);
    expect(div.firstChild).toBeInstanceOf(LightText);
    (div.lastChild as LightText).remove();
    expect(div.lastChild?.nodeName).toBe('TABLE');
    expect(div.lastChild?.nextSibling).toBeNull();
    const moved = div.appendChild(div.firstChild as LightText);
    expect(div.lastChild).toBe(moved);
    expect(div.firstChild?.nodeName).toBe('#comment');
    expect(div.firstChild?.previousSibling).toBeNull();
    expect(() => div.removeChild(new LightText('stranger'))).toThrow(/not a child/);
  });
});

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isCodeLine, preformatCodeLines } from '../../../../../../adapters/outbound/extract/html/region/code-line-blocks.js';
import { createMarkdownConverter } from '../../../../../../adapters/outbound/extract/html/markdown/markdown-converter.js';
import { BASE } from '../markdown-converter-parsers.js';

/**
 * Session 33's diff lines: cgit writes a commit's diff as `table.diff td > div.head`, `div.hunk`, `div.ctx`,
 * `div.add` and `div.del`, a div per line, and gitweb as `div.diff.chunk_header`, `div.diff.rem`. Read as
 * blocks, each line was a paragraph of its own and its leading "+", "-" and spaces were lost; in a container
 * named code or diff they are one code block (`isCodeLine` reads gitweb's class words too). The same class words elsewhere (a post's `div.head`, an
 * "add" button's box) are no lines of code.
 */

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const linesIn = (root: Element): Element[] => Array.from(root.querySelectorAll('div')).filter(isCodeLine);

const CGIT_DIFF = "<table summary='diff' class='diff'><tr><td>"
  + "<div class='head'>diff --git a/src/render/html.rs b/src/render/html.rs<br/>index 5be20d4..e019a8c 100644<br/>--- a/<a href='/quillwright.git/tree/src/render/html.rs?id=9a07c3e'>src/render/html.rs</a><br/>+++ b/<a href='/quillwright.git/tree/src/render/html.rs?id=4e1b0d7'>src/render/html.rs</a></div>"
  + "<div class='hunk'>@@ -88,7 +88,7 @@ impl ChapterRenderer {</div>"
  + "<div class='ctx'>     fn footnote_id(&amp;self, label: &amp;str) -&gt; String {</div>"
  + "<div class='del'>-        format!(&quot;fn-{}&quot;, slugify(label))</div>"
  + "<div class='add'>+        format!(&quot;{}-fn-{}&quot;, self.slug, slugify(label))</div>"
  + "<div class='ctx'>     }</div>"
  + "<div class='ctx'> </div>"
  + "<div class='ctx'>     fn heading_id(&amp;self, text: &amp;str) -&gt; String {</div>"
  + '</td></tr></table>';

const CGIT_TEXT = [
  'diff --git a/src/render/html.rs b/src/render/html.rs',
  'index 5be20d4..e019a8c 100644',
  '--- a/src/render/html.rs',
  '+++ b/src/render/html.rs',
  '@@ -88,7 +88,7 @@ impl ChapterRenderer {',
  '     fn footnote_id(&self, label: &str) -> String {',
  '-        format!("fn-{}", slugify(label))',
  '+        format!("{}-fn-{}", self.slug, slugify(label))',
  '     }',
  '',
  '     fn heading_id(&self, text: &str) -> String {',
].join('\n');

describe('isCodeLine: the lines of a diff', () => {
  it.each(['head', 'hunk', 'ctx', 'add', 'del', 'chunk_header', 'rem', 'diff add', 'diff rem'])('reads a div.%s as a line', (name) => {
    expect(isCodeLine(bodyOf(`<div class="${name}">+ x</div>`).firstElementChild as Element)).toBe(true);
  });

  it.each(['header', 'added', 'delete', 'context', 'addon'])('reads no line in a div.%s', (name) => {
    expect(isCodeLine(bodyOf(`<div class="${name}">+ x</div>`).firstElementChild as Element)).toBe(false);
  });
});

describe("preformatCodeLines: cgit's diff lines", () => {
  it('turns the lines of table.diff into one <pre> with their leading "+", "-" and spaces, the header\'s links kept as its text', async () => {
    const body = bodyOf(CGIT_DIFF);
    expect(linesIn(body)).toHaveLength(8);
    expect(preformatCodeLines(linesIn(body))).toBe(1);
    const pres = body.querySelectorAll('pre');
    expect(pres).toHaveLength(1);
    expect(body.querySelector('table.diff pre')).toBe(pres[0]);
    // The file header's lines are broken by <br>: the code rule writes them as lines.
    expect(pres[0]?.querySelectorAll('br')).toHaveLength(3);
    expect(await (await createMarkdownConverter(BASE))(body)).toBe(`\`\`\`\n${CGIT_TEXT}\n\`\`\``);
    expect(body.querySelector('div.ctx, div.add, div.del, div.hunk, div.head')).toBeNull();
  });

  it('leaves div.head and div.add outside a container named code or diff as they are', () => {
    const post = bodyOf('<div class="post"><div class="head">Posted by lin_pi</div><div class="add">Add a reply</div></div>');
    expect(linesIn(post)).toHaveLength(2);
    expect(preformatCodeLines(linesIn(post))).toBe(0);
    expect(post.querySelector('pre')).toBeNull();
    expect(post.querySelector('div.post > div.head')?.textContent).toBe('Posted by lin_pi');
    expect(post.querySelector('div.post > div.add')?.textContent).toBe('Add a reply');
    const card = bodyOf('<section class="cart"><div class="item"><div class="head">Kettle</div><div class="del">Remove</div></div></section>');
    expect(preformatCodeLines(linesIn(card))).toBe(0);
    expect(card.querySelectorAll('div')).toHaveLength(3);
  });

  it('leaves a diff container holding something besides its lines, and a lone line', () => {
    const mixed = bodyOf("<table class='diff'><tr><td><p>Binary files differ</p><div class='add'>+a</div><div class='del'>-b</div></td></tr></table>");
    expect(preformatCodeLines(linesIn(mixed))).toBe(0);
    expect(mixed.querySelector('pre')).toBeNull();
    const lone = bodyOf("<table class='diff'><tr><td><div class='add'>+only line</div></td></tr></table>");
    expect(preformatCodeLines(linesIn(lone))).toBe(0);
  });
});

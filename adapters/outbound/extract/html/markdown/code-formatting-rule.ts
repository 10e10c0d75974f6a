import type TurndownService from 'turndown';

/** Elements that only format text. */
const FORMATTING = new Set(['EM', 'I', 'STRONG', 'B', 'CODE', 'VAR', 'KBD', 'SAMP', 'TT']);

/**
 * Formatting inside inline code: a placeholder's `<em>`, a `<var>`, a `<code>` inside another
 * (DocBook's `<code class="option">-B <em class="replaceable"><code>x</code></em></code>`). A code span is
 * literal, so its emphasis and inner backticks would reach the reader as characters
 * (``-B *`x`*``): only the text is kept (`-B x`).
 */
export const formattingInCodeRule: TurndownService.Rule = {
  filter: (node) => FORMATTING.has(node.nodeName.toUpperCase()) && insideInlineCode(node as unknown as Element),
  replacement: (content) => content,
};

/** An ancestor of `element` is a `<code>` outside any `<pre>` (inside one, the code block's rule reads the text). */
function insideInlineCode(element: Element): boolean {
  let code = false;
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    const name = parent.nodeName.toUpperCase();
    if (name === 'PRE') return false;
    if (name === 'CODE') code = true;
  }
  return code;
}

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
  return !insidePre(element) && element.parentElement?.closest('code') != null;
}

/**
 * Inline code that holds links (API references link each type of a signature: Javadoc's
 * `<code><a>read</a>(byte[] b)</code>`, rustdoc's `<code><a>Option</a>&lt;<a>usize</a>&gt;</code>`): in one code
 * span the links would be literal brackets and addresses. The text between the links becomes code
 * spans and each link a link whose label is a code span (`` [`read`](…)`(byte[] b)` ``); spaces at a
 * piece's ends stay outside its backticks. `markdownLink` writes a link from its label and element
 * (the label alone when the target is unusable, nothing for a permalink mark).
 */
export function inlineCodeWithLinksRule(markdownLink: (label: string, link: Element) => string): TurndownService.Rule {
  return {
    filter: (node) => node.nodeName.toUpperCase() === 'CODE' && node.querySelector('a[href]') !== null && !insidePre(node as unknown as Element),
    replacement: (_content, node) => {
      const pieces: string[] = [];
      let text = '';
      const flush = (): void => {
        pieces.push(codeSpan(text));
        text = '';
      };
      const walk = (parent: Node): void => {
        for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
          if (child.nodeType === 3) text += child.nodeValue ?? '';
          else if (child.nodeType !== 1) continue;
          else if ((child as Element).nodeName.toUpperCase() === 'A' && (child as Element).hasAttribute('href')) {
            const label = (child.textContent ?? '').replace(/\s+/g, ' ');
            const span = codeSpan(label.trim());
            const link = markdownLink(span, child as Element);
            // A link without a usable target is only its text: it stays in the code around it.
            if (link === span) {
              text += label;
              continue;
            }
            flush();
            pieces.push(`${/^\s/.test(label) ? ' ' : ''}${link}${/\s$/.test(label) && label.trim() !== '' ? ' ' : ''}`);
          } else walk(child);
        }
      };
      walk(node);
      flush();
      return pieces.join('');
    },
  };
}

/**
 * Inline code set flush against other inline code, no text between (Sphinx's signatures:
 * `<code class="descclassname">gantry.</code><code class="descname">RetryPolicy</code>`; Gentoo's wiki's prompt
 * `<code>root #</code><code>emerge …</code>`): two code spans side by side are one backtick run to Markdown, "`gantry.``RetryPolicy`",
 * which reads as one broken span. The run is written as one code span, from its first element; the others
 * write nothing. Code holding links is left to {@link inlineCodeWithLinksRule}.
 */
export const adjoinedCodeRule: TurndownService.Rule = {
  filter: (node) => node.nodeName.toUpperCase() === 'CODE' && !insidePre(node as unknown as Element) && node.querySelector('a[href]') === null && (adjoinedCode(node, 'previousSibling') !== undefined || adjoinedCode(node, 'nextSibling') !== undefined),
  replacement: (_content, node) => {
    if (adjoinedCode(node, 'previousSibling') !== undefined) return '';
    let text = node.textContent ?? '';
    for (let next = adjoinedCode(node, 'nextSibling'); next !== undefined; next = adjoinedCode(next, 'nextSibling')) text += next.textContent ?? '';
    return codeSpan(text.replace(/\s+/g, ' '));
  },
};

/**
 * The inline `<code>` right beside `node` on the side `side` names, with no text between, no link in it and no space
 * where the two meet (a space there is Markdown's too: "`class` `= 2`" reads right, and Turndown sets a code's own
 * leading space outside it).
 */
function adjoinedCode(node: Node, side: 'previousSibling' | 'nextSibling'): Element | undefined {
  const sibling = node[side];
  if (sibling === null || sibling.nodeType !== 1 || sibling.nodeName.toUpperCase() !== 'CODE' || (sibling as Element).querySelector('a[href]') !== null) return undefined;
  const [first, second] = side === 'nextSibling' ? [node, sibling] : [sibling, node];
  return /\s$/.test(first.textContent ?? '') || /^\s/.test(second.textContent ?? '') ? undefined : (sibling as Element);
}

/** `text` as a code span, with the spaces at its ends outside the backticks; '' or the spaces alone when it has no other character. */
function codeSpan(text: string): string {
  const inner = text.trim();
  if (inner === '') return text === '' ? '' : ' ';
  const lead = /^\s/.test(text) ? ' ' : '';
  const trail = /\s$/.test(text) ? ' ' : '';
  let delimiter = '`';
  const runs: string[] = inner.match(/`+/g) ?? [];
  while (runs.includes(delimiter)) delimiter += '`';
  const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : '';
  return `${lead}${delimiter}${pad}${inner}${pad}${delimiter}${trail}`;
}

function insidePre(element: Element): boolean {
  return element.closest('pre') !== null;
}

import type TurndownService from 'turndown';
import { TEX_ATTRIBUTE } from '../region/math-tex.js';

/** TeX in the delimiters Pandoc writes for MathJax and KaTeX: `\(…\)` inline, `\[…\]` displayed. */
const DELIMITED_TEX = /^\s*\\([([])([\s\S]*)\\[)\]]\s*$/;

/**
 * Pandoc's formula (Quarto, bookdown, R Markdown, Pandoc's HTML writer with `--mathjax`):
 * `<span class="math inline">\(A_k\)</span>`, `<span class="math display">\[…\]</span>`, its TeX
 * between the delimiters a script typesets. `'block'`, `'inline'`, or undefined for any other span.
 */
function pandocMath(span: Element): 'block' | 'inline' | undefined {
  const names = ` ${(span.getAttribute('class') ?? '').replace(/\s+/g, ' ')} `;
  if (!names.includes(' math ')) return undefined;
  const display = names.includes(' display ');
  if (!display && !names.includes(' inline ')) return undefined;
  return DELIMITED_TEX.test(span.textContent ?? '') ? (display ? 'block' : 'inline') : undefined;
}

/**
 * A formula's TeX as Markdown writes maths: `$…$` inline, `$$…$$` as a paragraph of its own for a
 * displayed formula. The TeX is a `<span data-tex>` that `writeMathAsTex` left for a MathML
 * formula, or Pandoc's `span.math` without its delimiters (Turndown had escaped every backslash:
 * `\\frac`, in TeX a line break). Written as it is, not escaped: `\hat{r}` and `x_i` are TeX, not Markdown.
 */
export const mathRule: TurndownService.Rule = {
  filter: (node) => node.nodeName === 'SPAN' && (node.hasAttribute(TEX_ATTRIBUTE) || pandocMath(node as Element) !== undefined),
  replacement: (_content, node) => {
    const element = node as Element;
    const stated = element.getAttribute(TEX_ATTRIBUTE);
    const text = element.textContent ?? '';
    const tex = (stated === null ? (DELIMITED_TEX.exec(text)?.[2] ?? '') : text).replace(/\s+/g, ' ').trim();
    if (tex === '') return '';
    return (stated ?? pandocMath(element)) === 'block' ? `\n\n$$${tex}$$\n\n` : `$${tex}$`;
  },
};

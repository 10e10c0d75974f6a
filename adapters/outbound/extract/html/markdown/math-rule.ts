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

/** TeX between dollars, as Documenter.jl writes a docstring's inline maths: `<span>$O(\log n)$</span>`. */
const DOLLAR_TEX = /^\$(?=\S)([^$]*\S)\$$/;

/**
 * Documenter.jl's formulas: a displayed one as `<p class="math-container">\[…\]</p>`, an inline one
 * as a bare `<span>` of `$…$` (no class, no element inside).
 */
function documenterMath(element: Element): 'block' | 'inline' | undefined {
  if (element.nodeName === 'P') return (element.getAttribute('class') ?? '').split(/\s+/).includes('math-container') && DELIMITED_TEX.test(element.textContent ?? '') ? 'block' : undefined;
  return (element.getAttribute('class') ?? '').trim() === '' && element.firstElementChild === null && DOLLAR_TEX.test((element.textContent ?? '').trim()) ? 'inline' : undefined;
}

/** The formula's TeX without its delimiters, and whether it is displayed. */
function formula(element: Element): { readonly tex: string; readonly kind: 'block' | 'inline' } | undefined {
  const stated = element.getAttribute(TEX_ATTRIBUTE);
  if (stated !== null) return { tex: element.textContent ?? '', kind: stated === 'block' ? 'block' : 'inline' };
  const kind = element.nodeName === 'SPAN' ? (pandocMath(element) ?? documenterMath(element)) : documenterMath(element);
  if (kind === undefined) return undefined;
  const text = element.textContent ?? '';
  return { tex: DELIMITED_TEX.exec(text)?.[2] ?? DOLLAR_TEX.exec(text.trim())?.[1] ?? '', kind };
}

/**
 * A formula's TeX as Markdown writes maths: `$…$` inline, `$$…$$` as a paragraph of its own for a
 * displayed formula. The TeX is a `<span data-tex>` that `writeMathAsTex` left for a MathML
 * formula, or Pandoc's `span.math` without its delimiters (Turndown had escaped every backslash:
 * `\\frac`, in TeX a line break). Written as it is, not escaped: `\hat{r}` and `x_i` are TeX, not Markdown.
 */
export const mathRule: TurndownService.Rule = {
  filter: (node) => (node.nodeName === 'SPAN' || node.nodeName === 'P') && formula(node as Element) !== undefined,
  replacement: (_content, node) => {
    const found = formula(node as Element);
    const tex = (found?.tex ?? '').replace(/\s+/g, ' ').trim();
    if (tex === '') return '';
    return found?.kind === 'block' ? `\n\n$$${tex}$$\n\n` : `$${tex}$`;
  },
};

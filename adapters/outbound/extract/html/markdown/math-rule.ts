import type TurndownService from 'turndown';
import { TEX_ATTRIBUTE } from '../region/math-tex.js';

/**
 * A formula's TeX (a `<span data-tex>` that `writeMathAsTex` left for a MathML formula) as Markdown
 * writes maths: `$…$` inline, `$$…$$` as a paragraph of its own for a displayed formula. Written
 * as it is, not escaped: `\hat{r}` and `x_i` are TeX, not Markdown.
 */
export const mathRule: TurndownService.Rule = {
  filter: (node) => node.nodeName === 'SPAN' && node.hasAttribute(TEX_ATTRIBUTE),
  replacement: (_content, node) => {
    const tex = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (tex === '') return '';
    return (node as Element).getAttribute(TEX_ATTRIBUTE) === 'block' ? `\n\n$$${tex}$$\n\n` : `$${tex}$`;
  },
};

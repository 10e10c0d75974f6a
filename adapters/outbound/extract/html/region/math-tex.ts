import { texFromMathML } from './mathml-tex.js';

/** The attribute that carries a formula's TeX from {@link writeMathAsTex} to the Markdown converter. */
export const TEX_ATTRIBUTE = 'data-tex';

/** The TeX a `<math>` element states: its `alttext`, else its `application/x-tex` annotation; undefined when none. */
function texOf(math: Element): string | undefined {
  const alt = (math.getAttribute('alttext') ?? '').trim();
  if (alt !== '') return alt;
  for (const annotation of Array.from(math.getElementsByTagName('annotation'))) {
    if ((annotation.getAttribute('encoding') ?? '').toLowerCase() === 'application/x-tex') {
      const tex = (annotation.textContent ?? '').trim();
      if (tex !== '') return tex;
    }
  }
  return undefined;
}

/**
 * Replaces each MathML formula that states its TeX (LaTeXML's arXiv papers: `alttext` and an
 * `application/x-tex` annotation) with a `<span data-tex>` holding that TeX, for the converter to
 * write as `$…$` (or `$$…$$` for a `display="block"` formula). Read as text, a formula came out as its
 * symbols, its presentation tokens, its TeX and LaTeXML's reading aid glued together
 * ("r^⁢(x)times𝑟𝑥\hat{r}(x)over^ start_ARG…"). A formula that states no TeX is converted from its MathML
 * (`texFromMathML`); set by MathJax 3, its whole `mjx-container` is replaced: its glyphs are empty elements a
 * stylesheet fills, and MathJax's context-menu class (`CtxtMenu_Attached_0`) read as a menu had every formula of
 * Khan Academy's articles dropped. `formulas` are the `<math>` elements a walk found.
 * Returns how many were replaced.
 */
export function writeMathAsTex(formulas: readonly Element[]): number {
  let written = 0;
  for (const math of formulas) {
    if (math.parentElement === null) continue;
    // MathJax 3 draws the formula in glyph elements a stylesheet fills, beside a copy of its MathML for screen readers.
    const typeset = math.closest('mjx-container');
    const tex = texOf(math) ?? texFromMathML(math);
    if (tex === undefined) continue;
    const span = math.ownerDocument.createElement('span');
    const displayed = (math.getAttribute('display') ?? '').toLowerCase() === 'block' || typeset?.getAttribute('display') === 'true';
    span.setAttribute(TEX_ATTRIBUTE, displayed ? 'block' : 'inline');
    span.textContent = tex;
    (typeset ?? math).replaceWith(span);
    written += 1;
  }
  return written;
}

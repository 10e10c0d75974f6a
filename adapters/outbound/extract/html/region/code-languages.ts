import { codeLanguage, isLineNumberBlock } from '../markdown/code-block-rule.js';

/** How many wrappers of a `<pre>` are read for its language before the stages (Pygments' line-number table, a tab's panel). */
const WRAPPER_DEPTH = 7;

/**
 * Writes on each of `pres` that names no language of its own (nor its `<code>`) the language a
 * wrapper of it names (`data-lang`; past the third wrapper, one that holds no other code block):
 * Pygments sets a numbered block in a table inside `div.highlight-python` (Sphinx) or
 * `div.language-python` (MkDocs), five levels up, and Readability rebuilds the wrappers of tab
 * panels' code (MkDocs' `div.language-go` in a tab), so the fence lost its language. `pres` are the
 * page's `<pre>` elements, collected by an earlier walk. Returns how many were named.
 */
export function nameCodeLanguages(pres: readonly Element[]): number {
  let named = 0;
  for (const pre of pres) {
    if (codeLanguage(pre, 0) !== '') continue;
    const language = codeLanguage(pre, WRAPPER_DEPTH);
    if (language === '' || isLineNumberBlock(pre)) continue;
    pre.setAttribute('data-lang', language);
    named += 1;
  }
  return named;
}

import { classAttribute } from '../class-attribute.js';
import type { ElementCensus } from '../element-census.js';
import { LINE_NUMBER_CLASS } from '../markdown/code-block-rule.js';
import type { NameStash } from './name-stash.js';
import { isUnlikelyCandidate, type ReadabilityRegexps } from './readability-regexps.js';

/**
 * Inside `<pre>`, Readability reads code as page markup: it drops a token span whose class looks like
 * chrome as an unlikely candidate (highlight.js's `hljs-comment`: every comment of a Medium code
 * block), sparing only what sits inside `<code>`, turns each run of `<br>`s into a paragraph
 * (the blank lines between a block's parts), and turns a `<div>` per line into a paragraph, which
 * loses the line's leading spaces (Expressive Code's indentation: a YAML file no longer nested). A
 * line break inside `<pre>` becomes the newline it shows, so does a line element without text
 * (which Readability removes as empty), a line element with text becomes its content and the
 * newline that ends it (as the code rule reads it; line-number elements stay), and the class of a
 * span there that Readability would drop is taken off for the parse.
 */
export function preparePreformatted(document: Document, census: ElementCensus, regexps: ReadabilityRegexps, stash: NameStash): void {
  for (const pre of census.byTagName('pre')) {
    for (const br of Array.from(pre.getElementsByTagName('br'))) br.replaceWith(document.createTextNode('\n'));
    removeHiddenLineNumbers(pre);
    // Beside the code's `<code>`, a block is a label, no line (Juejin's header of the language and "复制代码", copy code): the code rule leaves it out.
    const code = pre.querySelector('code');
    const lines = Array.from(pre.querySelectorAll('div, p')).filter((line) => code === null || code.contains(line) || line.contains(code));
    // A blank line written as an empty line element (npm's `div.line` of a no-break space), which Readability removes as empty;
    // not a gutter's number its stylesheet draws from an attribute (highlightjs-line-numbers' empty `div.hljs-ln-n[data-line-number]`).
    for (const line of lines) if ((line.textContent ?? '').trim() === '' && line.querySelector('img') === null && !inLineNumbers(line, pre)) line.replaceWith(document.createTextNode('\n'));
    for (const line of lines.reverse()) if (line.isConnected && !LINE_NUMBER_CLASS.test(classAttribute(line))) unwrapLine(line);
    for (const element of Array.from(pre.querySelectorAll('[class]'))) if (isUnlikelyCandidate(element, regexps)) stash.take(element, 'class');
  }
}

/**
 * Removes the line numbers a code block hides from screen readers, with the gutter they leave empty
 * (Expressive Code's `<div class="gutter"><div class="ln" aria-hidden="true">1</div></div>` before
 * each line): unwrapped as lines, each number became a line of the code.
 */
function removeHiddenLineNumbers(pre: Element): void {
  for (const number of Array.from(pre.querySelectorAll('[aria-hidden="true"]'))) {
    if (!/^\s*\d+\s*$/.test(number.textContent ?? '')) continue;
    let emptied: Element = number;
    while (emptied.parentElement !== null && emptied.parentElement !== pre && (emptied.parentElement.textContent ?? '').trim() === (emptied.textContent ?? '').trim()) emptied = emptied.parentElement;
    emptied.remove();
  }
}

/** Whether the element is a line number, or inside a gutter of them, below `pre`. */
function inLineNumbers(element: Element, pre: Element): boolean {
  for (let current: Element | null = element; current !== null && current !== pre; current = current.parentElement) {
    if (current.hasAttribute('data-line-number') || LINE_NUMBER_CLASS.test(classAttribute(current))) return true;
  }
  return false;
}

/** Puts a line element's content in its place, followed by the newline that ends the line unless its text ends with one. */
function unwrapLine(line: Element): void {
  const ended = (line.textContent ?? '').endsWith('\n');
  const parts: Node[] = Array.from(line.childNodes);
  if (!ended) parts.push(line.ownerDocument.createTextNode('\n'));
  line.replaceWith(...parts);
}

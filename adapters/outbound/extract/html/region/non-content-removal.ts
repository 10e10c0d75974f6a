import { isChromeElement, isHidden } from './chrome-rules.js';

/** Page headers and footers: chrome unless they sit inside an `<article>` or `<main>` (or a quotation: its citation). */
const PAGE_CHROME_TAGS: ReadonlySet<string> = new Set(['header', 'footer']);
const CONTENT_CONTAINERS: ReadonlySet<string> = new Set(['article', 'main', 'blockquote']);

/**
 * Removes from `body`, in place, what is never content, by markup alone (no text measuring, so it
 * works on one part of a page at a time): chrome and controls by tag or role (`isChromeElement`),
 * hidden elements (unless `options.hidden` is false), and page headers and footers outside `<article>`/`<main>`. One iterative walk,
 * so neither a deep nor a large tree is a problem.
 */
export function removeNonContent(body: Element, options: { readonly hidden: boolean } = { hidden: true }): void {
  const stack: Array<{ readonly element: Element; readonly insideContent: boolean }> = [{ element: body, insideContent: false }];
  while (stack.length > 0) {
    const { element, insideContent } = stack.pop() as { readonly element: Element; readonly insideContent: boolean };
    const inside = insideContent || CONTENT_CONTAINERS.has(element.localName.toLowerCase());
    // Every child is judged before any goes: a label is judged beside the control it names.
    const judged = Array.from(element.children, (child) => ({ child, chrome: (!inside && PAGE_CHROME_TAGS.has(child.localName.toLowerCase())) || isChromeElement(child) || (options.hidden && isHidden(child)) }));
    for (const { child, chrome } of judged) {
      if (chrome) child.remove();
      else stack.push({ element: child, insideContent: inside });
    }
  }
}

/** Visible text of one element, in non-whitespace characters (UTF-16 code units). */
export interface TextMeasure {
  /** Characters of visible text in the element's subtree. */
  readonly text: number;
  /** Of which inside `<a>` elements. */
  readonly linkText: number;
}

/** Elements whose text no reader sees. */
export const INVISIBLE_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'SVG', 'IFRAME', 'OBJECT']);

const WHITESPACE = /\s+/g;

/**
 * Measures every element under (and including) `root` in one iterative post-order walk:
 * visible text and the part of it inside links, in non-whitespace characters. Scripts
 * (JSON-LD included), styles and templates count as invisible, and so does every element
 * `skip` selects (its subtree is not measured). Never mutates.
 */
export function measureText(root: Element, skip: (element: Element) => boolean = () => false): Map<Element, TextMeasure> {
  const measures = new Map<Element, TextMeasure>();
  const stack: { readonly element: Element; readonly inLink: boolean; expanded: boolean }[] = [{ element: root, inLink: root.nodeName === 'A', expanded: false }];
  const partial = new Map<Element, { text: number; linkText: number }>();
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { readonly element: Element; readonly inLink: boolean; expanded: boolean };
    const { element } = frame;
    if (!frame.expanded) {
      frame.expanded = true;
      const own = { text: 0, linkText: 0 };
      partial.set(element, own);
      if (INVISIBLE_ELEMENTS.has(element.nodeName.toUpperCase()) || (element !== root && skip(element))) continue;
      for (let child = element.firstChild; child !== null; child = child.nextSibling) {
        if (child.nodeType === 3) {
          const length = (child.nodeValue ?? '').replace(WHITESPACE, '').length;
          own.text += length;
          if (frame.inLink) own.linkText += length;
        } else if (child.nodeType === 1) {
          const childElement = child as Element;
          stack.push({ element: childElement, inLink: frame.inLink || childElement.nodeName === 'A', expanded: false });
        }
      }
      continue;
    }
    stack.pop();
    const own = partial.get(element) as { text: number; linkText: number };
    partial.delete(element);
    measures.set(element, own);
    const parent = element.parentElement;
    const parentTotals = parent === null ? undefined : partial.get(parent);
    if (parentTotals !== undefined) {
      parentTotals.text += own.text;
      parentTotals.linkText += own.linkText;
    }
  }
  return measures;
}

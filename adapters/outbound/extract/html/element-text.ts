/** Every heading level, as a selector. */
export const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Text with its runs of whitespace as one space, trimmed. */
export function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The element's text in document order, read only until `exceeds` says the text so far is too
 * long (then `undefined`): a judgement that needs a short text costs no more than that text, however
 * large the element (Readability's cleaning asks such questions of every block it keeps).
 */
export function boundedText(element: Element, exceeds: (text: string) => boolean): string | undefined {
  let text = '';
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === 3) {
      text += node.nodeValue ?? '';
      if (exceeds(text)) return undefined;
    } else {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return text;
}

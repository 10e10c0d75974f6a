/** Every heading level, as a selector. */
export const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** Text with its runs of whitespace as one space, trimmed. */
export function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether `text` says `words` whole: not inside a longer word (letters or digits on either side). */
export function saysWhole(text: string, words: string): boolean {
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    if (!/[\p{L}\p{N}]$/u.test(text.slice(0, at)) && !/^[\p{L}\p{N}]/u.test(text.slice(at + words.length))) return true;
  }
  return false;
}

/** How many characters of the element's text are not whitespace. */
export function nonSpaceLength(element: Element): number {
  return (element.textContent ?? '').replace(/\s+/g, '').length;
}

/** How many of those characters stand in the element's links. */
export function linkedNonSpaceLength(element: Element): number {
  return Array.from(element.getElementsByTagName('a')).reduce((sum, link) => sum + nonSpaceLength(link), 0);
}

/**
 * Whether any text under `element` has a non-space character (what `textContent.trim() !== ''` says),
 * read only up to the first such text: a large subtree's text is never built.
 */
export function holdsNonSpaceText(element: Element): boolean {
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      if ((node.nodeValue ?? '').trim() !== '') return true;
    } else {
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
    }
  }
  return false;
}

/** Every text node under `element`, in document order. */
export function textNodesOf(element: Element): Node[] {
  const nodes: Node[] = [];
  const stack: Node[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === TEXT_NODE) nodes.push(node);
    for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  }
  return nodes;
}

const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** Elements whose text no reader sees. */
export const UNREAD_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript']);

/** Text directly inside the element, not in a child element. */
export function hasOwnText(element: Element): boolean {
  for (let node = element.firstChild; node !== null; node = node.nextSibling) if (node.nodeType === 3 && /\S/.test(node.textContent ?? '')) return true;
  return false;
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

/** Elements that set their text on a line of its own. */
const BLOCK_TAGS = new Set(['P', 'DIV', 'BR', 'LI', 'UL', 'OL', 'DL', 'DT', 'DD', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'SECTION', 'TABLE', 'TR', 'TD', 'TH']);

/**
 * The element's text, whitespace squeezed, with a space where a block begins or ends: a caption's
 * title and its paragraph ("<span>Plantar fasciitis</span><p>The plantar fascia is…</p>") read as
 * two runs, not "Plantar fasciitisThe plantar fascia". Inline elements join as the page shows them.
 */
export function blockSpacedText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === 1) {
        const block = BLOCK_TAGS.has(child.nodeName.toUpperCase());
        if (block) parts.push(' ');
        walk(child);
        if (block) parts.push(' ');
      }
    }
  };
  walk(element);
  return squeezed(parts.join(''));
}

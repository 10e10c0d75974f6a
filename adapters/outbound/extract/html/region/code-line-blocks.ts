import { classAttribute } from '../class-attribute.js';

/** Class words of a container of code (Doxygen's `fragment`, `code`, `highlight`, `source`, `listing`). */
const CODE_CONTAINER = /(?:^|[\s_-])(?:fragment|code|highlight|source|sourcecode|listing|program)(?:$|[\s_-])/i;

/** Whether the element is one line of a code block written as a `<div class="line">` per line. */
export function isCodeLine(element: Element): boolean {
  return element.localName === 'div' && classAttribute(element).split(/\s+/).includes('line');
}

/**
 * Turns, in place, each code block written as a `<div>` per line (Doxygen's `div.fragment` of
 * `div.line`s) into a `<pre>`: read as blocks, each line became a paragraph of its own, with the line
 * numbers glued to the code, and the lines holding links went as link-dense blocks. The container
 * must name code in its class and hold only line divs (two at least). The lines keep their markup
 * (links, token spans; the code rule skips the line-number spans) and are joined by newlines.
 * `lines` are the line divs a walk of the page found. Returns how many blocks were turned.
 */
export function preformatCodeLines(lines: readonly Element[]): number {
  const containers = new Set<Element>();
  for (const line of lines) if (line.parentElement !== null) containers.add(line.parentElement);
  let turned = 0;
  for (const container of containers) {
    const children = Array.from(container.children);
    if (children.length < 2 || !CODE_CONTAINER.test(classAttribute(container)) || !children.every(isCodeLine)) continue;
    const document = container.ownerDocument;
    const pre = document.createElement('pre');
    const code = document.createElement('code');
    pre.appendChild(code);
    children.forEach((line, index) => {
      if (index > 0) code.appendChild(document.createTextNode('\n'));
      while (line.firstChild !== null) code.appendChild(line.firstChild);
    });
    for (const attribute of ['class', 'id']) {
      const value = container.getAttribute(attribute);
      if (value !== null) pre.setAttribute(attribute, value);
    }
    container.replaceWith(pre);
    turned += 1;
  }
  return turned;
}

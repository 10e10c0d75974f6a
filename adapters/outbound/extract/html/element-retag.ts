/** Puts an element of tag `tag`, with the element's attributes and content, in its place; returns it. */
export function retag(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

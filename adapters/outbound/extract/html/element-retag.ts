/** Puts an element of tag `tag`, with the element's attributes and content, in its place; returns it. */
export function retag(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/** Puts the element's content in a link to `href`, inside it (a card's heading given the card's link). */
export function linkContents(element: Element, href: string): void {
  const link = element.ownerDocument.createElement('a');
  link.setAttribute('href', href);
  link.append(...Array.from(element.childNodes));
  element.append(link);
}

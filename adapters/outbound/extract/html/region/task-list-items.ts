/**
 * Whether the element is a task list's check box: a disabled `<input type="checkbox">` (display
 * only, as GitHub, pandoc and Material for MkDocs render `- [x]`) that opens a list item, before any
 * of the item's text.
 */
export function isTaskCheckbox(element: Element): boolean {
  if (element.localName !== 'input' || (element.getAttribute('type') ?? '').toLowerCase() !== 'checkbox' || !element.hasAttribute('disabled')) return false;
  const item = element.closest('li');
  if (item === null) return false;
  for (let node: Node | null = element; node !== null && node !== item; node = node.parentNode) {
    for (let sibling = node.previousSibling; sibling !== null; sibling = sibling.previousSibling) if ((sibling.textContent ?? '').trim() !== '') return false;
  }
  return true;
}

/**
 * Writes each task check box as the state it shows, `[x] ` or `[ ] `, as Markdown's task lists do:
 * every stage drops form controls, and with them whether a roadmap's item is done. Returns how many.
 */
export function writeTaskStates(boxes: readonly Element[]): number {
  for (const box of boxes) box.replaceWith(box.ownerDocument.createTextNode(box.hasAttribute('checked') ? '[x] ' : '[ ] '));
  return boxes.length;
}

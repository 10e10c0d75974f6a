/** Replaces each `<noscript>` below `root` by its children. */
export function readKeptNoscripts(root: Element): void {
  for (const noscript of Array.from(root.querySelectorAll('noscript'))) noscript.replaceWith(...Array.from(noscript.childNodes));
}

/**
 * Reads the `<noscript>` elements left in a pruned region (`readKeptNoscripts`) when they hold at
 * least half of its text: the page is served for readers without scripts (Flarum's whole discussion
 * sits in one), and the Markdown converter would drop it with the element. Where the region holds
 * more besides, a long `<noscript>` is a notice ("Your browser does not seem to support JavaScript")
 * or a copy of what the script shows (a shop's product shelves), and stays unread. The region keeps
 * no short notice (`isChromeElement`). Returns whether it read them.
 */
export function readNoscriptPage(root: Element): boolean {
  const noscripts = Array.from(root.querySelectorAll('noscript'));
  if (noscripts.length === 0) return false;
  const letters = (node: Node): number => (node.textContent ?? '').replace(/\s+/g, '').length;
  const inside = noscripts.reduce((sum, noscript) => sum + letters(noscript), 0);
  if (inside * 2 < letters(root)) return false;
  readKeptNoscripts(root);
  return true;
}

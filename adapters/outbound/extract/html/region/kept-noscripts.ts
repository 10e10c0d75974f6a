import { measureText } from './text-measure.js';

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
 * no short notice (`isChromeElement`).
 */
export function readNoscriptPage(root: Element): void {
  const noscripts = Array.from(root.querySelectorAll('noscript'));
  if (noscripts.length === 0) return;
  const measures = measureText(root);
  const inside = noscripts.reduce((sum, noscript) => sum + (measures.get(noscript)?.text ?? 0), 0);
  if (inside * 2 >= (measures.get(root)?.text ?? 0)) readKeptNoscripts(root);
}

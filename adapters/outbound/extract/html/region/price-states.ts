/**
 * The parts of a price block that its stylesheet shows only in one state, each with the modifier of
 * the block that shows it, or hides it (Shopify's Dawn theme and the free themes built on it print
 * every badge in every `div.price` and let `price--on-sale` or `price--sold-out` pick).
 */
const STATE_PARTS: readonly { readonly part: string; readonly shownWith?: string; readonly hiddenWith?: string }[] = [
  { part: 'price__badge-sale', shownWith: 'price--on-sale', hiddenWith: 'price--sold-out' },
  { part: 'price__badge-sold-out', shownWith: 'price--sold-out' },
  { part: 'price__sale', shownWith: 'price--on-sale' },
  { part: 'price__regular', hiddenWith: 'price--on-sale' },
];

/**
 * Removes from each `div.price` the parts its state does not show: read as served, every Dawn
 * product said "Sale Sold out" under its price, in stock or not, and a reader took it as sold out.
 * Only a block that states its state by a modifier (`price--…`) is read. Returns how many parts went.
 */
export function removeUnshownPriceStates(root: Element): number {
  let removed = 0;
  for (const block of Array.from(root.getElementsByClassName('price'))) {
    const classes = ` ${(block.getAttribute('class') ?? '').replace(/\s+/g, ' ')} `;
    if (!classes.includes(' price--')) continue;
    for (const { part, shownWith, hiddenWith } of STATE_PARTS) {
      const hidden = (shownWith !== undefined && !classes.includes(` ${shownWith} `)) || (hiddenWith !== undefined && classes.includes(` ${hiddenWith} `));
      if (!hidden) continue;
      for (const element of Array.from(block.getElementsByClassName(part))) {
        element.remove();
        removed += 1;
      }
    }
  }
  return removed;
}

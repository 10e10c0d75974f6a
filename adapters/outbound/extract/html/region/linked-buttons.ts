import { retag } from '../element-retag.js';

/**
 * Writes as text, in place, the buttons set inside links: there the link is the control and the
 * button its styling (Yelp's category pills, `<a href="/search?cflt=ramen"><button><span>Ramen</span></button></a>`),
 * and every stage dropped the button with the words that say what the link is. A button of its own
 * ("Add to cart", a picker's options) stays a control. The button becomes a `<span>` with its
 * attributes, so a role it has is still read. `buttons` are the page's `<button>`s; returns how many
 * were written as text.
 */
export function unwrapLinkedButtons(buttons: readonly Element[]): number {
  let written = 0;
  for (const button of buttons) {
    if (button.parentElement?.closest('a[href]') === null) continue;
    retag(button, 'span');
    written += 1;
  }
  return written;
}

import type TurndownService from 'turndown';
import { isAmountAlone, priceCount } from '../../../../../domain/page/price-mention.policy.js';
import { classAttribute } from '../class-attribute.js';
import { nameWords } from '../region/name-words.js';

const STRUCK = new Set(['DEL', 'S', 'STRIKE']);
const LINE_THROUGH = /text-decoration(?:-line)?\s*:[^;]*line-through/i;
/** Inline elements whose style may strike their text through (a block so styled keeps its own rule, and its paragraph breaks). */
const INLINE = new Set(['SPAN', 'FONT', 'SMALL', 'B', 'STRONG', 'EM', 'I']);

/** Class words naming a price as the one before a reduction (Glovo's `span.product-price__original`, `old-price`, `was-price`), which a stylesheet strikes through. */
const FORMER_WORDS = new Set(['old', 'was', 'original', 'former', 'previous', 'strike']);

const PRICE_NAME = /price/i;
/** Class words that strike the text through whatever it is (a utility class: `crossed`, `line-through`, `strikethrough`, PlayStation Store's `psw-t-strike`). */
const STRUCK_WORDS = new Set(['crossed', 'strikethrough', 'linethrough', 'strike', 'struck']);
/** The cheap test of a class for those words (before the text is read). */
const STRUCK_NAME = /crossed|strike|struck|line-?through/i;

/** An inline element that its class names a former price (a price word and a former one, one price in its text, another beside it) or struck, stating one price. */
function isFormerPrice(node: HTMLElement): boolean {
  // The class first: this runs on every inline element, and most name no price (reading their text walked each one's subtree).
  const names = classAttribute(node);
  if (!PRICE_NAME.test(names) && !STRUCK_NAME.test(names)) return false;
  const text = node.textContent ?? '';
  // One amount and its currency: no label (Magento's `span.old-price` holds "Regular Price" too, which its stylesheet does not strike), not the discount's percentage, not several.
  if (text.includes('%') || !isAmountAlone(text)) return false;
  const words = nameWords(names);
  if (node.querySelector('del, s, strike') !== null || node.parentElement?.closest('del, s, strike') != null) return false;
  // A class that strikes the text itself says so without a price word or a price beside (Falabella's `span.crossed` "$ 499.990" in a list item of its own).
  if (words.some((word) => STRUCK_WORDS.has(word)) || (words.includes('line') && words.includes('through'))) return true;
  return words.includes('price') && words.some((word) => FORMER_WORDS.has(word)) && besideOtherPrice(node);
}

/** A former price stands beside the current one: its parent, or the parent's parent, states another price (ASOS' `span.originalPrice` alone is the price). */
function besideOtherPrice(node: HTMLElement): boolean {
  const parent = node.parentElement;
  return [parent, parent?.parentElement].some((container) => container !== null && container !== undefined && priceCount(container.textContent ?? '') >= 2);
}

/**
 * Struck-out text as GFM's `~~…~~`: a product's old price (`<s class="price-item--regular">$68.00</s>`,
 * `<del>£64.00</del>`, Odoo's `style="text-decoration: line-through"`, a price its class names the former one) read as plain text said the
 * product cost both prices, and an edit's removed words read as kept. Struck text of one line (a
 * paragraph's too); text over several lines and empty text stay as they are.
 */
export const strikethroughRule: TurndownService.Rule = {
  filter: (node) => STRUCK.has(node.nodeName) || (INLINE.has(node.nodeName) && (LINE_THROUGH.test(node.getAttribute('style') ?? '') || isFormerPrice(node))),
  replacement: (content, node) => {
    const [, lead = '', text = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(content) ?? [];
    if (text === '' || text.includes('\n')) return content;
    // Set flush against the price beside it ("$3.49<s>$4.29</s>with Card"), the marks would be no strikethrough and the prices one run.
    const before = lead === '' && /[\p{L}\p{N}\p{Sc}]$/u.test(node.previousSibling?.textContent ?? '') ? ' ' : lead;
    // So is a price flush after it (Uber Eats' `<span>$17.25</span><span>$13.80</span>`).
    const after = trail === '' && /^[\p{L}\p{N}\p{Sc}]/u.test(node.nextSibling?.textContent ?? '') ? ' ' : trail;
    return `${before}~~${text}~~${after}`;
  },
};

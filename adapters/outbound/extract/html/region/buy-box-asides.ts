import { mentionsPrice } from '../../../../../domain/page/price-mention.policy.js';
import { replaceWithDiv } from './callout-asides.js';
import { nameWords } from './name-words.js';
import { squeezed } from '../element-text.js';

/** What a control that puts the product in the basket, or books it, is named by (its class, id or test id). */
const BUY_WORDS = new Set(['cart', 'basket', 'buy', 'addtocart', 'checkout', 'bag', 'book', 'booking', 'reserve', 'availability']);

/** How much text (characters) a buy box holds at most: a longer aside is a column of other things. */
const MAX_BUY_BOX_CHARS = 1500;

/**
 * Turns each `<aside>` of a product page that states a price and holds the control that buys the
 * product (a button or submit input named so by its class, id or test id: Yandex Market's `data-auto="cartButton"`, Viator's `data-automation="check-availability"`) into a `<div>`: every
 * stage drops an `<aside>` as tangential, and Conrad's `aside.buyBox` is where the product's price,
 * its VAT line and its delivery dates are said; so is the card of the seller who sells it (`isSellerCard`).
 * `asides` are the page's `<aside>`s a walk found. Returns how many were turned.
 */
export function keepBuyBoxAsides(asides: readonly Element[]): number {
  let kept = 0;
  for (const aside of asides) {
    if (aside.parentElement === null || aside.localName !== 'aside' || !(isBuyBox(aside) || isSellerCard(aside))) continue;
    replaceWithDiv(aside);
    kept += 1;
  }
  return kept;
}

/**
 * Takes the class off each block of a product page named a sidebar (`product-tabs__sidebar`) that states a price
 * and holds the control that buys the product, as {@link keepBuyBoxAsides} keeps an `<aside>`: Rozetka's
 * buy box (the price, "Є в наявності", the seller and delivery) stands in a column named a sidebar, which every stage drops.
 * `document`: a product page's. Returns how many were renamed.
 */
export function keepBuyBoxSidebars(document: Document): number {
  let kept = 0;
  for (const block of Array.from(document.querySelectorAll('[class*="sidebar" i]'))) {
    if (!nameWords(block.getAttribute('class') ?? '').includes('sidebar') || !isBuyBox(block)) continue;
    block.removeAttribute('class');
    kept += 1;
  }
  return kept;
}

/** A block of a buy box's length that states a price and holds the control that buys the product. */
function isBuyBox(block: Element): boolean {
  const text = squeezed(block.textContent ?? '');
  return text.length <= MAX_BUY_BOX_CHARS && mentionsPrice(text) && holdsBuyControl(block);
}

/** What a product page names the card of the shop that sells the product by (its label, class, id or test id). */
const SELLER_WORDS = new Set(['seller', 'merchant', 'vendor', 'company']);
/** A seller's card says the shop's name, its score and a few facts: shorter than a buy box. */
const MAX_SELLER_CARD_CHARS = 800;

/**
 * An `<aside>` its label, class, id or test id names the seller's (Konga's `aside aria-label="Seller information"`:
 * "Sold by", the merchant, "Seller Score 92%"; Prom.ua's `aside data-qaid="company_block"`), of a card's length.
 */
function isSellerCard(aside: Element): boolean {
  const names = ['aria-label', 'class', 'id', 'data-qaid', 'data-testid'].map((attribute) => aside.getAttribute(attribute) ?? '').join(' ');
  return nameWords(names).some((word) => SELLER_WORDS.has(word)) && squeezed(aside.textContent ?? '').length <= MAX_SELLER_CARD_CHARS;
}

function holdsBuyControl(aside: Element): boolean {
  for (const control of Array.from(aside.querySelectorAll('button, input[type="submit" i]'))) {
    const names = ['class', 'id', 'data-testid', 'data-auto', 'data-automation', 'name'].map((attribute) => control.getAttribute(attribute) ?? '').join(' ');
    if (nameWords(names).some((word) => BUY_WORDS.has(word))) return true;
  }
  return false;
}

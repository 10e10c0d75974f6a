import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { documentOf, failed, page, stages, URL_, words } from './html-chain-fixtures.js';

/**
 * Session 37: Rozetka's buy box (the price, "Є в наявності", the seller) stands in a block named a sidebar
 * (`div.product-tabs__sidebar`), which every stage drops; one that states a price and holds the control that buys
 * the product keeps its place on a page declaring a product, as a buy box's `<aside>` does. A booking control
 * (book, reserve, check availability) buys a tour, and Viator names its controls only by `data-automation`.
 */
const SIDEBAR = (control: string): string => '<div class="product-tabs__sidebar"><div class="product-carriage">'
  + '<p class="product-carriage__price"> 4 299<span class="currency">₴</span></p><p class="status-label status-label--green"> Є в наявності </p>'
  + `${control}</div><p class="product-delivery__payment">Оплата під час отримання товару, Google Pay, карткою онлайн</p></div>`;
const BUY_BUTTON = '<button type="button" aria-label="Купити" class="buy-button button button--green"><span class="buy-button__label"> Купити </span></button>';

const productPage = (beside: string): ParsedHtmlPage => ({
  ...page,
  notes: [],
  document: documentOf(`<main><h1>Пилосос вертикальний акумуляторний Ardesto VCS-M700G</h1><div class="product-tabs"><div class="product-tabs__main"><p>${words(120, 'vacuum')}</p></div>${beside}</div></main>`),
});
const PRODUCT: DeclaredPageKind = { article: false, collection: true, product: true };
/** The real cleaned-body stage reads the page (Readability finds nothing). */
const run = (beside: string, declared: DeclaredPageKind = PRODUCT) =>
  runHtmlChain(productPage(beside), URL_, { declared, stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });

describe('runHtmlChain: a buy box in a block named a sidebar', () => {
  it("keeps a product page's sidebar that states the price and holds the buy button (Rozetka's div.product-tabs__sidebar): its price, stock and payment", async () => {
    const result = await run(SIDEBAR(BUY_BUTTON));
    expect(result.markdown).toContain('vacuum119');
    expect(result.markdown).toMatch(/4 299₴\n\nЄ в наявності\n\nОплата під час отримання товару, Google Pay, карткою онлайн/);
  });

  it('still drops a sidebar with a price but no buy control, and the same sidebar on a page that declares no product', async () => {
    const wishlistOnly = await run(SIDEBAR('<button type="button" aria-label="Додати до списку бажань" class="wish-button">Бажане</button>'));
    expect(wishlistOnly.markdown).toContain('vacuum119');
    expect(wishlistOnly.markdown).not.toContain('Є в наявності');
    const article = await run(SIDEBAR(BUY_BUTTON), { article: true, collection: false });
    expect(article.markdown).toContain('vacuum119');
    expect(article.markdown).not.toContain('Є в наявності');
    // The same sidebar, kept on the product page: the block is what the other two lost.
    expect((await run(SIDEBAR(BUY_BUTTON))).markdown).toContain('Є в наявності');
  });
});

describe('runHtmlChain: buy-box asides whose control books the product', () => {
  const aside = (control: string): string => '<aside class="rightColumn__mD2t"><div class="priceHeader__Zk2f"><span>From</span> <span class="price__M5aB">$109.00</span> <span>per adult</span></div>'
    + `<p class="cancellation__Hq1a">Free cancellation up to 24 hours in advance</p>${control}</aside>`;

  it('keeps an aside whose control is named to book, reserve or check availability by its class or id', async () => {
    for (const control of ['<button type="button" class="checkAvailability__LzLf">Check Availability</button>', '<button type="button" id="book-now">Book now</button>',
      '<button type="button" class="reserve-button">Reserve a table</button>', '<button type="submit" class="booking-submit">Continue</button>']) {
      const result = await run(aside(control));
      expect(result.markdown, control).toContain('From $109.00 per adult\n\nFree cancellation up to 24 hours in advance');
    }
  });

  it("reads a control's data-automation (Viator's data-automation=\"check-availability\" on a button whose class is a hash)", async () => {
    const viator = await run(aside('<button type="button" class="_9kQ2x" data-automation="check-availability">Check Availability</button>'));
    expect(viator.markdown).toContain('From $109.00 per adult');
    const cart = await run(aside('<button type="button" class="_9kQ2x" data-automation="add-to-cart">Add to cart</button>'));
    expect(cart.markdown).toContain('From $109.00 per adult');
    // A data-automation that names no buying (a wish list) keeps nothing.
    const wishlist = await run(aside('<button type="button" class="_9kQ2x" data-automation="add-to-wishlist">Save</button>'));
    expect(wishlist.markdown).toContain('vacuum119');
    expect(wishlist.markdown).not.toContain('From $109.00 per adult');
  });
});

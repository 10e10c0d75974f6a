import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { documentOf, failed, page, stages, URL_, words } from './html-chain-fixtures.js';

/**
 * Session 35: a product page's buy box set in an `<aside>` (Conrad's `aside.buyBox`) says the
 * product's price, its VAT line and its delivery dates; every stage drops an `<aside>` as
 * tangential. One that states a price and holds a button that buys the product is kept on a page
 * declaring a product.
 */
const BUY_BOX = '<aside class="buyBox" aria-label="Kaufbereich"><div class="price__current">129,99 €</div><div class="price__net">109,24 € exkl. MwSt.</div>'
  + '<p class="deliveryInfo__date">Lieferung Di., 18. Juni – Mi., 19. Juni</p>'
  + '<form class="addToCart" action="/de/checkout/cart/add.html" method="post"><button type="submit" class="btn btn--primary addToCart__button">In den Warenkorb</button></form></aside>';

const productPage = (aside: string): ParsedHtmlPage => ({
  ...page,
  notes: [],
  document: documentOf(`<main><h1>VOLTCRAFT VC-880 Hand-Multimeter</h1><div class="productMain"><div class="gallery"><p>${words(120, 'meter')}</p></div>${aside}</div></main>`),
});
const PRODUCT: DeclaredPageKind = { article: false, collection: true, product: true };
/** The real cleaned-body stage reads the page (Readability finds nothing). */
const run = (aside: string, declared: DeclaredPageKind = PRODUCT) =>
  runHtmlChain(productPage(aside), URL_, { declared, stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });

describe('runHtmlChain: buy-box asides of a product page', () => {
  it("keeps a product page's aside that states the price and holds the add-to-cart button", async () => {
    const result = await run(BUY_BOX);
    expect(result.markdown).toContain('meter119');
    expect(result.markdown).toMatch(/129,99 €\n\n109,24 € exkl\. MwSt\.\n\nLieferung Di\., 18\. Juni – Mi\., 19\. Juni/);
  });

  it('keeps it whatever names the buy control: an id, a test id or a submit input named buy, basket or bag', async () => {
    for (const control of ['<button id="buy-now">Jetzt kaufen</button>', '<button data-testid="add-to-basket">In den Korb</button>', '<input type="submit" name="add-to-bag" value="Add to bag">']) {
      const result = await run(`<aside class="purchase"><p class="price">129,99 €</p><p>Lieferung Di., 18. Juni</p>${control}</aside>`);
      expect(result.markdown, control).toContain('129,99 €\n\nLieferung Di., 18. Juni');
    }
  });

  it('still drops an aside with a price but no buy control, and the buy box of a page that declares no product', async () => {
    const wishlistOnly = await run('<aside class="priceAlert"><p>Preisalarm: benachrichtigen ab 99,99 €</p><button type="button" class="wishlistButton">Auf die Merkliste</button></aside>');
    expect(wishlistOnly.markdown).toContain('meter119');
    expect(wishlistOnly.markdown).not.toContain('Preisalarm');
    const article = await run(BUY_BOX, { article: true, collection: false });
    expect(article.markdown).toContain('meter119');
    expect(article.markdown).not.toContain('109,24 € exkl. MwSt.');
    // The same buy box, kept on the product page: the aside is what the other two lost.
    expect((await run(BUY_BOX)).markdown).toContain('109,24 € exkl. MwSt.');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_HTML_STAGES, runHtmlChain } from '../../../../../adapters/outbound/extract/html/html-extraction-chain.js';
import type { ParsedHtmlPage } from '../../../../../adapters/outbound/extract/html/parsed-html-page.js';
import type { DeclaredPageKind } from '../../../../../domain/page/content-choice.policy.js';
import { documentOf, failed, page, stages, URL_, words } from './html-chain-fixtures.js';

/**
 * Session 36: Yandex Market's buy box is an `<aside>` whose buttons are named only by their
 * `data-auto` ("cartButton", "buy-now"), their classes being hashes. It states the product's price, its
 * price without the shop's card and its delivery, and is kept like Conrad's `aside.buyBox`.
 */
const buyBox = (buttons: string): string => '<aside class="_3XKFd" data-zone-name="default-offer"><div class="_1eQ5N" data-auto="snippet-price-current">'
  + '<span class="_1ArMm">Цена с картой Яндекс Пэй:</span> <span class="_1stjo" data-auto="price-value">2 790 ₽</span></div>'
  + '<p class="_2KIQS">без карты 2 990 ₽</p><p class="_1P3bS" data-auto="courier-delivery">Курьером завтра, бесплатно</p>'
  + `${buttons}</aside>`;
const CART_BUTTON = '<button class="_2cV8y _1J4Mm" type="button" data-auto="cartButton"><span class="_3V38v">В корзину</span></button>';

const productPage = (aside: string): ParsedHtmlPage => ({
  ...page,
  notes: [],
  document: documentOf(`<main><h1>Чайник электрический Vektra KT-1780 Glass</h1><div class="_1kT2P"><div class="gallery"><p>${words(120, 'kettle')}</p></div>${aside}</div></main>`),
});
const PRODUCT: DeclaredPageKind = { article: false, collection: true, product: true };
/** The real cleaned-body stage reads the page (Readability finds nothing). */
const run = (aside: string) =>
  runHtmlChain(productPage(aside), URL_, { declared: PRODUCT, stages: { ...stages({ readability: failed('readability', 'no content found') }), cleanedBody: DEFAULT_HTML_STAGES.cleanedBody } });

describe('runHtmlChain: buy-box asides whose buy control is named by data-auto', () => {
  it('keeps the aside whose add-to-cart button is named data-auto="cartButton": its price, the price without the card and the delivery', async () => {
    const result = await run(buyBox(CART_BUTTON));
    expect(result.markdown).toContain('kettle119\n\nЦена с картой Яндекс Пэй: 2 790 ₽\n\nбез карты 2 990 ₽\n\nКурьером завтра, бесплатно');
  });

  it('keeps it for a buy-now button named by data-auto too, and still drops one whose data-auto names no buying (a wish list)', async () => {
    const buyNow = await run(buyBox('<button class="_2cV8y _3Tm3R" type="button" data-auto="buy-now"><span class="_3V38v">Купить в 1 клик</span></button>'));
    expect(buyNow.markdown).toContain('без карты 2 990 ₽');
    const wishlist = await run(buyBox('<button class="_2cV8y" type="button" data-auto="wishlist-button"><span class="_3V38v">В избранное</span></button>'));
    expect(wishlist.markdown).toContain('kettle119');
    expect(wishlist.markdown).not.toContain('без карты 2 990 ₽');
  });
});

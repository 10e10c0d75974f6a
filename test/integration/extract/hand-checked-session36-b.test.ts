import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../../application/ports/document-extractor.port.js';
import { extract } from './hand-checked-support.js';

/**
 * Session 36, batches 1-3: hand-built pages (see `hand-checked-support.ts`) for the rules of commit 11ab95c:
 * headings that end the page over nothing dropped; other products' carousels titled in Polish; shops' offers
 * named by a price list or by data-auto kept; a buy box whose button is named by data-auto kept; no product
 * cards in a table's cells.
 */

describe("electronics product page ending in a carousel heading whose single card a stage left out (Komplett's section.others-bought)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('norwegian-electronics-product-trailing-carousel-heading.html', 'https://www.komplett.no/product/1298842/tv-lyd-bilde/hodetelefoner-tilbehoer/hodetelefoner/halden-audio-fjord-anc-700-traadloese-hodetelefoner-sort');
  });

  it('ends with the specifications\' last table, the "Andre kunder kjøpte også" heading over nothing gone', () => {
    expect(doc.text).toMatch(/Strøm\n\n\| {2}\| {2}\|\n\| --- \| --- \|\n\| Batteritid \| 45 t \(ANC på\), 60 t \(ANC av\) \|\n\| Ladetid \| 2 t \|\n\| Garanti \| 2 år \|$/);
    expect(doc.text).not.toContain('Andre kunder kjøpte også');
    expect(doc.text).not.toContain('Bekk TWS');
  });
});

describe("game price tracker whose last section is a list of similar games' capsule links (SteamDB's section.app-similar)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('game-price-history-trailing-similar-heading.html', 'https://steamdb.info/app/2718350/');
  });

  it('ends with the price history and its note, the "Similar games" heading over its dropped links gone', () => {
    expect(doc.text).toContain('| 27 February 2024 | $16.19 | -10% | Launch discount |');
    expect(doc.text).toMatch(/\n\nPrice changes are recorded when the Steam store reports them; regional prices may lag behind by up to an hour\.$/);
    expect(doc.text).not.toContain('## Similar games');
    expect(doc.text).not.toContain('Underdeep Caravan');
  });
});

describe("Polish electronics product page ending in a carousel of recommended accessories (x-kom's section#Akcesoria, 'Polecane akcesoria')", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('polish-electronics-product-recommended-accessories.html', 'https://www.x-kom.pl/p/1284417-karta-graficzna-nvidia-kestrel-geforce-rtx-4070-super-vortex-oc-12gb-gddr6x.html');
  });

  it("drops the accessories' heading and cards, so the page ends with the questions and answers", () => {
    expect(doc.text).toMatch(/Odpowiedź od: \*\*Ekspert x-kom\*\* 29 stycznia 2025\n\nTak, przejściówka 2 x 8-pin na 16-pin znajduje się w pudełku razem z podpórką\.$/);
    expect(doc.text).not.toContain('Polecane akcesoria');
    expect(doc.text).not.toContain('Ardent 750W 80 Plus Gold ATX 3.0');
    expect(doc.text).not.toContain('429,00 zł');
    expect(doc.removalNotes).toContainEqual('1 block of recommended other products removed');
  });
});

describe('price comparison page whose shops\' offers are the items of a styled list named PriceList (Prisjakt\'s ul[data-test="PriceList"])', () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('price-comparison-styled-price-list.html', 'https://www.prisjakt.nu/produkt.php?p=13377421');
  });

  it("keeps all five shops' offers under the price comparison, each with its rating, offer name, stock, shipping and price", () => {
    expect(doc.text).toContain('## Jämför priser\n\nLägsta pris: 4 590 kr 14 butiker');
    expect(doc.text).toContain('- Kaffekompaniet.se 4,7 (1 208) [↗](https://www.prisjakt.nu/go-to-shop/13377421/offer/91123)\n\n  Brevia Caffè Duo 2 BCD-200 rostfri\n\n  I lager\n\n  Fraktfritt · Leverans 1-2 dagar\n\n  4 590 kr');
    expect(doc.text).toContain('- Vitvaruhallen 4,2 (5 930) [↗](https://www.prisjakt.nu/go-to-shop/13377421/offer/88410)');
    expect(doc.text).toContain('  Frakt 49 kr · Leverans 2-4 dagar\n\n  4 639 kr 4 590 kr exkl. frakt');
    expect(doc.text).toContain('- Elbutiken Norr 3,9 (412) [↗](https://www.prisjakt.nu/go-to-shop/13377421/offer/90077)');
    expect(doc.text).toContain('- Baristashopen 4,9 (96) [↗](https://www.prisjakt.nu/go-to-shop/13377421/offer/79901)');
    expect(doc.text).toContain('- Hemma Elektronik AB 4,0 (2 017) [↗](https://www.prisjakt.nu/go-to-shop/13377421/offer/70012)\n\n  Brevia Duo 2 espresso\n\n  I lager\n\n  Frakt 99 kr\n\n  5 995 kr');
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/cards of other products removed/));
  });
});

describe("Russian marketplace product page with a buy box aside and shops' offers named only by data-auto (Yandex Market)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('russian-marketplace-offer-list-struck-prices.html', 'https://market.yandex.ru/product--chainik-elektricheskii-vektra-kt-1780-glass/1923847561');
  });

  it('keeps the buy box whose cart button is named data-auto="cartButton": the card price, the price without the card, instalments, delivery and seller', () => {
    expect(doc.text).toContain('- выбор температуры: 40, 60, 80, 90, 100 °C\n\nЦена с картой Яндекс Пэй:\n\n**2 790 ₽**\n\nбез карты 2 990 ₽ ~~3 490 ₽~~ −20%\n\nСплит: 4 платежа по 698 ₽');
    expect(doc.text).toContain('Курьером завтра, бесплатно\n\nПункт выдачи послезавтра, бесплатно\n\nПродавец: [Тёплый Дом](https://market.yandex.ru/business--teplyi-dom/81273645) ★ 4.9\n\n## Описание');
  });

  it('keeps the shops\' offers (div[data-auto="offer"]) under "Предложения магазинов", each shop with its rating, price and delivery', () => {
    expect(doc.text).toContain('## Предложения магазинов 6\n\n');
    expect(doc.text).toContain('[Тёплый Дом](https://market.yandex.ru/business--teplyi-dom/81273645) 4.9 12 540 оценок\n\n2 790 ₽ ~~3 490 ₽~~\n\nКурьером завтра — бесплатно');
    expect(doc.text).toContain('[Кухня Плюс](https://market.yandex.ru/business--kukhnia-plius/77120934) 4.8 3 118 оценок\n\n2 950 ₽\n\nКурьером 14 ноября — 99 ₽; самовывоз из 312 пунктов');
    expect(doc.text).toContain('[ЭлектроМир](https://market.yandex.ru/business--elektromir/60398122) 4.6 904 оценки\n\n3 190 ₽');
    expect(doc.text).toContain('[Бытовик](https://market.yandex.ru/business--bytovik/90211874) 4.4 217 оценок\n\n3 690 ₽\n\nСамовывоз сегодня — бесплатно\n\n[В магазин](https://market-click2.yandex.ru/redir/GAkkM7lQwa)\n\n## Вопросы о товаре');
    // Session 37: "Отзывы о товаре" titles the customers' reviews, which a product page leaves out as it does in other languages.
    expect(doc.text).not.toContain('## Отзывы о товаре');
    // Session 37: the carousel goes by its Russian title now, before its cards are counted as other products'.
    expect(doc.removalNotes).toContainEqual('1 block of recommended other products removed');
  });
});

describe("scheduling service's pricing page whose comparison table heads each plan's column with its name, price and sign-up link (Calendly's table.css-compare-table)", () => {
  let doc: ExtractedDocument;
  beforeAll(async () => {
    doc = await extract('scheduling-pricing-page-plan-header-cells.html', 'https://calendly.com/pricing');
  });

  it("keeps every plan's header cell in the comparison table, none taken for another product's card", () => {
    expect(doc.text).toContain('## Compare plans and features\n\n|  | Free [Get started](https://calendly.com/signup?plan=free) | Standard $10/seat/mo [Try for free](https://calendly.com/signup?plan=standard) | '
      + 'Teams $16/seat/mo [Try for free](https://calendly.com/signup?plan=teams) | Enterprise Starts at $15k/yr [Talk to sales](https://calendly.com/contact-sales) |\n| --- | --- | --- | --- | --- |\n| **Scheduling** | | | | |');
    expect(doc.text).not.toMatch(/\| Free \[Get started\]\([^)]*\) \| \| \| \|/);
    expect(doc.removalNotes).not.toContainEqual(expect.stringMatching(/cards of other products removed/));
  });
});
